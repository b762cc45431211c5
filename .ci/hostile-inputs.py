#!/usr/bin/env python3
"""Writes, into the folder given, inputs whose cost once grew faster than their size: each under
1 MB, made here rather than kept (see .ci/bounds, which runs the commands a user runs on them).

    inputs/    files for lint, convert and show: a binary dictionary of 50,000 keys, a JSON
               object of 60,000 keys, a pack of one question whose title is one character
               under 100,000 combining marks, a binary array referring 100,000 times to one
               question with 12 keys no question has
    empty-questions/  a guess pack whose questions are 450,000 references to one {}
    lessons/   3,000 one-question bare plists, a pack each (a folder of lessons)
    state/     a guess-stats.plist of 28,000 packs (binary)
    sharepack/ a pack whose name is one character under 100,000 combining marks and whose
               share line names it 2,000 times
    bigpictures/  a guess pack of 80 distinct PNGs of 100 megapixels, one bit a pixel, in
               990 KB
"""
import json
import os
import plistlib
import struct
import sys
import zlib

out = sys.argv[1]
for folder in ["inputs", "lessons", "state/arcade", "sharepack"]:
    os.makedirs(os.path.join(out, folder), exist_ok=True)


def write(relative, data):
    with open(os.path.join(out, relative), "wb") as f:
        f.write(data)


write("inputs/many-keys.bplist", plistlib.dumps({"k%d" % i: i % 200 for i in range(50_000)}, fmt=plistlib.FMT_BINARY))
write("inputs/many-keys.json", json.dumps({"k%d" % i: "v" for i in range(60_000)}).encode())
marks = "a" + "\u0301" * 100_000
question = {"answer": "AB", "icon": "sun", "title": marks, "options": ["A", "B", "C", "D"]}
write("inputs/combining.plist", plistlib.dumps([question], fmt=plistlib.FMT_BINARY))


def shared_binary(count, element, padding=0):
    """A binary plist whose root array refers `count` times to one `element` (a dictionary of
    strings and arrays of strings), and last to `padding` bytes of data (a file's size is what
    the expansion of its shared containers is measured by), written by hand: plistlib never
    shares a container."""
    objects = []

    def add(value):
        objects.append(None)
        index = len(objects) - 1
        if isinstance(value, str):
            data = value.encode("ascii")
            objects[index] = (bytes([0x50 | len(data)]) if len(data) < 15 else bytes([0x5F, 0x10, len(data)])) + data
        elif isinstance(value, list):
            refs = [add(item) for item in value]
            objects[index] = bytes([0xA0 | len(refs)]) + struct.pack(">%dH" % len(refs), *refs)
        else:
            keys = [add(key) for key in value]
            values = [add(item) for item in value.values()]
            objects[index] = bytes([0xDF, 0x10, len(keys)]) + struct.pack(">%dH" % (2 * len(keys)), *(keys + values))
        return index

    objects.append(None)
    shared = add(element)
    objects.append(bytes([0x4F, 0x12]) + struct.pack(">I", padding) + bytes(padding))
    data = len(objects) - 1
    objects[0] = bytes([0xAF, 0x12]) + struct.pack(">I", count + 1) + struct.pack(">H", shared) * count + struct.pack(">H", data)
    body, offsets = b"bplist00", []
    for data in objects:
        offsets.append(len(body))
        body += data
    table = len(body)
    body += b"".join(struct.pack(">I", offset) for offset in offsets)
    return body + struct.pack(">6xBBQQQ", 4, 2, len(objects), 0, table)


odd = {"answer": "AB", "icon": "sun", "options": ["A", "B", "C", "D"]}
odd.update({"unknown%d" % i: "x" for i in range(12)})
write("inputs/shared-question.bplist", shared_binary(100_000, odd, padding=750_000))
os.makedirs(os.path.join(out, "empty-questions"), exist_ok=True)
write("empty-questions/pack.plist", plistlib.dumps({"name": "Empty", "mode": "guess", "data": "questions.plist"}))
write("empty-questions/questions.plist", shared_binary(450_000, {}))
for i in range(3_000):
    write("lessons/lesson%04d__questions.plist" % i,
          plistlib.dumps([{"answer": "AB", "icon": "p%d" % i, "options": ["A", "B", "C", "D"]}], fmt=plistlib.FMT_BINARY))
entry = {"title": "P", "played": 1}
write("state/arcade/guess-stats.plist",
      plistlib.dumps({"version": 1, "packs": {"guess-%d.plist" % i: entry for i in range(28_000)}}, fmt=plistlib.FMT_BINARY))
write("sharepack/pack.plist", plistlib.dumps({
    "name": marks, "mode": "guess", "data": "questions.plist",
    "settings": {"words": {"sharePack": "%1" * 2_000}},
}, fmt=plistlib.FMT_BINARY))
write("sharepack/questions.plist", plistlib.dumps([{"answer": "AB", "icon": "sun", "options": ["A", "B", "C", "D"]}]))


def big_pngs(count, side=10_000):
    """`count` PNGs of side x side pixels, one bit each, told apart by one pixel of the last row;
    the 9,999 blank rows are compressed once and shared (a full flush ends them on a byte)."""
    row_bytes = 1 + (side + 7) // 8
    blank = bytes(row_bytes) * (side - 1)
    deflate = zlib.compressobj(9, zlib.DEFLATED, -15)
    common = deflate.compress(blank) + deflate.flush(zlib.Z_FULL_FLUSH)
    common_adler = zlib.adler32(blank)

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    for i in range(count):
        last = bytearray(row_bytes)
        last[1 + i] = 0x80
        deflate = zlib.compressobj(9, zlib.DEFLATED, -15)
        tail = deflate.compress(bytes(last)) + deflate.flush()
        stream = b"\x78\xda" + common + tail + struct.pack(">I", zlib.adler32(bytes(last), common_adler))
        yield (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", side, side, 1, 0, 0, 0, 0))
               + chunk(b"IDAT", stream) + chunk(b"IEND", b""))


os.makedirs(os.path.join(out, "bigpictures"), exist_ok=True)
for i, png in enumerate(big_pngs(80)):
    write("bigpictures/p%d.png" % i, png)
write("bigpictures/questions.plist",
      plistlib.dumps([{"answer": "AB", "icon": "p%d" % i, "options": ["A", "B", "C", "D"]} for i in range(80)]))
