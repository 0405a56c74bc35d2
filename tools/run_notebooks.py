#!/usr/bin/python3
"""Execute the kit's notebooks headlessly, or check that committed notebooks are clean.

    run_notebooks.py run   [--out DIR] [--kernel NAME] [--timeout S]
                           [--startup-timeout S] [--retries N] NOTEBOOK...
    run_notebooks.py check NOTEBOOK...

`run` executes every notebook top to bottom in a fresh kernel, writes the executed copy
(OUT/NAME.ipynb), an HTML rendering (OUT/NAME.html) and the kernel's own log
(OUT/logs/NAME.kernel.log), prints one line per notebook and exits 1 if any cell failed.
A failing notebook is never retried; only a kernel that does not answer at start-up is.

`check` exits 1 if a notebook breaks the conventions in check_notebook().

Meant for Debian's /usr/bin/python3 with nbclient, nbconvert and nbformat; ./kit calls it.
"""

import argparse
import asyncio
import json
import os
import re
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import nbformat
from jupyter_client.kernelspec import NoSuchKernel
from jupyter_client.manager import AsyncKernelManager
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError, CellTimeoutError, DeadKernelError
from nbconvert.preprocessors import coalesce_streams

ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]")
TRACEBACK_LINES = 8


def plain(text):
    return ANSI.sub("", text)


def shown(path):
    """A path as the user would type it: relative when under the current directory."""
    rel = os.path.relpath(path)
    return path if rel.startswith("..") else rel


# --------------------------------------------------------------------------- run


class KernelStartError(Exception):
    pass


@dataclass
class Result:
    name: str
    seconds: float = 0.0
    start_failures: list = field(default_factory=list)  # one reason per failed kernel start
    problems: list = field(default_factory=list)  # human-readable error reports

    @property
    def ok(self):
        return not self.problems


def kernel_process(km):
    # jupyter_client >= 7 keeps the Popen in a provisioner; older versions in km.kernel.
    provisioner = getattr(km, "provisioner", None)
    return getattr(provisioner, "process", None) or getattr(km, "kernel", None)


async def stop_kernel(km, kc, now):
    process = kernel_process(km)
    if kc is not None:
        try:
            kc.stop_channels()
        except Exception:
            pass
    try:
        if km.has_kernel:
            await km.shutdown_kernel(now=now)
    except Exception:
        pass
    # A kernel hung at start-up must really be gone before the next attempt.
    if process is not None and process.poll() is None:
        process.kill()
        process.wait(timeout=10)


async def start_kernel(name, cwd, log, startup_timeout, retries):
    """Start a kernel and wait until it answers; retry (up to `retries` times) one that hangs.

    Returns (km, kc, reasons for the failed attempts). The Java kernel sometimes hangs
    at start-up (a race inside the kernel), which only a fresh process cures.
    """
    failures = []
    for attempt in range(1, retries + 2):
        print(f"----- kernel start, attempt {attempt} -----", file=log, flush=True)
        km = AsyncKernelManager(kernel_name=name)
        kc = None
        try:
            await km.start_kernel(cwd=cwd, stdout=log, stderr=log)
            kc = km.client()
            kc.start_channels()
            await kc.wait_for_ready(timeout=startup_timeout)
            kc.allow_stdin = False
            return km, kc, failures
        except NoSuchKernel:
            raise KernelStartError(f"no Jupyter kernel named {name!r} (is JUPYTER_PATH set?)")
        except (RuntimeError, TimeoutError) as e:  # no answer in time, or died at start-up
            failures.append(str(e) or type(e).__name__)
            await stop_kernel(km, kc, now=True)
        except Exception as e:  # e.g. `java` not found: another attempt would not help
            await stop_kernel(km, kc, now=True)
            raise KernelStartError(f"{type(e).__name__}: {e}")
    raise KernelStartError(
        f"kernel did not start in {retries + 1} attempts: " + "; ".join(failures))


def error_outputs(nb):
    """(cell index, error output) for every `error` output in the notebook."""
    return [(i, out) for i, cell in enumerate(nb.cells) if cell.cell_type == "code"
            for out in cell.get("outputs", []) if out.get("output_type") == "error"]


# What Object.toString() prints, e.g. java.io.PrintStream@1b6d3586: a cell that ends in an
# expression such as System.out.printf(...) shows its value, which means nothing to a reader.
DEFAULT_TO_STRING = re.compile(r"^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)+@[0-9a-f]{1,8}$")


def default_to_string_results(nb):
    """(cell index, text) for every result or display that is an object's default toString."""
    found = []
    for i, cell in enumerate(nb.cells):
        if cell.cell_type != "code":
            continue
        for out in cell.get("outputs", []):
            if out.get("output_type") not in ("execute_result", "display_data"):
                continue
            for mime in ("text/plain", "text/html"):
                text = plain(out.get("data", {}).get(mime, "")).strip()
                if DEFAULT_TO_STRING.match(text):
                    found.append((i, text))
                    break
    return found


def describe_cell(nb, index):
    if index is None:
        return "before the first cell"
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
    return lines


async def execute(path, args, out_dir, log_dir):
    result = Result(path.stem)
    nb = nbformat.read(path, as_version=4)
    cwd = str(path.parent.resolve())  # %jars paths are relative to the notebook
    current = {"index": None}

    def on_cell_start(cell, cell_index, **_):
        current["index"] = cell_index

    t0 = time.monotonic()
    with open(log_dir / f"{result.name}.kernel.log", "w") as log:
        try:
            km, kc, result.start_failures = await start_kernel(
                args.kernel, cwd, log, args.startup_timeout, args.retries)
        except KernelStartError as e:
            result.problems.append([f"kernel start: {e}"])
        else:
            client = NotebookClient(
                nb, km=km, kernel_name=args.kernel, timeout=args.timeout,
                allow_errors=False, force_raise_errors=True,  # even 'raises-exception' cells
                resources={"metadata": {"path": cwd}}, on_cell_start=on_cell_start)
            client.kc = kc
            crashed = True
            try:
                await client.async_execute()
                crashed = False
            except CellTimeoutError:
                result.problems.append(
                    [describe_cell(nb, current["index"]),
                     f"timed out after {args.timeout} s (NB_TIMEOUT)"])
            except CellExecutionError as e:
                if not error_outputs(nb):  # normally the error output tells the story
                    result.problems.append(
                        [describe_cell(nb, current["index"])]
                        + describe_error(e.ename, e.evalue, []))
            except DeadKernelError as e:
                result.problems.append(
                    [describe_cell(nb, current["index"]), f"kernel died: {e}"])
            except Exception as e:
                result.problems.append(
                    [describe_cell(nb, current["index"]), f"{type(e).__name__}: {e}"])
            finally:
                await stop_kernel(km, kc, now=crashed)
    result.seconds = time.monotonic() - t0

    for index, out in error_outputs(nb):
        result.problems.insert(0, [describe_cell(nb, index)] + describe_error(
            out.get("ename", "Error"), out.get("evalue", ""), out.get("traceback")))
    for index, text in default_to_string_results(nb):
        result.problems.append([describe_cell(nb, index),
                                f"shows {text}, the value of its last expression: end the cell with a"
                                " statement instead (e.g. System.out.print(String.format(...)))"])

    # The Java kernel flushes a cell's printing in pieces (printf sends one message per argument);
    # Jupyter shows consecutive pieces as one block, so the saved copy stores them as one too.
    nb, _ = coalesce_streams(nb, {})
    # Write the executed copy and its HTML even (especially) when the notebook failed.
    nbformat.write(nb, out_dir / f"{result.name}.ipynb")
    try:
        from nbconvert import HTMLExporter
        body, _ = HTMLExporter().from_notebook_node(nb)
        (out_dir / f"{result.name}.html").write_text(body, encoding="utf-8")
    except Exception as e:
        result.problems.append([f"HTML export failed: {type(e).__name__}: {e}"])
    return result


async def run_all(args):
    out_dir = Path(args.out)
    log_dir = out_dir / "logs"
    log_dir.mkdir(parents=True, exist_ok=True)
    results = []
    for path in args.notebooks:
        try:
            result = await execute(Path(path), args, out_dir, log_dir)
        except Exception as e:  # e.g. unreadable notebook, output not writable
            result = Result(Path(path).stem, problems=[[f"{type(e).__name__}: {e}"]])
        path = shown(path)
        results.append(result)
        status = "ok" if result.ok else "FAILED"
        print(f"{result.name:<36} {result.seconds:7.1f} s  {status}", flush=True)
        if result.start_failures:
            n = len(result.start_failures)
            print(f"    kernel start retried {n}x: {'; '.join(result.start_failures)}")
        for problem in result.problems:
            print(f"    {path}: {problem[0]}")
            for line in problem[1:]:
                print(f"      {line}")
        kernel_log = log_dir / f"{result.name}.kernel.log"
        if not result.ok and kernel_log.exists():
            print(f"    kernel log: {shown(str(kernel_log))}", flush=True)

    failed = [r.name for r in results if not r.ok]
    print(f"{len(results) - len(failed)} of {len(results)} notebooks ok; outputs in {out_dir}/")
    if failed:
        print("FAILED: " + ", ".join(failed))
    return 1 if failed else 0


# ------------------------------------------------------------------------- check

JARS_LINE = re.compile(r"%jars\s+(\S+)")
FORBIDDEN_ELSEWHERE = [
    (re.compile(r"^\s*%jars\b", re.M), "%jars outside the setup cell"),
    (re.compile(r"^\s*%maven\b", re.M), "%maven (the kit jar already holds every dependency)"),
    (re.compile(r"^\s*%%loadFromPOM\b", re.M), "%%loadFromPOM"),
    (re.compile(r"(?<![\w.$])render\s*\("), "render(...) (kernel-specific)"),
]
DISPLAY_CALL = re.compile(r"(?<![\w.$])display\s*\(")


def display_with_mime(source):
    """True if some bare display(...) call has more than one argument (display(x, "mime"))."""
    for m in DISPLAY_CALL.finditer(source):
        depth, i, quote = 1, m.end(), None
        while i < len(source) and depth:
            ch = source[i]
            if quote:
                if ch == "\\":
                    i += 1
                elif ch == quote:
                    quote = None
            elif ch in "\"'":
                quote = ch
            elif ch in "([{":
                depth += 1
            elif ch in ")]}":
                depth -= 1
            elif ch == "," and depth == 1:
                return True
            i += 1
    return False


def check_notebook(path):
    """Conventions every committed notebook keeps, so that it runs under IJava and rapaio alike."""
    try:
        nb = nbformat.read(path, as_version=4)
        nbformat.validate(nb)
    except Exception as e:
        return [f"not a valid nbformat 4 notebook: {e}"]
    problems = []
    spec = nb.metadata.get("kernelspec", {})
    for key, want in (("name", "java"), ("display_name", "Java"), ("language", "java")):
        if spec.get(key) != want:
            problems.append(f"kernelspec {key} must be {want!r}, is {spec.get(key)!r}")

    # nbformat 4.5 gives every cell an id; a cell pasted in by hand often lacks one. Checked on the
    # file itself, since nbformat.read quietly adds missing ids and renames repeated ones.
    if (nb.nbformat, nb.nbformat_minor) >= (4, 5):
        seen = set()
        for i, cell in enumerate(json.loads(Path(path).read_text(encoding="utf-8"))["cells"]):
            if not cell.get("id"):
                problems.append(f"cell {i + 1}: has no id (nbformat 4.5 cells need one)")
            elif cell["id"] in seen:
                problems.append(f"cell {i + 1}: repeats the id {cell['id']!r}")
            else:
                seen.add(cell["id"])

    code = [(i, c) for i, c in enumerate(nb.cells) if c.cell_type == "code"]
    for i, cell in code:
        if cell.get("outputs"):
            problems.append(f"cell {i + 1}: has outputs (clear all outputs before committing)")
        if cell.get("execution_count") is not None:
            problems.append(f"cell {i + 1}: has an execution count (clear outputs before committing)")

    if not code:
        return problems + ["no code cells; the first code cell must load the kit with %jars"]
    first_index, first = code[0]
    lines = [l for l in first.source.splitlines() if l.strip()]
    if not lines:
        problems.append(f"cell {first_index + 1}: the setup cell is empty; it must hold %jars lines")
    for line in lines:
        m = JARS_LINE.fullmatch(line.strip())
        if not m:
            problems.append(f"cell {first_index + 1}: setup cell may hold only "
                            f"'%jars <one path>' lines, found {line.strip()!r}")
        elif any(ch in m.group(1) for ch in "*?[]"):
            problems.append(f"cell {first_index + 1}: no globs in %jars paths: {line.strip()!r}")
        elif m.group(1).endswith(";"):
            problems.append(f"cell {first_index + 1}: no trailing ';' after %jars: {line.strip()!r}")

    for i, cell in code[1:]:
        for pattern, what in FORBIDDEN_ELSEWHERE:
            if pattern.search(cell.source):
                problems.append(f"cell {i + 1}: uses {what}")
        if display_with_mime(cell.source):
            problems.append(f"cell {i + 1}: uses display(x, \"mime\"); call display(x) "
                            f"or return the value as the last expression")
    return problems


def check_all(args):
    bad = 0
    for path in args.notebooks:
        problems = check_notebook(path)
        bad += bool(problems)
        for problem in problems:
            print(f"{shown(path)}: {problem}")
    print(f"notebook check: {len(args.notebooks) - bad} of {len(args.notebooks)} notebooks clean")
    return 1 if bad else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="mode", required=True)
    run = sub.add_parser("run", help="execute notebooks, write executed copies and HTML")
    run.add_argument("--out", default="build/notebooks")
    run.add_argument("--kernel", default="java", help="kernel spec name")
    run.add_argument("--timeout", type=int, default=300, help="seconds per cell")
    run.add_argument("--startup-timeout", type=int, default=20,
                     help="seconds a kernel gets to answer before it is killed and restarted")
    run.add_argument("--retries", type=int, default=3, help="kernel start retries")
    run.add_argument("notebooks", nargs="+")
    check = sub.add_parser("check", help="check committed notebooks follow the conventions")
    check.add_argument("notebooks", nargs="+")
    args = parser.parse_args()
    if args.mode == "run":
        return asyncio.run(run_all(args))
    return check_all(args)


if __name__ == "__main__":
    sys.exit(main())
