#!/usr/bin/python3
"""How long one grading run of a set of submissions takes, to compare two graders (two checkouts).

    PYTHONPATH=tools /usr/bin/python3 -m nqkit.grade_timing --kit DIR [--cases FILE] [--jobs N] [--limit K] [--out DIR]

Builds each case of FILE (default: tools/testdata/heldout/cases.json; the format of
tools/testdata/assignments/cases.json, "replace" and "insert_after" cases) from DIR's own instructor notebooks:
the named answer cells are replaced by the case's .jsh files (beside FILE), and "insert_after"
cells added, every other cell is DIR's. Then it runs `DIR/kit grade` on them once, and prints the wall time, the CPU time the
machine spent meanwhile (the grader, its kernels, judges and sandboxes, and anything else running)
and each graded cell's points; the same figures go to OUT/timing.json (the benchmark's section 7
reads them there). Run it on a quiet machine: other load changes the times, not the grades.
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

from nqkit.kit_common import ROOT, write_atomic


def machine_cpu():
    """CPU seconds the whole machine has spent busy so far (/proc/stat): a grader's kernels run in
    sandboxes whose times its own process never collects, so the machine's count is the one that
    sees them all (anything else running is counted too: time on a quiet machine)."""
    with open("/proc/stat", encoding="ascii") as f:
        fields = [int(v) for v in f.readline().split()[1:]]
    busy = sum(fields[:3]) + sum(fields[5:8])  # user, nice, system, irq, softirq, steal
    return busy / os.sysconf("SC_CLK_TCK")


class CpuGroup:
    """A cgroup of its own for the timed grader (cgroup v1's cpuacct hierarchy, or v2's), so that
    its CPU time counts the grader, its judge and its kernels (which the grader puts in groups below
    its own), and nothing else running on the machine. `usable` is false where this process may not
    make one (not root, no delegation): the machine's count is then the only one."""

    def __init__(self):
        parent, self.v1 = None, False
        for line in Path("/proc/self/cgroup").read_text(encoding="ascii").splitlines():
            hid, controllers, path = line.split(":", 2)
            if "cpuacct" in controllers.split(","):
                parent, self.v1 = Path("/sys/fs/cgroup", controllers, path.lstrip("/")), True
            elif hid == "0" and parent is None and Path("/sys/fs/cgroup/cgroup.controllers").is_file():
                parent = Path("/sys/fs/cgroup", path.lstrip("/"))
        self.folder = (parent or Path("/nonexistent")) / f"nqk-timing-{os.getpid()}"
        self.usable = False
        if parent is not None:
            try:
                self.folder.mkdir()
                self.usable = True
            except OSError:
                pass  # not root, or no delegation: the machine's count only

    def join(self):
        """Moves the calling process into the group (run in the child before it starts the grader)."""
        (self.folder / "cgroup.procs").write_text(str(os.getpid()), encoding="ascii")

    def cpu_seconds(self):
        """CPU seconds the group and its descendants have used."""
        if self.v1:
            return int((self.folder / "cpuacct.usage").read_text(encoding="ascii")) / 1e9
        stat = dict(line.split() for line in (self.folder / "cpu.stat").read_text(encoding="ascii").splitlines())
        return int(stat["usage_usec"]) / 1e6

    def remove(self):
        """Removes the group, and the empty groups the grader left below it, once its last process
        has gone (the grader's strays are killed by it). Where the group shares a hierarchy with
        the cpu controller (cgroup v2, or v1's joint cpu,cpuacct), the grader made its kernels'
        parent (grade_cgroup.PARENT) and, on v2, a leaf of its own below this group, and leaves
        them: a group with children cannot be removed, so they go first, deepest first."""
        for _ in range(50):
            try:
                for below, _, _ in sorted(os.walk(self.folder), key=lambda w: -len(Path(w[0]).parts)):
                    Path(below).rmdir()
                return
            except OSError:
                time.sleep(0.1)


def timed_grading(kit, subs, out, jobs):
    """Runs `kit grade` once; returns (its completed process, wall seconds, the grading's own CPU
    seconds or None where no cgroup could be made, the machine's CPU seconds meanwhile)."""
    group = CpuGroup()
    try:
        before = machine_cpu()
        t0 = time.monotonic()
        done = subprocess.run([str(kit / "kit"), "grade", str(subs), "--out", str(out), "--jobs", str(jobs)],
                              cwd=kit, capture_output=True, text=True, preexec_fn=group.join if group.usable else None)
        wall = time.monotonic() - t0
        machine = machine_cpu() - before
        return done, wall, group.cpu_seconds() if group.usable else None, machine
    finally:
        if group.usable:
            group.remove()


def build(kit, cases_file, subs, out, limit=None):
    """Writes every case's notebook (the first `limit` cases, when given) under `subs` from `kit`'s
    sources; returns their count."""
    try:
        cases = json.loads(cases_file.read_text(encoding="utf-8"))["cases"][:limit]
    except (OSError, ValueError, KeyError, TypeError) as e:
        raise SystemExit(f"grade_timing: --cases {cases_file}: cannot be read as a cases file "
                         f"(expected JSON with a \"cases\" list): {e}") from None
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
    ap.add_argument("--cases", type=Path, default=ROOT / "tools" / "testdata" / "heldout" / "cases.json")
    ap.add_argument("--jobs", type=int, default=3, help="notebooks graded at once (the same for both graders)")
    ap.add_argument("--limit", type=positive, default=None, help="only the first K cases (a smoke run)")
    ap.add_argument("--out", type=Path, default=None, help="default: KIT/build/grade-timing")
    args = ap.parse_args(argv)
    if args.jobs < 1:
        ap.error(f"--jobs {args.jobs}: expected a whole number of notebooks at once, 1 or more")
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
    count = build(kit, args.cases.resolve(), subs, out, args.limit)
    load_start = os.getloadavg()[0]
    done, wall, cpu, machine = timed_grading(kit, subs, out, args.jobs)
    (work / "grader.log").write_text(done.stdout + done.stderr, encoding="utf-8")
    if done.returncode != 0:
        sys.stdout.write(done.stdout[-3000:] + done.stderr[-3000:])
        raise SystemExit(f"grade_timing: the grader failed ({done.returncode}); its lines: {work / 'grader.log'}")
    git = subprocess.run(["git", "-C", str(kit), "rev-parse", "--short", "HEAD"], capture_output=True, text=True)
    own = f"{cpu:.1f} s CPU (the grading's own), " if cpu is not None else ""
    print(f"{git.stdout.strip() or kit}: {count} submissions graded in {wall:.1f} s wall, {own}{machine:.1f} s CPU "
          f"(machine) (--jobs {args.jobs})")
    with open(out / "grades.csv", newline="", encoding="utf-8") as f:
        rows = [row for row in csv.DictReader(f) if row["status"] != "not submitted"]
    for row in rows:
        print(f"  {row['student']:<28} {row['exercise']:<18} {row['points']:>2} / {row['max_points']:<2} "
              f"{row['status']}")
    write_atomic(work / "timing.json", json.dumps({
        "kit": git.stdout.strip() or str(kit), "notebooks": count, "jobs": args.jobs,
        "wall_seconds": round(wall, 2), "cpu_seconds": None if cpu is None else round(cpu, 2),
        "machine_cpu_seconds": round(machine, 2), "cores": os.cpu_count(),
        "load_start": load_start, "load_end": os.getloadavg()[0],
        "cells": len(rows), "cells_graded": sum(row["status"] == "graded" for row in rows)}, indent=1) + "\n")
    return 0


def positive(text):
    """argparse type: a whole number 1 or more."""
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"expected a whole number 1 or more, was {text!r}")
    return int(text)


if __name__ == "__main__":
    sys.exit(main())
