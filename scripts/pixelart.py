"""A tiny drawing kit for the built-in packs' pictures: shapes on an RGBA canvas, saved as PNG
with nothing but the standard library (zlib + struct)."""
import math
import struct
import zlib


class Canvas:
    def __init__(self, width, height, background=(0, 0, 0, 0)):
        self.width, self.height = width, height
        self.pixels = [[background for _ in range(width)] for _ in range(height)]

    def put(self, x, y, color):
        if 0 <= x < self.width and 0 <= y < self.height:
            if len(color) == 3:
                color = color + (255,)
            self.pixels[y][x] = color

    def fill_where(self, inside, color):
        for y in range(self.height):
            for x in range(self.width):
                if inside(x + 0.5, y + 0.5):
                    self.put(x, y, color)

    def rect(self, x0, y0, x1, y1, color):
        self.fill_where(lambda x, y: x0 <= x < x1 and y0 <= y < y1, color)

    def circle(self, cx, cy, r, color):
        self.fill_where(lambda x, y: (x - cx) ** 2 + (y - cy) ** 2 <= r * r, color)

    def ellipse(self, cx, cy, rx, ry, color):
        self.fill_where(lambda x, y: ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1, color)

    def ring(self, cx, cy, r_out, r_in, color, lower_half_clear=False):
        def inside(x, y):
            d = (x - cx) ** 2 + (y - cy) ** 2
            return r_in * r_in <= d <= r_out * r_out and (not lower_half_clear or y <= cy)
        self.fill_where(inside, color)

    def polygon(self, points, color):
        def inside(x, y):
            hit = False
            j = len(points) - 1
            for i in range(len(points)):
                xi, yi = points[i]
                xj, yj = points[j]
                if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
                    hit = not hit
                j = i
            return hit
        self.fill_where(inside, color)

    def line(self, x0, y0, x1, y1, width, color):
        def inside(x, y):
            dx, dy = x1 - x0, y1 - y0
            length2 = dx * dx + dy * dy or 1
            t = max(0, min(1, ((x - x0) * dx + (y - y0) * dy) / length2))
            px, py = x0 + t * dx, y0 + t * dy
            return (x - px) ** 2 + (y - py) ** 2 <= (width / 2) ** 2
        self.fill_where(inside, color)

    def star(self, cx, cy, r_out, r_in, color, points=5, rotation=-math.pi / 2):
        corners = []
        for i in range(points * 2):
            r = r_out if i % 2 == 0 else r_in
            a = rotation + i * math.pi / points
            corners.append((cx + r * math.cos(a), cy + r * math.sin(a)))
        self.polygon(corners, color)

    def save_png(self, path):
        raw = b"".join(b"\x00" + b"".join(struct.pack("BBBB", *p) for p in row) for row in self.pixels)

        def chunk(kind, data):
            body = kind + data
            return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

        header = struct.pack(">IIBBBBB", self.width, self.height, 8, 6, 0, 0, 0)
        with open(path, "wb") as f:
            f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))
