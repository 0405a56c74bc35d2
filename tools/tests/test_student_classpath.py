#!/usr/bin/python3
"""The student's class path (lib/target/classpath, which every notebook's setup cell loads) holds
the core, lab and course modules and their libraries, and nothing of tuning by racing, the command
line, its Slurm arrays, the irace export or the judge (issue 46): those are in
lib/tuning/target/classpath (the tuning module's classes, which a tuner's notebook adds with a
second %classpath line), lib/target/judge-classpath and the full jar. Skips when the kit is not
built."""

import unittest

from nqkit.kit_common import ROOT

CLASSPATH = ROOT / "lib" / "target" / "classpath"
TUNING_CLASSPATH = ROOT / "lib" / "tuning" / "target" / "classpath"
JUDGE_CLASSPATH = ROOT / "lib" / "target" / "judge-classpath"
# Packages of the kit's modules that are not the student's, and classes of theirs by name (one
# moved to another of the kit's packages is still found).
NOT_THE_STUDENTS = ("tuning", "cli", "judge")
NOT_THE_STUDENTS_CLASSES = ("Race", "RaceResult", "RaceSettings", "Space", "Ablation", "HeldOut", "TaskArray",
                            "RunBatches", "LiveRace", "SlurmArray", "IraceExport", "Judge", "JudgeHost", "Session")


@unittest.skipUnless((CLASSPATH / "io" / "nqueens" / "engine").is_dir(),
                     "the kit is not built (./kit run builds lib/target/classpath)")
class StudentClassPathTest(unittest.TestCase):

    def test_it_holds_the_student_modules_and_no_tuning_command_line_slurm_irace_or_judge_class(self):
        kit = CLASSPATH / "io" / "nqueens"
        for package in ("board", "engine", "experiment", "live", "assignments", "grading"):
            self.assertTrue((kit / package).is_dir(), package)
        self.assertTrue((kit / "grading" / "Serve.class").is_file())
        for absent in NOT_THE_STUDENTS:
            self.assertFalse((kit / absent).exists(), absent)
        self.assertFalse((CLASSPATH / "picocli").exists(), "picocli: only the command line uses it")
        self.assertEqual([], sorted(str(p.relative_to(CLASSPATH)) for p in kit.rglob("*.class")
                                    if p.stem.split("$")[0] in NOT_THE_STUDENTS_CLASSES))

    def test_the_tuning_classes_are_beside_it_for_a_tuners_notebook(self):
        self.assertTrue((TUNING_CLASSPATH / "io" / "nqueens" / "tuning" / "Race.class").is_file())
        self.assertTrue((TUNING_CLASSPATH / "io" / "nqueens" / "tuning" / "LiveRace.class").is_file())
        self.assertEqual(["tuning"], sorted(p.name for p in (TUNING_CLASSPATH / "io" / "nqueens").iterdir()))
        self.assertEqual(["io"], sorted(p.name for p in TUNING_CLASSPATH.iterdir()), "no library twice")

    def test_the_judge_classes_are_beside_it(self):
        self.assertTrue((JUDGE_CLASSPATH / "io" / "nqueens" / "judge" / "JudgeHost.class").is_file())
        self.assertEqual(["judge"], sorted(p.name for p in (JUDGE_CLASSPATH / "io" / "nqueens").iterdir()))


if __name__ == "__main__":
    unittest.main()
