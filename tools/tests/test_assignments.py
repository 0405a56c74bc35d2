#!/usr/bin/python3
"""Tests of the course assignments: release, merge, the reserved-name scan, the serve cell and
the check's record the judge gives (read by field, of one version), faults reported as one line
`grade failed: ...`, and one grading run over honest, wrong and forged submissions.

    PYTHONPATH=tools /usr/bin/python3 -m tests.test_assignments [-v]

The grading run (GradingRunTest) needs the `java` kernel on JUPYTER_PATH and the kit built
(lib/target/classpath), as `./kit test` provides; it is skipped, saying so, without a `java`
kernel. Where ../shared/nbgrader-0.9.5 is present it also checks that nbgrader's own grade
computation gives the executed notebooks the points `./kit grade` gave.
"""

import asyncio
import contextlib
import csv
import dataclasses
import hashlib
import io
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import unittest
from pathlib import Path
from types import SimpleNamespace

import nbformat

from nqkit import assignments
from nqkit import exercise_notebooks as ex
from nqkit import grade_merge as gm
from nqkit import grade_settings
from nqkit.grade_settings import GradeSettings
from nqkit import judge_wire as wire
from nqkit import kit_common
from nqkit import run_notebooks as rn

SOURCE = ex.SOURCE_DIR
TESTDATA = Path(__file__).resolve().parents[1] / "testdata" / "assignments"


def sources():
    return {p.name: nbformat.read(p, as_version=4) for p in ex.exercise_notebooks(SOURCE)}


def copy_of(nb):
    return nbformat.reads(nbformat.writes(nb), as_version=4)


class ReleaseTest(unittest.TestCase):

    def test_the_committed_student_versions_are_the_release_of_the_instructor_sources(self):
        with tempfile.TemporaryDirectory() as out:
            args = SimpleNamespace(source=str(SOURCE), out=out, students=None)
            with contextlib.redirect_stdout(io.StringIO()):
                self.assertEqual(0, assignments.cmd_release(args))
            names = sorted(p.name for p in ex.STUDENT_DIR.glob("*.ipynb"))
            self.assertEqual(sorted(sources()), names)
            for name in names:
                self.assertEqual((Path(out) / "release" / name).read_text(encoding="utf-8"),
                                 (ex.STUDENT_DIR / name).read_text(encoding="utf-8"),
                                 f"notebooks/exercises/{name} is not the release of instructor/exercises/{name}:"
                                 " run tools/nqkit/assignments.py release --students notebooks/exercises")

    def test_no_solution_code_is_left_in_the_student_versions(self):
        for name, nb in sources().items():
            lines = ex.solution_lines(nb)
            self.assertGreaterEqual(len(lines), 1, name)
            text = (ex.STUDENT_DIR / name).read_text(encoding="utf-8")
            self.assertNotIn("BEGIN SOLUTION", text)
            released = nbformat.reads(text, as_version=4)
            found = {l.strip() for c in released.cells for l in c.source.split("\n")} & lines
            self.assertEqual(set(), found, f"{name}: solution lines in the student version")
            self.assertEqual([], rn.check_notebook(ex.STUDENT_DIR / name))
            for before, after in zip(nb.cells, released.cells):
                self.assertEqual(ex.grade_id(before), ex.grade_id(after))
                if ex.kind(before) == "answer":
                    self.assertEqual(before.source.count(ex.BEGIN), after.source.count("throw new NotWrittenYet();"))
                elif ex.kind(before) == "manual":
                    self.assertEqual(ex.TEXT_STUB, after.source)
                else:
                    self.assertEqual(before.source, after.source, f"{name}: only answer cells change")

    def test_a_region_left_open_or_outside_an_answer_cell_stops_the_release(self):
        with self.assertRaisesRegex(ex.ReleaseError, "x.ipynb, line 2: BEGIN SOLUTION is never closed"):
            ex.strip_solutions("int a;\n// BEGIN SOLUTION\nint b;", "x.ipynb")
        nb = sources()["ex3-order-crossover.ipynb"]
        nb.cells[2].source += "\n// BEGIN SOLUTION\n// END SOLUTION"
        with self.assertRaisesRegex(ex.ReleaseError, r"cell 3 \(ex3-imports\): solution region in a cell that is not"):
            ex.release_notebook(nb, "ex3-order-crossover.ipynb")

    def test_every_check_cell_ends_in_score_so_nbgrader_and_the_kit_can_grade_it(self):
        for name, nb in sources().items():
            self.assertIsNone(gm.check_source_form(nb, name))
            checks = [c for c in nb.cells if ex.kind(c) == "check"]
            self.assertTrue(checks, name)
            for c in checks:
                self.assertTrue(c.source.startswith("io.nqueens.assignments."), c.source)
        nb = sources()["ex4-per-gene-mutation.ipynb"]
        next(c for c in nb.cells if ex.kind(c) == "check").source = "System.out.print(MutationCheck.of(null));"
        self.assertIn("check cell ex4-reset must be code ending in `.score()`", gm.check_source_form(nb, "x"))


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
                kinds.append(ex.kind(cell))
            for i, k in enumerate(kinds):
                if k == "answer":
                    self.assertEqual("check", kinds[i + 1], f"{name}: cell {i + 1} is followed by its check")


class MergeTest(unittest.TestCase):

    def merged(self, edit, name="ex4-per-gene-mutation.ipynb"):
        nb = sources()[name]
        submitted = copy_of(nb)
        edit(submitted)
        return gm.merge(nb, submitted, ex.release_notebook(nb, name))

    def test_locked_cells_come_back_and_missing_ones_are_inserted_before_their_check(self):
        def edit(sub):
            check = next(c for c in sub.cells if ex.kind(c) == "check")
            check.source = "5"
            i = next(i for i, c in enumerate(sub.cells) if ex.kind(c) == "answer")
            sub.cells[i:i + 1] = [nbformat.v4.new_code_cell("int helper = 1;")]
        graded, notes = self.merged(edit)
        by_id = {ex.grade_id(c): c.source for c in graded.cells if ex.grade_id(c)}
        self.assertTrue(by_id["ex4-reset"].endswith(".check(myReset).score()"))
        self.assertIn("throw new NotWrittenYet();", by_id["ex4-reset-answer"])
        self.assertEqual(["ex4-reset-answer: the exercise cell is missing from the submission; graded as not written"],
                         notes)
        kinds = [ex.kind(c) for c in graded.cells]
        self.assertEqual("check", kinds[kinds.index("answer") + 1])
        self.assertIn("int helper = 1;", [c.source for c in graded.cells])

    def test_duplicates_are_dropped_and_grade_metadata_the_source_lacks_is_removed_its_id_shown_escaped(self):
        def edit(sub):
            check = next(c for c in sub.cells if ex.kind(c) == "check")
            sub.cells.append(copy_of(sub).cells[sub.cells.index(check)])
            bonus = nbformat.v4.new_code_cell("100")
            bonus.metadata["nbgrader"] = {"grade": True, "grade_id": "bonus\x1b[2J", "points": 100, "locked": True,
                                          "solution": False, "schema_version": 3}
            sub.cells.append(bonus)
            check.metadata.nbgrader["grade_id"] = "ex4-reset-mine"  # renamed: the original comes back
        graded, notes = self.merged(edit)
        checks = [ex.grade_id(c) for c in graded.cells if ex.kind(c) == "check"]
        self.assertEqual(["ex4-reset"], checks)
        self.assertEqual(["ex4-reset-mine: not a cell of the exercise; run as your own code, not graded",
                          "bonus\\u001b[2J: not a cell of the exercise; run as your own code, not graded"], notes)
        bonus = next(c for c in graded.cells if c.source == "100")
        self.assertNotIn("nbgrader", bonus.metadata)
        self.assertIsNone(ex.kind(bonus))

    def test_graded_cells_run_in_the_released_order_and_own_cells_stay_after_the_cell_they_followed(self):
        def edit(sub):  # the check copied above the setup, the imports moved to the end, helpers added
            order = [ex.grade_id(c) for c in sub.cells]
            check = sub.cells[order.index("ex4-reset")]
            sub.cells.insert(order.index("ex4-setup"), copy_of(sub).cells[order.index("ex4-reset")])
            sub.cells.insert(0, nbformat.v4.new_code_cell("int first = 0;"))
            at = next(i for i, c in enumerate(sub.cells) if c is check)  # not the equal copy above
            sub.cells.insert(at, nbformat.v4.new_code_cell("int helper = 1;"))
            imports = sub.cells.pop(next(i for i, c in enumerate(sub.cells) if ex.grade_id(c) == "ex4-imports"))
            sub.cells.append(imports)
            sub.cells.append(nbformat.v4.new_code_cell("int last = 2;"))
        graded, notes = self.merged(edit)
        self.assertEqual(["int first = 0;", "ex4-intro", "ex4-setup", "ex4-imports", "int last = 2;", "ex4-reset-task",
                          "ex4-reset-answer", "int helper = 1;", "ex4-reset", "ex4-outro"],
                         [ex.grade_id(c) or c.source for c in graded.cells])
        self.assertEqual(["ex4-reset: a second copy of this cell was dropped"], notes)
        check = next(c for c in graded.cells if ex.grade_id(c) == "ex4-reset")
        self.assertTrue(check.source.endswith(".check(myReset).score()"))

    def test_a_plain_cell_id_does_not_make_a_cell_graded(self):
        def edit(sub):
            cell = nbformat.v4.new_code_cell("100")
            cell["id"] = "ex4-reset"
            sub.cells.append(cell)
        graded, _ = self.merged(edit)
        self.assertEqual("100", graded.cells[-1].source)
        self.assertIsNone(ex.kind(graded.cells[-1]))


class ReservedNamesTest(unittest.TestCase):

    def declared(self, answer, name="ex4-per-gene-mutation.ipynb"):
        nb = sources()[name]
        graded = copy_of(nb)
        next(c for c in graded.cells if ex.kind(c) == "answer").source += "\n" + answer
        return gm.reserved_declared(graded, nb)

    def test_every_disguise_of_a_check_class_or_of_io_is_found(self):
        self.assertEqual([], self.declared(""))
        self.assertEqual(["MutationCheck"], self.declared("class/**/MutationCheck { }"))
        self.assertEqual(["MutationCheck"], self.declared("class \\u004DutationCheck { }"))
        self.assertEqual(["MutationCheck"], self.declared("record MutationCheck(int a) { }"))
        self.assertEqual(["MutationCheck"], self.declared("Object MutationCheck = null;"))
        self.assertEqual(["io"], self.declared("var io = 1;"))
        self.assertEqual(["io"], self.declared("int \\u0069o = 1;"))
        self.assertEqual(["io"], self.declared("class io { }"))
        self.assertEqual(["MutationCheck"], self.declared("import foo.bar.MutationCheck;"))

    def test_uses_comments_and_strings_are_not_declarations(self):
        self.assertEqual([], self.declared(
            '// class MutationCheck\nString s = "class io";\nio.nqueens.board.Board b = null;\n'
            "Encoding e = Encoding.INTEGER;\nSystem.out.print(MutationCheck.of(Encoding.INTEGER));\n"
            "int x = 20_000; /* var io = 1; */"))
        self.assertEqual({"myPairs", "myNonAttacking"} & gm.reserved_names(sources()["ex1-attacking-pairs-fitness.ipynb"]),
                         set())




class ServeFormTest(unittest.TestCase):
    """What the kernel runs in place of a check cell: a call that serves the check's variables to
    the judge, nothing that computes or prints a verdict."""

    def test_the_variables_of_every_check_cell_are_the_answers_it_takes(self):
        found = {ex.grade_id(c): gm.check_variables(c.source) for nb in sources().values() for c in nb.cells
                 if ex.kind(c) == "check"}
        self.assertEqual({"ex1-pairs": ["myPairs"], "ex1-non-attacking": ["myNonAttacking"],
                          "ex2-roulette": ["myRoulette"], "ex2-tournament": ["myTournament"], "ex3-ox": ["myOx"],
                          "ex4-reset": ["myReset"], "ex5-tune": ["myGa"], "ex6-fool": ["fooled"]}, found)

    def test_the_serve_cell_names_the_channel_the_grade_id_and_each_variable(self):
        self.assertEqual('io.nqueens.grading.Serve.serve("/w/.nqk-judge.sock", "ex3-ox", "myOx", myOx);',
                         wire.serve_form("/w/.nqk-judge.sock", "ex3-ox", ["myOx"]))
        self.assertEqual(["a", "b"], gm.check_variables('x.y.Check.of("a b", 0.2, true).check(a, b).score()'))


# The record both sides are tested on: Java's ReportSealTest pins Report.toJson() of one report to it.
SAMPLE_RECORD = ex.ROOT / "lib" / "course" / "src" / "test" / "resources" / "check-report" / f"sample-v{wire.REPORT_VERSION}.json"


class ReportRecordTest(unittest.TestCase):
    """The record Report.toJson() writes, as the grader reads it: by field, of one format and version."""

    def record(self, **change):
        record = json.loads(SAMPLE_RECORD.read_text(encoding="utf-8"))
        record.update(change)
        return json.dumps(record)

    def test_the_pinned_record_is_read_field_by_field(self):
        report = wire.read_report(self.record())
        self.assertEqual(('crossover "my OX" (PERMUTATION)', 1, 6, "stopped at the time limit", False, True),
                         (report.title, report.points, report.max_points, report.note, report.not_written_yet,
                          report.timed_out))
        self.assertEqual([wire.RuleRecord('a "quoted" rule', True, True, 1, 1, ""),
                          wire.RuleRecord("b", False, True, 0, 2, "line\\ and\ttab, caf\u00e9"),
                          wire.RuleRecord("c", False, False, 0, 3, "not checked: the time limit ran out")],
                         list(report.rules))

    def test_a_record_of_an_unknown_version_is_refused_saying_which_versions(self):
        with self.assertRaisesRegex(wire.ReportFormatError,
                                    r"^the check's record is nqk-check-report version 2, but this grader reads "
                                    r"version 1 only: the kit's library \(lib/target\) and its tools/ are from "
                                    r"different versions; build the kit from one checkout"):
            wire.read_report(self.record(version=2))
        with self.assertRaisesRegex(wire.ReportFormatError, r"version null, but this grader reads version 1"):
            wire.read_report(self.record(version=None))
        with self.assertRaisesRegex(wire.ReportFormatError, r'^the check\'s record is not a nqk-check-report '
                                                          r'\(format "checklist"\)$'):
            wire.read_report(self.record(format="checklist"))

    def test_a_missing_or_mistyped_field_is_refused_by_name(self):
        record = json.loads(self.record())
        del record["rules"][1]["checked"]
        with self.assertRaisesRegex(wire.ReportFormatError, r"lacks the field rules\[1\]\.checked$"):
            wire.read_report(json.dumps(record))
        with self.assertRaisesRegex(wire.ReportFormatError, r"has points = true, expected a whole number$"):
            wire.read_report(self.record(points=True))
        with self.assertRaisesRegex(wire.ReportFormatError, r"has note = 3, expected str$"):
            wire.read_report(self.record(note=3))
        with self.assertRaisesRegex(wire.ReportFormatError, r"^the check's record is not JSON"):
            wire.read_report("Check crossover: 6/6 points")



class FeedbackTest(unittest.TestCase):
    RAPAIO = ["\x1b[0m\x1b[1m\x1b[31mCompile error:\x1b[0m", "\x1b[0m\x1b[1m|    int a = 1;\x1b[0m",
              "\x1b[0m\x1b[1m|    int y = \x1b[0m\x1b[1m\x1b[48;2;235;145;148m\"s\"\x1b[0m\x1b[1m;\x1b[0m",
              "\x1b[0m\x1b[1m\x1b[34mincompatible types: java.lang.String cannot be converted to int\x1b[0m", ""]
    IJAVA = ["|   int y = \"s\";", "|           ^-^", "incompatible types: java.lang.String cannot be converted to int"]

    def test_a_compile_error_gives_the_compilers_message_and_the_cells_line(self):
        for traceback in (self.RAPAIO, self.IJAVA):
            cell = nbformat.v4.new_code_cell('int a = 1;\nint y = "s";')
            cell.outputs = [nbformat.v4.new_output("error", ename="CompilerException", evalue="", traceback=traceback)]
            self.assertEqual('compile error: incompatible types: java.lang.String cannot be converted to int'
                             ' (line 2: int y = "s";)', gm.error_text(cell))

    def test_a_jjava_compile_error_gives_the_compilers_message_and_the_cells_line(self):
        # Recorded from JJava (../shared/kernels/jjava) running this cell: it names its error CompilationException,
        # marks the place with a red background and leaves the snippet's other lines out.
        outputs = json.loads((Path(__file__).resolve().parents[1] / "testdata" / "jjava-compile-error.json")
                             .read_text(encoding="utf-8"))
        self.assertEqual("CompilationException", outputs[0]["ename"])
        cell = nbformat.v4.new_code_cell("int a = 1;\nint pairs = 0\nint y = 2;")
        cell.outputs = [nbformat.v4.new_output(**o) for o in outputs]
        self.assertEqual("compile error: ';' expected (line 2: int pairs = 0)", gm.error_text(cell))

    def test_an_exception_gives_its_first_line(self):
        cell = nbformat.v4.new_code_cell("x")
        cell.outputs = [nbformat.v4.new_output("error", ename="EvalException", evalue="x", traceback=[
            "\x1b[31mjava.lang.RuntimeException: x\n\x1b[0m", "   at .(#5:1)"])]
        self.assertEqual("java.lang.RuntimeException: x", gm.error_text(cell))
        self.assertIsNone(gm.error_text(nbformat.v4.new_code_cell("y")))


@unittest.skipUnless((ex.ROOT / "lib" / "target" / "classpath").is_dir(), "the kit is not built (mvn -q package)")
class SourceFolderTest(unittest.TestCase):

    def test_a_copy_of_the_sources_elsewhere_resolves_the_classpath_from_the_student_folder_or_is_refused(self):
        nb = sources()["ex4-per-gene-mutation.ipynb"]
        with tempfile.TemporaryDirectory() as tmp:
            elsewhere = Path(tmp) / "a" / "b"
            elsewhere.mkdir(parents=True)
            setup = gm.resolve_classpath(nb, elsewhere, ex.STUDENT_DIR)
            self.assertEqual(f"%classpath {ex.ROOT / 'lib' / 'target' / 'classpath'}", setup["ex4-setup"])
            with self.assertRaisesRegex(ValueError, r"%classpath \.\./\.\./lib/target/classpath in ex4-setup resolves "
                                                    r"neither from the source folder .* nor from"):
                gm.resolve_classpath(nb, elsewhere, Path(tmp))


@unittest.skipUnless((ex.ROOT / "lib" / "target" / "classpath").is_dir(), "the kit is not built (mvn -q package)")
class StudentBuildTest(unittest.TestCase):

    def test_a_student_build_is_the_kit_without_the_forbidden_classes_and_their_nested_ones(self):
        from nqkit import grade_judge as gj
        absent = gj.absent_classes(sources()["ex3-order-crossover.ipynb"])
        self.assertEqual(["io.nqueens.operators.crossover.OrderCrossover"], absent)
        with tempfile.TemporaryDirectory() as tmp:
            build = gj.student_build(absent, tmp)
            kit = gj.KIT_CLASSPATH / "io" / "nqueens" / "operators" / "crossover"
            here = build / "io" / "nqueens" / "operators" / "crossover"
            self.assertTrue((kit / "OrderCrossover.class").is_file())
            left_out = {p.name for p in kit.iterdir()} - {p.name for p in here.iterdir()}
            self.assertIn("OrderCrossover.class", left_out)
            self.assertEqual(set(), {n for n in left_out if not n.startswith("OrderCrossover")})
            self.assertTrue((here / "Pmx.class").is_file())
            self.assertTrue((build / "io" / "nqueens" / "grading" / "Serve.class").is_file())
            self.assertEqual(build, gj.student_build(list(reversed(absent)), tmp))
        for name, nb in sources().items():  # every forbidden class exists: a typo would forbid nothing
            for cls in gj.absent_classes(nb):
                self.assertTrue((gj.KIT_CLASSPATH / (cls.replace(".", "/") + ".class")).is_file(), f"{name}: {cls}")


class ResultsFileTest(unittest.TestCase):

    def test_a_grades_file_the_grader_did_not_write_is_refused_before_anything_runs(self):
        from nqkit import grade_results
        with tempfile.TemporaryDirectory() as tmp:
            self.assertEqual([], grade_results.previous_rows(Path(tmp)))
            (Path(tmp) / "grades.csv").write_text("forged,ex4-reset,99,5,graded\n")
            with self.assertRaisesRegex(kit_common.KitError, "grades.csv is not a grades file of the kit"):
                grade_results.previous_rows(Path(tmp))
            (Path(tmp) / "grades.csv").write_bytes(b"student,exercise,points,max_points,status\nann,\xff\n")
            with self.assertRaisesRegex(kit_common.KitError, "grades.csv is not a grades file of the kit"):
                grade_results.previous_rows(Path(tmp))
            (Path(tmp) / "grades.csv").unlink()
            (Path(tmp) / "grades.csv").symlink_to(Path(tmp) / "elsewhere.csv")  # dangling: still refused
            with self.assertRaisesRegex(kit_common.KitError, "grades.csv is not a grades file of the kit"):
                grade_results.previous_rows(Path(tmp))
            (Path(tmp) / "grades.csv").unlink()
            (Path(tmp) / "grades.csv").write_text("student,exercise,points,max_points,status\nann,ex4-reset,5,5,graded\n")
            self.assertEqual([{"student": "ann", "exercise": "ex4-reset", "points": "5", "max_points": "5",
                               "status": "graded"}], grade_results.previous_rows(Path(tmp)))


class GradeFailsInOneLineTest(unittest.TestCase):
    """Faults of the sources or of the output folder stop `assignments.py grade` before any kernel
    starts, with one line `grade failed: ...` (exit status 1), never a traceback."""

    def grade_cli(self, tmp, source):
        subs = Path(tmp) / "subs"
        (subs / "ann").mkdir(parents=True, exist_ok=True)
        return subprocess.run([*kit_common.tool_command("assignments"), "grade", str(subs),
                               "--source", str(source), "--out", str(Path(tmp) / "out")],
                              capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL, env=kit_common.tool_env())

    def test_a_source_that_cannot_be_released_fails_the_grading_in_one_line(self):
        with tempfile.TemporaryDirectory() as tmp:
            source = Path(tmp) / "source"
            nb = sources()["ex4-per-gene-mutation.ipynb"]
            answer = next(c for c in nb.cells if ex.kind(c) == "answer")
            answer.source = answer.source.replace("// END SOLUTION", "")
            kit_common.write_atomic(source / "ex4-per-gene-mutation.ipynb", nbformat.writes(nb))
            r = self.grade_cli(tmp, source)
            self.assertEqual(1, r.returncode, r.stdout + r.stderr)
            self.assertRegex(r.stderr, r"^grade failed: ex4-per-gene-mutation\.ipynb, cell \d+ \(ex4-reset-answer\), "
                                       r"line \d+: BEGIN SOLUTION is never closed by END SOLUTION\n$")
            r = self.grade_cli(tmp, Path(tmp) / "empty")
            self.assertEqual((1, f"grade failed: no exercise notebooks in {Path(tmp) / 'empty'}\n"),
                             (r.returncode, r.stderr))
            kit_common.write_atomic(source / "ex4-per-gene-mutation.ipynb", "{ not json")
            r = self.grade_cli(tmp, source)
            self.assertEqual(1, r.returncode)
            self.assertRegex(r.stderr, r"^grade failed: ex4-per-gene-mutation\.ipynb: not a notebook nbformat can "
                                       r"read: [^\n]+\n$")

    def test_an_output_folder_the_kit_did_not_write_fails_the_grading_in_one_line(self):
        with tempfile.TemporaryDirectory() as tmp:
            kit_common.write_atomic(Path(tmp) / "out" / "grades.csv", "name,mark\nann,10\n")
            r = self.grade_cli(tmp, SOURCE)
            self.assertEqual((1, f"grade failed: {Path(tmp) / 'out' / 'grades.csv'} is not a grades file of the kit"
                                 " (expected the columns student, exercise, points, max_points, status); move it"
                                 " away or choose another --out\n"), (r.returncode, r.stderr))
            self.assertEqual("name,mark\nann,10\n", (Path(tmp) / "out" / "grades.csv").read_text())


@unittest.skipUnless((ex.ROOT / "lib" / "target" / "classpath").is_dir(), "the kit is not built (mvn -q package)")
class NoKernelTest(unittest.TestCase):
    """A machine without the `java` kernel: every notebook is "not graded" in one line each, and the
    grader ends (it used to wait for ever at its end for judge sessions left opening)."""

    def test_a_grading_run_without_a_kernel_names_it_and_ends(self):
        with tempfile.TemporaryDirectory() as tmp:
            subs = Path(tmp) / "subs"
            for student in ("ann", "bob"):
                for name in ("ex3-order-crossover.ipynb", "ex4-per-gene-mutation.ipynb"):
                    kit_common.write_atomic(subs / student / name, (ex.STUDENT_DIR / name).read_text(encoding="utf-8"))
            env = dict(os.environ, JUPYTER_PATH=str(Path(tmp) / "no-kernels"), JUPYTER_DATA_DIR=str(Path(tmp) / "data"))
            t0 = time.monotonic()
            r = subprocess.run([*kit_common.tool_command("assignments"), "grade", str(subs),
                                "--out", str(Path(tmp) / "out"), "--notebooks", "ex3,ex4"], capture_output=True,
                               text=True, timeout=120, stdin=subprocess.DEVNULL, env=kit_common.tool_env(env))
            self.assertEqual(1, r.returncode, r.stdout + r.stderr)
            self.assertLess(time.monotonic() - t0, 60)
            self.assertEqual(4, r.stdout.count("not graded: the Java kernel did not start (no Jupyter kernel named "
                                               "'java'"), r.stdout)
            self.assertIn("grading failed: nothing was graded; all 4 submitted notebook(s) failed", r.stdout)


class NotebooksOptionTest(unittest.TestCase):
    """`grade --notebooks` takes a file name, a stem or a stem's first word (ex3), as its help
    says; a name no notebook has is refused at once, naming it and the notebooks there are. Graded
    with the course tests' fake kernel (tools/testdata/course/fake_grading.py): nothing runs."""

    FAKE = Path(__file__).resolve().parents[1] / "testdata" / "course" / "fake_grading.py"

    def grade(self, tmp, *args):
        env = dict(os.environ, NQK_GRADE_SANDBOX="0")
        return subprocess.run([sys.executable, str(self.FAKE), "grade", *map(str, args)], capture_output=True,
                              text=True, timeout=120, stdin=subprocess.DEVNULL, env=kit_common.tool_env(env))

    def test_a_stem_a_first_word_or_a_name_selects_the_notebook_and_an_unknown_one_is_named(self):
        with tempfile.TemporaryDirectory() as tmp:
            subs = Path(tmp) / "subs"
            for name in ("ex3-order-crossover.ipynb", "ex4-per-gene-mutation.ipynb"):
                kit_common.write_atomic(subs / "ann" / name, (ex.STUDENT_DIR / name).read_text(encoding="utf-8"))
            for i, wanted in enumerate(("ex3", "ex3-order-crossover", "ex3-order-crossover.ipynb", "ex4,ex3")):
                out = Path(tmp) / f"out{i}"
                r = self.grade(tmp, subs, "--out", out, "--notebooks", wanted)
                self.assertEqual(0, r.returncode, r.stdout + r.stderr)
                rows, _ = read_results(out)
                self.assertEqual({("ann", "ex3-ox")} | ({("ann", "ex4-reset")} if "ex4" in wanted else set()),
                                 set(rows), wanted)
            r = self.grade(tmp, subs, "--out", Path(tmp) / "bad", "--notebooks", "ex3,ex33,ex3-order")
            self.assertEqual((1, f"grade failed: --notebooks: no exercise notebook ex33, ex3-order in "
                                 f"{kit_common.shown(ex.SOURCE_DIR)}; the notebooks are ex1-attacking-pairs-fitness, "
                                 "ex2-roulette-and-tournament, ex3-order-crossover, ex4-per-gene-mutation, "
                                 "ex5-tune-a-ga, ex6-why-002-score-fails (a name, its stem or its first word, e.g. "
                                 "ex1)\n"), (r.returncode, r.stderr))
            self.assertFalse((Path(tmp) / "bad" / "grades.csv").exists())

    def test_a_first_word_two_notebooks_share_is_refused_naming_both(self):
        with tempfile.TemporaryDirectory() as tmp:
            paths = [Path(tmp) / "ex3-a.ipynb", Path(tmp) / "ex3-b.ipynb", Path(tmp) / "ex4-c.ipynb"]
            self.assertEqual(paths, ex.known_notebooks(paths, ["ex4", "ex3-a"], tmp))
            with self.assertRaisesRegex(kit_common.KitError, rf"^--notebooks: ex3 names more than one exercise notebook "
                                                             rf"in {re.escape(tmp)}: ex3-a, ex3-b; give the stem$"):
                ex.known_notebooks(paths, ["ex3"], tmp)

    def test_an_unknown_name_in_a_course_is_refused_even_beside_a_known_one(self):
        with tempfile.TemporaryDirectory() as tmp:
            course_dir = Path(tmp) / "course"
            (course_dir / "assignments").mkdir(parents=True)
            (course_dir / "roster.csv").write_text("id,name\nann,Ann\n")
            (course_dir / "assignments" / "a1.json").write_text(json.dumps(
                {"assignment": "a1", "due": "2026-10-05T23:59:00+02:00", "notebooks": {"ex3-order-crossover": {"ex3-ox": 11}},
                 "late": "none"}))
            (course_dir / "submissions" / "a1" / "ann").mkdir(parents=True)
            r = self.grade(tmp, course_dir, "--out", Path(tmp) / "out", "--notebooks", "ex3,ex9")
            self.assertEqual(1, r.returncode, r.stdout + r.stderr)
            self.assertRegex(r.stderr, r"^grade failed: --notebooks: no exercise notebook ex9 in .*; the notebooks are "
                                       r"ex1-attacking-pairs-fitness, .*\n$")
            r = self.grade(tmp, course_dir, "--out", Path(tmp) / "out", "--notebooks", "ex3")
            self.assertEqual(0, r.returncode, r.stdout + r.stderr)
            self.assertIn("a1: 1 notebook(s), 1 students", r.stdout)


class ScoreFromRecordTest(unittest.TestCase):
    """Points and feedback come from the record's fields: its flags, not the wording of its note."""

    def score(self, record):
        from nqkit import grading
        nb = sources()["ex3-order-crossover.ipynb"]
        index = next(i for i, c in enumerate(nb.cells) if ex.kind(c) == "check")
        report = wire.read_report(json.dumps(record))
        from nqkit import grade_score
        settings = GradeSettings(Path("subs"), SOURCE, Path("out"), cell_timeout=20, check_timeout=180, budget=600)
        return grade_score.score_check(nb, {index: "ok"}, {index: (report, None)}, index, None, "x.ipynb", settings)

    def test_points_are_scaled_to_the_cell_and_undecided_rules_are_not_listed(self):
        record = json.loads(SAMPLE_RECORD.read_text(encoding="utf-8"))
        part = self.score(record)  # 1 of the record's 6 points, scaled to the cell's points
        self.assertEqual(11, part.max_points)
        self.assertEqual(round(1 * 11 / 6, 2), part.points)
        self.assertEqual(("graded", ["the check stopped at the time limit", "b: line\\ and\\ttab, caf\u00e9"]),
                         (part.status, part.messages))  # the tab shown as \t, as the checklist shows it
        record.update(notWrittenYet=True, note="not written yet, in other words", points=0)
        part = self.score(record)
        self.assertEqual((0, "not written yet", ["not written yet"]), (part.points, part.status, part.messages))

    def test_what_student_code_chose_reaches_the_feedback_literally(self):
        record = json.loads(SAMPLE_RECORD.read_text(encoding="utf-8"))
        record["rules"][1].update(rule="b\u202e", message="threw X: \x1b[2J\x1b[32m\r  PASS  8/8\nfake")
        part = self.score(record)
        self.assertEqual(["the check stopped at the time limit", "b\\u202e: threw X: \\u001b[2J\\u001b[32m\\r  PASS  8/8"
                          "\\nfake"], part.messages)
        self.assertEqual("b\\u202e", part.rules[1][0])


class ChecklistLiteralTest(unittest.TestCase):
    """The checklist the executed copy shows: a student's text in it (an operator's name, an
    exception's message) is shown as the characters it is, never as an ANSI sequence, a carriage
    return that overwrites a line, or a line of its own."""

    HOSTILE = "<b>x</b> **y** \x1b[2J\x1b[32m\r  PASS  8/8  all\n\u202etxt\u200b\U000e0041"
    SHOWN = "<b>x</b> **y** \\u001b[2J\\u001b[32m\\r  PASS  8/8  all\\n\\u202etxt\\u200b\\U000e0041"

    def test_hidden_characters_are_escaped_and_markup_and_letters_kept(self):
        self.assertEqual(self.SHOWN, gm.literal(self.HOSTILE))
        self.assertEqual("a\nb\\tc caf\u00e9 \U0001F600", gm.literal("a\nb\tc caf\u00e9 \U0001F600", keep="\n"))

    def test_the_check_cell_shows_the_judges_checklist_literally(self):
        from nqkit import grade_kernel
        # The judge's Report already escapes; this is a judge that did not (its newlines are kept:
        # the checklist's own lines end in them).
        checklist = 'Check mutation "\x1b[2J\x1b[32m\r  PASS  8/8 \u202e" (PERMUTATION): 5/5 points\n  PASS  5/5  all\n'
        record = json.loads(SAMPLE_RECORD.read_text(encoding="utf-8"))

        async def judged(kernel, judge, cell, index, timeout, absent, wall=None):
            return "ok", wire.Verdict("ex4-reset", json.dumps(record), checklist, None, None), None

        nb = sources()["ex4-per-gene-mutation.ipynb"]
        index = next(i for i, c in enumerate(nb.cells) if ex.kind(c) == "check")
        saved, grade_kernel.judged = grade_kernel.judged, judged
        try:
            asyncio.run(grade_kernel.run_check(None, None, nb.cells[index], index, 10, []))
        finally:
            grade_kernel.judged = saved
        shown = nb.cells[index].outputs[0]
        self.assertEqual(("stream", 'Check mutation "\\u001b[2J\\u001b[32m\\r  PASS  8/8 \\u202e" (PERMUTATION): 5/5 '
                                    'points\n  PASS  5/5  all\n'),
                         (shown.output_type, shown.text))


class UnknownRecordTest(unittest.TestCase):

    def test_a_record_of_an_unknown_version_is_a_grader_error_naming_it_not_a_zero_for_the_student(self):
        from nqkit import grade_kernel
        from nqkit import grade_steps
        from nqkit import grading

        async def execute(*_):  # the judge's record of another version
            wire.read_report(json.dumps({"format": wire.REPORT_FORMAT, "version": 2}))

        nb = sources()["ex4-per-gene-mutation.ipynb"]
        saved, grade_kernel.execute = grade_kernel.execute, execute
        try:
            with tempfile.TemporaryDirectory() as private:
                run = grade_steps.GradeRun(GradeSettings(Path(private), SOURCE, Path(private)), Path(private))
                graded = asyncio.run(grading.grade_one("ann", "ex4-per-gene-mutation.ipynb", nbformat.writes(nb), nb,
                                                       ex.release_notebook(nb, "x"), run))
        finally:
            grade_kernel.execute = saved
        self.assertTrue(graded.grader_error)
        self.assertEqual([("ex4-reset", 0, "error")], [(p.exercise, p.points, p.status) for p in graded.parts])
        self.assertRegex(graded.parts[0].messages[0], r"^not graded: the check's record is nqk-check-report version 2, "
                                                      r"but this grader reads version 1 only")


class BothResults:
    """The course hook (tools/nqkit/course_run.py) over the grading run, beside its grades.csv: every
    submission folder on the roster, one assignment of every graded cell at its notebook's points."""

    def __init__(self, submissions, out):
        from nqkit import course
        from nqkit import course_run
        from nqkit import gradebook
        points, answers = course_run.source_cells(SOURCE)
        roster = {p.name: f"name of {p.name}" for p in Path(submissions).iterdir() if p.is_dir()}
        assignment = course.Assignment("all", "(test)", course.parse_time("2026-10-05 23:59 UTC"),
                                       {name: dict(cells) for name, cells in points.items()})
        self.book = gradebook.Gradebook(Path(out) / "course" / "gradebook.sqlite")
        self.course = course_run.CourseRun(self.book, assignment, roster, answers, submissions, Path(out) / "course",
                                           "test")
        self.out, self.previous = Path(out), []

    def select(self, students):
        from nqkit import grade_results
        self.previous = grade_results.previous_rows(self.out)
        return self.course.select(students)

    def graded(self, r, text):
        kept = list(r.parts)
        self.course.graded(r, text)
        r.parts = kept  # grades.csv gets every part as before

    def finish(self, results, notes):
        from nqkit import grade_results
        grade_results.write_results(results, notes, self.out, self.previous)
        self.course.finish(results, notes)
        self.book.close()


def grade(submissions, out, printed=False, course=False, **options):
    from nqkit import grading
    settings = GradeSettings(Path(submissions), SOURCE, Path(out), jobs=3, cell_timeout=20, check_timeout=180,
                             budget=600, startup_timeout=20,
                             retries=12,  # the rapaio kernel hangs in 30-45% of cold starts at load 20+
                             **grade_settings.environment(os.environ))
    settings = dataclasses.replace(settings, **options)
    hook = BothResults(submissions, out) if course else None
    with contextlib.redirect_stdout(io.StringIO()) as shown, contextlib.redirect_stderr(io.StringIO()) as errors:
        status = asyncio.run(grading.grade_all(settings, hook))
    assert status == 0, f"the grader reported an error of its own ({status}); see {out}/logs\n{shown.getvalue()}"
    sys.stderr.write(errors.getvalue())
    return read_results(out) + ((shown.getvalue() + errors.getvalue(),) if printed else ())


def read_results(out):
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


def build_submissions(subs, out, cases, sandboxed, testdata=TESTDATA):
    """Writes every case's submission, its .jsh answers read from `testdata`; returns the cases used."""
    all_sources = sources()
    for name, nb in all_sources.items():
        kit_common.write_atomic(subs / "solutions" / name, nbformat.writes(nb))
        kit_common.write_atomic(subs / "released" / name, (ex.STUDENT_DIR / name).read_text(encoding="utf-8"))
    used = []
    for case in cases:
        if case.get("sandbox_only") and not sandboxed:
            continue
        used.append(case)
        path = subs / case["student"] / case["notebook"]
        path.parent.mkdir(parents=True, exist_ok=True)
        if case.get("broken"):
            path.write_text(nbformat.writes(all_sources[case["notebook"]])[:200])
            continue
        if case.get("symlink"):
            path.symlink_to(SOURCE / case["notebook"])
            continue
        if case.get("fifo"):
            os.mkfifo(path)  # opened for reading, it would wait for a writer forever
            continue
        if case.get("hardlink"):
            os.link(SOURCE / case["notebook"], path)
            continue
        if case.get("sparse_mb"):
            with open(path, "wb") as f:  # sparse: no disk, but a read would take that much memory
                f.write(b'{"cells": [')
                f.truncate(case["sparse_mb"] * 1000 * 1000)
            continue
        base = ex.release_notebook(all_sources[case["notebook"]], "x") if case.get("stub") else all_sources[case["notebook"]]
        nb = copy_of(base)
        for cell in list(nb.cells):
            gid = ex.grade_id(cell)
            if gid in case.get("replace", {}):
                text = (testdata / case["replace"][gid]).read_text(encoding="utf-8")
                cell.source = (text.replace("OUT", str(out)).replace("SUBS", str(subs)).replace("SRC", str(SOURCE))
                               .replace("KIT", str(ex.ROOT)).replace("GIT", git_dir()))
            if gid in case.get("edit", {}):
                cell.source = case["edit"][gid]
            if gid in case.get("rename", {}):
                cell.metadata.nbgrader["grade_id"], cell.source = case["rename"][gid]
            if gid == case.get("duplicate"):
                nb.cells.insert(nb.cells.index(cell) + 1, copy_of(nb).cells[nb.cells.index(cell)])
        for gid, text in case.get("insert_after", {}).items():
            at = next(i for i, c in enumerate(nb.cells) if ex.grade_id(c) == gid)
            nb.cells.insert(at + 1, nbformat.v4.new_code_cell(text))
        if "add_cell" in case:
            added = nbformat.v4.new_code_cell(case["add_cell"]["source"])
            added.metadata["nbgrader"] = case["add_cell"]["nbgrader"]
            nb.cells.append(added)
        path.write_text(nbformat.writes(nb), encoding="utf-8")
    return used


def git_dir():
    """The kit's git folder (a worktree's is its main checkout's .git), or a path that is none."""
    done = subprocess.run(["git", "-C", str(ex.ROOT), "rev-parse", "--path-format=absolute", "--git-common-dir"],
                          capture_output=True, text=True)
    return done.stdout.strip() if done.returncode == 0 else str(ex.ROOT / ".git")


def digests(folder):
    """{file: digest} of the regular files below `folder` (large ones by size and time)."""
    out = {}
    for p in sorted(Path(folder).rglob("*")):
        if p.is_file() and not p.is_symlink():
            st = p.stat()
            out[str(p.relative_to(folder))] = (f"{st.st_size}:{st.st_mtime_ns}" if st.st_size > 10 << 20
                                               else hashlib.sha256(p.read_bytes()).hexdigest())
    return out


def cmdline(pid):
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().decode(errors="replace")
    except OSError:  # ended meanwhile
        return ""


def marked_processes(marker="987654"):
    found = []
    for entry in os.listdir("/proc"):
        try:
            if entry.isdigit() and marker in Path(f"/proc/{entry}/cmdline").read_bytes().decode(errors="replace"):
                found.append(int(entry))
        except OSError:
            continue
    return found


@unittest.skipUnless(java_kernel(), "no 'java' kernel on JUPYTER_PATH (./kit test provides one)")
class GradingRunTest(unittest.TestCase):
    """One grading run over every kind of submission, as an instructor would start it."""

    @classmethod
    def setUpClass(cls):
        from nqkit import grade_sandbox
        cls.sandboxed = grade_sandbox.SANDBOX is not None
        if not cls.sandboxed:
            print("\nno namespace sandbox here: the forgeries that kill the grader or outlive the kernel are skipped",
                  file=sys.stderr)
        work = ex.ROOT / "build" / "assignments" / "test"
        shutil.rmtree(work, ignore_errors=True)
        cls.subs, cls.out = work / "submissions", work / "grades"
        cases = json.loads((TESTDATA / "cases.json").read_text(encoding="utf-8"))["cases"]
        cls.cases = build_submissions(cls.subs, cls.out, cases, cls.sandboxed)
        cls.before = digests(cls.subs)
        cls.source_before = digests(SOURCE)
        t0 = time.monotonic()
        cls.rows, cls.feedback, cls.printed = grade(cls.subs, cls.out, printed=True, course=True)
        cls.seconds = time.monotonic() - t0
        # What the grader printed (a line and the seconds per notebook), kept to see where a slow run went.
        kit_common.write_atomic(work / "grader.out", cls.printed)
        print(f"\ngrading run: {len({s for s, _ in cls.rows})} students in {cls.seconds:.0f} s; the grader's"
              f" lines in {kit_common.shown(work / 'grader.out')}", file=sys.stderr)

    def test_the_solution_notebooks_get_full_marks(self):
        mine = {e: v for (s, e), v in self.rows.items() if s == "solutions"}
        self.assertEqual(9, len(mine))
        for exercise, (points, max_points, status) in mine.items():
            if exercise == "ex6-explain":
                self.assertEqual(("", "4", "manual"), (points, max_points, status))
            else:
                self.assertEqual((max_points, "graded"), (points, status), exercise)

    def test_no_cell_of_the_solution_notebooks_fails_on_their_student_build(self):
        # The student build leaves out the kit classes an exercise forbids: no locked cell may need them.
        paths = sorted((self.out / "executed" / "solutions").glob("*.ipynb"))
        self.assertEqual(6, len(paths))
        for path in paths:
            for cell in nbformat.read(path, as_version=4).cells:
                errors = [o for o in cell.get("outputs", []) if o.get("output_type") == "error"]
                self.assertEqual([], errors, f"{path.name} {ex.grade_id(cell)}")
                # A check a locked cell runs in the kernel reports a missing class in its checklist
                # (ex5-start once did: "threw NoClassDefFoundError: io/nqueens/solver/Solutions").
                text = "".join(o.get("text", "") for o in cell.get("outputs", []))
                self.assertNotRegex(text, r"NoClassDefFoundError|ClassNotFoundException",
                                    f"{path.name} {ex.grade_id(cell)}")

    def test_the_released_notebooks_get_zero_and_say_not_written_yet(self):
        mine = {e: v for (s, e), v in self.rows.items() if s == "released"}
        self.assertEqual(9, len(mine))
        for exercise, (points, _, status) in mine.items():
            self.assertEqual(("0", "not written yet"), (points, status), exercise)

    def test_each_wrong_or_forged_submission_gets_what_an_honest_grader_gives(self):
        for case in self.cases:
            for exercise, (points, text) in case["expect"].items():
                with self.subTest(student=case["student"], exercise=exercise):
                    got = self.rows[(case["student"], exercise)]
                    self.assertEqual(str(points), got[0], self.feedback[case["student"]])
                    if isinstance(text, list):
                        # any of these is honest: a flood of 1 MB lines passes the output limit within
                        # the time limit on an idle machine, not always on a loaded one (CappedClient's
                        # flood rule has its own test in test_grade_sandbox); a planted solution is
                        # caught by the probes or by the audit of the runs, whichever sees it first
                        # (the probes' seeds are secret, so either may)
                        said = " ".join(self.feedback[case["student"]].split())
                        self.assertTrue(any(t in said for t in text), said)
                        continue
                    if text is not None:  # the feedback wraps long lines
                        self.assertIn(text, " ".join(self.feedback[case["student"]].split()))
                    messages = section(self.feedback[case["student"]], exercise)
                    if text is None:  # full marks: no rule's message
                        self.assertEqual([], messages)
                    elif points > 0:  # partial credit: the rules it broke, the expected one among them
                        self.assertTrue(any(text.split(":")[0] in m for m in messages), messages)

    def test_the_executed_copy_shows_the_judges_checklist_under_the_check_cell(self):
        shown = 0
        for case in self.cases:
            for gid, text in case.get("executed_shows", {}).items():
                nb = nbformat.read(self.out / "executed" / case["student"] / case["notebook"], as_version=4)
                cell = next(c for c in nb.cells if ex.grade_id(c) == gid)
                self.assertTrue(cell.source.rstrip().endswith(".score()"), cell.source)  # the check, not the serve cell
                printed = "".join(o.get("text", "") for o in cell.outputs if o.get("output_type") == "stream")
                self.assertIn(text, printed, case["student"])
                self.assertNotIn("8/8 points", printed, case["student"])
                shown += 1
        self.assertGreaterEqual(shown, 2)

    def test_no_forgery_adds_a_row_or_changes_a_file_it_does_not_own(self):
        graded_cells = {ex.grade_id(c) for nb in sources().values() for c in nb.cells if ex.kind(c) in ("check", "manual")}
        self.assertEqual(set(), {e for _, e in self.rows} - graded_cells)
        self.assertNotIn("\nforged,", (self.out / "grades.csv").read_text())
        self.assertEqual(self.before, digests(self.subs))
        self.assertEqual(self.source_before, digests(SOURCE))
        self.assertEqual([], marked_processes(), "a process a submission started outlived the grading run")
        self.assertEqual(set(), set(self.feedback) - {s for s, _ in self.rows})

    def test_no_attack_reads_or_writes_outside_its_work_folder_and_nothing_it_wrote_survives(self):
        attacks = [c for c in self.cases if c.get("attack")]
        if not attacks:
            self.skipTest("no namespace sandbox here")
        for case in attacks:
            printed = self.printed_by(case["student"], case["notebook"])
            self.assertIn("ATTACK DONE", printed, case["student"])  # the attack ran to its end
            self.assertEqual([], re.findall(r"LEAK: .*", printed), case["student"])
        self.assertIn("refused: write /etc\n", self.printed_by("escape-files", "ex4-per-gene-mutation.ipynb"))
        left = [p for place in ("/etc", "/opt", "/var/tmp", "/dev/shm", "/run/lock", "/tmp",
                                "/usr/lib/python3/dist-packages", ex.ROOT, ex.ROOT / "build", self.out)
                for p in (Path(place) / "nqk_attack.py", Path(place) / "nqk-message", Path(place) / "nqk-attack-exec")
                if p.exists()]
        self.assertEqual([], left)

    def printed_by(self, student, notebook):
        return printed(self.out, student, notebook)

    def test_a_cell_whose_time_is_up_leaves_the_kernels_threads_in_its_log(self):
        log = (self.out / "logs" / "endless-loops--ex1-attacking-pairs-fitness.kernel.log").read_text(encoding="utf-8")
        self.assertIn("time is up; the kernel's threads follow", log)
        dump = log.split("time is up; the kernel's threads follow", 1)[1]
        self.assertIn("Full thread dump", dump)
        self.assertRegex(dump, r"at REPL\.\$JShell\$\w+\.do_it\$", "the student's loop is not among the stacks")

    def test_a_flood_of_output_is_cut_and_stops_only_its_own_kernel(self):
        flood = self.out / "executed" / "flood-print" / "ex4-per-gene-mutation.ipynb"
        self.assertLess(flood.stat().st_size, 2_500_000)
        self.assertIn("[output cut at 100 kB by the grader]", flood.read_text(encoding="utf-8"))
        # chatty-mutation printed past the cut while its check ran, and still got its 8 points
        # (cases.json): the check's sealed result is kept whole after the cut.
        self.assertNotIn("Task exception was never retrieved", self.printed)

    def test_nbgrader_gives_the_executed_notebooks_the_points_the_kit_gave(self):
        from nqkit import nbgrader_shim
        nbg = nbgrader_shim.load()
        if nbg is None:
            self.skipTest(nbgrader_shim.REASON)
        compared = 0
        honest = {"solutions", "released"} | {c["student"] for c in self.cases if c.get("nbgrader", True)}
        for path in sorted((self.out / "executed").glob("*/*.ipynb")):
            if path.parent.name not in honest:
                continue
            for cell in nbformat.read(path, as_version=4).cells:
                if ex.kind(cell) != "check":
                    continue
                points, _ = nbg.determine_grade(cell)  # the grader shows the points as text/plain on every kernel
                kit = self.rows[(path.parent.name, ex.grade_id(cell))][0]
                self.assertEqual(float(kit), points, f"{path.parent.name} {ex.grade_id(cell)}")
                compared += 1
        self.assertGreaterEqual(compared, 20)

    def test_the_course_gradebook_holds_what_grades_csv_says_and_its_pages_show_it(self):
        from nqkit import gradebook
        book = gradebook.Gradebook(self.out / "course" / "gradebook.sqlite")
        try:
            cells = {(c.student, c.cell): c for c in book.cells()}
            totals = book.totals()
        finally:
            book.close()
        self.assertEqual(set(self.rows), set(cells))
        for key, (points, max_points, status) in self.rows.items():
            c = cells[key]
            self.assertEqual((points, max_points, status), ("" if c.auto is None else rn_number(c.auto),
                                                            rn_number(c.max_points), c.status), key)
        self.assertEqual((56, 52, 4), (totals[("all", "solutions")]["max_points"], totals[("all", "solutions")]["total"],
                                       totals[("all", "solutions")]["pending"]))
        answer = cells[("solutions", "ex3-ox")].answer
        self.assertIn("myOx", answer)
        page = (self.out / "course" / "feedback" / "solutions.html").read_text(encoding="utf-8")
        self.assertIn("all: 52 of 56 points", page)
        self.assertIn("4 points still to be marked by hand", page)
        self.assertIn('<li class="ok">&#10003; 1/1 makes new children</li>', page)  # the check's checklist
        self.assertNotIn("&#10007;", page)
        self.assertIn(html_escape(answer.split("\n")[1]), page)
        overview = (self.out / "course" / "overview.html").read_text(encoding="utf-8")
        self.assertIn('id="answer-all-solutions-ex6-explain"', overview)

    def test_grading_a_subset_keeps_the_other_rows_and_files_and_a_killed_grader_changes_nothing(self):
        late = self.subs.parent / "late"
        shutil.rmtree(late, ignore_errors=True)
        shutil.copytree(self.subs / "forged-shadow-variable", late / "forged-shadow-variable")
        (late / "forged-shadow-variable" / "ex5-tune-a-ga.ipynb").write_text("{ not json")
        before_rows, before_feedback = read_results(self.out)
        others = {p.name: p.read_bytes() for p in (self.out / "feedback").glob("*.txt")}
        rows, feedback = grade(late, self.out, notebooks=("ex4-per-gene-mutation", "ex5-tune-a-ga"))
        changed = {k for k in set(rows) | set(before_rows) if rows.get(k) != before_rows.get(k)}
        self.assertEqual({("forged-shadow-variable", "ex5-tune")}, changed)
        self.assertEqual(("0", "4", "error"), rows[("forged-shadow-variable", "ex5-tune")])
        self.assertEqual(before_rows[("forged-shadow-variable", "ex3-ox")], rows[("forged-shadow-variable", "ex3-ox")])
        for name, text in others.items():
            if name != "forged-shadow-variable.txt":
                self.assertEqual(text, (self.out / "feedback" / name).read_bytes(), name)
        mine = feedback["forged-shadow-variable"]
        self.assertIn("ex5-tune-a-ga.ipynb", mine)
        self.assertNotIn("ex3-order-crossover", mine)  # feedback only for the notebooks graded
        # A grader killed while a kernel runs leaves every result as it was, and no kernel behind.
        snapshot = digests(self.out)
        grader = subprocess.Popen([*kit_common.tool_command("assignments"), "grade",
                                   str(self.subs), "--out", str(self.out), "--notebooks", "ex5-tune-a-ga"],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True, env=kit_common.tool_env())
        # Killed while a kernel runs (results are written only once every kernel is gone), not
        # after a fixed wait that a fast grading run could outlast.
        # (Its own kernels only: other graders may run on the same machine.)
        from nqkit import grade_sandbox
        # Its folders are read from the same look that saw a kernel: a process of the staging
        # seen once may be gone by a second look (at load 15 one was, and none was left to name).
        deadline = time.monotonic() + 120
        its_folders = set()
        while time.monotonic() < deadline and grader.poll() is None and not its_folders:
            mine = set(marked_processes("nqk-grade-")) & grade_sandbox.descendants(grader.pid)
            its_folders = {f for p in mine for f in re.findall(r"nqk-grade-\w+", cmdline(p))}
            if not its_folders:
                time.sleep(0.1)
        self.assertIsNone(grader.poll(), "the grader ended before any of its kernels was seen")
        os.killpg(grader.pid, signal.SIGKILL)
        grader.wait()
        self.assertEqual(snapshot, digests(self.out))
        self.assertTrue(its_folders)
        # SIGKILL reaches the kernels through their parents' death signals; on a loaded machine (the
        # held-out step beside this one) two of them once took more than 30 s to go, so 120 s, and
        # what is left is named by its command line.
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and [p for f in its_folders for p in marked_processes(f) if p != os.getpid()]:
            time.sleep(0.2)
        left = [p for f in its_folders for p in marked_processes(f) if p != os.getpid()]
        self.assertEqual([], left, [cmdline(p)[:300] for p in left])
        # The killed grader could not remove its folders: only its own (named with its pid) go, never
        # those of the graders running beside this test (the held-out step's lost its kernels' once).
        for left in Path(tempfile.gettempdir()).glob(f"nqk-*-{grader.pid}-*"):
            shutil.rmtree(left, ignore_errors=True)


class StaleFoldersTest(unittest.TestCase):
    """kill -9 lets a grader remove nothing: the next one removes the folders of graders whose pid no
    process has, and only those."""

    def test_the_folders_of_dead_graders_are_removed_and_the_others_kept(self):
        from nqkit import grading
        dead = subprocess.Popen(["true"])
        dead.wait()  # its pid is no process's now
        alive = os.getppid()
        with tempfile.TemporaryDirectory() as tmp:
            names = {f"nqk-grade-{dead.pid}-ab_1": True, f"nqk-grader-{dead.pid}-x": True,
                     f"student-builds-{dead.pid}-y": True, f"nqk-grade-{alive}-z": False,
                     f"nqk-grade-{os.getpid()}-mine": False, "nqk-grade-old7": False, f"other-{dead.pid}-x": False,
                     f"nqk-grade-{dead.pid}-a.b": False}
            for name in names:
                (Path(tmp) / name / "inner").mkdir(parents=True)
            (Path(tmp) / f"nqk-grader-{dead.pid}-file").write_text("a file, not a folder of a grader")
            removed = grading.remove_stale_folders(tmp)
            self.assertEqual(sorted(n for n, gone in names.items() if gone), sorted(p.name for p in removed))
            self.assertEqual(sorted([n for n, gone in names.items() if not gone] + [f"nqk-grader-{dead.pid}-file"]),
                             sorted(p.name for p in Path(tmp).iterdir()))
        self.assertEqual([], grading.remove_stale_folders(Path(tmp) / "gone"))

    def test_a_grader_starting_removes_what_a_killed_one_left_in_the_temporary_folder(self):
        dead = subprocess.Popen(["true"])
        dead.wait()
        # The grader's temporary folder is the test's own (TMPDIR), so that folders other killed
        # graders left in the machine's /tmp (a CI run stopped by hand) do not count here.
        own_tmp = Path(tempfile.mkdtemp(prefix="nqk-test-tmp-"))
        self.addCleanup(shutil.rmtree, own_tmp, True)
        left = Path(tempfile.mkdtemp(prefix=f"nqk-grader-{dead.pid}-", dir=own_tmp))
        (left / "ann--ex3.kernel.log").write_text("a kernel log")
        with tempfile.TemporaryDirectory() as tmp:
            subs = Path(tmp) / "subs"
            kit_common.write_atomic(subs / "ann" / "ex3-order-crossover.ipynb",
                                    (ex.STUDENT_DIR / "ex3-order-crossover.ipynb").read_text(encoding="utf-8"))
            r = subprocess.run([sys.executable, str(NotebooksOptionTest.FAKE), "grade", str(subs), "--out",
                                str(Path(tmp) / "out"), "--notebooks", "ex3"], capture_output=True, text=True,
                               timeout=120, stdin=subprocess.DEVNULL,
                               env=kit_common.tool_env(dict(os.environ, NQK_GRADE_SANDBOX="0", TMPDIR=str(own_tmp))))
        self.assertEqual(0, r.returncode, r.stdout + r.stderr)
        # The line names every folder removed: the kit's build/assignments may also hold a student
        # build that a grader killed by an earlier test left, which this grader removes too.
        said = re.search(r"^removed (\d+) temporary folder\(s\) of graders that were killed: (.*)$", r.stdout, re.M)
        self.assertIsNotNone(said, r.stdout)
        names = said.group(2).split(", ")
        self.assertIn(left.name, names)
        self.assertEqual(int(said.group(1)), len(names))
        self.assertEqual([], [n for n in names if not n.startswith(("nqk-grader-", "student-builds-"))])
        self.assertFalse(left.exists())


@unittest.skipUnless((ex.ROOT / "lib" / "target" / "classpath").is_dir(), "the kit is not built (mvn -q package)")
class FailedGraderTest(unittest.TestCase):

    def test_a_grader_that_fails_after_making_its_folders_leaves_none(self):
        from nqkit import grading
        with tempfile.TemporaryDirectory() as tmp:
            subs = Path(tmp) / "subs"
            kit_common.write_atomic(subs / "ann" / "ex3-order-crossover.ipynb",
                                    (ex.STUDENT_DIR / "ex3-order-crossover.ipynb").read_text(encoding="utf-8"))
            settings = GradeSettings(subs, SOURCE, Path(tmp) / "out", jobs=1, notebooks=("ex3",), cell_timeout=20,
                                     check_timeout=180, budget=600, startup_timeout=20, retries=2)

            def broken(absent, root):  # after the private folder and the builds' folder were made
                raise OSError(f"no space left on the device (test), making {root}")
            saved, grading.gj.student_build = grading.gj.student_build, broken
            try:
                with contextlib.redirect_stdout(io.StringIO()), \
                        self.assertRaisesRegex(OSError, r"^no space left on the device \(test\), making .*/student-builds-"):
                    grading.run(settings)
            finally:
                grading.gj.student_build = saved
                left = own_folders(os.getpid())
                for f in left:
                    shutil.rmtree(f, ignore_errors=True)
            self.assertEqual([], left)


@unittest.skipUnless(java_kernel(), "no 'java' kernel on JUPYTER_PATH (./kit test provides one)")
class SmallGradingRunTest(unittest.TestCase):
    """A small grading run (three notebooks) on the real kernel and judge: a check cell copied
    above the setup costs nothing, an operator named with markup and control characters is shown
    literally in the executed copy, and ex5's locked demo cell runs on the student build."""

    # ESC [2J clears a screen, \r overwrites a line, \n adds one, U+202E turns the text around.
    NAME = r'"<b>x</b> **y** \033[2J\r  PASS  8/8 all\n\u202e"'
    SHOWN = r'"<b>x</b> **y** \u001b[2J\r  PASS  8/8 all\n\u202e"'

    @classmethod
    def setUpClass(cls):
        work = ex.ROOT / "build" / "assignments" / "test-small"
        shutil.rmtree(work, ignore_errors=True)
        cls.subs, cls.out = work / "submissions", work / "grades"
        all_sources = sources()
        ex4 = "ex4-per-gene-mutation.ipynb"
        nb = copy_of(all_sources[ex4])
        order = [ex.grade_id(c) for c in nb.cells]
        copied = copy_of(nb).cells[order.index("ex4-reset")]
        copied["id"] = "copied-check"  # as Jupyter gives a pasted cell a new id
        nb.cells.insert(order.index("ex4-setup"), copied)
        kit_common.write_atomic(cls.subs / "check-first" / ex4, nbformat.writes(nb))
        nb = copy_of(all_sources[ex4])
        answer = next(c for c in nb.cells if ex.grade_id(c) == "ex4-reset-answer")
        assert '"my per-gene reset"' in answer.source
        answer.source = answer.source.replace('"my per-gene reset"', cls.NAME)
        kit_common.write_atomic(cls.subs / "hostile-name" / ex4, nbformat.writes(nb))
        ex5 = "ex5-tune-a-ga.ipynb"
        kit_common.write_atomic(cls.subs / "solutions" / ex5, nbformat.writes(all_sources[ex5]))
        cls.rows, cls.feedback = grade(cls.subs, cls.out)

    def cell(self, student, notebook, gid):
        nb = nbformat.read(self.out / "executed" / student / notebook, as_version=4)
        return next(c for c in nb.cells if ex.grade_id(c) == gid)

    def test_a_check_cell_copied_above_the_setup_costs_nothing(self):
        self.assertEqual(("8", "8", "graded"), self.rows[("check-first", "ex4-reset")], self.feedback["check-first"])
        nb = nbformat.read(self.out / "executed" / "check-first" / "ex4-per-gene-mutation.ipynb", as_version=4)
        order = [ex.grade_id(c) for c in nb.cells]
        self.assertEqual(1, order.count("ex4-reset"))
        self.assertLess(order.index("ex4-setup"), order.index("ex4-reset"))

    def test_a_hostile_operator_name_is_shown_literally_in_the_executed_copy(self):
        self.assertEqual(("8", "8", "graded"), self.rows[("hostile-name", "ex4-reset")], self.feedback["hostile-name"])
        shown = "".join(o.get("text", "") for o in self.cell("hostile-name", "ex4-per-gene-mutation.ipynb",
                                                             "ex4-reset").outputs)
        self.assertIn(f"Check mutation {self.SHOWN}", shown)
        self.assertEqual([], [ch for ch in shown if ch != "\n" and (ord(ch) < 32 or 0x7f <= ord(ch) < 0xa0
                                                                     or ch in "\u202e\u2028")])
        self.assertEqual([], [l for l in shown.split("\n") if l.lstrip().startswith("PASS  8/8 all")])  # no forged line

    def test_ex5s_locked_demo_cell_runs_on_the_student_build(self):
        self.assertEqual(("4", "4", "graded"), self.rows[("solutions", "ex5-tune")])
        shown = "".join(o.get("text", "") for o in self.cell("solutions", "ex5-tune-a-ga.ipynb", "ex5-start").outputs)
        self.assertNotIn("NoClassDefFoundError", shown)
        self.assertIn("  PASS  --   its plug-ins are no solvers (no points)\n", shown)
        self.assertRegex(shown, r"FAIL  0/1  solves at least 14 of 30 seeds within 8,000 evaluations\n +solved \d+ of 30")


def own_folders(pid):
    """The folders grader `pid` made (grading.own_folder): in the temporary folder and build/assignments."""
    return sorted(str(p) for parent in (Path(tempfile.gettempdir()), ex.ROOT / "build" / "assignments")
                  for p in parent.glob(f"*-{pid}-*") if re.fullmatch(rf"(nqk-grader?|student-builds)-{pid}-\w+", p.name))


@unittest.skipUnless(java_kernel(), "no 'java' kernel on JUPYTER_PATH (./kit test provides one)")
class StoppedGraderTest(unittest.TestCase):
    """A grader stopped by SIGTERM or SIGINT while a kernel grades stops its kernels, removes every
    folder it made and writes nothing; a grader that fails does the same."""

    def stop_mid_way(self, sig):
        with tempfile.TemporaryDirectory() as tmp:
            subs, out = Path(tmp) / "subs", Path(tmp) / "out"
            name = "ex4-per-gene-mutation.ipynb"
            kit_common.write_atomic(subs / "ann" / name, nbformat.writes(sources()[name]))
            grader = subprocess.Popen([*kit_common.tool_command("assignments"), "grade",
                                       str(subs), "--out", str(out), "--notebooks", "ex4"], stdout=subprocess.PIPE,
                                      stderr=subprocess.PIPE, text=True, start_new_session=True, env=kit_common.tool_env())
            from nqkit import grade_sandbox
            deadline, seen = time.monotonic() + 120, set()
            try:
                # Stopped once its kernel and judge run: the judge's log is in the private folder.
                while time.monotonic() < deadline and grader.poll() is None:
                    seen |= grade_sandbox.descendants(grader.pid)
                    made = own_folders(grader.pid)
                    if (any(Path(f, "ann--ex4-per-gene-mutation.kernel.judge.log").exists() for f in made)
                            and any("nqk-grade-" in cmdline(p) or "java" in cmdline(p) for p in seen)):
                        break
                    time.sleep(0.1)
                if grader.poll() is not None:
                    self.fail(f"the grader ended before its kernel was seen: {grader.communicate()}")
                made = own_folders(grader.pid)
                self.assertEqual(3, len(made), made)  # its work folder, its private folder, the student builds
                os.kill(grader.pid, sig)
                printed, errors = grader.communicate(timeout=90)
            finally:
                if grader.poll() is None:
                    os.killpg(grader.pid, signal.SIGKILL)
                    grader.wait()
                for f in own_folders(grader.pid):
                    shutil.rmtree(f, ignore_errors=True)  # (a failing grader must not leave them)
            self.assertEqual(128 + sig, grader.returncode, printed + errors)
            self.assertIn(f"grade stopped by {signal.Signals(sig).name}: every kernel stopped, the grader's temporary "
                          f"folders removed; results not written\n", errors)
            self.assertEqual([], [f for f in made if Path(f).exists()])
            self.assertEqual([], [p for p in seen if Path(f"/proc/{p}").exists() and ("nqk-grade-" in cmdline(p)
                                                                                     or "java" in cmdline(p))])
            self.assertFalse((out / "grades.csv").exists())

    def test_sigterm_mid_way_removes_every_folder_and_kernel(self):
        self.stop_mid_way(signal.SIGTERM)

    def test_sigint_mid_way_removes_every_folder_and_kernel(self):
        self.stop_mid_way(signal.SIGINT)


def rn_number(x):
    from nqkit import grade_results
    return grade_results.number(x)


def html_escape(text):
    import html
    return html.escape(text, quote=True)


def printed(out, student, notebook):
    """Everything the code cells of a student's executed notebook printed (streams and text)."""
    nb = nbformat.read(Path(out) / "executed" / student / notebook, as_version=4)
    return "".join(o.get("text", "") for c in nb.cells if c.cell_type == "code" for o in c.outputs)


def section(feedback, exercise):
    """The feedback lines of one graded cell: its own line and the messages under it."""
    lines = feedback.split("\n")
    start = next(i for i, l in enumerate(lines) if re.match(rf"^  {re.escape(exercise)} ", l))
    end = next((i for i in range(start + 1, len(lines)) if not lines[i].startswith("      ")), len(lines))
    return [l for l in lines[start + 1:end] if not l.startswith("        ")]  # not continuation lines


if __name__ == "__main__":
    unittest.main()
