"""The kit's help texts: its own usage (USAGE; one command's lines of it: command_usage) and the
command line's (io.nqueens.cli.Main), read from lib/cli-usage.txt, which CliUsageTest keeps equal to
what picocli prints under the name ./kit cli, so that no help needs a build."""

import sys
from typing import Sequence

from nqkit.ci.env import die
from nqkit.kit_common import ROOT

CLI_USAGE_FILE = ROOT / "lib" / "cli-usage.txt"
# The commands of the command line that ./kit COMMAND reaches directly (the others: ./kit cli).
PASSED_TO_CLI = ("sweep", "merge", "spec", "version", "tune", "tune-ablate", "tune-run", "tune-irace")

USAGE = """\
Usage: ./kit COMMAND [ARGS]        ./kit COMMAND --help: one command's usage

Commands:
  notebook [--port P] [--work DIR]
                open the notebooks in Jupyter Notebook: builds what they load, starts Debian's
                Jupyter Notebook (apt-installs jupyter-notebook as root) on 127.0.0.1 with a
                token and the kit's kernel, on your working copy my-notebooks/ (copied from
                notebooks/ once; your edits are kept, the tracked notebooks stay clean), and
                prints the URL to open; Ctrl-C stops it
  run [NB...]   build what the notebooks load (the library; the benchmark for 08), when its
                sources changed, then execute the notebooks
                (default: notebooks/*.ipynb and the exercise solutions instructor/exercises/*.ipynb;
                the assignments test grades the released stubs of notebooks/exercises/) headlessly,
                two at a time, one line each; executed copies and HTML land in build/notebooks/. Fails
                on a failing cell, stderr output, an invalid PNG, an output line over 100
                columns, a method or type defined in a document notebook
  test [NB...]  what CI runs (.ci/run): steps reported one line each (ok, FAILED, or skipped
                with the reason), details in build/logs/STEP.log, a summary at the end; a failing
                step never stops the ones after it. Steps: the tests of the kit's Python; its
                type check (mypy; apt-installs mypy, skipped where it cannot); notebooks clean;
                the JUnit suite of every module (mvn verify, after apt-installing r-cran-irace
                and python3-deap for its comparisons; skipped tests listed with their reason);
                the API docs lint (javadoc, doclint); irace tuning the kit through its target
                runner (apt-installs r-cran-irace; skipped where it cannot); the notebooks as
                `run` executes them, then on JJava when ../shared/kernels/jjava exists (into
                build/notebooks-jjava/), while beside them a
                sweep is sharded over a local Slurm job array, a race made in Slurm arrays is
                killed and resumed, and a course is graded in a Slurm array (apt-installs
                slurm-wlm and munge; skipped where Slurm cannot run); a live view updating in
                place, and interrupted, on real kernels; the README's and javadoc's examples
                pasted under a setup cell;
                notebooks opened in headless Chromium on Jupyter Notebook (apt-installs
                jupyter-notebook, chromium, chromium-driver, python3-selenium; skipped where it
                cannot); the course assignments (release, one grading run, the gradebook's pages in
                headless Chromium)
  check [NB...] only check that committed notebooks are clean and follow the conventions
  bench [--quick] [--out DIR] [--sections N,N...] [--tuner-seeds K]
                build (when changed) and run the benchmark: figures, ratios side by side, medians;
                results in build/bench/ (see bench/README.md). Sections 1-5 by default; 6, the
                race against the full grid and irace, only when asked (--sections 6), the race and
                irace with seeds 1 to K (default 3); 7, the grader's time on the held-out
                submissions, only when asked (--sections 7); --quick: a smoke run
  assignments release [--source DIR] [--out DIR] [--students DIR]
                write the student versions of instructor/exercises (solutions replaced by stubs)
                to build/assignments/release/ (--students DIR: there instead, e.g.
                notebooks/exercises), the instructor's copies to build/assignments/source/
  grade DIR [OPTIONS]
                run and grade DIR/STUDENT/NAME.ipynb submissions into build/assignments/grades/
                (grades.csv, feedback/STUDENT.txt); given a course folder (roster.csv,
                assignments/*.json, submissions/ASSIGNMENT/STUDENT/) or --assignment FILE --roster
                FILE, what each assignment lists into a gradebook, build/assignments/gradebook/
                (gradebook.sqlite, grades.csv, lms-ASSIGNMENT.csv, overview.html,
                feedback/STUDENT.html); --slurm N grades a course as a Slurm job array of N tasks
                merged into that gradebook (the same command resumes it); ./kit grade --help lists
                the options and their defaults
  gradebook [--out DIR] mark STUDENT CELL POINTS [--comment TEXT] [--assignment ID]
                set a hand mark and a comment, then rebuild the views and that student's page
  gradebook [--out DIR] show [STUDENT] | pages | serve [--port N]
                totals, pending hand marks, failures and lateness; write every page again; serve
                the overview on 127.0.0.1 with a form per answer to mark, to whoever opens the
                address it prints (it carries a random token) (./kit gradebook --help)
  sweep|merge|spec|tune|tune-ablate|tune-run|tune-irace|version [ARGS]
                the kit's command line (io.nqueens.cli.Main), e.g. ./kit sweep spec.json
                --shard 0/4 --out runs/; ./kit merge runs/ --out runs.csv; ./kit tune race.json
                --out race/ (then ./kit tune-ablate race/);
                ./kit sweep --help (or ./kit help sweep): one command's options
  cli COMMAND [ARGS]
                any command of that command line, e.g. ./kit cli run spec.json (`./kit run`
                executes notebooks); ./kit cli help lists them, ./kit cli run --help
  help [COMMAND]
                show this help, and the command line's commands; with a COMMAND, its usage

Environment:
  NB_TIMEOUT=300          seconds each notebook cell may take
  NB_STARTUP_TIMEOUT=20   seconds a kernel gets to answer before it is restarted
  NB_KERNEL_RETRIES=8     restarts of a kernel that hangs at start-up (a failing cell is never retried)
  NB_PARALLEL=2           notebooks executed at the same time
  NQK_JJAVA=auto          auto: `test` also runs the notebooks on ../shared/kernels/jjava when it
                          exists, `run` does not; 1: both do (it must exist); 0: neither does
  NQK_KERNEL_JVM_OPTS=-XX:TieredStopAtLevel=1   JVM options of the kernels the kit starts
                          (bundled and JJava; a kernel you installed keeps its own)
  NQK_KERNEL=auto         auto: a `java` kernel you installed (e.g. IJava in conda) if there is
                          one, else the bundled one; system: require yours; bundled: always use
                          rapaio-jupyter-kernel from Maven Central, registered under build/jupyter
  NQK_PYTHON=/usr/bin/python3   python with nbclient + nbconvert that drives the notebooks
"""


def command_usage(command: str) -> str:
    """The lines of USAGE's Commands that describe `command` (its entry, and an entry naming it
    among others, as sweep|merge|...), or "" when none does."""
    lines, on, keep = [], False, False
    for line in USAGE.splitlines():
        if line.startswith("Commands:"):
            on = True
            continue
        if line.startswith("Environment:"):
            on = False
        if on and len(line) > 2 and line.startswith("  ") and line[2].islower() and line[2].isascii():
            keep = (line.startswith(f"  {command} ") or line.startswith(f"  {command}|")
                    or line == f"  {command}" or f"|{command}" in line)
        if on and keep:
            lines.append(line + "\n")
    return "".join(lines)


def cli_usage(command: str = "") -> str:
    """The command line's usage (all of it, or one command's) from lib/cli-usage.txt."""
    lines, on = [], False
    for line in CLI_USAGE_FILE.read_text(encoding="utf-8").splitlines():
        if line.startswith("#="):
            on = (line == "#=" and command == "") or line == f"#= {command}"
            continue
        if line.startswith("#"):
            continue
        if on:
            lines.append(line + "\n")
    return "".join(lines)


def cli_command(command: str) -> bool:
    """Whether `command` is a command of the command line (one with its usage in lib/cli-usage.txt)."""
    return bool(command) and f"#= {command}" in CLI_USAGE_FILE.read_text(encoding="utf-8").splitlines()


def cli_commands() -> list[str]:
    """The lines listing the command line's commands in its usage, from its `Commands` line (kept)
    up to the first blank line."""
    lines, on = [], False
    for line in cli_usage().splitlines():
        on = on or line.startswith("Commands")
        if on and line == "":
            break
        if on:
            lines.append(line)
    return lines


def kit_version() -> str:
    """The kit's version as its sources declare it (the root pom's), the same text as the command
    line's `version`, without a build."""
    on = False
    for line in (ROOT / "pom.xml").read_text(encoding="utf-8").splitlines():
        on = on or "<artifactId>nqueens-parent</artifactId>" in line
        if on and "<version>" in line:
            return "nqueens-kit " + line.split("<version>", 1)[1].split("</version>", 1)[0]
    raise die("no version found in pom.xml")


def wants_help(command: str, args: Sequence[str]) -> bool:
    """Whether -h or --help is among `args`; if so, prints `command`'s usage."""
    if any(a in ("-h", "--help") for a in args):
        sys.stdout.write(command_usage(command))
        return True
    return False


def cmd_help(args: Sequence[str]) -> int:
    """help [COMMAND]: the kit's usage and the command line's commands, or one command's usage."""
    if not args:
        print(USAGE)
        print("The kit's command line (./kit cli COMMAND; the ones named above also as ./kit COMMAND):")
        for line in cli_commands()[1:]:
            print(line)
        return 0
    if args[0] in PASSED_TO_CLI:
        sys.stdout.write(cli_usage(args[0]))
    elif command_usage(args[0]):
        sys.stdout.write(command_usage(args[0]))
    else:
        sys.stderr.write(USAGE)
        raise die(f"help: unknown command '{args[0]}'")
    return 0
