#!/usr/bin/python3
"""Tests of what the grader does before and around a kernel, without starting one: submissions
checked as files before they are read, outputs capped, and the sandbox a kernel runs in (its
plan, and, where unprivileged namespaces work, a shell run in it in place of the kernel).

    /usr/bin/python3 -m unittest tools/test_grade_sandbox.py

The attacks from a real kernel (student code writing to /etc, reading the instructor's notebooks,
two kernels passing a message, a 1 GB print) are cases of tools/test_assignments.py's grading run.
"""

import contextlib
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

sys.path.insert(0, str(Path(__file__).resolve().parent))
import grade_cgroup as cgroup  # noqa: E402
import grade_limits as limits  # noqa: E402
import grade_sandbox as sandbox  # noqa: E402
import grading  # noqa: E402

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
        (grading.ROOT / "build").mkdir(exist_ok=True)  # not under /tmp or /var/tmp, which the sandbox replaces
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
        plan = sandbox.sandbox_plan(self.work, {classpath: sandbox.CLASSPATH_INSIDE}, [self.kit.parent],
                                    ["java", "-jar", str(self.jar), "{connection_file}"], env, self.spec,
                                    keep_env=("SPEC_OPTS",))
        jar_inside = f"{sandbox.NEUTRAL}/2-kernel-jar"
        self.assertEqual(["java", "-jar", f"{jar_inside}/kernel.jar", "{connection_file}"], plan["argv"])
        self.assertEqual([(str(self.work), str(self.work), "rw"), (str(classpath), sandbox.CLASSPATH_INSIDE, "ro"),
                          (str(self.spec), f"{sandbox.NEUTRAL}/1-java", "ro"),
                          (str(self.jar.parent), jar_inside, "ro")], plan["keep"])
        # A kit cloned under /tmp (as CI may) needs no hiding: the private /tmp leaves nothing of it.
        gone = sandbox._under(self.kit.parent, [p for p, _ in plan["scratch"]])
        self.assertEqual([] if gone else [str(self.kit.parent)], plan["hidden"])
        self.assertEqual({"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "JJAVA_JVM_OPTS": "-Xmx1g",
                          "SPEC_OPTS": f"-Dx={jar_inside}/kernel.jar",
                          "HOME": str(self.work), "TMPDIR": "/tmp"}, plan["env"])
        self.assertEqual(["/tmp", "/var/tmp", "/dev/shm", "/run/lock"][:len(plan["scratch"])],
                         [p for p, _ in plan["scratch"]][:4])

    def test_every_entry_of_the_kernels_class_path_is_kept_at_a_neutral_path(self):
        # The bundled kernel runs as `java -cp FIX:JAR MainApp`: the fix's folder and the jar's.
        fix = self.kit / "build" / "jupyter" / "kernel-fix"
        fix.mkdir(parents=True)
        plan = sandbox.sandbox_plan(self.work, {}, [self.kit.parent],
                                    ["java", "-cp", f"{fix}:{self.jar}", "Main", "{connection_file}"],
                                    {"PATH": "/usr/bin:/bin"})
        self.assertEqual(["java", "-cp", f"{sandbox.NEUTRAL}/0-kernel-fix:{sandbox.NEUTRAL}/1-kernel-jar/kernel.jar",
                          "Main", "{connection_file}"], plan["argv"])
        self.assertEqual([(str(fix), f"{sandbox.NEUTRAL}/0-kernel-fix", "ro"),
                          (str(self.jar.parent), f"{sandbox.NEUTRAL}/1-kernel-jar", "ro")], plan["keep"][1:])

    def test_the_kit_its_parent_its_git_checkout_and_the_home_are_hidden(self):
        places = sandbox.hidden_places(grading.ROOT, self.top)
        common = subprocess.run(["git", "-C", str(grading.ROOT), "rev-parse", "--path-format=absolute",
                                 "--git-common-dir"], capture_output=True, text=True).stdout.strip()
        for must in [grading.ROOT, Path.home()] + ([Path(common).parent] if common else []):
            self.assertTrue(any(must == p or p in must.parents for p in places), f"{must} not under {places}")
        self.assertFalse(set(places) & sandbox.SYSTEM)


@unittest.skipIf(sandbox.SANDBOX is None, "no unprivileged user namespaces here (or NQK_GRADE_SANDBOX=0)")
class SandboxRunTest(unittest.TestCase):
    """A shell in the kernel's place: what student code could do there."""

    def setUp(self):
        (grading.ROOT / "build").mkdir(exist_ok=True)  # not under /tmp or /var/tmp, which the sandbox replaces
        self.top = Path(tempfile.mkdtemp(prefix="nqk-test-box-", dir=grading.ROOT / "build"))
        self.addCleanup(subprocess.run, ["rm", "-rf", str(self.top)])
        self.secret = self.top / "kit"
        (self.secret / "classpath").mkdir(parents=True)
        (self.secret / "classpath" / "Lib.class").write_text("lib")
        (self.secret / "solution.ipynb").write_text("BEGIN SOLUTION")
        self.work = Path(tempfile.mkdtemp(prefix="nqk-grade-test-"))
        self.addCleanup(subprocess.run, ["rm", "-rf", str(self.work)])

    def run_in_box(self, script):
        argv = sandbox.sandboxed(self.work, {self.secret / "classpath": sandbox.CLASSPATH_INSIDE}, [self.secret],
                                 ["/bin/sh", "-c", script], file_limit=100_000)
        done = subprocess.run(argv, capture_output=True, text=True, timeout=60)
        self.assertEqual("", done.stderr)
        return done.stdout

    def test_only_the_work_folder_and_private_scratch_space_are_writable(self):
        out = self.run_in_box(
            "for d in /etc /usr/lib /opt /var/tmp /dev/shm /tmp /run/lock . " + str(self.secret) + "; do "
            "  if echo x 2>/dev/null > $d/nqk-probe; then echo wrote $d; else echo refused $d; fi; done; "
            "ls -A /tmp | grep -v -e '^nqk$' -e '^nqk-grade-'; ls -A " + str(self.secret) + " 2>/dev/null; cat /tmp/nqk/classpath/Lib.class; echo")
        self.assertEqual(["refused /etc", "refused /usr/lib", "refused /opt", "wrote /var/tmp", "wrote /dev/shm",
                          "wrote /tmp", "wrote /run/lock", "wrote .", f"refused {self.secret}", "nqk-probe", "lib"],
                         [l for l in out.split("\n") if l and not (l.startswith("refused /run/lock")
                                                                   and not Path("/run/lock").is_dir())])
        self.assertEqual("x\n", (self.work / "nqk-probe").read_text())
        for place in ("/var/tmp", "/dev/shm", "/tmp", "/run/lock"):
            self.assertFalse((Path(place) / "nqk-probe").exists(), place)

    def test_a_fifo_the_grader_makes_in_the_work_folder_crosses_the_sandbox(self):
        os.mkfifo(self.work / "to-grader")
        box = subprocess.Popen(sandbox.sandboxed(self.work, {}, [self.secret], ["/bin/sh", "-c", "echo 42 > to-grader"]))
        self.addCleanup(box.wait, 30)
        with deadline(30), open(self.work / "to-grader") as f:
            self.assertEqual("42\n", f.read())

    def test_a_unix_socket_the_grader_listens_on_in_the_work_folder_is_reachable(self):
        server = socket.socket(socket.AF_UNIX)
        self.addCleanup(server.close)
        server.bind(str(self.work / "judge.sock"))
        server.listen(1)
        client = ("import socket; s = socket.socket(socket.AF_UNIX); s.connect('judge.sock'); s.sendall(b'42'); "
                  "s.close()")
        box = subprocess.Popen(sandbox.sandboxed(self.work, {}, [self.secret], [sys.executable, "-c", client]))
        self.addCleanup(box.wait, 30)
        with deadline(30):
            conn, _ = server.accept()
            with conn:
                self.assertEqual(b"42", conn.recv(10))

    def test_nothing_written_can_run_hidden_mounts_stay_and_the_ipc_namespace_is_private(self):
        out = self.run_in_box(
            "cp /bin/true /tmp/t && chmod +x /tmp/t && (/tmp/t 2>/dev/null && echo ran /tmp || echo noexec /tmp); "
            "cp /bin/true ./t && chmod +x ./t && (./t 2>/dev/null && echo ran work || echo noexec work); "
            f"umount {self.secret} 2>/dev/null && echo unmounted || echo stays; "
            "mount -o remount,rw / 2>/dev/null && echo rw || echo ro; readlink /proc/self/ns/ipc; "
            "ls /proc | grep -c '^[0-9]'; cat /proc/self/oom_score_adj; "
            "(head -c 300000 /dev/zero > big) 2>/dev/null; stat -c %s big")
        lines = out.split("\n")
        self.assertEqual(["noexec /tmp", "noexec work", "stays", "ro"], lines[:4])
        self.assertNotEqual(os.readlink("/proc/self/ns/ipc"), lines[4])
        self.assertLessEqual(int(lines[5]), 6)  # the sandbox's own processes only
        self.assertEqual("800", lines[6])  # short of memory, a kernel is killed before the grader
        self.assertEqual("100000", lines[7])  # no file past the limit

    def test_no_process_in_the_sandbox_shows_a_hidden_path_in_its_command_line_or_environment(self):
        out = self.run_in_box("for p in /proc/[0-9]*; do cat $p/cmdline $p/environ 2>/dev/null; echo; done; "
                              "cat /proc/1/environ >/dev/null 2>&1 && echo readable || echo unreadable")
        self.assertNotIn(str(self.secret), out)
        self.assertNotIn(str(grading.ROOT), out)
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
        script = (f"import socket\n"
                  f"for name, family, where in (('tcp', socket.AF_INET, ('127.0.0.1', {grader.getsockname()[1]})),"
                  f" ('abstract', socket.AF_UNIX, '\\0nqk-test-abstract')):\n"
                  f"    try:\n        socket.socket(family).connect(where); print('reached', name)\n"
                  f"    except OSError: print('refused', name)\n"
                  f"print(sorted(n for _, n in socket.if_nameindex()))\n"
                  f"l = socket.socket(); l.bind(('127.0.0.1', {port})); l.listen(1); print('listening', flush=True)\n"
                  f"c, _ = l.accept(); c.sendall(c.recv(5).upper()); c.close()\n")
        box = subprocess.Popen(sandbox.sandboxed(self.work, {}, [self.secret], [sys.executable, "-c", script],
                                                 relay=[port]), stdout=subprocess.PIPE, text=True)
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
        self.assertEqual(["refused tcp", "refused abstract", "['lo']", "listening"], out.split("\n")[:4])
        self.assertEqual(0, box.returncode)

    def capped(self, argv, threads, cpus=1.0, memory_mb=None):
        """`argv` in the sandbox, capped the way the grader caps a kernel here."""
        if cgroup.available():
            groups = cgroup.KernelGroups(threads, cpus, memory_mb)
            self.addCleanup(groups.remove)
            return groups.command(sandbox.sandboxed(self.work, {}, [self.secret], argv, threads=threads))
        if os.geteuid() == 0:
            self.skipTest("root without cgroup v1 pids and cpu: Linux does not cap root's threads")
        return sandbox.sandboxed(self.work, {}, [self.secret], argv, threads=threads)

    def test_a_thread_bomb_stops_at_the_cap_and_its_kernel_runs_at_low_priority(self):
        script = ("import os, threading, time\nn = 0\ntry:\n"
                  "    for _ in range(2000):\n"
                  "        threading.Thread(target=time.sleep, args=(5,), daemon=True).start(); n += 1\n"
                  "except RuntimeError as e:\n    print('stopped:', e)\nprint(n, os.getpriority(os.PRIO_PROCESS, 0))\n")
        done = subprocess.run(self.capped([sys.executable, "-c", script], threads=64), capture_output=True,
                              text=True, timeout=60)
        lines = done.stdout.split("\n")
        self.assertEqual("stopped: can't start new thread", lines[0])
        made, nice = map(int, lines[1].split())
        self.assertLess(made, 64)
        self.assertGreater(made, 32)  # the cap counts the sandbox's own tasks only, not the grader's
        self.assertEqual(sandbox.NICE, nice)

    def test_two_busy_processes_get_at_most_the_cpu_cap(self):
        if not cgroup.available():
            self.skipTest("no cgroup v1 cpu controller to write here: the kernel's CPU is not capped")
        spin = ("import os, time\nkids = []\nfor _ in range(2):\n    pid = os.fork()\n    if pid == 0:\n"
                "        end = time.monotonic() + 2\n        while time.monotonic() < end: pass\n        os._exit(0)\n"
                "    kids.append(pid)\nfor pid in kids: os.waitpid(pid, 0)\n"
                "t = os.times()\nprint(round(t.children_user + t.children_system, 2))\n")
        done = subprocess.run(self.capped([sys.executable, "-c", spin], threads=64, cpus=0.5),
                              capture_output=True, text=True, timeout=60)
        used = float(done.stdout)
        self.assertLess(used, 1.5)  # two processes for 2 s each would use up to 4 CPU-seconds uncapped
        self.assertGreater(used, 0.3)

    def test_a_kernel_past_its_memory_is_killed_and_a_jvm_sizes_its_heap_from_the_cap(self):
        if not cgroup.available("memory"):
            self.skipTest("no cgroup v1 memory controller to write here: the kernel's memory is not capped")
        hog = "import sys\nheld = b'x' * (600 << 20)\nprint('LEAK: 600 MB held under a 256 MB cap')\n"
        done = subprocess.run(self.capped([sys.executable, "-c", hog], threads=64, memory_mb=256),
                              capture_output=True, text=True, timeout=60)
        self.assertEqual("", done.stdout)
        self.assertEqual(128 + signal.SIGKILL, done.returncode)  # the relay passes on how the kernel ended
        java = shutil.which("java")
        flags = subprocess.run(self.capped([java, "-XX:+PrintFlagsFinal", "-version"], threads=64, memory_mb=256),
                               capture_output=True, text=True, timeout=60).stdout
        heap = int(re.search(r"\bMaxHeapSize\s*=\s*(\d+)", flags).group(1))
        # A share of the cap (a half for one so small, a quarter from 512 MB), not of the machine's memory.
        self.assertLessEqual(heap, 128 << 20)
        self.assertGreaterEqual(heap, 32 << 20)


class KernelGroupsTest(unittest.TestCase):

    def test_a_cap_too_small_for_a_jvm_or_past_the_cpus_here_is_refused_by_name(self):
        with self.assertRaisesRegex(ValueError, r"^threads: 8 is too few for a JVM \(expected 16 or more\)$"):
            cgroup.KernelGroups(8, 1)
        with self.assertRaisesRegex(ValueError, r"^cpus: 0 \(expected 0.1 to \d+, the CPUs here\)$"):
            cgroup.KernelGroups(64, 0)
        with self.assertRaisesRegex(ValueError, r"^memory_mb: 100 is too little for a JVM \(expected 256 or more\)$"):
            cgroup.KernelGroups(64, 1, 100)


if __name__ == "__main__":
    unittest.main()
