"""Grading a course's assignments into its gradebook: the hook tools/nqkit/grading.py's grade_all calls.

    ./kit grade COURSE                    (COURSE/roster.csv, COURSE/assignments/*.json,
                                           COURSE/submissions/ASSIGNMENT/STUDENT/NAME.ipynb)
    ./kit grade SUBMISSIONS --assignment FILE --roster FILE

For each assignment, grade_all runs only its notebooks; the hook drops the folders of students not
on the roster (reported), adds the rostered students without a folder (graded as missing, never
over a submission graded before), keeps only the assigned cells, scaled to the assignment's
points, and commits each graded notebook to the gradebook in its own transaction, with its
submission time and late penalty, as soon as it is graded; grades.csv, the LMS exports, the
overview and that student's page are written again from the gradebook right after (atomically), so
no export is older than the database, whenever the grader stops.

A notebook whose grading failed (the kernel could not start, a grader error, its time budget
spent) keeps its last good grade, marked with the failure (gradebook.record_failure). One grader
at a time writes a gradebook: it holds an exclusive lock (OUT/gradebook.lock) while it runs, so a
run still "running" when the next grader takes the lock was killed: it is marked "interrupted",
the exports are written again from the database before anything is graded, and the run that
follows grades only the notebooks that are missing or changed since their last good grade.
"""

import copy
import dataclasses
import errno
import fcntl
import hashlib
import json
import os
import sys
import warnings
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import nbformat

from nqkit import course
from nqkit import gradebook as gb
from nqkit import gradebook_pages as pages
from nqkit.exercise_notebooks import exercise_notebooks, grade_id, kind, known_notebooks, nbgrader, selects
from nqkit.kit_common import KitError, write_atomic


def source_cells(source_dir):
    """({notebook: {grade id: points}}, {notebook: {graded cell id: the cell holding its answer}})."""
    points: dict[str, dict] = {}
    answers: dict[str, dict] = {}
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


@dataclass
class Recording:
    """One notebook's result on its way through CourseRun.RECORD_STEPS."""
    result: Any  # grade_score.Graded
    text: Any  # the submitted text (None: not submitted; a grade_limits.Refused: refused unread)
    sub: dict = field(default_factory=dict)  # the gradebook's row of the submission (late_penalty's)
    by_hand: float = 0  # points still to mark by hand (left_to_mark's)


class CourseRun:
    """The hook of one assignment's grading run (select, graded, finish)."""

    def __init__(self, book, assignment, roster, answers, submissions, out, command, source_dir=None, resume=False):
        self.book, self.a, self.roster, self.answers = book, assignment, roster, answers
        self.submissions, self.out = Path(submissions), Path(out)
        self.book.add_course(assignment, roster)
        self.recorded = self.book.submissions()
        # What a good grade depends on besides the submission: the instructor's notebook and the cells assigned.
        self.sources = {name: hashlib.sha256(Path(source_dir, name).read_bytes()).hexdigest()
                        if source_dir is not None and Path(source_dir, name).is_file() else ""
                        for name in assignment.notebooks}
        self.kept = self.book.fingerprints(assignment.id) if resume else {}
        for folder in ("feedback", "logs", "executed", f"executed/{assignment.id}"):
            gb.private_folder(self.out / folder)  # a class's answers and grades: the instructor's only
        self.run = self.book.start_run(assignment.id, command)

    def fingerprint(self, notebook, text):
        """What a good grade of `text` graded: the submission, the instructor's notebook, the cells assigned."""
        return hashlib.sha256(json.dumps([hashlib.sha256(text.encode("utf-8")).hexdigest(), self.sources[notebook],
                                          self.a.notebooks[notebook]]).encode()).hexdigest()

    def unchanged(self, student, notebook, text):
        """True when resuming an interrupted run and `text` is what the notebook's last good grade graded."""
        return isinstance(text, str) and self.kept.get((student, notebook)) == self.fingerprint(notebook, text)

    share: tuple[set, bool] | None = None  # (the students this grader takes, whether it reports folders not on the roster)

    def select(self, students):
        if self.share is not None:
            mine, first = self.share
            students = {s: v for s, v in students.items() if s in mine or (first and s not in self.roster)}
        unknown = sorted(s for s in students if s not in self.roster)
        if unknown:
            print(f"{self.a.id}: not on the roster, not graded: {', '.join(unknown)}", flush=True)
        chosen = {s: v for s, v in students.items() if s in self.roster}
        for sid in self.roster:
            if self.share is None or sid in self.share[0]:
                chosen.setdefault(sid, ({}, ["no folder submitted"]))
        return dict(sorted(chosen.items()))

    def graded(self, r, text):
        """Runs RECORD_STEPS on a notebook's result `r` (of its submitted `text`): commits it, a failed
        one as a failure (the last good grade kept), and writes the exports again. Returns the points
        of the notebook still to be marked by hand (a hand mark that holds is not)."""
        rec = Recording(r, text)
        for step in self.RECORD_STEPS:
            if step(self, rec):
                break
        return rec.by_hand

    def keep_assigned(self, rec):
        """Keeps the assigned cells of the result, scaled to the assignment's points."""
        r = rec.result
        assigned = self.a.notebooks[r.notebook]
        r.parts = [copy.copy(p) for p in r.parts if p.exercise in assigned]
        for p in r.parts:
            scale = assigned[p.exercise] / p.max_points if p.max_points else 0
            p.points = None if p.points is None else round(p.points * scale, 2)
            p.max_points = assigned[p.exercise]
        return False

    def keep_earlier(self, rec):
        """A notebook missing from this collection leaves the one graded before as it is: stops."""
        r = rec.result
        key = (self.a.id, r.student, r.notebook)
        if rec.text is None and key in self.recorded and self.recorded[key]["status"] not in ("missing", "not graded"):
            print(f"{r.student}: no {r.notebook} in this collection; the one graded before is kept", flush=True)
            return True
        return False

    def late_penalty(self, rec):
        """The submission's row: its time (course.submission_time) and the assignment's late penalty."""
        r, text = rec.result, rec.text
        rec.sub = {"assignment": self.a.id, "student": r.student, "notebook": r.notebook, "submitted": None,
                   "time_source": "not submitted", "seconds_late": 0.0, "penalty_percent": 0.0, "notes": r.notes,
                   "status": "missing" if text is None else "graded",
                   "fingerprint": self.fingerprint(r.notebook, text) if isinstance(text, str) else None}
        if text is not None:
            path = course.submitted_file(self.submissions / r.student, r.notebook)
            if path is not None:
                when, source = course.submission_time(path, self.a.due)
                late = course.late_seconds(when, self.a.due)
                rec.sub.update(submitted=when.isoformat(timespec="seconds"), time_source=source, seconds_late=late,
                               penalty_percent=self.a.late.penalty(late))
                if late > 0:
                    print(f"{r.student:<24} {Path(r.notebook).stem:<32} {course.describe_late(late)} ({source}), "
                          f"{course.number(rec.sub['penalty_percent'])}% off", flush=True)
        return False

    def record(self, rec):
        """Commits the result into the gradebook (a failed one as a failure), its executed copy and
        log beside it, and writes the student's pages again."""
        r, text = rec.result, rec.text
        key = (self.a.id, r.student, r.notebook)
        answers = answer_texts(text) if isinstance(text, str) else {}
        cells = self.answers[r.notebook]
        parts = [{"cell": p.exercise, "points": p.points, "max_points": p.max_points, "status": p.status,
                  "messages": p.messages, "rules": getattr(p, "rules", []),
                  "answer": answers.get(cells.get(p.exercise), "")} for p in r.parts]
        if getattr(r, "failed", None):
            r.kept = key in self.recorded and self.recorded[key]["status"] != "not graded"
            self.book.record_failure(self.run, rec.sub, parts, r.failed)
        else:
            self.book.record(self.run, rec.sub, parts)
            if r.executed:
                write_atomic(self.out / "executed" / self.a.id / r.student / r.notebook, r.executed,
                             mode=gb.PRIVATE_FILE)
        if r.log:
            write_atomic(self.out / "logs" / f"{self.a.id}--{r.student}--{Path(r.notebook).stem}.kernel.log", r.log,
                         mode=gb.PRIVATE_FILE)
        pages.write_all(self.book, self.out, students=[r.student])
        return bool(getattr(r, "failed", None))  # a failed notebook has nothing to mark

    def left_to_mark(self, rec):
        """The points of the notebook still to be marked by hand (a hand mark that holds is not)."""
        r = rec.result
        marks = self.book.marks()
        rec.by_hand = sum(p.max_points for p in r.parts if p.points is None and not (
            (self.a.id, r.student, p.exercise) in marks and not marks[(self.a.id, r.student, p.exercise)][3]))
        return False

    # Each takes (self, Recording) and returns True to stop the list there.
    RECORD_STEPS = (keep_assigned, keep_earlier, late_penalty, record, left_to_mark)

    def finish(self, results, notes):
        graded = [r for r in results if not getattr(r, "failed", None)]
        self.book.finish_run(self.run, "done" if graded or not results else "failed")
        pages.write_all(self.book, self.out)


def share(students, index, count):
    """The students of share `index` of `count`: sorted by id, every count-th from the index-th."""
    return [s for k, s in enumerate(sorted(students)) if k % count == index]


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


def grade_course(args, settings):
    """Grades every assignment given (`args`: --assignment, --roster, --share; `settings`: the
    grader's GradeSettings); 0, or 1 when the grader failed on a notebook."""
    from nqkit import grading
    points, answers = source_cells(settings.source)
    known_notebooks(exercise_notebooks(settings.source), list(settings.notebooks) or None,
                    settings.source)  # each name known, at once
    todo = assignments_of(args, points)
    out = settings.out
    foreign = [n for n in ("grades.csv", "overview.html", "feedback") if (out / n).exists()]
    if foreign and not (out / "gradebook.sqlite").exists():
        raise KitError(f"{out} holds {', '.join(foreign)} but no gradebook.sqlite: not the kit's gradebook folder "
                       f"(the quick mode's results?); choose another --out")
    gb.private_folder(out)
    lock = hold_lock(out)
    book = gb.Gradebook(out / "gradebook.sqlite")
    status = 0
    try:
        interrupted = book.mark_interrupted()  # we hold the lock: no grader of these runs is alive
        for run_id, aid, started, count in interrupted:
            print(f"run {run_id} ({aid}, started {started}) was interrupted after {count} notebook(s); the exports "
                  f"are written again from the gradebook, and {aid} grades only what is missing or changed",
                  flush=True)
        if interrupted:
            pages.write_all(book, out)
        resume = {aid for _, aid, _, _ in interrupted}
        for a, roster, folder in todo:
            if not folder.is_dir():
                print(f"{a.id}: no submissions collected yet ({folder} is missing)", flush=True)
                continue
            only = list(settings.notebooks)
            names = [n for n in a.notebooks if not only or selects(n, only)]
            if not names:
                raise KitError(f"--notebooks: none of {', '.join(only)} is in {a.id}; it has "
                               f"{', '.join(Path(n).stem for n in a.notebooks)}")
            print(f"{a.id}: {len(names)} notebook(s), {len(roster)} students, due {a.due.isoformat()}, "
                  f"{a.late.describe()}", flush=True)
            hook = CourseRun(book, a, roster, answers, folder, out, " ".join(sys.argv[1:]), settings.source,
                             resume=a.id in resume)
            if getattr(args, "share", None):  # a Slurm task's share of the students (tools/nqkit/grade_slurm.py)
                hook.share = (set(share(roster, *args.share)), args.share[0] == 0)
            run = dataclasses.replace(settings, submissions=folder, notebooks=tuple(names))
            status |= grading.run(run, hook)  # stopped by a signal: cleaned up, raises grading.Stopped
    finally:
        book.close()
        os.close(lock)
    return status


def hold_lock(out):
    """An exclusive lock on OUT/gradebook.lock, held until the grader ends (the kernel drops it
    when the grader dies, even by SIGKILL); KitError when another grader holds it."""
    path = Path(out) / "gradebook.lock"
    fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW, gb.PRIVATE_FILE)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError as e:
        holder = os.pread(fd, 32, 0).decode("ascii", "replace").strip()
        os.close(fd)
        if e.errno in (errno.EAGAIN, errno.EACCES):
            raise KitError(f"another grader (pid {holder or '?'}) is grading into {out}; wait for it, or choose "
                           f"another --out") from None
        raise
    os.ftruncate(fd, 0)
    os.pwrite(fd, f"{os.getpid()}\n".encode(), 0)
    return fd
