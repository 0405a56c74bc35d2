#!/usr/bin/python3
"""The held-out submissions of tools/testdata/heldout/ (written by someone who did not write the
checks, expectations fixed before any grading run) graded as an instructor would grade them.

    JUPYTER_PATH=$PWD/build/jupyter PYTHONPATH=tools /usr/bin/python3 -m unittest tests.test_heldout

Needs the `java` kernel on JUPYTER_PATH and the kit built (lib/target/classpath); skipped, saying
so, without a kernel. Writes build/assignments/heldout/ (submissions, grades, and report.txt: each
case's expected and given points with the feedback's first message).
"""

import json
import re
import shutil
import sys
import time
import unittest
from pathlib import Path

from nqkit import exercise_notebooks as ex
from tests import test_assignments as ta

HELDOUT = Path(__file__).resolve().parents[1] / "testdata" / "heldout"


def verdict(expected, points, max_points, messages):
    """None when the grade meets the expectation, else what is wrong with it."""
    got, top = float(points or 0), float(max_points)
    kind = expected["points"]
    ok = {"full": got == top and not messages,
          "zero": got == 0,
          "partial": 0 < got < top,
          "not full": got < top,
          "at most half": got <= top / 2}[kind]
    if not ok:
        return f"expected {kind}, got {points}/{max_points}"
    if kind != "full" and not messages:
        return "no message says what is wrong"
    return None


@unittest.skipUnless(ta.java_kernel(), "no 'java' kernel on JUPYTER_PATH (./kit test provides one)")
class HeldOutGradingTest(unittest.TestCase):
    """One grading run over the held-out submissions (a subclass may grade another folder of the same format)."""

    folder = HELDOUT  # cases.json and the .jsh answers
    work_name = "heldout"  # under build/assignments/

    @classmethod
    def setUpClass(cls):
        from nqkit import grade_sandbox
        cls.sandboxed = grade_sandbox.SANDBOX is not None
        work = ex.ROOT / "build" / "assignments" / cls.work_name
        shutil.rmtree(work, ignore_errors=True)
        cls.subs, cls.out = work / "submissions", work / "grades"
        cases = json.loads((cls.folder / "cases.json").read_text(encoding="utf-8"))["cases"]
        cls.cases = ta.build_submissions(cls.subs, cls.out, cases, cls.sandboxed, testdata=cls.folder)
        for extra in ("solutions", "released"):  # test_assignments grades those; not needed here
            shutil.rmtree(cls.subs / extra)
        t0 = time.monotonic()
        cls.rows, cls.feedback, cls.printed = ta.grade(cls.subs, cls.out, printed=True)
        cls.seconds = time.monotonic() - t0
        cls.survivors = ta.marked_processes("nqk-heldout")
        cls.report = cls.write_report(work / "report.txt")
        print(f"\n{cls.work_name} grading run: {len(cls.cases)} submissions in {cls.seconds:.0f} s", file=sys.stderr)

    @classmethod
    def messages(cls, student, exercise):
        try:
            return ta.section(cls.feedback.get(student, ""), exercise)
        except StopIteration:
            return []

    @classmethod
    def write_report(cls, path):
        lines = [f"grading run: {len(cls.cases)} submissions in {cls.seconds:.0f} s"]
        for case in cls.cases:
            for exercise, expected in case["expect"].items():
                points, max_points, status = cls.rows.get((case["student"], exercise), ("?", "?", "missing"))
                messages = cls.messages(case["student"], exercise)
                wrong = ("missing" if status == "missing"
                         else verdict(expected, points, max_points, messages))
                first = " ".join(messages[0].split()) if messages else "-"
                lines.append(f"{'WRONG' if wrong else 'ok   '} {case['student']:24} {exercise:18} "
                             f"expected {expected['points']:8} got {points}/{max_points} ({status}); {first}"
                             + (f"  <- {wrong}" if wrong else ""))
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
        return lines

    def test_each_submission_gets_what_an_honest_grader_gives(self):
        for case in self.cases:
            for exercise, expected in case["expect"].items():
                with self.subTest(student=case["student"], exercise=exercise):
                    self.assertIn((case["student"], exercise), self.rows, self.feedback.get(case["student"]))
                    points, max_points, _ = self.rows[(case["student"], exercise)]
                    wrong = verdict(expected, points, max_points, self.messages(case["student"], exercise))
                    self.assertIsNone(wrong, f"{expected['fault']}\n{self.feedback.get(case['student'])}")

    def test_each_cell_keeps_the_points_pinned_before_the_files_moved(self):
        """A golden pin (points.json beside cases.json): a refactor that moves the checks (issue 46)
        must give every cell the points it had; a deliberate change of a check updates the file."""
        pinned = self.folder / "points.json"
        if not pinned.is_file():
            self.skipTest(f"no points pinned for {self.folder.name} (only the held-out set has them)")
        points = json.loads(pinned.read_text(encoding="utf-8"))["points"]
        for case in self.cases:  # those graded here (the sandbox's attacks only where there is one)
            for exercise in case["expect"]:
                with self.subTest(student=case["student"], exercise=exercise):
                    want = points.get(case["student"], {}).get(exercise)
                    self.assertIsNotNone(want, f"{pinned.name} pins no points for this cell")
                    self.assertEqual(want, self.rows[(case["student"], exercise)][0],
                                     self.feedback.get(case["student"]))

    def test_every_attack_ran_to_its_end_and_leaked_nothing(self):
        attacks = [c for c in self.cases if c.get("attack")]
        if not attacks:  # build_submissions leaves the sandbox's attacks out where there is none
            self.skipTest(f"no attack graded from {self.folder.name}: " + (
                "its cases hold none" if self.sandboxed else "no namespace sandbox here"))
        for case in attacks:
            with self.subTest(student=case["student"]):
                printed = ta.printed(self.out, case["student"], case["notebook"])
                self.assertIn("ATTACK DONE", printed)
                self.assertEqual([], re.findall(r"LEAK: .*", printed))

    def test_no_process_a_submission_started_outlives_the_grading(self):
        self.assertEqual([], self.survivors)


if __name__ == "__main__":
    unittest.main()
