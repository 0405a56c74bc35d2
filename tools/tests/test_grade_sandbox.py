#!/usr/bin/python3
"""Tests of what the grader does before and around a kernel, without starting one: submissions
checked as files before they are read, outputs capped, and the sandbox a kernel runs in (its
plan, and, where unprivileged namespaces work, a shell run in it in place of the kernel).

    PYTHONPATH=tools /usr/bin/python3 -m unittest tests.test_grade_sandbox

The attacks from a real kernel (student code writing to /etc, reading the instructor's notebooks,
two kernels passing a message, a 1 GB print) are cases of tools/tests/test_assignments.py's grading run.
"""

import contextlib
import json
import os
import re
import shutil
import resource
import signal
import socket
import subprocess
import sys
import tempfile
import time
import unittest
from pathlib import Path

import nbformat

from nqkit import grade_cgroup as cgroup
from nqkit import grade_limits as limits
from nqkit import grade_sandbox as sandbox
from nqkit import grading

NAME = "ex4-per-gene-mutation.ipynb"
TEXT = '{"cells": [], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}\n'


@contextlib.contextmanager
def deadline(seconds):
    """Fails the test (instead of hanging the runner) when the block takes longer."""
    def expired(*_):
        raise AssertionError(f"still running after {seconds} s (blocked on a file?)")
    old = signal.signal(signal.SIGALRM, expired)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


class SubmissionFilesTest(unittest.TestCase):

    def setUp(self):
        self.root = Path(tempfile.mkdtemp(prefix="nqk-test-subs-"))
        self.addCleanup(subprocess.run, ["rm", "-rf", str(self.root)])

    def student(self, name):
        folder = self.root / name
        folder.mkdir()
        return folder

    def found(self, **kw):
        with deadline(20):
            return limits.discover(self.root, {NAME}, **kw)

    def test_an_honest_notebook_is_read_and_every_odd_file_refused_with_its_reason(self):
        (self.student("ann") / NAME).write_text(TEXT)
        os.mkfifo(self.student("fifo") / NAME)
        sock = socket.socket(socket.AF_UNIX)
        self.addCleanup(sock.close)
        sock.bind(str(self.student("sock") / NAME))
        (self.student("dev") / NAME).symlink_to("/dev/zero")
        found = self.found()
        self.assertEqual(({NAME: TEXT}, []), found["ann"])
        self.assertEqual(limits.Refused(f"refused {NAME}: a FIFO, not a regular file (submit the notebook itself)"),
                         found["fifo"][0][NAME])
        self.assertEqual(limits.Refused(f"refused {NAME}: a socket, not a regular file (submit the notebook itself)"),
                         found["sock"][0][NAME])
        self.assertEqual(limits.Refused(f"refused {NAME}: a symbolic link (submit the notebook itself)"),
                         found["dev"][0][NAME])
        self.assertEqual(limits.Refused(f"refused {NAME}: a device, not a regular file (submit the notebook itself)"),
                         limits.read_submission("/dev/zero", NAME, 5000))

    def test_a_hard_link_to_a_file_elsewhere_is_refused(self):
        source = self.root / "source.ipynb"
        source.write_text(TEXT)
        os.link(source, self.student("bob") / NAME)
        why = self.found()["bob"][0][NAME].why
        self.assertEqual(f"refused {NAME}: a hard link (2 names for one file, some outside your submission, e.g. "
                         "the exercise's source); submit a copy of your own notebook", why)

    def test_the_size_limit_is_checked_before_reading_so_a_huge_sparse_file_costs_no_memory(self):
        (self.student("edge") / NAME).write_text("x" * 2000)
        with open(self.student("huge") / NAME, "wb") as f:
            f.truncate(400 * 1000 * 1000)
        before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        found = self.found(limit_kb=2)
        grown_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before
        self.assertEqual("x" * 2000, found["edge"][0][NAME])
        self.assertEqual(f"refused {NAME}: 400.0 MB, over the limit of 2 kB per notebook (clear large outputs and "
                         "submit again)", found["huge"][0][NAME].why)
        self.assertLess(grown_kb, 50_000)
        (self.root / "edge" / NAME).write_text("x" * 2001)
        self.assertIn("over the limit of 2 kB", self.found(limit_kb=2)["edge"][0][NAME].why)

    def test_a_hidden_student_folder_is_reported_not_skipped(self):
        (self.student(".carl") / NAME).write_text(TEXT)
        found, notes = self.found()[".carl"]
        self.assertEqual(['refused .carl/: a folder whose name starts with "." (hidden) is not graded; rename it'],
                         notes)
        self.assertEqual(limits.Refused(f'refused .carl/{NAME}: in a folder whose name starts with "."; rename the '
                                         'folder'), found[NAME])

    def test_a_name_with_an_escape_sequence_reaches_no_terminal_and_takes_no_students_row(self):
        # A student picks the names inside their folder; an ESC there would act on the instructor's
        # terminal when the grader prints the note, or when they cat the feedback.
        (self.student("ann") / NAME).write_text(TEXT)
        (self.root / "ann" / "\x1b[2J\x1b[31mfull marks.ipynb").write_text(TEXT)
        (self.student("bob\x1b]0;x\x07") / NAME).write_text(TEXT)
        (self.student("bob\\u001b]0;x\\u0007") / NAME).write_text(TEXT)  # bob's escaped name, literally
        found = self.found()
        self.assertEqual(({NAME: TEXT}, ["ignored \\u001b[2J\\u001b[31mfull marks.ipynb: no exercise notebook has "
                                         "that name"]), found["ann"])
        self.assertEqual(({NAME: TEXT}, []), found["bob\\u001b]0;x\\u0007"])  # the real name keeps its row
        refused, notes = found["bob\\u001b]0;x\\u0007 (another)"]
        self.assertEqual(["refused bob\\u001b]0;x\\u0007 (another)/: a folder whose name holds control characters "
                          "is not graded; rename it"], notes)
        self.assertEqual(limits.Refused(f"refused bob\\u001b]0;x\\u0007 (another)/{NAME}: in a folder whose name "
                                        "holds control characters; rename the folder"), refused[NAME])
        self.assertFalse(any(not c.isprintable() for s, (f, n) in found.items() for c in s + "".join(n)))


def stream(text, parent="p"):
    return {"msg_type": "stream", "parent_header": {"msg_id": parent}, "header": {"msg_type": "stream"},
            "content": {"name": "stdout", "text": text}}


def result(text, parent="p"):
    return {"msg_type": "execute_result", "parent_header": {"msg_id": parent}, "header": {"msg_type": "execute_result"},
            "content": {"data": {"text/plain": text}, "metadata": {}, "execution_count": 1}}


class OutputCapTest(unittest.TestCase):

    def client(self, cap):
        client = limits.CappedClient(nbformat.v4.new_notebook())
        client.reset_execution_trackers()
        client.clear_before_next_output = False  # set by async_execute_cell
        self.floods = []
        client.setup_caps(cap, lambda: self.floods.append(1))
        return client

    def test_a_cells_output_is_cut_once_with_a_note_and_its_result_kept_whole(self):
        client, outs = self.client(1000), []
        for _ in range(30):
            client.output(outs, stream("y" * 89 + "\n"), None, 0)
        client.output(outs, result("r" * 900), None, 0)
        texts = [o.get("text") for o in outs if o.output_type == "stream"]
        self.assertEqual(1000, sum(len(t) for t in texts[:-1]))
        self.assertEqual("y" * 10, texts[-2])  # the message that crossed the cap, cut where it crossed
        self.assertEqual("\n[output cut at 1 kB by the grader]\n", texts[-1])
        self.assertEqual("r" * 900, outs[-1].data["text/plain"])
        self.assertEqual([], self.floods)
        client.output(outs, result("r" * 1001), None, 0)  # a result past the cap is no exception
        self.assertEqual(14, len(outs))

    def test_a_notebook_keeps_at_most_its_share_and_a_flood_stops_the_kernel_once(self):
        client = self.client(1000)
        cells = [[] for _ in range(limits.NOTEBOOK_OUTPUTS + 2)]
        for index, outs in enumerate(cells):
            client.output(outs, stream("z" * 1000), None, index)
        self.assertEqual(limits.NOTEBOOK_OUTPUTS * 1000, client.total)
        for outs in cells[-2:]:  # each cell past the notebook's share says so, once
            self.assertEqual([f"\n[output cut at {limits.NOTEBOOK_OUTPUTS} kB by the grader]\n"],
                             [o.text for o in outs])
        client.output(cells[-1], stream("z"), None, len(cells) - 1)
        self.assertEqual(1, len(cells[-1]))
        for _ in range(limits.FLOOD + 5):
            client.output([], stream("f" * 1000), None, 99)
        self.assertEqual(([1], True), (self.floods, client.flooded))


class SandboxPlanTest(unittest.TestCase):

    def setUp(self):
        (grading.ROOT / "build").mkdir(exist_ok=True)
        self.top = Path(tempfile.mkdtemp(prefix="nqk-test-plan-", dir=grading.ROOT / "build"))
        self.addCleanup(subprocess.run, ["rm", "-rf", str(self.top)])
        self.kit = self.top / "courses" / "kit"
        (self.kit / "lib" / "target" / "classpath").mkdir(parents=True)
        (self.kit / "build" / "jupyter" / "kernel-jar").mkdir(parents=True)
        self.jar = self.kit / "build" / "jupyter" / "kernel-jar" / "kernel.jar"
        self.jar.write_text("jar")
        self.spec = self.kit / "build" / "jupyter" / "kernels" / "java"
        self.spec.mkdir(parents=True)
        self.work = self.top / "work"
        self.work.mkdir()

    def test_the_kernel_reads_its_class_path_and_jar_at_neutral_paths_and_keeps_no_variable_naming_the_kit(self):
        classpath = self.kit / "lib" / "target" / "classpath"
        env = {"PATH": f"{self.kit}/bin:/usr/bin:/bin", "LANG": "C.UTF-8", "JUPYTER_PATH": str(self.kit / "build"),
               "CI_TOKEN": "secret", "JJAVA_JVM_OPTS": "-Xmx1g", "SPEC_OPTS": f"-Dx={self.jar}"}
        plan = sandbox.sandbox_plan(self.work, {classpath: sandbox.CLASSPATH_INSIDE},
                                    ["java", "-jar", str(self.jar), "{connection_file}"], env, self.spec,
                                    keep_env=("SPEC_OPTS",))
        jar_inside = f"{sandbox.NEUTRAL}/2-kernel-jar"
        self.assertEqual(["java", "-jar", f"{jar_inside}/kernel.jar", "{connection_file}"], plan["argv"])
        self.assertEqual([(str(classpath), sandbox.CLASSPATH_INSIDE), (str(self.spec), f"{sandbox.NEUTRAL}/1-java"),
                          (str(self.jar.parent), jar_inside)], plan["keep"])
        self.assertEqual(str(self.work), plan["cwd"])
        self.assertEqual({"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "JJAVA_JVM_OPTS": "-Xmx1g",
                          "SPEC_OPTS": f"-Dx={jar_inside}/kernel.jar",
                          "HOME": str(self.work), "TMPDIR": "/tmp"}, plan["env"])

    def test_every_entry_of_the_kernels_class_path_is_kept_at_a_neutral_path(self):
        # The bundled kernel runs as `java -cp FIX:JAR MainApp`: the fix's folder and the jar's.
        fix = self.kit / "build" / "jupyter" / "kernel-fix"
        fix.mkdir(parents=True)
        plan = sandbox.sandbox_plan(self.work, {}, ["java", "-cp", f"{fix}:{self.jar}", "Main", "{connection_file}"],
                                    {"PATH": "/usr/bin:/bin"})
        self.assertEqual(["java", "-cp", f"{sandbox.NEUTRAL}/0-kernel-fix:{sandbox.NEUTRAL}/1-kernel-jar/kernel.jar",
                          "Main", "{connection_file}"], plan["argv"])
        self.assertEqual([(str(fix), f"{sandbox.NEUTRAL}/0-kernel-fix"),
                          (str(self.jar.parent), f"{sandbox.NEUTRAL}/1-kernel-jar")], plan["keep"])

    def test_a_sandbox_without_a_sandbox_user_is_refused(self):
        with self.assertRaisesRegex(ValueError, r"^user: None \(expected a SandboxUser: a kernel never runs as the "
                                                r"grader's root\)$"):
            sandbox.sandboxed(self.work, {}, ["/bin/true"])

    def test_the_filter_refuses_the_calls_the_threat_model_names(self):
        if sandbox.SANDBOX is None:
            self.skipTest(f"no sandbox here: {sandbox.WHY_NOT}")
        for name in ("ptrace", "process_vm_readv", "process_vm_writev", "mount", "umount2", "pivot_root", "bpf",
                     "keyctl", "add_key", "request_key", "perf_event_open", "userfaultfd", "init_module",
                     "finit_module", "delete_module", "kexec_load", "kexec_file_load", "unshare", "setns"):
            self.assertIn(name, sandbox.SECCOMP_REFUSED)
        self.assertGreater(len(sandbox.seccomp_program()), 100)


def probe_script(socket_path, other, marker):
    """A Python program trying each attack of the README's threat model, one line each."""
    return f"""
import ctypes, errno, os, socket, subprocess, sys
# A safety net, not a check of the sandbox: these probes write the machine's core_pattern and
# mount over /tmp when they succeed, so they never run as the machine's real root.
with open("/proc/self/uid_map") as f:
    if os.getuid() == 0 and f.read().split()[:3] == ["0", "0", "4294967295"]:
        print("NOT SANDBOXED: the probes refuse to run as the machine's root", flush=True)
        sys.exit(3)
libc = ctypes.CDLL(None, use_errno=True)
def attempt(name, action):
    try:
        action()
        print(name, "DONE", flush=True)
    except OSError as e:
        print(name, "refused", errno.errorcode.get(e.errno, e.errno), flush=True)
def call(nr, *args):
    def run():
        if libc.syscall(nr, *args) == -1:
            e = ctypes.get_errno()
            raise OSError(e, os.strerror(e))
    return run
def write(path, text):
    with open(path, "w") as f:
        f.write(text)
attempt("proc-sys", lambda: write("/proc/sys/kernel/core_pattern", "|{marker}.sh"))
attempt("shadow", lambda: open("/etc/shadow").read())
attempt("path-socket", lambda: socket.socket(socket.AF_UNIX).connect({socket_path!r}))
attempt("munge", lambda: socket.socket(socket.AF_UNIX).connect("/run/munge/munge.socket.2"))
attempt("other-checkout", lambda: open({str(other)!r}).read())
attempt("kit", lambda: os.listdir({str(grading.ROOT)!r}))
attempt("home", lambda: os.listdir("/root"))
attempt("keyctl", call(250, 0, -3, 0))  # KEYCTL_GET_KEYRING_ID of the session keyring
attempt("mount", call(165, b"none", b"/tmp", b"tmpfs", 0, None))
attempt("unshare", call(272, 0x10000000))  # CLONE_NEWUSER
attempt("bpf", call(321, 0, 0, 0))
attempt("perf", call(298, 0, 0, -1, -1, 0))
attempt("sysfs", lambda: os.listdir("/sys"))
pid = os.fork()
if pid == 0:
    os.abort()  # a crash: no core file, no helper of the machine's runs for it
os.waitpid(pid, 0)
print("cores", sorted(p for p in os.listdir(".") if p.startswith("core")), flush=True)
attempt("ptrace", call(101, 0, 0, 0, 0))  # PTRACE_TRACEME: allowed to anyone without the filter (last:
# a traced process would stop at its next signal)
print("uid", os.getuid(), "caps", open("/proc/self/status").read().split("CapEff:")[1].split()[0], flush=True)
"""


EXPECTED = ["proc-sys refused EACCES", "shadow refused ENOENT", "path-socket refused ENOENT", "munge refused ENOENT",
            "other-checkout refused ENOENT", "kit refused ENOENT", "home refused ENOENT",
            "keyctl refused EPERM", "mount refused EPERM", "unshare refused EPERM", "bpf refused EPERM",
            "perf refused EPERM", "sysfs refused ENOENT", "cores []", "ptrace refused EPERM"]


class Attacks:
    """The README threat model's rows, each tried from inside the sandbox: a fake munge socket (a
    path UNIX socket the test listens on under /run, where a grader can see it), another
    checkout of the kit (world-readable), the kit, /etc/shadow, /proc/sys, ptrace, a core-dump
    helper, and the calls the filter refuses."""

    def make_targets(self):
        self.run_dir = Path(tempfile.mkdtemp(prefix="nqk-test-munge-", dir="/run"))
        self.addCleanup(shutil.rmtree, self.run_dir, True)
        os.chmod(self.run_dir, 0o755)
        self.socket_path = str(self.run_dir / "munge.socket.2")
        listener = socket.socket(socket.AF_UNIX)
        self.addCleanup(listener.close)
        listener.bind(self.socket_path)
        os.chmod(self.socket_path, 0o777)
        listener.listen(8)
        other = Path(tempfile.mkdtemp(prefix="nqk-test-other-checkout-", dir=grading.ROOT / "build"))
        self.addCleanup(shutil.rmtree, other, True)
        os.chmod(other, 0o755)
        self.other = other / "solutions.ipynb"
        self.other.write_text("BEGIN SOLUTION")
        os.chmod(self.other, 0o644)
        self.marker = str(other / "core-helper-ran")
        self.core_pattern = Path("/proc/sys/kernel/core_pattern").read_text()

    def check(self, out, uid):
        lines = out.strip().split("\n")
        self.assertEqual(EXPECTED, lines[:-1], out)
        self.assertEqual(f"uid {uid} caps 0000000000000000", lines[-1])
        self.assertNotEqual(0, uid)
        self.assertEqual(self.core_pattern, Path("/proc/sys/kernel/core_pattern").read_text())
        self.assertFalse(Path(self.marker).exists())

    def control(self, uid):
        """The harmless probes outside the sandbox, as the unprivileged `uid` (never as root: the
        others would change the machine): the socket, the checkout, ptrace and keyctl are there
        to be reached, so the refusals inside are the sandbox's doing."""
        self.assertNotEqual(0, uid)
        script = "\n".join(line for line in probe_script(self.socket_path, self.other, self.marker).split("\n")
                           if not line.startswith(("attempt(", "pid = ", "if pid", "    os.abort", "os.waitpid",
                                                   "print(")))
        script += ("\nfor name, action in (('path-socket', lambda: socket.socket(socket.AF_UNIX).connect(%r)),"
                   " ('other-checkout', lambda: open(%r).read()), ('keyctl', call(250, 0, -3, 0)),"
                   " ('ptrace', call(101, 0, 0, 0, 0))):\n    attempt(name, action)\n"
                   % (self.socket_path, str(self.other)))
        prefix = (["setpriv", f"--reuid={uid}", f"--regid={uid}", "--clear-groups", "--inh-caps=-all"]
                  if os.geteuid() == 0 else [])
        done = subprocess.run([*prefix, "/usr/bin/python3", "-c", script],
                              capture_output=True, text=True, timeout=60, cwd="/")
        self.assertEqual(["path-socket DONE", "other-checkout DONE", "keyctl DONE", "ptrace DONE"],
                         done.stdout.split("\n")[:4], done.stderr)


@unittest.skipIf(sandbox.SANDBOX is None, f"no sandbox here: {sandbox.WHY_NOT}")
class SandboxRunTest(Attacks, unittest.TestCase):
    """A shell in the kernel's place, started as the grader (root in ./kit test) starts it: what
    student code could do there."""

    def setUp(self):
        (grading.ROOT / "build").mkdir(exist_ok=True)
        self.top = Path(tempfile.mkdtemp(prefix="nqk-test-box-", dir=grading.ROOT / "build"))
        self.addCleanup(subprocess.run, ["rm", "-rf", str(self.top)])
        self.secret = self.top / "kit"
        (self.secret / "classpath").mkdir(parents=True)
        (self.secret / "classpath" / "Lib.class").write_text("lib")
        (self.secret / "solution.ipynb").write_text("BEGIN SOLUTION")
        self.work = Path(tempfile.mkdtemp(prefix="nqk-grade-test-"))
        self.addCleanup(subprocess.run, ["rm", "-rf", str(self.work)])
        self.user = sandbox.SandboxUser()
        self.addCleanup(self.user.release)
        self.addCleanup(sandbox.cleanup)
        os.chown(self.work, self.user.uid, self.user.gid)

    def box(self, argv, **kw):
        return sandbox.sandboxed(self.work, {self.secret / "classpath": sandbox.CLASSPATH_INSIDE}, argv,
                                 user=self.user, **kw)

    def run_in_box(self, script):
        done = subprocess.run(self.box(["/bin/sh", "-c", script], file_limit=100_000), capture_output=True,
                              text=True, timeout=60)
        self.assertEqual("", done.stderr)
        return done.stdout

    def test_each_attack_of_the_threat_model_fails_and_student_code_never_runs_as_root(self):
        self.make_targets()
        self.control(self.user.uid if self.user.uid != 0 else 65534)
        done = subprocess.run(self.box([sandbox.PYTHON, "-c", probe_script(self.socket_path, self.other, self.marker)]),
                              capture_output=True, text=True, timeout=60)
        self.check(done.stdout, self.user.uid)
        self.assertEqual(os.geteuid() == 0, self.user.uid in sandbox.SANDBOX_UIDS)

    def test_only_the_work_folder_and_private_scratch_space_are_writable(self):
        out = self.run_in_box(
            "for d in /etc /usr/lib /nqk /var/tmp /dev/shm /tmp /proc/sys/kernel . /; do "
            "  if echo x 2>/dev/null > $d/nqk-probe; then echo wrote $d; else echo refused $d; fi; done; "
            "ls -A /tmp | grep -v -e '^nqk$' -e '^nqk-grade-'; ls -A /; cat /tmp/nqk/classpath/Lib.class; echo")
        self.assertEqual(["refused /etc", "refused /usr/lib", "refused /nqk", "wrote /var/tmp", "wrote /dev/shm", "wrote /tmp",
                          "refused /proc/sys/kernel", "wrote .", "refused /", "nqk-probe"]
                         + sorted(["bin", "dev", "etc", "lib", "lib64", "nqk", "proc", "sbin", "tmp", "usr", "var"]
                                  + [p for p in ("lib32", "libx32") if Path("/" + p).exists()]) + ["lib"],
                         [line for line in out.split("\n") if line])
        self.assertEqual("x\n", (self.work / "nqk-probe").read_text())
        for place in ("/var/tmp", "/dev/shm", "/tmp"):
            self.assertFalse((Path(place) / "nqk-probe").exists(), place)

    def test_a_fifo_the_grader_makes_in_the_work_folder_crosses_the_sandbox(self):
        os.mkfifo(self.work / "to-grader", 0o666)
        os.chmod(self.work / "to-grader", 0o666)
        box = subprocess.Popen(self.box(["/bin/sh", "-c", "echo 42 > to-grader"]))
        self.addCleanup(box.wait, 30)
        with deadline(30), open(self.work / "to-grader") as f:
            self.assertEqual("42\n", f.read())

    def test_a_unix_socket_the_grader_listens_on_in_the_work_folder_is_reachable(self):
        server = socket.socket(socket.AF_UNIX)
        self.addCleanup(server.close)
        server.bind(str(self.work / "judge.sock"))
        os.chmod(self.work / "judge.sock", 0o666)  # as the judge's (grade_judge.Judge.start)
        server.listen(1)
        client = ("import socket; s = socket.socket(socket.AF_UNIX); s.connect('judge.sock'); s.sendall(b'42'); "
                  "s.close()")
        box = subprocess.Popen(self.box([sandbox.PYTHON, "-c", client]))
        self.addCleanup(box.wait, 30)
        with deadline(30):
            conn, _ = server.accept()
            with conn:
                self.assertEqual(b"42", conn.recv(10))

    def test_nothing_written_can_run_mounts_stay_the_ipc_namespace_is_private_and_files_are_capped(self):
        out = self.run_in_box(
            "cp /bin/true /tmp/t && chmod +x /tmp/t && (/tmp/t 2>/dev/null && echo ran /tmp || echo noexec /tmp); "
            "cp /bin/true ./t && chmod +x ./t && (./t 2>/dev/null && echo ran work || echo noexec work); "
            "umount /tmp/nqk/classpath 2>/dev/null && echo unmounted || echo stays; "
            "mount -o remount,rw /usr 2>/dev/null && echo rw || echo ro; readlink /proc/self/ns/ipc; "
            "ls /proc | grep -c '^[0-9]'; cat /proc/self/oom_score_adj; "
            "(head -c 300000 /dev/zero > big) 2>/dev/null; stat -c %s big; kill -9 1; echo alive")
        lines = out.split("\n")
        self.assertEqual(["noexec /tmp", "noexec work", "stays", "ro"], lines[:4])
        self.assertNotEqual(os.readlink("/proc/self/ns/ipc"), lines[4])
        self.assertLessEqual(int(lines[5]), 4)  # the sandbox's own processes only
        self.assertEqual("800", lines[6])  # short of memory, a kernel is killed before the grader
        self.assertEqual("100000", lines[7])  # no file past the limit
        self.assertEqual("alive", lines[8])  # the first process, PID 1, ignores a kill from inside


    def test_no_process_in_the_sandbox_shows_a_host_path_in_its_command_line_or_environment(self):
        out = self.run_in_box("for p in /proc/[0-9]*; do cat $p/cmdline $p/environ 2>/dev/null; echo; done; "
                              "cat /proc/1/environ >/dev/null 2>&1 && echo readable || echo unreadable")
        self.assertNotIn(str(self.secret), out)
        self.assertNotIn(str(grading.ROOT), out)
        self.assertNotIn("nqk-stage-", out)
        self.assertTrue(out.rstrip().endswith("unreadable"), out)  # the first process's environment

    def test_the_network_is_private_and_only_the_relayed_ports_reach_the_kernel(self):
        grader = socket.socket()  # a port of the grader's (a judge's, another kernel's)
        self.addCleanup(grader.close)
        grader.bind(("127.0.0.1", 0))
        grader.listen(1)
        abstract = socket.socket(socket.AF_UNIX)  # abstract Unix sockets belong to a network namespace
        self.addCleanup(abstract.close)
        abstract.bind("\0nqk-test-abstract")
        abstract.listen(1)
        free = socket.socket()
        free.bind(("127.0.0.1", 0))
        port = free.getsockname()[1]
        free.close()
        script = (f"import os, socket\n"
                  f"for name, family, where in (('tcp', socket.AF_INET, ('127.0.0.1', {grader.getsockname()[1]})),"
                  f" ('abstract', socket.AF_UNIX, '\\0nqk-test-abstract')):\n"
                  f"    try:\n        socket.socket(family).connect(where); print('reached', name)\n"
                  f"    except OSError: print('refused', name)\n"
                  f"print(sorted(n for _, n in socket.if_nameindex()), sorted(os.listdir('/proc/self/fd')))\n"
                  f"l = socket.socket(); l.bind(('127.0.0.1', {port})); l.listen(1); print('listening', flush=True)\n"
                  f"c, _ = l.accept(); c.sendall(c.recv(5).upper()); c.close()\n")
        box = subprocess.Popen(self.box([sandbox.PYTHON, "-c", script], relay=[port]), stdout=subprocess.PIPE, text=True)
        self.addCleanup(box.kill)
        with deadline(60):
            while True:  # refused until the relay listens (as Jupyter's client does, try again)
                try:
                    c = socket.create_connection(("127.0.0.1", port))
                    break
                except ConnectionRefusedError:
                    time.sleep(0.05)
            with c:  # the relay holds the connection until the kernel's listener is up
                c.sendall(b"hello")
                self.assertEqual(b"HELLO", c.recv(5))
            out = box.communicate()[0]
        # The kernel holds stdin, stdout, stderr and the listing's own descriptor: no relayed socket.
        self.assertEqual(["refused tcp", "refused abstract", "['lo'] ['0', '1', '2', '3']", "listening"],
                         out.split("\n")[:4])
        self.assertEqual(0, box.returncode)

    def test_a_sandbox_that_cannot_start_says_why_in_one_line_the_start_up_watch_quotes(self):
        from nqkit import nb_kernel
        busy = socket.socket()
        self.addCleanup(busy.close)
        busy.bind(("127.0.0.1", 0))
        busy.listen(1)
        port = busy.getsockname()[1]
        log = self.work / "kernel.log"
        with open(log, "w") as f:
            f.write("----- kernel start, attempt 1 -----\n")
            f.flush()
            done = subprocess.run(self.box(["/bin/true"], relay=[port]), stdout=f, stderr=f, timeout=60)
        self.assertNotEqual(0, done.returncode)
        said = f"sandbox: port {port} of the connection file: Address already in use"
        self.assertEqual(f"----- kernel start, attempt 1 -----\n{said}\n", log.read_text())
        self.assertEqual(f" ({said})", nb_kernel.sandbox_said(str(log), 0))

    def test_the_start_up_watch_sees_the_kernels_own_ports_not_the_relays(self):
        free = socket.socket()
        free.bind(("127.0.0.1", 0))
        port = free.getsockname()[1]
        free.close()
        script = ("import socket, time\ntime.sleep(1.5)\nl = socket.socket(); l.bind(('127.0.0.1', %d)); "
                  "l.listen(1)\ntime.sleep(30)\n" % port)
        box = subprocess.Popen(self.box([sandbox.PYTHON, "-c", script], relay=[port]))
        self.addCleanup(lambda: (sandbox.kill_tree(box.pid), box.wait()))
        seen = []
        with deadline(30):
            while port not in sandbox.listening_in_sandbox(box.pid):
                outside = grading.nk.listening_ports()
                seen.append(port in (outside or ()))
                time.sleep(0.1)
        self.assertTrue(any(seen))  # the relay listened outside all along ...
        self.assertGreater(len(seen), 5)  # ... while the kernel's own port came 1.5 s later

    def capped(self, argv, threads, cpus=1.0, memory_mb=None):
        """`argv` in the sandbox, capped the way the grader caps a kernel here."""
        if cgroup.available():
            groups = cgroup.KernelGroups(threads, cpus, memory_mb)
            self.addCleanup(groups.remove)
            return groups.command(self.box(argv, threads=threads, memory_mb=memory_mb))
        return self.box(argv, threads=threads)

    def test_a_thread_bomb_stops_at_the_cap_and_its_kernel_runs_at_the_graders_priority(self):
        script = ("import os, threading, time\nn = 0\ntry:\n"
                  "    for _ in range(2000):\n"
                  "        threading.Thread(target=time.sleep, args=(5,), daemon=True).start(); n += 1\n"
                  "except RuntimeError as e:\n    print('stopped:', e)\nprint(n, os.getpriority(os.PRIO_PROCESS, 0))\n")
        done = subprocess.run(self.capped([sandbox.PYTHON, "-c", script], threads=64), capture_output=True,
                              text=True, timeout=60)
        lines = done.stdout.split("\n")
        self.assertEqual("stopped: can't start new thread", lines[0])
        made, nice = map(int, lines[1].split())
        self.assertLess(made, 64)
        self.assertGreater(made, 32)  # the cap counts the sandbox's own tasks only, not the grader's
        self.assertEqual(sandbox.NICE, nice)
        self.assertEqual(0, nice)

    def test_two_busy_processes_get_at_most_the_cpu_cap(self):
        if not cgroup.available():
            self.skipTest("no writable cgroup cpu controller here: the kernel's CPU is not capped")
        spin = ("import os, time\nkids = []\nfor _ in range(2):\n    pid = os.fork()\n    if pid == 0:\n"
                "        end = time.monotonic() + 2\n        while time.monotonic() < end: pass\n        os._exit(0)\n"
                "    kids.append(pid)\nfor pid in kids: os.waitpid(pid, 0)\n"
                "t = os.times()\nprint(round(t.children_user + t.children_system, 2))\n")
        done = subprocess.run(self.capped([sandbox.PYTHON, "-c", spin], threads=64, cpus=0.5),
                              capture_output=True, text=True, timeout=60)
        used = float(done.stdout)
        self.assertLess(used, 1.5)  # two processes for 2 s each would use up to 4 CPU-seconds uncapped
        self.assertGreater(used, 0.05)  # they ran (on a machine at load 30 they got 0.24 CPU-seconds)

    def test_a_kernel_past_its_memory_is_killed_and_a_jvm_sizes_its_heap_from_the_cap(self):
        if not cgroup.available("memory"):
            self.skipTest("no writable cgroup memory controller here: the kernel's memory is not capped")
        hog = "import sys\nheld = b'x' * (600 << 20)\nprint('LEAK: 600 MB held under a 256 MB cap')\n"
        done = subprocess.run(self.capped([sandbox.PYTHON, "-c", hog], threads=64, memory_mb=256),
                              capture_output=True, text=True, timeout=60)
        self.assertEqual("", done.stdout)
        self.assertEqual(128 + signal.SIGKILL, done.returncode)  # the relay passes on how the kernel ended
        flags = subprocess.run(self.capped(["java", "-XX:+PrintFlagsFinal", "-version"], threads=64, memory_mb=256),
                               capture_output=True, text=True, timeout=60).stdout
        heap = int(re.search(r"\bMaxHeapSize\s*=\s*(\d+)", flags).group(1))
        # A share of the cap (a half for one so small, a quarter from 512 MB), not of the machine's memory.
        self.assertLessEqual(heap, 128 << 20)
        self.assertGreaterEqual(heap, 32 << 20)


# Run as an ordinary user (uid 65534 here): the sandbox module, copied where that user may read it,
# starts the probes in a sandbox as that user would, and prints what they did.
AS_USER = """
import json, os, subprocess, sys, tempfile
from nqkit import grade_sandbox as sandbox
if sandbox.SANDBOX is None:
    print("NO SANDBOX", sandbox.WHY_NOT)
    sys.exit(0)
work = tempfile.mkdtemp(prefix="nqk-grade-user-")
done = subprocess.run(sandbox.sandboxed(work, {}, ["/usr/bin/python3", "-c", sys.stdin.read()], user=sandbox.SandboxUser()),
                      capture_output=True, text=True, timeout=60)
print(done.stdout + done.stderr, end="")
print("DESCRIBE", sandbox.describe())
subprocess.run(["rm", "-rf", work])
sandbox.cleanup()
"""


@unittest.skipIf(os.geteuid() != 0 and sandbox.SANDBOX is None, f"no sandbox here: {sandbox.WHY_NOT}")
class OrdinaryUserTest(Attacks, unittest.TestCase):
    """The same attacks with the grader run as an ordinary user (uid 65534, made so by setpriv when
    the test runs as root, as in ./kit test): bwrap runs as that user."""

    def test_each_attack_fails_when_the_grader_is_an_ordinary_user(self):
        uid = os.geteuid() if os.geteuid() != 0 else 65534
        prefix = ["setpriv", f"--reuid={uid}", f"--regid={uid}", "--clear-groups", "--inh-caps=-all"] \
            if os.geteuid() == 0 else []
        self.make_targets()
        self.control(uid)
        code = Path(tempfile.mkdtemp(prefix="nqk-test-user-code-"))
        self.addCleanup(shutil.rmtree, code, True)
        os.chmod(code, 0o755)
        (code / "nqkit").mkdir(mode=0o755)
        for module in ("__init__.py", "grade_sandbox.py", "sandbox_init.py", "grade_cgroup.py", "grade_settings.py",
                       "nb_kernel.py"):
            shutil.copy(Path(sandbox.__file__).parent / module, code / "nqkit" / module)
            os.chmod(code / "nqkit" / module, 0o644)
        done = subprocess.run([*prefix, "/usr/bin/python3", "-c", AS_USER], cwd="/tmp",
                              env=dict(os.environ, PYTHONPATH=str(code)),
                              input=probe_script(self.socket_path, self.other, self.marker),
                              capture_output=True, text=True, timeout=120)
        if done.stdout.startswith("NO SANDBOX"):
            self.skipTest(f"bwrap cannot run as an ordinary user here: {done.stdout.strip()}")
        out, describe = done.stdout.rsplit("DESCRIBE ", 1)
        self.check(out, uid)
        self.assertIn(f"as you (uid {uid})", describe)


class CgroupTreeTest(unittest.TestCase):
    """The cap files a kernel's groups get, written into fake cgroup trees (v1 and v2) in a
    temporary folder; a real v2 run needs a machine whose v2 hierarchy has the pids and cpu
    controllers (skipped here with one line when it has not)."""

    def setUp(self):
        self.root = Path(tempfile.mkdtemp(prefix="nqk-test-cgroup-"))
        self.addCleanup(shutil.rmtree, self.root, True)

    def test_v2_groups_get_pids_cpu_and_memory_caps_and_the_grader_hands_the_controllers_down(self):
        own = self.root / "grader.service"
        own.mkdir()
        (own / "cgroup.controllers").write_text("cpuset cpu io memory pids\n")
        (own / "cgroup.subtree_control").write_text("")
        (own / "cgroup.procs").write_text(f"{os.getpid()}\n")
        tree = cgroup.Tree(self.root, 2, "0::/grader.service\n")
        self.assertEqual(["pids", "cpu", "memory"], tree.controllers())
        groups = cgroup.KernelGroups(200, 0.5, 512, tree=tree)
        folder = own / cgroup.PARENT / f"{os.getpid()}-{groups.folders[0].name.split('-')[1]}"
        self.assertEqual([folder], groups.folders)
        self.assertEqual("200", (folder / "pids.max").read_text())
        self.assertEqual("50000 100000", (folder / "cpu.max").read_text())
        self.assertEqual(str(512 << 20), (folder / "memory.max").read_text())
        self.assertEqual(str(os.getpid()), (own / cgroup.GRADER_LEAF / "cgroup.procs").read_text())
        self.assertEqual("+pids +cpu +memory", (own / "cgroup.subtree_control").read_text())
        self.assertEqual("+pids +cpu +memory", (own / cgroup.PARENT / "cgroup.subtree_control").read_text())
        self.assertEqual("800", (own / cgroup.PARENT / "cpu.weight").read_text())  # 8 busy processes' weight
        self.assertEqual(["python3", "-I", "-S", "-c", cgroup.ENTER, json.dumps([str(folder / "cgroup.procs")]), "x"],
                         [Path(groups.command(["x"])[0]).name[:7]] + groups.command(["x"])[1:])
        self.assertEqual("at most 200 threads, 0.5 CPU, 512 MB per kernel (cgroup v2)",
                         cgroup.describe(200, 0.5, 512, tree))

    def test_v2_without_pids_and_cpu_and_v1_without_write_access_cap_nothing(self):
        (self.root / "cgroup.controllers").write_text("memory io\n")
        (self.root / "cgroup.subtree_control").write_text("")
        tree = cgroup.Tree(self.root, 2, "0::/\n")
        self.assertEqual([], tree.controllers())
        self.assertIn("CPU and memory not capped", cgroup.describe(64, 1, 512, tree))

    def test_v1_groups_get_quota_and_limit_files_per_controller(self):
        for c in ("pids", "cpu", "memory"):
            (self.root / c / "box").mkdir(parents=True)
            (self.root / c / "cgroup.procs").write_text("")
            (self.root / c / "box" / "cgroup.procs").write_text("")
        tree = cgroup.Tree(self.root, 1, "8:pids:/box\n1:cpu:/box\n4:memory:/box\n")
        self.assertEqual(["pids", "cpu", "memory"], tree.controllers())
        groups = cgroup.KernelGroups(100, 1, 1024, tree=tree)
        pids, cpu, memory = groups.folders
        self.assertEqual(self.root / "cpu" / "box" / cgroup.PARENT / cpu.name, cpu)
        self.assertEqual("8192", (cpu.parent / "cpu.shares").read_text())
        self.assertEqual(("100", "100000", "100000", str(1 << 30)),
                         ((pids / "pids.max").read_text(), (cpu / "cpu.cfs_period_us").read_text(),
                          (cpu / "cpu.cfs_quota_us").read_text(), (memory / "memory.limit_in_bytes").read_text()))

    def test_a_real_v2_hierarchy_caps_a_kernel(self):
        if cgroup.TREE is None or cgroup.TREE.version != 2:
            self.skipTest("no cgroup v2 hierarchy with writable pids and cpu controllers here "
                          f"({'v1 in use' if cgroup.TREE is not None else 'none writable'})")
        groups = cgroup.KernelGroups(64, 0.5, 512)
        self.addCleanup(groups.remove)
        done = subprocess.run(groups.command(["/bin/cat", "/proc/self/cgroup"]), capture_output=True, text=True)
        self.assertIn(groups.folders[0].name, done.stdout)
        self.assertEqual("64", (groups.folders[0] / "pids.max").read_text().strip())


class KernelGroupsTest(unittest.TestCase):

    def test_a_cap_too_small_for_a_jvm_or_past_the_cpus_here_is_refused_by_name(self):
        with self.assertRaisesRegex(ValueError, r"^threads: 8 is too few for a JVM \(expected 16 or more\)$"):
            cgroup.KernelGroups(8, 1)
        with self.assertRaisesRegex(ValueError, r"^cpus: 0 \(expected 0.1 to \d+, the CPUs here\)$"):
            cgroup.KernelGroups(64, 0)
        with self.assertRaisesRegex(ValueError, r"^memory_mb: 100 is too little for a JVM \(expected 256 or more\)$"):
            cgroup.KernelGroups(64, 1, 100)


class StartUpGraceTest(unittest.TestCase):

    def test_the_grace_after_the_kernels_ports_listen_follows_the_start_up_timeout(self):
        from nqkit import nb_kernel
        self.assertEqual([3.0, 5.0, 5.0, 15.0, 60.0], [nb_kernel.grace(t) for t in (3, 5, 10, 30, 120)])
        self.assertEqual(sandbox.SANDBOX is not None, hasattr(sandbox.SandboxedKernelManager, "kernel_listening"))


class DescribeTest(unittest.TestCase):

    def test_the_first_line_names_the_layers_and_caps_that_hold_here(self):
        line = sandbox.describe()
        self.assertEqual(1, len(line.splitlines()))
        if sandbox.SANDBOX is None:
            self.assertTrue(line.startswith(f"sandbox: none ({sandbox.WHY_NOT})"), line)
        else:
            self.assertIn("bubblewrap", line)
            self.assertIn("not root" if os.geteuid() == 0 else "as you", line)
        self.assertIn("cgroup v" if cgroup.available() else "RLIMIT_NPROC", line)


if __name__ == "__main__":
    unittest.main()
