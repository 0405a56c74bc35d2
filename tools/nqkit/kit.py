"""The kit's commands, behind the `kit` script at the repo's root:

    python3 -m nqkit.kit COMMAND [ARGS]

`kit` makes sure this python exists (and, for the commands that drive notebooks, has nbclient and
nbconvert), sets the environment (PYTHONPATH, the kernels' JVM options) and hands over; `./kit help`
lists the commands (their texts: nqkit.ci.usage). File arguments are relative to the folder `kit`
was called from (this process's working folder when it starts); the commands then work in the
checkout. A refusal prints `kit: MESSAGE` on stderr and exits with status 2."""

import os
import shutil
import signal
import sys
import time
from pathlib import Path
from typing import Callable, NoReturn, Sequence

from nqkit.ci import suite, usage
from nqkit.ci.build import build_bench, build_for_notebooks, build_lib, select_notebooks
from nqkit.ci.env import (BENCH_JAR, BUILD, DEBIAN_PY, KIT_JAR, LOGS, SETUP_LOG, KitExit, apt_install, die,
                          ensure_comparisons, ensure_pytest, ensure_sandbox, imports, need_java_and_maven, python,
                          say, shown)
from nqkit.ci.kernel import ensure_kernel, want_jjava
from nqkit.ci.steps import StepRunner, closing_counts, cpu_seconds, run_in_turn
from nqkit.kit_common import ROOT

CALLER_DIR = os.getcwd()


def exec_program(command: Sequence[str], cwd: str | Path = ROOT) -> NoReturn:
    """Replaces the kit by `command` (its output, exit status and signals are the command's)."""
    sys.stdout.flush()
    sys.stderr.flush()
    os.chdir(cwd)
    os.execvp(command[0], list(command))


def exec_tool(module: str, args: Sequence[str], cwd: str | Path = ROOT, python_path: str = "") -> NoReturn:
    exec_program([python_path or python(), "-m", f"nqkit.{module}", *args], cwd)


def with_closing_line(command: str, body: Callable[[], int]) -> int:
    """Runs `body`, then prints the closing line of `run` and `test` (the outcome, the time, the CPU
    and the load; for `test`, the counts), whatever the outcome."""
    start, status = time.monotonic(), 1
    try:
        status = body()
    except KitExit as e:
        # the refusal first, then the closing line (as a shell's exit trap would have it)
        sys.stdout.flush()
        if e.message:
            print(f"kit: {e.message}", file=sys.stderr, flush=True)
        status = e.status
        raise KitExit("", e.status) from None
    except KeyboardInterrupt:
        status = 130
        raise
    finally:
        sys.stderr.flush()
        try:
            load = " ".join(Path("/proc/loadavg").read_text(encoding="ascii").split()[:3])
        except OSError:
            load = "?"
        took, cpu = int(time.monotonic() - start), int(cpu_seconds())
        if status == 0:
            say(f"kit {command}: ok in {took} s (CPU {cpu} s, load average {load})")
        else:
            say(f"kit {command}: FAILED (exit {status}) after {took} s (CPU {cpu} s, load average {load})")
        if command == "test":
            print(f"tests: {closing_counts()}", flush=True)
    return status


def cmd_run(args: Sequence[str]) -> int:
    if usage.wants_help("run", args):
        return 0
    notebooks = select_notebooks(args, CALLER_DIR)

    def body() -> int:
        say(f"kit run: {len(notebooks.paths)} notebook(s); first checking java, maven and python's Jupyter packages")
        need_java_and_maven()
        BUILD.mkdir(parents=True, exist_ok=True)
        build_for_notebooks(notebooks)
        kernel = ensure_kernel()
        LOGS.mkdir(parents=True, exist_ok=True)
        say(f"executing {len(notebooks.paths)} notebook(s) (kernel logs in build/notebooks/logs/)")
        with open(LOGS / "notebooks.log", "w", encoding="utf-8") as log:
            if want_jjava(False):
                rc = suite.execute_on_both(notebooks, kernel.label, log, print_now, stderr_to_log=False)
                done = "executed notebooks in build/notebooks/ and build/notebooks-jjava/"
            else:
                rc = suite.execute_notebooks(notebooks, kernel.label, suite.NB_OUT, log, print_now, stderr_to_log=False)
                done = "executed notebooks in build/notebooks/"
        if rc == 0:
            say(done)
        return rc
    return with_closing_line("run", body)


def print_now(line: str) -> None:
    print(line, flush=True)


def selected_steps() -> set[str] | None:
    """NQK_TEST_STEPS (names separated by commas): the only steps `./kit test` runs, for a
    developer checking a few; unset or empty: all of them."""
    value = os.environ.get("NQK_TEST_STEPS", "")
    return {name.strip() for name in value.split(",") if name.strip()} or None


def cmd_test(args: Sequence[str]) -> int:
    if usage.wants_help("test", args):
        return 0
    notebooks = select_notebooks(args, CALLER_DIR)
    chosen = selected_steps()
    tests = suite.Suite(notebooks)
    if chosen is not None:
        known = {s.name for s in tests.before_kernel() + tests.on_kernel("", True) + tests.on_kernel("", False)}
        unknown = sorted(chosen - known)
        if unknown:
            raise die(f"NQK_TEST_STEPS: no step '{unknown[0]}' (steps: {', '.join(sorted(known))})")

    def body() -> int:
        need_java_and_maven()
        LOGS.mkdir(parents=True, exist_ok=True)  # (kit emptied the setup log before it installed Jupyter)
        ensure_pytest()
        ensure_sandbox()
        (BUILD / "junit-counts").unlink(missing_ok=True)
        _remove_tree(BUILD / "test-reports")
        only = f" (only NQK_TEST_STEPS: {', '.join(sorted(chosen))})" if chosen is not None else ""
        say(f"steps of ./kit test; details in build/logs/{only}")
        runner = StepRunner()
        for step in tests.before_kernel():
            if chosen is None or step.name in chosen:
                runner.run(step)
                if step.name == "junit":
                    (BUILD / ".lib-built").touch()  # verify built the library too
        on_kernel = {s.name for s in tests.on_kernel("", True) + tests.on_kernel("", False)}
        if chosen is None or chosen & on_kernel:
            kernel = ensure_kernel()
            later = tests.on_kernel(kernel.label, want_jjava(True))
            run_in_turn(runner, [s for s in later if chosen is None or s.name in chosen])
        return 0 if runner.summary() else 1
    return with_closing_line("test", body)


def _remove_tree(path: Path) -> None:
    shutil.rmtree(path, ignore_errors=True)


def cmd_check(args: Sequence[str]) -> int:
    if usage.wants_help("check", args):
        return 0
    notebooks = select_notebooks(args, CALLER_DIR)
    exec_tool("run_notebooks", ["check", *notebooks.paths])


def cmd_notebook(args: Sequence[str]) -> int:
    """Jupyter Notebook on a working copy of the notebooks, with the kernel ensure_kernel picks."""
    if usage.wants_help("notebook", args):
        return 0
    need_java_and_maven()
    if not imports("notebook", DEBIAN_PY):
        if not (os.getuid() == 0 and shutil.which("apt-get")):
            raise die("Jupyter Notebook is missing; install it with: sudo apt-get install jupyter-notebook")
        LOGS.mkdir(parents=True, exist_ok=True)
        say(f"installing Jupyter Notebook: apt-get install jupyter-notebook (log: {shown(SETUP_LOG)})")
        if not apt_install(["jupyter-notebook"], SETUP_LOG):
            raise die(f"apt-get install jupyter-notebook failed; see {shown(SETUP_LOG)}")
    BUILD.mkdir(parents=True, exist_ok=True)
    build_for_notebooks(select_notebooks([], CALLER_DIR))  # all of them: what their setup cells load gets built
    ensure_kernel()
    exec_tool("notebook_server", args, python_path=DEBIAN_PY)


def cmd_bench(args: Sequence[str]) -> int:
    """The benchmark (its options are checked by itself: picocli, io.nqueens.bench.Options); here only
    a relative --out is made relative to where ./kit was called, since the benchmark runs in the root."""
    if usage.wants_help("bench", args):
        return 0
    args = list(args)
    i = 0
    while i < len(args):
        if args[i] == "--out" and i + 1 < len(args):
            args[i + 1] = os.path.realpath(os.path.join(CALLER_DIR, args[i + 1]))
            i += 1
        elif args[i].startswith("--out="):
            args[i] = "--out=" + os.path.realpath(os.path.join(CALLER_DIR, args[i][len("--out="):]))
        i += 1
    need_java_and_maven()
    build_bench()
    ensure_comparisons()  # section 2 runs DEAP beside the kit, section 6 irace
    # 1 GB heap: the large-board section must solve a million queens within it. The kit's full jar
    # (built with the benchmark) goes first on the class path: section 6's races and grids are
    # experiments, which need its tables (Tablesaw); the runnable bench jar leaves them out.
    exec_program(["java", "-Xmx1g", "-Dnqueens.bench.name=./kit bench", "-cp", f"{KIT_JAR}:{BENCH_JAR}",
                  "io.nqueens.bench.Benchmark", *args])


def cmd_assignments(args: Sequence[str]) -> int:
    """Course assignments (tools/nqkit/assignments.py): the student versions of the exercise notebooks."""
    if usage.wants_help("assignments", args):
        return 0
    if not args or args[0] != "release":
        raise die("usage: ./kit assignments release [--source DIR] [--out DIR] [--students DIR]")
    exec_tool("assignments", ["release", *args[1:]], CALLER_DIR)


def cmd_grade(args: Sequence[str]) -> int:
    """Runs every submission in DIR (relative to where ./kit was called) in the java kernel
    ensure_kernel picks."""
    if any(a in ("-h", "--help") for a in args):
        exec_tool("assignments", ["grade", "--help"])
    if not args or args[0].startswith("-"):
        raise die("usage: ./kit grade DIR [OPTIONS] (DIR/STUDENT/NAME.ipynb; ./kit grade --help)")
    folder = args[0] if args[0].startswith("/") else f"{CALLER_DIR}/{args[0]}"
    if not os.path.isdir(folder):
        raise die(f"grade: no folder {folder} (expected DIR/STUDENT/NAME.ipynb submissions)")
    need_java_and_maven()
    ensure_sandbox()
    build_lib()
    ensure_kernel()
    # --out, --source, --assignment, --roster are relative to where ./kit was called
    exec_tool("assignments", ["grade", folder, *args[1:]], CALLER_DIR)


def cmd_gradebook(args: Sequence[str]) -> int:
    """The course's gradebook (tools/nqkit/gradebook_cli.py): hand marks, totals, pages, the marking server."""
    exec_tool("gradebook_cli", args, CALLER_DIR)


def cmd_cli(args: Sequence[str]) -> int:
    """The kit's command line (sweep, merge, spec, ...) from the fat jar, built when the sources
    changed. Help (-h or --help anywhere; the word help as the command, help COMMAND, or alone after
    the command, COMMAND help) and the version are answered without a build. Elsewhere help is a
    value, e.g. a folder: sweep spec.json --out help runs the sweep."""
    command = args[0] if args else ""
    if command == "help" and not (len(args) > 1 and args[1].startswith("-")):
        command = args[1] if len(args) > 1 else ""  # help COMMAND
    wants = (bool(args) and args[0] == "help") or (len(args) == 2 and args[1] == "help") \
        or any(a in ("-h", "--help") for a in args)
    if wants:
        sys.stdout.write(usage.cli_usage(command if usage.cli_command(command) else ""))
        return 0
    if not args:
        sys.stderr.write(usage.cli_usage())
        raise die("cli: which command? (./kit cli help lists them)")
    if len(args) == 1 and args[0] in ("version", "--version"):
        print(usage.kit_version())
        return 0
    need_java_and_maven()
    build_lib(quiet=True, out=sys.stderr)
    # file arguments are relative to where ./kit was called
    exec_program(["java", "-Dnqueens.cli.name=./kit cli", "-cp", str(KIT_JAR), "io.nqueens.cli.Main", *args],
                 CALLER_DIR)


def main(argv: Sequence[str]) -> int:
    # A closed pipe (./kit help | head) ends the kit quietly, as it ends a shell; and the programs it
    # execs get the default action back (an ignored signal stays ignored across exec).
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    command, args = (argv[0], list(argv[1:])) if argv else ("help", [])
    os.chdir(ROOT)
    commands: dict[str, Callable[[Sequence[str]], int]] = {
        "notebook": cmd_notebook, "run": cmd_run, "test": cmd_test, "check": cmd_check, "bench": cmd_bench,
        "assignments": cmd_assignments, "grade": cmd_grade, "gradebook": cmd_gradebook, "cli": cmd_cli,
        "help": usage.cmd_help, "-h": usage.cmd_help, "--help": usage.cmd_help}
    try:
        if command in usage.PASSED_TO_CLI:
            return cmd_cli([command, *args])
        if command == "--version":
            return cmd_cli(["version"])
        if command not in commands:
            sys.stderr.write(usage.USAGE)
            raise die(f"unknown command '{command}'")
        return commands[command](args)
    except KitExit as e:
        sys.stdout.flush()
        if e.message:
            print(f"kit: {e.message}", file=sys.stderr, flush=True)
        return e.status
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
