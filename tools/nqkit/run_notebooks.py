#!/usr/bin/python3
"""Execute the kit's notebooks headlessly, or check that committed notebooks are clean.

    run_notebooks.py run   [--out DIR] [--label NAME] [--also LABEL OUT KERNELS_DIR]...
                           [--parallel N] [--timings FILE] [--kernel NAME] [--timeout S]
                           [--startup-timeout S] [--retries N] NOTEBOOK...
    run_notebooks.py check NOTEBOOK...
    run_notebooks.py classpaths NOTEBOOK...

`run` executes every notebook top to bottom in a fresh kernel, up to --parallel at a time, on
the `java` kernel of JUPYTER_PATH (into --out) and on each --also kernel (the `java` kernel in
KERNELS_DIR/kernels, into its own OUT). It tidies each executed copy (nb_outputs.tidy: printf
fragments merged, BufferedImage text dropped, cut PNGs repaired), writes it (OUT/NAME.ipynb) with
an HTML rendering (OUT/NAME.html) and the kernel's log (OUT/logs/NAME.kernel.log), prints one
line per notebook and exits 1 if a cell failed or an output breaks a rule (nb_outputs:
stderr, invalid PNG, a line over 100 columns, a meaningless value; nb_source: a method or type
defined in a document notebook). Exercise notebooks (notebooks/exercises/) go to OUT/exercises/.
A failing notebook is never retried; only a kernel that does not answer at start-up is.

`check` exits 1 if a committed notebook breaks the conventions in nb_source.check_notebook().
`classpaths` prints the folders the notebooks' setup cells load, which ./kit run builds first; a
notebook whose `%classpath` folder is missing fails before its kernel starts, naming the line.

Meant for Debian's /usr/bin/python3 with nbclient, nbconvert and nbformat; ./kit calls it.
"""

import argparse
import asyncio
import json
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import nbformat
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError, CellTimeoutError, DeadKernelError

from nqkit.kit_common import shown, write_atomic
from nqkit.nb_kernel import KernelStartError, Target, start_kernel, stop_kernel
from nqkit.nb_outputs import Problem, Tidied, output_problems, plain, tidy
from nqkit.nb_source import (EXERCISES_DIR, check_notebook, classpath_lines, definition_problems, is_exercise,
                       missing_classpath_problems)

TRACEBACK_LINES = 8


@dataclass
class Finding:
    """A Problem as reported: where it is (cell number and first line)."""
    where: str
    problem: Problem

    def lines(self):
        first, *rest = self.problem.message.splitlines()
        return [self.where, f"  [{self.problem.check}] {first}"] + [f"  {line}" for line in rest]


# --------------------------------------------------------------------------- one notebook


@dataclass
class Result:
    name: str
    target: Target
    seconds: float = 0.0
    start_failures: list = field(default_factory=list)  # one reason per failed kernel start
    findings: list = field(default_factory=list)  # Findings, in cell order
    log: Path | None = None  # the kernel's log
    tidied: Tidied = field(default_factory=Tidied)

    @property
    def ok(self):
        return not self.findings


def describe_cell(nb, index):
    if index is None:
        return "notebook"
    cell = nb.cells[index]
    count = cell.get("execution_count")
    first = next((line for line in cell.source.splitlines() if line.strip()), "")
    where = f"cell {index + 1} of {len(nb.cells)}" + (f" (In [{count}])" if count else "")
    return f"{where}: {first.strip()[:70]}"


def describe_error(ename, evalue, traceback):
    lines = [f"{ename}: {plain(evalue)}" if evalue else ename]
    tb = [l for entry in traceback or [] for l in plain(entry).splitlines() if l.strip()]
    lines += ["  " + l for l in tb[:TRACEBACK_LINES]]
    if len(tb) > TRACEBACK_LINES:
        lines.append(f"  ... ({len(tb) - TRACEBACK_LINES} more traceback lines)")
    return "\n".join(lines)


def error_problems(nb):
    """A Problem for every `error` output in the notebook."""
    return [Problem("error", i, describe_error(out.get("ename", "Error"), out.get("evalue", ""),
                                               out.get("traceback")))
            for i, cell in enumerate(nb.cells) if cell.cell_type == "code"
            for out in cell.get("outputs", []) if out.get("output_type") == "error"]


async def execute_cells(nb, km, kc, args, cwd):
    """Run every cell; returns the problems the run itself raised (timeout, dead kernel...)."""
    current = {"index": None}

    def on_cell_start(cell, cell_index, **_):
        current["index"] = cell_index

    client = NotebookClient(
        nb, km=km, kernel_name=args.kernel, timeout=args.timeout,
        allow_errors=False, force_raise_errors=True,  # even 'raises-exception' cells
        resources={"metadata": {"path": cwd}}, on_cell_start=on_cell_start)
    client.kc = kc
    crashed = True
    try:
        await client.async_execute()
        crashed = False
        return []
    except CellTimeoutError:
        return [Problem("error", current["index"],
                        f"timed out after {args.timeout} s (NB_TIMEOUT)")]
    except CellExecutionError as e:  # normally the error output tells the story
        return [] if error_problems(nb) else [
            Problem("error", current["index"], describe_error(e.ename, e.evalue, []))]
    except DeadKernelError as e:
        return [Problem("error", current["index"], f"kernel died: {e}")]
    except Exception as e:
        return [Problem("error", current["index"], f"{type(e).__name__}: {e}")]
    finally:
        await stop_kernel(km, kc, now=crashed)


async def execute(path, target, args, with_source_checks):
    out_dir = target.out / EXERCISES_DIR if is_exercise(path) else target.out
    log_dir = out_dir / "logs"
    log_dir.mkdir(parents=True, exist_ok=True)
    log_path = log_dir / f"{path.stem}.kernel.log"
    result = Result(path.stem, target, log=log_path)
    nb = nbformat.read(path, as_version=4)
    cwd = str(path.parent.resolve())  # %classpath paths are relative to the notebook
    problems = []
    t0 = time.monotonic()
    missing = missing_classpath_problems(nb, path)  # named by line, before a kernel starts
    with open(log_path, "w") as log:
        if missing:
            problems += missing
        else:
            try:
                km, kc, result.start_failures = await start_kernel(
                    target, args.kernel, cwd, log, args.startup_timeout, args.retries)
            except KernelStartError as e:
                problems.append(Problem("error", None, f"kernel start: {e}"))
            else:
                problems += await execute_cells(nb, km, kc, args, cwd)
    result.seconds = time.monotonic() - t0

    result.tidied = tidy(nb)
    problems = error_problems(nb) + problems + output_problems(nb)
    if with_source_checks and not is_exercise(path):  # once per notebook; students define code in exercises
        problems += definition_problems(
            [(i, c) for i, c in enumerate(nb.cells) if c.cell_type == "code"])
    problems.sort(key=lambda p: -1 if p.cell is None else p.cell)
    # Write the executed copy and its HTML even (especially) when the notebook failed.
    try:
        await asyncio.to_thread(save, nb, out_dir / f"{result.name}.ipynb")
    except Exception as e:
        problems.append(Problem("error", None, f"saving failed: {type(e).__name__}: {e}"))
    result.findings = [Finding(describe_cell(nb, p.cell), p) for p in problems]
    return result


def save(nb, path):
    from nbconvert import HTMLExporter
    write_atomic(path, nbformat.writes(nb))
    body, _ = HTMLExporter().from_notebook_node(nb)
    write_atomic(path.with_suffix(".html"), body)


# --------------------------------------------------------------------------- all notebooks


def report(result, labelled):
    status = "ok" if result.ok else "FAILED"
    name = f"[{result.target.label}] {result.name}" if labelled else result.name
    tidied = result.tidied
    notes = [f"{n} {what}" for n, what in ((tidied.pngs_repaired, "PNG(s) repaired"),
                                           (tidied.image_texts_dropped, "image text(s) dropped"))
             if n]
    print(f"{name:<46} {result.seconds:6.1f} s  {status}"
          + (f"  ({', '.join(notes)})" if notes else ""), flush=True)
    if result.start_failures:
        n = len(result.start_failures)
        print(f"    kernel start retried {n}x: {'; '.join(result.start_failures)}")
    for finding in result.findings:
        for line in finding.lines():
            print(f"    {line}")
    if not result.ok and result.log:
        print(f"    kernel log: {shown(result.log)}", flush=True)


def ordered_jobs(notebooks, targets, timings):
    """Every (notebook, target) pair, the slowest last time first, so that the last job to
    start is a short one (unknown ones count as slow: they start early)."""
    jobs = [(Path(nb), t) for nb in notebooks for t in targets]
    return sorted(jobs, key=lambda job: -timings.get(f"{job[1].label}/{job[0].stem}", 1e9))


async def run_jobs(jobs, parallel, run_one):
    """Run every (notebook, target) job with `run_one`, `parallel` at a time, each worker taking
    the first job in `jobs` order whose notebook is not running on another kernel (two runs of
    one notebook would write the same files, e.g. 08's quick benchmark). Returns the results
    in the order they finished."""
    pending, running, results = list(jobs), set(), []
    changed = asyncio.Condition()

    async def worker():
        while True:
            async with changed:
                while True:
                    if not pending:
                        return
                    job = next((j for j in pending if j[0].resolve() not in running), None)
                    if job:
                        break
                    await changed.wait()
                pending.remove(job)
                running.add(job[0].resolve())
            try:
                results.append(await run_one(*job))
            finally:
                async with changed:
                    running.discard(job[0].resolve())
                    changed.notify_all()

    await asyncio.gather(*(worker() for _ in range(parallel)))
    return results


def load_timings(path):
    try:
        return json.loads(Path(path).read_text(encoding="utf-8")) if path else {}
    except (OSError, ValueError):
        return {}


async def run_all(args):
    targets = [Target(args.label, Path(args.out))] + [
        Target(label, Path(out), [str(Path(kernels) / "kernels")])
        for label, out, kernels in args.also]
    timings = load_timings(args.timings)
    labelled = len(targets) > 1

    async def one(path, target):
        try:
            result = await execute(path, target, args, target is targets[0])
        except Exception as e:  # e.g. unreadable notebook, output not writable
            result = Result(path.stem, target, findings=[Finding(
                "notebook", Problem("error", None, f"{type(e).__name__}: {e}"))])
        report(result, labelled)
        return result

    t0 = time.monotonic()
    results = await run_jobs(ordered_jobs(args.notebooks, targets, timings), args.parallel, one)
    if args.timings:
        timings.update({f"{r.target.label}/{r.name}": round(r.seconds, 1) for r in results})
        write_atomic(Path(args.timings), json.dumps(timings, indent=1, sort_keys=True))
    return summarise(results, targets, args, time.monotonic() - t0)


def summarise(results, targets, args, seconds):
    order = {Path(nb).stem: i for i, nb in enumerate(args.notebooks)}
    results = sorted(results, key=lambda r: order.get(r.name, len(order)))
    failed = 0
    for target in targets:
        mine = [r for r in results if r.target is target]
        bad = [r.name for r in mine if not r.ok]
        failed += len(bad)
        print(f"{target.label}: {len(mine) - len(bad)} of {len(mine)} notebooks ok;"
              f" outputs in {shown(target.out)}/" + (f"; FAILED: {', '.join(bad)}" if bad else ""))
    print(f"ran {len(results)} notebook runs in {seconds:.0f} s, {args.parallel} at a time")
    return 1 if failed else 0


# ------------------------------------------------------------------------- check


def check_all(args):
    bad = 0
    for path in args.notebooks:
        findings = [Finding(shown(path) + ("" if p.cell is None else f": cell {p.cell + 1}"), p)
                    for p in check_notebook(path)]
        bad += bool(findings)
        for finding in findings:
            print(": ".join(line.strip() for line in finding.lines()))
    print(f"notebook check: {len(args.notebooks) - bad} of {len(args.notebooks)} notebooks clean")
    return 1 if bad else 0


def classpaths(args):
    """Prints each folder the notebooks' setup cells name with `%classpath`, once, resolved:
    ./kit run builds what they need from this list."""
    seen = []
    for path in args.notebooks:
        for _, _, folder in classpath_lines(nbformat.read(path, as_version=4), path):
            if folder not in seen:
                seen.append(folder)
                print(folder)
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="mode", required=True)
    run = sub.add_parser("run", help="execute notebooks, write executed copies and HTML")
    run.add_argument("--out", default="build/notebooks")
    run.add_argument("--label", default="java", help="name of JUPYTER_PATH's kernel in reports")
    run.add_argument("--also", nargs=3, action="append", default=[],
                     metavar=("LABEL", "OUT", "KERNELS_DIR"),
                     help="also run on the `java` kernel in KERNELS_DIR/kernels, into OUT")
    run.add_argument("--parallel", type=int, default=2, help="notebooks run at the same time")
    run.add_argument("--timings", help="JSON file of last run's seconds (slowest start first)")
    run.add_argument("--kernel", default="java", help="kernel spec name")
    run.add_argument("--timeout", type=int, default=300, help="seconds per cell")
    run.add_argument("--startup-timeout", type=int, default=20,
                     help="seconds a kernel gets to answer before it is killed and restarted")
    run.add_argument("--retries", type=int, default=3, help="kernel start retries")
    check = sub.add_parser("check", help="check committed notebooks follow the conventions")
    paths = sub.add_parser("classpaths", help="print the folders the setup cells' %%classpath lines name")
    for p in (run, check, paths):
        p.add_argument("notebooks", nargs="+")
    args = parser.parse_args()
    if args.mode == "run":
        if args.parallel < 1:
            parser.error(f"--parallel must be at least 1, is {args.parallel}")
        return asyncio.run(run_all(args))
    if args.mode == "classpaths":
        return classpaths(args)
    return check_all(args)


if __name__ == "__main__":
    sys.exit(main())
