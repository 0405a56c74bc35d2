#!/usr/bin/python3
"""Tests of tools/nqkit/grade_timing.py's set-up (building the submissions, refusing what it cannot
time); the timed grading run itself is a measurement, made by hand on a quiet machine."""

import json
import sys
import time
import tempfile
import unittest
from pathlib import Path

import nbformat

from nqkit import grade_timing

ROOT = Path(__file__).resolve().parents[2]


class BuildTest(unittest.TestCase):

    def setUp(self):
        self.tmp = Path(tempfile.mkdtemp(prefix="nqk-test-timing-"))
        self.addCleanup(__import__("shutil").rmtree, self.tmp, True)
        (self.tmp / "answer.jsh").write_text("int x = 1; // OUT SUBS\n", encoding="utf-8")

    def cases(self, *cases):
        path = self.tmp / "cases.json"
        path.write_text(json.dumps({"cases": list(cases)}), encoding="utf-8")
        return path

    def test_answer_cells_are_replaced_and_cells_inserted_in_the_checkouts_own_notebook(self):
        case = {"student": "s1", "notebook": "ex4-per-gene-mutation.ipynb", "category": "mistake",
                "replace": {"ex4-reset-answer": "answer.jsh"}, "insert_after": {"ex4-reset": "int y = 2;"}}
        subs = self.tmp / "subs"
        self.assertEqual(1, grade_timing.build(ROOT, self.cases(case), subs, Path("/o")))
        nb = nbformat.read(subs / "s1" / "ex4-per-gene-mutation.ipynb", as_version=4)
        source = nbformat.read(ROOT / "instructor" / "exercises" / "ex4-per-gene-mutation.ipynb", as_version=4)
        ids = [c.metadata.get("nbgrader", {}).get("grade_id") for c in nb.cells]
        self.assertEqual(len(source.cells) + 1, len(nb.cells))
        self.assertEqual(f"int x = 1; // /o {subs}\n", nb.cells[ids.index("ex4-reset-answer")].source)
        self.assertEqual("int y = 2;", nb.cells[ids.index("ex4-reset") + 1].source)
        self.assertEqual(source.cells[0].source, nb.cells[0].source)

    def test_a_case_it_cannot_build_is_refused_by_name(self):
        case = {"student": "s2", "notebook": "ex4-per-gene-mutation.ipynb", "fifo": True}
        with self.assertRaisesRegex(SystemExit, r"^grade_timing: case s2: only \"replace\" and \"insert_after\""):
            grade_timing.build(ROOT, self.cases(case), self.tmp / "subs", self.tmp / "out")

    def test_limit_builds_only_the_first_cases(self):
        cases = [{"student": f"s{i}", "notebook": "ex4-per-gene-mutation.ipynb",
                  "replace": {"ex4-reset-answer": "answer.jsh"}} for i in range(3)]
        subs = self.tmp / "subs"
        self.assertEqual(2, grade_timing.build(ROOT, self.cases(*cases), subs, Path("/o"), limit=2))
        self.assertEqual(["s0", "s1"], sorted(p.name for p in subs.iterdir()))

    def test_a_cases_file_it_cannot_read_is_refused_by_its_option(self):
        with self.assertRaisesRegex(SystemExit, r"^grade_timing: --cases .*nothing.json: cannot be read as a cases"):
            grade_timing.build(ROOT, self.tmp / "nothing.json", self.tmp / "subs", self.tmp / "out")
        (self.tmp / "list.json").write_text("[1, 2]", encoding="utf-8")
        with self.assertRaisesRegex(SystemExit, r"^grade_timing: --cases .*list.json: cannot be read"):
            grade_timing.build(ROOT, self.tmp / "list.json", self.tmp / "subs", self.tmp / "out")

    def test_jobs_and_limit_below_one_are_refused_by_name(self):
        for option in (["--jobs", "0"], ["--limit", "0"], ["--limit", "x"]):
            with self.subTest(option=option), self.assertRaises(SystemExit) as refused, \
                    __import__("contextlib").redirect_stderr(__import__("io").StringIO()) as err:
                grade_timing.main(["--kit", str(ROOT)] + option)
            self.assertEqual(2, refused.exception.code)
            self.assertIn(option[0], err.getvalue())
            self.assertIn("expected a whole number", err.getvalue())

    def test_a_folder_that_is_no_checkout_or_an_output_it_did_not_make_is_refused(self):
        with self.assertRaisesRegex(SystemExit, r"^grade_timing: --kit .*: no kit checkout there"):
            grade_timing.main(["--kit", str(self.tmp)])
        (self.tmp / "mine").mkdir()
        with self.assertRaisesRegex(SystemExit, r"^grade_timing: --out .*mine: exists and was not made by"):
            grade_timing.main(["--kit", str(ROOT), "--out", str(self.tmp / "mine")])
        self.assertTrue((self.tmp / "mine").is_dir())


class CpuGroupTest(unittest.TestCase):

    def test_the_group_counts_its_childrens_cpu_and_not_the_callers(self):
        group = grade_timing.CpuGroup()
        if not group.usable:
            self.skipTest("no cgroup can be made here (not root, or no delegation)")
        self.addCleanup(group.remove)
        spin = "import time\nt = time.process_time()\nwhile time.process_time() - t < 0.5: pass"
        __import__("subprocess").run([sys.executable, "-c", spin], preexec_fn=group.join, check=True)
        t = time.process_time()
        while time.process_time() - t < 0.5:  # the caller's own CPU, outside the group
            pass
        self.assertGreaterEqual(group.cpu_seconds(), 0.45)
        self.assertLess(group.cpu_seconds(), 0.9)

    def test_the_group_is_removed_once_empty(self):
        group = grade_timing.CpuGroup()
        if not group.usable:
            self.skipTest("no cgroup can be made here (not root, or no delegation)")
        group.remove()
        self.assertFalse(group.folder.exists())

    def test_the_groups_a_grader_left_below_it_are_removed_with_it(self):
        group = grade_timing.CpuGroup()
        if not group.usable:
            self.skipTest("no cgroup can be made here (not root, or no delegation)")
        (group.folder / "nqk-grading" / "123-1").mkdir(parents=True)  # as grade_cgroup's, emptied
        (group.folder / "nqk-grader").mkdir()
        group.remove()
        self.assertFalse(group.folder.exists())


if __name__ == "__main__":
    unittest.main()
