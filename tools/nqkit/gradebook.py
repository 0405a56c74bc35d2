"""The course's gradebook: one SQLite database (stdlib sqlite3), written one transaction per graded
notebook, so a grader killed at any moment leaves every notebook graded before it whole and no row
half-written (SQLite's write-ahead log; synchronous=FULL).

Tables: runs (each grading run: assignment, command, start, end, notebooks graded); students
(the roster, and folders graded that it lacks); assignments (the assignment file as read);
submissions (student, assignment, notebook, its time and where that time came from, seconds late,
penalty percent, status, notes); scores (every graded cell of a submission: automatic points in
the assignment's points, status, the check's messages, the student's answer and its SHA-256);
marks (hand marks and comments, by assignment, student and cell, with the hash of the answer they
marked). Grading replaces a submission's scores and never touches marks: a mark whose answer has
changed since is kept and flagged for review (needs_review), and counts in no total until it is
marked again.

A failed grading (the kernel could not start, a grader error, the notebook's time budget spent, the
grader killed) never replaces a grade: the notebook keeps its last good grade, with the failure
and its reason beside it (record_failure); a notebook never graded well has the status
"not graded" and no points, never 0. Each good grade records the fingerprint of what it graded
(the submission, the instructor's notebook, the assigned cells), so a run that resumes an
interrupted one skips what has not changed since.

grades.csv and lms-ASSIGNMENT.csv are views written from it (write_views), each atomically, with
permissions 0600 (the database too, in a folder of 0700: the class's answers and marks are for the
instructor only). Every CSV cell that a spreadsheet would read as a formula is neutralised.
"""

import contextlib
import csv
import hashlib
import io
import json
import os
import sqlite3
import stat
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from nqkit.course import number
from nqkit.grade_results import short_reason
from nqkit.kit_common import KitError, csv_cell, write_atomic

FORMAT = "nqk-gradebook 2"  # a database of another format is refused, never guessed at
OLD_FORMATS = ("nqk-gradebook 1",)  # migrated in place (the columns of failures and fingerprints added)
PRIVATE_FILE, PRIVATE_FOLDER = 0o600, 0o700
SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS runs (id INTEGER PRIMARY KEY, assignment TEXT NOT NULL, command TEXT NOT NULL,
  started TEXT NOT NULL, finished TEXT, notebooks INTEGER NOT NULL DEFAULT 0, status TEXT NOT NULL,
  failed INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS students (id TEXT PRIMARY KEY, name TEXT NOT NULL, rostered INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS assignments (id TEXT PRIMARY KEY, file TEXT NOT NULL, spec TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS submissions (id INTEGER PRIMARY KEY, assignment TEXT NOT NULL, student TEXT NOT NULL,
  notebook TEXT NOT NULL, run INTEGER NOT NULL, submitted TEXT, time_source TEXT NOT NULL,
  seconds_late REAL NOT NULL, penalty_percent REAL NOT NULL, status TEXT NOT NULL, notes TEXT NOT NULL,
  failure TEXT, failed_at TEXT, fingerprint TEXT, graded_at TEXT,
  UNIQUE (assignment, student, notebook));
CREATE TABLE IF NOT EXISTS scores (submission INTEGER NOT NULL REFERENCES submissions(id) ON DELETE CASCADE,
  cell TEXT NOT NULL, points REAL, max_points REAL NOT NULL, status TEXT NOT NULL, messages TEXT NOT NULL,
  rules TEXT NOT NULL, answer TEXT NOT NULL, answer_hash TEXT NOT NULL, PRIMARY KEY (submission, cell));
CREATE TABLE IF NOT EXISTS marks (assignment TEXT NOT NULL, student TEXT NOT NULL, cell TEXT NOT NULL,
  points REAL NOT NULL, comment TEXT NOT NULL, answer_hash TEXT NOT NULL, marked TEXT NOT NULL,
  needs_review INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (assignment, student, cell));
"""
ADDED_COLUMNS = {"runs": [("failed", "INTEGER NOT NULL DEFAULT 0")],
                 "submissions": [("failure", "TEXT"), ("failed_at", "TEXT"), ("fingerprint", "TEXT"),
                                 ("graded_at", "TEXT")]}


def csv_row(values):
    return [csv_cell(v) for v in values]


def now():
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def answer_hash(text):
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


@dataclass
class Cell:
    """One graded cell of a submission as the views show it."""
    assignment: str
    student: str
    notebook: str
    cell: str
    auto: object  # automatic points (None: to be marked by hand)
    max_points: float
    status: str
    messages: list
    rules: list  # the check's checklist: [rule, passed, checked, points, max points]
    answer: str
    mark: object = None  # hand points, or None
    comment: str = ""
    needs_review: bool = False
    graded: bool = True  # False: this notebook was never graded well ("not graded": no points)
    failure: str | None = None  # why the last grading of this notebook failed (its last good grade is kept)
    failed_at: str | None = None
    graded_at: str | None = None

    @property
    def points(self):
        """The points that count: the hand mark, else the automatic points; None while the cell is
        to be marked by hand, its mark is to be reviewed (the answer changed), or it was never graded."""
        if not self.graded or self.needs_review:
            return None
        return self.mark if self.mark is not None else self.auto

    @property
    def pending(self):
        """To be marked by hand (no mark yet): graded, no automatic points, no mark."""
        return self.graded and self.mark is None and self.auto is None

    @property
    def final(self):
        return self.points is not None and self.failure is None

    def failure_text(self):
        """One line: "not graded: REASON", or the failed re-grade with the grade kept; "" if none."""
        if not self.graded:
            return f"not graded: {self.failure or 'the grader failed'}"
        if self.failure:
            return (f"re-grade failed{' ' + self.failed_at if self.failed_at else ''}: {self.failure}; the last good "
                    f"grade{' (' + self.graded_at + ')' if self.graded_at else ''} is kept")
        return ""


class Gradebook:
    def __init__(self, path):
        self.path = Path(path)
        if self.path.is_symlink() or (self.path.exists() and not self.path.is_file()):
            raise KitError(f"{self.path}: not a gradebook of the kit (not a regular file)")
        fresh = not self.path.exists()
        private_folder(self.path.parent)
        if fresh:  # created 0600 before SQLite opens it: its -wal and -shm files take the same mode
            os.close(os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, PRIVATE_FILE))
        for suffix in ("", "-wal", "-shm"):
            other = Path(str(self.path) + suffix)
            if other.is_file() and not other.is_symlink():
                os.chmod(other, PRIVATE_FILE)  # a gradebook of an earlier kit: made private too
        self.db = sqlite3.connect(str(self.path), timeout=30, isolation_level=None, check_same_thread=False)
        try:
            self.db.execute("PRAGMA journal_mode=WAL")
            self.db.execute("PRAGMA synchronous=FULL")
            self.db.execute("PRAGMA foreign_keys=ON")
            row = None
            if not fresh and self.path.stat().st_size:
                row = self.db.execute("SELECT value FROM meta WHERE key='format'").fetchone()
                if row is None or row[0] not in (FORMAT, *OLD_FORMATS):
                    raise sqlite3.DatabaseError(f"format {row[0] if row else 'missing'}")
            with self.transaction():
                for statement in SCHEMA.split(";"):
                    if statement.strip():
                        self.db.execute(statement)
                if row is not None and row[0] != FORMAT:
                    self.migrate()
                self.db.execute("INSERT OR IGNORE INTO meta VALUES ('format', ?)", (FORMAT,))
        except sqlite3.DatabaseError as e:
            self.db.close()
            raise KitError(f"{self.path}: not a gradebook of the kit ({e}); move it away or choose another "
                           f"--out") from e

    def migrate(self):
        """A gradebook of format 1: the new columns added; its "grader error" rows (the zeros a failed
        run wrote) become "not graded" with their message as the reason."""
        for table, columns in ADDED_COLUMNS.items():
            have = {r[1] for r in self.db.execute(f"PRAGMA table_info({table})")}
            for name, kind in columns:
                if name not in have:
                    self.db.execute(f"ALTER TABLE {table} ADD COLUMN {name} {kind}")
        for sid, in self.db.execute("SELECT id FROM submissions WHERE status='grader error'").fetchall():
            why = self.db.execute("SELECT messages FROM scores WHERE submission=?", (sid,)).fetchone()
            reason = one_line(json.loads(why[0])[0] if why and json.loads(why[0]) else "the grader failed")
            self.db.execute("UPDATE submissions SET status='not graded', failure=? WHERE id=?",
                            (reason.removeprefix("not graded: "), sid))
            self.db.execute("UPDATE scores SET points=NULL, status='not graded', messages='[]' WHERE submission=?",
                            (sid,))
        self.db.execute("UPDATE meta SET value=? WHERE key='format'", (FORMAT,))

    def close(self):
        self.db.close()

    @contextlib.contextmanager
    def transaction(self):
        """BEGIN IMMEDIATE ... COMMIT, or ROLLBACK on any exception: all of it or nothing. A fault
        of the database itself (locked past 30 s, disk full) is a KitError naming the file."""
        try:
            self.db.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as e:
            raise KitError(f"{self.path}: the gradebook cannot be written ({e})") from e
        try:
            yield self.db
        except BaseException as e:
            self.db.execute("ROLLBACK")
            if isinstance(e, sqlite3.Error):
                raise KitError(f"{self.path}: the gradebook cannot be written ({e}); nothing of this change was "
                               f"kept") from e
            raise
        try:
            self.db.execute("COMMIT")
        except sqlite3.Error as e:
            raise KitError(f"{self.path}: the gradebook cannot be written ({e})") from e

    # ------------------------------------------------------------------------ writing

    def add_course(self, assignment, roster):
        with self.transaction() as db:
            db.execute("INSERT OR REPLACE INTO assignments VALUES (?, ?, ?)",
                       (assignment.id, assignment.path, assignment.to_json()))
            for sid, name in roster.items():
                db.execute("INSERT INTO students VALUES (?, ?, 1) ON CONFLICT(id) DO UPDATE SET name=?, rostered=1",
                           (sid, name, name))

    def start_run(self, assignment, command):
        with self.transaction() as db:
            return db.execute("INSERT INTO runs (assignment, command, started, status) VALUES (?, ?, ?, 'running')",
                              (assignment, command, now())).lastrowid

    def finish_run(self, run, status):
        with self.transaction() as db:
            db.execute("UPDATE runs SET finished=?, status=? WHERE id=?", (now(), status, run))

    def mark_interrupted(self):
        """Every run still "running" becomes "interrupted" (call it holding the grader's lock, so none
        of them is alive); returns [(run id, assignment, started, notebooks graded)] of those."""
        with self.transaction() as db:
            rows = db.execute("SELECT id, assignment, started, notebooks FROM runs WHERE status='running' "
                              "ORDER BY id").fetchall()
            db.execute("UPDATE runs SET status='interrupted' WHERE status='running'")
        return rows

    def runs(self):
        cur = self.db.execute("SELECT id, assignment, command, started, finished, notebooks, failed, status FROM runs"
                              " ORDER BY id")
        keys = [d[0] for d in cur.description]
        return [dict(zip(keys, r)) for r in cur]

    def fingerprints(self, assignment):
        """{(student, notebook): fingerprint of its last good grade} of an assignment's notebooks whose
        last grading succeeded (one whose re-grade failed is left out: a resumed run tries it again)."""
        return {(r[0], r[1]): r[2] for r in self.db.execute(
            "SELECT student, notebook, fingerprint FROM submissions WHERE assignment=? AND fingerprint IS NOT NULL"
            " AND status != 'not graded' AND failure IS NULL", (assignment,))}

    def record(self, run, sub, parts):
        """One graded notebook in one transaction: its submission row, its scores (replacing the
        previous ones), the run's count, and the review flag of every mark on it.

        sub: dict of assignment, student, notebook, submitted (ISO or None), time_source,
        seconds_late, penalty_percent, status, notes (list), fingerprint (may be absent); parts:
        dicts of cell, points (None: by hand), max_points, status, messages (list), rules (list,
        may be absent), answer. A good grade: it clears the notebook's failure."""
        with self.transaction() as db:
            db.execute("INSERT OR IGNORE INTO students VALUES (?, ?, 0)", (sub["student"], ""))
            old = db.execute("SELECT id FROM submissions WHERE assignment=? AND student=? AND notebook=?",
                             (sub["assignment"], sub["student"], sub["notebook"])).fetchone()
            if old:
                db.execute("DELETE FROM scores WHERE submission=?", (old[0],))
                db.execute("DELETE FROM submissions WHERE id=?", (old[0],))
            sid = db.execute(
                "INSERT INTO submissions (assignment, student, notebook, run, submitted, time_source, seconds_late,"
                " penalty_percent, status, notes, fingerprint, graded_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (sub["assignment"], sub["student"], sub["notebook"], run, sub["submitted"], sub["time_source"],
                 sub["seconds_late"], sub["penalty_percent"], sub["status"], json.dumps(sub["notes"]),
                 sub.get("fingerprint"), now())).lastrowid
            for p in parts:
                h = answer_hash(p["answer"])
                db.execute("INSERT INTO scores VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                           (sid, p["cell"], p["points"], p["max_points"], p["status"], json.dumps(p["messages"]),
                            json.dumps(p.get("rules", [])), p["answer"], h))
                db.execute("UPDATE marks SET needs_review = (answer_hash != ?) WHERE assignment=? AND student=?"
                           " AND cell=?", (h, sub["assignment"], sub["student"], p["cell"]))
            db.execute("UPDATE runs SET notebooks = notebooks + 1 WHERE id=?", (run,))

    def record_failure(self, run, sub, parts, reason):
        """A notebook whose grading failed, in one transaction: a notebook graded well before keeps
        that grade (its scores, its fingerprint) with `reason` and the time beside it; one never
        graded well gets the status "not graded" and cells without points (never 0). Marks are not
        touched. sub and parts as for record (parts' points are ignored)."""
        reason = one_line(reason)
        with self.transaction() as db:
            db.execute("INSERT OR IGNORE INTO students VALUES (?, ?, 0)", (sub["student"], ""))
            old = db.execute("SELECT id, status FROM submissions WHERE assignment=? AND student=? AND notebook=?",
                             (sub["assignment"], sub["student"], sub["notebook"])).fetchone()
            if old and old[1] != "not graded":
                db.execute("UPDATE submissions SET failure=?, failed_at=? WHERE id=?", (reason, now(), old[0]))
            else:
                if old:
                    db.execute("DELETE FROM scores WHERE submission=?", (old[0],))
                    db.execute("DELETE FROM submissions WHERE id=?", (old[0],))
                sid = db.execute(
                    "INSERT INTO submissions (assignment, student, notebook, run, submitted, time_source, seconds_late,"
                    " penalty_percent, status, notes, failure, failed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'not graded',"
                    " ?, ?, ?)", (sub["assignment"], sub["student"], sub["notebook"], run, sub.get("submitted"),
                                  sub.get("time_source", "not graded"), sub.get("seconds_late", 0.0),
                                  sub.get("penalty_percent", 0.0), json.dumps(sub.get("notes", [])), reason,
                                  now())).lastrowid
                for p in parts:
                    db.execute("INSERT INTO scores VALUES (?, ?, NULL, ?, 'not graded', '[]', '[]', ?, ?)",
                               (sid, p["cell"], p["max_points"], p["answer"], answer_hash(p["answer"])))
            db.execute("UPDATE runs SET failed = failed + 1 WHERE id=?", (run,))

    def set_mark(self, assignment, student, cell, points, comment):
        """Sets a hand mark (in the assignment's points) on the answer the student submitted last;
        raises KitError naming what is wrong: an unknown assignment, student or cell, points out of range."""
        with self.transaction() as db:
            if not db.execute("SELECT 1 FROM assignments WHERE id=?", (assignment,)).fetchone():
                known = [r[0] for r in db.execute("SELECT id FROM assignments ORDER BY id")]
                raise KitError(f"no assignment {assignment!r} in the gradebook (it has {', '.join(known) or 'none'})")
            if not db.execute("SELECT 1 FROM students WHERE id=?", (student,)).fetchone():
                raise KitError(f"no student {student!r} in the gradebook (see the roster)")
            spec = json.loads(db.execute("SELECT spec FROM assignments WHERE id=?", (assignment,)).fetchone()[0])
            cells = {c: p for nb in spec["notebooks"].values() for c, p in nb.items()}
            if cell not in cells:
                raise KitError(f"{assignment} has no graded cell {cell!r}; its cells are {', '.join(sorted(cells))}")
            if isinstance(points, bool) or not isinstance(points, (int, float)) or not 0 <= points <= cells[cell]:
                raise KitError(f"points = {points!r} for {cell}: expected a number from 0 to {number(cells[cell])}")
            row = db.execute("SELECT s.answer_hash FROM scores s JOIN submissions u ON s.submission = u.id "
                             "WHERE u.assignment=? AND u.student=? AND s.cell=? AND u.status != 'not graded'",
                             (assignment, student, cell)).fetchone()
            if row is None:
                raise KitError(f"{student} has no graded submission of {cell} in {assignment} yet: grade it first")
            db.execute("INSERT OR REPLACE INTO marks VALUES (?, ?, ?, ?, ?, ?, ?, 0)",
                       (assignment, student, cell, float(points), comment or "", row[0], now()))

    # ------------------------------------------------------------------------ reading

    def students(self):
        rows = self.db.execute("SELECT id, name, rostered FROM students ORDER BY id")
        return {r[0]: (r[1], bool(r[2])) for r in rows}

    def assignments(self):
        return {r[0]: json.loads(r[1]) for r in self.db.execute("SELECT id, spec FROM assignments ORDER BY id")}

    def submissions(self):
        """{(assignment, student, notebook): dict of the submission row}."""
        cur = self.db.execute("SELECT assignment, student, notebook, submitted, time_source, seconds_late,"
                              " penalty_percent, status, failure, failed_at, graded_at, notes FROM submissions")
        keys = [d[0] for d in cur.description]
        return {(r[0], r[1], r[2]): dict(zip(keys, r[:11]), notes=json.loads(r[11])) for r in cur}

    def export_submissions(self):
        """[(sub, parts, failure)] of every submission, in the shapes record and record_failure take
        (failure: the reason its last grading failed, or None): what a grading on another machine
        (a Slurm task's gradebook) hands to this one."""
        out = []
        rows = self.db.execute("SELECT id, assignment, student, notebook, submitted, time_source, seconds_late,"
                               " penalty_percent, status, notes, fingerprint, failure FROM submissions ORDER BY id")
        for r in rows.fetchall():
            sub = dict(zip(("assignment", "student", "notebook", "submitted", "time_source", "seconds_late",
                            "penalty_percent", "status"), r[1:9]), notes=json.loads(r[9]), fingerprint=r[10])
            parts = [{"cell": c[0], "points": c[1], "max_points": c[2], "status": c[3], "messages": json.loads(c[4]),
                      "rules": json.loads(c[5]), "answer": c[6]} for c in self.db.execute(
                "SELECT cell, points, max_points, status, messages, rules, answer FROM scores WHERE submission=?"
                " ORDER BY rowid", (r[0],))]
            out.append((sub, parts, r[11]))
        return out

    def cells(self):
        """Every graded cell of every submission, with its mark, in assignment, student, notebook order."""
        marks = {(r[0], r[1], r[2]): r[3:] for r in
                 self.db.execute("SELECT assignment, student, cell, points, comment, needs_review FROM marks")}
        out = []
        for r in self.db.execute("SELECT u.assignment, u.student, u.notebook, s.cell, s.points, s.max_points, s.status,"
                                 " s.messages, s.rules, s.answer, u.status, u.failure, u.failed_at, u.graded_at"
                                 " FROM scores s JOIN submissions u ON s.submission = u.id"
                                 " ORDER BY u.assignment, u.student, u.notebook, s.rowid"):
            c = Cell(r[0], r[1], r[2], r[3], r[4], r[5], r[6], json.loads(r[7]), json.loads(r[8]), r[9],
                     graded=r[10] != "not graded", failure=r[11], failed_at=r[12], graded_at=r[13])
            m = marks.get((c.assignment, c.student, c.cell))
            if m:
                c.mark, c.comment, c.needs_review = m[0], m[1], bool(m[2])
            out.append(c)
        return out

    def marks(self):
        return {(r[0], r[1], r[2]): r[3:] for r in self.db.execute(
            "SELECT assignment, student, cell, points, comment, answer_hash, needs_review FROM marks")}

    def totals(self):
        """{(assignment, student): dict of earned, penalty, total, max_points, pending (points to mark
        by hand), review (marks to review), not_graded ({notebook: reason}), failed ({notebook:
        reason} of re-grades that failed, the last good grade kept), late, final (nothing of these)}.
        The total counts only points that hold: no cell to mark, to review or never graded."""
        subs, out = self.submissions(), {}  # type: tuple[dict, dict]
        for c in self.cells():
            t = out.setdefault((c.assignment, c.student), {"earned": 0.0, "penalty": 0.0, "max_points": 0.0,
                                                           "pending": 0.0, "late": 0.0, "review": 0,
                                                           "not_graded": {}, "failed": {}})
            sub = subs[(c.assignment, c.student, c.notebook)]
            t["max_points"] += c.max_points
            t["late"] = max(t["late"], sub["seconds_late"])
            t["review"] += c.needs_review
            if not c.graded:
                t["not_graded"][c.notebook] = c.failure or "the grader failed"
            elif c.failure:
                t["failed"][c.notebook] = c.failure
            if c.pending:
                t["pending"] += c.max_points
            elif c.points is not None:
                t["earned"] += c.points
                t["penalty"] += c.points * sub["penalty_percent"] / 100
        for t in out.values():
            t["penalty"] = round(t["penalty"], 2)
            t["total"] = round(t["earned"] - t["penalty"], 2)
            t["final"] = not (t["pending"] or t["review"] or t["not_graded"] or t["failed"])
        return out

    # ------------------------------------------------------------------------ views

    def write_views(self, out):
        """grades.csv (one row per graded cell) and lms-ASSIGNMENT.csv (one row per student), each
        atomically and 0600. A cell's points are empty unless they hold (a mark to review, a cell to
        mark by hand: empty; a cell never graded: "not graded"); `final` says whether a row may be
        taken as the grade, `note` why not."""
        out = Path(out)
        subs, cells = self.submissions(), self.cells()
        table = io.StringIO()
        w = csv.writer(table, lineterminator="\n")
        w.writerow(["assignment", "student", "notebook", "exercise", "points", "max_points", "status", "hand_mark",
                    "comment", "submitted", "time_source", "late", "late_seconds", "penalty_percent", "final",
                    "note"])
        for c in cells:
            s = subs[(c.assignment, c.student, c.notebook)]
            status = ("needs review" if c.needs_review else "marked by hand") if c.mark is not None else c.status
            note = c.failure_text() or ("the answer changed after it was marked: mark it again" if c.needs_review
                                        else "to be marked by hand" if c.pending else "")
            w.writerow(csv_row([c.assignment, c.student, c.notebook, c.cell,
                                "not graded" if not c.graded else "" if c.points is None else number(c.points),
                                number(c.max_points), "not graded" if not c.graded else status,
                                "" if c.mark is None else number(c.mark), c.comment,
                                s["submitted"] or "", s["time_source"], "yes" if s["seconds_late"] > 0 else "no",
                                number(round(s["seconds_late"])), number(s["penalty_percent"]),
                                "yes" if c.final else "no", note]))
        write_atomic(out / "grades.csv", table.getvalue(), mode=PRIVATE_FILE)
        totals, names = self.totals(), self.students()
        for aid, spec in self.assignments().items():
            columns = [c for nb in spec["notebooks"].values() for c in nb]
            by = {(c.student, c.cell): c for c in cells if c.assignment == aid}
            table = io.StringIO()
            w = csv.writer(table, lineterminator="\n")
            w.writerow(["student", "name", "assignment", "total", "max_points", "late_penalty", "pending_by_hand",
                        "to_review", "final", "note", *columns])
            for (a, student), t in sorted(totals.items()):
                if a != aid:
                    continue
                values = []
                for col in columns:
                    c = by.get((student, col))
                    values.append("" if c is None else "not graded" if not c.graded else
                                  "" if c.points is None else number(c.points))
                total = ("not graded: " + "; ".join(f"{nbs}: {why}" for why, nbs in by_reason(t["not_graded"]))
                         if t["not_graded"] else number(t["total"]))
                w.writerow(csv_row([student, names.get(student, ("", 0))[0], aid, total, number(t["max_points"]),
                                    number(t["penalty"]), number(t["pending"]), t["review"],
                                    "yes" if t["final"] else "no", total_note(t), *values]))
            write_atomic(out / f"lms-{aid}.csv", table.getvalue(), mode=PRIVATE_FILE)


def total_note(t):
    """Why a student's total is not final, in one line ("" when it is)."""
    notes = [f"{number(t['pending'])} points to mark by hand"] if t["pending"] else []
    notes += [f"{t['review']} mark(s) to review (the answer changed)"] if t["review"] else []
    notes += [f"{nbs} not graded: {why}" for why, nbs in by_reason(t["not_graded"])]
    notes += [f"{nbs}: re-grade failed ({why}), the last good grade kept" for why, nbs in by_reason(t["failed"])]
    return "; ".join(notes)


def by_reason(failures):
    """[(reason, "nb1, nb2")] of {notebook: reason}: a reason said once for all its notebooks."""
    grouped: dict[str, list[str]] = {}
    for nb, why in sorted(failures.items()):
        grouped.setdefault(why, []).append(Path(nb).stem)
    return [(why, ", ".join(nbs)) for why, nbs in grouped.items()]


def one_line(text, limit=400):
    """A reason as one line of at most `limit` characters (grade_results.short_reason)."""
    return short_reason(text, limit)


def private_folder(path):
    """Creates `path` (and its parents) when missing and makes it 0700: the instructor's only. A
    folder of another user, or a shared one (sticky, as /tmp), is left as it is (its files are 0600)."""
    path = Path(path)
    path.mkdir(parents=True, exist_ok=True)
    st = os.lstat(path)
    if stat.S_ISDIR(st.st_mode) and st.st_uid == os.getuid() and not st.st_mode & stat.S_ISVTX:
        os.chmod(path, PRIVATE_FOLDER)
