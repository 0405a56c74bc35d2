#!/usr/bin/python3
"""The student's class path (lib/target/classpath, which every notebook's setup cell loads) holds
the core, lab and course modules and their libraries, and nothing of the command line, its Slurm
arrays, the irace export or the judge (issue 46): those are in lib/target/judge-classpath and the
full jar. Skips when the kit is not built."""

import unittest

from nqkit.kit_common import ROOT

CLASSPATH = ROOT / "lib" / "target" / "classpath"
JUDGE_CLASSPATH = ROOT / "lib" / "target" / "judge-classpath"


@unittest.skipUnless((CLASSPATH / "io" / "nqueens" / "engine").is_dir(),
                     "the kit is not built (./kit run builds lib/target/classpath)")
class StudentClassPathTest(unittest.TestCase):

    def test_it_holds_the_student_modules_and_no_command_line_slurm_irace_or_judge_class(self):
        kit = CLASSPATH / "io" / "nqueens"
        for package in ("board", "engine", "experiment", "tuning", "live", "assignments", "grading"):
            self.assertTrue((kit / package).is_dir(), package)
        self.assertTrue((kit / "grading" / "Serve.class").is_file())
        for absent in ("cli", "judge", "tuning/irace"):
            self.assertFalse((kit / absent).exists(), absent)
        self.assertFalse((CLASSPATH / "picocli").exists(), "picocli: only the command line uses it")
        self.assertEqual([], sorted(str(p.relative_to(CLASSPATH)) for p in CLASSPATH.rglob("*")
                                    if p.name.startswith(("SlurmArray", "IraceExport", "Judge", "Session."))))

    def test_the_judge_classes_are_beside_it(self):
        self.assertTrue((JUDGE_CLASSPATH / "io" / "nqueens" / "judge" / "JudgeHost.class").is_file())
        self.assertEqual(["judge"], sorted(p.name for p in (JUDGE_CLASSPATH / "io" / "nqueens").iterdir()))


if __name__ == "__main__":
    unittest.main()
