"""Our own pictures for the built-in packs, each drawn from shapes on a 48x48 canvas."""
import math

from pixelart import Canvas

S = 48
SKY = (120, 190, 250)
NIGHT = (20, 24, 60)
GRASS = (90, 170, 70)
WHITE = (250, 250, 250)
RED = (220, 40, 40)
YELLOW = (250, 210, 40)
BROWN = (130, 80, 40)
GREEN = (50, 150, 60)
BLUE = (40, 90, 200)
BLACK = (20, 20, 20)
ORANGE = (245, 140, 30)


def sun():
    c = Canvas(S, S, SKY + (255,))
    for i in range(12):
        a = i * math.pi / 6
        c.line(24 + 10 * math.cos(a), 24 + 10 * math.sin(a), 24 + 21 * math.cos(a), 24 + 21 * math.sin(a), 3, ORANGE)
    c.circle(24, 24, 11, YELLOW)
    return c


def moon():
    c = Canvas(S, S, NIGHT + (255,))
    for x, y in [(6, 8), (40, 6), (36, 40), (8, 38), (30, 14)]:
        c.put(x, y, WHITE)
    c.circle(24, 24, 15, (250, 235, 150))
    c.circle(31, 19, 13, NIGHT)
    return c


def star():
    c = Canvas(S, S, NIGHT + (255,))
    c.star(24, 26, 20, 8, YELLOW)
    return c


def heart():
    c = Canvas(S, S, (255, 230, 235, 255))
    c.circle(16, 18, 10, RED)
    c.circle(32, 18, 10, RED)
    c.polygon([(6.5, 21), (41.5, 21), (24, 41)], RED)
    return c


def house():
    c = Canvas(S, S, SKY + (255,))
    c.rect(0, 40, S, S, GRASS)
    c.rect(10, 22, 38, 42, (240, 220, 170))
    c.polygon([(5, 23), (43, 23), (24, 6)], (190, 50, 40))
    c.rect(21, 30, 28, 42, BROWN)
    c.rect(13, 26, 19, 32, SKY)
    c.rect(30, 26, 36, 32, SKY)
    return c


def tree():
    c = Canvas(S, S, SKY + (255,))
    c.rect(0, 42, S, S, GRASS)
    c.rect(21, 26, 27, 44, BROWN)
    c.circle(24, 18, 13, GREEN)
    c.circle(15, 24, 8, GREEN)
    c.circle(33, 24, 8, GREEN)
    return c


def fish():
    c = Canvas(S, S, (60, 140, 220, 255))
    c.polygon([(34, 24), (46, 14), (46, 34)], ORANGE)
    c.ellipse(22, 24, 15, 10, ORANGE)
    c.circle(13, 21, 2.5, WHITE)
    c.circle(13, 21, 1.2, BLACK)
    for x, y in [(8, 8), (12, 4), (40, 42)]:
        c.circle(x, y, 1.5, (200, 230, 255))
    return c


def snowman():
    c = Canvas(S, S, (170, 200, 235, 255))
    c.rect(0, 42, S, S, WHITE)
    c.circle(24, 33, 11, WHITE)
    c.circle(24, 16, 8, WHITE)
    c.rect(16, 4, 32, 9, BLACK)
    c.rect(19, 0, 29, 6, BLACK)
    c.circle(21, 15, 1.2, BLACK)
    c.circle(27, 15, 1.2, BLACK)
    c.polygon([(24, 17), (24, 19), (31, 18)], ORANGE)
    c.circle(24, 29, 1.3, BLACK)
    c.circle(24, 35, 1.3, BLACK)
    return c


def umbrella():
    c = Canvas(S, S, (200, 200, 210, 255))
    for x in range(0, S, 6):
        c.line(x, 0, x - 4, 10, 1, (110, 140, 220))
    c.ring(24, 24, 20, 0, (200, 40, 120), lower_half_clear=True)
    c.line(24, 24, 24, 40, 2.5, BLACK)
    c.ring(20, 40, 5, 2.5, BLACK)
    c.rect(14, 36, 26, 40, (200, 200, 210))
    return c


def apple():
    c = Canvas(S, S, (255, 250, 235, 255))
    c.circle(18, 28, 13, RED)
    c.circle(30, 28, 13, RED)
    c.line(24, 16, 26, 7, 2.5, BROWN)
    c.ellipse(32, 10, 6, 3, GREEN)
    c.circle(16, 23, 3, (250, 130, 130))
    return c


def rainbow():
    c = Canvas(S, S, SKY + (255,))
    colors = [(230, 40, 40), ORANGE, YELLOW, (60, 180, 60), BLUE, (120, 60, 180)]
    for i, color in enumerate(colors):
        c.ring(24, 40, 22 - i * 3, 19 - i * 3, color, lower_half_clear=True)
    c.ellipse(8, 40, 7, 4, WHITE)
    c.ellipse(40, 40, 7, 4, WHITE)
    return c


def rocket():
    c = Canvas(S, S, NIGHT + (255,))
    c.polygon([(24, 3), (31, 14), (17, 14)], RED)
    c.rect(17, 14, 31, 34, (220, 220, 230))
    c.polygon([(17, 24), (17, 36), (10, 38)], RED)
    c.polygon([(31, 24), (31, 36), (38, 38)], RED)
    c.circle(24, 21, 3.5, (90, 170, 240))
    c.polygon([(19, 34), (29, 34), (24, 46)], ORANGE)
    c.polygon([(21, 34), (27, 34), (24, 41)], YELLOW)
    return c


def car():
    c = Canvas(S, S, SKY + (255,))
    c.rect(0, 38, S, S, (90, 90, 90))
    c.rect(4, 24, 44, 35, RED)
    c.polygon([(12, 24), (16, 14), (32, 14), (37, 24)], RED)
    c.polygon([(15, 23), (18, 16), (23, 16), (23, 23)], (180, 220, 250))
    c.polygon([(26, 23), (26, 16), (31, 16), (34, 23)], (180, 220, 250))
    c.circle(13, 36, 5, BLACK)
    c.circle(35, 36, 5, BLACK)
    c.circle(13, 36, 2, (180, 180, 180))
    c.circle(35, 36, 2, (180, 180, 180))
    return c


def boat():
    c = Canvas(S, S, SKY + (255,))
    c.rect(0, 38, S, S, (40, 100, 200))
    c.polygon([(6, 34), (42, 34), (36, 42), (12, 42)], BROWN)
    c.rect(23, 6, 25, 34, BLACK)
    c.polygon([(25, 7), (25, 31), (41, 31)], WHITE)
    c.polygon([(23, 11), (23, 31), (10, 31)], (250, 240, 200))
    return c


def mushroom():
    c = Canvas(S, S, (200, 230, 180, 255))
    c.rect(18, 24, 30, 42, (245, 235, 210))
    c.ring(24, 26, 19, 0, RED, lower_half_clear=True)
    for x, y, r in [(16, 17, 3), (28, 13, 3.5), (35, 21, 2.5), (22, 22, 2)]:
        c.circle(x, y, r, WHITE)
    return c


def flower():
    c = Canvas(S, S, (200, 235, 200, 255))
    c.line(24, 26, 24, 46, 3, GREEN)
    c.ellipse(31, 38, 6, 3, GREEN)
    for i in range(6):
        a = i * math.pi / 3
        c.circle(24 + 9 * math.cos(a), 18 + 9 * math.sin(a), 6.5, (240, 100, 170))
    c.circle(24, 18, 5.5, YELLOW)
    return c


def lightning():
    c = Canvas(S, S, (60, 60, 80, 255))
    c.polygon([(28, 2), (12, 26), (22, 26), (16, 46), (36, 18), (25, 18), (32, 2)], YELLOW)
    return c


def cloud():
    c = Canvas(S, S, SKY + (255,))
    c.circle(16, 28, 9, WHITE)
    c.circle(26, 22, 12, WHITE)
    c.circle(35, 29, 8, WHITE)
    c.rect(16, 28, 35, 37, WHITE)
    return c


def flag_japan():
    c = Canvas(S, 32, WHITE + (255,))
    c.circle(24, 16, 9, (190, 0, 40))
    return c


def flag_france():
    c = Canvas(S, 32, WHITE + (255,))
    c.rect(0, 0, 16, 32, (0, 35, 150))
    c.rect(32, 0, 48, 32, (240, 40, 50))
    return c


def flag_italy():
    c = Canvas(S, 32, WHITE + (255,))
    c.rect(0, 0, 16, 32, (0, 140, 70))
    c.rect(32, 0, 48, 32, (205, 33, 42))
    return c


def flag_germany():
    c = Canvas(S, 32, BLACK + (255,))
    c.rect(0, 11, 48, 22, (220, 0, 0))
    c.rect(0, 22, 48, 32, (255, 206, 0))
    return c


def watermelon():
    c = Canvas(S, S, (255, 250, 230, 255))
    c.ring(24, 14, 22, 0, (40, 140, 50))
    c.ring(24, 14, 19, 0, (250, 250, 220))
    c.ring(24, 14, 17, 0, (235, 60, 70))
    c.rect(0, 0, S, 14, (255, 250, 230))
    for x, y in [(16, 20), (24, 24), (32, 20), (20, 27), (28, 27)]:
        c.ellipse(x, y, 1.2, 2, BLACK)
    return c


def key():
    c = Canvas(S, S, (230, 230, 240, 255))
    c.ring(14, 24, 10, 5, (220, 170, 30))
    c.rect(23, 22, 44, 27, (220, 170, 30))
    c.rect(36, 27, 39, 33, (220, 170, 30))
    c.rect(41, 27, 44, 31, (220, 170, 30))
    return c


def icon(background, draw):
    """An app icon: a rounded square of `background` with a symbol drawn on top."""
    c = Canvas(S, S)
    c.fill_where(lambda x, y: min(x, S - x, y, S - y) >= 0 and
                 (max(abs(x - 24) - 14, 0) ** 2 + max(abs(y - 24) - 14, 0) ** 2) <= 81, background)
    draw(c)
    return c


def app_icons():
    def weather(c):
        c.circle(20, 19, 8, YELLOW)
        c.circle(22, 30, 6, WHITE); c.circle(30, 27, 8, WHITE); c.rect(22, 30, 36, 36, WHITE)

    def camera(c):
        c.rect(10, 16, 38, 36, (60, 60, 70)); c.rect(18, 12, 28, 17, (60, 60, 70))
        c.circle(24, 26, 7, WHITE); c.circle(24, 26, 4, (60, 60, 70))

    def music(c):
        c.rect(26, 10, 29, 32, WHITE); c.circle(22, 33, 5, WHITE); c.polygon([(29, 10), (37, 14), (29, 18)], WHITE)

    def maps(c):
        c.circle(24, 19, 9, RED); c.polygon([(16, 22), (32, 22), (24, 38)], RED); c.circle(24, 19, 3.5, WHITE)

    def calendar(c):
        c.rect(11, 12, 37, 38, WHITE); c.rect(11, 12, 37, 18, RED)
        for row in range(3):
            for col in range(4):
                c.rect(14 + col * 6, 21 + row * 5, 17 + col * 6, 24 + row * 5, (80, 80, 80))

    def clock(c):
        c.circle(24, 24, 14, WHITE); c.line(24, 24, 24, 14, 2.5, BLACK); c.line(24, 24, 31, 28, 2.5, BLACK)

    def calculator(c):
        c.rect(13, 9, 35, 39, (40, 40, 45)); c.rect(16, 12, 32, 18, (170, 210, 160))
        for row in range(3):
            for col in range(3):
                c.rect(16 + col * 6, 21 + row * 6, 20 + col * 6, 25 + row * 6, ORANGE if col == 2 else WHITE)

    def mail(c):
        c.rect(9, 15, 39, 34, WHITE)
        c.line(9, 15, 24, 26, 2, (60, 120, 220)); c.line(39, 15, 24, 26, 2, (60, 120, 220))

    def photos(c):
        for i, color in enumerate([(240, 90, 80), YELLOW, (80, 200, 100), (70, 140, 240)]):
            a = i * math.pi / 2
            c.circle(24 + 6 * math.cos(a), 24 + 6 * math.sin(a), 7, color)

    def notes(c):
        c.rect(12, 9, 36, 39, (255, 240, 150))
        for y in (16, 22, 28, 34):
            c.rect(15, y, 33, y + 1, (150, 130, 80))

    def games(c):
        c.ellipse(24, 26, 15, 9, WHITE)
        c.rect(14, 25, 21, 27, BLACK); c.rect(16.5, 22.5, 18.5, 29.5, BLACK)
        c.circle(30, 24, 2, RED); c.circle(34, 28, 2, BLUE)

    def settings(c):
        c.star(24, 24, 16, 11, (200, 200, 205), points=8, rotation=0)
        c.circle(24, 24, 11, (200, 200, 205)); c.circle(24, 24, 5, (90, 90, 100))

    return {
        "weather": icon((90, 160, 240), weather), "camera": icon((200, 200, 205), camera),
        "music": icon((240, 60, 100), music), "maps": icon((110, 200, 120), maps),
        "calendar": icon((235, 235, 240), calendar), "clock": icon((30, 30, 35), clock),
        "calculator": icon((90, 90, 95), calculator), "mail": icon((60, 120, 220), mail),
        "photos": icon(WHITE, photos), "notes": icon((250, 205, 60), notes),
        "games": icon((130, 80, 200), games), "settings": icon((120, 120, 130), settings),
    }
