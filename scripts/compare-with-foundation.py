#!/usr/bin/env python3
"""Reads plist files with arcade and with Foundation and says where they differ.

    scripts/compare-with-foundation.py [--arcade PATH] FILE...

Each file is converted to XML by `arcade convert` and by Foundation's PropertyListSerialization
(scripts/foundation-reference.swift, built once into /tmp), both outputs read back with Python's
plistlib and compared as values; a file both refuse counts as the same. Used on the public
suites' data files (rust-plist's tests/data, plist.js's fixtures, go-plist's testdata and its
invalid OpenStep table), which are kept out of this repository.
"""
import argparse, os, plistlib, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
REFERENCE = "/tmp/arcade-foundation-reference"


def build_reference():
    source = os.path.join(HERE, "foundation-reference.swift")
    if not os.path.exists(REFERENCE) or os.path.getmtime(REFERENCE) < os.path.getmtime(source):
        subprocess.run(["swiftc", "-O", source, "-o", REFERENCE], check=True)


def read(command):
    run = subprocess.run(command, capture_output=True, timeout=60)
    if run.returncode != 0:
        return ("refused", run.stderr.decode(errors="replace").strip()[:160])
    try:
        return ("read", plistlib.loads(run.stdout))
    except Exception as error:  # an output plistlib cannot read is a difference to look at
        return ("unreadable output", str(error)[:100])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--arcade", default=os.path.join(HERE, "..", ".build", "debug", "arcade"))
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    build_reference()
    same = differ = 0
    for path in args.files:
        if os.path.isdir(path):
            continue
        ours = read([args.arcade, "convert", path, "-o", "-", "--format", "xml"])
        theirs = read([REFERENCE, path])
        if (ours[0] == theirs[0] == "read" and ours[1] == theirs[1]) or (ours[0] != "read" and theirs[0] != "read"):
            same += 1
        else:
            differ += 1
            print(f"{path}\n  arcade:     {ours[0]} {str(ours[1])[:120]}\n  Foundation: {theirs[0]} {str(theirs[1])[:120]}")
    print(f"{same} read as Foundation reads them, {differ} differ")
    return 0


if __name__ == "__main__":
    sys.exit(main())
