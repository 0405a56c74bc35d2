"""A kernel's private network: its only way out is the five ports of the Jupyter connection.

A graded kernel runs in a network namespace of its own, whose only interface is its own loopback:
student code can reach no other kernel, no judge's or grader's port and no other host, and no
abstract Unix socket outside (those belong to a network namespace too). The grader still talks to
the kernel over TCP on 127.0.0.1, so the sandbox's launcher (grade_sandbox.LAUNCH), in the
grader's network, listens on the connection file's ports there and passes the sockets into the
sandbox, whose first process (grade_sandbox.RELAY) relays every connection it accepts to the same
port on the kernel's loopback, byte for byte: it reads no message and decides nothing.

grade_sandbox prepends this file's text to LAUNCH's and RELAY's; importable for tests. It uses the
standard library only (those Pythons run with -I -S).
"""

import os
import socket
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
