"""Where a submission's kernel runs: a fresh folder, a bubblewrap sandbox built up from nothing,
and no process that outlives it.

Each kernel runs under Debian's `bwrap` (bubblewrap 0.8, the sandbox Flatpak uses), started by
the launcher (sandbox_init.launch) outside it. Its layers, each shown by a test of tools/tests/test_grade_sandbox.py (the
README's threat model lists them with what each blocks):
- never the machine's uid 0: a grader run as root starts bwrap as a sandbox uid of its own
  (SANDBOX_UIDS, one per live kernel, like isolate's box uids: group SANDBOX_GID, no supplementary
  groups, no capabilities), so root-only files, /proc/sys and anything owned by another user are
  out of reach even through a kernel bug; a grader run as an ordinary user starts it as itself;
- user, PID, IPC, network, UTS and cgroup namespaces (--unshare-all); no capability inside
  (--cap-drop ALL); no further user namespace (--disable-userns); a new session (no TIOCSTI into
  the grader's terminal); killed with its parent (--die-with-parent);
- a root built up from what the kernel needs, not the machine's with holes: /usr read-only (and
  the /bin, /lib... links to it), a few files of /etc (ETC: the JDK's settings, ld.so's cache,
  time zone, hosts) and a passwd and group naming the sandbox user only, a fresh /proc (its
  /proc/sys read-only) and /dev, no /sys, no /run, no /home or /root, no /work or other checkout;
  size-capped private tmpfs at /tmp, /var/tmp and /dev/shm; the work folder (the only writable
  place on disk, at the grader's path, so the judge's socket there crosses), all four noexec
  (the launcher mounts them in a mount namespace of its own: bwrap cannot) and, read-only at
  neutral paths under NEUTRAL, the folders the kernel's command names (jar, kernelspec, a JDK off
  /usr) and the class path folder the grader chooses. A grader run as root copies those into a
  private staging folder the sandbox group may read (bwrap, run as the sandbox uid, cannot open a
  folder under a root-only place such as /root), once per grading run, removed at its end;
- a seccomp filter (SECCOMP_REFUSED, written by Debian's python3-seccomp; bwrap loads it):
  ptrace, process_vm_*, mount, bpf, keyctl, perf_event_open, userfaultfd, module, kexec and
  namespace calls and the like fail with EPERM; other architectures' calls kill the process;
- the network is private (only its own loopback): the launcher listens on the connection file's five
  ports in the grader's network and passes the sockets in; the sandbox's first process (sandbox_init.relay,
  PID 1 of its namespace, so no signal from inside can kill it, and not dumpable) accepts there
  and relays byte for byte to the kernel's 127.0.0.1 (sandbox_init), and the kernel runs with those
  sockets closed;
- the kernel's own limits: at most THREADS processes and threads (RLIMIT_NPROC, set in the
  sandbox's user namespace, so counting its processes alone;
  grade_cgroup caps them too, with CPU and memory, where the grader may write cgroups), no file
  past FILE_LIMIT, no core file, killed first when memory runs short (oom_score_adj 800), priority
  as the grader's (nice 0: the cpu cgroup, not the scheduler's priority, keeps it in its share);
- its command line and environment name no host folder: the plan travels in the launcher's environment
  (outside the sandbox's PID namespace), the kernel's environment is ENV_KEPT and its
  kernelspec's variables, with HOME and TMPDIR in the work folder and /tmp.
Without bwrap (SANDBOX is None, WHY_NOT says why; NQK_GRADE_SANDBOX=0 forces that) the grader
still runs each kernel in its own session and kills its process group and every descendant, and
makes itself a child subreaper so that a process that left its kernel (setsid, double fork) is
found and killed too; it cannot stop student code from reading or writing the user's files then.
"""

import atexit
import ctypes
import errno
import fcntl
import json
import os
import pwd
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from jupyter_client.manager import AsyncKernelManager

from nqkit import grade_cgroup as cgroup
from nqkit import grade_settings

PR_SET_CHILD_SUBREAPER = 36

# Where the folders a kernel may read are bound inside its sandbox (in its private /tmp).
NEUTRAL = "/tmp/nqk"
CLASSPATH_INSIDE = NEUTRAL + "/classpath"
# The private writable places, and the bytes each may hold.
SCRATCH = {"/tmp": 64 << 20, "/var/tmp": 16 << 20, "/dev/shm": 16 << 20}
# Processes and threads a kernel may have at once (a JVM needs a few dozen); the grader passes its
# settings' (NQK_KERNEL_THREADS, tools/nqkit/grade_settings.py), as it does for CPUS and MEMORY_MB.
THREADS = grade_settings.DEFAULT_THREADS
# The kernel's niceness: the same as the grader's. At nice 10 a loaded machine starved kernels
# into start-up time-outs; the cpu cgroup (grade_cgroup) is what keeps a kernel in its share.
NICE = 0
# The CPUs' worth of time a kernel may use, where grade_cgroup can cap it (a grader run as root).
CPUS = grade_settings.DEFAULT_CPUS
# And the memory, where the grader can cap it too (the JVM's default heap is then a quarter: 768 MB).
MEMORY_MB = grade_settings.DEFAULT_MEMORY_MB
# The largest file a kernel may write (its work folder is on the grader's disk; its log too).
FILE_LIMIT = 256 << 20
# The grader's environment variables a kernel keeps (others may name the kit or hold secrets), with
# those its kernelspec sets, LC_*, JJAVA_* and the names the grader's settings add (NQK_KERNEL_ENV).
ENV_KEPT = ("PATH", "LANG", "LANGUAGE", "TZ", "JAVA_HOME")
# The uids a grader run as root gives its kernels, one per live kernel (claimed with a lock file in
# UID_LOCKS, so two graders never share one), and their group; uids /etc/passwd names are skipped.
SANDBOX_UIDS = range(61001, 62000)
SANDBOX_GID = 61000
UID_LOCKS = Path("/run/nqk-sandbox")
# What of /etc a JVM needs: java's alternatives and settings, ld.so, names, time, the loopback's name.
ETC = ["alternatives", *sorted(p.name for p in Path("/etc").glob("java-*")), "ld.so.cache", "ld.so.conf", "ld.so.conf.d",
       "nsswitch.conf", "host.conf", "hosts", "localtime", "timezone", "os-release"]
# Calls student code never needs and sandbox escapes use (nsjail's, flatpak's and Docker's default
# refusals): tracing and reading other processes, mounts and namespaces, the kernel's keyring, BPF,
# perf, userfaultfd (a tool to win races), modules, kexec, clocks, swap, accounting, reboot,
# file handles (open_by_handle_at escaped Docker), io_uring (a large surface seccomp cannot see
# into) and NUMA page moving. clone with a namespace flag fails too; clone3, whose flags a filter
# cannot read, says ENOSYS so that the C library falls back to clone.
SECCOMP_REFUSED = (
    "ptrace", "process_vm_readv", "process_vm_writev", "kcmp", "pidfd_getfd",
    "mount", "umount2", "pivot_root", "chroot", "move_mount", "open_tree", "fsopen", "fsconfig", "fsmount",
    "fspick", "mount_setattr", "unshare", "setns",
    "bpf", "keyctl", "add_key", "request_key", "perf_event_open", "userfaultfd", "fanotify_init",
    "init_module", "finit_module", "delete_module", "kexec_load", "kexec_file_load",
    "acct", "quotactl", "swapon", "swapoff", "reboot", "syslog", "sethostname", "setdomainname",
    "settimeofday", "clock_settime", "clock_adjtime", "adjtimex", "lookup_dcookie", "name_to_handle_at",
    "open_by_handle_at", "io_uring_setup", "io_uring_enter", "io_uring_register",
    "mbind", "migrate_pages", "move_pages", "set_mempolicy", "vhangup", "iopl", "ioperm", "uselib",
    "personality",
)
CLONE_NAMESPACES = (0x00020000, 0x02000000, 0x04000000, 0x08000000, 0x10000000, 0x20000000, 0x40000000,
                    0x00000080)  # NEWNS, NEWCGROUP, NEWUTS, NEWIPC, NEWUSER, NEWPID, NEWNET, NEWTIME
TIOCSTI = 0x5412


def _bwrap_works():
    """None when bwrap can start a sandbox here, else why not (one line)."""
    # Read at import (the probe runs bwrap once); grade_settings' reading, so GradeSettings.sandbox agrees.
    if not grade_settings.sandbox_wanted(os.environ):
        return f"{grade_settings.SANDBOX_VAR}=0"
    if shutil.which("bwrap") is None:
        return "bwrap not found (Debian: apt-get install bubblewrap python3-seccomp; ./kit installs both)"
    try:
        import seccomp  # noqa: F401
    except ImportError:
        return "python3-seccomp missing (Debian: apt-get install python3-seccomp)"
    prefix = _become(65534, 65534) if os.geteuid() == 0 else []
    try:
        done = subprocess.run(prefix + ["bwrap", "--unshare-all", "--die-with-parent", "--cap-drop", "ALL",
                                        *_system(), "--proc", "/proc", "--", "/usr/bin/true"],
                              capture_output=True, text=True, timeout=20)
    except (OSError, subprocess.SubprocessError) as e:
        return f"bwrap failed to start: {e}"
    if done.returncode != 0:
        return f"bwrap cannot make a sandbox here: {(done.stderr.strip().splitlines() or ['?'])[-1]}"
    return None


def _system():
    """bwrap's arguments binding /usr read-only, and /bin, /lib... as they are here (links to it)."""
    args = ["--ro-bind", "/usr", "/usr"]
    for top in ("/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"):
        if os.path.islink(top):
            args += ["--symlink", os.readlink(top), top]
        elif os.path.isdir(top):
            args += ["--ro-bind", top, top]
    return args


def _become(uid, gid):
    """The command prefix that runs the rest as `uid`:`gid`, no other group, no capability."""
    return [shutil.which("setpriv") or "/usr/bin/setpriv", f"--reuid={uid}", f"--regid={gid}", "--clear-groups", "--inh-caps=-all"]


WHY_NOT = _bwrap_works()
SANDBOX = "bubblewrap" if WHY_NOT is None else None


# ------------------------------------------------------------------------- the sandbox's user

class SandboxUser:
    """The uid and gid a kernel runs as: a claimed SANDBOX_UIDS uid for a grader run as root (its
    lock held until release()), the grader's own otherwise."""

    def __init__(self):
        self.lock = None
        if os.geteuid() != 0:
            self.uid, self.gid = os.getuid(), os.getgid()
            return
        UID_LOCKS.mkdir(mode=0o700, exist_ok=True)
        for uid in SANDBOX_UIDS:
            try:
                pwd.getpwuid(uid)
                continue  # a user of this machine: never borrow its uid
            except KeyError:
                pass
            lock = open(os.open(UID_LOCKS / str(uid), os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o600), "rb")
            try:
                fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                lock.close()
                continue
            # A file object: a manager dropped without its clean-up still frees its uid when collected.
            self.uid, self.gid, self.lock = uid, SANDBOX_GID, lock
            return
        raise RuntimeError(f"sandbox: every uid of {SANDBOX_UIDS.start}-{SANDBOX_UIDS.stop - 1} is in use")

    @property
    def other(self):
        """True when the kernel runs as another user than the grader."""
        return self.uid != os.geteuid()

    def prefix(self):
        return _become(self.uid, self.gid) if self.other else []

    def release(self):
        if self.lock is not None:
            self.lock.close()
            self.lock = None


class Staging:
    """A grading run's private folder (removed by remove(), at grading.grade_all's end, or at
    exit), readable by the sandbox group only: the mount points of each kernel's private tmpfs
    mounts, and, for a grader run as root, copies of the folders kernels read (the sandbox user
    cannot pass a root-only folder such as /root): one per folder per grading run, files
    hard-linked where already world-readable, copied otherwise."""

    def __init__(self):
        self.root, self.copies, self.made = None, {}, 0

    def _root(self):
        if self.root is None:
            # named with the pid, as grading.own_folder names its folders: a grader killed with
            # kill -9 leaves it, and the next grader removes it (grading.remove_stale_folders)
            self.root = Path(tempfile.mkdtemp(prefix=f"nqk-stage-{os.getpid()}-"))
            if os.geteuid() == 0:
                os.chown(self.root, 0, SANDBOX_GID)
            os.chmod(self.root, 0o750)
            atexit.register(self.remove)
        return self.root

    def scratch(self, count):
        """`count` empty folders on which the launcher mounts a kernel's private tmpfs (in its own mount
        namespace: on the machine they stay empty)."""
        self.made += 1
        folders = [self._root() / f"scratch-{self.made}-{i}" for i in range(count)]
        for folder in folders:
            folder.mkdir(mode=0o755)
        return [str(f) for f in folders]

    def place(self, host):
        host = str(Path(host).resolve())
        if host in self.copies:
            return self.copies[host]
        target = self._root() / f"{len(self.copies)}-{Path(host).name}"
        partial = Path(str(target) + ".partial")
        shutil.copytree(host, partial, copy_function=_link_or_copy)
        for base, dirs, files in os.walk(partial):
            os.chmod(base, 0o755)
            for f in files:
                p = Path(base) / f
                if p.stat().st_nlink == 1:  # a copy of ours (a link's mode is its source's: left alone)
                    os.chmod(p, 0o755 if p.stat().st_mode & 0o100 else 0o644)
        partial.rename(target)
        self.copies[host] = str(target)
        return str(target)

    def remove(self):
        if self.root is not None:
            shutil.rmtree(self.root, ignore_errors=True)
            self.root, self.copies = None, {}


def _link_or_copy(src, dst):
    if os.stat(src).st_mode & 0o004:
        try:
            os.link(src, dst)
            return dst
        except OSError:
            pass
    return shutil.copy2(src, dst)


STAGING = Staging()


def cleanup():
    """Removes what this grading run staged for its kernels."""
    STAGING.remove()


# ------------------------------------------------------------------------ the seccomp filter

_FILTER: list = []


def seccomp_program():
    """The BPF program of the filter (bytes), built once."""
    if not _FILTER:
        import seccomp
        f = seccomp.SyscallFilter(defaction=seccomp.ALLOW)  # other architectures' calls: killed
        refuse = seccomp.ERRNO(errno.EPERM)
        for name in SECCOMP_REFUSED:
            try:
                f.add_rule(refuse, name)
            except (RuntimeError, ValueError):  # a call this architecture lacks
                pass
        for flag in CLONE_NAMESPACES:
            f.add_rule(refuse, "clone", seccomp.Arg(0, seccomp.MASKED_EQ, flag, flag))
        f.add_rule(seccomp.ERRNO(errno.ENOSYS), "clone3")
        f.add_rule(refuse, "ioctl", seccomp.Arg(1, seccomp.MASKED_EQ, 0xFFFFFFFF, TIOCSTI))
        with tempfile.TemporaryFile() as t:
            f.export_bpf(t)
            t.seek(0)
            _FILTER.append(t.read())
    return _FILTER[0]


# ------------------------------------------------------------------ the launcher and the relay

# The launcher and the sandbox's first process: nqkit/sandbox_init.py, run as a file (never
# imported into the grader), outside by path and inside from the copy bwrap writes at INIT_INSIDE.
INIT = Path(__file__).resolve().parent / "sandbox_init.py"
INIT_INSIDE = "/nqk/sandbox_init.py"
# Its text, read once: each sandbox's launcher hands it to bwrap, which writes it at INIT_INSIDE.
INIT_TEXT = INIT.read_text(encoding="utf-8")
PYTHON = "/usr/bin/python3" if Path("/usr/bin/python3").is_file() else sys.executable


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


def listening_in_sandbox(pid):
    """The TCP ports listening in the private network of the sandbox started as `pid` (read from
    /proc/<a process of it>/net/tcp: the kernel's own sockets, not the relay's), an empty set
    until a process of it is in a network of its own."""
    from nqkit import nb_kernel
    mine = os.readlink("/proc/self/ns/net")
    for p in sorted(descendants(pid)):
        try:
            if os.readlink(f"/proc/{p}/ns/net") == mine:
                continue
        except OSError:
            continue
        found = nb_kernel.listening_ports((f"/proc/{p}/net/tcp", f"/proc/{p}/net/tcp6"))
        if found is not None:
            return found
    return set()


class SandboxedKernelManager(AsyncKernelManager):
    """A kernel manager whose kernel runs in the sandbox (when there is one), in `work`.

    `visible` maps the folders the kernel may read (e.g. the class path folder the grader chose for
    this notebook) to where the kernel sees them (CLASSPATH_INSIDE). The kernelspec's folder and
    the folders of files its command names are made visible too, under NEUTRAL. `jvm_options` go
    right after the kernel command's `java` (grade_cds: the run's shared classes). `threads`, `cpus`
    and `memory_mb` cap the kernel (its RLIMIT_NPROC, and its cgroup where there is one);
    `extra_env` names more variables of the grader's it keeps (the grader's settings give them)."""

    def __init__(self, work, visible, jvm_options=(), threads=THREADS, cpus=CPUS, memory_mb=MEMORY_MB,
                 extra_env=(), **kw):
        super().__init__(**kw)
        self.work, self.visible, self.jvm_options = str(work), dict(visible), list(jvm_options)
        self.threads, self.cpus, self.memory_mb, self.extra_env = threads, cpus, memory_mb, tuple(extra_env)
        self.connection_file = str(Path(work) / ".kernel.json")  # in its own folder, not the shared runtime dir
        self.user = self.groups = None

    def format_kernel_cmd(self, extra_arguments=None):
        argv = with_jvm_options(super().format_kernel_cmd(extra_arguments), self.jvm_options)
        if SANDBOX is not None:
            spec = self.kernel_spec
            assert spec is not None  # the kernel to start was found by its name
            env = dict(os.environ)
            env.update(spec.env or {})
            if self.transport != "tcp" or self.ip not in ("127.0.0.1", "localhost"):
                raise ValueError(f"sandbox: the kernel must listen on tcp 127.0.0.1 (the relay's), not "
                                 f"{self.transport} {self.ip}")
            ports = [self.shell_port, self.iopub_port, self.stdin_port, self.control_port, self.hb_port]
            self._release_user()
            self.user = SandboxUser()
            for path in (self.work, self.connection_file):  # the kernel's folder, and its key to read
                os.chown(path, self.user.uid, self.user.gid)
            argv = sandboxed(self.work, self.visible, argv, env, spec.resource_dir,
                             keep_env=tuple(spec.env or ()) + self.extra_env, relay=ports, user=self.user,
                             threads=self.threads, memory_mb=self.memory_mb if cgroup.available("memory") else None)
        if cgroup.available():
            self.groups = cgroup.KernelGroups(self.threads, self.cpus, self.memory_mb)
            argv = self.groups.command(argv)
        # setpriv: the kernel gets SIGKILL when the grader dies, so a killed grader leaves none behind.
        return (["setpriv", "--pdeathsig", "KILL"] if shutil.which("setpriv") else []) + argv

    def kernel_listening(self):
        """The ports the kernel itself listens on (in its sandbox's network), for nb_kernel's
        start-up watch: the relay's ports outside listen before the JVM has even started."""
        process = getattr(getattr(self, "provisioner", None), "process", None)
        if process is None:
            return set()
        return listening_in_sandbox(process.pid)

    def _release_user(self):
        if self.user is not None:
            self.user.release()
            self.user = None

    async def _async_cleanup_resources(self, restart=False):
        await super()._async_cleanup_resources(restart=restart)
        if self.groups is not None:
            self.groups.remove()
            self.groups = None
        self._release_user()


if SANDBOX is None:  # the start-up watch reads the machine's socket table then
    del SandboxedKernelManager.kernel_listening


def with_jvm_options(argv, options):
    """`argv` with `options` right after the `java` that starts it; unchanged when the kernel's
    command does not start with a JVM (a launcher script)."""
    if not options or not argv or Path(argv[0]).name != "java":
        return list(argv)
    return [argv[0], *options, *argv[1:]]


def sandboxed(work, visible, argv, env=None, resource_dir=None, file_limit=FILE_LIMIT, keep_env=(),
              relay=(), threads=THREADS, user=None, memory_mb=None):
    """The command running `argv` in a sandbox of its own (see sandbox_plan), in `work`, as `user`
    (a SandboxUser, required: None is refused, so that no caller runs a kernel as root), writing no file over `file_limit`
    bytes, with at most `threads` processes and threads, in a network of its own reached only
    through the ports in `relay` (see sandbox_init). `memory_mb`: the memory its cgroup allows,
    told to its JVMs (JAVA_TOOL_OPTIONS -XX:MaxRAM), which see no cgroup file in the sandbox and
    would size their heaps from the machine's memory."""
    plan = sandbox_plan(work, visible, argv, dict(os.environ) if env is None else env, resource_dir, keep_env)
    if memory_mb is not None:
        plan["env"]["JAVA_TOOL_OPTIONS"] = " ".join(
            o for o in (plan["env"].get("JAVA_TOOL_OPTIONS", ""), f"-XX:MaxRAM={memory_mb}m") if o)
    if not isinstance(user, SandboxUser):
        raise ValueError(f"user: {user!r} (expected a SandboxUser: a kernel never runs as the grader's root)")
    uid, gid = user.uid, user.gid
    if user.other:
        plan["keep"] = [(STAGING.place(host), inside) for host, inside in plan["keep"]]
    command = user.prefix() + [shutil.which("bwrap") or "bwrap"]
    command += ["--unshare-all", "--unshare-user", "--disable-userns", "--die-with-parent", "--new-session",
                "--as-pid-1", "--cap-drop", "ALL", "--hostname", "nqk", "--clearenv"]
    command += _system()
    command += ["--dir", "/etc"]
    for name in ETC:
        if os.path.exists(f"/etc/{name}"):
            command += ["--ro-bind", f"/etc/{name}", f"/etc/{name}"]
    command += ["--ro-bind-data", "@passwd", "/etc/passwd", "--ro-bind-data", "@group", "/etc/group"]
    command += ["--proc", "/proc", "--dev", "/dev"]
    scratch = STAGING.scratch(len(SCRATCH))
    for (place, size), host in zip(SCRATCH.items(), scratch):
        command += ["--bind", host, place]
    command += ["--bind", plan["cwd"], plan["cwd"]]
    for host, inside in plan["keep"]:
        command += ["--ro-bind", host, inside]
    command += ["--dir", "/nqk", "--ro-bind-data", "@init", INIT_INSIDE]
    command += ["--remount-ro", "/", "--chdir", plan["cwd"], "--seccomp", "@seccomp", "--", PYTHON, "-I", "-S", INIT_INSIDE,
                "relay"]
    launch = {"relay": [int(p) for p in relay], "seccomp": seccomp_program().hex(), "command": command,
              "scratch": [[host, size] for host, size in zip(scratch, SCRATCH.values())], "work": plan["cwd"],
              "files": {"passwd": f"nqk:x:{uid}:{gid}:graded kernel:{plan['cwd']}:/usr/sbin/nologin\n",
                        "group": f"nqk:x:{gid}:\n", "init": INIT_TEXT},
              "file_limit": file_limit, "threads": threads, "argv": plan["argv"], "env": plan["env"], "nice": NICE}
    # `env` runs outside the sandbox's PID namespace: its command line, holding the plan, is not
    # among the sandbox's processes, and the launcher takes the plan out of its environment at once.
    return ["env", f"NQK_SANDBOX_PLAN={json.dumps(launch)}", PYTHON, "-I", "-S", str(INIT), "launch"]


def _under(path, folders):
    path = Path(path)
    return any(path == f or f in path.parents for f in map(Path, folders))


def sandbox_plan(work, visible, argv, env, resource_dir=None, keep_env=()):
    """What the sandbox holds for one kernel besides the system (/usr and ETC): the work folder
    (`cwd`), the folders kept read-only (host path, path inside: `visible`, the kernelspec's
    folder, a JDK off /usr, and the folders of the files and class path entries the command
    names), and the kernel's command and environment, every host path in them rewritten to its
    place under NEUTRAL."""
    work = str(Path(work).resolve())
    keep = {str(Path(host).resolve()): inside for host, inside in visible.items()}
    system = ["/usr", "/bin", "/lib", "/lib64", "/sbin"]
    # Folders of what the command names: (as named, resolved).
    needed = [(str(resource_dir), Path(resource_dir).resolve())] if resource_dir else []
    java = shutil.which(argv[0], path=env.get("PATH")) if argv and not os.path.isabs(argv[0]) else argv[0]
    if java and not _under(Path(java).resolve(), system):
        home = Path(java).resolve().parent.parent  # a JDK off /usr: its java home
        needed.append((str(home), home))
    # Files the command names (a jar), and every entry of a class path (`-cp fix:jar`): their folders.
    for part in (p for a in argv[1:] for p in a.split(":") if p.startswith("/")):
        if Path(part).is_file():
            needed.append((str(Path(part).parent), Path(part).resolve().parent))
        elif Path(part).is_dir():
            needed.append((str(Path(part)), Path(part).resolve()))
    aliases = {str(Path(host)): inside for host, inside in visible.items()}
    for named, folder in needed:
        if not _under(folder, system + [work]):
            if str(folder) not in keep:
                keep[str(folder)] = f"{NEUTRAL}/{len(keep)}-{folder.name}"
            aliases[named] = keep[str(folder)]

    def inside(text):
        for host, there in sorted({**aliases, **keep}.items(), key=lambda kv: -len(kv[0])):
            text = text.replace(host, there)
        return text

    if java and not _under(Path(java).resolve(), system):
        argv = [inside(str(Path(java).resolve())), *argv[1:]]
    names = set(ENV_KEPT) | set(keep_env) | set(k for k in env if k.startswith("LC_") or k.startswith("JJAVA_"))
    kernel_env = {k: inside(v) for k, v in env.items() if k in names}
    kernel_env["PATH"] = ":".join(p for p in kernel_env.get("PATH", "/usr/bin:/bin").split(":")
                                  if _under(p, system)) or "/usr/bin:/bin"
    kernel_env.update(HOME=work, TMPDIR="/tmp")
    return {"keep": list(keep.items()), "cwd": work, "argv": [inside(a) for a in argv], "env": kernel_env}


def describe(threads=THREADS, cpus=CPUS, memory_mb=MEMORY_MB):
    """The grader's first line: which layers hold here, and the caps on each kernel."""
    caps = cgroup.describe(threads, cpus, memory_mb)
    if SANDBOX is None:
        return (f"sandbox: none ({WHY_NOT}); processes are still killed with their kernel, but student code "
                f"can read and write your files: grade in a container; {caps}")
    who = (f"as uid {SANDBOX_UIDS.start}+ (one per kernel), not root" if os.geteuid() == 0
           else f"as you (uid {os.getuid()})")
    return (f"sandbox: bubblewrap {who}: no capabilities, seccomp, private PID/IPC/network/user namespaces, "
            f"a root of /usr and the kernel's files only; {caps}; nice {NICE}")

