#!/usr/bin/python3
"""Tests of the `kit` script's argument handling: every command answers --help and refuses bad
arguments before it builds anything. Maven is replaced on PATH by a stub that records being
called, so these tests build nothing and need no network."""

import os
import subprocess
import tempfile
import unittest
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
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
        for args, expected in [(["help"], "Usage: ./kit COMMAND"), (["run", "--help"], "  run [NB...]"),
                               (["test", "-h"], "  test [NB...]"), (["bench", "--help"], "  bench [--quick]"),
                               (["sweep", "--help"], "sweep SPEC --out DIR"),
                               (["cli", "help"], "merge DIR... --out FILE"),
                               (["grade", "--help"], "usage: assignments.py grade")]:
            with self.subTest(args=args):
                r = self.kit(*args)
                self.assertEqual(r.returncode, 0, r.stderr)
                self.assertIn(expected, r.stdout)
                self.assertEqual(r.stderr, "")
        self.assertNothingBuilt()

    def test_bad_arguments_are_refused_by_name_before_any_build(self):
        for args, message in [
                (["grade", "no-such-folder"], "grade: no folder"),
                (["grade"], "usage: ./kit grade DIR"),
                (["bench", "--sections", "9"], "--sections takes section numbers 1-5"),
                (["bench", "--fast"], "bench: unknown argument '--fast'"),
                (["run", "--bogus"], "unknown option '--bogus'"),
                (["run", "missing.ipynb"], "not a notebook:"),
                (["frobnicate"], "unknown command 'frobnicate'")]:
            with self.subTest(args=args):
                r = self.kit(*args)
                self.assertEqual(r.returncode, 2, r.stdout + r.stderr)
                self.assertIn(message, r.stderr)
        self.assertNothingBuilt()


if __name__ == "__main__":
    unittest.main()
