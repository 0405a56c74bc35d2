"""Grading a course on a Slurm cluster: `./kit grade COURSE --slurm N [OPTIONS]`.

The roster's students (sorted by id) are dealt into N shares, student k to share k mod N; a job
array of N tasks (tools/slurm/grade-array.sbatch) grades share i in task i with the same options
and the same sandbox as a one-machine grading, into a gradebook of its own under
OUT/slurm/task-i/. When a task ends well (the grader's exit status 0 or 1) it writes
OUT/slurm/task-i/done; this driver, which holds OUT's gradebook lock all along, then merges that
task's graded notebooks into OUT/gradebook.sqlite, one transaction per notebook (a failed grading
keeps the notebook's last good grade, as on one machine), copies their executed notebooks and
logs, and writes the exports and pages again from the gradebook.

Resumable: the plan (N, the options, the job id) is kept in OUT/slurm/plan.json. Run the same
command again after the driver, a task or the controller died: tasks already merged are not run
again, a task whose job is still queued or running is waited for, and a task that died is
submitted again; its own gradebook resumes it, grading only the notebooks it had not graded. Once
every task is merged, OUT/slurm/ is removed and the next run grades afresh. A plan made with
other options is refused, never mixed in.

Slurm's commands are retried with back-off (a controller restarting answers nothing for a while);
while waiting, a status line says the job id and how many tasks are pending, running and done, and
after --slurm-wait seconds with the job unfinished (or Slurm unreachable) the driver stops, saying
that the same command resumes. The nodes must share OUT, the course folder and the kit's folder
(as any Slurm job's files); the job runs with the driver's environment (sbatch --export=ALL), so
the kernel ./kit chose is the tasks' kernel too.
"""

import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

from nqkit import gradebook as gb
from nqkit import gradebook_pages as pages
from nqkit.kit_common import ROOT, KitError, literal, write_atomic

PLAN_FORMAT = "nqk-slurm-grading 1"
SCRIPT = ROOT / "tools" / "slurm" / "grade-array.sbatch"
POLL_SECONDS = 3.0
RETRY_SECONDS = (1, 2, 4, 8, 15, 30)


def parse_share(text):
    """'I/N' -> (I, N) with 0 <= I < N; ValueError naming --share and the value otherwise."""
    try:
        i, n = (int(x) for x in text.split("/"))
    except ValueError:
        raise ValueError(f"--share {text!r}: expected I/N, two whole numbers (e.g. 0/4)") from None
    if n < 1 or not 0 <= i < n:
        raise ValueError(f"--share {text}: expected I/N with N >= 1 and 0 <= I < N")
    return i, n


def task_argv(argv):
    """The grading options the tasks take: the driver's own, without --slurm, --slurm-wait and --out
    (each task writes its own folder)."""
    keep, skip = [], 0
    for a in argv:
        if skip:
            skip -= 1
            continue
        name = a.split("=", 1)[0]
        if name in ("--slurm", "--slurm-wait", "--out"):
            skip = 0 if "=" in a else 1
            continue
        keep.append(a)
    return keep


class Slurm:
    """sbatch, squeue and scancel with retries: a failing call is tried again after 1, 2, 4, 8, 15
    and 30 s (saying so), then raises KitError with Slurm's own words."""

    def __init__(self, say=print):
        self.say = say
        for tool in ("sbatch", "squeue"):
            if shutil.which(tool) is None:
                raise KitError(f"--slurm: {tool} is not on the PATH; grading on a cluster needs Slurm's client "
                               f"commands (Debian: apt-get install slurm-client), run on a node that can submit jobs")

    def call(self, args):
        for wait in (*RETRY_SECONDS, None):
            try:
                r = subprocess.run(args, capture_output=True, text=True, timeout=60)
                why = r.stderr.strip() or f"exit status {r.returncode}"
            except subprocess.TimeoutExpired:
                r, why = None, "no answer within 60 s"
            if r is not None and r.returncode == 0:
                return r.stdout
            if wait is None:
                raise KitError(f"{args[0]} failed {len(RETRY_SECONDS) + 1} times: {why}")
            self.say(f"{args[0]} failed ({why.splitlines()[-1][:200]}); trying again in {wait} s")
            time.sleep(wait)

    def submit(self, tasks, script_args, log_dir):
        os.environ["NQK_KIT"] = str(ROOT)  # the script's own path is Slurm's spool copy: it finds the kit by this
        os.environ.setdefault("NQK_PY", sys.executable)
        out = self.call(["sbatch", "--parsable", "--export=ALL", "--job-name=nqk-grade",
                         f"--array={','.join(str(t) for t in tasks)}", f"--chdir={os.getcwd()}",
                         f"--output={log_dir}/task-%a.out", str(SCRIPT), *script_args])
        job = out.strip().split(";")[0]
        if not job.isdigit():
            raise KitError(f"sbatch answered {out.strip()!r}, not a job id")
        return job

    def states(self, job):
        """{task id: state} of the job's tasks still in the queue ({} once all have left it)."""
        found = {}
        for line in self.call(["squeue", "-h", "-r", "-j", job, "-o", "%K %T"]).splitlines():
            task, _, state = line.strip().partition(" ")
            if task.isdigit():
                found[int(task)] = state
        return found


class SlurmGrading:
    """One `grade --slurm N` run: plan, submit, wait, merge (see the module's doc)."""

    def __init__(self, args, argv, tasks, wait_limit, slurm=None):
        self.args, self.count, self.wait_limit = args, tasks, wait_limit
        self.out = Path(args.out).resolve()
        self.work = self.out / "slurm"
        self.options = task_argv(argv)
        self.slurm = Slurm() if slurm is None else slurm
        self.waited = None  # the job this driver saw leave the queue: its unfinished tasks failed

    def plan(self):
        path = self.work / "plan.json"
        if path.is_symlink() or (path.exists() and not path.is_file()):
            raise KitError(f"{path}: not a plan of the kit's (not a regular file)")
        if path.exists():
            plan = json.loads(path.read_text(encoding="utf-8"))
            if plan.get("format") != PLAN_FORMAT:
                raise KitError(f"{path}: not a plan of the kit's ({plan.get('format')!r}); move {self.work} away")
            if (plan["tasks"], plan["options"]) != (self.count, self.options):
                raise KitError(f"{self.work} holds an unfinished Slurm grading of {plan['tasks']} tasks with the "
                               f"options {' '.join(plan['options'])}: run that command again to finish it, or "
                               f"remove {self.work} to start afresh")
            print(f"resuming the Slurm grading in {self.work} (job {plan.get('job') or 'not submitted'})", flush=True)
            return plan
        if self.work.exists():
            raise KitError(f"{self.work} exists but holds no plan.json: not the kit's; move it away")
        gb.private_folder(self.work)
        plan = {"format": PLAN_FORMAT, "tasks": self.count, "options": self.options, "job": None, "merged": []}
        self.save(plan)
        return plan

    def save(self, plan):
        write_atomic(self.work / "plan.json", json.dumps(plan, indent=1) + "\n", mode=gb.PRIVATE_FILE)

    def task_folder(self, i):
        return self.work / f"task-{i}"

    def done(self, i):
        return (self.task_folder(i) / "done").is_file()

    def run(self, merge):
        """Grades the course on the cluster; `merge(folder, i)` takes a finished task's folder into
        the gradebook, as soon as it is done. Returns the exit status: 0, or 1 when some
        notebook's grading failed; raises KitError when tasks of the job ended unfinished."""
        plan, status = self.plan(), 0
        start, shown = time.monotonic(), None
        while True:
            for i in range(self.count):
                if i not in plan["merged"] and self.done(i):
                    status |= merge(self.task_folder(i), i)
                    plan["merged"].append(i)
                    self.save(plan)
            left = [i for i in range(self.count) if i not in plan["merged"]]
            if not left:
                shutil.rmtree(self.work)
                return status
            queued = self.slurm.states(plan["job"]) if plan["job"] else {}
            if any(i in queued for i in left):
                self.waited = plan["job"]
                shown = self.status_line(plan["job"], left, queued, start, shown)
                time.sleep(POLL_SECONDS)
            elif any(not self.done(i) for i in left):  # a finished task is merged on the next turn
                if plan["job"] and self.waited == plan["job"]:
                    tails = "; ".join(f"task {i}: {self.tail(i)}" for i in left)
                    raise KitError(f"Slurm job {plan['job']}: task(s) {', '.join(map(str, left))} ended without "
                                   f"finishing ({tails}); the same command submits only those again")
                plan["job"] = self.slurm.submit(left, [str(self.count), str(self.out), *self.options], self.work)
                self.waited = plan["job"]
                self.save(plan)
                print(f"submitted job {plan['job']}: {len(left)} task(s) of {self.count}, outputs in "
                      f"{self.work}/task-I.out", flush=True)

    def status_line(self, job, left, queued, start, shown):
        """Prints the job's counts of tasks by state when they changed; stops past --slurm-wait."""
        counts: dict[str, int] = {}
        for i in left:
            state = queued.get(i, "ENDED")
            counts[state] = counts.get(state, 0) + 1
        line = f"job {job}: " + ", ".join(f"{n} {s.lower()}" for s, n in sorted(counts.items()))
        if line != shown:
            print(f"{line} ({time.monotonic() - start:.0f} s)", flush=True)
        if self.wait_limit and time.monotonic() - start > self.wait_limit:
            raise KitError(f"job {job} unfinished after {self.wait_limit} s ({line}); it goes on without this "
                           f"driver: the same command waits for it again and merges what it graded")
        return line

    def output(self, i):
        """Task i's output file: (its non-blank lines, or None when it is missing; the file)."""
        log = self.work / f"task-{i}.out"
        try:
            return [x for x in log.read_text(encoding="utf-8", errors="replace").splitlines() if x.strip()], log
        except OSError:
            return None, log

    def relay(self, i):
        """Prints what task i's grader printed (a line per notebook, the students not on the roster),
        indented: its output file goes with the work folder once every task is merged. The lines
        are the kit's grader's own, names in them escaped as on one machine; escaped again here
        (which changes nothing already escaped) in case a node added anything."""
        lines, log = self.output(i)
        # Not its closing line, which names its own results, gone with the work folder.
        lines = ([f"(no output: {log} missing)"] if lines is None
                 else [x for x in lines if not re.match(r"graded \d+ student\(s\) in ", x)])
        for line in lines or ["(nothing)"]:
            print(f"  {literal(line)}", flush=True)

    def tail(self, i):
        lines, log = self.output(i)
        if lines is None:
            return f"no output ({log} missing)"
        return lines[-1][:300] if lines else "no output"


def merge_task(book, out, folder, assignments, command):
    """Every notebook a task's gradebook holds, into `book`, one transaction per notebook (through
    record or record_failure, as the task graded it), and the task's executed notebooks and logs
    into OUT. Returns 1 when one of them failed to grade, else 0."""
    task = gb.Gradebook(folder / "gradebook.sqlite")
    failed = 0
    try:
        rows = task.export_submissions()
    finally:
        task.close()
    runs = {}
    before = book.submissions()
    for sub, parts, failure in rows:
        aid = sub["assignment"]
        old = before.get((aid, sub["student"], sub["notebook"]))
        if sub["status"] == "missing" and old and old["status"] not in ("missing", "not graded"):
            print(f"{sub['student']}: no {sub['notebook']} in this collection; the one graded before is kept",
                  flush=True)
            continue
        if aid not in runs:
            a, roster = assignments[aid]
            book.add_course(a, roster)
            runs[aid] = book.start_run(aid, command)
        if failure is not None:
            book.record_failure(runs[aid], sub, parts, failure)
            failed = 1
        else:
            book.record(runs[aid], sub, parts)
    for run in runs.values():
        book.finish_run(run, "done")
    for kind in ("executed", "logs"):
        for path in sorted((folder / kind).rglob("*")) if (folder / kind).is_dir() else []:
            if path.is_file() and not path.is_symlink():
                write_atomic(out / kind / path.relative_to(folder / kind), path.read_text(encoding="utf-8"),
                             mode=gb.PRIVATE_FILE)
    return failed


def grade_course_on_slurm(args, argv):
    """`grade COURSE --slurm N`: the exit status (0; 1 when a notebook's grading failed)."""
    from nqkit import course_run
    slurm = Slurm()  # before anything is written: no Slurm here, no folder made
    points, _ = course_run.source_cells(args.source)
    todo = course_run.assignments_of(args, points)
    out = Path(args.out)
    gb.private_folder(out)
    lock = course_run.hold_lock(out)
    book = gb.Gradebook(out / "gradebook.sqlite")
    try:
        assignments = {a.id: (a, roster) for a, roster, _ in todo}
        command = "grade " + " ".join(argv)
        grading = SlurmGrading(args, argv, args.slurm, args.slurm_wait, slurm)

        def merge(folder, i):
            failed = merge_task(book, out, folder, assignments, command)
            pages.write_all(book, out)
            print(f"task {i}: merged into {out / 'gradebook.sqlite'}; it printed:", flush=True)
            grading.relay(i)
            return failed
        status = grading.run(merge)
        print(f"graded on Slurm in {args.slurm} task(s): {out / 'grades.csv'}, pages in {out}/", flush=True)
        return status
    finally:
        book.close()
        os.close(lock)


if __name__ == "__main__":
    sys.exit("grade_slurm is used by tools/nqkit/assignments.py grade --slurm N")
