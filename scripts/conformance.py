#!/usr/bin/env python3
"""Runs `arcade convert` over public plist and JSON test suites and prints how it compares.

The suites stay out of this repository; bring them yourself and name their folders:

  scripts/conformance.py --arcade .build/debug/arcade \
      --json-suite JSONTestSuite/test_parsing --libplist libplist/test/data --plistlib

--json-suite   nst/JSONTestSuite's test_parsing: y_ must be read, n_ refused, i_ either.
--libplist     libimobiledevice/libplist's test/data: every file is read but the four its own
               tests expect to fail.
--plistlib     CPython's Lib/test/test_plistlib.py, as installed (python3 -m test.test_plistlib):
               its data read to the same values plistlib reads, its invalid inputs refused.

docs/formats.md ("How it compares with other readers") gives the figures and every difference.
"""
import argparse, base64, codecs, datetime, json, os, subprocess, sys, tempfile

WORK = tempfile.mkdtemp(prefix="arcade-conformance-")
LIBPLIST_EXPECTED_FAILURES = {"amp.plist", "invalid_tag.plist", "malformed_dict.bplist", "recursion.bplist"}


def convert(arcade, path):
    """(value, None) when arcade reads the file, (None, its message) when it refuses it."""
    out = os.path.join(WORK, "out.json")
    run = subprocess.run([arcade, "convert", path, "-o", out, "--format", "json"], capture_output=True, timeout=60)
    if run.returncode != 0:
        return None, run.stderr.decode(errors="replace").strip()
    with open(out, "rb") as f:
        return json.load(f), None


def convert_bytes(arcade, data, name):
    path = os.path.join(WORK, name)
    with open(path, "wb") as f:
        f.write(data)
    return convert(arcade, path)


def json_suite(arcade, folder):
    tally = {"y": [0, []], "n": [0, []], "i": [0, []]}
    for name in sorted(os.listdir(folder)):
        kind = name[:1]
        if kind not in tally or not name.endswith(".json"):
            continue
        _, err = convert(arcade, os.path.join(folder, name))
        accepted = err is None
        if kind == "y":
            tally["y"][0] += accepted
            if not accepted: tally["y"][1].append(f"{name}: {err.splitlines()[0]}")
        elif kind == "n":
            tally["n"][0] += not accepted
            if accepted: tally["n"][1].append(f"{name}: read")
        else:
            tally["i"][0] += accepted
            tally["i"][1].append(f"{name}: {'read' if accepted else 'refused'}")
    counts = {k: sum(1 for n in os.listdir(folder) if n.startswith(k + "_")) for k in tally}
    print(f"JSONTestSuite y_ read {tally['y'][0]}/{counts['y']}, n_ refused {tally['n'][0]}/{counts['n']}, "
          f"i_ read {tally['i'][0]} of {counts['i']}")
    for line in tally["y"][1] + tally["n"][1]:
        print("  differs:", line)
    for line in tally["i"][1]:
        print("  i_:", line)


def libplist(arcade, folder):
    read, refused, surprises = 0, 0, []
    for name in sorted(os.listdir(folder)):
        if not name.endswith((".plist", ".bplist", ".json", ".ostep", ".strings")):
            continue
        _, err = convert(arcade, os.path.join(folder, name))
        read += err is None
        refused += err is not None
        if (err is not None) != (name in LIBPLIST_EXPECTED_FAILURES):
            surprises.append(f"{name}: {'refused: ' + err.splitlines()[0] if err else 'read'}")
    print(f"libplist test/data: {read} read, {refused} refused; differences from its own expectations: {len(surprises)}")
    for line in surprises:
        print("  differs:", line)


def as_json(value):
    """A plistlib value as `arcade convert --format json` writes it."""
    import plistlib
    if isinstance(value, dict): return {k: as_json(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)): return [as_json(v) for v in value]
    if isinstance(value, bytes): return base64.b64encode(value).decode()
    if isinstance(value, datetime.datetime): return value.strftime("%Y-%m-%dT%H:%M:%SZ")
    if isinstance(value, plistlib.UID): return {"CF$UID": value.data}
    return value


def plistlib_suite(arcade):
    import plistlib
    import test.test_plistlib as t
    same, different, refused, accepted = 0, [], 0, []

    def expect(data, want, label):
        nonlocal same
        got, err = convert_bytes(arcade, data, "case")
        if got == want: same += 1
        else: different.append(f"{label}: {err or got}")

    for key, data in t.TESTDATA.items():
        expect(data, as_json(plistlib.loads(data)), f"TESTDATA {key}")
    for n in [0, 1, 2**8 - 1, 2**8, 2**16 - 1, 2**16, 2**32 - 1, 2**32, 2**63 - 1, 2**64 - 1, -2**63]:
        for fmt in (plistlib.FMT_XML, plistlib.FMT_BINARY):
            expect(plistlib.dumps(n, fmt=fmt), n, f"integer {n} {fmt}")
    cases = [[[[[[[[[{"test": b"aaaaaa"}]]]]]]]], {"1": {"2": {"3": {"4": {"5": {"6": b"aaaaaa"}}}}}}, "abc",
             [1, 2, 3, "abc"], {"first": [1, 2], "second": [1, 2]}, {"first": {"a": 1}, "second": {"a": 1}}]
    for case in cases:
        for fmt in (plistlib.FMT_XML, plistlib.FMT_BINARY):
            expect(plistlib.dumps(case, fmt=fmt), as_json(case), f"{case!r:.40} {fmt}")
    for n in (0, 2, 8, 255, 256, 2**16 - 1, 2**16, 2**32 - 1, 2**32, 2**63 - 1):
        uid = plistlib.UID(n)
        expect(plistlib.dumps(uid, fmt=plistlib.FMT_BINARY), as_json(uid), f"UID {n}")
    base = t.TESTDATA[plistlib.FMT_XML]
    for encoding, bom in [("utf-8", codecs.BOM_UTF8), ("utf-16-le", codecs.BOM_UTF16_LE), ("utf-16-be", codecs.BOM_UTF16_BE)]:
        text = base.replace(b"UTF-8", b"utf-16" if "16" in encoding else b"utf-8").decode()
        expect(bom + text.encode(encoding), as_json(plistlib.loads(base)), encoding)
    # plistlib's test of 24-bit references and offsets, byte for byte.
    refs24 = (b"bplist00\xd1\x00\x00\x01\x00\x00\x02QaQb\x00\x00\x08\x00\x00\x0f\x00\x00\x11\x00\x00\x00\x00\x00\x00"
              b"\x03\x03" + b"\x00" * 7 + b"\x03" + b"\x00" * 8 + b"\x00" * 7 + b"\x13")
    expect(refs24, {"a": "b"}, "24-bit references")

    invalid = [b"<plist><array><key>key inside an array</key></array></plist>",
               b"<plist><array><key>k</key><real>3</real></array></plist>",
               b"<plist><array><true/><key>k</key></array></plist>",
               b"<plist><dict><key><true/>k</key><string>x</string></dict></plist>",
               b"<plist><dict><key>single key</key></dict></plist>",
               b"<plist><dict><string>missing key</string></dict></plist>",
               b"<plist><integer>not integer</integer></plist>", b"<plist><real>not real</real></plist>",
               t.XML_PLIST_WITH_ENTITY]
    invalid += [b"bplist00" + data for _, data in t.INVALID_BINARY_PLISTS]
    for i, data in enumerate(invalid):
        _, err = convert_bytes(arcade, data, f"invalid{i}")
        if err: refused += 1
        else: accepted.append(f"invalid input {i}: {data[:40]!r}")
    print(f"CPython test_plistlib: {same} read as plistlib reads them, {len(different)} differently; "
          f"{refused} of {len(invalid)} invalid inputs refused")
    for line in different + accepted:
        print("  differs:", line)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--arcade", default=".build/debug/arcade")
    parser.add_argument("--json-suite")
    parser.add_argument("--libplist")
    parser.add_argument("--plistlib", action="store_true")
    args = parser.parse_args()
    if not (args.json_suite or args.libplist or args.plistlib):
        parser.error("name at least one suite")
    if args.json_suite: json_suite(args.arcade, args.json_suite)
    if args.libplist: libplist(args.arcade, args.libplist)
    if args.plistlib: plistlib_suite(args.arcade)


if __name__ == "__main__":
    sys.exit(main())
