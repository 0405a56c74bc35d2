#!/usr/bin/python3
"""Tests of a course end to end: assignment and roster files, the SQLite gradebook, hand marks kept
across re-grading, late penalties, the pages and the marking server, and a grader killed with
SIGKILL in the middle of grading.

A scripted course: 2 assignments, 30 rostered students (and one folder not on the roster), late
and missing submissions. Grading runs the real grader (tools/nqkit/assignments.py, discovery, merge,
scoring, the gradebook hook) with a fake kernel (tools/testdata/course/fake_grading.py), so 60+
notebooks grade in seconds; tools/tests/test_assignments.py grades real notebooks on a real kernel.

    PYTHONPATH=tools /usr/bin/python3 -m tests.test_course [-v]
"""

import csv
import json
import os
import re
import shutil
import signal
import socket
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
import unittest
import urllib.error
import urllib.parse
import urllib.request
from datetime import datetime, timedelta, timezone
from pathlib import Path

import nbformat

from nqkit import course
from nqkit import exercise_notebooks as ex
from nqkit import gradebook as gb
from nqkit import gradebook_cli
from nqkit import kit_common
from nqkit.kit_common import KitError, shown

FAKE = Path(__file__).resolve().parents[1] / "testdata" / "course" / "fake_grading.py"
DUE = datetime(2026, 10, 5, 23, 59, tzinfo=timezone(timedelta(hours=2)))
A1 = {"assignment": "a1", "due": "2026-10-05T23:59:00+02:00",
      "notebooks": {"ex3-order-crossover": {"ex3-ox": 11},
                    "ex6-why-002-score-fails": {"ex6-fool": 3, "ex6-explain": 4}},
      "late": {"per": "day", "percent": 10, "max_percent": 50}}
A2 = {"assignment": "a2", "due": "2026-10-12 23:59:00 Europe/Berlin",
      "notebooks": {"ex4-per-gene-mutation": {"ex4-reset": 16}, "ex1-attacking-pairs-fitness": {"ex1-pairs": 6}},
      "late": "none"}
STUDENTS = [f"s{i:02d}" for i in range(1, 31)]
HOSTILE = "</pre><script>alert(1)</script>"


def sources():
    return {p.name: nbformat.read(p, as_version=4) for p in ex.exercise_notebooks(ex.SOURCE_DIR)}


def submission(nb, scores, explain=None):
    """A student's notebook: each answer cell scoring scores[check id] in the fake kernel."""
    nb = nbformat.reads(nbformat.writes(ex.release_notebook(nb, "x")), as_version=4)
    cells, answer = nb.cells, None
    for c in cells:
        if ex.kind(c) == "answer":
            answer = c
        elif ex.kind(c) == "check" and ex.grade_id(c) in scores:
            answer.source = f"// my answer\n// fake-score {scores[ex.grade_id(c)]} children are permutations\n"
        elif ex.kind(c) == "manual" and explain is not None:
            c.source = explain
    return nbformat.writes(nb)


def score_of(student, cell):
    """The fake score (in the cell's own points) each student gets: varied, some zero, some full."""
    top = {"ex3-ox": 11, "ex6-fool": 3, "ex4-reset": 8, "ex1-pairs": 6, "ex1-non-attacking": 6}[cell]
    n = int(student[1:]) if student[1:].isdigit() else 3
    return top if n % 5 == 0 else (n * 7 + len(cell)) % (top + 1)


def build_course(root):
    """The scripted course; returns {student: (submitted time or None per assignment notebook)}."""
    root = Path(root)
    (root / "assignments").mkdir(parents=True)
    (root / "assignments" / "a1.json").write_text(json.dumps(A1))
    (root / "assignments" / "a2.json").write_text(json.dumps(A2))
    with open(root / "roster.csv", "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["id", "name", "email"])
        for s in STUDENTS:
            w.writerow([s, f"Student {s}" if s != "s07" else f"Eve {HOSTILE}", f"{s}@example.org"])
    src = sources()
    on_time = DUE - timedelta(hours=3)
    late = {"s01": timedelta(hours=1), "s02": timedelta(hours=25), "s03": timedelta(days=10)}
    for aid, spec in (("a1", A1), ("a2", A2)):
        for s in STUDENTS + ["zed"]:
            if aid == "a1" and s in ("s29", "s30"):
                continue  # no folder at all: missing
            for stem in spec["notebooks"]:
                if aid == "a1" and s == "s28" and stem.startswith("ex6"):
                    continue  # one notebook of two missing
                name = stem + ".ipynb"
                scores = {c: score_of(s, c) for c in ("ex3-ox", "ex6-fool", "ex4-reset", "ex1-pairs",
                                                      "ex1-non-attacking")}
                explain = f"Answer of {s}: the score counts pairs. {HOSTILE if s == 's07' else ''}"
                folder = root / "submissions" / aid / s
                folder.mkdir(parents=True, exist_ok=True)
                (folder / name).write_text(submission(src[name], scores, explain if s != "s27" else None))
                when = DUE + late[s] if aid == "a1" and s in late else on_time
                if s == "s04" and aid == "a1":  # no timestamp.txt: the file's time, late by 2 days
                    t = (DUE + timedelta(days=1, hours=2)).timestamp()
                    os.utime(folder / name, (t, t))
                else:
                    (folder / "timestamp.txt").write_text(when.astimezone(timezone.utc).strftime(
                        "%Y-%m-%d %H:%M:%S.%f UTC"))


def expected_total(student, aid):
    """The total an honest grader gives, computed from the assignment files alone (hand marks aside)."""
    spec = {"a1": A1, "a2": A2}[aid]
    own = {"ex3-ox": 11, "ex6-fool": 3, "ex4-reset": 8, "ex1-pairs": 6}
    total = 0.0
    for stem, cells in spec["notebooks"].items():
        if aid == "a1" and (student in ("s29", "s30") or (student == "s28" and stem.startswith("ex6"))):
            continue
        earned = sum(round(score_of(student, c) * p / own[c], 2) for c, p in cells.items() if c in own)
        percent = {"s01": 10, "s02": 20, "s03": 50, "s04": 20}.get(student, 0) if aid == "a1" else 0
        total += earned - earned * percent / 100
    return round(total, 2)


def run_grader(course_dir, out, *extra, delay=0, wait=True, env=None):
    env = kit_common.tool_env(dict(os.environ, NQK_FAKE_DELAY=str(delay), NQK_GRADE_SANDBOX="0", **(env or {})))
    cmd = [sys.executable, str(FAKE), "grade", str(course_dir), "--out", str(out), "--jobs", "3", *extra]
    if not wait:
        return subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                start_new_session=True, stdin=subprocess.DEVNULL)
    return subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=300, stdin=subprocess.DEVNULL)


def lms(out, aid):
    with open(Path(out) / f"lms-{aid}.csv", newline="") as f:
        return {r["student"]: r for r in csv.DictReader(f)}


class CourseFilesTest(unittest.TestCase):
    POINTS = {"ex3-order-crossover.ipynb": {"ex3-ox": 11.0}, "ex6-why-002-score-fails.ipynb":
              {"ex6-fool": 3.0, "ex6-explain": 4.0}}

    def load(self, data):
        with tempfile.TemporaryDirectory() as tmp:
            path = Path(tmp) / "a.json"
            path.write_text(json.dumps(data))
            return course.load_assignment(path, self.POINTS)

    def test_times_are_read_with_their_zone_as_nbgrader_writes_them_or_refused(self):
        utc = timezone.utc
        self.assertEqual(datetime(2026, 10, 5, 19, 13, 0, 123456, utc),
                         course.parse_time("2026-10-05 19:13:00.123456 UTC").astimezone(utc))
        self.assertEqual(datetime(2026, 10, 5, 21, 59, tzinfo=utc),
                         course.parse_time("2026-10-05 23:59:00 Europe/Berlin").astimezone(utc))
        self.assertEqual(datetime(2026, 10, 5, 21, 59, tzinfo=utc),
                         course.parse_time("2026-10-05T23:59:00+02:00").astimezone(utc))
        self.assertEqual(datetime(2026, 10, 5, 21, 59, tzinfo=utc),
                         course.parse_time("2026-10-05 23:59:00 +0200").astimezone(utc))
        self.assertEqual(datetime(2026, 10, 5, 21, 59, tzinfo=utc),
                         course.parse_time("2026-10-05 23:59", DUE.tzinfo).astimezone(utc))
        with self.assertRaisesRegex(course.CourseError, r"^due: '2026-10-05 23:59' has no time zone"):
            course.parse_time("2026-10-05 23:59", where="due")
        with self.assertRaisesRegex(course.CourseError, r"unknown time zone 'Mars/Olympus'"):
            course.parse_time("2026-10-05 23:59 Mars/Olympus")
        with self.assertRaisesRegex(course.CourseError, r"'next monday' is not a date and time"):
            course.parse_time("next monday")

    def test_a_timestamp_that_cannot_be_read_falls_back_to_the_files_time_and_says_why(self):
        with tempfile.TemporaryDirectory() as tmp:
            nb = Path(tmp) / "x.ipynb"
            nb.write_text("{}")
            os.utime(nb, (DUE.timestamp() + 60, DUE.timestamp() + 60))
            self.assertEqual((DUE + timedelta(minutes=1), "file time"), course.submission_time(nb, DUE))
            (Path(tmp) / "timestamp.txt").write_text("2026-10-05 23:00:00.000000 CEST")
            when, source = course.submission_time(nb, DUE)
            self.assertEqual(DUE + timedelta(minutes=1), when)
            self.assertRegex(source, r"^file time \(timestamp.txt unreadable: .*'2026-10-05 23:00:00.000000 CEST' "
                                     r"is not a date and time")
            (Path(tmp) / "timestamp.txt").write_text("2026-10-05 21:00:00.000000 UTC\n")
            self.assertEqual((DUE - timedelta(hours=1, minutes=-1), "timestamp.txt"), course.submission_time(nb, DUE))

    def test_a_timestamp_that_is_huge_endless_or_no_file_is_refused_at_once_naming_it(self):
        with tempfile.TemporaryDirectory() as tmp:
            nb = Path(tmp) / "x.ipynb"
            nb.write_text("{}")
            os.utime(nb, (DUE.timestamp() + 60, DUE.timestamp() + 60))
            stamp = Path(tmp) / "timestamp.txt"
            refused = {}

            def make(kind):
                if kind == "fifo":
                    os.mkfifo(stamp)  # a reader would wait for a writer forever
                elif kind == "zero":
                    stamp.symlink_to("/dev/zero")  # endless
                elif kind == "huge":
                    with open(stamp, "wb") as f:  # 1 GB, sparse: read whole it would take 1 GB of memory
                        f.write(b"2026-10-05 21:00:00 UTC\n")
                        f.truncate(1_000_000_000)
                elif kind == "folder":
                    stamp.mkdir()

            for kind in ("fifo", "zero", "huge", "folder"):
                make(kind)
                done = []
                t0 = time.monotonic()
                reader = threading.Thread(target=lambda: done.append(course.submission_time(nb, DUE)), daemon=True)
                reader.start()
                reader.join(10)
                self.assertFalse(reader.is_alive(), f"{kind}: still reading timestamp.txt after 10 s")
                self.assertLess(time.monotonic() - t0, 2, kind)
                when, refused[kind] = done[0]
                self.assertEqual(DUE + timedelta(minutes=1), when, kind)  # the file's time instead
                stamp.rmdir() if kind == "folder" else stamp.unlink()
            self.assertEqual({"fifo": f"file time (timestamp.txt refused: {stamp} is a FIFO, not a regular file: "
                                      "not read)",
                              "zero": f"file time (timestamp.txt refused: {stamp} is a symbolic link, not a regular "
                                      "file: not read)",
                              "huge": f"file time (timestamp.txt refused: {stamp} holds 1,000,000,000 bytes, more "
                                      "than the 1,000 a timestamp may take: not read)",
                              "folder": f"file time (timestamp.txt refused: {stamp} is a folder, not a regular file: "
                                        "not read)"}, refused)
            stamp.write_text("2026-10-05 21:00:00 UTC" + " " * 976 + "\n")  # 1000 bytes: still a timestamp
            self.assertEqual((DUE - timedelta(hours=1, minutes=-1), "timestamp.txt"), course.submission_time(nb, DUE))

    def test_the_late_policy_takes_a_percent_per_started_unit_up_to_its_cap(self):
        policy = course.LatePolicy("day", 10, 50)
        self.assertEqual([0, 10, 10, 20, 50], [policy.penalty(s) for s in (0, 1, 86400, 86401, 86400 * 30)])
        self.assertEqual(15, course.LatePolicy("hour", 5, 100).penalty(3 * 3600 - 1))
        self.assertEqual(0, course.LatePolicy().penalty(10 ** 6))
        self.assertEqual("2 days 3 hours late", course.describe_late(2 * 86400 + 3 * 3600))
        self.assertEqual("on time", course.describe_late(0))

    def test_an_assignment_is_read_and_every_fault_names_the_field_and_the_valid_values(self):
        a = self.load(A1)
        self.assertEqual((18, "a1", 10), (a.max_points, a.id, a.late.percent))
        with self.assertRaisesRegex(course.CourseError, r"notebooks: no exercise notebook 'ex9'; the notebooks are "
                                                        r"ex3-order-crossover, ex6-why-002-score-fails$"):
            self.load(dict(A1, notebooks={"ex9": {"x": 1}}))
        with self.assertRaisesRegex(course.CourseError, r"'ex3-oxx' is not a graded cell of ex3-order-crossover.ipynb; "
                                                        r"its graded cells are ex3-ox \(11 points\)$"):
            self.load(dict(A1, notebooks={"ex3-order-crossover": {"ex3-oxx": 11}}))
        with self.assertRaisesRegex(course.CourseError, r"notebooks.ex3-order-crossover.ex3-ox = -1, expected points"):
            self.load(dict(A1, notebooks={"ex3-order-crossover": {"ex3-ox": -1}}))
        with self.assertRaisesRegex(course.CourseError, r"late = \{\"per\": \"week\""):
            self.load(dict(A1, late={"per": "week", "percent": 1, "max_percent": 2}))
        with self.assertRaisesRegex(course.CourseError, r"due: '2026-10-05' has no time zone"):
            self.load(dict(A1, due="2026-10-05"))
        with self.assertRaisesRegex(course.CourseError, r"unknown field\(s\) points"):
            self.load(dict(A1, points=3))

    def test_the_example_course_reads_against_the_instructor_notebooks(self):
        from nqkit import course_run
        points, _ = course_run.source_cells(ex.SOURCE_DIR)
        example = ex.ROOT / "instructor" / "course-example"
        found = [course.load_assignment(p, points) for p in sorted((example / "assignments").glob("*.json"))]
        self.assertEqual([("a1-operators", 19, "day"), ("a2-scores", 20, "hour")],
                         [(a.id, a.max_points, a.late.per) for a in found])
        self.assertEqual(["alice", "bob", "carol"], list(course.load_roster(example / "roster.csv")))

    def test_a_roster_needs_ids_and_names_and_refuses_a_duplicate(self):
        with tempfile.TemporaryDirectory() as tmp:
            path = Path(tmp) / "roster.csv"
            path.write_text("id,name\nann,Ann A\nbob,Bob B\n")
            self.assertEqual({"ann": "Ann A", "bob": "Bob B"}, course.load_roster(path))
            path.write_text("id,name\nann,Ann\nann,Ann again\n")
            with self.assertRaisesRegex(course.CourseError, r"line 3: student ann is listed twice"):
                course.load_roster(path)
            path.write_text("id,name\n../etc,x\n")
            with self.assertRaisesRegex(course.CourseError, r"line 2: id = '../etc', expected letters"):
                course.load_roster(path)
            path.write_text("student,mark\nann,1\n")
            with self.assertRaisesRegex(course.CourseError, r"a roster needs the columns id and name"):
                course.load_roster(path)


def option_helps(text):
    """Each option's entry of an argparse help, in one line, without its leading dashes."""
    entries = []
    for line in text.split("options:")[1].split("\n"):
        if re.match(r"^  (-\w, )?--", line):
            entries.append(line.strip().split("--", 1)[1])
        elif entries and line.strip():
            entries[-1] += " " + line.strip()
    return entries


class GradebookFileTest(unittest.TestCase):

    def test_a_foreign_database_a_locked_one_and_a_failed_change_are_said_and_leave_nothing(self):
        with tempfile.TemporaryDirectory() as tmp:
            foreign = Path(tmp) / "other.sqlite"
            db = sqlite3.connect(foreign)
            db.execute("CREATE TABLE grades (x)")
            db.commit()
            db.close()
            with self.assertRaisesRegex(KitError, r"other.sqlite: not a gradebook of the kit \(.*\); move it away"):
                gb.Gradebook(foreign)
            book, other = gb.Gradebook(Path(tmp) / "g.sqlite"), gb.Gradebook(Path(tmp) / "g.sqlite")
            try:
                other.db.execute("PRAGMA busy_timeout=50")
                with book.transaction():
                    with self.assertRaisesRegex(KitError, r"g.sqlite: the gradebook cannot be written \(database is "
                                                          r"locked\)"):
                        with other.transaction():
                            pass
                with self.assertRaisesRegex(KitError, r"nothing of this change was kept"):
                    with book.transaction() as db:
                        db.execute("INSERT INTO students VALUES ('ann', 'Ann', 1)")
                        db.execute("INSERT INTO students VALUES ('ann', 'Ann', 1)")  # a duplicate: refused
                self.assertEqual({}, other.students())
            finally:
                book.close()
                other.close()


class NbgraderOnEveryKernelTest(unittest.TestCase):
    """A check cell's value as each kernel shows it: the bundled rapaio kernel as text/html only, JJava
    and IJava as text/plain. The grader's executed copy shows the kit's points as text/plain, where
    nbgrader's determine_grade reads them (it fails with KeyError 'text/plain' on the bundled kernel's)."""

    SHOWN = {"rapaio": {"text/html": "<span>5</span>"}, "jjava": {"text/plain": "5"},
             "a check's own display": {"text/plain": "Check crossover: 5/11 points", "text/html": "<pre>..</pre>"}}

    def test_nbgrader_reads_the_kits_points_whatever_the_kernel_showed(self):
        from nqkit import nbgrader_shim
        nbg = nbgrader_shim.load()
        if nbg is None:
            self.skipTest(nbgrader_shim.REASON)
        nb = sources()["ex3-order-crossover.ipynb"]
        check = next(c for c in nb.cells if ex.kind(c) == "check")
        for kernel, data in self.SHOWN.items():
            with self.subTest(kernel=kernel):
                check.outputs = [nbformat.v4.new_output("execute_result", data=dict(data), execution_count=3)]
                if "text/plain" not in data:
                    with self.assertRaises(KeyError):
                        nbg.determine_grade(check)
                ex.show_points_as_plain_text(nb, {"ex3-ox": 5.5})
                self.assertEqual((5.5, 11.0), nbg.determine_grade(check))
                self.assertEqual(data.get("text/html"), check.outputs[0].data.get("text/html"))  # kept as shown
        check.outputs = [nbformat.v4.new_output("display_data", data={"text/html": "<pre>checklist</pre>"})]
        self.assertEqual((11.0, 11.0), nbg.determine_grade(check))  # nothing shown: nbgrader gives full marks
        ex.show_points_as_plain_text(nb, {"ex3-ox": 2})
        self.assertEqual((2.0, 11.0), nbg.determine_grade(check))
        check.outputs = [nbformat.v4.new_output("error", ename="NotGraded", evalue="no result", traceback=[])]
        ex.show_points_as_plain_text(nb, {"ex3-ox": 0})
        self.assertEqual((0, 11.0), nbg.determine_grade(check))


class CommandLineTest(unittest.TestCase):
    """Faults before anything is graded, each one line naming the valid values; help with defaults."""

    def grade(self, *args):
        return subprocess.run([sys.executable, str(FAKE), "grade", *map(str, args)], capture_output=True, text=True,
                              timeout=120, stdin=subprocess.DEVNULL, env=kit_common.tool_env())

    def test_wrong_notebooks_assignments_and_foreign_output_folders_are_refused_naming_the_valid_ones(self):
        with tempfile.TemporaryDirectory() as tmp:
            subs, out = Path(tmp) / "subs", Path(tmp) / "out"
            (subs / "ann").mkdir(parents=True)
            r = self.grade(subs, "--notebooks", "ex9,ex4-per-gene-mutation", "--out", out)
            self.assertEqual((1, f"grade failed: --notebooks: no exercise notebook ex9 in {shown(ex.SOURCE_DIR)}; the "
                                 "notebooks are ex1-attacking-pairs-fitness, ex2-roulette-and-tournament, "
                                 "ex3-order-crossover, ex4-per-gene-mutation, ex5-tune-a-ga, "
                                 "ex6-why-002-score-fails (a name, its stem or its first word, e.g. ex1)\n"),
                             (r.returncode, r.stderr))
            (Path(tmp) / "a1.json").write_text(json.dumps(dict(A1, notebooks={"ex3-order-crossover": {"ex3": 1}})))
            (Path(tmp) / "roster.csv").write_text("id,name\nann,Ann\n")
            r = self.grade(subs, "--assignment", Path(tmp) / "a1.json", "--roster", Path(tmp) / "roster.csv",
                           "--out", out)
            self.assertEqual((1, f"grade failed: {Path(tmp) / 'a1.json'}: notebooks.ex3-order-crossover: 'ex3' is not "
                                 "a graded cell of ex3-order-crossover.ipynb; its graded cells are ex3-ox "
                                 "(11 points)\n"),
                             (r.returncode, r.stderr))
            (Path(tmp) / "a1.json").write_text(json.dumps(A1))
            r = self.grade(subs, "--assignment", Path(tmp) / "a1.json", "--out", out)
            self.assertIn("--assignment FILE and --roster FILE go together", r.stderr)
            out.mkdir(exist_ok=True)
            (out / "grades.csv").write_text("name,mark\nann,10\n")
            r = self.grade(subs, "--assignment", Path(tmp) / "a1.json", "--roster", Path(tmp) / "roster.csv",
                           "--out", out)
            self.assertRegex(r.stderr, r"^grade failed: .*out holds grades.csv but no gradebook.sqlite: not the kit's")
            self.assertEqual("name,mark\nann,10\n", (out / "grades.csv").read_text())

    def test_every_option_says_what_it_does_and_its_default(self):
        for command in (["grade", "--help"], ["release", "--help"]):
            text = subprocess.run([sys.executable, str(FAKE), *command], capture_output=True, text=True,
                                  timeout=60, env=kit_common.tool_env()).stdout
            options = option_helps(text)
            self.assertGreaterEqual(len(options), 3 if command[0] == "release" else 11)
            for option in options:
                if not option.startswith(("students", "help ")):  # --students: off unless given
                    self.assertIn("default", option, option)
        for command in (["--help"], ["mark", "--help"], ["serve", "--help"]):
            text = subprocess.run([*kit_common.tool_command("gradebook_cli"), *command], capture_output=True,
                                  text=True, timeout=60, env=kit_common.tool_env()).stdout
            options = option_helps(text)
            for option in options:
                if not option.startswith("help "):
                    self.assertIn("default", option, option)


class ScriptedCourseTest(unittest.TestCase):
    """2 assignments, 30 students, late and missing work, hand marks, a re-grade and a kill -9.
    One grading run for the class; a test that changes the course or its gradebook works on a copy
    of both (own_copy), so that the tests hold in any order."""

    @classmethod
    def setUpClass(cls):
        # On a tmpfs where there is one: the gradebook's fsyncs (one per notebook) cost nothing there.
        cls.tmp = tempfile.TemporaryDirectory(dir="/dev/shm" if os.access("/dev/shm", os.W_OK) else None)
        cls.course, cls.out = Path(cls.tmp.name) / "course", Path(cls.tmp.name) / "grades"
        build_course(cls.course)
        cls.first = run_grader(cls.course, cls.out)

    def own_copy(self):
        """This test's own copy of the course and of its graded output, as the first run left them."""
        mine = Path(tempfile.mkdtemp(dir=self.tmp.name, prefix=self._testMethodName[:6]))
        shutil.copytree(self.course, mine / "course", symlinks=True)
        shutil.copytree(self.out, mine / "grades", symlinks=True)
        self.course, self.out = mine / "course", mine / "grades"

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def book(self):
        return gb.Gradebook(self.out / "gradebook.sqlite")

    def test_totals_match_the_assignment_files_with_late_penalties_and_missing_work(self):
        self.assertEqual(0, self.first.returncode, self.first.stdout + self.first.stderr)
        self.assertIn("a1: not on the roster, not graded: zed", self.first.stdout)
        self.assertRegex(self.first.stdout, r"s01 +ex6-why-002-score-fails +\d+ / 7, 4 to mark by hand")
        self.assertRegex(self.first.stdout, r"\ns04 +ex3-order-crossover +1 day 2 hours late \(file time\), 20% off\n")
        for aid, top in (("a1", "18"), ("a2", "22")):
            rows = lms(self.out, aid)
            self.assertEqual(STUDENTS, sorted(rows))
            for s in STUDENTS:
                with self.subTest(assignment=aid, student=s):
                    self.assertEqual(top, rows[s]["max_points"])
                    self.assertEqual(course.number(expected_total(s, aid)), rows[s]["total"])
        a1, a2 = lms(self.out, "a1"), lms(self.out, "a2")
        self.assertEqual(("0", "0", "0", "0"), (a1["s30"]["total"], a1["s30"]["ex3-ox"], a1["s30"]["ex6-fool"],
                                               a1["s30"]["ex6-explain"]))
        self.assertEqual(["ex4-reset", "ex1-pairs"], list(a2["s01"])[10:])  # ex1-non-attacking was not assigned
        self.assertEqual("16", a2["s05"]["ex4-reset"])  # 8 of 8 in the notebook: 16 in the assignment
        mean = round(sum(float(r["ex3-ox"]) for r in a1.values()) / 30, 1)  # the missing ones count as 0
        self.assertRegex((self.out / "overview.html").read_text(),
                         r'<a href="feedback/s30.html">s30</a> Student s30</td><td class="zero" title="not submitted">'
                         r'missing</td>')
        self.assertIn(f"<tr class=mean><th class=name>class mean</th><td>{mean}</td>",
                      (self.out / "overview.html").read_text())

    def test_submission_times_say_their_source_and_lateness(self):
        book = self.book()
        try:
            subs = book.submissions()
        finally:
            book.close()
        s01 = subs[("a1", "s01", "ex3-order-crossover.ipynb")]
        self.assertEqual(("timestamp.txt", 3600, 10.0),
                         (s01["time_source"], s01["seconds_late"], s01["penalty_percent"]))
        self.assertEqual("2026-10-05T22:59:00+00:00", s01["submitted"])
        s04 = subs[("a1", "s04", "ex3-order-crossover.ipynb")]
        self.assertEqual(("file time", 26 * 3600, 20.0),
                         (s04["time_source"], s04["seconds_late"], s04["penalty_percent"]))
        self.assertEqual(50.0, subs[("a1", "s03", "ex3-order-crossover.ipynb")]["penalty_percent"])
        self.assertEqual(("missing", "not submitted", None), tuple(subs[("a1", "s29", "ex3-order-crossover.ipynb")][k]
                                                                  for k in ("status", "time_source", "submitted")))
        self.assertEqual("missing", subs[("a1", "s28", "ex6-why-002-score-fails.ipynb")]["status"])
        self.assertNotIn(("a1", "zed", "ex3-order-crossover.ipynb"), subs)
        self.assertEqual(0.0, subs[("a2", "s01", "ex4-per-gene-mutation.ipynb")]["seconds_late"])

    def test_executed_copies_give_nbgrader_the_kits_points(self):
        from nqkit import nbgrader_shim
        nbg = nbgrader_shim.load()
        book = self.book()
        try:
            cells = {(c.assignment, c.student, c.cell): c for c in book.cells()}
            spec = book.assignments()
        finally:
            book.close()
        compared = 0
        for path in sorted((self.out / "executed").glob("*/*/*.ipynb")):
            aid, student = path.parent.parent.name, path.parent.name
            for cell in nbformat.read(path, as_version=4).cells:
                if ex.kind(cell) != "check" or ex.grade_id(cell) not in spec[aid]["notebooks"][path.name]:
                    continue
                result = [o for o in cell.outputs if o.output_type == "execute_result"][0]
                self.assertEqual({"text/html", "text/plain"}, set(result.data))  # the kernel showed text/html only
                kit = cells[(aid, student, ex.grade_id(cell))]
                own = float(ex.nbgrader(cell)["points"])
                self.assertEqual(round(kit.auto * own / kit.max_points, 2), float(result.data["text/plain"]))
                if nbg is not None:
                    self.assertEqual(float(result.data["text/plain"]), nbg.determine_grade(cell)[0])
                compared += 1
        self.assertGreaterEqual(compared, 80)
        if nbg is None:
            print(f"\nnbgrader's determine_grade not run: {nbgrader_shim.REASON}", file=sys.stderr)

    def test_hand_marks_survive_a_regrade_a_changed_answer_is_flagged_and_a_kill_loses_nothing(self):
        self.own_copy()
        cli = [*kit_common.tool_command("gradebook_cli"), "--out", str(self.out)]
        r = subprocess.run(cli + ["mark", "s05", "ex6-explain", "3.5", "--comment", "good, but <b>why</b>?"],
                           capture_output=True, text=True, timeout=60, env=kit_common.tool_env())
        self.assertEqual(0, r.returncode, r.stderr)
        self.assertIn("s05 ex6-explain: 3.5 points marked by hand in a1", r.stdout)
        r = subprocess.run(cli + ["mark", "s05", "ex6-explian", "3"], capture_output=True, text=True, timeout=60, env=kit_common.tool_env())
        self.assertEqual((1, "gradebook mark failed: cell 'ex6-explian': not graded for s05; the graded cells are "
                             "ex1-pairs, ex3-ox, ex4-reset, ex6-explain, ex6-fool\n"), (r.returncode, r.stderr))
        r = subprocess.run(cli + ["mark", "s05", "ex6-explain", "5"], capture_output=True, text=True, timeout=60, env=kit_common.tool_env())
        self.assertEqual("gradebook mark failed: points = 5.0 for ex6-explain: expected a number from 0 to 4\n",
                         r.stderr)
        book = self.book()
        try:
            for i, s in enumerate(STUDENTS[5:20]):
                book.set_mark("a1", s, "ex6-explain", i % 5, f"mark {i}")
            with self.assertRaisesRegex(KitError, "expected a number from 0 to 4"):
                book.set_mark("a1", "s29", "ex6-explain", 9, "")
            before = book.marks()
        finally:
            book.close()
        self.assertEqual(16, len(before))
        # s06 changes the answer it was marked on; s05 does not.
        path = self.course / "submissions" / "a1" / "s06" / "ex6-why-002-score-fails.ipynb"
        nb = nbformat.read(path, as_version=4)
        next(c for c in nb.cells if ex.kind(c) == "manual").source = "A better answer, written after the mark."
        nbformat.write(nb, path)
        # A grader killed with SIGKILL in the middle of the re-grade: nothing committed is lost.
        last_run = self.query("SELECT MAX(id) FROM runs")[0]
        grader = run_grader(self.course, self.out, delay=0.15, wait=False)
        deadline = time.monotonic() + 120
        graded = 0
        while time.monotonic() < deadline and grader.poll() is None and graded < 12:
            time.sleep(0.05)
            graded = self.query("SELECT COALESCE(SUM(notebooks), 0) FROM runs WHERE id > ?", last_run)[0]
        self.assertIsNone(grader.poll(), "the grader ended before it was killed")
        os.killpg(grader.pid, signal.SIGKILL)
        grader.wait()
        self.check_whole(before)
        killed = self.query("SELECT status, notebooks, finished FROM runs WHERE id = ?", last_run + 1)
        self.assertEqual("running", killed[0])
        self.assertIsNone(killed[2])
        self.assertGreaterEqual(killed[1], 12)
        # The re-grade run to its end: the marks kept, the changed answer's flagged, totals right.
        r = run_grader(self.course, self.out)
        self.assertEqual(0, r.returncode, r.stdout + r.stderr)
        after = self.check_whole(before)
        self.assertEqual({("a1", "s06", "ex6-explain")}, {k for k, v in after.items() if v[3]})
        rows = lms(self.out, "a1")
        for s in STUDENTS:
            mark = before.get(("a1", s, "ex6-explain"))
            extra = mark[0] * (1 - {"s01": .1, "s02": .2, "s03": .5, "s04": .2}.get(s, 0)) if mark else 0
            extra = 0 if s == "s06" else extra  # a mark to review counts in no total until marked again
            self.assertEqual(course.number(round(expected_total(s, "a1") + extra, 2)), rows[s]["total"], s)
        self.assertEqual("3.5", rows["s05"]["ex6-explain"])
        page = (self.out / "feedback" / "s05.html").read_text()
        self.assertIn("marked by hand: <b>3.5</b> / 4 — good, but &lt;b&gt;why&lt;/b&gt;?", page)
        self.assertIn("the mark is being reviewed", (self.out / "feedback" / "s06.html").read_text())
        show = subprocess.run([*kit_common.tool_command("gradebook_cli"), "--out", str(self.out), "show"],
                              capture_output=True, text=True, timeout=60, env=kit_common.tool_env()).stdout
        self.assertRegex(show, r"\na1 +s06 +[\d.]+ / 18  \(1 mark\(s\) to review\)\n")
        with open(self.out / "grades.csv", newline="") as f:
            rows = [r for r in csv.DictReader(f) if r["assignment"] == "a1"]
        statuses = {(r["student"], r["exercise"]): r["status"] for r in rows}
        late = {(r["student"], r["exercise"]): (r["late"], r["late_seconds"], r["penalty_percent"], r["time_source"])
                for r in rows}
        self.assertEqual(("yes", str(26 * 3600), "20", "file time"), late[("s04", "ex3-ox")])
        self.assertEqual(("no", "0", "0", "timestamp.txt"), late[("s05", "ex3-ox")])
        self.assertEqual(("marked by hand", "needs review", "manual"),
                         (statuses[("s05", "ex6-explain")], statuses[("s06", "ex6-explain")],
                          statuses[("s21", "ex6-explain")]))

    def query(self, sql, *args):
        db = sqlite3.connect(self.out / "gradebook.sqlite", timeout=30)
        try:
            return db.execute(sql, args).fetchone()
        finally:
            db.close()

    def check_whole(self, marks):
        """No mark lost or changed, every submission with all its assigned cells, the database sound."""
        book = self.book()
        try:
            self.assertEqual("ok", book.db.execute("PRAGMA integrity_check").fetchone()[0])
            after = book.marks()
            self.assertEqual({k: v[:3] for k, v in marks.items()}, {k: v[:3] for k, v in after.items()})
            counts = book.db.execute("SELECT u.assignment, u.notebook, COUNT(s.cell) FROM submissions u LEFT JOIN "
                                     "scores s ON s.submission = u.id GROUP BY u.id").fetchall()
            want = {(a["assignment"], n + ".ipynb"): len(c) for a in (A1, A2) for n, c in a["notebooks"].items()}
            self.assertEqual(set(), {r for r in counts if want[(r[0], r[1])] != r[2]})
            self.assertEqual(30 * 4, len(counts))
        finally:
            book.close()
        return after

    @staticmethod
    def get_status(url):
        try:
            return urllib.request.urlopen(url).status
        except urllib.error.HTTPError as e:
            return e.code

    def test_pages_escape_student_text_and_the_server_takes_marks_only_with_its_token(self):
        self.own_copy()
        overview = (self.out / "overview.html").read_text()
        for text in (overview, (self.out / "feedback" / "s07.html").read_text()):
            self.assertNotIn("<script>", text)
            self.assertIn("&lt;/pre&gt;&lt;script&gt;alert(1)&lt;/script&gt;", text)
        self.assertIn("Rules most students failed", overview)
        self.assertIn("<td class=name>ex3-ox</td><td class=name>children are permutations</td>", overview)
        page = (self.out / "feedback" / "s21.html").read_text()  # 9 of 11: the checklist, rule by rule
        self.assertIn('<li class="ok">&#10003; 9/9 no exception on valid parents</li><li class="fail">&#10007; 0/2 '
                      'children are permutations<br><small>a smallest case</small></li>', page)
        show = subprocess.run([*kit_common.tool_command("gradebook_cli"), "--out", str(self.out), "show"],
                              capture_output=True, text=True, timeout=60, env=kit_common.tool_env()).stdout
        self.assertRegex(show, r"\na1 +s03 +[\d.]+ / 18  \(4 to mark by hand; late 10 days, -[\d.]+\)\n")
        book = self.book()  # a mark on an automatically graded cell replaces its points
        try:
            before = float(lms(self.out, "a1")["s22"]["total"])
            auto = next(c.auto for c in book.cells() if (c.assignment, c.student, c.cell) == ("a1", "s22", "ex3-ox"))
            gradebook_cli.mark(book, self.out, "a1", "s22", "ex3-ox", 10.5, "checked by hand")
        finally:
            book.close()
        self.assertEqual(("10.5", course.number(round(before - auto + 10.5, 2))),
                         (lms(self.out, "a1")["s22"]["ex3-ox"], lms(self.out, "a1")["s22"]["total"]))
        server = gradebook_cli.make_server(self.out, 0)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        try:
            self.assertEqual("127.0.0.1", server.server_address[0])
            base = f"http://127.0.0.1:{server.server_address[1]}"
            self.assertEqual(403, self.get_status(base + "/"))
            # The address the server prints: its token becomes a cookie the next requests send.
            browser = urllib.request.build_opener(urllib.request.HTTPCookieProcessor())
            first = browser.open(server.url)
            self.assertEqual(base + "/", first.url)
            page = first.read().decode()
            self.assertIn(f'name=token value="{server.token}"', page)
            self.assertIn('id="answer-a1-s21-ex6-explain"', page)

            def post(**form):
                data = urllib.parse.urlencode(form).encode()
                try:
                    return browser.open(urllib.request.Request(base + "/mark", data=data)).status
                except urllib.error.HTTPError as e:
                    return e.code, e.read().decode()

            form = dict(assignment="a1", student="s21", cell="ex6-explain", points="2.5", comment="ok <i>")
            self.assertEqual(403, post(**form, token="forged")[0])
            code, text = post(**dict(form, points="9"), token=server.token)
            self.assertEqual(400, code)
            self.assertIn("expected a number from 0 to 4", text)
            self.assertEqual(200, post(**form, token=server.token))  # 303, then the overview
            self.assertEqual((2.5, "ok <i>"), server.book.marks()[("a1", "s21", "ex6-explain")][:2])
            self.assertIn("marked by hand: <b>2.5</b> / 4 — ok &lt;i&gt;",
                          (self.out / "feedback" / "s21.html").read_text())
            auth = {"Authorization": f"token {server.token}"}
            self.assertEqual(404, self.get_status(urllib.request.Request(base + "/feedback/..%2Fgradebook.sqlite",
                                                                         headers=auth)))
            rebound = urllib.request.Request(base + "/", headers={"Host": "attacker.example", **auth})
            self.assertEqual(421, self.get_status(rebound))
            self.assertEqual(200, self.get_status(urllib.request.Request(base + "/feedback/s21.html", headers=auth)))
            self.assertEqual(403, self.get_status(base + "/feedback/s21.html"))
        finally:
            server.shutdown()
            server.server_close()
            server.book.close()


def small_course(root, students, specs=(("a2", A2),), changed=()):
    """A course of `students` (all on time) for the assignments `specs`; the students in `changed`
    score otherwise (a new submission). Returns the course folder."""
    root = Path(root)
    (root / "assignments").mkdir(parents=True, exist_ok=True)
    for aid, spec in specs:
        (root / "assignments" / f"{aid}.json").write_text(json.dumps(spec))
    (root / "roster.csv").write_text("id,name\n" + "".join(f"{s},Student {s}\n" for s in students))
    src = sources()
    for aid, spec in specs:
        for s in students:
            folder = root / "submissions" / aid / s
            folder.mkdir(parents=True, exist_ok=True)
            for stem in spec["notebooks"]:
                scores = {c: (score_of(s, c) + 1 if s in changed else score_of(s, c))
                          for c in ("ex3-ox", "ex6-fool", "ex4-reset", "ex1-pairs", "ex1-non-attacking")}
                (folder / (stem + ".ipynb")).write_text(submission(src[stem + ".ipynb"], scores, f"Answer of {s}"))
            (folder / "timestamp.txt").write_text("2026-10-01 10:00:00.000000 UTC")
    return root


def broken_kernel(root):
    """A JUPYTER_PATH whose `java` kernel cannot start (its command is `false`)."""
    spec = Path(root) / "jupyter" / "kernels" / "java"
    spec.mkdir(parents=True)
    (spec / "kernel.json").write_text(json.dumps({"argv": ["false", "{connection_file}"], "display_name": "broken",
                                                  "language": "java"}))
    return {"JUPYTER_PATH": str(Path(root) / "jupyter"), "NQK_FAKE_START_KERNEL": "1"}


def csv_rows(path):
    with open(path, newline="") as f:
        return list(csv.DictReader(f))


def show(out, *student):
    return subprocess.run([*kit_common.tool_command("gradebook_cli"), "--out", str(out), "show", *student],
                          capture_output=True, text=True, timeout=60, env=kit_common.tool_env()).stdout


class FailedRunTest(unittest.TestCase):
    """A re-grade whose kernel cannot start keeps every earlier grade, in the gradebook and every
    export, and says that it failed; a notebook never graded shows "not graded: REASON", never 0."""

    def test_a_regrade_whose_kernel_cannot_start_keeps_every_grade_and_says_it_failed(self):
        with tempfile.TemporaryDirectory(dir="/dev/shm" if os.access("/dev/shm", os.W_OK) else None) as tmp:
            root, out = small_course(Path(tmp) / "course", ["s01", "s02", "s05"]), Path(tmp) / "out"
            good = run_grader(root, out)
            self.assertEqual(0, good.returncode, good.stdout + good.stderr)
            book = gb.Gradebook(out / "gradebook.sqlite")
            try:
                book.set_mark("a2", "s02", "ex1-pairs", 5, "checked by hand")
                gradebook_cli.pages.write_all(book, out)
                cells = {(c.student, c.cell): (c.auto, c.mark) for c in book.cells()}
            finally:
                book.close()
            lms_before, grades_before = lms(out, "a2"), csv_rows(out / "grades.csv")
            self.assertEqual(("16", "22", "yes", ""), tuple(lms_before["s01"][k] for k in ("total", "max_points",
                                                                                         "final", "note")))
            # A student added since: never graded well.
            small_course(root, ["s01", "s02", "s05", "s11"])
            broken = run_grader(root, out, "--retries", "0", "--startup-timeout", "5", env=broken_kernel(tmp))
            self.assertEqual(1, broken.returncode)
            self.assertIn("grading failed: nothing was graded; all 8 submitted notebook(s) failed (first: s01 "
                          "ex1-attacking-pairs-fitness: the Java kernel did not start (", broken.stdout)
            lines = [ln for ln in broken.stdout.splitlines() if re.match(r"s\d\d +ex", ln)]
            self.assertEqual(8, len(lines), broken.stdout)
            for line in lines:
                self.assertRegex(line, r"^s\d\d +ex\S+ +not graded: the Java kernel did not start \(.*\); grade again"
                                       + ("; its last good grade is kept" if not line.startswith("s11") else "")
                                       + r" +[\d.]+ s  GRADER ERROR$")
            # The gradebook: every score and mark as it was; the failure beside them.
            book = gb.Gradebook(out / "gradebook.sqlite")
            try:
                after = {(c.student, c.cell): (c.auto, c.mark) for c in book.cells() if c.student != "s11"}
                failures = {(c.student, c.notebook): (c.graded, c.failure) for c in book.cells()}
                self.assertEqual("failed", book.runs()[-1]["status"])
            finally:
                book.close()
            self.assertEqual(cells, after)
            self.assertEqual({True}, {g for (s, _), (g, _) in failures.items() if s != "s11"})
            self.assertEqual({False}, {g for (s, _), (g, _) in failures.items() if s == "s11"})
            for why in (f for _, f in failures.values()):
                self.assertRegex(why, r"^the Java kernel did not start \(kernel did not start in 1 attempts: Kernel "
                                      r"died before replying to kernel_info\); grade again$")
            # The LMS export: the same totals and cells, not final, the reason once per reason.
            rows = lms(out, "a2")
            keep = ["total", "max_points", "late_penalty", "ex4-reset", "ex1-pairs"]
            for s in ("s01", "s02", "s05"):
                self.assertEqual([lms_before[s][k] for k in keep], [rows[s][k] for k in keep], s)
                self.assertEqual("no", rows[s]["final"])
                self.assertRegex(rows[s]["note"], r"^ex1-attacking-pairs-fitness, ex4-per-gene-mutation: re-grade "
                                                  r"failed \(the Java kernel did not start .*\), the last good grade "
                                                  r"kept$")
            self.assertEqual("5", rows["s02"]["ex1-pairs"])
            self.assertRegex(rows["s11"]["total"], r"^not graded: ex1-attacking-pairs-fitness, ex4-per-gene-mutation: "
                                                   r"the Java kernel did not start")
            self.assertEqual(("not graded", "not graded", "no"),
                             (rows["s11"]["ex4-reset"], rows["s11"]["ex1-pairs"], rows["s11"]["final"]))
            # grades.csv: every earlier row's points kept; the new student's cells not graded, never 0.
            points = {(r["student"], r["exercise"]): r["points"] for r in csv_rows(out / "grades.csv")}
            self.assertEqual({(r["student"], r["exercise"]): r["points"] for r in grades_before},
                             {k: v for k, v in points.items() if k[0] != "s11"})
            self.assertEqual({"not graded"}, {v for k, v in points.items() if k[0] == "s11"})
            # show, the overview and the student's page: errors as errors, the reason said once.
            text = show(out)
            self.assertRegex(text, r"(?m)^a2 +s01 +16 / 22  \(ex1-attacking-pairs-fitness, ex4-per-gene-mutation: "
                                   r"re-grade failed, last good grade kept: the Java kernel did not start \(")
            self.assertRegex(text, r"\na2 +s11 +not graded / 22  \(ex1-attacking-pairs-fitness, ex4-per-gene-mutation "
                                   r"not graded: the Java kernel did not start \(")
            self.assertEqual(4, text.count("the Java kernel did not start"))  # once per student
            overview = (out / "overview.html").read_text()
            self.assertIn("<p id=failures class=error>grading failed: 2 notebook(s) not graded, 6 re-grade(s) "
                          "failed (their last good grade kept)", overview)
            self.assertRegex(overview, r'feedback/s11.html">s11</a> Student s11</td><td class="failed" '
                                       r'title="not graded: the Java kernel did not start [^"]*">not graded</td>')
            self.assertIn("<b class=error>not graded</b> / 22", overview)
            self.assertIn(", <span class=\"error\">failed</span>: 0 notebook(s) graded, 8 failed", overview)
            page = (out / "feedback" / "s01.html").read_text()
            self.assertEqual(2, page.count("the Java kernel did not start"))  # once per notebook, not per cell
            self.assertIn("<h2>a2: 16 of 22 points</h2>", page)
            page = (out / "feedback" / "s11.html").read_text()
            self.assertEqual(2, page.count("<p class=error>not graded: the Java kernel did not start"))
            self.assertIn("<h2>a2: not graded yet (0 of 22 points graded so far)</h2>", page)
            self.assertNotRegex(page, r"ex\d-\w+: 0 / ")
            # A good re-grade clears the failures.
            again = run_grader(root, out)
            self.assertEqual(0, again.returncode, again.stdout + again.stderr)
            rows = lms(out, "a2")
            self.assertEqual(("16", "yes", ""), (rows["s01"]["total"], rows["s01"]["final"], rows["s01"]["note"]))
            self.assertEqual(course.number(expected_total("s11", "a2")), rows["s11"]["total"])
            self.assertNotIn("failed", show(out))


class InterruptedRunTest(unittest.TestCase):
    """kill -9 of a grading run: the next start marks it interrupted and grades only what changed."""

    def test_the_run_after_a_kill_marks_it_interrupted_and_grades_only_what_changed(self):
        with tempfile.TemporaryDirectory(dir="/dev/shm" if os.access("/dev/shm", os.W_OK) else None) as tmp:
            students = [f"s{i:02d}" for i in range(1, 7)]
            root, out = small_course(Path(tmp) / "course", students), Path(tmp) / "out"
            first = run_grader(root, out)
            self.assertEqual(0, first.returncode, first.stdout + first.stderr)
            small_course(root, students, changed=("s01", "s06"))  # s01 is graded first, s06 last
            reference = run_grader(root, Path(tmp) / "reference")  # the grades of a whole run, for comparison
            self.assertEqual(0, reference.returncode, reference.stdout + reference.stderr)
            want = lms(Path(tmp) / "reference", "a2")
            self.assertNotEqual(want["s01"]["total"], lms(out, "a2")["s01"]["total"])
            # Killed while it grades s06 (its notebooks take 600 s), every other notebook graded.
            grader = run_grader(root, out, "--jobs", "1", wait=False, env={"NQK_FAKE_SLOW_STUDENT": "s06"})
            db = sqlite3.connect(out / "gradebook.sqlite", timeout=30)
            try:
                deadline, graded = time.monotonic() + 120, 0
                while time.monotonic() < deadline and grader.poll() is None and graded < 10:
                    time.sleep(0.05)
                    graded = db.execute("SELECT COALESCE(SUM(notebooks), 0) FROM runs WHERE id > 1").fetchone()[0]
                self.assertIsNone(grader.poll(), "the grader ended before it was killed")
                other = run_grader(root, out)  # a second grader meanwhile: refused, nothing written
                self.assertEqual(1, other.returncode)
                self.assertRegex(other.stderr, rf"^grade failed: another grader \(pid {grader.pid}\) is grading into ")
                self.assertRegex(show(out), r"(?m)^run 2 \(a2, started [^)]*\) is running now after \d+ notebook")
                os.killpg(grader.pid, signal.SIGKILL)
                grader.wait()
                run, status = db.execute("SELECT id, status FROM runs ORDER BY id DESC LIMIT 1").fetchone()
            finally:
                db.close()
            self.assertEqual("running", status)
            self.assertRegex(show(out), rf"(?m)^run {run} \(a2, started [^)]*\) was interrupted \(the grader was "
                                        r"killed\) after \d+ notebook\(s\); the next ./kit grade grades only what is")
            # The exports followed the database notebook by notebook: s01's new grade is in them.
            self.assertEqual(want["s01"], lms(out, "a2")["s01"])
            resumed = run_grader(root, out)
            self.assertEqual(0, resumed.returncode, resumed.stdout + resumed.stderr)
            self.assertRegex(resumed.stdout, rf"(?m)^run {run} \(a2, started [^)]*\) was interrupted after \d+ "
                                             r"notebook\(s\); the exports are written again from the gradebook")
            graded = re.findall(r"(?m)^(s\d\d) +(ex\S+) +\d+ / \d+", resumed.stdout)
            kept = re.findall(r"(?m)^(s\d\d) +(ex\S+) +unchanged since its last good grade: kept$", resumed.stdout)
            self.assertEqual(12, len(graded) + len(kept))
            self.assertEqual({"s06"}, {s for s, _ in graded})  # s06 was changed and not graded before the kill
            self.assertEqual(2, len(graded))
            book = gb.Gradebook(out / "gradebook.sqlite")
            try:
                self.assertEqual(["done", "interrupted", "done"], [r["status"] for r in book.runs()])
            finally:
                book.close()
            self.assertEqual(want, lms(out, "a2"))


class GradebookRulesTest(unittest.TestCase):
    """What the exports may say: no formula in a CSV cell, no mark to review as final, a class mean
    without the cells still to mark, ids matched whole; and the console's pending marks."""

    SPEC = {"ex3-order-crossover.ipynb": {"ex3-ox": 11}, "ex6-why-002-score-fails.ipynb": {"ex6-fool": 3,
                                                                                           "ex6-explain": 4}}
    NAMES = {"ann": '=HYPERLINK("http://evil.example","open")', "bob": "+1+2", "cy": "-3+4", "dee": "@SUM(A1)",
             "eve": "\tTab", "fay": "\rCR", "gus": "Gus Plain"}

    def book(self, tmp):
        book = gb.Gradebook(Path(tmp) / "out" / "gradebook.sqlite")
        book.add_course(course.Assignment("a1", "a1.json", DUE, self.SPEC), self.NAMES)
        run = book.start_run("a1", "test")
        for i, student in enumerate(self.NAMES):
            base = {"assignment": "a1", "student": student, "submitted": DUE.isoformat(),
                    "time_source": "timestamp.txt", "seconds_late": 0.0, "penalty_percent": 0.0, "status": "graded", "notes": []}
            book.record(run, dict(base, notebook="ex3-order-crossover.ipynb"),
                        [{"cell": "ex3-ox", "points": float(i), "max_points": 11, "status": "graded", "messages": [],
                          "answer": "ox"}])
            written = student != "gus"
            book.record(run, dict(base, notebook="ex6-why-002-score-fails.ipynb"),
                        [{"cell": "ex6-fool", "points": 3.0, "max_points": 3, "status": "graded", "messages": [],
                          "answer": "fool"},
                         {"cell": "ex6-explain", "points": None if written else 0, "max_points": 4,
                          "status": "manual" if written else "not written yet", "messages": [],
                          "answer": f"because {student}" if written else ""}])
        return book, run

    def test_no_csv_cell_starts_a_formula_roster_names_and_comments_included(self):
        with tempfile.TemporaryDirectory() as tmp:
            book, _ = self.book(tmp)
            try:
                book.set_mark("a1", "ann", "ex6-explain", 2, "=cmd|' /C calc'!A0")
                book.write_views(Path(tmp) / "out")
            finally:
                book.close()
            rows = lms(Path(tmp) / "out", "a1")
            self.assertEqual({s: "'" + n.replace("\r", "\n") if s != "gus" else n for s, n in self.NAMES.items()},
                             {s: r["name"] for s, r in rows.items()})
            cells = [v for r in rows.values() for v in r.values()]
            cells += [v for r in csv_rows(Path(tmp) / "out" / "grades.csv") for v in r.values()]
            self.assertGreater(len(cells), 100)
            self.assertEqual([], [v for v in cells if v[:1] in ("=", "+", "-", "@", "\t", "\r")])
            self.assertIn("'=cmd|' /C calc'!A0", cells)
            for raw in [n for n in self.NAMES.values() if "\r" not in n] + ["'quoted", "plain", "-"]:
                self.assertEqual(raw, kit_common.csv_value(gb.csv_cell(raw)))

    def test_a_mark_to_review_is_not_exported_as_final_and_the_mean_skips_unmarked_cells(self):
        with tempfile.TemporaryDirectory() as tmp:
            book, run = self.book(tmp)
            out = Path(tmp) / "out"
            try:
                book.set_mark("a1", "ann", "ex6-explain", 3, "good")
                book.set_mark("a1", "bob", "ex6-explain", 4, "")
                # ann's answer changes: her mark is to review, and counts nowhere until marked again.
                book.record(run, {"assignment": "a1", "student": "ann", "notebook": "ex6-why-002-score-fails.ipynb",
                                  "submitted": DUE.isoformat(), "time_source": "timestamp.txt", "seconds_late": 0.0,
                                  "penalty_percent": 0.0, "status": "graded", "notes": []},
                            [{"cell": "ex6-fool", "points": 3.0, "max_points": 3, "status": "graded", "messages": [],
                              "answer": "fool"},
                             {"cell": "ex6-explain", "points": None, "max_points": 4, "status": "manual",
                              "messages": [], "answer": "a new answer"}])
                gradebook_cli.pages.write_all(book, out)
            finally:
                book.close()
            ann, bob, cy = (lms(out, "a1")[s] for s in ("ann", "bob", "cy"))
            self.assertEqual(("3", "", "0", "1", "no"), (ann["total"], ann["ex6-explain"], ann["pending_by_hand"],
                                                          ann["to_review"], ann["final"]))
            self.assertEqual("1 mark(s) to review (the answer changed)", ann["note"])
            self.assertEqual(("8", "4", "yes"), (bob["total"], bob["ex6-explain"], bob["final"]))
            self.assertEqual(("5", "", "4", "no", "4 points to mark by hand"),
                             (cy["total"], cy["ex6-explain"], cy["pending_by_hand"], cy["final"], cy["note"]))
            row = next(r for r in csv_rows(out / "grades.csv")
                       if (r["student"], r["exercise"]) == ("ann", "ex6-explain"))
            self.assertEqual(("", "needs review", "3", "no"), (row["points"], row["status"], row["hand_mark"],
                                                               row["final"]))
            self.assertIn("mark it again", row["note"])
            # The means: ex6-explain of bob's 4 and gus's 0 (not written); a total only when whole (bob 8, gus 9).
            overview = (out / "overview.html").read_text()
            mean = re.search(r"<tr class=mean>.*?</tr>", overview).group(0)
            self.assertEqual(["3.0", "3.0", "2.0", "", "", "8.5"], re.findall(r"<td[^>]*>([^<]*)</td>", mean))
            self.assertIn("of the 2 of 7 totals with every cell marked", mean)
            self.assertIn("review (3)", overview)
            self.assertIn("<b>3</b> / 18", overview)

    def test_a_gradebook_of_format_1_is_migrated_and_its_grader_error_zeros_become_not_graded(self):
        with tempfile.TemporaryDirectory() as tmp:
            book, _ = self.book(tmp)
            path = book.path
            # The form the previous kit wrote: no failure columns, a failed notebook as 0 points.
            book.db.execute("UPDATE submissions SET status='grader error' WHERE student='ann' AND notebook LIKE 'ex3%'")
            book.db.execute("UPDATE scores SET points=0, messages=? WHERE submission=(SELECT id FROM submissions WHERE "
                            "status='grader error')", (json.dumps(["not graded: the Java kernel did not start (x)"]),))
            for column in ("failure", "failed_at", "fingerprint", "graded_at"):
                book.db.execute(f"ALTER TABLE submissions DROP COLUMN {column}")
            book.db.execute("ALTER TABLE runs DROP COLUMN failed")
            book.db.execute("UPDATE meta SET value='nqk-gradebook 1' WHERE key='format'")
            book.close()
            book = gb.Gradebook(path)
            try:
                self.assertEqual(gb.FORMAT, book.db.execute("SELECT value FROM meta WHERE key='format'").fetchone()[0])
                ann = next(c for c in book.cells() if (c.student, c.cell) == ("ann", "ex3-ox"))
                self.assertEqual((False, None, "the Java kernel did not start (x)"),
                                 (ann.graded, ann.points, ann.failure))
                self.assertEqual({"ex3-order-crossover.ipynb": "the Java kernel did not start (x)"},
                                 book.totals()[("a1", "ann")]["not_graded"])
                bob = book.totals()[("a1", "bob")]  # the others as they were: ex3-ox 1, ex6-fool 3, explain to mark
                self.assertEqual((4.0, 4.0, {}), (bob["earned"], bob["pending"], bob["not_graded"]))
            finally:
                book.close()

    def test_a_notebook_whose_time_budget_ran_out_is_a_failure_not_a_grade(self):
        from nqkit import grade_score
        from nqkit.grade_settings import GradeSettings
        settings = GradeSettings(Path("subs"), Path("source"), Path("out"), budget=600)
        self.assertIsNone(grade_score.unfinished({1: "ok", 2: "error", 3: "timeout", 4: "died"}, settings))
        self.assertEqual("the notebook's time budget of 600 s ran out (2 cell(s) not run)",
                         grade_score.unfinished({1: "ok", 2: "budget", 3: "budget"}, settings))
        self.assertEqual("the kernel could not be restarted after a cell hung (1 cell(s) not run)",
                         grade_score.unfinished({1: "timeout", 2: "no kernel"}, settings))

    def test_a_failures_reason_is_one_line_each_repeated_message_said_once(self):
        from nqkit import grade_results
        x = "kernel listened on its ports but did not answer within 5 s"
        self.assertEqual(f"the Java kernel did not start (kernel did not start in 13 attempts: {x} (13 times)); grade "
                         f"again", grade_results.short_reason(f"the Java kernel did not start (kernel did not start in "
                                                              f"13 attempts: {'; '.join([x] * 13)}); grade again"))
        self.assertEqual("Traceback: line 1 line 2", grade_results.short_reason("Traceback:\n  line 1\n  line 2\n"))
        self.assertEqual(400, len(grade_results.short_reason("y" * 1000)))

    def test_an_id_ending_in_a_newline_is_refused(self):
        self.assertIsNotNone(course.ID.fullmatch("ann"))
        for bad in ("ann\n", "ann\r", "\nann", "a1\n"):
            self.assertIsNone(course.ID.fullmatch(bad), repr(bad))
        with tempfile.TemporaryDirectory() as tmp:
            path = Path(tmp) / "roster.csv"
            path.write_text('id,name\n"ann\n",Ann\n')
            with self.assertRaisesRegex(course.CourseError, r"line 2: id = 'ann\\n', expected letters"):
                course.load_roster(path)
            path.write_text("id,name\n ann ,Ann\n")
            self.assertEqual({"ann": "Ann"}, course.load_roster(path))
            data = dict(A1, assignment="a1\n")
            (Path(tmp) / "a.json").write_text(json.dumps(data))
            with self.assertRaisesRegex(course.CourseError, r'assignment = "a1\\n", expected a name'):
                course.load_assignment(Path(tmp) / "a.json", CourseFilesTest.POINTS)

    def test_the_example_roster_has_no_email_and_none_is_needed(self):
        with open(ex.ROOT / "instructor" / "course-example" / "roster.csv", newline="") as f:
            self.assertEqual(["id", "name"], next(csv.reader(f)))

    def test_the_console_says_to_mark_by_hand_only_for_a_mark_not_given(self):
        with tempfile.TemporaryDirectory(dir="/dev/shm" if os.access("/dev/shm", os.W_OK) else None) as tmp:
            root = small_course(Path(tmp) / "course", ["s21", "s22"], specs=(("a1", A1),))
            out = Path(tmp) / "out"
            first = run_grader(root, out, "--notebooks", "ex6-why-002-score-fails")
            self.assertRegex(first.stdout, r"(?m)^s21 +ex6-why-002-score-fails +\d+ / 7, 4 to mark by hand ")
            r = subprocess.run([*kit_common.tool_command("gradebook_cli"), "--out", str(out), "mark", "s21",
                                "ex6-explain", "3"], capture_output=True, text=True, timeout=60, env=kit_common.tool_env())
            self.assertEqual(0, r.returncode, r.stderr)
            again = run_grader(root, out, "--notebooks", "ex6-why-002-score-fails")
            self.assertRegex(again.stdout, r"(?m)^s21 +ex6-why-002-score-fails +\d+ / 7 +[\d.]+ s$")
            self.assertRegex(again.stdout, r"(?m)^s22 +ex6-why-002-score-fails +\d+ / 7, 4 to mark by hand ")


NOBODY = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]


def as_nobody(script, *args):
    """Runs a Python script as uid 65534 (nobody); its stdout, as JSON."""
    r = subprocess.run([*NOBODY, "/usr/bin/python3", "-c", script, *map(str, args)], capture_output=True, text=True,
                       timeout=60)
    if r.returncode:
        raise AssertionError(r.stderr)
    return json.loads(r.stdout)


class PrivateGradebookTest(unittest.TestCase):
    """The gradebook and its pages are the instructor's only; the server answers only its token."""

    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory()
        os.chmod(cls.tmp.name, 0o755)  # only the kit's own modes stand between another user and the files
        cls.course = small_course(Path(cls.tmp.name) / "course", ["s21", "s22"], specs=(("a1", A1),))
        cls.out = Path(cls.tmp.name) / "out"
        r = run_grader(cls.course, cls.out)
        assert r.returncode == 0, r.stdout + r.stderr

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def serve(self):
        server = gradebook_cli.make_server(self.out, 0)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        self.addCleanup(lambda: (server.shutdown(), server.server_close(), server.book.close()))
        return server

    def test_every_file_is_0600_and_every_folder_0700(self):
        files = folders = 0
        for base, dirs, names in os.walk(self.out):
            folders += 1
            self.assertEqual(0o700, os.stat(base).st_mode & 0o777, base)
            for name in names:
                files += 1
                self.assertEqual(0o600, os.stat(Path(base) / name).st_mode & 0o777, Path(base) / name)
        self.assertGreaterEqual((files, folders), (11, 7))  # database, lock, exports, pages, executed copies
        book = gb.Gradebook(self.out / "gradebook.sqlite")  # open: SQLite's own -wal and -shm files exist
        try:
            book.students()
            for suffix in ("-wal", "-shm"):
                self.assertEqual(0o600, os.stat(f"{self.out / 'gradebook.sqlite'}{suffix}").st_mode & 0o777, suffix)
        finally:
            book.close()

    def test_another_user_reads_nothing_and_the_server_refuses_it_without_the_token(self):
        if os.geteuid() != 0 or not shutil.which("setpriv"):
            self.skipTest("needs root and setpriv to act as another user")
        (Path(self.tmp.name) / "open.txt").write_text("a control: readable by all")
        os.chmod(Path(self.tmp.name) / "open.txt", 0o644)
        targets = [Path(self.tmp.name) / "open.txt", self.out / "gradebook.sqlite", self.out / "overview.html",
                   self.out / "lms-a1.csv", self.out / "grades.csv", self.out / "feedback" / "s21.html"]
        seen = as_nobody("import json, sys\nout = {}\nfor p in sys.argv[1:]:\n    try:\n        open(p).read(); "
                         "out[p] = 'read'\n    except PermissionError:\n        out[p] = 'denied'\n"
                         "print(json.dumps(out))", *targets)
        self.assertEqual({str(p): "read" if p.name == "open.txt" else "denied" for p in targets}, seen)
        server = self.serve()
        base = f"http://127.0.0.1:{server.server_address[1]}"
        before = server.book.marks()
        script = ("import json, sys, urllib.request, urllib.error\nbase = sys.argv[1]\nout = []\n"
                  "def go(url, data=None, headers={}):\n    try:\n        return urllib.request.urlopen("
                  "urllib.request.Request(base + url, data=data, headers=headers)).status\n"
                  "    except urllib.error.HTTPError as e:\n        return e.code\n"
                  "form = b'token=x&assignment=a1&student=s21&cell=ex6-explain&points=4'\n"
                  "out = [go('/'), go('/?token=guess'), go('/feedback/s21.html'), go('/mark', form),"
                  " go('/', headers={'Cookie': 'nqk-gradebook-%s=guess' % base.rsplit(':', 1)[1]}),"
                  " go('/', headers={'Authorization': 'token guess'})]\nprint(json.dumps(out))")
        self.assertEqual([403] * 6, as_nobody(script, base))
        self.assertEqual(before, server.book.marks())
        ok = urllib.request.urlopen(urllib.request.Request(base + "/", headers={
            "Authorization": f"token {server.token}"}))
        self.assertEqual(200, ok.status)  # the control: the token opens it

    def raw(self, server, request, wait=5):
        """(status, seconds) of a request sent as bytes."""
        t0 = time.monotonic()
        with socket.create_connection(("127.0.0.1", server.server_address[1]), timeout=wait) as s:
            s.sendall(request)
            answer = s.recv(200).decode("latin-1")
        return int(answer.split(" ")[1]) if answer else None, time.monotonic() - t0

    def test_a_bad_content_length_is_refused_at_once_and_a_slow_client_lets_its_thread_go(self):
        old = gradebook_cli.READ_TIMEOUT
        gradebook_cli.READ_TIMEOUT = 1
        try:
            server = self.serve()
        finally:
            gradebook_cli.READ_TIMEOUT = old
        port = server.server_address[1]
        head = f"POST /mark HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nAuthorization: token {server.token}\r\n"
        for length, status in (("-1", 400), ("abc", 400), ("1e3", 400), ("99999999999", 413),
                               ("100001", 413), (None, 411)):
            with self.subTest(length=length):
                line = f"Content-Length: {length}\r\n" if length is not None else ""
                got, seconds = self.raw(server, (head + line + "\r\n").encode())
                self.assertEqual(status, got)
                self.assertLess(seconds, 0.9)  # answered without waiting for a body
        forged = f"POST /mark HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Length: -1\r\n\r\n".encode()
        self.assertEqual(403, self.raw(server, forged)[0])
        # A client that promises a body and never sends it: the others are served meanwhile, and it
        # is dropped after the read time.
        slow = socket.create_connection(("127.0.0.1", port), timeout=10)
        slow.sendall((head + "Content-Length: 50\r\n\r\ntoken=").encode())
        t0 = time.monotonic()
        ok, _ = self.raw(server, f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nAuthorization: token "
                                 f"{server.token}\r\n\r\n".encode())
        self.assertEqual(200, ok)
        self.assertEqual(b"", slow.recv(100))  # closed by the server
        self.assertLess(time.monotonic() - t0, 5)
        slow.close()

    def test_serve_prints_the_address_with_its_token_and_only_that_opens_it(self):
        server = subprocess.Popen([*kit_common.tool_command("gradebook_cli"), "--out", str(self.out), "serve",
                                   "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=kit_common.tool_env())
        try:
            first = server.stdout.readline()
            found = re.fullmatch(r"gradebook at (http://127\.0\.0\.1:(\d+)/\?token=([A-Za-z0-9_-]{43}))\n", first)
            self.assertIsNotNone(found, first)
            base = f"http://127.0.0.1:{found.group(2)}"
            self.assertEqual(403, ScriptedCourseTest.get_status(base + "/"))
            self.assertEqual(403, ScriptedCourseTest.get_status(base + "/?token=" + found.group(3)[:-1] + "x"))
            browser = urllib.request.build_opener(urllib.request.HTTPCookieProcessor())
            page = browser.open(found.group(1))
            self.assertEqual((200, base + "/"), (page.status, page.url))
            self.assertIn("Course overview", page.read().decode())
            self.assertEqual(200, browser.open(base + "/feedback/s21.html").status)  # the cookie, from then on
        finally:
            server.terminate()
            server.wait(timeout=30)
            server.stdout.close()
            server.stderr.close()

    def test_a_port_in_use_is_named(self):
        busy = socket.socket()
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        try:
            with self.assertRaisesRegex(KitError, rf"^port {port} on 127.0.0.1 is in use \(another server\?\): choose "
                                                  r"another with --port N, or --port 0 for any free one$"):
                gradebook_cli.make_server(self.out, port)
            r = subprocess.run([*kit_common.tool_command("gradebook_cli"), "--out", str(self.out), "serve",
                                "--port", str(port)], capture_output=True, text=True, timeout=60, env=kit_common.tool_env())
            self.assertEqual((1, f"gradebook serve failed: port {port} on 127.0.0.1 is in use (another server?): "
                                 "choose another with --port N, or --port 0 for any free one\n"),
                             (r.returncode, r.stderr))
        finally:
            busy.close()


class QuickModeFailureTest(unittest.TestCase):
    """Grading without a course (grades.csv alone): a failed re-grade keeps the rows, and says so."""

    def test_a_failed_regrade_keeps_the_rows_and_a_formula_folder_name_is_neutralised(self):
        with tempfile.TemporaryDirectory(dir="/dev/shm" if os.access("/dev/shm", os.W_OK) else None) as tmp:
            src, tmp = sources(), Path(tmp)
            for s in ("ann", "=1+2"):
                (tmp / "subs" / s).mkdir(parents=True)
                (tmp / "subs" / s / "ex1-attacking-pairs-fitness.ipynb").write_text(
                    submission(src["ex1-attacking-pairs-fitness.ipynb"], {"ex1-pairs": 4, "ex1-non-attacking": 5}))
            cmd = [sys.executable, str(FAKE), "grade", str(tmp / "subs"), "--out", str(tmp / "out"), "--notebooks",
                   "ex1-attacking-pairs-fitness", "--retries", "0"]
            env = kit_common.tool_env(dict(os.environ, NQK_GRADE_SANDBOX="0"))
            good = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=120)
            self.assertEqual(0, good.returncode, good.stdout + good.stderr)
            rows = [("'=1+2", "ex1-pairs", "4", "6", "graded"), ("'=1+2", "ex1-non-attacking", "5", "6", "graded"),
                    ("ann", "ex1-pairs", "4", "6", "graded"), ("ann", "ex1-non-attacking", "5", "6", "graded")]
            self.assertEqual(rows, [tuple(r.values()) for r in csv_rows(tmp / "out" / "grades.csv")])
            feedback = (tmp / "out" / "feedback" / "ann.txt").read_text()
            bad = subprocess.run(cmd, env=dict(env, **broken_kernel(tmp)), capture_output=True, text=True, timeout=120)
            self.assertEqual(1, bad.returncode)
            self.assertIn("grading failed: nothing was graded; all 2 submitted notebook(s) failed", bad.stdout)
            after = [tuple(r.values()) for r in csv_rows(tmp / "out" / "grades.csv")]
            self.assertEqual([r[:4] for r in rows], [r[:4] for r in after])
            for r in after:
                self.assertRegex(r[4], r"^graded; re-grade failed: the Java kernel did not start \(.*\); grade again; "
                                       r"the last good grade is kept$")
            self.assertEqual(feedback, (tmp / "out" / "feedback" / "ann.txt").read_text())
            good = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=120)
            self.assertEqual(rows, [tuple(r.values()) for r in csv_rows(tmp / "out" / "grades.csv")])


if __name__ == "__main__":
    unittest.main()
