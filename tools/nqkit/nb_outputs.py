"""What the runner does to an executed notebook's outputs before saving it, and what it checks.

tidy() makes the saved copy stable and readable: printf fragments merged into one stream output,
the `BufferedImage@<hash>: type = ...` text that IJava and JJava put beside every image dropped
(it changes on every run), and PNGs the kernels cut short repaired. output_problems() then finds
what a reader must not see: stderr output, an invalid PNG, a line over MAX_COLUMNS, a cell whose
value means nothing (java.io.PrintStream@1b6d3586, the id display() returns), a machine path
(/home/..., the checkout's folder: MACHINE_PATH).

Standard library only (plus nbconvert's coalesce_streams), so the unit tests need no kernel.
"""

import base64
import binascii
import os
import re
import struct
import zlib
from dataclasses import dataclass
from pathlib import Path

from nbconvert.preprocessors import coalesce_streams

MAX_COLUMNS = 100
ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]")

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
# An IEND chunk: empty data, so its CRC is always AE 42 60 82.
PNG_IEND = b"\x00\x00\x00\x00IEND\xaeB`\x82"


def plain(text):
    """Text without ANSI colour codes (the bundled kernel colours its messages)."""
    return ANSI.sub("", text)


def text_of(value):
    """nbformat stores multi-line strings as a list of lines or as one string."""
    return "".join(value) if isinstance(value, list) else (value or "")


@dataclass
class Problem:
    """One finding in one cell (`cell` counts from 0; None: the whole notebook). `check` names
    the rule: stderr, png, width, value, path (here), definition, convention (nb_source), error (the
    runner). Every finding fails its notebook."""
    check: str
    cell: int | None
    message: str


# --------------------------------------------------------------------------- PNG


def png_problem(data):
    """None if `data` is a complete, valid PNG, else why not.

    Checks what a strict decoder (libpng) checks: the signature, every chunk's length and CRC,
    IHDR first, IDAT present and inflating to exactly the scanlines IHDR promises (each with a
    valid filter byte), IEND last with nothing after it.
    """
    if not data.startswith(PNG_SIGNATURE):
        return "no PNG signature"
    pos, chunks, idat = len(PNG_SIGNATURE), [], []
    while True:
        if pos + 12 > len(data):
            return f"cut short at byte {len(data)} (inside a chunk header or CRC)"
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        end = pos + 12 + length
        if end > len(data):
            return f"cut short: chunk {kind!r} needs {end} bytes, file has {len(data)}"
        body = data[pos + 4:pos + 8 + length]
        (crc,) = struct.unpack(">I", data[pos + 8 + length:end])
        if zlib.crc32(body) != crc:
            return f"bad CRC in chunk {kind!r} at byte {pos}"
        chunks.append(kind)
        if kind == b"IDAT":
            idat.append(body[4:])
        pos = end
        if kind == b"IEND":
            break
    if chunks[0] != b"IHDR":
        return f"first chunk is {chunks[0]!r}, not IHDR"
    if pos != len(data):
        return f"{len(data) - pos} bytes after IEND"
    if not idat:
        return "no IDAT chunk"
    return scanline_problem(data[16:29], b"".join(idat))


# Samples per pixel by PNG colour type: grey, RGB, palette, grey+alpha, RGBA.
CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}


def scanline_problem(ihdr, compressed):
    width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", ihdr)
    if colour not in CHANNELS or width == 0 or height == 0:
        return f"bad IHDR (width {width}, height {height}, colour type {colour})"
    inflater = zlib.decompressobj()
    try:
        raw = inflater.decompress(compressed)
    except zlib.error as e:
        return f"image data does not inflate: {e}"
    if not inflater.eof:
        return "image data ends before its zlib stream does"
    if interlace:
        return None  # Adam7 passes: the kit's images are never interlaced
    row = 1 + (width * CHANNELS[colour] * depth + 7) // 8
    if len(raw) != row * height:
        return f"image data holds {len(raw)} bytes, IHDR needs {row * height}"
    bad = [y for y in range(height) if raw[y * row] > 4]
    return f"bad filter type in row {bad[0]}" if bad else None


def repair_png(data):
    """The PNG with the 1 or 2 bytes the kernels lose put back, or `data` unchanged.

    IJava and JJava base64-encode images through Base64.getEncoder().wrap(out) and never close
    that stream, so a PNG whose length is not a multiple of 3 loses its last base64 group: its
    last 1 or 2 bytes, which are the end of the IEND chunk's CRC, a constant.
    """
    for lost in (1, 2):
        if data.endswith(PNG_IEND[:-lost]) and not data.endswith(PNG_IEND):
            return data + PNG_IEND[-lost:]
    return data


# --------------------------------------------------------------------------- tidy


# What Object.toString() shows for a BufferedImage, e.g. "BufferedImage@46e1359a: type = 1 ...".
BUFFERED_IMAGE_TEXT = re.compile(r"^(java\.awt\.image\.)?BufferedImage@[0-9a-f]+\b")


@dataclass
class Tidied:
    """What tidy() changed, for the runner's report."""
    fragments_merged: int = 0
    image_texts_dropped: int = 0
    pngs_repaired: int = 0


def tidy(nb):
    """Merge stream fragments, drop BufferedImage text beside images, repair cut PNGs (in place)."""
    done = Tidied()
    before = sum(len(cell.get("outputs", [])) for cell in nb.cells)
    # Consecutive outputs of one stream become one (Jupyter shows them as one block anyway).
    coalesce_streams(nb, {})
    done.fragments_merged = before - sum(len(cell.get("outputs", [])) for cell in nb.cells)
    for cell in nb.cells:
        for out in cell.get("outputs", []):
            data = out.get("data")
            if not data or not any(mime.startswith("image/") for mime in data):
                continue
            if BUFFERED_IMAGE_TEXT.match(text_of(data.get("text/plain", ""))):
                del data["text/plain"]
                done.image_texts_dropped += 1
            if "image/png" in data:
                png = decode_png(data["image/png"])
                fixed = repair_png(png) if png is not None else None
                if fixed is not None and fixed != png:
                    data["image/png"] = base64.b64encode(fixed).decode("ascii")
                    done.pngs_repaired += 1
    return done


def decode_png(value):
    try:
        return base64.b64decode(text_of(value))
    except (binascii.Error, ValueError):
        return None


# --------------------------------------------------------------------------- checks


# What Object.toString() prints, e.g. java.io.PrintStream@1b6d3586: a cell that ends in an
# expression such as System.out.printf(...) shows its value, which means nothing to a reader.
DEFAULT_TO_STRING = re.compile(r"^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)+@[0-9a-f]{1,8}$")
# display(x) returns the display's id; a cell ending in display(x) shows it.
DISPLAY_ID = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$")
HTML_TAG = re.compile(r"<[A-Za-z/!]")


def shown_texts(out):
    """The texts of one output a reader sees as text (stream, text/plain, tag-free text/html).

    The bundled kernel sends a value's toString() as text/html without any markup; it shows
    as plain text, so it counts as such.
    """
    if out.get("output_type") == "stream":
        return [text_of(out.get("text"))]
    data = out.get("data", {})
    if "text/plain" in data:
        return [text_of(data["text/plain"])]
    html = text_of(data.get("text/html", ""))
    return [html] if html and not HTML_TAG.search(html) else []


# An absolute path on the machine that ran the notebook (a kernel's "Add /home/... to classpath",
# an exception naming a file): it tells nothing to a reader of the shared notebook and shows
# where the author keeps their files. Paths under the usual top-level folders, and Windows ones;
# output_problems() adds the running user's home and the folder above the notebooks.
MACHINE_ROOTS = ("home", "root", "tmp", "work", "usr", "var", "opt", "srv", "mnt", "media", "private",
                 "Users", "run", "etc", "nix", "scratch", "data", "builds")
MACHINE_PATH = re.compile(r"(?<![\w.~/:-])(?:/(?:%s)/[^\s'\"<>]+|[A-Za-z]:\\[^\s'\"<>]+)"
                          % "|".join(MACHINE_ROOTS))


def machine_path_in(text, extra_prefixes=()):
    """The first machine path in `text` (see MACHINE_PATH, or one of `extra_prefixes`), or None."""
    found = MACHINE_PATH.search(text)
    if found:
        return found.group(0)
    for prefix in extra_prefixes:
        at = text.find(prefix)
        if at >= 0:
            return text[at:].split()[0]
    return None


def all_texts(out):
    """Every text of one output, shown or not (streams, each text MIME type, an error's lines)."""
    if out.get("output_type") == "stream":
        return [text_of(out.get("text"))]
    if out.get("output_type") == "error":
        return [out.get("evalue", ""), *out.get("traceback", [])]
    return [text_of(value) for mime, value in out.get("data", {}).items()
            if mime.startswith("text/") or mime.endswith("json")]


def output_problems(nb):
    """Every Problem in the executed notebook's (tidied) outputs, in cell order."""
    problems = []
    for index, cell in enumerate(nb.cells):
        if cell.cell_type != "code":
            continue
        problems += cell_problems(index, cell.get("outputs", []))
        problems += path_problems(index, cell.get("outputs", []))
    return problems


def local_prefixes():
    """The running user's home and the checkout's folder, as a kernel would print them."""
    here = Path(__file__).resolve().parents[2]
    found = {str(here), os.path.realpath(here), os.path.expanduser("~")}
    return sorted(p for p in found if len(p) > 1)


def path_problems(index, outputs):
    """A Problem for the first machine path in a cell's outputs."""
    for out in outputs:
        for text in all_texts(out):
            path = machine_path_in(plain(str(text)), local_prefixes())
            if path:
                return [Problem("path", index, f"shows a machine path: {path[:80]}")]
    return []


def cell_problems(index, outputs):
    problems, wide, images = [], [], 0
    for out in outputs:
        if out.get("output_type") == "stream" and out.get("name") == "stderr":
            first = next((l for l in plain(text_of(out.get("text"))).splitlines() if l.strip()), "")
            problems.append(Problem("stderr", index, f"writes to stderr: {first.strip()[:80]!r}"))
            continue
        for text in shown_texts(out):
            wide += [line for line in plain(text).expandtabs().splitlines()
                     if len(line) > MAX_COLUMNS]
            value = plain(text).strip()
            kind = out.get("output_type")
            if kind != "stream" and DEFAULT_TO_STRING.match(value) or (
                    kind == "execute_result" and DISPLAY_ID.match(value)):
                problems.append(Problem(
                    "value", index, f"shows {value}, the value of its last expression: end the"
                    " cell with a statement instead (e.g. System.out.print(String.format(...)))"))
        if "image/png" in out.get("data", {}):
            images += 1
            png = decode_png(out["data"]["image/png"])
            why = "not base64" if png is None else png_problem(png)
            if why:
                problems.append(Problem("png", index, f"image {images} is not a valid PNG: {why}"))
    if wide:
        longest = max(wide, key=len)
        problems.append(Problem(
            "width", index, f"{len(wide)} output line(s) over {MAX_COLUMNS} columns, the widest"
            f" {len(longest)}: {longest.strip()[:60]}..."))
    return problems
