#!/usr/bin/python3
"""How long one grading run of a set of submissions takes, to compare two graders (two checkouts).

    PYTHONPATH=tools /usr/bin/python3 -m nqkit.grade_timing --kit DIR [--cases FILE] [--jobs N] [--out DIR]

Builds each case of FILE (default: tools/testdata/heldout/cases.json; the format of
tools/testdata/assignments/cases.json, "replace" and "insert_after" cases) from DIR's own instructor notebooks:
the named answer cells are replaced by the case's .jsh files (beside FILE), and "insert_after"
cells added, every other cell is DIR's. Then it runs `DIR/kit grade` on them once, and prints the wall time, the CPU time the
machine spent meanwhile (the grader, its kernels, judges and sandboxes, and anything else running)
and each graded cell's points. Run it on a quiet machine: other load changes the times, not the
grades.
"""

import argparse
import csv
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import nbformat

HERE = Path(__file__).resolve().parent


def machine_cpu():
    """CPU seconds the whole machine has spent busy so far (/proc/stat): a grader's kernels run in
    sandboxes whose times its own process never collects, so the machine's count is the one that
    sees them all (anything else running is counted too: time on a quiet machine)."""
    with open("/proc/stat", encoding="ascii") as f:
        fields = [int(v) for v in f.readline().split()[1:]]
    busy = sum(fields[:3]) + sum(fields[5:8])  # user, nice, system, irq, softirq, steal
    return busy / os.sysconf("SC_CLK_TCK")


def build(kit, cases_file, subs, out):
    """Writes every case's notebook under `subs` from `kit`'s sources; returns their count."""
    cases = json.loads(cases_file.read_text(encoding="utf-8"))["cases"]
    for case in cases:
        if set(case) - {"student", "notebook", "replace", "insert_after", "expect", "attack", "sandbox_only",
                        "category"}:
            raise SystemExit(f"grade_timing: case {case['student']}: only \"replace\" and \"insert_after\" cases "
                             "can be timed")
        nb = nbformat.read(kit / "instructor" / "exercises" / case["notebook"], as_version=4)
        for cell in nb.cells:
            gid = cell.metadata.get("nbgrader", {}).get("grade_id")
            if gid in case.get("replace", {}):
                text = (cases_file.parent / case["replace"][gid]).read_text(encoding="utf-8")
                cell.source = (text.replace("OUT", str(out)).replace("SUBS", str(subs))
                               .replace("SRC", str(kit / "instructor" / "exercises")).replace("KIT", str(kit))
                               .replace("GIT", str(kit / ".git")))
        for gid, text in case.get("insert_after", {}).items():
            at = next(i for i, c in enumerate(nb.cells) if c.metadata.get("nbgrader", {}).get("grade_id") == gid)
            nb.cells.insert(at + 1, nbformat.v4.new_code_cell(text))
        path = subs / case["student"] / case["notebook"]
        path.parent.mkdir(parents=True, exist_ok=True)
        nbformat.write(nb, path)
    return len(cases)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--kit", type=Path, required=True, help="the checkout whose grader is timed")
    ap.add_argument("--cases", type=Path, default=HERE / "testdata" / "heldout" / "cases.json")
    ap.add_argument("--jobs", type=int, default=3, help="notebooks graded at once (the same for both graders)")
    ap.add_argument("--out", type=Path, default=None, help="default: KIT/build/grade-timing")
    args = ap.parse_args(argv)
    kit = args.kit.resolve()
    if not (kit / "kit").is_file() or not (kit / "instructor" / "exercises").is_dir():
        raise SystemExit(f"grade_timing: --kit {kit}: no kit checkout there (expected kit and instructor/exercises/)")
    work = (args.out or kit / "build" / "grade-timing").resolve()
    if work.exists() and not (work / ".grade-timing").is_file():
        raise SystemExit(f"grade_timing: --out {work}: exists and was not made by grade_timing; choose another")
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    (work / ".grade-timing").write_text("made by tools/nqkit/grade_timing.py\n")
    subs, out = work / "submissions", work / "grades"
    count = build(kit, args.cases.resolve(), subs, out)
    before = machine_cpu()
    t0 = time.monotonic()
    done = subprocess.run([str(kit / "kit"), "grade", str(subs), "--out", str(out), "--jobs", str(args.jobs)],
                          cwd=kit, capture_output=True, text=True)
    wall = time.monotonic() - t0
    cpu = machine_cpu() - before
    if done.returncode != 0:
        sys.stdout.write(done.stdout[-3000:] + done.stderr[-3000:])
        raise SystemExit(f"grade_timing: the grader failed ({done.returncode})")
    git = subprocess.run(["git", "-C", str(kit), "rev-parse", "--short", "HEAD"], capture_output=True, text=True)
    print(f"{git.stdout.strip() or kit}: {count} submissions graded in {wall:.1f} s wall, {cpu:.1f} s CPU (machine) "
          f"(--jobs {args.jobs})")
    with open(out / "grades.csv", newline="", encoding="utf-8") as f:
        for row in csv.DictReader(f):
            if row["status"] != "not submitted":
                print(f"  {row['student']:<28} {row['exercise']:<18} {row['points']:>2} / {row['max_points']:<2} "
                      f"{row['status']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
