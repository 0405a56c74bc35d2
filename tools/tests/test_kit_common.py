#!/usr/bin/python3
"""Tests of what the tools share (tools/nqkit/kit_common.py): the one atomic writer, and that no tool
imports another in a cycle (a cycle loads a script twice, as `__main__` and by its name, so that
its exception classes exist twice and an `except` misses them).

    PYTHONPATH=tools /usr/bin/python3 -m tests.test_kit_common [-v]
"""

import ast
import os
import stat
import tempfile
import unittest
from pathlib import Path

from nqkit import kit_common
from nqkit.kit_common import KitError, write_atomic

PACKAGE = Path(kit_common.__file__).resolve().parent


class WriteAtomicTest(unittest.TestCase):

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.dir = Path(self.tmp.name)

    def tearDown(self):
        self.tmp.cleanup()

    def leftovers(self, folder=None):
        return sorted(p.name for p in (folder or self.dir).iterdir() if p.name.endswith(".tmp"))

    def test_a_new_file_is_written_whole_in_a_new_folder_with_the_umask_permissions(self):
        path = self.dir / "a" / "b" / "grades.csv"
        write_atomic(path, "student,exercise\nann,é\n")
        self.assertEqual("student,exercise\nann,é\n", path.read_text(encoding="utf-8"))
        self.assertEqual(0o666 & ~kit_common._umask(), stat.S_IMODE(path.stat().st_mode))
        self.assertEqual([], self.leftovers(path.parent))

    def test_a_replaced_file_keeps_its_permissions(self):
        path = self.dir / "f.txt"
        path.write_text("old")
        path.chmod(0o640)
        write_atomic(path, "new")
        self.assertEqual(("new", 0o640), (path.read_text(), stat.S_IMODE(path.stat().st_mode)))

    def test_a_failed_write_leaves_the_old_file_and_no_temporary_file(self):
        path = self.dir / "f.txt"
        path.write_text("old")
        with self.assertRaises(UnicodeEncodeError):
            write_atomic(path, "half \ud800 written")  # a lone surrogate cannot be encoded
        self.assertEqual("old", path.read_text())
        self.assertEqual([], self.leftovers())

    def test_a_link_a_folder_or_a_fifo_at_the_path_is_refused_and_left_as_it_was(self):
        victim = self.dir / "victim.txt"
        victim.write_text("mine")
        link = self.dir / "link.txt"
        link.symlink_to(victim)
        with self.assertRaisesRegex(KitError, r"link\.txt: not written: it is a symbolic link \(the kit replaces"
                                              r" only regular files\)$"):
            write_atomic(link, "forged")
        self.assertEqual(("mine", True), (victim.read_text(), link.is_symlink()))
        dangling = self.dir / "dangling.txt"
        dangling.symlink_to(self.dir / "nowhere")
        with self.assertRaisesRegex(KitError, "it is a symbolic link"):
            write_atomic(dangling, "x")
        self.assertFalse((self.dir / "nowhere").exists())
        (self.dir / "folder").mkdir()
        with self.assertRaisesRegex(KitError, r"folder: not written: it is a folder"):
            write_atomic(self.dir / "folder", "x")
        os.mkfifo(self.dir / "fifo")
        with self.assertRaisesRegex(KitError, r"fifo: not written: it is not a regular file"):
            write_atomic(self.dir / "fifo", "x")
        self.assertEqual([], self.leftovers())


def module_name(path):
    """A module's name under nqkit: assignments, ci.steps."""
    return ".".join(path.relative_to(PACKAGE).with_suffix("").parts)


def tool_imports():
    """{nqkit module: the nqkit modules it imports anywhere in its file (functions included)}; the
    modules of a subpackage (nqkit/ci) by their dotted names (ci.steps)."""
    paths = [p for p in PACKAGE.rglob("*.py") if p.name != "__init__.py"]
    tools = {module_name(p) for p in paths}
    graph = {}
    for path in paths:
        found = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found |= {a.name.split(".", 1)[1] for a in node.names if a.name.startswith("nqkit.")}
            elif isinstance(node, ast.ImportFrom) and node.module and (node.module + ".").startswith("nqkit."):
                package = node.module.split(".", 1)[1] if "." in node.module else ""
                found |= {f"{package}.{a.name}" if package else a.name for a in node.names}
                found.add(package)
        graph[module_name(path)] = found & tools - {module_name(path)}
    return graph


def cycle(graph):
    """One import cycle as a list of modules (first repeated at the end), or None."""
    state = {}

    def visit(node, path):
        state[node] = "open"
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == "open":
                return path[path.index(nxt):] + [nxt]
            if nxt not in state:
                found = visit(nxt, path + [nxt])
                if found:
                    return found
        state[node] = "done"
        return None

    for start in sorted(graph):
        if start not in state:
            found = visit(start, [start])
            if found:
                return found
    return None


class ImportsTest(unittest.TestCase):

    def test_no_tool_imports_another_in_a_cycle(self):
        graph = tool_imports()
        self.assertIn("grading", graph["assignments"])  # the scan sees imports inside functions
        self.assertIsNone(cycle(graph), "an import cycle among the nqkit modules")
        self.assertEqual(["a", "b", "a"], cycle({"a": {"b"}, "b": {"a"}}))

    def test_the_shared_module_imports_no_tool_and_every_writer_is_the_shared_one(self):
        self.assertEqual(set(), tool_imports()["kit_common"])
        self.assertIn("ci.env", tool_imports()["ci.build"])  # the subpackage's modules are scanned too
        for path in [*PACKAGE.rglob("*.py"), *Path(__file__).parent.glob("*.py")]:
            text = path.read_text(encoding="utf-8")
            if path.name not in ("kit_common.py", Path(__file__).name):
                self.assertNotIn("os.replace(", text, f"{path.name} renames files itself: use kit_common.write_atomic")
                self.assertNotIn("mkstemp(", text, f"{path.name} writes a temporary file itself")


if __name__ == "__main__":
    unittest.main()
