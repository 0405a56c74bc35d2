#!/usr/bin/python3
"""Course assignments: hand out the exercise notebooks without their solutions, and grade them.

    assignments.py release [--source DIR] [--out DIR] [--students DIR]
    assignments.py grade SUBMISSIONS|COURSE [--assignment FILE|ID] [--roster FILE] [--source DIR]
                         [--out DIR] [--notebooks NAMES] [--jobs N] [--cell-timeout S]
                         [--check-timeout S] [--budget S] [--startup-timeout S] [--retries N]
                         [--max-notebook-kb KB] [--max-output-kb KB]

The instructor's sources, with solutions, live in instructor/exercises/; the student versions in
notebooks/exercises/ (where students look) are made from them. `release` writes the student
versions to OUT/release (and to --students DIR, e.g. notebooks/exercises, when given): every
`// BEGIN SOLUTION` ... `// END SOLUTION` region replaced by a stub that throws NotWrittenYet,
every hand-graded answer by "YOUR ANSWER HERE", and a copy of the sources to OUT/source. Cells
keep their nbgrader metadata (schema 3).

`grade` (tools/nqkit/grading.py) expects SUBMISSIONS/STUDENT/.../NAME.ipynb, NAME being an exercise
notebook's file name, and writes OUT/grades.csv (student, exercise, points, max_points, status),
OUT/feedback/STUDENT.txt, the executed notebooks and the kernel logs; rows and files of students
not in SUBMISSIONS are kept. Given a course folder or --assignment/--roster, it grades what the
assignment lists into OUT/gradebook.sqlite (tools/nqkit/course_run.py) and writes grades.csv, the LMS
exports and the HTML pages from it.

Meant for Debian's /usr/bin/python3 with nbclient and nbformat; ./kit calls it.
"""

import argparse
import os
import sys
from pathlib import Path

import nbformat

from nqkit.exercise_notebooks import (SOURCE_DIR, ReleaseError, exercise_notebooks, leaked_lines,
                                release_notebook)
from nqkit.grade_settings import GradeSettings, SettingsError
from nqkit.kit_common import ROOT, KitError, shown, write_atomic


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


class Defaults(argparse.ArgumentDefaultsHelpFormatter):
    """Each option's help ends with its default, unless it has none or the help says it."""

    def _get_help_string(self, action):
        return action.help if action.default is None or "default" in action.help else super()._get_help_string(action)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="mode", required=True)
    fmt = Defaults
    release = sub.add_parser("release", help="write the student versions (solutions replaced by stubs)",
                             formatter_class=fmt)
    release.add_argument("--source", metavar="DIR", default=shown(SOURCE_DIR), help="the instructor's notebooks")
    release.add_argument("--out", metavar="DIR", default=shown(ROOT / "build" / "assignments"),
                         help="where release/ (student versions) and source/ (solutions) go")
    release.add_argument("--students", metavar="DIR", help="also write the student versions here (e.g. notebooks/exercises)")
    grade = sub.add_parser("grade", help="run and grade submitted notebooks", formatter_class=fmt,
                           description="SUBMISSIONS is a folder of STUDENT/NAME.ipynb, or a course folder (roster.csv, "
                                       "assignments/*.json, submissions/ASSIGNMENT/STUDENT/NAME.ipynb), graded into "
                                       "a gradebook; see docs/instructors.md")
    grade.add_argument("submissions", help="folder of STUDENT/NAME.ipynb submissions, or a course folder")
    grade.add_argument("--source", metavar="DIR", default=shown(SOURCE_DIR), help="the instructor's notebooks")
    grade.add_argument("--out", metavar="DIR", help="the results folder (default: build/assignments/grades, or "
                                     "build/assignments/gradebook for a course or an --assignment)")
    grade.add_argument("--assignment", metavar="FILE|ID", help="an assignment file (JSON; with --roster), or in a course folder the id "
                                            "of the one assignment to grade (default: all of them)")
    grade.add_argument("--roster", metavar="FILE", help="the roster (CSV with the columns id, name) of an --assignment FILE (default: COURSE/roster.csv)")
    grade.add_argument("--notebooks", metavar="NAMES", type=lambda s: [n for n in s.split(",") if n],
                       help="grade only these exercise notebooks, comma-separated: file names, stems or a stem's "
                            "first word (ex3); default: all, or the assignment's")
    grade.add_argument("--jobs", metavar="N", type=int, default=3, help="notebooks graded at once (one kernel each)")
    grade.add_argument("--cell-timeout", metavar="S", type=int, default=30, help="seconds for a cell other than a check")
    grade.add_argument("--check-timeout", metavar="S", type=int, default=180, help="seconds for a check cell")
    grade.add_argument("--budget", metavar="S", type=int, default=600, help="seconds for one notebook")
    grade.add_argument("--startup-timeout", metavar="S", type=int, default=30, help="seconds a kernel gets to answer")
    grade.add_argument("--max-notebook-kb", metavar="KB", type=int, default=5000,
                       help="a submitted notebook over this size is refused unread")
    grade.add_argument("--max-output-kb", metavar="KB", type=int, default=100,
                       help="output kept per cell in the executed notebook; the rest is cut with a note "
                            "(a cell printing 200 times this stops its kernel)")
    grade.add_argument("--retries", metavar="N", type=int, default=10,
                       help="restarts of a kernel that hangs at start-up (the bundled kernel: up to 45%% of starts)")
    grade.add_argument("--slurm", metavar="N", type=int,
                       help="grade a course as a Slurm job array of N tasks, each a share of the students, "
                            "merged into the one gradebook; the same command resumes it (tools/nqkit/grade_slurm.py; default: "
                            "on this machine)")
    grade.add_argument("--slurm-wait", metavar="S", type=int, default=0,
                       help="with --slurm: stop waiting after S seconds, saying how to resume (default: 0, no limit)")
    grade.add_argument("--share", metavar="I/N",
                       help="grade only share I of N of a course's students (sorted by id, every N-th from the "
                            "I-th): what each --slurm task runs (default: all of them)")
    args = parser.parse_args()
    if args.mode == "release":
        return cmd_release(args)
    if not Path(args.submissions).is_dir():
        print(f"grade: not a folder: {args.submissions}", file=sys.stderr)
        return 2
    return cmd_grade(args)


def is_course(args):
    return bool(args.assignment or args.roster or (Path(args.submissions) / "roster.csv").is_file())


def settings_of_shares(args, course):
    """--slurm N and --share I/N checked (ValueError naming the option, the value and what is
    expected); --share becomes (I, N)."""
    if args.slurm is not None and not 1 <= args.slurm <= 10_000:
        raise ValueError(f"--slurm {args.slurm}: expected a number of tasks from 1 to 10000")
    if args.slurm_wait < 0:
        raise ValueError(f"--slurm-wait {args.slurm_wait}: expected seconds >= 0 (0: no limit)")
    if (args.slurm or args.share) and not course:
        raise ValueError(f"--{'slurm' if args.slurm else 'share'}: grades a course folder (roster.csv, "
                         f"assignments/, submissions/) or --assignment FILE --roster FILE, not "
                         f"{args.submissions}")
    if args.slurm and args.share:
        raise ValueError("--slurm and --share: one or the other (each --slurm task takes its --share)")
    if args.share is not None:
        from nqkit import grade_slurm
        args.share = grade_slurm.parse_share(args.share)


def cmd_grade(args):
    """Grades the submissions; a fault of the sources, the output folder or the grader's files is
    one line, `grade failed: ...`, and exit status 1."""
    course = is_course(args)
    try:
        settings_of_shares(args, course)
    except ValueError as e:
        print(f"grade: {e}", file=sys.stderr)
        return 2
    if args.out is None:
        args.out = str(ROOT / "build" / "assignments" / ("gradebook" if course else "grades"))
    try:
        settings = GradeSettings.from_args(args, os.environ)  # the grader's settings, read once
    except SettingsError as e:
        print(f"grade: {e}", file=sys.stderr)
        return 2
    from nqkit import grading  # only grading needs nbclient's kernel machinery
    try:
        if course and args.slurm:
            from nqkit import grade_slurm
            return grade_slurm.grade_course_on_slurm(args, sys.argv[2:])
        if course:
            from nqkit import course_run
            return course_run.grade_course(args, settings)
        return grading.run(settings)
    except grading.Stopped as e:  # SIGTERM, SIGINT, SIGHUP: cleaned up, nothing written
        print(f"grade {e}: every kernel stopped, the grader's temporary folders removed; "
              f"results not written", file=sys.stderr)
        return 128 + e.signal
    except (KitError, OSError, ValueError, nbformat.ValidationError) as e:
        print(f"grade failed: {e}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
