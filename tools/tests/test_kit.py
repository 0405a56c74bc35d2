#!/usr/bin/python3
"""Tests of the kit's argument handling (the `kit` script hands every command to nqkit.kit, so they run
both): every command answers --help (the command line's
from lib/cli-usage.txt) and refuses bad arguments before it builds anything; the benchmark's
options are checked by the benchmark itself (bench's OptionsTest). Maven is replaced on PATH by a stub that records being
called, so these tests build nothing and need no network."""

import os
import shutil
import signal
import subprocess
import tempfile
import unittest
from pathlib import Path

from nqkit import kit_common

ROOT = Path(__file__).resolve().parents[2]
KIT = ROOT / "kit"


class KitArgumentsTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        stubs = Path(self.tmp.name)
        self.called = stubs / "mvn-called"
        mvn = stubs / "mvn"
        mvn.write_text(f'#!/bin/sh\necho "$@" >> "{self.called}"\nexit 1\n', encoding="utf-8")
        mvn.chmod(0o755)
        self.env = dict(os.environ, PATH=f"{stubs}:{os.environ.get('PATH', '')}")

    def tearDown(self):
        self.tmp.cleanup()

    def kit(self, *args):
        return subprocess.run([str(KIT), *args], cwd=self.tmp.name, env=self.env, capture_output=True,
                              text=True, timeout=60, stdin=subprocess.DEVNULL)

    def assertNothingBuilt(self):
        self.assertFalse(self.called.exists(), "Maven was called: "
                         + (self.called.read_text() if self.called.exists() else ""))

    def test_help_of_every_command_builds_nothing(self):
        sweep = "Usage: ./kit cli sweep [-h] [--init=CLASS] --out=DIR [--shard=I/N] [--threads=K] SPEC\n"
        for args, expected in [(["help"], "Usage: ./kit COMMAND"), (["run", "--help"], "  run [NB...]"),
                               (["test", "-h"], "  test [NB...]"), (["bench", "--help"], "  bench [--quick]"),
                               (["sweep", "--help"], sweep), (["sweep", "help"], sweep),
                               (["sweep", "spec.json", "-h"], sweep), (["help", "sweep"], sweep),
                               (["cli", "help", "sweep"], sweep), (["cli", "sweep", "--help"], sweep),
                               (["cli", "help"], "Usage: ./kit cli [-h] [--version] COMMAND\n"),
                               (["cli", "--help"], "  merge        Join the runs saved"),
                               (["cli", "run", "--help"], "Usage: ./kit cli run [-h] [--init=CLASS] [--out=DIR]"),
                               (["help", "run"], "  run [NB...]   build what the notebooks load"),
                               (["tune-irace", "--help"], "Usage: ./kit cli tune-irace [-h]"),
                               (["help", "tune-run"], "Usage: ./kit cli tune-run [-h]"),
                               (["gradebook", "--help"], "usage: ./kit gradebook [-h] [--out DIR]"),
                               (["help", "gradebook"], "  gradebook [--out DIR] mark STUDENT CELL POINTS"),
                               (["help", "tune"], "A race spec (JSON): the base engine spec"),
                               (["tune-ablate", "--help"], "Usage: ./kit cli tune-ablate [-h]"),
                               (["spec", "--help"], "doc001Fixed"),
                               (["grade", "--help"], "usage: assignments.py grade")]:
            with self.subTest(args=args):
                r = self.kit(*args)
                self.assertEqual(r.returncode, 0, r.stderr)
                self.assertIn(expected, r.stdout)
                self.assertEqual(r.stderr, "")
        self.assertNothingBuilt()

    def test_help_lists_the_command_lines_commands_and_every_one_answers(self):
        r = self.kit("help")
        self.assertEqual(r.returncode, 0, r.stderr)
        listed = r.stdout.split("The kit's command line (./kit cli COMMAND", 1)[1]
        commands = [line.split()[0] for line in listed.splitlines() if line.startswith("  ")
                    and not line.startswith("   ")]
        self.assertEqual(commands, ["sweep", "merge", "run", "tune", "tune-ablate", "tune-run", "tune-batch", "tune-irace", "tune-task", "spec",
                                    "version", "help"])
        for command in commands:
            with self.subTest(command=command):
                r = self.kit("cli", command, "--help")
                self.assertEqual(r.returncode, 0, r.stderr)
                self.assertIn(f"Usage: ./kit cli {command} [-h]", r.stdout)
                # errors of the command line end "run `./kit cli COMMAND --help` for the usage": it works
                self.assertEqual(r.stdout, self.kit("cli", "help", command).stdout)
        self.assertNothingBuilt()

    def test_version_is_the_poms_without_a_build(self):
        pom = (ROOT / "pom.xml").read_text(encoding="utf-8")
        version = pom.split("<artifactId>nqueens-parent</artifactId>", 1)[1].split("<version>", 1)[1]
        version = version.split("</version>", 1)[0]
        for args in (["version"], ["cli", "version"], ["--version"], ["cli", "--version"]):
            with self.subTest(args=args):
                r = self.kit(*args)
                self.assertEqual((r.returncode, r.stdout, r.stderr), (0, f"nqueens-kit {version}\n", ""))
        self.assertNothingBuilt()

    def test_help_as_a_value_is_not_a_request_for_help(self):
        # A folder named help: the sweep goes on to build (here the Maven stub fails) or, in a checkout
        # whose library is built, to run, which finds no spec.json in the test's empty folder.
        for args in (["sweep", "spec.json", "--out", "help"], ["cli", "sweep", "spec.json", "--out", "help"]):
            with self.subTest(args=args):
                r = self.kit(*args)
                self.assertNotEqual(r.returncode, 0, r.stdout)
                self.assertNotIn("Usage:", r.stdout)
                went_on = self.called.exists() or "spec file spec.json does not exist" in r.stderr
                self.assertTrue(went_on, f"the command did not go on to the build or the run: {r.stderr}")
                self.called.unlink(missing_ok=True)

    def test_bad_arguments_are_refused_by_name_before_any_build(self):
        for args, message in [
                (["grade", "no-such-folder"], "grade: no folder"),
                (["grade"], "usage: ./kit grade DIR"),
                (["help", "frobnicate"], "help: unknown command 'frobnicate'"),
                (["cli"], "cli: which command? (./kit cli help lists them)"),
                (["run", "--bogus"], "unknown option '--bogus'"),
                (["run", "missing.ipynb"], "not a notebook:"),
                (["frobnicate"], "unknown command 'frobnicate'")]:
            with self.subTest(args=args):
                r = self.kit(*args)
                self.assertEqual(r.returncode, 2, r.stdout + r.stderr)
                self.assertIn(message, r.stderr)
        self.assertNothingBuilt()


    def test_a_closed_pipe_ends_the_help_quietly(self):
        # ./kit help | head: the reader gone before the kit writes, the kit ends by SIGPIPE, as a shell
        # would, without a traceback.
        read, write = os.pipe()
        os.close(read)
        try:
            r = subprocess.run([str(KIT), "help"], cwd=self.tmp.name, env=self.env, stdout=write,
                               stderr=subprocess.PIPE, text=True, timeout=60, stdin=subprocess.DEVNULL)
        finally:
            os.close(write)
        self.assertEqual((r.returncode, r.stderr), (-signal.SIGPIPE, ""))

    def test_test_steps_named_must_be_steps(self):
        # NQK_TEST_STEPS (docs/testing.md) picks steps by name: a wrong name is refused before any step runs.
        r = subprocess.run([str(KIT), "test"], cwd=self.tmp.name, env=dict(self.env, NQK_TEST_STEPS="types,typo"),
                           capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)
        self.assertEqual(r.returncode, 2, r.stdout + r.stderr)
        self.assertEqual(r.stderr, "kit: NQK_TEST_STEPS: no step 'typo' (steps: assignments, browser, heldout, irace, "
                                   "javadoc, junit, live-view, notebooks, notebooks-clean, notebooks-jjava, runner-tests, "
                                   "slurm, snippets, types)\n")
        self.assertEqual(r.stdout, "")
        self.assertNothingBuilt()


class KitRunBuildsWhatNotebooksLoadTest(unittest.TestCase):
    """`./kit run` on a tree where nothing is built must build every folder the notebooks'
    setup cells load (notebook 08 loads the benchmark's): run on a copy of the kit's script,
    tools and notebooks with empty module sources, Maven replaced by a stub that records its
    arguments and fails, so nothing is built and no kernel starts."""

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        tree = Path(self.tmp.name) / "kit"
        for part in ("kit", "tools", "notebooks", "instructor"):
            src = ROOT / part
            if src.is_dir():
                shutil.copytree(src, tree / part, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
            else:
                tree.mkdir(parents=True, exist_ok=True)
                shutil.copy2(src, tree / part)
        for module in ("", "lib", "bench"):
            (tree / module / "src").mkdir(parents=True, exist_ok=True)
            (tree / module / "pom.xml").write_text("<project/>\n", encoding="utf-8")
        stubs = Path(self.tmp.name) / "stubs"
        stubs.mkdir()
        self.called = stubs / "mvn-called"
        (stubs / "mvn").write_text(f'#!/bin/sh\necho "$@" >> "{self.called}"\nexit 1\n', encoding="utf-8")
        (stubs / "mvn").chmod(0o755)
        self.tree = tree
        self.env = dict(os.environ, PATH=f"{stubs}:{os.environ.get('PATH', '')}", NQK_KERNEL="bundled")

    def tearDown(self):
        self.tmp.cleanup()

    def run_kit(self, notebook):
        r = subprocess.run([str(self.tree / "kit"), "run", notebook], cwd=self.tree, env=self.env,
                           capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL)
        return r, (self.called.read_text() if self.called.exists() else "")

    def test_every_notebook_loads_only_folders_the_kit_builds(self):
        r = subprocess.run([*kit_common.tool_command("run_notebooks"), "classpaths",
                            *map(str, sorted(ROOT.glob("notebooks/*.ipynb"))),
                            *map(str, sorted(ROOT.glob("notebooks/exercises/*.ipynb"))),
                            *map(str, sorted(ROOT.glob("instructor/exercises/*.ipynb")))],
                           capture_output=True, text=True, timeout=60, env=kit_common.tool_env())
        self.assertEqual(r.returncode, 0, r.stderr)
        real = ROOT.resolve()
        self.assertEqual(sorted(r.stdout.split()), sorted([str(real / "bench/target/classpath"),
                                                           str(real / "lib/target/classpath"),
                                                           str(real / "lib/tuning/target/classpath")]))

    def test_notebook_08_gets_the_benchmark_built_and_00_and_09_the_library(self):
        r, called = self.run_kit("notebooks/08-benchmark-results.ipynb")
        self.assertEqual(r.returncode, 2, r.stdout + r.stderr)
        self.assertIn("the benchmark does not build", r.stderr)
        self.assertIn("-pl lib,bench -am package", called)  # the library assembly too: notebook 08 loads both
        self.called.unlink()
        r, called = self.run_kit("notebooks/00-quickstart.ipynb")
        self.assertIn("the library does not build", r.stderr)
        self.assertIn("-pl lib package", called)
        self.assertNotIn("bench", called)
        self.called.unlink()
        r, called = self.run_kit("notebooks/09-racing.ipynb")  # its second folder, the tuning module's, too
        self.assertIn("the library does not build", r.stderr)
        self.assertIn("-pl lib package", called)
        self.assertNotIn("bench", called)


if __name__ == "__main__":
    unittest.main()
