#!/usr/bin/python3
"""The grading run's shared classes (tools/nqkit/grade_cds.py): the archive a kernel of the grader's own
makes is mapped by the graded kernels, in their sandbox, and a kernel it does not fit runs as before.

    JUPYTER_PATH=$PWD/build/jupyter PYTHONPATH=tools /usr/bin/python3 -m unittest tests.test_grade_cds

The kernel tests need the `java` kernel on JUPYTER_PATH (./kit test provides one) and are skipped,
saying so, without it. About 20 s on 2 cores.
"""

import asyncio
import tempfile
import unittest
from pathlib import Path

from nqkit import grade_cds as cds
from nqkit import grade_sandbox as sandbox
from nqkit import grade_kernel
from nqkit.grade_settings import GradeSettings
from tests import test_assignments as ta

import nbformat


def settings(out):
    """The grader's settings for a kernel of these tests, writing under `out`."""
    return GradeSettings(Path(out), Path(out), Path(out), startup_timeout=60, retries=5, cell_timeout=60,
                         max_output_kb=100)


class OptionsTest(unittest.TestCase):
    def test_options_go_right_after_java_and_a_launcher_is_left_alone(self):
        self.assertEqual(["/usr/bin/java", "-Xa", "-cp", "k.jar", "Main"],
                         sandbox.with_jvm_options(["/usr/bin/java", "-cp", "k.jar", "Main"], ["-Xa"]))
        self.assertEqual(["python3", "-m", "kernel"], sandbox.with_jvm_options(["python3", "-m", "kernel"], ["-Xa"]))
        self.assertEqual(["java", "Main"], sandbox.with_jvm_options(["java", "Main"], []))

    def test_the_graded_kernels_read_the_archive_quietly_and_only_if_it_fits(self):
        options = cds.sharing("/x/shared")
        self.assertEqual("-XX:SharedArchiveFile=/x/shared/kernel.jsa", options[0])
        self.assertIn("-Xshare:auto", options)  # an archive that does not fit is ignored, not an error
        self.assertIn("-Xlog:cds=off", options)


async def maps_and_output(work, visible, options, classpath):
    """(lines of the kernel JVM's memory map naming the archive, what a cell printed)."""
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(f"%classpath {classpath}"),
                nbformat.v4.new_code_cell('System.out.println("queens " + (3 + 5));')]
    with open(work / "kernel.log", "w") as log:
        kernel = grade_kernel.Kernel(nb, work / "k", settings(work), log, visible, options)
        (work / "k").mkdir()
        await kernel.start()
        try:
            statuses = [await kernel.run(c, i, 60) for i, c in enumerate(nb.cells)]
            mapped = [line for p in kernel.jvms()
                      for line in Path(f"/proc/{p}/maps").read_text().splitlines() if cds.ARCHIVE in line]
        finally:
            await kernel.stop()
    text = "".join(o.get("text", "") for c in nb.cells for o in c.outputs)
    return statuses, mapped, text


@unittest.skipUnless(ta.java_kernel(), "no 'java' kernel on JUPYTER_PATH (./kit test provides one)")
class GradedKernelCollectorTest(unittest.TestCase):
    def test_a_graded_kernel_runs_the_serial_collector(self):
        with tempfile.TemporaryDirectory() as tmp:
            work = Path(tmp)
            work.chmod(0o755)  # the sandbox's user passes through it to the kernel's folder
            (work / "k").mkdir()
            nb = nbformat.v4.new_notebook()
            nb.cells = [nbformat.v4.new_code_cell(
                "System.out.println(java.lang.management.ManagementFactory.getGarbageCollectorMXBeans().stream()"
                ".map(b -> b.getName()).toList());")]
            with open(work / "kernel.log", "w") as log:
                kernel = grade_kernel.Kernel(nb, work / "k", settings(work), log)
                asyncio.run(kernel.start())
                try:
                    self.assertEqual("ok", asyncio.run(kernel.run(nb.cells[0], 0, 60)))
                finally:
                    asyncio.run(kernel.stop())
            text = "".join(o.get("text", "") for o in nb.cells[0].outputs)
            self.assertEqual("[Copy, MarkSweepCompact]\n", text)  # the serial collector's young and old


@unittest.skipUnless(ta.java_kernel(), "no 'java' kernel on JUPYTER_PATH (./kit test provides one)")
class SharedClassesTest(unittest.TestCase):
    """One archive, made as grading.share_classes makes it, then two kernels: one with the graded
    kernels' folders (it maps the archive) and one whose sandbox shows one folder more, so that
    its class path is elsewhere (it runs without, saying nothing)."""

    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory()
        cls.root = Path(cls.tmp.name)
        cls.root.chmod(0o755)  # the sandbox's user passes through it to the kernels' folders, as under /tmp
        cls.build = cls.root / "build"
        cls.build.mkdir()
        cls.shared, training, work = cls.root / "shared", cls.root / "training", cls.root / "train-work"
        for folder in (cls.shared, training, work):
            folder.mkdir()
        cls.classpath = sandbox.CLASSPATH_INSIDE if sandbox.SANDBOX is not None else str(cls.build)
        visible = {str(cls.build): sandbox.CLASSPATH_INSIDE, str(training): cds.SHARED_INSIDE}
        with open(cls.root / "training.log", "w") as log:
            cls.options, cls.said = asyncio.run(cds.make_archive(
                grade_kernel.Kernel, settings(cls.tmp.name), visible, cls.shared, work, log))

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def test_the_training_kernel_made_an_archive_the_graded_kernels_read_only(self):
        log = (self.root / "training.log").read_text(errors="replace")
        self.assertEqual(cds.sharing(self.shared), self.options, log)
        self.assertRegex(self.said, r"^\d+ kB archive made$")
        archive = self.shared / cds.ARCHIVE
        self.assertGreater(archive.stat().st_size, 1 << 20)
        self.assertEqual(0o644, archive.stat().st_mode & 0o777)

    def test_a_graded_kernel_maps_the_archive_and_prints_only_its_cells_output(self):
        work = self.root / "graded"
        work.mkdir()
        visible = {str(self.build): sandbox.CLASSPATH_INSIDE, str(self.shared): cds.SHARED_INSIDE}
        statuses, mapped, text = asyncio.run(maps_and_output(work, visible, self.options, self.classpath))
        self.assertEqual(["ok", "ok"], statuses, (work / "kernel.log").read_text(errors="replace"))
        self.assertTrue(mapped, "the kernel's JVM maps no archive")
        self.assertTrue(all(cds.SHARED_INSIDE in line for line in mapped) or sandbox.SANDBOX is None, mapped)
        self.assertEqual("queens 8\n", text)

    @unittest.skipIf(sandbox.SANDBOX is None, f"no sandbox here: {sandbox.WHY_NOT}")
    def test_a_kernel_whose_class_path_is_elsewhere_runs_without_the_archive_and_says_nothing(self):
        work = self.root / "elsewhere"
        work.mkdir()
        extra = self.root / "extra"
        extra.mkdir()
        visible = {str(self.build): sandbox.CLASSPATH_INSIDE, str(extra): sandbox.NEUTRAL + "/extra",
                   str(self.shared): cds.SHARED_INSIDE}
        statuses, mapped, text = asyncio.run(maps_and_output(work, visible, self.options, self.classpath))
        self.assertEqual(["ok", "ok"], statuses, (work / "kernel.log").read_text(errors="replace"))
        self.assertEqual([], mapped)
        self.assertEqual("queens 8\n", text)


if __name__ == "__main__":
    unittest.main()
