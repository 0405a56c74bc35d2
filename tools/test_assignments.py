#!/usr/bin/python3
"""Tests of tools/assignments.py: release, nbgrader metadata, report parsing, and one grading run.

    /usr/bin/python3 tools/test_assignments.py [-v]

The grading run (GradingRunTest) needs the `java` kernel on JUPYTER_PATH and the kit's jar, as
`./kit test` provides; it grades, in one run, the solution notebooks, the released ones, and the
deliberately wrong submissions of tools/testdata/assignments/cases.json, and is skipped (saying
so) when no `java` kernel is found.
"""

import asyncio
import contextlib
import csv
import io
import json
import re
import shutil
import sys
import tempfile
import time
import unittest
from pathlib import Path
from types import SimpleNamespace

import nbformat

sys.path.insert(0, str(Path(__file__).resolve().parent))
import assignments as a  # noqa: E402
import grading  # noqa: E402
import run_notebooks as rn  # noqa: E402

SOURCE = a.ROOT / "notebooks" / "exercises"
TESTDATA = Path(__file__).resolve().parent / "testdata" / "assignments"


def sources():
    return {p.name: nbformat.read(p, as_version=4) for p in a.exercise_notebooks(SOURCE)}


class ReleaseTest(unittest.TestCase):

    def test_every_solution_region_becomes_a_stub_and_every_answer_the_text_stub(self):
        for name, nb in sources().items():
            released = a.release_notebook(nb, name)
            self.assertEqual(len(nb.cells), len(released.cells))
            for before, after in zip(nb.cells, released.cells):
                self.assertEqual(before.metadata.get("nbgrader", {}).get("grade_id"),
                                 after.metadata.get("nbgrader", {}).get("grade_id"))
                if a.kind(before) == "answer":
                    self.assertEqual(before.source.count(a.BEGIN), after.source.count("throw new NotWrittenYet();"))
                    self.assertNotIn(a.BEGIN, after.source)
                elif a.kind(before) == "manual":
                    self.assertEqual(a.TEXT_STUB, after.source)
                else:
                    self.assertEqual(before.source, after.source, f"{name}: only answer cells change")

    def test_no_solution_code_is_left_in_the_released_notebooks(self):
        with tempfile.TemporaryDirectory() as out:
            args = SimpleNamespace(source=str(SOURCE), out=out)
            with contextlib.redirect_stdout(io.StringIO()):
                self.assertEqual(0, a.cmd_release(args))
            for name, nb in sources().items():
                lines = a.solution_lines(nb)
                self.assertGreaterEqual(len(lines), 1, name)
                text = (Path(out) / "release" / name).read_text(encoding="utf-8")
                self.assertNotIn("BEGIN SOLUTION", text)
                self.assertNotIn("END SOLUTION", text)
                released = nbformat.reads(text, as_version=4)
                found = {l.strip() for c in released.cells for l in c.source.split("\n")} & lines
                self.assertEqual(set(), found, f"{name}: solution lines in the student version")
                checked = Path(out) / "exercises" / name  # where students keep them
                checked.parent.mkdir(exist_ok=True)
                shutil.copy(Path(out) / "release" / name, checked)
                self.assertEqual([], rn.check_notebook(checked))
                self.assertEqual((SOURCE / name).read_text(encoding="utf-8"),
                                 (Path(out) / "source" / name).read_text(encoding="utf-8"))

    def test_a_region_left_open_or_outside_an_answer_cell_stops_the_release(self):
        with self.assertRaisesRegex(a.ReleaseError, "x.ipynb, line 2: BEGIN SOLUTION is never closed"):
            a.strip_solutions("int a;\n// BEGIN SOLUTION\nint b;", "x.ipynb")
        nb = sources()["ex3-order-crossover.ipynb"]
        nb.cells[2].source += "\n// BEGIN SOLUTION\n// END SOLUTION"
        with self.assertRaisesRegex(a.ReleaseError, r"cell 3 \(ex3-imports\): solution region in a cell that is not"):
            a.release_notebook(nb, "ex3-order-crossover.ipynb")

    def test_stubs_keep_the_indentation_of_their_region(self):
        self.assertEqual("f(() -> {\n    // YOUR CODE HERE\n    throw new NotWrittenYet();\n});",
                         a.strip_solutions("f(() -> {\n    // BEGIN SOLUTION\n    return 1;\n    // END SOLUTION\n});", "x"))


class NotebookConventionsTest(unittest.TestCase):

    def test_nbgrader_metadata_is_schema_3_and_every_exercise_is_followed_by_its_check(self):
        for name, nb in sources().items():
            self.assertEqual([], rn.check_notebook(SOURCE / name), name)
            ids, kinds = set(), []
            for cell in nb.cells:
                m = cell.metadata.get("nbgrader")
                self.assertIsNotNone(m, f"{name}: every cell carries nbgrader metadata")
                self.assertEqual(3, m["schema_version"])
                self.assertRegex(m["grade_id"], r"^[a-zA-Z0-9_\-]+$")
                self.assertNotIn(m["grade_id"], ids, f"{name}: grade ids are unique")
                ids.add(m["grade_id"])
                if m["grade"]:
                    self.assertGreaterEqual(m["points"], 0)
                if cell.cell_type == "markdown" and (m["grade"] or m["solution"]):
                    self.assertTrue(m["grade"] and m["solution"], f"{name}: a graded markdown cell is an answer")
                kinds.append(a.kind(cell))
            self.assertEqual("locked", a.kind(next(c for c in nb.cells if c.cell_type == "code")))
            for i, k in enumerate(kinds):
                if k == "answer":
                    self.assertEqual("check", kinds[i + 1], f"{name}: cell {i + 1} is followed by its check")
                if k == "check":
                    self.assertEqual("answer", kinds[i - 1], f"{name}: check cell {i + 1} follows an answer")
            self.assertTrue(any(k == "check" for k in kinds), name)


class ReportAndMergeTest(unittest.TestCase):
    REPORT = ('Check fitness "a name long enough to wrap the header line" (against non-attacking pairs, INTEGER):'
              ' 3/6 points (not\n    written yet)\n  PASS  3/3  agrees with non-attacking pairs\n'
              '  FAIL  0/2  direction and optimum consistent\n             declares direction MAXIMIZE;\n'
              '             attacking pairs are minimised\n  FAIL  0/1  leaves the genome unchanged\n')

    def test_the_last_report_of_a_cell_is_parsed_even_with_a_wrapped_header(self):
        fake = 'Check fake: 6/6 points\n  PASS  6/6  everything\n'
        report = a.parse_report(fake + "student output\n" + self.REPORT)
        self.assertEqual((3, 6, "not written yet"), (report["points"], report["max"], report["note"]))
        self.assertEqual([[True, "agrees with non-attacking pairs", ""],
                          [False, "direction and optimum consistent",
                           "declares direction MAXIMIZE; attacking pairs are minimised"],
                          [False, "leaves the genome unchanged", ""]], report["rules"])
        self.assertIsNone(a.parse_report("no report here\n"))

    def test_locked_cells_come_back_from_the_source_and_missing_cells_are_inserted(self):
        nb = sources()["ex3-order-crossover.ipynb"]
        released = a.release_notebook(nb, "x")
        submitted = nbformat.from_dict(json.loads(nbformat.writes(nb)))
        check = next(c for c in submitted.cells if a.kind(c) == "check")
        check.source = 'System.out.println("Check crossover: 6/6 points");'
        own = nbformat.v4.new_code_cell("int helper = 1;")
        answer_index = next(i for i, c in enumerate(submitted.cells) if a.kind(c) == "answer")
        submitted.cells[answer_index:answer_index + 1] = [own]  # the answer cell deleted, a cell added
        graded, notes = grading.merge(nb, submitted, released)
        sources_by_id = {a.grade_id(c): c.source for c in graded.cells}
        self.assertEqual(next(c for c in nb.cells if a.kind(c) == "check").source, sources_by_id["ex3-ox"])
        self.assertIn("throw new NotWrittenYet();", sources_by_id["ex3-ox-answer"])
        self.assertEqual(["ex3-ox-answer: the exercise cell is missing from the submission; graded as not written"],
                         notes)
        kinds = [a.kind(c) for c in graded.cells]
        self.assertEqual("check", kinds[kinds.index("answer") + 1])
        self.assertIn("int helper = 1;", [c.source for c in graded.cells])

    def test_a_notebook_that_declares_a_class_the_checks_use_is_not_run(self):
        nb = sources()["ex1-attacking-pairs-fitness.ipynb"]
        graded, _ = grading.merge(nb, nb, a.release_notebook(nb, "x"))
        self.assertEqual([], grading.shadowed(graded, nb))
        answer = next(c for c in graded.cells if a.kind(c) == "answer")
        answer.source += "\nclass FitnessCheck { static Object attackingPairs() { return null; } }"
        self.assertEqual(["FitnessCheck"], grading.shadowed(graded, nb))

    def test_an_unreadable_or_missing_notebook_scores_zero_with_a_reason_and_no_kernel(self):
        with tempfile.TemporaryDirectory() as tmp:
            (Path(tmp) / "subs" / "ann").mkdir(parents=True)
            (Path(tmp) / "subs" / "ann" / "ex5-tune-a-ga.ipynb").write_text("{ not json", encoding="utf-8")
            (Path(tmp) / "subs" / "ann" / "notes.ipynb").write_text("{}", encoding="utf-8")
            with contextlib.redirect_stdout(io.StringIO()):
                rows, feedback = grade(Path(tmp) / "subs", Path(tmp) / "out", budget=1)
            self.assertEqual(("0", "4", "error"), rows[("ann", "ex5-tune")])
            self.assertEqual(("0", "6", "not submitted"), rows[("ann", "ex3-ox")])
            self.assertIn("could not read the notebook", feedback["ann"])
            self.assertIn("note: ignored notes.ipynb: no exercise notebook has that name", feedback["ann"])


def grade(submissions, out, **options):
    args = SimpleNamespace(submissions=str(submissions), source=str(SOURCE), out=str(out), jobs=3,
                           cell_timeout=15, check_timeout=180, budget=600, startup_timeout=20, retries=6)
    vars(args).update(options)
    status = asyncio.run(grading.grade_all(args))
    assert status == 0, f"the grader reported an error of its own ({status}); see {out}/logs"
    with open(Path(out) / "grades.csv", newline="") as f:
        rows = {(r["student"], r["exercise"]): (r["points"], r["max_points"], r["status"]) for r in csv.DictReader(f)}
    feedback = {p.stem: p.read_text(encoding="utf-8") for p in (Path(out) / "feedback").glob("*.txt")}
    return rows, feedback


def java_kernel():
    try:
        from jupyter_client.kernelspec import KernelSpecManager
        return "java" in KernelSpecManager().find_kernel_specs()
    except Exception:
        return False


@unittest.skipUnless(java_kernel(), "no 'java' kernel on JUPYTER_PATH (./kit test provides one)")
class GradingRunTest(unittest.TestCase):
    """One grading run over every kind of submission, as an instructor would start it."""

    @classmethod
    def setUpClass(cls):
        cls.cases = json.loads((TESTDATA / "cases.json").read_text(encoding="utf-8"))["cases"]
        work = a.ROOT / "build" / "assignments" / "test"
        shutil.rmtree(work, ignore_errors=True)
        subs = work / "submissions"
        all_sources = sources()
        for name, nb in all_sources.items():
            a.write_atomic(subs / "solutions" / name, nbformat.writes(nb))
            a.write_atomic(subs / "released" / name, nbformat.writes(a.release_notebook(nb, name)))
        for case in cls.cases:
            path = subs / case["student"] / case["notebook"]
            if case.get("broken"):
                a.write_atomic(path, nbformat.writes(all_sources[case["notebook"]])[:200])
                continue
            nb = nbformat.from_dict(json.loads(nbformat.writes(all_sources[case["notebook"]])))
            for cell in nb.cells:
                if a.grade_id(cell) in case["replace"]:
                    cell.source = (TESTDATA / case["replace"][a.grade_id(cell)]).read_text(encoding="utf-8")
            a.write_atomic(path, nbformat.writes(nb))
        t0 = time.monotonic()
        cls.rows, cls.feedback = grade(subs, work / "grades")
        print(f"\ngrading run: {len({s for s, _ in cls.rows})} students in {time.monotonic() - t0:.0f} s",
              file=sys.stderr)

    def test_the_solution_notebooks_get_full_marks(self):
        mine = {e: v for (s, e), v in self.rows.items() if s == "solutions"}
        self.assertEqual(9, len(mine))
        for exercise, (points, max_points, status) in mine.items():
            if exercise == "ex6-explain":
                self.assertEqual(("", "4", "manual"), (points, max_points, status))
            else:
                self.assertEqual((max_points, "graded"), (points, status), exercise)

    def test_the_released_notebooks_get_zero_and_say_not_written_yet(self):
        mine = {e: v for (s, e), v in self.rows.items() if s == "released"}
        self.assertEqual(9, len(mine))
        for exercise, (points, _, status) in mine.items():
            self.assertEqual(("0", "not written yet"), (points, status), exercise)
        self.assertEqual(9, self.feedback["released"].count("      not written yet"))

    def test_each_wrong_submission_loses_exactly_the_points_of_the_rule_it_breaks(self):
        for case in self.cases:
            for exercise, (points, text) in case["expect"].items():
                with self.subTest(student=case["student"], exercise=exercise):
                    got = self.rows[(case["student"], exercise)]
                    self.assertEqual(str(points), got[0], self.feedback[case["student"]])
                    if text is not None:  # the feedback wraps long lines
                        self.assertIn(text, " ".join(self.feedback[case["student"]].split()))
                    messages = section(self.feedback[case["student"]], exercise)
                    if text is None or points > 0:  # full marks, or exactly one rule lost
                        self.assertEqual(0 if text is None else 1, len(messages), messages)


def section(feedback, exercise):
    """The feedback lines of one graded cell: its own line and the messages under it."""
    lines = feedback.split("\n")
    start = next(i for i, l in enumerate(lines) if re.match(rf"^  {re.escape(exercise)} ", l))
    end = next((i for i in range(start + 1, len(lines)) if not lines[i].startswith("      ")), len(lines))
    return [l for l in lines[start + 1:end] if not l.startswith("        ")]  # not continuation lines


if __name__ == "__main__":
    unittest.main()
