#!/usr/bin/python3
"""nbgrader's own code on the kit's exercise notebooks (no kernel needed):

- its schema-3 validator accepts the instructor's sources and the student versions;
- `nbgrader generate_assignment`'s preprocessors (ClearSolutions with instructor/nbgrader_config.py,
  LockCells, ComputeChecksums) turn the sources into exactly the kit's student versions, each
  answer a stub that compiles (it throws NotWrittenYet); with nbgrader's default Java stub they
  would not;
- its grade computation (utils.determine_grade) reads a check cell in the kit's form as the kit
  does: the number the cell shows as text/plain is its points, 0 included (a check throws nothing,
  so a student's page shows no stack trace), and an error is 0.

    PYTHONPATH=tools /usr/bin/python3 -m tests.test_nbgrader [-v]

Skipped, with one line saying why, where ../shared/nbgrader-0.9.5 (beside the repo on CI) or one
of the Debian packages its modules import is missing. The comparison on executed notebooks is in
tools/tests/test_assignments.py (GradingRunTest), which needs a kernel.
"""

import copy
import unittest

import nbformat

from nqkit import exercise_notebooks as ex
from nqkit import nbgrader_shim

NBG = nbgrader_shim.load()
CONFIG = ex.ROOT / "instructor" / "nbgrader_config.py"


def sources():
    return {p.name: nbformat.read(p, as_version=4) for p in ex.exercise_notebooks(ex.SOURCE_DIR)}


@unittest.skipIf(NBG is None, f"skipped: nbgrader not importable: {nbgrader_shim.REASON}")
class NbgraderTest(unittest.TestCase):

    def generate(self, nb, config=None):
        """nbgrader's generate_assignment preprocessors, in its order, on a copy of `nb`."""
        nb, resources = copy.deepcopy(nb), {}
        for step in (NBG.ClearSolutions, NBG.LockCells, NBG.ComputeChecksums):
            nb, resources = (step(config=config) if config else step()).preprocess(nb, resources)
        return nb

    def test_the_validator_accepts_the_sources_and_the_student_versions(self):
        validator = NBG.MetadataValidator()
        for name, nb in sources().items():
            validator.validate_nb(copy.deepcopy(nb))
            validator.validate_nb(nbformat.read(ex.STUDENT_DIR / name, as_version=4))

    def test_generate_assignment_with_the_kits_config_writes_the_kits_student_versions(self):
        config = NBG.load_config(CONFIG)
        for name, nb in sources().items():
            generated = self.generate(nb, config)
            kit = nbformat.read(ex.STUDENT_DIR / name, as_version=4)
            self.assertEqual([c.source for c in kit.cells], [c.source for c in generated.cells], name)
            for cell in generated.cells:
                if ex.kind(cell) in ("check", "locked"):
                    self.assertTrue(cell.metadata.nbgrader["locked"], ex.grade_id(cell))

    def test_nbgraders_default_java_stub_leaves_answers_without_the_throw(self):
        missing = 0
        for nb in sources().values():
            for cell in self.generate(nb).cells:
                if ex.kind(cell) == "answer":
                    self.assertIn("// YOUR CODE HERE", cell.source)
                    missing += "throw new NotWrittenYet();" not in cell.source
        self.assertEqual(8, missing)  # every answer cell: e.g. a lambda returning a value then has no return

    def test_determine_grade_reads_the_kits_check_cell_form(self):
        nb = sources()["ex3-order-crossover.ipynb"]
        check = next(c for c in nb.cells if ex.kind(c) == "check")
        most = check.metadata.nbgrader["points"]
        error = nbformat.v4.new_output("error", ename="java.lang.IllegalStateException", evalue="x", traceback=[])
        shown = nbformat.v4.new_output("execute_result", data={"text/plain": "4"}, execution_count=1)
        zero = nbformat.v4.new_output("execute_result", data={"text/plain": "0"}, execution_count=1)
        printed = nbformat.v4.new_output("stream", name="stdout", text=f"Check crossover: 4/{most} points\n")
        for outputs, points in (([printed, zero], 0), ([printed, error], 0), ([printed, shown], 4),
                                ([printed], most)):
            check.outputs = outputs
            self.assertEqual((points, most), NBG.determine_grade(check))

if __name__ == "__main__":
    if NBG is None:
        print(f"skipped: nbgrader not importable: {nbgrader_shim.REASON}")
    unittest.main()
