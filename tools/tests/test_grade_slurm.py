#!/usr/bin/python3
"""Tests of grading a course as a Slurm job array (tools/nqkit/grade_slurm.py, `grade COURSE --slurm N`):
the shares, the options refused, the merge into the one gradebook, and resuming after tasks died.

Slurm itself is a stand-in here (tools/testdata/course/fake_slurm_grading.py runs each task at
once through the real job script) and the kernel is the fake of tools/tests/test_course.py, so this
runs in seconds anywhere; tools/slurm/grade-test.sh grades on the local one-node Slurm with the
real kernel and kills a task there.

    PYTHONPATH=tools /usr/bin/python3 -m unittest tests.test_grade_slurm
"""

import os
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

from nqkit import course_run
from nqkit import gradebook as gb
from nqkit import grade_slurm
from nqkit import kit_common
from tests import test_course as tc

FAKE_SLURM = Path(__file__).resolve().parents[1] / "testdata" / "course" / "fake_slurm_grading.py"
STUDENTS = [f"s{i:02d}" for i in range(1, 6)]


def slurm_grader(course_dir, out, tasks, *extra, lost="", log):
    env = kit_common.tool_env(dict(os.environ, NQK_GRADE_SANDBOX="0", NQK_FAKE_SLURM_LOG=str(log),
                                   NQK_FAKE_SLURM_LOST=lost))
    cmd = [sys.executable, str(FAKE_SLURM), "grade", str(course_dir), "--out", str(out), "--slurm", str(tasks),
           "--jobs", "2", *extra]
    return subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=300, stdin=subprocess.DEVNULL)


def graded_cells(out):
    """{(assignment, student, notebook, cell): (points, status)} of a gradebook."""
    book = gb.Gradebook(Path(out) / "gradebook.sqlite")
    try:
        return {(c.assignment, c.student, c.notebook, c.cell): (c.auto, c.status) for c in book.cells()}
    finally:
        book.close()


class SharesTest(unittest.TestCase):

    def test_every_student_is_in_exactly_one_share_dealt_in_id_order(self):
        students = ["b", "a", "e", "d", "c"]
        shares = [course_run.share(students, i, 3) for i in range(3)]
        self.assertEqual([["a", "d"], ["b", "e"], ["c"]], shares)
        self.assertEqual([[]], [course_run.share([], 0, 1)])

    def test_a_share_that_is_not_i_of_n_is_refused_naming_the_option(self):
        self.assertEqual((2, 5), grade_slurm.parse_share("2/5"))
        for bad in ("5/5", "-1/3", "1/0", "a/3", "1", "1/2/3"):
            with self.subTest(bad=bad), self.assertRaisesRegex(ValueError, r"^--share "):
                grade_slurm.parse_share(bad)

    def test_the_tasks_take_the_drivers_options_but_slurm_and_out(self):
        argv = ["course", "--slurm", "4", "--out", "o", "--jobs", "2", "--slurm-wait=60", "--out=x", "--budget", "9"]
        self.assertEqual(["course", "--jobs", "2", "--budget", "9"], grade_slurm.task_argv(argv))


class SlurmCallsTest(unittest.TestCase):
    """Slurm's commands tried again with back-off, as while a controller restarts."""

    def setUp(self):
        self.saved = grade_slurm.RETRY_SECONDS
        grade_slurm.RETRY_SECONDS = (0, 0, 0)
        self.said = []
        self.tmp = tempfile.TemporaryDirectory()
        self.count = Path(self.tmp.name) / "count"
        self.count.write_text("0")

    def tearDown(self):
        grade_slurm.RETRY_SECONDS = self.saved
        self.tmp.cleanup()

    def flaky(self, failures):
        """A command failing `failures` times (saying so on stderr), then printing "12 RUNNING"."""
        return ["sh", "-c", f'n=$(cat {self.count}); echo $((n + 1)) > {self.count}; '
                            f'if [ "$n" -lt {failures} ]; then echo "slurm_load_jobs error: Unable to contact slurm '
                            f'controller (connect failure)" >&2; exit 1; fi; echo "12 RUNNING"']

    def slurm(self):
        slurm = grade_slurm.Slurm.__new__(grade_slurm.Slurm)  # no sbatch needed on this machine
        slurm.say = self.said.append
        return slurm

    def test_a_command_failing_three_times_is_tried_again_saying_why_each_time(self):
        self.assertEqual("12 RUNNING\n", self.slurm().call(self.flaky(3)))
        self.assertEqual(3, len(self.said), self.said)
        self.assertTrue(all(s.startswith("sh failed (slurm_load_jobs error: Unable to contact slurm controller")
                            and s.endswith("trying again in 0 s") for s in self.said), self.said)

    def test_a_command_failing_every_time_ends_in_one_error_with_slurms_words(self):
        with self.assertRaisesRegex(grade_slurm.KitError, r"^sh failed 4 times: slurm_load_jobs error: Unable to "):
            self.slurm().call(self.flaky(10))


class SlurmOptionsTest(unittest.TestCase):

    def run_grade(self, *args):
        return subprocess.run([*kit_common.tool_command("assignments"), "grade",
                               *args], capture_output=True, text=True, timeout=60, env=kit_common.tool_env())

    def test_bad_slurm_options_are_refused_in_one_line_before_anything_runs(self):
        with tempfile.TemporaryDirectory() as tmp:
            course = tc.small_course(Path(tmp) / "course", ["s01"])
            plain = Path(tmp) / "plain"
            (plain / "s01").mkdir(parents=True)
            for args, said in (((course, "--slurm", "0"), "--slurm 0: expected a number of tasks from 1 to 10000"),
                               ((plain, "--slurm", "2"), "--slurm: grades a course folder"),
                               ((course, "--slurm", "2", "--share", "0/2"), "--slurm and --share: one or the other"),
                               ((course, "--share", "2/2"), "--share 2/2: expected I/N with N >= 1 and 0 <= I < N"),
                               ((course, "--slurm", "2", "--slurm-wait", "-1"), "--slurm-wait -1: expected seconds")):
                with self.subTest(args=args[1:]):
                    r = self.run_grade(*map(str, args), "--out", str(Path(tmp) / "out"))
                    self.assertEqual(2, r.returncode, r.stderr)
                    self.assertEqual(1, len(r.stderr.strip().splitlines()), r.stderr)
                    self.assertIn(said, r.stderr)
                    self.assertFalse((Path(tmp) / "out").exists())

    def test_without_slurms_commands_it_says_what_to_install_and_writes_nothing(self):
        with tempfile.TemporaryDirectory() as tmp:
            course = tc.small_course(Path(tmp) / "course", ["s01"])
            r = subprocess.run([*kit_common.tool_command("assignments"), "grade",
                                str(course), "--slurm", "2", "--out", str(Path(tmp) / "out")],
                               capture_output=True, text=True, timeout=60, env=kit_common.tool_env(dict(os.environ, PATH="/nonexistent")))
            self.assertEqual(1, r.returncode, r.stderr)
            self.assertEqual("grade failed: --slurm: sbatch is not on the PATH; grading on a cluster needs Slurm's "
                             "client commands (Debian: apt-get install slurm-client), run on a node that can submit "
                             "jobs\n", r.stderr)
            self.assertFalse((Path(tmp) / "out").exists())


class SlurmGradingTest(unittest.TestCase):

    def test_three_tasks_give_the_gradebook_one_machine_gives_print_its_lines_and_leave_no_work_folder(self):
        with tempfile.TemporaryDirectory() as tmp:
            course = tc.small_course(Path(tmp) / "course", STUDENTS, specs=(("a1", tc.A1), ("a2", tc.A2)))
            one = tc.run_grader(course, Path(tmp) / "one")
            self.assertEqual(0, one.returncode, one.stdout + one.stderr)
            r = slurm_grader(course, Path(tmp) / "out", 3, log=Path(tmp) / "slurm.log")
            self.assertEqual(0, r.returncode, r.stdout + r.stderr)
            self.assertEqual("submitted 0,1,2\n", (Path(tmp) / "slurm.log").read_text())
            want = graded_cells(Path(tmp) / "one")
            self.assertEqual(len(STUDENTS) * 5, len(want))  # a1: 3 cells, a2: 2 cells, per student
            self.assertEqual(want, graded_cells(Path(tmp) / "out"))
            for aid in ("a1", "a2"):
                self.assertEqual(tc.lms(Path(tmp) / "one", aid), tc.lms(Path(tmp) / "out", aid))
            self.assertFalse((Path(tmp) / "out" / "slurm").exists())
            executed = sorted(p.relative_to(Path(tmp) / "out") for p in (Path(tmp) / "out" / "executed").rglob("*.ipynb"))
            self.assertEqual(len(STUDENTS) * 4, len(executed), executed)
            self.assertRegex(r.stdout, r"(?m)^task 2: merged into .*; it printed:$")
            # Each task's lines reach the instructor (its output file goes with the work folder).
            for student in STUDENTS:
                self.assertRegex(r.stdout, rf"(?m)^  {student} +ex3-order-crossover +\d+ / 11 ", student)
            self.assertNotIn("task-0/grades.csv", r.stdout)  # a task's own results are gone: not named

    def test_tasks_that_died_are_named_and_the_same_command_runs_only_those_again(self):
        with tempfile.TemporaryDirectory() as tmp:
            course = tc.small_course(Path(tmp) / "course", STUDENTS)
            one = tc.run_grader(course, Path(tmp) / "one")
            self.assertEqual(0, one.returncode, one.stdout + one.stderr)
            out, log = Path(tmp) / "out", Path(tmp) / "slurm.log"
            first = slurm_grader(course, out, 4, lost="1,3", log=log)
            self.assertEqual(1, first.returncode, first.stdout + first.stderr)
            self.assertRegex(first.stderr, r"task\(s\) 1, 3 ended without finishing \(task 1: slurmstepd: error: "
                                           r"\*\*\* JOB \d+_1 CANCELLED \*\*\*; task 3: .*\); the same command "
                                           r"submits only those again")
            half = graded_cells(out)  # tasks 0 and 2 merged already
            self.assertEqual({s for i, s in enumerate(STUDENTS) if i % 4 in (0, 2)}, {k[1] for k in half})
            other = slurm_grader(course, out, 2, log=log)  # another plan meanwhile: refused, nothing changed
            self.assertEqual(1, other.returncode)
            self.assertIn("holds an unfinished Slurm grading of 4 tasks", other.stderr)
            self.assertEqual(half, graded_cells(out))
            second = slurm_grader(course, out, 4, log=log)
            self.assertEqual(0, second.returncode, second.stdout + second.stderr)
            self.assertIn("resuming the Slurm grading in ", second.stdout)
            self.assertEqual(["submitted 0,1,2,3", "submitted 1,3"], log.read_text().splitlines())
            self.assertEqual(graded_cells(Path(tmp) / "one"), graded_cells(out))
            self.assertEqual(tc.lms(Path(tmp) / "one", "a2"), tc.lms(out, "a2"))

    def test_a_regrade_whose_kernel_cannot_start_keeps_the_grades_and_hand_marks_it_merges_into(self):
        with tempfile.TemporaryDirectory() as tmp:
            course = tc.small_course(Path(tmp) / "course", STUDENTS[:3])
            out, log = Path(tmp) / "out", Path(tmp) / "slurm.log"
            good = slurm_grader(course, out, 2, log=log)
            self.assertEqual(0, good.returncode, good.stdout + good.stderr)
            book = gb.Gradebook(out / "gradebook.sqlite")
            try:
                book.set_mark("a2", "s02", "ex1-pairs", 5, "checked by hand")
            finally:
                book.close()
            before = graded_cells(out)
            env = kit_common.tool_env(dict(os.environ, NQK_GRADE_SANDBOX="0", NQK_FAKE_SLURM_LOG=str(log),
                                            **tc.broken_kernel(tmp)))
            failed = subprocess.run([sys.executable, str(FAKE_SLURM), "grade", str(course), "--out", str(out),
                                     "--slurm", "2", "--retries", "0"], env=env, capture_output=True, text=True,
                                    timeout=300)
            self.assertEqual(1, failed.returncode, failed.stdout + failed.stderr)
            self.assertEqual(before, graded_cells(out))
            rows = tc.lms(out, "a2")
            self.assertEqual("checked by hand", [c for c in tc.csv_rows(out / "grades.csv")
                                                 if c["student"] == "s02" and c["exercise"] == "ex1-pairs"][0]["comment"])
            self.assertIn("re-grade failed", rows["s01"]["note"])


if __name__ == "__main__":
    unittest.main()
