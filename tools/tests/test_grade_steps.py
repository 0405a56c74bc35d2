#!/usr/bin/python3
"""Tests of the grader's steps (tools/nqkit/grade_steps.py, grading.grade_one their loop), of its one
settings object (tools/nqkit/grade_settings.py), and of a course's recording steps
(course_run.CourseRun.RECORD_STEPS). No kernel runs: the steps that would run one are replaced."""

import argparse
import asyncio
import dataclasses
import os
import subprocess
import tempfile
import unittest
from pathlib import Path

import nbformat

from nqkit import course
from nqkit import course_run
from nqkit import exercise_notebooks as ex
from nqkit import gradebook as gb
from nqkit import grade_steps
from nqkit import grading
from nqkit import kit_common
from nqkit.grade_limits import Refused
from nqkit.grade_score import Graded, Part
from nqkit.grade_settings import GradeSettings, SettingsError

NAME = "ex4-per-gene-mutation.ipynb"
SOURCE = ex.SOURCE_DIR


def source():
    return nbformat.read(SOURCE / NAME, as_version=4)


def options(**changed):
    """assignments.py grade's parsed options, at their defaults but for `changed`."""
    ns = argparse.Namespace(submissions="subs", source=str(SOURCE), out="out", notebooks=None, jobs=3,
                            cell_timeout=30, check_timeout=180, budget=600, startup_timeout=30, retries=10,
                            max_notebook_kb=5000, max_output_kb=100)
    vars(ns).update(changed)
    return ns


class SettingsTest(unittest.TestCase):

    def test_the_options_and_the_environment_make_one_frozen_object(self):
        s = GradeSettings.from_args(options(notebooks=["ex3", "ex4"], jobs=2),
                                    {"NQK_GRADE_SANDBOX": "0", "NQK_KERNEL_CPUS": "0.5", "NQK_KERNEL_THREADS": "200",
                                     "NQK_KERNEL_MEMORY_MB": "512", "NQK_KERNEL_ENV": "MY_VAR, OTHER ,"})
        self.assertEqual((Path("subs"), ("ex3", "ex4"), 2, False, 0.5, 200, 512, ("MY_VAR", "OTHER")),
                         (s.submissions, s.notebooks, s.jobs, s.sandbox, s.kernel_cpus, s.kernel_threads,
                          s.kernel_memory_mb, s.kernel_env))
        with self.assertRaises(dataclasses.FrozenInstanceError):
            setattr(s, "budget", 1)
        d = GradeSettings.from_args(options(), {})
        self.assertEqual((True, 1.0, 1024, 3072, (), ()), (d.sandbox, d.kernel_cpus, d.kernel_threads,
                                                          d.kernel_memory_mb, d.kernel_env, d.notebooks))

    def test_a_bad_variable_is_refused_naming_it_its_value_and_what_was_expected(self):
        for env, message in (
                ({"NQK_KERNEL_CPUS": "two"}, "NQK_KERNEL_CPUS='two': expected a number"),
                ({"NQK_KERNEL_CPUS": "0"}, "NQK_KERNEL_CPUS=0.0: expected a number of CPUs above 0, up to 1024"),
                ({"NQK_KERNEL_CPUS": "nan"}, "NQK_KERNEL_CPUS=nan: expected a number of CPUs above 0, up to 1024"),
                ({"NQK_KERNEL_THREADS": "1e3"}, "NQK_KERNEL_THREADS='1e3': expected a whole number"),
                ({"NQK_KERNEL_THREADS": "8"}, "NQK_KERNEL_THREADS=8: expected a whole number >= 16"),
                ({"NQK_KERNEL_MEMORY_MB": "-1"}, "NQK_KERNEL_MEMORY_MB=-1: expected a whole number >= 256"),
                ({"NQK_GRADE_SANDBOX": "no"}, "NQK_GRADE_SANDBOX='no': expected 0 (no sandbox) or auto"),
                ({"NQK_KERNEL_ENV": "A,$(id)"}, "NQK_KERNEL_ENV: '$(id)' is not a variable's name")):
            with self.subTest(env=env), self.assertRaises(SettingsError) as caught:
                GradeSettings.from_args(options(), env)
            self.assertTrue(str(caught.exception).startswith(message), str(caught.exception))

    def test_a_bad_option_is_refused_naming_it(self):
        for changed, message in (({"jobs": 0}, "--jobs 0: expected a whole number >= 1"),
                                 ({"retries": -1}, "--retries -1: expected a whole number >= 0"),
                                 ({"budget": True}, "--budget True: expected a whole number >= 1"),
                                 ({"max_output_kb": 0}, "--max-output-kb 0: expected a whole number >= 1")):
            with self.subTest(changed=changed), self.assertRaisesRegex(SettingsError, f"^{message}$"):
                GradeSettings.from_args(options(**changed), {})
        with self.assertRaisesRegex(SettingsError, r"^--check-timeout 0: expected a whole number >= 1$"):
            dataclasses.replace(GradeSettings.from_args(options(), {}), check_timeout=0)


class SettingsCommandLineTest(unittest.TestCase):

    def test_the_grader_refuses_a_bad_variable_in_one_line_before_anything_runs(self):
        with tempfile.TemporaryDirectory() as tmp:
            (Path(tmp) / "subs").mkdir()
            env = dict(os.environ, NQK_KERNEL_MEMORY_MB="3g")
            r = subprocess.run([*kit_common.tool_command("assignments"), "grade", str(Path(tmp) / "subs"),
                                "--out", str(Path(tmp) / "out")], capture_output=True, text=True, timeout=120,
                               stdin=subprocess.DEVNULL, env=kit_common.tool_env(env))
            self.assertEqual((2, "", "grade: NQK_KERNEL_MEMORY_MB='3g': expected a whole number\n"),
                             (r.returncode, r.stdout, r.stderr))
            self.assertFalse((Path(tmp) / "out").exists())


class Spy:
    """Steps that record which ran."""

    def __init__(self):
        self.ran = []

    def step(self, name, result=None, error=None):
        async def run(sub, run):
            self.ran.append(name)
            if error is not None:
                raise error
            return result(sub) if result is not None else None
        run.__name__ = name
        return run


def grade(text, steps, private):
    nb = source()
    run = grade_steps.GradeRun(GradeSettings(Path(private), SOURCE, Path(private)), Path(private))
    return asyncio.run(grading.grade_one("ann", NAME, text, nb, ex.release_notebook(nb, NAME), run, steps))


class StepListTest(unittest.TestCase):

    def test_the_steps_run_in_order_and_the_first_result_ends_the_list(self):
        spy = Spy()
        done = Graded("ann", NAME, [Part(NAME, "ex4-reset", 5, 5)])
        with tempfile.TemporaryDirectory() as tmp:
            r = grade("{}", (spy.step("a"), spy.step("b", result=lambda sub: done), spy.step("c")), tmp)
        self.assertIs(done, r)
        self.assertEqual(["a", "b"], spy.ran)

    def test_a_step_that_fails_stops_the_later_ones_and_the_notebook_is_not_graded(self):
        spy = Spy()
        with tempfile.TemporaryDirectory() as tmp:
            r = grade("{}", (spy.step("a"), spy.step("b", error=OSError("disk full (test)")), spy.step("c")), tmp)
        self.assertEqual(["a", "b"], spy.ran)
        self.assertEqual(("the grader failed (OSError: disk full (test))", True), (r.failed, r.grader_error))
        self.assertEqual([("ex4-reset", 0, "error")], [(p.exercise, p.points, p.status) for p in r.parts])

    def test_the_grading_steps_are_listed_in_their_order(self):
        self.assertEqual(["check_file", "read_notebook", "merge_tests", "refuse_reserved", "run_sandboxed", "score",
                          "finish"], [s.__name__ for s in grade_steps.GRADE_STEPS])

    def test_a_missing_a_refused_or_an_unreadable_submission_never_reaches_the_kernel(self):
        spy = Spy()
        until_kernel = grade_steps.GRADE_STEPS[:4] + (spy.step("run_sandboxed"),)
        with tempfile.TemporaryDirectory() as tmp:
            for text, status, message in ((None, "not submitted", "not submitted"),
                                          (Refused("a symlink: not read"), "error", "a symlink: not read"),
                                          ("{ not json", "error", "could not read the notebook: ")):
                r = grade(text, until_kernel, tmp)
                self.assertEqual([("ex4-reset", 0, status)], [(p.exercise, p.points, p.status) for p in r.parts])
                self.assertTrue(r.parts[0].messages[0].startswith(message), r.parts[0].messages)
                self.assertIsNone(r.failed)
            nb = source()
            answer = next(c for c in nb.cells if ex.kind(c) == "answer")
            answer.source += "\nvar io = 1;"  # a name the check resolves
            r = grade(nbformat.writes(nb), until_kernel, tmp)
            self.assertEqual(["not run: your cells declare io, a name the checks use; rename it"], r.parts[0].messages)
        self.assertEqual([], spy.ran)


class RecordingTest(unittest.TestCase):
    """A course's gradebook after a notebook's grading failed: its last good grade is as it was."""

    def test_a_failed_step_leaves_the_good_grade_in_the_gradebook(self):
        with tempfile.TemporaryDirectory() as tmp:
            out, subs = Path(tmp) / "out", Path(tmp) / "subs"
            (subs / "ann").mkdir(parents=True)
            gb.private_folder(out)
            points, answers = course_run.source_cells(SOURCE)
            assignment = course.Assignment("a1", "(test)", course.parse_time("2026-10-05 23:59 UTC"),
                                           {NAME: dict(points[NAME])})
            book = gb.Gradebook(out / "gradebook.sqlite")
            try:
                hook = course_run.CourseRun(book, assignment, {"ann": "Ann"}, answers, subs, out, "test")
                top = points[NAME]["ex4-reset"]
                good = Graded("ann", NAME, [Part(NAME, "ex4-reset", top, top / 2)], executed="{}\n")
                self.assertEqual(0, hook.graded(good, "{}"))
                hook.finish([good], {})
                before = {(c.student, c.cell): (c.auto, c.status) for c in book.cells()}
                self.assertEqual({("ann", "ex4-reset"): (top / 2, "graded")}, before)
                hook = course_run.CourseRun(book, assignment, {"ann": "Ann"}, answers, subs, out, "test")  # a re-grade
                spy = Spy()
                with tempfile.TemporaryDirectory() as private:
                    r = grade("{}", (spy.step("a", error=RuntimeError("broken (test)")), spy.step("b")), private)
                hook.graded(r, "{}")
                self.assertEqual(["a"], spy.ran)
                self.assertTrue(r.kept, "the row says the last good grade is kept")
                self.assertEqual(before, {(c.student, c.cell): (c.auto, c.status) for c in book.cells()})
            finally:
                book.close()


if __name__ == "__main__":
    unittest.main()
