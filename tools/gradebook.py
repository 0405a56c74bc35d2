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
changed since is kept and flagged for review (needs_review).

grades.csv and lms-ASSIGNMENT.csv are views written from it (write_views), each atomically.
"""

import contextlib
import csv
import hashlib
import io
import json
import sqlite3
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from course import number
from kit_common import KitError, write_atomic

FORMAT = "nqk-gradebook 1"  # a database of another format is refused, never guessed at
SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS runs (id INTEGER PRIMARY KEY, assignment TEXT NOT NULL, command TEXT NOT NULL,
  started TEXT NOT NULL, finished TEXT, notebooks INTEGER NOT NULL DEFAULT 0, status TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS students (id TEXT PRIMARY KEY, name TEXT NOT NULL, rostered INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS assignments (id TEXT PRIMARY KEY, file TEXT NOT NULL, spec TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS submissions (id INTEGER PRIMARY KEY, assignment TEXT NOT NULL, student TEXT NOT NULL,
  notebook TEXT NOT NULL, run INTEGER NOT NULL, submitted TEXT, time_source TEXT NOT NULL,
  seconds_late REAL NOT NULL, penalty_percent REAL NOT NULL, status TEXT NOT NULL, notes TEXT NOT NULL,
  UNIQUE (assignment, student, notebook));
CREATE TABLE IF NOT EXISTS scores (submission INTEGER NOT NULL REFERENCES submissions(id) ON DELETE CASCADE,
  cell TEXT NOT NULL, points REAL, max_points REAL NOT NULL, status TEXT NOT NULL, messages TEXT NOT NULL,
  rules TEXT NOT NULL, answer TEXT NOT NULL, answer_hash TEXT NOT NULL, PRIMARY KEY (submission, cell));
CREATE TABLE IF NOT EXISTS marks (assignment TEXT NOT NULL, student TEXT NOT NULL, cell TEXT NOT NULL,
  points REAL NOT NULL, comment TEXT NOT NULL, answer_hash TEXT NOT NULL, marked TEXT NOT NULL,
  needs_review INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (assignment, student, cell));
"""


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

    @property
    def points(self):
        return self.mark if self.mark is not None else self.auto

    @property
    def pending(self):
        return self.points is None


class Gradebook:
    def __init__(self, path):
        self.path = Path(path)
        if self.path.is_symlink() or (self.path.exists() and not self.path.is_file()):
            raise KitError(f"{self.path}: not a gradebook of the kit (not a regular file)")
        fresh = not self.path.exists()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.db = sqlite3.connect(str(self.path), timeout=30, isolation_level=None, check_same_thread=False)
        try:
            self.db.execute("PRAGMA journal_mode=WAL")
            self.db.execute("PRAGMA synchronous=FULL")
            self.db.execute("PRAGMA foreign_keys=ON")
            if not fresh:
                row = self.db.execute("SELECT value FROM meta WHERE key='format'").fetchone()
                if row is None or row[0] != FORMAT:
                    raise sqlite3.DatabaseError(f"format {row[0] if row else 'missing'}")
            with self.transaction():
                for statement in SCHEMA.split(";"):
                    if statement.strip():
                        self.db.execute(statement)
                self.db.execute("INSERT OR IGNORE INTO meta VALUES ('format', ?)", (FORMAT,))
        except sqlite3.DatabaseError as e:
            self.db.close()
            raise KitError(f"{self.path}: not a gradebook of the kit ({e}); move it away or choose another "
                           f"--out") from e

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

    def record(self, run, sub, parts):
        """One graded notebook in one transaction: its submission row, its scores (replacing the
        previous ones), the run's count, and the review flag of every mark on it.

        sub: dict of assignment, student, notebook, submitted (ISO or None), time_source,
        seconds_late, penalty_percent, status, notes (list); parts: dicts of cell, points (None:
        by hand), max_points, status, messages (list), rules (list, may be absent), answer."""
        with self.transaction() as db:
            db.execute("INSERT OR IGNORE INTO students VALUES (?, ?, 0)", (sub["student"], ""))
            old = db.execute("SELECT id FROM submissions WHERE assignment=? AND student=? AND notebook=?",
                             (sub["assignment"], sub["student"], sub["notebook"])).fetchone()
            if old:
                db.execute("DELETE FROM scores WHERE submission=?", (old[0],))
                db.execute("DELETE FROM submissions WHERE id=?", (old[0],))
            sid = db.execute(
                "INSERT INTO submissions (assignment, student, notebook, run, submitted, time_source, seconds_late,"
                " penalty_percent, status, notes) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (sub["assignment"], sub["student"], sub["notebook"], run, sub["submitted"], sub["time_source"],
                 sub["seconds_late"], sub["penalty_percent"], sub["status"], json.dumps(sub["notes"]))).lastrowid
            for p in parts:
                h = answer_hash(p["answer"])
                db.execute("INSERT INTO scores VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                           (sid, p["cell"], p["points"], p["max_points"], p["status"], json.dumps(p["messages"]),
                            json.dumps(p.get("rules", [])), p["answer"], h))
                db.execute("UPDATE marks SET needs_review = (answer_hash != ?) WHERE assignment=? AND student=?"
                           " AND cell=?", (h, sub["assignment"], sub["student"], p["cell"]))
            db.execute("UPDATE runs SET notebooks = notebooks + 1 WHERE id=?", (run,))

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
                             "WHERE u.assignment=? AND u.student=? AND s.cell=?",
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
                              " penalty_percent, status, notes FROM submissions")
        keys = [d[0] for d in cur.description]
        return {(r[0], r[1], r[2]): dict(zip(keys, r[:8]), notes=json.loads(r[8])) for r in cur}

    def cells(self):
        """Every graded cell of every submission, with its mark, in assignment, student, notebook order."""
        marks = {(r[0], r[1], r[2]): r[3:] for r in
                 self.db.execute("SELECT assignment, student, cell, points, comment, needs_review FROM marks")}
        out = []
        for r in self.db.execute("SELECT u.assignment, u.student, u.notebook, s.cell, s.points, s.max_points, s.status,"
                                 " s.messages, s.rules, s.answer FROM scores s"
                                 " JOIN submissions u ON s.submission = u.id"
                                 " ORDER BY u.assignment, u.student, u.notebook, s.rowid"):
            c = Cell(*r[:7], json.loads(r[7]), json.loads(r[8]), r[9])
            m = marks.get((c.assignment, c.student, c.cell))
            if m:
                c.mark, c.comment, c.needs_review = m[0], m[1], bool(m[2])
            out.append(c)
        return out

    def marks(self):
        return {(r[0], r[1], r[2]): r[3:] for r in self.db.execute(
            "SELECT assignment, student, cell, points, comment, answer_hash, needs_review FROM marks")}

    def totals(self):
        """{(assignment, student): dict of earned, penalty, total, max_points, pending, late}."""
        subs, out = self.submissions(), {}
        for c in self.cells():
            t = out.setdefault((c.assignment, c.student), {"earned": 0.0, "penalty": 0.0, "max_points": 0.0,
                                                           "pending": 0.0, "late": 0.0, "review": 0})
            sub = subs[(c.assignment, c.student, c.notebook)]
            t["max_points"] += c.max_points
            t["late"] = max(t["late"], sub["seconds_late"])
            t["review"] += c.needs_review
            if c.pending:
                t["pending"] += c.max_points
            else:
                t["earned"] += c.points
                t["penalty"] += c.points * sub["penalty_percent"] / 100
        for t in out.values():
            t["penalty"] = round(t["penalty"], 2)
            t["total"] = round(t["earned"] - t["penalty"], 2)
        return out

    # ------------------------------------------------------------------------ views

    def write_views(self, out):
        """grades.csv (one row per graded cell) and lms-ASSIGNMENT.csv (one row per student), atomically."""
        out = Path(out)
        subs = self.submissions()
        table = io.StringIO()
        w = csv.writer(table, lineterminator="\n")
        w.writerow(["assignment", "student", "notebook", "exercise", "points", "max_points", "status", "hand_mark",
                    "comment", "submitted", "time_source", "late", "late_seconds", "penalty_percent"])
        for c in self.cells():
            s = subs[(c.assignment, c.student, c.notebook)]
            status = ("needs review" if c.needs_review else "marked by hand") if c.mark is not None else c.status
            w.writerow([c.assignment, c.student, c.notebook, c.cell, "" if c.points is None else number(c.points),
                        number(c.max_points), status, "" if c.mark is None else number(c.mark), c.comment,
                        s["submitted"] or "", s["time_source"], "yes" if s["seconds_late"] > 0 else "no",
                        number(round(s["seconds_late"])),
                        number(s["penalty_percent"])])
        write_atomic(out / "grades.csv", table.getvalue())
        totals, names = self.totals(), self.students()
        for aid, spec in self.assignments().items():
            columns = [c for nb in spec["notebooks"].values() for c in nb]
            points = {(c.student, c.cell): c.points for c in self.cells() if c.assignment == aid}
            table = io.StringIO()
            w = csv.writer(table, lineterminator="\n")
            w.writerow(["student", "name", "assignment", "total", "max_points", "late_penalty", "pending_by_hand",
                        *columns])
            for (a, student), t in sorted(totals.items()):
                if a != aid:
                    continue
                w.writerow([student, names.get(student, ("", 0))[0], aid, number(t["total"]), number(t["max_points"]),
                            number(t["penalty"]), number(t["pending"]),
                            *["" if points.get((student, c)) is None else number(points[(student, c)])
                              for c in columns]])
            write_atomic(out / f"lms-{aid}.csv", table.getvalue())
