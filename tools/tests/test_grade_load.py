#!/usr/bin/python3
"""Grading on a busy machine: a few held-out submissions graded (sandboxed where the grader can
sandbox) while CPU-bound processes keep every core busy, as on an instructor's shared server or a
CI machine. None may end GRADER ERROR, and each gets the points an honest grader gives.

    JUPYTER_PATH=$PWD/build/jupyter PYTHONPATH=tools /usr/bin/python3 -m unittest tests.test_grade_load

Needs the `java` kernel on JUPYTER_PATH and the kit built, as tools/tests/test_heldout.py; skipped,
saying so, without a kernel. Costs about two minutes on 2 cores (kernels and judges share them with the busy processes).
"""

import json
import os
import shutil
import subprocess
import sys
import time
import unittest
from pathlib import Path

from nqkit import exercise_notebooks as ex
from tests import test_assignments as ta
from tests import test_heldout as th

# The busy processes: two per core, at least four (the machine had load 20-50 on 2 cores).
BUSY = max(4, 2 * (os.cpu_count() or 2))
STUDENTS = ("ho-counter-pairs", "ho-position-ox")


def load_average():
    return float(Path("/proc/loadavg").read_text().split()[0])


@unittest.skipUnless(ta.java_kernel(), "no 'java' kernel on JUPYTER_PATH (./kit test provides one)")
class GradingUnderLoadTest(unittest.TestCase):

    def test_notebooks_graded_while_every_core_is_busy_get_their_points_and_no_grader_error(self):
        from nqkit import grade_sandbox
        work = ex.ROOT / "build" / "assignments" / "under-load"
        shutil.rmtree(work, ignore_errors=True)
        subs, out = work / "submissions", work / "grades"
        cases = [c for c in json.loads((th.HELDOUT / "cases.json").read_text(encoding="utf-8"))["cases"]
                 if c["student"] in STUDENTS]
        self.assertEqual(len(STUDENTS), len(cases))
        ta.build_submissions(subs, out, cases, grade_sandbox.SANDBOX is not None, testdata=th.HELDOUT)
        for extra in ("solutions", "released"):
            shutil.rmtree(subs / extra)
        busy = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(BUSY)]
        try:
            time.sleep(3)  # the load is on before the first kernel starts
            t0 = time.monotonic()
            # The grader's own defaults (./kit grade): start-up timeout 30 s, 10 retries.
            rows, feedback, printed = ta.grade(subs, out, printed=True, jobs=2, startup_timeout=30, retries=10,
                                               cell_timeout=30)
            seconds, load = time.monotonic() - t0, load_average()
        finally:
            for p in busy:
                p.kill()
            for p in busy:
                p.wait()
        print(f"\nunder load ({BUSY} busy processes, load average {load:.1f}): {len(cases)} notebooks in "
              f"{seconds:.0f} s", file=sys.stderr)
        self.assertNotIn("GRADER ERROR", printed)
        for case in cases:
            for exercise, expected in case["expect"].items():
                with self.subTest(student=case["student"], exercise=exercise):
                    points, max_points, status = rows[(case["student"], exercise)]
                    self.assertEqual(("graded", max_points), (status, points), feedback.get(case["student"]))
        self.assertGreaterEqual(load, 3.0)  # the machine really was busy


if __name__ == "__main__":
    unittest.main()
