#!/usr/bin/python3
"""Paste the README's and the javadoc's Java examples into a notebook, as a student would, and
check that each works.

    PYTHONPATH=tools /usr/bin/python3 -m nqkit.snippet_check

Each example runs in a fresh kernel, in a notebook made of notebook 00's setup cell (copied from
notebooks/00-quickstart.ipynb, run from notebooks/ as the runner runs it) and the example:

- every ```java block of README.md and of docs/*.md, as one cell: it must run without an error
  output, write nothing to stderr and pass the runner's output checks (nb_outputs: no machine path, no line over
  100 columns...);
- every `jshell>` transcript in the javadoc of lib/*/src/main/java (Engine, Experiment...), one cell
  per `jshell>` line: each line's printed output, value (`$3 ==> ...`) or exception
  (`|  Exception ...: message`) must be the one the transcript shows;
- every javadoc `<pre>{@code ...}</pre>` example that begins with `import` (the convention for an
  example meant to be pasted; Sweep, FitnessChart, GridHeatMap...), as one cell, as README blocks.

On each kernel found: the bundled one (build/jupyter/kernels, which `./kit run` registers) and
JJava (../shared/kernels/jjava) where it exists. Costs a kernel start per example (about 5 s).
Exits 0 when every example passes on every kernel found, 1 otherwise; prints "skipped: ..." and
exits 0 when no kernel is registered or the library is not built.
"""

import asyncio
import os
import html
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

import nbformat
from nbclient import NotebookClient

from nqkit.nb_kernel import KernelStartError, Target, start_kernel, stop_kernel
from nqkit.nb_outputs import output_problems, plain, text_of, tidy

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
KERNELS = [
    ("bundled", ROOT / "build" / "jupyter" / "kernels",
     "`./kit run notebooks/00-quickstart.ipynb` registers it"),
    ("jjava", ROOT.parent / "shared" / "kernels" / "jjava" / "kernels",
     "put JJava's kernelspec in ../shared/kernels/jjava"),
]
CELL_TIMEOUT = 120


@dataclass
class Step:
    """One cell of an example and what it must show: `printed` (stdout, exact), `value` (the
    cell's value), `exception` (text the error must contain); none of them: no error, any output."""
    code: str
    printed: str | None = None
    value: str | None = None
    exception: str | None = None


@dataclass
class Example:
    where: str  # e.g. "README.md:80" or "io/nqueens/engine/Engine.java:31"
    steps: list = field(default_factory=list)


def readme_examples(text, name="README.md"):
    """Every ```java block of a Markdown text, as one single-cell Example."""
    examples, lines, start = [], text.splitlines(), None
    body: list[str] = []
    for number, line in enumerate(lines, 1):
        if start is None and line.strip() == "```java":
            start, body = number, []
        elif start is not None and line.strip() == "```":
            examples.append(Example(f"{name}:{start}", [Step("\n".join(body))]))
            start = None
        elif start is not None:
            body.append(line)
    return examples


PROMPT = "jshell> "


def transcript_examples(source, name):
    """Every javadoc <pre> block of a Java source that holds `jshell>` lines, as an Example of
    one Step per line (the `$ jshell ...` line that starts the shell is the setup cell's job)."""
    examples = []
    for match in re.finditer(r"<pre>(.*?)</pre>", source, re.S):
        lines = [html.unescape(re.sub(r"^\s*\*\s?", "", l)) for l in match.group(1).splitlines()]
        if not any(l.startswith(PROMPT) for l in lines):
            continue
        line_no = source.count("\n", 0, match.start()) + 1
        example = Example(f"{name}:{line_no}")
        expected: list[str] = []
        for line in lines + [PROMPT]:  # a last prompt closes the last step
            if line.startswith(PROMPT):
                if example.steps:
                    expect(example.steps[-1], expected)
                if line != PROMPT:
                    example.steps.append(Step(line[len(PROMPT):]))
                expected = []
            elif example.steps and line.strip():
                expected.append(line)
        examples.append(example)
    return examples


def expect(step, lines):
    if lines and lines[0].startswith("|  Exception "):
        step.exception = lines[0].split(": ", 1)[-1]
    elif lines and re.match(r"^\$\d+ ==> ", lines[0]):
        step.value = "\n".join([lines[0].split(" ==> ", 1)[1], *lines[1:]])
    else:
        step.printed = "".join(line + "\n" for line in lines)


def complete_examples(source, name):
    """Every javadoc `<pre>{@code ...}</pre>` block of a Java source that begins with `import`:
    the convention for an example complete enough to paste (the others are fragments that show a
    call's shape and use variables they do not declare), as one single-cell Example."""
    examples = []
    for match in re.finditer(r"<pre>\{@code\n(.*?)\}</pre>", source, re.S):
        lines = [re.sub(r"^\s*\*\s?", "", l) for l in match.group(1).splitlines()]
        if lines and lines[0].startswith("import "):
            line_no = source.count("\n", 0, match.start()) + 1
            examples.append(Example(f"{name}:{line_no}", [Step("\n".join(lines).strip())]))
    return examples


def all_examples(root=ROOT):
    found = readme_examples((root / "README.md").read_text(), "README.md")
    for guide in sorted((root / "docs").glob("*.md")):  # the guides per audience (docs/)
        found += readme_examples(guide.read_text(), f"docs/{guide.name}")
    for src in sorted((root / "lib").glob("*/src/main/java")):  # each module's (lib/core, lib/lab...)
        for path in sorted(src.rglob("*.java")):
            text = path.read_text()
            found += transcript_examples(text, str(path.relative_to(src)))
            found += complete_examples(text, str(path.relative_to(src)))
    return found


# --------------------------------------------------------------------------- checking outputs


def setup_cell():
    """Notebook 00's first code cell, as committed."""
    nb = nbformat.read(NOTEBOOKS / "00-quickstart.ipynb", as_version=4)
    return next(c.source for c in nb.cells if c.cell_type == "code")


def shown_value(outputs):
    for out in outputs:
        if out.get("output_type") == "execute_result":
            data = out.get("data", {})
            return plain(text_of(data.get("text/plain", data.get("text/html", "")))).strip()
    return None


def step_problems(step, outputs):
    """What is wrong with one step's outputs, as lines (none: it passed)."""
    errors = [o for o in outputs if o.get("output_type") == "error"]
    error_text = plain("\n".join([*(o.get("evalue", "") for o in errors),
                                  *(l for o in errors for l in o.get("traceback", []))]))
    if step.exception is not None:
        return [] if step.exception in error_text else [
            f"expected the exception {step.exception!r}, got " + (error_text.strip()[:300] or "none")]
    if errors:
        return ["error: " + error_text.strip()[:600]]
    problems = []
    printed = "".join(plain(text_of(o.get("text"))) for o in outputs
                      if o.get("output_type") == "stream" and o.get("name") == "stdout")
    if step.printed is not None and step.printed and printed != step.printed:
        problems.append(f"printed {printed!r}, the transcript shows {step.printed!r}")
    if step.value is not None and shown_value(outputs) != step.value:
        problems.append(f"value {shown_value(outputs)!r}, the transcript shows {step.value!r}")
    return problems


async def run_example(example, label, kernel_dirs, setup, log_dir):
    """Problems of one example on one kernel, as lines."""
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "java", "display_name": "Java", "language": "java"}
    nb.cells = [nbformat.v4.new_code_cell(setup)] + [nbformat.v4.new_code_cell(s.code) for s in example.steps]
    log_path = log_dir / (re.sub(r"[^\w.-]+", "_", example.where) + f".{label}.log")
    with open(log_path, "w") as log:
        try:
            km, kc, _ = await start_kernel(Target(label, log_dir, kernel_dirs), "java", str(NOTEBOOKS),
                                           log, 30, 4)
        except KernelStartError as e:
            return [f"kernel start: {e}"]
        try:
            client = NotebookClient(nb, km=km, kernel_name="java", timeout=CELL_TIMEOUT, allow_errors=True,
                                    resources={"metadata": {"path": str(NOTEBOOKS)}})
            client.kc = kc
            await client.async_execute()
        except Exception as e:  # a timeout, a dead kernel
            return [f"{type(e).__name__}: {e}"]
        finally:
            await stop_kernel(km, kc, now=False)
    tidy(nb)
    problems = [f"setup cell: {p.message}" for p in output_problems(nb) if p.cell == 0]
    if any(o.get("output_type") == "error" for o in nb.cells[0].outputs):
        problems.append("setup cell failed")
    for index, step in enumerate(example.steps, 1):
        found = step_problems(step, nb.cells[index].outputs)
        found += [p.message for p in output_problems(nb) if p.cell == index]
        problems += [f"`{step.code.splitlines()[0][:60]}`: {p}" for p in found]
    return problems


async def main():
    if not (ROOT / "lib" / "target" / "classpath").is_dir():
        print("skipped: the library is not built (./kit run notebooks/00-quickstart.ipynb builds it)")
        return 0
    kernels = [(label, d) for label, d, why in KERNELS if (d / "java" / "kernel.json").is_file()]
    for label, d, why in KERNELS:
        if (label, d) not in kernels:
            print(f"skipped: no {label} kernel ({why})")
    if not kernels:
        return 0
    examples, setup = all_examples(), setup_cell()
    log_dir = ROOT / "build" / "snippets"
    log_dir.mkdir(parents=True, exist_ok=True)
    failed = 0
    # Two kernels at a time (each example in a fresh kernel, as a student pastes it): a kernel's
    # start mostly waits on its JVM's class loading, so two share 2 cores well; lines in order.
    slots = asyncio.Semaphore(max(2, os.cpu_count() or 2))

    async def one(label, kernel_dir, example):
        async with slots:
            return await run_example(example, label, [str(kernel_dir)], setup, log_dir)
    jobs = [(label, example, asyncio.ensure_future(one(label, kernel_dir, example)))
            for label, kernel_dir in kernels for example in examples]
    for label, example, job in jobs:
        problems = await job
        failed += bool(problems)
        print(f"[{label}] {example.where:<44} {'FAILED' if problems else 'ok'}", flush=True)
        for problem in problems:
            print("    " + problem.replace("\n", "\n    "))
    print(f"{len(examples)} example(s) on {len(kernels)} kernel(s): {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
