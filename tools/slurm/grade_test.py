#!/usr/bin/python3
"""`grade COURSE --slurm N` on a real Slurm cluster (run by tools/slurm/grade-test.sh, which starts
the local one-node cluster first):

1. Two real submissions of exercise 1 (the instructor's solution and the released stubs) graded
   in two array tasks, on the `java` kernel JUPYTER_PATH finds, in the grader's sandbox: 12 of 12
   and 0 of 12 in the one gradebook.
2. Six students graded in two tasks with the fake kernel of tools/tests/test_course.py, one student's
   notebooks taking ten minutes; once task 0 is merged, task 1 is cancelled with scancel: the
   driver names it and exits 1, and the same command submits task 1 alone and ends with the
   gradebook a one-machine grading gives.

Prints a line per step; exit status 0 passed, 1 failed.
"""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import nbformat

from nqkit import exercise_notebooks as ex
from nqkit import kit_common
from tests import test_course as tc

PY = sys.executable
NOTEBOOK = "ex1-attacking-pairs-fitness"


def fail(text):
    print(f"FAIL slurm grading test: {text}", flush=True)
    sys.exit(1)


def grade(course, out, *extra, env=None, wait=True, log=None):
    cmd = [*kit_common.tool_command("assignments", PY), "grade", str(course), "--out", str(out), *extra]
    env = kit_common.tool_env(env)
    if not wait:
        return subprocess.Popen(cmd, env=env, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
    return subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=900, stdin=subprocess.DEVNULL)


def real_course(root):
    (root / "assignments").mkdir(parents=True)
    (root / "assignments" / "ex1.json").write_text(json.dumps(
        {"assignment": "ex1", "due": "2030-01-01T00:00:00+00:00", "late": "none",
         "notebooks": {NOTEBOOK: {"ex1-pairs": 6, "ex1-non-attacking": 6}}}))
    (root / "roster.csv").write_text("id,name\nfull,Full Marks\nstub,Released Stubs\n")
    source = ex.SOURCE_DIR / f"{NOTEBOOK}.ipynb"
    for student in ("full", "stub"):
        folder = root / "submissions" / "ex1" / student
        folder.mkdir(parents=True)
        nb = nbformat.read(source, as_version=4)
        if student == "stub":
            nb = ex.release_notebook(nb, source.name)
        nbformat.write(nb, folder / source.name)


def real_kernel_in_two_tasks(work):
    t = time.monotonic()
    course, out = work / "real", work / "real-out"
    real_course(course)
    r = grade(course, out, "--slurm", "2", "--jobs", "1")
    if r.returncode != 0:
        fail(f"grading on Slurm exited {r.returncode}: {r.stdout[-2000:]} {r.stderr[-2000:]}")
    if not re.search(r"(?m)^submitted job \d+: 2 task\(s\) of 2", r.stdout):
        fail(f"no job of 2 tasks was submitted: {r.stdout[-1000:]}")
    totals = {s: row["total"] for s, row in tc.lms(out, "ex1").items()}
    if totals != {"full": "12", "stub": "0"}:
        fail(f"expected full 12 and stub 0, got {totals}: {(out / 'grades.csv').read_text()[-2000:]}")
    print(f"two real notebooks graded in two Slurm tasks: full 12/12, stub 0/12 ({time.monotonic() - t:.0f} s)",
          flush=True)


def wait_for(path, pattern, proc, seconds):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline and proc.poll() is None:
        found = re.search(pattern, path.read_text(errors="replace")) if path.exists() else None
        if found:
            return found
        time.sleep(0.5)
    fail(f"waited {seconds} s for {pattern!r}; the driver {'exited' if proc.poll() is not None else 'still runs'}:"
         f" {path.read_text(errors='replace')[-2000:] if path.exists() else ''}")


def killed_task_resumed(work):
    t = time.monotonic()
    students = [f"s{i:02d}" for i in range(1, 7)]
    course, out = tc.small_course(work / "fake", students), work / "fake-out"
    reference = tc.run_grader(course, work / "fake-one")
    if reference.returncode != 0:
        fail(f"the one-machine grading failed: {reference.stdout} {reference.stderr}")
    env = dict(os.environ, NQK_GRADE_SANDBOX="0", NQK_GRADE_PROGRAM=str(tc.FAKE), NQK_FAKE_SLOW_STUDENT="s02")
    log_path = work / "driver.log"
    with open(log_path, "w") as log:
        driver = grade(course, out, "--slurm", "2", "--jobs", "2", env=env, wait=False, log=log)
        try:
            job = wait_for(log_path, r"submitted job (\d+)", driver, 120).group(1)
            wait_for(log_path, r"(?m)^task 0: merged", driver, 180)
            subprocess.run(["scancel", f"{job}_1"], check=True, timeout=60)
            driver.wait(timeout=180)
        finally:
            if driver.poll() is None:
                driver.kill()
    said = log_path.read_text(errors="replace")
    if driver.returncode != 1 or "task(s) 1 ended without finishing" not in said:
        fail(f"after scancel of task 1 the driver exited {driver.returncode}: {said[-2000:]}")
    env.pop("NQK_FAKE_SLOW_STUDENT")
    again = grade(course, out, "--slurm", "2", "--jobs", "2", env=env)
    if again.returncode != 0 or "resuming the Slurm grading" not in again.stdout:
        fail(f"the same command again exited {again.returncode}: {again.stdout[-2000:]} {again.stderr[-2000:]}")
    if not re.search(r"(?m)^submitted job \d+: 1 task\(s\) of 2", again.stdout):
        fail(f"the resumed grading did not submit task 1 alone: {again.stdout[-2000:]}")
    if tc.lms(out, "a2") != tc.lms(work / "fake-one", "a2"):
        fail("the resumed grading's gradebook differs from the one-machine grading's")
    if (out / "slurm").exists():
        fail(f"{out / 'slurm'} left behind after every task was merged")
    print(f"task 1 cancelled with scancel, named by the driver, submitted alone again; the gradebook equals the "
          f"one-machine grading's ({time.monotonic() - t:.0f} s)", flush=True)


def main():
    work = Path(tempfile.mkdtemp(prefix="nqk-slurm-grade."))
    os.chmod(work, 0o755)  # the jobs run as the submitting user; the sandbox reads the kit's files
    try:
        real_kernel_in_two_tasks(work)
        killed_task_resumed(work)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
