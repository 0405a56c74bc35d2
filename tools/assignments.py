#!/usr/bin/python3
"""Course assignments: hand out the exercise notebooks without their solutions, and grade them.

    assignments.py release [--source DIR] [--out DIR] [--students DIR]
    assignments.py grade SUBMISSIONS [--source DIR] [--out DIR] [--notebooks NAMES] [--jobs N]
                         [--cell-timeout S] [--check-timeout S] [--budget S] [--startup-timeout S]
                         [--retries N] [--max-notebook-kb KB] [--max-output-kb KB]

The instructor's sources, with solutions, live in instructor/exercises/; the student versions in
notebooks/exercises/ (where students look) are made from them. `release` writes the student
versions to OUT/release (and to --students DIR, e.g. notebooks/exercises, when given): every
`// BEGIN SOLUTION` ... `// END SOLUTION` region replaced by a stub that throws NotWrittenYet,
every hand-graded answer by "YOUR ANSWER HERE", and a copy of the sources to OUT/source. Cells
keep their nbgrader metadata (schema 3).

`grade` (tools/grading.py) expects SUBMISSIONS/STUDENT/.../NAME.ipynb, NAME being an exercise
notebook's file name, and writes OUT/grades.csv (student, exercise, points, max_points, status),
OUT/feedback/STUDENT.txt, the executed notebooks and the kernel logs; rows and files of students
not in SUBMISSIONS are kept.

Meant for Debian's /usr/bin/python3 with nbclient and nbformat; ./kit calls it.
"""

import argparse
import asyncio
import sys
from pathlib import Path

import nbformat

sys.path.insert(0, str(Path(__file__).resolve().parent))
from exercise_notebooks import (SOURCE_DIR, ReleaseError, exercise_notebooks, leaked_lines,  # noqa: E402
                                release_notebook)
from kit_common import ROOT, KitError, shown, write_atomic  # noqa: E402


def cmd_release(args):
    out = Path(args.out)
    try:
        for path in exercise_notebooks(args.source):
            source = nbformat.read(path, as_version=4)
            released = release_notebook(source, path.name)
            leaks = leaked_lines(source, released)
            if leaks:
                raise ReleaseError(f"{path.name}: solution lines left in the student version: {leaks[:3]}")
            text = nbformat.writes(released) + "\n"
            write_atomic(out / "release" / path.name, text)
            if args.students:
                write_atomic(Path(args.students) / path.name, text)
            write_atomic(out / "source" / path.name, path.read_text(encoding="utf-8"))
            print(f"{path.name:<40} released")
    except (KitError, OSError, ValueError, nbformat.ValidationError) as e:
        print(f"release failed: {e}", file=sys.stderr)
        return 1
    print(f"student versions in {shown(str(out / 'release'))}/"
          + (f" and {shown(str(args.students))}/" if args.students else "")
          + f", solutions in {shown(str(out / 'source'))}/")
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="mode", required=True)
    release = sub.add_parser("release", help="write the student versions (solutions replaced by stubs)")
    release.add_argument("--source", default=str(SOURCE_DIR), help="the instructor's notebooks")
    release.add_argument("--out", default=str(ROOT / "build" / "assignments"))
    release.add_argument("--students", help="also write the student versions here (e.g. notebooks/exercises)")
    grade = sub.add_parser("grade", help="run and grade submitted notebooks")
    grade.add_argument("submissions", help="folder of STUDENT/NAME.ipynb submissions")
    grade.add_argument("--source", default=str(SOURCE_DIR), help="the instructor's notebooks")
    grade.add_argument("--out", default=str(ROOT / "build" / "assignments" / "grades"))
    grade.add_argument("--notebooks", type=lambda s: [n for n in s.split(",") if n],
                       help="grade only these exercise notebooks (names or stems, comma-separated)")
    grade.add_argument("--jobs", type=int, default=3, help="notebooks graded at once (one kernel each)")
    grade.add_argument("--cell-timeout", type=int, default=30, help="seconds for a cell other than a check")
    grade.add_argument("--check-timeout", type=int, default=180, help="seconds for a check cell")
    grade.add_argument("--budget", type=int, default=600, help="seconds for one notebook")
    grade.add_argument("--startup-timeout", type=int, default=30, help="seconds a kernel gets to answer")
    grade.add_argument("--max-notebook-kb", type=int, default=5000,
                       help="a submitted notebook over this size is refused unread (default: %(default)s kB)")
    grade.add_argument("--max-output-kb", type=int, default=100,
                       help="output kept per cell in the executed notebook; the rest is cut with a note "
                            "(default: %(default)s kB; a cell printing 200 times this stops its kernel)")
    grade.add_argument("--retries", type=int, default=10,
                       help="restarts of a kernel that hangs at start-up (the bundled kernel: up to 45%% of starts)")
    args = parser.parse_args()
    if args.mode == "release":
        return cmd_release(args)
    if not Path(args.submissions).is_dir():
        print(f"grade: not a folder: {args.submissions}", file=sys.stderr)
        return 2
    return cmd_grade(args)


def cmd_grade(args):
    """Grades the submissions; a fault of the sources, the output folder or the grader's files is
    one line, `grade failed: ...`, and exit status 1."""
    try:
        import grading  # only grading needs nbclient's kernel machinery
        return asyncio.run(grading.grade_all(args))
    except (KitError, OSError, ValueError, nbformat.ValidationError) as e:
        print(f"grade failed: {e}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
