"""Unit tests of the notebook runner's post-processing and checks, on small synthetic notebooks.

Run with Debian's python (it has nbformat and nbconvert): PYTHONPATH=tools /usr/bin/python3 -m
unittest discover -s tools/tests -t tools. ./kit test runs them. No kernel is started.
"""

import asyncio
import base64
import importlib.util
import io
import json
import os
import random
import socket
import struct
import subprocess
import tempfile
import time
import unittest
import warnings
import zlib
from pathlib import Path

import nbformat
from nbformat.v4 import (new_code_cell, new_markdown_cell, new_notebook, new_output)


from nqkit import kit_common
from nqkit import nb_kernel
from nqkit import nb_outputs
from nqkit import nb_source
from nqkit import run_notebooks
from nqkit.nb_outputs import output_problems, png_problem, repair_png, tidy
from nqkit.nb_source import check_notebook, definitions


# --------------------------------------------------------------------------- helpers


def chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))


def make_png(width=7, height=5, text=b"", seed=1):
    """An RGB PNG of random pixels (filter byte 0 on every row), with an optional tEXt chunk."""
    rnd = random.Random(seed)
    raw = b"".join(b"\x00" + bytes(rnd.randrange(256) for _ in range(3 * width))
                   for _ in range(height))
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    extra = chunk(b"tEXt", b"Comment\x00" + text) if text else b""
    return (nb_outputs.PNG_SIGNATURE + chunk(b"IHDR", ihdr) + extra
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def png_of_length_mod3(remainder):
    """A valid PNG whose byte length leaves `remainder` when divided by 3."""
    for pad in range(1, 4):
        png = make_png(text=b"x" * pad)
        if len(png) % 3 == remainder:
            return png
    raise AssertionError("unreachable: three paddings cover every remainder")


def as_kernels_send(png):
    """The base64 text IJava/JJava send: Base64.getEncoder().wrap(out) never closed, so only
    whole 3-byte groups are encoded and the last 1 or 2 bytes are lost."""
    return base64.b64encode(png[:len(png) // 3 * 3]).decode("ascii")


def stream(text, name="stdout"):
    return new_output("stream", name=name, text=text)


def image_output(png_b64, kind="execute_result", text_plain=None):
    data = {"image/png": png_b64}
    if text_plain is not None:
        data["text/plain"] = text_plain
    extra = {"execution_count": 1} if kind == "execute_result" else {}
    return new_output(kind, data=data, **extra)


def notebook(*cells_outputs):
    """A notebook of code cells, each given as its list of outputs (a setup cell first)."""
    nb = new_notebook()
    nb.cells = [new_markdown_cell("# title")]
    for outputs in cells_outputs:
        cell = new_code_cell("x")
        cell.outputs = list(outputs)
        nb.cells.append(cell)
    return nb


def checks(problems):
    return [(p.check, p.cell) for p in problems]


# --------------------------------------------------------------------------- tidy


class StreamMergeTest(unittest.TestCase):

    def test_consecutive_fragments_of_one_stream_become_one_output(self):
        fragments = [stream(t) for t in ("gen ", "12", ", best ", "27", "\n", "done\n")]
        nb = notebook(fragments)
        done = tidy(nb)
        self.assertEqual([o.text for o in nb.cells[1].outputs], ["gen 12, best 27\ndone\n"])
        self.assertEqual(done.fragments_merged, 5)

    def test_stdout_and_stderr_stay_apart_and_in_order(self):
        nb = notebook([stream("a"), stream("b"), stream("oops\n", "stderr"), stream("c")])
        tidy(nb)
        self.assertEqual([(o.name, o.text) for o in nb.cells[1].outputs],
                         [("stdout", "ab"), ("stderr", "oops\n"), ("stdout", "c")])

    def test_an_image_between_fragments_is_kept_between_them(self):
        png = base64.b64encode(make_png()).decode()
        nb = notebook([stream("before "), stream("image\n"), image_output(png), stream("after\n")])
        tidy(nb)
        outputs = nb.cells[1].outputs
        self.assertEqual(len(outputs), 3)
        self.assertEqual(outputs[0].text, "before image\n")
        self.assertIn("image/png", outputs[1].data)
        self.assertEqual(outputs[2].text, "after\n")

    def test_a_line_split_over_fragments_is_measured_whole(self):
        nb = notebook([stream("x" * 60), stream("y" * 41 + "\n")])
        self.assertEqual(checks(output_problems(nb)), [])  # fragments alone are short
        tidy(nb)
        self.assertEqual(checks(output_problems(nb)), [("width", 1)])


class ImageTextTest(unittest.TestCase):
    JJAVA_TEXT = ("BufferedImage@46e1359a: type = 1 DirectColorModel: rmask=ff0000 gmask=ff00"
                  " bmask=ff amask=0 IntegerInterleavedRaster: width = 600 height = 400")

    def test_buffered_image_text_beside_an_image_is_dropped_and_the_image_kept(self):
        png = base64.b64encode(make_png()).decode()
        for text in (self.JJAVA_TEXT, "java.awt.image.BufferedImage@1b6d3586",
                     "BufferedImage@7f"):
            nb = notebook([image_output(png, text_plain=text),
                           image_output(png, "display_data", text_plain=text)])
            done = tidy(nb)
            for out in nb.cells[1].outputs:
                self.assertEqual(set(out.data), {"image/png"}, text)
            self.assertEqual(done.image_texts_dropped, 2)

    def test_other_text_beside_an_image_and_buffered_image_text_alone_are_kept(self):
        png = base64.b64encode(make_png()).decode()
        nb = notebook([image_output(png, text_plain="a chart of best fitness"),
                       new_output("execute_result", data={"text/plain": self.JJAVA_TEXT},
                                  execution_count=2)])
        self.assertEqual(tidy(nb).image_texts_dropped, 0)
        self.assertEqual(nb.cells[1].outputs[0].data["text/plain"], "a chart of best fitness")
        self.assertEqual(nb.cells[1].outputs[1].data["text/plain"], self.JJAVA_TEXT)


# --------------------------------------------------------------------------- PNG


class PngTest(unittest.TestCase):

    def test_generated_pngs_are_valid(self):
        for remainder in (0, 1, 2):
            self.assertIsNone(png_problem(png_of_length_mod3(remainder)))

    def test_the_kernels_lose_one_or_two_bytes_exactly_when_the_length_is_not_a_multiple_of_3(self):
        self.assertEqual(base64.b64decode(as_kernels_send(png_of_length_mod3(0))),
                         png_of_length_mod3(0))
        self.assertEqual(len(png_of_length_mod3(1)) - len(
            base64.b64decode(as_kernels_send(png_of_length_mod3(1)))), 1)
        self.assertEqual(len(png_of_length_mod3(2)) - len(
            base64.b64decode(as_kernels_send(png_of_length_mod3(2)))), 2)

    def test_a_png_short_of_its_last_one_or_two_bytes_is_invalid_then_repaired_exactly(self):
        for remainder, lost in ((1, 1), (2, 2)):
            png = png_of_length_mod3(remainder)
            cut = png[:-lost]
            self.assertIn("cut short", png_problem(cut))
            self.assertEqual(repair_png(cut), png)

    def test_tidy_repairs_the_pngs_the_kernels_send_and_leaves_whole_ones_alone(self):
        pngs = [png_of_length_mod3(r) for r in (0, 1, 2)]
        nb = notebook([image_output(as_kernels_send(p)) for p in pngs])
        self.assertEqual(checks(output_problems(nb)), [("png", 1), ("png", 1)])
        self.assertEqual(tidy(nb).pngs_repaired, 2)
        saved = [base64.b64decode(o.data["image/png"]) for o in nb.cells[1].outputs]
        self.assertEqual(saved, pngs)
        self.assertEqual(output_problems(nb), [])

    @unittest.skipUnless(importlib.util.find_spec("PIL"), "python3-pil not installed")
    def test_a_real_decoder_reads_the_repaired_png_pixel_for_pixel(self):
        # Pillow, like browsers, shows a PNG cut in its IEND CRC too; libpng refuses it, and so
        # does png_problem. Here Pillow confirms the repaired file holds the image we made.
        from PIL import Image
        png = png_of_length_mod3(2)
        image = Image.open(io.BytesIO(repair_png(png[:-2])))
        image.load()
        rnd = random.Random(1)
        expected = []
        for _ in range(5):
            row = [rnd.randrange(256) for _ in range(3 * 7)]
            expected += [tuple(row[i:i + 3]) for i in range(0, len(row), 3)]
        self.assertEqual((image.size, image.mode), ((7, 5), "RGB"))
        self.assertEqual(list(image.getdata()), expected)

    def test_what_repair_cannot_mend_is_reported_as_an_invalid_png(self):
        png = make_png()
        idat = png.index(b"IDAT")
        cases = {
            "no PNG signature": b"GIF89a" + png[6:],
            "bad CRC in chunk b'IDAT'":
                png[:idat + 6] + bytes([png[idat + 6] ^ 1]) + png[idat + 7:],
            "cut short": png[:idat + 10],
            "3 bytes after IEND": png + b"abc",
            "image data holds": make_png_with_raw(b"\x00" * 10),
            "bad filter type in row 0": make_png_with_raw(b"\x07" + b"\x00" * (22 * 5 - 1)),
        }
        for expected, data in cases.items():
            self.assertEqual(repair_png(data), data, expected)
            self.assertIn(expected, png_problem(data) or "valid", expected)
        nb = notebook([image_output(base64.b64encode(cases["cut short"]).decode())])
        tidy(nb)
        problems = output_problems(nb)
        self.assertEqual(checks(problems), [("png", 1)])
        self.assertIn("image 1 is not a valid PNG: cut short", problems[0].message)


def make_png_with_raw(raw, width=7, height=5):
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (nb_outputs.PNG_SIGNATURE + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(raw))
            + chunk(b"IEND", b""))


# --------------------------------------------------------------------------- output checks


class OutputCheckTest(unittest.TestCase):

    def test_any_stderr_output_fails_naming_its_cell_and_first_line(self):
        nb = notebook([stream("fine\n")], [stream("\nWARNING: '%jars' magic is deprecated\n",
                                                  "stderr")])
        problems = output_problems(nb)
        self.assertEqual(checks(problems), [("stderr", 2)])
        self.assertIn("'%jars' magic is deprecated", problems[0].message)

    def test_width_allows_100_columns_and_fails_on_101(self):
        self.assertEqual(output_problems(notebook([stream("a" * 100 + "\n" + "b" * 100)])), [])
        problems = output_problems(notebook([stream("a" * 101 + "\n" + "b" * 150 + "\n")]))
        self.assertEqual(checks(problems), [("width", 1)])
        self.assertIn("2 output line(s) over 100 columns, the widest 150", problems[0].message)

    def test_width_ignores_colour_codes_and_counts_tabs_as_spaces(self):
        coloured = "\x1b[0m\x1b[32m" + "a" * 100 + "\x1b[0m\n"
        self.assertEqual(output_problems(notebook([stream(coloured)])), [])
        self.assertEqual(checks(output_problems(notebook([stream("\t" * 12 + "abcde")]))),
                         [("width", 1)])  # 96 columns of tabs + 5

    def test_width_reads_text_plain_and_tag_free_html_but_not_markup(self):
        wide = "w" * 120
        text = new_output("execute_result", data={"text/plain": wide}, execution_count=1)
        bare_html = new_output("execute_result", data={"text/html": wide}, execution_count=2)
        markup = new_output("display_data", data={"text/html": f"<table><tr><td>{wide}</td>"})
        self.assertEqual(checks(output_problems(notebook([text], [bare_html], [markup]))),
                         [("width", 1), ("width", 2)])

    def test_a_value_that_means_nothing_fails(self):
        for shown in ("java.io.PrintStream@1b6d3586", "3f2a1c9e-0b1d-4a44-9c4e-2b7d5e6f7a8b"):
            for mime in ("text/plain", "text/html"):
                out = new_output("execute_result", data={mime: shown}, execution_count=1)
                self.assertEqual(checks(output_problems(notebook([out]))), [("value", 1)])
        printed = stream("java.io.PrintStream@1b6d3586\n")  # printed on purpose: allowed
        self.assertEqual(output_problems(notebook([printed])), [])

    def test_a_machine_path_in_any_output_fails(self):
        # What the bundled kernel's own %classpath printed under every setup cell.
        added = stream("\x1b[0m\x1b[32mAdd /home/ana/nq/notebooks/../lib/target/classpath to classpath\n")
        problems = output_problems(notebook([added]))
        self.assertEqual(checks(problems), [("path", 1)])
        self.assertEqual("shows a machine path: /home/ana/nq/notebooks/../lib/target/classpath",
                         problems[0].message)
        checkout = str(Path(__file__).resolve().parents[2])
        html = new_output("display_data", data={"text/html": f"<td>{checkout}/runs.csv</td>"})
        error = new_output("error", ename="E", evalue="x", traceback=["at C:\\Users\\ana\\x.java"])
        self.assertEqual(checks(output_problems(notebook([stream("ok\n")], [html], [error]))),
                         [("path", 2), ("path", 3)])

    def test_relative_paths_fractions_and_urls_are_not_machine_paths(self):
        fine = stream("see build/notebooks/06.html; 27/28 solved; 3 s/run;"
                      "\nhttps://example.org/home/x; ../lib/target/classpath\n")
        self.assertEqual(output_problems(notebook([fine])), [])


# --------------------------------------------------------------------------- source checks


class DefinitionTest(unittest.TestCase):

    def test_methods_and_types_are_found_by_kind_and_name(self):
        cases = {
            "int square(int x) { return x * x; }": [("method", "square")],
            "static <T> List<T> firstTwo(List<T> xs)\n{\n  return xs.subList(0, 2);\n}":
                [("method", "firstTwo")],
            "void save(Path p) throws IOException, java.io.UncheckedIOException { }":
                [("method", "save")],
            "Map<String, List<int[]>> byName() { return null; }": [("method", "byName")],
            "int[][] grid(int n) { return new int[n][n]; }": [("method", "grid")],
            "class Helper { }": [("class", "Helper")],
            "public final class Helper extends Object { }": [("class", "Helper")],
            "record Point(int x, int y) { }": [("record", "Point")],
            "record Pair<A, B>(A a, B b) {}": [("record", "Pair")],
            "enum Colour { RED, GREEN }": [("enum", "Colour")],
            "interface Scorer { int score(int[] g); }": [("interface", "Scorer")],
            "@interface Marker { }": [("@interface", "Marker")],
            "var r = new Runnable() {\n  public void run() { }\n};": [("method", "run")],
        }
        for source, expected in cases.items():
            self.assertEqual(definitions(source), expected, source)

    def test_statements_calls_lambdas_and_literals_are_not_definitions(self):
        sources = [
            "if (n > 8) {\n  x();\n} else if (n > 4) {\n  y();\n} else {\n  z();\n}",
            "for (int i = 0; i < n; i++) { }\nfor (var g : gens) { }\nwhile (busy()) { }",
            "switch (k) { case 1 -> { a(); } default -> { } }",
            "try (var in = open(p)) { } catch (IOException e) { } finally { }",
            "synchronized (lock) { }\ndo { } while (false);",
            "list.forEach(x -> { System.out.println(x); });\nRunnable r = () -> { };",
            "var t = new Thread(() -> { });\nvar o = new Object() { };",
            "Class<?> c = String.class;\nSystem.out.println(Foo.class.getName());",
            'String s = "void fake(int x) { } class Nope { }";',
            'String t = """\n  record Nope(int x) { }\n  int fake() { }\n  """;',
            "// class Nope { }\n/* int fake(int x) { } */ int y = 1;",
            "var record = table.row(0);\nrecord.print();\nint interfaceCount = 2;",
            "char c = '{'; char d = '\\''; if (c == d) { }",
            "Engine e = Engine.builder(Encoding.PERMUTATION, 8).populationSize(50).build();",
            "return switch (x) { default -> { yield 1; } };",
        ]
        for source in sources:
            self.assertEqual(definitions(source), [], source)


def write_notebook(folder, name, *sources, setup="%classpath ../lib/target/classpath"):
    nb = new_notebook()
    nb.metadata.kernelspec = {"name": "java", "display_name": "Java", "language": "java"}
    nb.cells = [new_markdown_cell("# t"), new_code_cell(setup)] + [
        new_code_cell(s) for s in sources]
    path = Path(folder) / f"{name}.ipynb"
    path.parent.mkdir(parents=True, exist_ok=True)
    nbformat.write(nb, path)
    return path


class MissingClasspathTest(unittest.TestCase):

    def test_a_missing_classpath_folder_is_named_by_its_line_before_any_kernel_starts(self):
        with tempfile.TemporaryDirectory() as tmp:
            (Path(tmp) / "lib" / "target" / "classpath").mkdir(parents=True)
            (Path(tmp) / "notebooks").mkdir()
            path = Path(tmp) / "notebooks" / "08.ipynb"
            nb = new_notebook(cells=[new_markdown_cell("# title"), new_code_cell(
                "%classpath ../lib/target/classpath\n%classpath ../bench/target/classpath")])
            problems = nb_source.missing_classpath_problems(nb, path)
            self.assertEqual([(p.check, p.cell) for p in problems], [("setup", 1)])
            self.assertTrue(problems[0].message.startswith(
                "line 2, %classpath ../bench/target/classpath: no folder "
                + str((Path(tmp) / "bench" / "target" / "classpath").resolve())), problems[0].message)
            (Path(tmp) / "bench" / "target" / "classpath").mkdir(parents=True)
            self.assertEqual(nb_source.missing_classpath_problems(nb, path), [])


class NotebookCheckTest(unittest.TestCase):

    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        self.addCleanup(self.dir.cleanup)
        self.notebooks = Path(self.dir.name) / "notebooks"

    def findings(self, path):
        return [(p.check, p.cell, p.message) for p in check_notebook(path)]

    def test_a_clean_notebook_passes(self):
        path = write_notebook(self.notebooks, "00-ok", "int n = 8;", "System.out.println(n);")
        self.assertEqual(self.findings(path), [])

    def test_a_document_notebook_defining_a_method_fails_naming_cell_and_method(self):
        path = write_notebook(self.notebooks, "01-doc", "int n = 8;",
                              "int twice(int x) { return 2 * x; }\ntwice(n)")
        self.assertEqual([(c, i) for c, i, _ in self.findings(path)], [("definition", 3)])
        self.assertIn("defines method twice", self.findings(path)[0][2])

    def test_an_exercise_notebook_may_define_methods_and_types(self):
        path = write_notebook(self.notebooks / "exercises", "e1", "record Move(int a, int b) {}",
                              "int fitness(int[] g) { return 0; }",
                              setup="%classpath ../../lib/target/classpath")
        self.assertEqual(self.findings(path), [])

    def test_the_setup_cell_holds_classpath_directories_only(self):
        bad = {
            "%jars ../lib/target/nqueens-kit-all.jar": "may hold only '%classpath <directory>'",
            "%classpath ../lib/target/nqueens-kit-all.jar": "target/classpath directory",
            "%classpath ../lib/target/*": "no globs or lists",
            "%classpath ../lib/target/classpath:../bench/target/classpath": "no globs or lists",
            "": "the setup cell is empty",
        }
        for setup, message in bad.items():
            path = write_notebook(self.notebooks, "02-setup", "int n = 8;", setup=setup)
            found = self.findings(path)
            self.assertEqual([(c, i) for c, i, _ in found], [("convention", 1)], setup)
            self.assertIn(message, found[0][2], setup)
        path = write_notebook(self.notebooks, "08-two", "int n = 8;", setup=(
            "%classpath ../lib/target/classpath\n%classpath ../bench/target/classpath/"))
        self.assertEqual(self.findings(path), [])

    def test_outputs_counts_kernelspec_and_ids_are_checked_on_the_committed_file(self):
        path = write_notebook(self.notebooks, "05-dirty", "int n = 8;")
        nb = nbformat.read(path, as_version=4)
        nb.cells[2].outputs = [stream("8\n")]
        nb.cells[2].execution_count = 3
        nb.metadata.kernelspec["name"] = "jjava"
        nb.cells[0].id = nb.cells[1].id
        path.write_text(json.dumps(nb), encoding="utf-8")  # nbformat.write would mend the id
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # nbformat.read warns of the repeated id too
            findings = self.findings(path)
        found = [(c, i) for c, i, _ in findings]
        self.assertEqual(sorted(found, key=str), sorted(
            [("convention", None), ("convention", 1), ("convention", 2), ("convention", 2)],
            key=str))
        text = " | ".join(m for _, _, m in findings)
        for expected in ("kernelspec name must be 'java', is 'jjava'", "repeats the id",
                         "has outputs", "has an execution count"):
            self.assertIn(expected, text)

    def test_jars_and_classpath_after_the_setup_cell_fail(self):
        path = write_notebook(self.notebooks, "03-late", "%jars extra.jar",
                              "%classpath ../lib/target/classpath", "%maven a:b:1")
        self.assertEqual([(c, i) for c, i, _ in self.findings(path)],
                         [("convention", 2), ("convention", 3), ("convention", 4)])

    def test_display_with_a_mime_type_fails_but_not_a_comma_inside_a_string(self):
        path = write_notebook(self.notebooks, "04-display", 'display(image, "image/png");',
                              'display(Tables.of("a, b"));')
        self.assertEqual([(c, i) for c, i, _ in self.findings(path)], [("convention", 2)])

    def test_a_code_line_over_100_columns_fails_naming_cell_line_and_width(self):
        fits = "int n = " + "1 + " * 22 + "111;"  # 100 columns
        self.assertEqual(100, len(fits))
        path = write_notebook(self.notebooks, "06-wide", fits, "int a = 1;\n" + fits[:-2] + " + 1;",
                              "\tint t = 0;" + " " * 93)
        found = self.findings(path)
        self.assertEqual([(c, i) for c, i, _ in found], [("convention", 3), ("convention", 4)])
        self.assertIn("line 2 is 103 columns wide (at most 100", found[0][2])
        self.assertIn("line 1 is 107 columns wide", found[1][2])  # a tab counts as four


# --------------------------------------------------------------------------- runner


class FindingsTest(unittest.TestCase):

    def test_a_notebook_with_any_finding_fails_and_each_finding_says_where_and_what(self):
        width = nb_outputs.Problem("width", 3, "too wide\nsecond line")
        result = run_notebooks.Result("02-doc", None)
        self.assertTrue(result.ok)
        result.findings.append(run_notebooks.Finding("cell 4", width))
        self.assertFalse(result.ok)
        self.assertEqual(["cell 4", "  [width] too wide", "  second line"], result.findings[0].lines())


class KernelStartTest(unittest.TestCase):

    class NeverReady:
        async def wait_for_ready(self, timeout):
            await asyncio.sleep(timeout)
            raise RuntimeError(f"Kernel didn't respond in {timeout} seconds")

    class ReadyAfter:
        def __init__(self, seconds):
            self.seconds = seconds

        async def wait_for_ready(self, timeout):
            await asyncio.sleep(self.seconds)

    def timed_failure(self, kc, timeout, signs):
        async def attempt():
            t0 = time.monotonic()
            with self.assertRaises(RuntimeError) as raised:
                await nb_kernel.wait_for_ready(kc, timeout, signs)
            return time.monotonic() - t0, str(raised.exception)
        return asyncio.run(attempt())

    def test_a_thread_dying_at_start_up_fails_the_attempt_at_once(self):
        with tempfile.TemporaryDirectory() as folder:
            log = Path(folder) / "kernel.log"
            log.write_text("earlier attempt: Exception in thread \"Shell-0\" (old)\n")
            offset = log.stat().st_size

            async def crash_later():
                await asyncio.sleep(0.3)
                with open(log, "a") as f:
                    f.write('Exception in thread "Shell-0" java.lang.NullPointerException\n')
                await asyncio.sleep(60)

            seconds, message = self.timed_failure(
                self.NeverReady(), 30, [nb_kernel.thread_died(log, offset), crash_later()])
        self.assertLess(seconds, 5)  # not the 30 s timeout
        self.assertGreaterEqual(seconds, 0.3)  # the earlier attempt's line does not count
        self.assertEqual(message, "a kernel thread died at start-up (see the kernel log)")

    def test_ports_listening_without_an_answer_fail_after_the_grace(self):
        polls = []

        def listening():  # the kernel binds its last port on the third look
            polls.append(1)
            return {5, 6, 7} if len(polls) >= 3 else {5, 6}

        seconds, message = self.timed_failure(
            self.NeverReady(), 30, [nb_kernel.bound_but_silent({5, 7}, 0.5, listening)])
        self.assertGreaterEqual(seconds, 2 * nb_kernel.POLL + 0.5)
        self.assertLess(seconds, 5)
        self.assertEqual(message, "kernel listened on its ports but did not answer within 0.5 s")

    def test_a_kernel_that_answers_is_ready_and_unknown_ports_never_count_as_a_hang(self):
        async def ready():
            await nb_kernel.wait_for_ready(self.ReadyAfter(0.5), 30, [
                nb_kernel.bound_but_silent({5}, 0.1, lambda: None),
                nb_kernel.bound_but_silent({5}, 0.1, lambda: {6})])
        asyncio.run(ready())  # returns: neither sign fired

    def test_a_silent_hang_still_ends_at_the_timeout(self):
        seconds, message = self.timed_failure(
            self.NeverReady(), 0.5, [nb_kernel.bound_but_silent({5}, 0.1, lambda: set())])
        self.assertIn("didn't respond in 0.5 seconds", message)

    def test_listening_ports_are_read_from_the_socket_tables(self):
        with tempfile.NamedTemporaryFile("w", delete=False) as table:
            table.write(
                "  sl  local_address rem_address   st tx_queue rx_queue\n"
                "   0: 0100007F:A6B3 00000000:0000 0A 00000000:00000000\n"  # 42675 listens
                "   1: 0100007F:A6B4 0100007F:8F2C 01 00000000:00000000\n")  # established
        self.addCleanup(os.unlink, table.name)
        self.assertEqual(nb_kernel.listening_ports((table.name, "/no/such/table")), {42675})
        self.assertIsNone(nb_kernel.listening_ports(("/no/such/table",)))

    @unittest.skipUnless(nb_kernel.listening_ports() is not None, "no /proc/net/tcp")
    def test_a_socket_listening_here_is_seen(self):
        with socket.socket() as server:
            server.bind(("127.0.0.1", 0))
            port = server.getsockname()[1]
            self.assertNotIn(port, nb_kernel.listening_ports())
            server.listen()
            self.assertIn(port, nb_kernel.listening_ports())


class JobRunTest(unittest.TestCase):

    def test_jobs_run_n_at_a_time_in_order_never_one_notebook_twice_at_once(self):
        bundled = run_notebooks.Target("bundled", Path("out"))
        jjava = run_notebooks.Target("jjava", Path("out-j"))
        seconds = {"06": 0.6, "05": 0.2, "00": 0.05}
        jobs = [(Path(f"n/{nb}.ipynb"), t) for nb in ("06", "05", "00") for t in (bundled, jjava)]
        running, peak, started = [], [0], []

        async def run_one(path, target):
            self.assertNotIn(path.stem, running)  # never the same notebook twice at once
            running.append(path.stem)
            started.append((path.stem, target.label))
            peak[0] = max(peak[0], len(running))
            await asyncio.sleep(seconds[path.stem])
            running.remove(path.stem)
            return (path.stem, target.label)

        results = asyncio.run(run_notebooks.run_jobs(jobs, 2, run_one))
        self.assertEqual(sorted(results), sorted((p.stem, t.label) for p, t in jobs))
        self.assertEqual(peak[0], 2)
        self.assertEqual(started[:2], [("06", "bundled"), ("05", "bundled")])
        # 06 on JJava waits for 06 on the bundled kernel; 05 on JJava takes the free slot.
        self.assertLess(started.index(("05", "jjava")), started.index(("06", "jjava")))


class JobOrderTest(unittest.TestCase):

    def test_slowest_known_jobs_start_first_and_unknown_ones_before_them(self):
        bundled = run_notebooks.Target("bundled", Path("out"))
        jjava = run_notebooks.Target("jjava", Path("out-j"))
        timings = {"bundled/00-a": 5.0, "bundled/06-b": 55.0, "jjava/00-a": 4.0}
        jobs = run_notebooks.ordered_jobs(["n/00-a.ipynb", "n/06-b.ipynb"], [bundled, jjava],
                                          timings)
        self.assertEqual([(t.label, p.stem) for p, t in jobs],
                         [("jjava", "06-b"), ("bundled", "06-b"), ("bundled", "00-a"),
                          ("jjava", "00-a")])


class UnreadableNotebookTest(unittest.TestCase):

    def test_a_notebook_that_cannot_be_read_fails_with_its_reason_in_the_report(self):
        with tempfile.TemporaryDirectory() as tmp:
            bad = Path(tmp) / "broken.ipynb"
            bad.write_text("{ not json", encoding="utf-8")
            r = subprocess.run([*kit_common.tool_command("run_notebooks"), "run", "--out", str(Path(tmp) / "out"),
                                str(bad)], capture_output=True, text=True, timeout=120, env=kit_common.tool_env())
        self.assertEqual(1, r.returncode, r.stderr)
        self.assertEqual("", r.stderr)
        lines = r.stdout.splitlines()
        self.assertRegex(lines[0], r"^broken\s+0\.0 s  FAILED$")
        self.assertEqual("    notebook", lines[1])
        self.assertRegex(lines[2], r"^      \[error\] \w+Error: ")
        self.assertIn("java: 0 of 1 notebooks ok", r.stdout)


if __name__ == "__main__":
    unittest.main()
