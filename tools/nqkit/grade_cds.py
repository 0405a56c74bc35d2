"""Class-data sharing for a grading run's kernels: each Java kernel maps the classes of the kernel
and of JShell's compiler from one archive instead of loading and verifying them again.

A kernel's start costs about 3 CPU-seconds, of which about 0.6 go to loading the kernel's and
javac's classes (measured on the bundled kernel, JDK 17, with and without the archive). The grader
makes the archive once per run, from a kernel of its own that runs two cells of its own (no student
code ever runs in it) with -XX:ArchiveClassesAtExit, in the same sandbox and with the same class
path as the graded kernels: JDK 17 uses an archive only under the class path it was made with,
and the sandbox shows each folder under a path of its own (grade_sandbox.NEUTRAL). The graded
kernels read it read-only (SHARED_INSIDE); the JVM checks it against its jars' sizes and times and
quietly ignores an archive that does not fit (-Xshare:auto, its messages off), so the archive can
speed a kernel up and never change what it does.

Runs grading fewer than MIN_NOTEBOOKS notebooks skip it: making the archive costs about one
kernel's start twice over.
"""

import asyncio
import shutil
from pathlib import Path

import nbformat

from nqkit import grade_sandbox as sandbox

ARCHIVE = "kernel.jsa"
SHARED_INSIDE = sandbox.NEUTRAL + "/shared-classes"  # where a kernel sees the archive's folder
MIN_NOTEBOOKS = 4
QUIET = ["-Xlog:cds=off", "-Xlog:cds+dynamic=off"]  # a JVM's CDS notes would land in the kernel's output
TRAINING = [  # what the graded kernels do first: start JShell, compile and run a lambda and a stream
    "var nqkWarm = java.util.stream.IntStream.range(0, 10).mapToObj(i -> \"x\" + i).toList();",
    "String.valueOf(nqkWarm.size())",
]


def sharing(folder):
    """The JVM options of a kernel that maps the archive in `folder`."""
    return [f"-XX:SharedArchiveFile={Path(folder) / ARCHIVE}", "-Xshare:auto", *QUIET]


def dumping(work):
    """The JVM options of the training kernel: it writes the archive into `work` as it exits."""
    return [f"-XX:ArchiveClassesAtExit={Path(work) / ARCHIVE}", *QUIET]


def _said(log, text, options=()):
    """(options, text), with `text` in the training kernel's log too."""
    print(f"shared classes: {text}", file=log, flush=True)
    return list(options), text


async def make_archive(kernel_class, settings, visible, folder, work, log):
    """Runs the training kernel (`kernel_class`: grade_kernel.Kernel) in `work` with the folders
    `visible` and `settings` (GradeSettings) and copies the archive it writes into `folder`; returns (the options of the graded
    kernels, what happened in a few words): no options when no archive was made, and grading then
    goes on without one."""
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(source) for source in TRAINING]
    kernel = kernel_class(nb, work, settings, log, visible, dumping(work))
    try:
        await kernel.start()
        for index, cell in enumerate(nb.cells):
            if await kernel.run(cell, index, settings.cell_timeout) != "ok":
                return _said(log, f"the training cell {index + 1} failed; grading without them")
        # A clean exit: the JVM writes the archive only then (a killed one writes nothing).
        exit_cell = nbformat.v4.new_code_cell("System.exit(0);")
        nb.cells.append(exit_cell)
        await kernel.run(exit_cell, len(nb.cells) - 1, settings.cell_timeout)
        for _ in range(600):  # its dump takes a second or two; a minute on a starved machine
            if not await kernel.km.is_alive():
                break
            await asyncio.sleep(0.1)
    except Exception as e:  # the archive only saves time: any failure leaves grading as it was
        return _said(log, f"not made ({type(e).__name__}: {e}); grading without them")
    finally:
        await kernel.stop()
    made = Path(work) / ARCHIVE
    if made.is_symlink() or not made.is_file() or made.stat().st_size == 0:
        return _said(log, "the training kernel wrote no archive; grading without them")
    target = Path(folder) / ARCHIVE
    await asyncio.to_thread(lambda: shutil.copyfile(made, target, follow_symlinks=False))
    target.chmod(0o644)
    Path(folder).chmod(0o755)
    return _said(log, f"{target.stat().st_size // 1024} kB archive made", sharing(folder))
