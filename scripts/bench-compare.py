#!/usr/bin/env python3
"""Compare two builds of arcade-bench in one run, row by row.

    scripts/bench-compare.py BEFORE/arcade-bench AFTER/arcade-bench [--quick] [--rounds N] [SECTION...]

Each section (plist, codable, convert, lint, screen, pictures, scale; all by default) is run
in the two builds in turn, BEFORE then AFTER, N rounds (1 by default), so that both meet the
machine in the same state. Every table row the two print is matched by its label, and each of
our own columns (times in ms, peak memory in MB, page faults) is shown for both with the
ratio AFTER / BEFORE, the median over the rounds. A ratio above 1.10 is marked with `!`.
Baselines the bench measures against (Foundation, Python, chafa, start-up) are left out:
they are the same program in both builds.
"""
import re
import statistics
import subprocess
import sys

SECTIONS = ["plist", "codable", "convert", "lint", "screen", "pictures", "scale"]
# A column is ours when its header names one of these, and none of the baselines.
OURS = re.compile(r"(\bms\b|peak MB|faults)")
BASELINES = re.compile(r"(Foundation|Python|PropertyListDecoder|baseline|chafa|half blocks|×|MB/s|bytes)")
NUMBER = re.compile(r"^-?\d+(\.\d+)?$")


def tables(text):
    """The tables a section printed: (title, header, rows), each row its cells."""
    found, title, header, rows = [], "", None, []
    for line in text.splitlines():
        if line.startswith("=="):
            if header:
                found.append((title, header, rows))
            title, header, rows = line[3:].strip(), None, []
            continue
        if not line.strip() or line.startswith("   ") or line.startswith("warning:"):
            continue
        cells = re.split(r"\s{2,}", line.strip())
        if len(cells) < 2:
            continue
        numeric = sum(1 for cell in cells if NUMBER.match(cell.rstrip("x%")))
        if numeric == 0:
            if header:
                found.append((title, header, rows))
            header, rows = cells, []
        elif header:
            rows.append(cells)
    if header:
        found.append((title, header, rows))
    return found


def measures(text):
    """{(table, row label, column): value} of our own columns; a table is named by its
    section's title and its header (a section may print several)."""
    values = {}
    for title, header, rows in tables(text):
        table = f"{title[:30]} | {' '.join(header[:2])}"
        for cells in rows:
            if len(cells) != len(header):
                continue
            label = " ".join(cell for cell in cells if not NUMBER.match(cell.rstrip("x%")))
            for column, cell in zip(header, cells):
                if OURS.search(column) and not BASELINES.search(column) and NUMBER.match(cell):
                    values[(table, label, column)] = float(cell)
    return values


def main(arguments):
    before, after = arguments[0], arguments[1]
    rest = arguments[2:]
    quick = ["--quick"] if "--quick" in rest else []
    rounds = int(rest[rest.index("--rounds") + 1]) if "--rounds" in rest else 1
    sections = [a for a in rest if a in SECTIONS] or SECTIONS
    results = {}
    for section in sections:
        for _ in range(rounds):
            for name, program in (("before", before), ("after", after)):
                out = subprocess.run([program, section] + quick, capture_output=True, text=True).stdout
                for key, value in measures(out).items():
                    results.setdefault(key, {"before": [], "after": []})[name].append(value)
    worst = 0.0
    print(f"{'table':<40} {'row':<34} {'column':<18} {'before':>9} {'after':>9} {'ratio':>7}")
    for (title, label, column), sides in results.items():
        if not sides["before"] or not sides["after"]:
            continue
        b, a = statistics.median(sides["before"]), statistics.median(sides["after"])
        ratio = a / b if b > 0 else 1.0
        worst = max(worst, ratio)
        mark = " !" if ratio > 1.10 else ""
        print(f"{title[:40]:<40} {label[:34]:<34} {column[:18]:<18} {b:>9.1f} {a:>9.1f} {ratio:>7.3f}{mark}")
    print(f"\nworst ratio: {worst:.3f}")


if __name__ == "__main__":
    main(sys.argv[1:])
