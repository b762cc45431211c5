#!/usr/bin/env python3
"""Writes, into the folder given, inputs whose cost once grew faster than their size: each under
1 MB, made here rather than kept (see .ci/bounds, which runs the commands a user runs on them).

    inputs/    files for lint, convert and show: a binary dictionary of 50,000 keys, a JSON
               object of 60,000 keys, a pack of one question whose title is one character
               under 100,000 combining marks
    lessons/   3,000 one-question bare plists, a pack each (a folder of lessons)
    state/     a guess-stats.plist of 28,000 packs (binary)
    sharepack/ a pack whose name is one character under 100,000 combining marks and whose
               share line names it 2,000 times
"""
import json
import os
import plistlib
import sys

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
