"""The sandbox's own processes, a graded kernel's private network, and its only way out: the five
ports of the Jupyter connection.

A graded kernel runs in a network namespace of its own, whose only interface is its own loopback:
student code can reach no other kernel, no judge's or grader's port and no other host, and no
abstract Unix socket outside (those belong to a network namespace too). The grader still talks to
the kernel over TCP on 127.0.0.1, so the sandbox's launcher (sandbox_init.launch), in the
grader's network, listens on the connection file's ports there and passes the sockets into the
sandbox, whose first process (sandbox_init.relay) relays every connection it accepts to the same
port on the kernel's loopback, byte for byte: it reads no message and decides nothing.

The file runs twice for each sandbox, as `python3 -I -S sandbox_init.py launch` outside (the
plan in NQK_SANDBOX_PLAN) and, copied in by bwrap, as `python3 -I -S /nqk/sandbox_init.py relay`,
the sandbox's first process (the plan in NQK_RELAY); grade_sandbox.sandboxed builds both commands.
It uses the standard library only: -I -S Pythons import nothing else, and nothing beside it.
"""

import ctypes
import json
import os
import resource
import socket
import sys
import threading
import time

# How long a connection accepted outside waits for the kernel to listen inside (its JVM starting).
CONNECT_SECONDS = 120
# How long a port of the connection file may stay taken before the sandbox gives up.
BIND_SECONDS = 10


def listen_outside(ports, host="127.0.0.1"):
    """Listening sockets on `ports` in the current network namespace (the grader's): a socket
    keeps the namespace it was made in, wherever it is passed."""
    out = []
    for port in ports:
        s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # a restarted kernel takes its ports again
        end = time.monotonic() + BIND_SECONDS
        while True:
            try:
                s.bind((host, int(port)))
                break
            except OSError as e:  # the restarted kernel's previous relay may not have ended yet
                if time.monotonic() > end:
                    raise OSError(e.errno, f"sandbox: port {port} of the connection file: {e.strerror}") from e
                time.sleep(0.05)
        s.listen(16)
        out.append(s)
    return out


def start_relays(listeners, host="127.0.0.1"):
    """Relays, in daemon threads, each connection accepted on `listeners` to the same port on
    `host` in the current (private) network namespace."""
    for listener in listeners:
        threading.Thread(target=_accept, args=(listener, host), daemon=True).start()


def wait_for(child):
    """Reaps every process that ends (the sandbox's first process adopts orphans) until `child`
    does; returns the exit code it gives (128 + signal when killed)."""
    while True:
        try:
            pid, status = os.wait()
        except ChildProcessError:
            return 1
        if pid == child:
            code = os.waitstatus_to_exitcode(status)
            return code if code >= 0 else 128 - code


def _accept(listener, host):
    port = listener.getsockname()[1]
    while True:
        try:
            outer, _ = listener.accept()
        except OSError:
            return
        threading.Thread(target=_join, args=(outer, host, port), daemon=True).start()


def _join(outer, host, port):
    inner = _connect(host, port)
    if inner is None:
        outer.close()
        return
    for s in (outer, inner):
        s.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)  # no delay added between the two
    threading.Thread(target=_pump, args=(outer, inner), daemon=True).start()
    _pump(inner, outer)


def _connect(host, port, seconds=CONNECT_SECONDS):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        try:
            s.connect((host, port))
            return s
        except OSError:
            s.close()
            time.sleep(0.05)
    return None


def _pump(source, target):
    """Copies until `source` ends, then ends `target`'s writing side (the other way may go on)."""
    try:
        while True:
            data = source.recv(1 << 16)
            if not data:
                break
            target.sendall(data)
    except OSError:
        pass
    for s, how in ((target, socket.SHUT_WR), (source, socket.SHUT_RD)):
        try:
            s.shutdown(how)
        except OSError:
            pass


def launch():
    """Runs outside the sandbox (in the grader's network, as the grader), with the plan as JSON in
    NQK_SANDBOX_PLAN: listens on the relayed ports, hands bwrap the filter, the passwd and group
    files and this file's text (the relay's copy) in memory files, sets the limits bwrap and the kernel inherit, and execs bwrap (as the
    sandbox user). "@name" arguments become the descriptor numbers of those files."""
    def said(kind, e, tb):  # one line in the kernel log, which the start-up watch quotes
        text = str(getattr(e, "strerror", None) or e)
        sys.stderr.write((text if text.startswith("sandbox:") else f"sandbox: {text}") + "\n")
    sys.excepthook = said
    plan = json.loads(os.environ.pop("NQK_SANDBOX_PLAN"))
    listeners = listen_outside(plan["relay"])
    # The writable places, noexec: mounted in a mount namespace of the launcher's own (never the machine's;
    # a grader that is not root makes a user namespace for it), whose mounts bwrap binds in with their
    # flags, locked there. bwrap itself cannot mount noexec.
    libc = ctypes.CDLL(None, use_errno=True)
    NOSUID, NODEV, NOEXEC, REMOUNT, BIND, REC, PRIVATE = 2, 4, 8, 32, 4096, 16384, 1 << 18
    def mount(src, target, fstype, flags, data=None):
        if libc.mount(src.encode() if src else None, target.encode(), fstype.encode() if fstype else None, flags,
                      data.encode() if data else None) != 0:
            e = ctypes.get_errno()
            raise OSError(e, f"sandbox: mount {target}: {os.strerror(e)}")
    uid, gid = os.getuid(), os.getgid()
    if libc.unshare(0x00020000 | (0 if os.geteuid() == 0 else 0x10000000)) != 0:  # NEWNS (and NEWUSER)
        e = ctypes.get_errno()
        raise OSError(e, f"sandbox: unshare: {os.strerror(e)}")
    if os.geteuid() != 0:
        for name, text in (("uid_map", f"{uid} {uid} 1"), ("setgroups", "deny"), ("gid_map", f"{gid} {gid} 1")):
            with open(f"/proc/self/{name}", "w") as f:
                f.write(text)
    mount(None, "/", None, REC | PRIVATE)
    for target, size in plan["scratch"]:
        mount("nqk-scratch", target, "tmpfs", NOSUID | NODEV | NOEXEC, f"size={size},mode=1777")
    mount(plan["work"], plan["work"], None, BIND)
    mount(None, plan["work"], None, REMOUNT | BIND | NOSUID | NODEV | NOEXEC)
    fds = {}
    for name, data in (("seccomp", bytes.fromhex(plan["seccomp"])), *((k, v.encode()) for k, v in plan["files"].items())):
        fd = os.memfd_create("nqk-" + name, 0)
        os.write(fd, data)
        os.lseek(fd, 0, 0)
        fds["@" + name] = str(fd)
    passed = [s.detach() for s in listeners]
    for fd in [*passed, *map(int, fds.values())]:
        os.set_inheritable(fd, True)
    resource.setrlimit(resource.RLIMIT_FSIZE, (plan["file_limit"], plan["file_limit"]))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    with open("/proc/self/oom_score_adj", "w") as f:  # short of memory, Linux kills a kernel, not the grader
        f.write("800")
    inside = json.dumps({"fds": passed, "argv": plan["argv"], "env": plan["env"], "nice": plan["nice"],
                         "threads": plan["threads"]})
    argv = [fds.get(a, a) for a in plan["command"]]
    at = argv.index("--")
    argv[at:at] = ["--setenv", "NQK_RELAY", inside]
    os.execve(argv[0], argv, {"PATH": "/usr/bin:/bin"})


def relay():
    """The sandbox's first process (PID 1: signals from inside cannot kill it): not dumpable, so the
    kernel cannot read its memory or environment; starts the kernel with the relayed sockets
    closed, relays its ports, and ends with it (its PID namespace, every process in it, ends too)."""
    ctypes.CDLL(None).prctl(4, 0, 0, 0, 0)  # PR_SET_DUMPABLE 0
    plan = json.loads(os.environ.pop("NQK_RELAY"))
    listeners = [socket.socket(fileno=fd) for fd in plan["fds"]]
    # Set here, in the sandbox's user namespace: Linux counts a namespace's processes against it, so
    # the cap is this sandbox's alone, not shared with the grader's other processes of the same uid.
    resource.setrlimit(resource.RLIMIT_NPROC, (plan["threads"], plan["threads"]))
    kernel = os.fork()
    if kernel == 0:
        for s in listeners:
            s.close()
        os.setpriority(os.PRIO_PROCESS, 0, plan["nice"])
        try:
            os.execvpe(plan["argv"][0], plan["argv"], plan["env"])
        except OSError as e:
            os.write(2, f"sandbox: cannot run {plan['argv'][0]}: {e.strerror}\n".encode())
            os._exit(127)
    start_relays(listeners)
    os._exit(wait_for(kernel))


if __name__ == "__main__":
    {"launch": launch, "relay": relay}[sys.argv[1]]()
