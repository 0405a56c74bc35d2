"""Where a submission's kernel runs: a fresh folder, a sandbox where Linux allows one, and no
process that outlives it.

Student code runs with the grader's rights. Where unprivileged user namespaces work (`unshare`
from util-linux), each kernel starts in its own user, PID, mount and IPC namespace, set up by
SETUP (below) before the kernel's JVM starts:
- the grader and the other kernels are invisible (a private /proc), so student code cannot kill
  them, and every process the kernel starts (setsid and double forks included) is killed with it:
  the namespace's first process (SETUP, then the relay) ends when the kernel does, and takes every
  other process with it; System V and POSIX message queues, semaphores and shared memory are
  private (the IPC namespace);
- the network is private (a network namespace with only its own loopback): no other kernel, no
  port of the grader's or a judge's, no other host, no abstract Unix socket outside. The grader
  reaches the kernel through the five ports of its connection file, which the first process
  listens on in the grader's network and relays byte for byte (grade_relay);
- at most THREADS processes and threads at once (RLIMIT_NPROC, in force for a grader that is not
  root: Linux exempts root's processes; grade_cgroup caps them for root), at a lower priority
  than the grader and the judges (nice NICE);
- every mount it inherits is read-only (the whole root: /etc, /opt, /usr with python's
  dist-packages); /tmp, /var/tmp, /dev/shm and /run/lock are private, empty, size-capped tmpfs
  mounts (noexec, nosuid, nodev), gone with the namespace; its work folder (same path as the
  grader's, so FIFOs the grader makes there cross) is the only other writable place, noexec too;
- the kit's checkout and the folder holding it, the git checkout its history lives in, the user's
  home, the instructor's source folder, the submissions and the grader's output folder are hidden
  under empty read-only tmpfs mounts;
- what the kernel needs from hidden places (the class path folder the grader chooses, the kernel's
  jar or kernelspec folder, a JDK under the home) is bound read-only at a neutral path under
  /tmp/nqk/, and the kernel's command line and environment name only those paths (the grader's
  environment is not passed on: HOME and TMPDIR point at the work folder and /tmp);
- when memory runs short, Linux kills a kernel before the grader (oom_score_adj 800), and no file
  it writes (in its work folder, or its log) grows past FILE_LIMIT;
- the kernel then drops into a nested user namespace, where those mounts are locked (they cannot
  be unmounted or made writable to see or change what is beneath).
Without namespaces (SANDBOX is None; NQK_GRADE_SANDBOX=0 forces that) the grader still runs each
kernel in its own session and kills its process group and every descendant, and makes itself a
child subreaper so that a process that left its kernel (setsid, double fork) is found and killed
too; it cannot stop student code from reading or writing the user's files then: grade in a
container.
"""

import ctypes
import json
import os
import shlex
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

from jupyter_client.manager import AsyncKernelManager

import grade_cgroup as cgroup

PR_SET_CHILD_SUBREAPER = 36

# Where the folders a kernel may read are bound inside its sandbox (in its private /tmp).
NEUTRAL = "/tmp/nqk"
CLASSPATH_INSIDE = NEUTRAL + "/classpath"
# The private writable places, and the bytes each may hold.
SCRATCH = {"/tmp": 64 << 20, "/var/tmp": 16 << 20, "/dev/shm": 16 << 20, "/run/lock": 1 << 20}
# Processes and threads a kernel may have at once (a JVM needs a few dozen), and its niceness: the
# grader and the judges come first when the CPUs are busy.
THREADS = int(os.environ.get("NQK_KERNEL_THREADS", "1024"))
NICE = 10
# The CPUs' worth of time a kernel may use, where grade_cgroup can cap it (a grader run as root).
CPUS = float(os.environ.get("NQK_KERNEL_CPUS", "1"))
# And the memory, where the grader can cap it too (the JVM's default heap is then a quarter: 768 MB).
MEMORY_MB = int(os.environ.get("NQK_KERNEL_MEMORY_MB", "3072"))
# The largest file a kernel may write (its work folder is on the grader's disk; its log too).
FILE_LIMIT = 256 << 20
# Folders never hidden, whatever the kit's place or the user's home (the system the kernel runs on).
SYSTEM = {Path(p) for p in ("/", "/bin", "/boot", "/dev", "/etc", "/lib", "/lib32", "/lib64", "/opt", "/proc",
                            "/run", "/sbin", "/sys", "/tmp", "/usr", "/var", "/home")}
# The grader's environment variables a kernel keeps (others may name the kit or hold secrets), with
# those its kernelspec sets, LC_*, JJAVA_* and the names listed in NQK_KERNEL_ENV (comma-separated).
ENV_KEPT = ("PATH", "LANG", "LANGUAGE", "TZ", "JAVA_HOME")

# Runs as the sandbox's first process (mapped root of its user namespace), with the plan as JSON
# in NQK_SANDBOX_PLAN; forks the kernel, exec'd in a nested user namespace, and relays its ports.
# Each folder to keep is opened first (it may lie under a place about to be hidden) and bound
# from its descriptor.
SETUP = r"""
import ctypes, json, os, resource, sys
plan = json.loads(os.environ["NQK_SANDBOX_PLAN"])  # not argv: /proc/1/cmdline is readable by all
libc = ctypes.CDLL(None, use_errno=True)
listeners = listen_outside(plan["relay"])  # in the grader's network, before leaving it
private_network()
RDONLY, NOSUID, NODEV, NOEXEC, REMOUNT, BIND, REC = 1, 2, 4, 8, 32, 4096, 16384
KEEP = {1024: 1024, 2048: 2048, 4096: 1 << 21}  # statvfs atime flags -> mount flags (locked: kept)

def mount(src, target, fstype, flags, data=None):
    if libc.mount(src.encode(), target.encode(), fstype.encode() if fstype else None, flags,
                  data.encode() if data else None) != 0:
        e = ctypes.get_errno()
        raise OSError(e, f"sandbox: mount {src} on {target}: {os.strerror(e)}")

def remount(target, flags):
    have = os.statvfs(target).f_flag
    keep = (have & (NOSUID | NODEV | NOEXEC)) | sum(v for k, v in KEEP.items() if have & k)
    mount("none", target, None, REMOUNT | BIND | flags | keep)

def unescape(field):
    return field.encode().decode("unicode_escape").encode("latin-1").decode()

fds = [(os.open(src, os.O_PATH | os.O_DIRECTORY), inside, mode) for src, inside, mode in plan["keep"]]
with open("/proc/self/mountinfo") as f:
    points = [unescape(line.split()[4]) for line in f]
for point in points:
    if point == "/proc" or point.startswith("/proc/") or not os.path.isdir(point):
        continue
    try:
        remount(point, RDONLY)
    except OSError:
        if not os.statvfs(point).f_flag & RDONLY:  # a writable place left would defeat the sandbox
            raise
for target, size in plan["scratch"]:
    mount("nqk-scratch", target, "tmpfs", NOSUID | NODEV | NOEXEC, f"size={size},mode=1777")
for target in plan["hidden"]:
    mount("nqk-hidden", target, "tmpfs", NOSUID | NODEV | NOEXEC, "size=1m,mode=0755")
for fd, inside, mode in fds:
    os.makedirs(inside, exist_ok=True)
    mount(f"/proc/self/fd/{fd}", inside, None, BIND | REC)
    remount(inside, NOSUID | NODEV | (RDONLY if mode == "ro" else NOEXEC))
    os.close(fd)
for target in plan["hidden"]:
    mount("none", target, None, REMOUNT | RDONLY | NOSUID | NODEV | NOEXEC)
resource.setrlimit(resource.RLIMIT_FSIZE, (plan["file_limit"], plan["file_limit"]))
with open("/proc/self/oom_score_adj", "w") as f:  # short of memory, Linux kills a kernel, not the grader
    f.write("800")
os.chdir(plan["cwd"])
libc.prctl(4, 0, 0, 0, 0)  # PR_SET_DUMPABLE 0: the kernel cannot trace or read this process
kernel = os.fork()
if kernel == 0:
    # Threads count as processes: a thread bomb stops at the limit (Linux leaves root's uncounted).
    resource.setrlimit(resource.RLIMIT_NPROC, (plan["threads"], plan["threads"]))
    os.setpriority(os.PRIO_PROCESS, 0, plan["nice"])
    os.execve(plan["unshare"], [plan["unshare"], "--user", "--mount", *plan["argv"]], plan["env"])
start_relays(listeners)
os._exit(wait_for(kernel))
"""
SETUP = (Path(__file__).resolve().parent / "grade_relay.py").read_text(encoding="utf-8") + SETUP
NAMESPACES = ["unshare", "--user", "--map-root-user", "--mount", "--pid", "--fork", "--kill-child",
              "--mount-proc", "--ipc"]


def _probe():
    try:
        done = subprocess.run(NAMESPACES + ["/bin/sh", "-c", "mount -t tmpfs none /tmp && unshare --net true && unshare --user true"],
                              capture_output=True, timeout=20)
        return done.returncode == 0
    except (OSError, subprocess.SubprocessError):
        return False


SANDBOX = "namespaces" if os.environ.get("NQK_GRADE_SANDBOX", "auto") != "0" and _probe() else None


def become_subreaper():
    """Orphaned descendants (a setsid process whose parent died) become the grader's children."""
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        return libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0
    except (OSError, AttributeError):
        return False


def _children():
    """{pid: parent pid} of every process we can see."""
    table = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as f:
                    table[int(entry)] = int(f.read().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
    return table


def descendants(pid):
    table = _children()
    found, todo = set(), [pid]
    while todo:
        parent = todo.pop()
        for child, ppid in table.items():
            if ppid == parent and child not in found:
                found.add(child)
                todo.append(child)
    return found


def kill_tree(pid, spare=()):
    """SIGKILLs `pid`'s process group and its descendants (not those in `spare`), until none is left."""
    for _ in range(50):
        victims = ({pid} | descendants(pid)) - set(spare) - {os.getpid()}
        alive = [p for p in victims if Path(f"/proc/{p}").exists() and not _zombie(p)]
        if not alive:
            return
        for p in alive:
            try:
                os.killpg(p, signal.SIGKILL) if p == pid else os.kill(p, signal.SIGKILL)
            except OSError:
                pass
            try:
                os.kill(p, signal.SIGKILL)
            except OSError:
                pass
        _reap()
        time.sleep(0.05)


def _zombie(pid):
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] == "Z"
    except OSError:
        return False


def _reap():
    """Collects exited children of ours that nobody waits for (orphans the subreaper adopted)."""
    while True:
        try:
            pid, _ = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            return


def kill_strays(kernels):
    """Kills every descendant of the grader that is not a live kernel (or below one) in `kernels`."""
    keep = set()
    for pid in kernels:
        keep |= {pid} | descendants(pid)
    for child in descendants(os.getpid()) - keep:
        kill_tree(child, spare=keep)


class SandboxedKernelManager(AsyncKernelManager):
    """A kernel manager whose kernel runs in the sandbox (when there is one), in `work`.

    `visible` maps the folders the kernel may read (e.g. the class path folder the grader chose for
    this notebook) to where the kernel sees them (CLASSPATH_INSIDE); `hidden` lists the folders to
    hide (hidden_places() gives the kit's, the home's and the grader's own). The kernelspec's folder
    and the folders of files its command names are made visible too, under NEUTRAL."""

    def __init__(self, work, visible, hidden, **kw):
        super().__init__(**kw)
        self.work, self.visible, self.hidden = str(work), dict(visible), [str(p) for p in hidden]
        self.connection_file = str(Path(work) / ".kernel.json")  # in its own folder, not the shared runtime dir

    def format_kernel_cmd(self, extra_arguments=None):
        argv = super().format_kernel_cmd(extra_arguments)
        if SANDBOX is not None:
            env = dict(os.environ)
            env.update(self.kernel_spec.env or {})
            if self.transport != "tcp" or self.ip not in ("127.0.0.1", "localhost"):
                raise ValueError(f"sandbox: the kernel must listen on tcp 127.0.0.1 (the relay's), not "
                                 f"{self.transport} {self.ip}")
            ports = [self.shell_port, self.iopub_port, self.stdin_port, self.control_port, self.hb_port]
            argv = sandboxed(self.work, self.visible, self.hidden, argv, env, self.kernel_spec.resource_dir,
                             keep_env=tuple(self.kernel_spec.env or ()), relay=ports)
        if cgroup.available():  # root: Linux would not count its threads against RLIMIT_NPROC
            self.groups = cgroup.KernelGroups(THREADS, CPUS, MEMORY_MB)
            argv = self.groups.command(argv)
        # setpriv: the kernel gets SIGKILL when the grader dies, so a killed grader leaves none behind.
        return (["setpriv", "--pdeathsig", "KILL"] if shutil.which("setpriv") else []) + argv

    async def _async_cleanup_resources(self, restart=False):
        await super()._async_cleanup_resources(restart=restart)
        if getattr(self, "groups", None) is not None:
            self.groups.remove()
            self.groups = None


def sandboxed(work, visible, hidden, argv, env=None, resource_dir=None, file_limit=FILE_LIMIT, keep_env=(),
              relay=(), threads=THREADS):
    """The command running `argv` in a sandbox of its own (see sandbox_plan), in `work`, writing
    no file over `file_limit` bytes, with at most `threads` processes and threads at once, in a
    network of its own reached only through the ports in `relay` (see grade_relay)."""
    plan = sandbox_plan(work, visible, hidden, argv, dict(os.environ) if env is None else env, resource_dir,
                        keep_env)
    plan.update(file_limit=file_limit, relay=[int(p) for p in relay], threads=threads, nice=NICE)
    # `env` runs outside the sandbox's PID namespace: its command line, holding the plan's host
    # paths, is not among the sandbox's processes; SETUP's environment is unreadable there.
    return ["env", f"NQK_SANDBOX_PLAN={json.dumps(plan)}", *NAMESPACES, sys.executable, "-I", "-S", "-c", SETUP]


def _under(path, folders):
    path = Path(path)
    return any(path == f or f in path.parents for f in map(Path, folders))


def sandbox_plan(work, visible, hidden, argv, env, resource_dir=None, keep_env=()):
    """What SETUP does for one kernel: the folders kept (host path, path inside, "ro" or "rw"), the
    private scratch mounts, the hidden folders, and the kernel's command and environment, every
    path of a hidden folder it needs rewritten to its place under NEUTRAL."""
    work = str(Path(work).resolve())
    scratch = [(p, size) for p, size in SCRATCH.items() if Path(p).is_dir() and not Path(p).is_symlink()]
    gone = [p for p, _ in scratch]  # what lies below them vanishes with them
    hidden = [str(p) for p in outermost(hidden) if p not in SYSTEM and not _under(p, gone)]
    keep = {str(Path(host).resolve()): inside for host, inside in visible.items()}
    # Folders of what the command names, bound under NEUTRAL when they are hidden: (as named, resolved).
    needed = [(str(resource_dir), Path(resource_dir).resolve())] if resource_dir else []
    java = shutil.which(argv[0], path=env.get("PATH")) if argv and not os.path.isabs(argv[0]) else argv[0]
    if java and _under(Path(java).resolve(), hidden + gone):
        home = Path(java).resolve().parent.parent  # a JDK under the home: its java home
        needed.append((str(home), home))
    # Files the command names (a jar), and every entry of a class path (`-cp fix:jar`): their folders.
    for part in (p for a in argv[1:] for p in a.split(":") if p.startswith("/")):
        if Path(part).is_file():
            needed.append((str(Path(part).parent), Path(part).resolve().parent))
        elif Path(part).is_dir():
            needed.append((str(Path(part)), Path(part).resolve()))
    aliases = {str(Path(host)): inside for host, inside in visible.items()}
    for named, folder in needed:
        if _under(folder, hidden + gone) and not _under(folder, [work]):
            if str(folder) not in keep:
                keep[str(folder)] = f"{NEUTRAL}/{len(keep)}-{folder.name}"
            aliases[named] = keep[str(folder)]

    def inside(text):
        for host, there in sorted({**aliases, **keep}.items(), key=lambda kv: -len(kv[0])):
            text = text.replace(host, there)
        return text

    if java and _under(Path(java).resolve(), hidden + gone):
        argv = [inside(str(Path(java).resolve())), *argv[1:]]
    names = set(ENV_KEPT) | set(keep_env) | set(k for k in env if k.startswith("LC_") or k.startswith("JJAVA_"))
    names |= set(os.environ.get("NQK_KERNEL_ENV", "").split(",")) - {""}
    kernel_env = {k: inside(v) for k, v in env.items() if k in names}
    kernel_env["PATH"] = ":".join(p for p in kernel_env.get("PATH", "/usr/bin:/bin").split(":")
                                  if p.startswith("/") and not _under(p, hidden + gone))
    kernel_env.update(HOME=work, TMPDIR="/tmp")
    return {"keep": [(work, work, "rw")] + [(host, there, "ro") for host, there in keep.items()],
            "scratch": scratch, "hidden": hidden, "cwd": work, "unshare": shutil.which("unshare"),
            "argv": [inside(a) for a in argv], "env": kernel_env}


def outermost(paths):
    """The outermost existing folders among `paths` (nested ones dropped), resolved."""
    out = []
    for p in sorted({Path(p).resolve() for p in paths if Path(p).is_dir()}, key=lambda p: len(p.parts)):
        if not any(p == q or q in p.parents for q in out):
            out.append(p)
    return out


def hidden_places(kit, *more):
    """The folders a kernel must not see: the kit's checkout and the folder holding it (other
    checkouts, the shared kernels), the checkout its git history lives in (a worktree's main
    checkout), the user's home, and `more` (sources, submissions, outputs)."""
    kit = Path(kit).resolve()
    places = [kit, kit.parent, (kit.parent / "shared").resolve(), Path.home(), *more]
    try:
        common = subprocess.run(["git", "-C", str(kit), "rev-parse", "--path-format=absolute", "--git-common-dir"],
                                capture_output=True, text=True, timeout=20)
        if common.returncode == 0 and common.stdout.strip():
            git = Path(common.stdout.strip())
            places += [git, git.parent]
    except (OSError, subprocess.SubprocessError):
        pass
    return [p for p in outermost(places) if p not in SYSTEM]


def describe():
    why = "NQK_GRADE_SANDBOX=0" if os.environ.get("NQK_GRADE_SANDBOX") == "0" else "no unprivileged user namespaces here"
    memory = f" and {MEMORY_MB} MB" if cgroup.available("memory") else ""
    caps = (f"at most {THREADS} threads, {CPUS:g} CPU{memory} each (cgroups)" if cgroup.available()
            else f"at most {THREADS} threads each (RLIMIT_NPROC)" if os.geteuid() != 0
            else "threads and CPU not capped (root without cgroup v1 pids and cpu)")
    return (f"sandbox: user, PID, mount, IPC and network namespaces (unshare): read-only system, kit and home "
            f"hidden; {caps}" if SANDBOX
            else f"sandbox: none ({why}); processes are still killed with their kernel, but student code "
                 "can read and write your files: grade in a container")


def quoted(argv):
    return " ".join(shlex.quote(a) for a in argv)
