"""The grader's settings: one frozen GradeSettings, built once from `assignments.py grade`'s options
and the environment (NQK_GRADE_SANDBOX, NQK_KERNEL_THREADS, NQK_KERNEL_CPUS, NQK_KERNEL_MEMORY_MB,
NQK_KERNEL_ENV), every value checked there. The grading steps (tools/nqkit/grade_steps.py) read only
this object: none reads the command line or the environment, and none changes it (a course's
assignment gets its own copy, dataclasses.replace).

A bad value is refused at once with a SettingsError naming the option or the variable, the value
and what was expected, before any kernel starts.
"""

import argparse
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path


class SettingsError(ValueError):
    """An option or an environment variable of the grader holds a value it cannot use."""


# The environment variables the grader reads, and their defaults (docs/instructors.md lists them).
SANDBOX_VAR = "NQK_GRADE_SANDBOX"  # "0": grade without the sandbox; "auto" (or unset): with it where bwrap works
THREADS_VAR = "NQK_KERNEL_THREADS"  # processes and threads a kernel may have at once
CPUS_VAR = "NQK_KERNEL_CPUS"  # the CPUs' worth of time a kernel may use (where a cgroup can cap it)
MEMORY_VAR = "NQK_KERNEL_MEMORY_MB"  # the memory a kernel may use (there too)
ENV_VAR = "NQK_KERNEL_ENV"  # comma-separated names of more environment variables a kernel keeps
DEFAULT_THREADS, DEFAULT_CPUS, DEFAULT_MEMORY_MB = 1024, 1.0, 3072
ENV_NAME = "[A-Za-z_][A-Za-z0-9_]*"


@dataclass(frozen=True)
class GradeSettings:
    """What one grading run was asked for (frozen: the steps share it and none may change it)."""
    submissions: Path  # SUBMISSIONS/STUDENT/NAME.ipynb
    source: Path  # the instructor's notebooks
    out: Path  # the results folder
    notebooks: tuple[str, ...] = ()  # --notebooks: names, stems or first words; () grades them all
    jobs: int = 3  # notebooks graded at once
    cell_timeout: int = 30  # seconds for a cell other than a check
    check_timeout: int = 180  # seconds for a check cell
    budget: int = 600  # seconds for one notebook
    startup_timeout: int = 30  # seconds a kernel gets to answer
    retries: int = 10  # restarts of a kernel that hangs at start-up
    max_notebook_kb: int = 5000  # a submission over this is refused unread
    max_output_kb: int = 100  # output kept per cell; 200 times it stops the kernel
    sandbox: bool = True  # NQK_GRADE_SANDBOX != "0": sandboxed where bwrap works
    kernel_threads: int = DEFAULT_THREADS  # NQK_KERNEL_THREADS
    kernel_cpus: float = DEFAULT_CPUS  # NQK_KERNEL_CPUS
    kernel_memory_mb: int = DEFAULT_MEMORY_MB  # NQK_KERNEL_MEMORY_MB
    kernel_env: tuple[str, ...] = ()  # NQK_KERNEL_ENV

    def __post_init__(self):
        for name, low in (("jobs", 1), ("cell_timeout", 1), ("check_timeout", 1), ("budget", 1),
                          ("startup_timeout", 1), ("retries", 0), ("max_notebook_kb", 1), ("max_output_kb", 1)):
            _whole(f"--{name.replace('_', '-')} ", getattr(self, name), low)
        _whole(f"{THREADS_VAR}=", self.kernel_threads, 16)  # a JVM alone needs a few dozen
        _whole(f"{MEMORY_VAR}=", self.kernel_memory_mb, 256)
        if isinstance(self.kernel_cpus, bool) or not isinstance(self.kernel_cpus, (int, float)) \
                or not 0 < self.kernel_cpus <= 1024:
            raise SettingsError(f"{CPUS_VAR}={self.kernel_cpus!r}: expected a number of CPUs above 0, up to 1024")
        for name in self.kernel_env:
            if not isinstance(name, str) or not _is_env_name(name):
                raise SettingsError(f"{ENV_VAR}: {name!r} is not a variable's name (expected letters, digits "
                                    f"and _, comma-separated)")
        if not isinstance(self.notebooks, tuple):
            raise SettingsError(f"--notebooks {self.notebooks!r}: expected a tuple of names")

    @classmethod
    def from_args(cls, args: argparse.Namespace, environ: Mapping[str, str]) -> "GradeSettings":
        """The settings of `assignments.py grade`'s parsed options and `environ` (os.environ)."""
        return cls(submissions=Path(args.submissions), source=Path(args.source), out=Path(args.out),
                   notebooks=tuple(args.notebooks or ()), jobs=args.jobs, cell_timeout=args.cell_timeout,
                   check_timeout=args.check_timeout, budget=args.budget, startup_timeout=args.startup_timeout,
                   retries=args.retries, max_notebook_kb=args.max_notebook_kb, max_output_kb=args.max_output_kb,
                   **environment(environ))


def environment(environ: Mapping[str, str]) -> dict:
    """The settings the environment gives ({field: value}), each variable checked."""
    return {"sandbox": sandbox_wanted(environ),
            "kernel_threads": _var(environ, THREADS_VAR, DEFAULT_THREADS, int, "a whole number"),
            "kernel_cpus": _var(environ, CPUS_VAR, DEFAULT_CPUS, float, "a number"),
            "kernel_memory_mb": _var(environ, MEMORY_VAR, DEFAULT_MEMORY_MB, int, "a whole number"),
            "kernel_env": tuple(n.strip() for n in environ.get(ENV_VAR, "").split(",") if n.strip())}


def sandbox_wanted(environ: Mapping[str, str]) -> bool:
    """NQK_GRADE_SANDBOX: False for "0", True for "auto", "1" or unset; anything else is refused."""
    value = environ.get(SANDBOX_VAR, "auto")
    if value not in ("0", "1", "auto", ""):
        raise SettingsError(f"{SANDBOX_VAR}={value!r}: expected 0 (no sandbox) or auto (the sandbox where bwrap "
                            f"works; the default)")
    return value != "0"


def _is_env_name(name: str) -> bool:
    return re.fullmatch(ENV_NAME, name) is not None


def _whole(named: str, value: object, low: int) -> None:
    """Refuses `value` unless a whole number >= `low`; `named` is "--option " or "VARIABLE="."""
    if isinstance(value, bool) or not isinstance(value, int) or value < low:
        raise SettingsError(f"{named}{value!r}: expected a whole number >= {low}")


def _var(environ: Mapping[str, str], name: str, default, kind: type, expected: str):
    """The variable `name` read as `kind` (int or float), `default` when unset or blank; refused
    naming it, its value and `expected` when it does not read."""
    text = environ.get(name, "").strip()
    if not text:
        return default
    try:
        return kind(text)
    except ValueError:
        raise SettingsError(f"{name}={text!r}: expected {expected}") from None
