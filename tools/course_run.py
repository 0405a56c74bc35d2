"""Grading a course's assignments into its gradebook: the hook tools/grading.py's grade_all calls.

    ./kit grade COURSE                    (COURSE/roster.csv, COURSE/assignments/*.json,
                                           COURSE/submissions/ASSIGNMENT/STUDENT/NAME.ipynb)
    ./kit grade SUBMISSIONS --assignment FILE --roster FILE

For each assignment, grade_all runs only its notebooks; the hook drops the folders of students not
on the roster (reported), adds the rostered students without a folder (graded as missing, never
over a submission graded before), keeps only the assigned cells, scaled to the assignment's
points, and commits each graded notebook to the gradebook in its own transaction, with its
submission time and late penalty, as soon as it is graded. Once the run ends, grades.csv, the LMS
exports and every page are written again from the gradebook.
"""

import copy
import sys
import warnings
from pathlib import Path

import nbformat

import course
import gradebook as gb
import gradebook_pages as pages
from exercise_notebooks import exercise_notebooks, grade_id, kind, known_notebooks, nbgrader, selects
from kit_common import KitError, write_atomic


def source_cells(source_dir):
    """({notebook: {grade id: points}}, {notebook: {graded cell id: the cell holding its answer}})."""
    points, answers = {}, {}
    for path in exercise_notebooks(source_dir):
        nb = nbformat.read(path, as_version=4)
        points[path.name], answers[path.name], last = {}, {}, None
        for c in nb.cells:
            if kind(c) == "answer":
                last = grade_id(c)
            elif kind(c) in ("check", "manual"):
                points[path.name][grade_id(c)] = float(nbgrader(c).get("points", 0))
                answers[path.name][grade_id(c)] = grade_id(c) if kind(c) == "manual" else last
    return points, answers


def answer_texts(text):
    """{grade id: source} of a submitted notebook's cells (empty when it cannot be read)."""
    try:
        with warnings.catch_warnings():  # duplicated cell ids: nbformat fixes them, as grading does
            warnings.simplefilter("ignore")
            nb = nbformat.reads(text, as_version=4)
    except Exception:  # not a notebook: graded as such; no answer to show
        return {}
    found = {}
    for c in nb.cells:
        gid = grade_id(c)
        if gid is not None and gid not in found:
            found[gid] = c.get("source", "")
    return found


class CourseRun:
    """The hook of one assignment's grading run (select, graded, finish)."""

    def __init__(self, book, assignment, roster, answers, submissions, out, command):
        self.book, self.a, self.roster, self.answers = book, assignment, roster, answers
        self.submissions, self.out = Path(submissions), Path(out)
        self.book.add_course(assignment, roster)
        self.run = self.book.start_run(assignment.id, command)
        self.recorded = self.book.submissions()

    def select(self, students):
        unknown = sorted(s for s in students if s not in self.roster)
        if unknown:
            print(f"{self.a.id}: not on the roster, not graded: {', '.join(unknown)}", flush=True)
        chosen = {s: v for s, v in students.items() if s in self.roster}
        for sid in self.roster:
            chosen.setdefault(sid, ({}, ["no folder submitted"]))
        return dict(sorted(chosen.items()))

    def graded(self, r, text):
        """Keeps the assigned cells of a result (scaled to the assignment's points) and commits it."""
        assigned = self.a.notebooks[r.notebook]
        r.parts = [copy.copy(p) for p in r.parts if p.exercise in assigned]
        for p in r.parts:
            scale = assigned[p.exercise] / p.max_points if p.max_points else 0
            p.points = None if p.points is None else round(p.points * scale, 2)
            p.max_points = assigned[p.exercise]
        key = (self.a.id, r.student, r.notebook)
        if text is None and key in self.recorded and self.recorded[key]["status"] != "missing":
            print(f"{r.student}: no {r.notebook} in this collection; the one graded before is kept", flush=True)
            return
        sub = {"assignment": self.a.id, "student": r.student, "notebook": r.notebook, "submitted": None,
               "time_source": "not submitted", "seconds_late": 0.0, "penalty_percent": 0.0, "notes": r.notes,
               "status": "missing" if text is None else "grader error" if r.grader_error else "graded"}
        if text is not None:
            path = course.submitted_file(self.submissions / r.student, r.notebook)
            if path is not None:
                when, source = course.submission_time(path, self.a.due)
                late = course.late_seconds(when, self.a.due)
                sub.update(submitted=when.isoformat(timespec="seconds"), time_source=source, seconds_late=late,
                           penalty_percent=self.a.late.penalty(late))
                if late > 0:
                    print(f"{r.student:<24} {Path(r.notebook).stem:<32} {course.describe_late(late)} ({source}), "
                          f"{course.number(sub['penalty_percent'])}% off", flush=True)
        answers = answer_texts(text) if text is not None else {}
        cells = self.answers[r.notebook]
        self.book.record(self.run, sub, [{"cell": p.exercise, "points": p.points, "max_points": p.max_points,
                                          "status": p.status, "messages": p.messages,
                                          "rules": getattr(p, "rules", []),
                                          "answer": answers.get(cells.get(p.exercise), "")} for p in r.parts])
        if r.executed:
            write_atomic(self.out / "executed" / self.a.id / r.student / r.notebook, r.executed)
        if r.log:
            write_atomic(self.out / "logs" / f"{self.a.id}--{r.student}--{Path(r.notebook).stem}.kernel.log", r.log)

    def finish(self, results, notes):
        self.book.finish_run(self.run, "done")
        pages.write_all(self.book, self.out)


def assignments_of(args, points):
    """[(Assignment, roster, submissions folder)] of a course folder or of --assignment/--roster."""
    root = Path(args.submissions)
    if args.roster or (args.assignment and Path(args.assignment).is_file() and not (root / "roster.csv").is_file()):
        if not (args.assignment and args.roster):
            raise KitError("--assignment FILE and --roster FILE go together (or give a course folder)")
        return [(course.load_assignment(args.assignment, points), course.load_roster(args.roster), root)]
    if not (root / "roster.csv").is_file() or not (root / "assignments").is_dir():
        raise KitError(f"{root} is not a course folder (roster.csv, assignments/*.json, submissions/ASSIGNMENT/)")
    roster = course.load_roster(root / "roster.csv")
    found = [course.load_assignment(p, points) for p in sorted((root / "assignments").glob("*.json"))]
    if not found:
        raise KitError(f"{root / 'assignments'}: no assignment files (*.json)")
    if args.assignment:
        found = [a for a in found if a.id == args.assignment or Path(a.path).stem == args.assignment]
        if not found:
            raise KitError(f"--assignment {args.assignment}: no such assignment in {root / 'assignments'}")
    return [(a, roster, root / "submissions" / a.id) for a in found]


def grade_course(args):
    """Grades every assignment given; 0, or 1 when the grader failed on a notebook."""
    import grading
    points, answers = source_cells(args.source)
    known_notebooks(exercise_notebooks(args.source), args.notebooks, args.source)  # each name known, at once
    todo = assignments_of(args, points)
    out = Path(args.out)
    foreign = [n for n in ("grades.csv", "overview.html", "feedback") if (out / n).exists()]
    if foreign and not (out / "gradebook.sqlite").exists():
        raise KitError(f"{out} holds {', '.join(foreign)} but no gradebook.sqlite: not the kit's gradebook folder "
                       f"(the quick mode's results?); choose another --out")
    book = gb.Gradebook(out / "gradebook.sqlite")
    status = 0
    try:
        for a, roster, folder in todo:
            if not folder.is_dir():
                print(f"{a.id}: no submissions collected yet ({folder} is missing)", flush=True)
                continue
            only = [n for n in args.notebooks or []]
            names = [n for n in a.notebooks if not only or selects(n, only)]
            if not names:
                raise KitError(f"--notebooks: none of {', '.join(only)} is in {a.id}; it has "
                               f"{', '.join(Path(n).stem for n in a.notebooks)}")
            print(f"{a.id}: {len(names)} notebook(s), {len(roster)} students, due {a.due.isoformat()}, "
                  f"{a.late.describe()}", flush=True)
            run = copy.copy(args)
            run.submissions, run.notebooks = str(folder), names
            run.hook = CourseRun(book, a, roster, answers, folder, out, " ".join(sys.argv[1:]))
            status |= grading.run(run)  # stopped by a signal: cleaned up, raises grading.Stopped
    finally:
        book.close()
    return status
