#!/usr/bin/python3
"""tools/nqkit/assignments.py with a fake kernel, for tools/tests/test_course.py: `grade_kernel.execute` (what the
step grade_steps.run_sandboxed runs) is replaced by one that runs nothing. Everything else (discovery, merge, scoring, the course's gradebook) is
the grader's own. Each check cell's answer decides its record: `// fake-score P RULE` gives P of
the cell's points, RULE named as failed below full marks; `throw new NotWrittenYet();` none. The
check's value is shown as text/html only, as the bundled rapaio kernel shows it. NQK_FAKE_DELAY
seconds are spent per notebook (the kill -9 test stops the grader in the middle), 600 on each notebook
of the student NQK_FAKE_SLOW_STUDENT (a grader is killed while it grades that one). With
NQK_FAKE_START_KERNEL=1 each notebook first starts (and stops) a real kernel the grader's own way
(grade_kernel.Kernel: the `java` kernelspec JUPYTER_PATH finds), so a kernel that cannot start fails
the notebook as it would in a real run."""

import asyncio
import os
import re
import sys
from pathlib import Path

import nbformat

from nqkit import assignments
from nqkit import judge_wire as wire
from nqkit import grade_kernel
from nqkit import grading
from nqkit.exercise_notebooks import kind, nbgrader


async def fake_execute(nb, work, settings, log, visible=None, absent=(), jvm_options=(), judges=None):
    if os.environ.get("NQK_FAKE_START_KERNEL") == "1":
        kernel = grade_kernel.Kernel(nb, work, settings, log, visible)
        try:
            await kernel.start()  # raises KernelStartError as in a real run
        finally:
            await kernel.stop()
    status, checks, answer = {}, {}, ""
    for i, cell in enumerate(nb.cells):
        if cell.cell_type != "code":
            continue
        status[i] = "ok"
        if kind(cell) == "answer":
            answer = cell.source
        elif kind(cell) == "check":
            top = int(nbgrader(cell)["points"])
            found = re.search(r"// fake-score (\d+)(?: (.+))?", answer)
            points = min(top, int(found.group(1))) if found else 0
            rules = (wire.RuleRecord("no exception on valid parents", True, True, points, points, ""),)
            if points < top:
                rules += (wire.RuleRecord(found.group(2) if found else "makes new children", False, True, 0,
                                        top - points, "a smallest case"),)
            report = wire.CheckReport("fake", points, top, "", "NotWrittenYet" in answer, False, rules)
            cell.outputs = [nbformat.v4.new_output("execute_result", data={"text/html": f"{points}"},
                                                   execution_count=1)]
            checks[i] = (report, None, None)  # no forbidden class called
    student = Path(getattr(log, "name", "")).name.split("--")[0]  # the log is STUDENT--NOTEBOOK.kernel.log
    slow = student and student == os.environ.get("NQK_FAKE_SLOW_STUDENT")
    await asyncio.sleep(600 if slow else float(os.environ.get("NQK_FAKE_DELAY", "0")))
    return status, checks


async def no_shared_classes(settings, visible, private, names):
    return []  # no kernel runs the notebooks here, so none needs the run's shared classes


grade_kernel.execute = fake_execute
grading.share_classes = no_shared_classes
grading.gm.resolve_classpath = lambda *_: {}  # nothing runs: the kit need not be built
grading.sandbox.describe = lambda *caps: "fake kernel: nothing runs"
sys.exit(assignments.main())
