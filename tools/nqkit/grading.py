#!/usr/bin/python3
"""Grading for tools/nqkit/assignments.py: run submitted exercise notebooks and score their check cells.

Before anything runs, every submission is checked as a file and read into memory (a symlink, a
file outside its student's folder, a FIFO, device or socket, a hard link, a notebook over
--max-notebook-kb: refused, each a row with its reason; tools/nqkit/grade_limits.py) and the
instructor's sources are checked. Each submission then goes through the grading steps
(tools/nqkit/grade_steps.py, GRADE_STEPS; grade_one is their loop): checked, read, the
instructor's cells merged back (grade_merge), names the checks use refused, run in a fresh Java
kernel in the sandbox with its output capped (grade_kernel), its check cells computed by the judge
(grade_judge; its protocol judge_wire) and scored (grade_score). The kernel loads a student build
(the kit without the classes its exercise forbids) and never runs a check cell; points come only
from the judge's record, read by field, capped at the cell's points. Every step reads the run's
GradeSettings (tools/nqkit/grade_settings.py), built once from the options and the environment.

Faults found before any kernel starts (sources that cannot be released, an output folder the kit
did not write) raise KitError. Once every kernel and every process they started is gone,
grades.csv and the feedback are written, each file atomically: rows and files of students not
graded in this run are kept as they were. A course's hook (tools/nqkit/course_run.py) records each
notebook into its gradebook instead, as soon as it is graded. Stopped by SIGTERM, SIGINT or SIGHUP
(run()), or failing, the grader stops every kernel, removes every folder it made and writes
nothing; the folders a grader killed with kill -9 left are removed by the next one
(tools/nqkit/grade_folders.py).
"""

import asyncio
import copy
import signal
import sys
import tempfile
import time
from pathlib import Path

import nbformat

from nqkit import grade_cds as cds
from nqkit import grade_judge as gj
from nqkit import grade_merge as gm
from nqkit import grade_sandbox as sandbox
from nqkit import judge_wire as wire
from nqkit import nb_kernel as nk
from nqkit.exercise_notebooks import STUDENT_DIR, exercise_notebooks, grade_id, known_notebooks, release_notebook, selects
from nqkit.grade_folders import (BUILDS_PREFIX, OWN_FOLDERS, PRIVATE_PREFIX, WORK_PREFIX, own_folder,  # noqa: F401
                                 remove_own_folder, remove_stale_folders)
from nqkit.grade_kernel import LIVE, Kernel
from nqkit.grade_limits import discover
from nqkit.grade_results import number, previous_rows, short_reason, write_results
from nqkit.grade_score import Graded, parts_of
from nqkit.grade_settings import GradeSettings
from nqkit.grade_steps import GRADE_STEPS, GradeRun, Step, Submission
from nqkit.kit_common import ROOT, KitError, shown


async def grade_one(student, name, text, source, released, run: GradeRun,
                    steps: tuple[Step, ...] = GRADE_STEPS) -> Graded:
    """Grades one submitted notebook (its text, read before any kernel started) through `steps`,
    up to the first that gives its result; never raises: a step that fails ends the list, and the
    notebook is "not graded" with the reason (the grader's own fault, or a kernel that did not start)."""
    sub = Submission(student, name, text, source, released)
    try:
        for step in steps:
            result = await step(sub, run)
            if result is not None:
                return result
        raise RuntimeError(f"no step of {', '.join(s.__name__ for s in steps)} gave a result")
    except wire.ReportFormatError as e:  # the kit's jar and tools/ disagree: the grader's fault
        return failed(sub, f"not graded: {e}")
    except nk.KernelStartError as e:
        log = sub.log_path.read_text(errors="replace") if sub.log_path and sub.log_path.exists() else ""
        return failed(sub, f"not graded: the Java kernel did not start ({e}); grade again", log)
    except Exception as e:  # a fault of the grader itself: report it, keep grading the others
        return failed(sub, f"not graded: the grader failed ({type(e).__name__}: {e})")
    finally:
        if sub.work is not None:
            remove_own_folder(sub.work)


def failed(sub: Submission, message: str, log: str = "") -> Graded:
    """The result of a notebook whose grading failed: every graded cell "error" at 0, the reason in one line."""
    return Graded(sub.student, sub.name, parts_of(sub.source, sub.name, "error", message), [],
                  time.monotonic() - sub.started, True, log=log, failed=short_reason(message[len("not graded: "):]))


def neutral_classpath(setup):
    """(setup, {host folder: path inside}): in the sandbox every absolute %classpath folder is
    read where the sandbox binds it (grade_sandbox.CLASSPATH_INSIDE), so nothing the kernel reads
    names the kit's folder; without a sandbox the setup is kept."""
    if sandbox.SANDBOX is None:
        return setup, {}
    visible: dict[str, str] = {}

    def inside(m):
        host = str(Path(m.group(2)).resolve())
        if host not in visible:
            visible[host] = sandbox.CLASSPATH_INSIDE + (f"-{len(visible) + 1}" if visible else "")
        return m.group(1) + visible[host]
    return {gid: gm.CLASSPATH.sub(inside, text) for gid, text in setup.items()}, visible


def prepare(source, setup):
    """The source with its %classpath lines made absolute."""
    nb = copy.deepcopy(source)
    for c in nb.cells:
        if grade_id(c) in setup:
            c.source = setup[grade_id(c)]
    return nb


class Stopped(Exception):
    """Grading stopped by a signal (SIGTERM, SIGINT, SIGHUP), once every kernel was stopped and
    every temporary folder removed; nothing was written."""

    def __init__(self, sig):
        super().__init__(f"stopped by {sig.name}")
        self.signal = sig


STOP_SIGNALS = (signal.SIGTERM, signal.SIGINT, signal.SIGHUP)


def run(settings: GradeSettings, hook=None):
    """grade_all(settings, hook) in a new event loop: its status. SIGTERM, SIGINT or SIGHUP cancels the
    grading as Ctrl-C would, so that every kernel is stopped, every process a submission started
    killed and every folder the grader made removed, then raises Stopped; a second signal while it
    cleans up is ignored (kill -9 stops it at once, leaving its folders to the next grader). An
    exception of the grader itself also leaves no folder behind."""
    async def main():
        loop, current = asyncio.get_running_loop(), asyncio.current_task()
        assert current is not None  # main() runs as asyncio.run's task
        task: asyncio.Task = current
        got: list[signal.Signals] = []

        def stop(sig):
            if not got:
                got.append(sig)
                print(f"grade: {sig.name}: stopping the kernels and removing the grader's temporary folders",
                      file=sys.stderr, flush=True)
                task.cancel()
        for sig in STOP_SIGNALS:
            loop.add_signal_handler(sig, stop, sig)
        try:
            return await grade_all(settings, hook)
        except asyncio.CancelledError:
            if got:
                raise Stopped(got[0]) from None
            raise
        finally:
            for sig in STOP_SIGNALS:
                loop.remove_signal_handler(sig)

    try:
        return asyncio.run(main())
    finally:
        for folder in list(OWN_FOLDERS):
            remove_own_folder(folder)
        sandbox.cleanup()  # a stopped grader leaves no staged copy under /tmp either


def load_sources(settings: GradeSettings):
    """({name: source with absolute classpath}, {name: released}, {name: {host folder: path inside
    the sandbox}}); raises KitError (a ReleaseError for a notebook that cannot be released) with
    the reason, or naming the valid --notebooks."""
    sources, released, visible = {}, {}, {}
    wanted = list(settings.notebooks) or None
    paths = known_notebooks(exercise_notebooks(settings.source), wanted, settings.source)
    for path in paths:
        try:
            nb = nbformat.read(path, as_version=4)
        except (ValueError, nbformat.ValidationError) as e:  # not JSON, or not a notebook
            raise KitError(f"{path.name}: not a notebook nbformat can read: {e}") from e
        why = gm.check_source_form(nb, path.name)
        if why:
            raise KitError(why)
        student_version = release_notebook(nb, path.name)  # every source must release (ReleaseError)
        if wanted and not selects(path.name, wanted):
            continue
        try:
            setup = gm.resolve_classpath(nb, path.parent, STUDENT_DIR)
        except ValueError as e:
            raise KitError(str(e)) from e
        setup, visible[path.name] = neutral_classpath(setup)
        sources[path.name] = prepare(nb, setup)
        released[path.name] = student_version
    if not sources:
        raise KitError(f"none of the notebooks {wanted} is in {settings.source}")
    return sources, released, visible


async def share_classes(settings: GradeSettings, visible, private, names):
    """The JVM options that give the graded kernels the run's shared classes (grade_cds), made by a
    kernel of the grader's own in the graded kernels' sandbox; [] when they could not be made.
    Every notebook's kernel sees the archive's folder at the same place; the training kernel sees
    an empty folder there, so that the sandbox shows every other folder at the same path in both
    (the archive holds only under the class path it was made with). Adds the archive's folder to
    every notebook's `visible`."""
    shared, training = private / "shared-classes", private / "shared-classes-training"
    shared.mkdir()
    training.mkdir()
    first = dict(visible.get(names[0], {}))
    for name in names:
        visible.setdefault(name, {})[str(shared)] = cds.SHARED_INSIDE
    work = own_folder(WORK_PREFIX)
    t0 = time.monotonic()
    try:
        with open(private / "shared-classes.log", "w") as log:
            options, said = await cds.make_archive(Kernel, settings, {**first, str(training): cds.SHARED_INSIDE},
                                                   shared, work, log)
    finally:
        remove_own_folder(work)
    print(f"shared classes for the kernels: {f'made in {time.monotonic() - t0:.1f} s' if options else said}",
          flush=True)
    return options


async def grade_all(settings: GradeSettings, hook=None):
    """Grades every submission; 0, or 1 when the grader failed on a notebook. Raises KitError
    (bad sources, an output folder the kit did not write) before any kernel starts. `hook`: a
    course's gradebook (tools/nqkit/course_run.py; select, unchanged, graded, finish), or None."""
    out = settings.out.resolve()
    out.mkdir(parents=True, exist_ok=True)
    previous = previous_rows(out) if hook is None else []
    sources, released, visible = load_sources(settings)
    students = discover(settings.submissions, sources, settings.max_notebook_kb)
    students = hook.select(students) if hook is not None else students
    if not students:
        print(f"no student folders in {settings.submissions} (expected SUBMISSIONS/STUDENT/NAME.ipynb)")
        return 1
    sandbox.become_subreaper()
    print(sandbox.describe(settings.kernel_threads, settings.kernel_cpus, settings.kernel_memory_mb), flush=True)
    stale = remove_stale_folders(Path(tempfile.gettempdir())) + remove_stale_folders(ROOT / "build" / "assignments")
    if stale:
        print(f"removed {len(stale)} temporary folder(s) of graders that were killed: "
              f"{', '.join(p.name for p in stale)}", flush=True)
    private = own_folder(PRIVATE_PREFIX)
    builds = ROOT / "build" / "assignments"
    builds.mkdir(parents=True, exist_ok=True)
    builds = own_folder(BUILDS_PREFIX, builds)
    absent = student_builds(sources, visible, builds)
    jvm_options = []
    if len(students) * len(sources) >= cds.MIN_NOTEBOOKS:
        jvm_options = await share_classes(settings, visible, private, list(sources))
    slots = asyncio.Semaphore(settings.jobs)
    # One judge JVM for the run, a fresh session (class loader, JShell, socket) per notebook.
    judges = gj.JudgePool(builds, open(private / "judge-host.log", "w"), LIVE)
    run = GradeRun(settings, private, visible, absent, tuple(jvm_options), judges)

    async def job(student, name):
        text = students[student][0].get(name)
        if hook is not None and getattr(hook, "unchanged", None) is not None and hook.unchanged(student, name, text):
            print(f"{student:<24} {Path(name).stem:<32} unchanged since its last good grade: kept", flush=True)
            return None
        async with slots:
            r = await grade_one(student, name, text, sources[name], released[name], run)
        by_hand = sum(p.max_points for p in r.parts if p.points is None)
        if hook is not None:
            left = hook.graded(r, text)  # committed before the next line is printed; what is still unmarked
            by_hand = by_hand if left is None else left
        got = sum(p.points or 0 for p in r.parts)
        shown_points = f"{number(got):>5} / {number(sum(p.max_points for p in r.parts))}"
        if r.failed:
            shown_points = f"not graded: {r.failed}" + ("; its last good grade is kept" if r.kept else "")
        print(f"{student:<24} {Path(name).stem:<32} {shown_points}"
              + (f", {number(by_hand)} to mark by hand" if by_hand and not r.failed else "")
              + f" {r.seconds:6.1f} s" + ("  GRADER ERROR" if r.grader_error else ""), flush=True)
        return r

    t0 = time.monotonic()
    try:
        results = await asyncio.gather(*(job(s, n) for s in students for n in sources))
    finally:
        await judges.aclose()
        judges.log.close()
        sandbox.kill_strays([])  # no process a submission started may outlive the run
        remove_own_folder(private)
        remove_own_folder(builds)
        sandbox.cleanup()  # the copies a root grader staged for its kernels
    results = [r for r in results if r is not None]  # None: unchanged since its last good grade (kept)
    notes = {s: n for s, (_, n) in students.items()}
    hook.finish(results, notes) if hook is not None else write_results(results, notes, out, previous)
    failures = [r for r in results if r.failed]
    print(f"graded {len(students)} student(s) in {time.monotonic() - t0:.0f} s: "
          f"{shown(out / 'grades.csv')}, feedback in {shown(out / 'feedback')}/")
    submitted = [r for r in results if not all(p.status == "not submitted" for p in r.parts)]
    if failures and len(failures) == len(submitted):
        print(f"grading failed: nothing was graded; all {len(failures)} submitted notebook(s) failed (first: "
              f"{failures[0].student} {Path(failures[0].notebook).stem}: {failures[0].failed})", flush=True)
    elif failures:
        print(f"grading failed for {len(failures)} of {len(results)} notebook(s): "
              + "; ".join(f"{r.student} {Path(r.notebook).stem}: {r.failed}" for r in failures[:3])
              + ("; ..." if len(failures) > 3 else ""), flush=True)
    return 1 if failures or any(r.grader_error for r in results) else 0


def student_builds(sources, visible, builds):
    """{name: the classes its build leaves out}: each notebook's kernel loads a student build (the
    kit without the classes its exercise forbids, grade_judge.student_build, made under `builds`),
    read-only at the sandbox's class path place (`visible` is changed to show it), or with no
    sandbox named in the setup cell (`sources` are changed); the judge loads the whole kit."""
    kit_classpath = str(gj.KIT_CLASSPATH.resolve())
    absent = {}
    for name, nb in sources.items():
        absent[name] = tuple(gj.absent_classes(nb))
        build = gj.student_build(list(absent[name]), builds)
        shown_to = visible.setdefault(name, {})
        if kit_classpath in shown_to:
            shown_to[str(build)] = shown_to.pop(kit_classpath)
        for c in nb.cells:
            if c.cell_type == "code" and "%classpath" in c.source:
                c.source = c.source.replace(kit_classpath, str(build))
    return absent
