#!/usr/bin/python3
"""The course's gradebook from the command line (./kit gradebook COMMAND).

    gradebook_cli.py [--out DIR] mark STUDENT CELL POINTS [--comment TEXT] [--assignment ID]
    gradebook_cli.py [--out DIR] show [STUDENT]
    gradebook_cli.py [--out DIR] pages
    gradebook_cli.py [--out DIR] serve [--port N]

`mark` sets a hand mark (in the assignment's points) and a comment on a student's graded cell,
then rewrites grades.csv, the LMS exports, the overview and that student's feedback page. `serve`
serves the overview with a form per answer to mark, on 127.0.0.1 only, to whoever holds its token:
a random one (secrets.token_urlsafe) printed at start in the URL to open, as Jupyter's server does.
The first request brings it in the URL (?token=...) and gets it back as a cookie (HttpOnly,
SameSite=Strict); later ones send the cookie, or the header `Authorization: token ...`; any other
request gets 403, whoever sends it (another user of the machine reaches 127.0.0.1 too). Every mark
posted also carries the token in its form (CSRF), and is written to the gradebook, and the pages
are rebuilt. A request body must say its length (Content-Length, digits, at most 100 kB), or it
is refused at once (411, 400, 413); a client gets 10 s per read.
"""

import argparse
import errno
import fcntl
import html
import os
import re
import secrets
import sys
import threading
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from nqkit import gradebook as gb
from nqkit import gradebook_pages as pages
from nqkit.course import describe_late, number
from nqkit.kit_common import ROOT, KitError, shown

DEFAULT_OUT = ROOT / "build" / "assignments" / "gradebook"


def open_book(out):
    path = Path(out) / "gradebook.sqlite"
    if not path.is_file():
        raise KitError(f"no gradebook at {shown(path)}: grade a course first (./kit grade COURSE --out {shown(out)})")
    return gb.Gradebook(path)


def which_assignment(book, student, cell, given):
    if given:
        return given
    found = sorted({c.assignment for c in book.cells() if c.cell == cell and c.student == student})
    if len(found) != 1:
        every = sorted({c.cell for c in book.cells()})
        raise KitError(f"cell {cell!r}: " + (f"in several assignments ({', '.join(found)}): give --assignment"
                                              if found else f"not graded for {student}; the graded cells are "
                                              f"{', '.join(every) or 'none'}"))
    return found[0]


def mark(book, out, assignment, student, cell, points, comment):
    book.set_mark(assignment, student, cell, points, comment)
    pages.write_all(book, out, students=[student])


def cmd_mark(args):
    book = open_book(args.out)
    try:
        try:
            points = float(args.points)
        except ValueError:
            raise KitError(f"POINTS = {args.points!r}: expected a number") from None
        assignment = which_assignment(book, args.student, args.cell, args.assignment)
        mark(book, args.out, assignment, args.student, args.cell, points, args.comment)
    finally:
        book.close()
    print(f"{args.student} {args.cell}: {number(points)} points marked by hand in {assignment}; "
          f"feedback rebuilt: {shown(Path(args.out) / 'feedback' / (args.student + '.html'))}")
    return 0


def cmd_show(args):
    book = open_book(args.out)
    try:
        totals, cells = book.totals(), book.cells()
        for (aid, student), t in sorted(totals.items()):
            if args.student and student != args.student:
                continue
            extra = [f"{number(t['pending'])} to mark by hand"] if t["pending"] else []
            extra += [f"late {describe_late(t['late'])[:-5]}, -{number(t['penalty'])}"] if t["late"] else []
            extra += [f"{t['review']} mark(s) to review"] if t["review"] else []
            extra += [f"{nbs}: re-grade failed, last good grade kept: {why}" for why, nbs in gb.by_reason(t["failed"])]
            total = f"{number(t['total']):>6}"
            if t["not_graded"]:  # never 0: the reason, once for its notebooks
                total = "not graded"
                extra += [f"{nbs} not graded: {why}" for why, nbs in gb.by_reason(t["not_graded"])]
            print(f"{aid:<12} {student:<20} {total} / {number(t['max_points'])}"
                  + (f"  ({'; '.join(extra)})" if extra else ""))
        for r in book.runs():
            if r["status"] in ("running", "interrupted") and not args.student:
                state = ("was interrupted (the grader was killed)" if r["status"] == "interrupted" or not grader_alive(
                    args.out) else "is running now")
                print(f"run {r['id']} ({r['assignment']}, started {r['started']}) {state} after {r['notebooks']} "
                      f"notebook(s)" + ("; the next ./kit grade grades only what is missing or changed"
                                        if "interrupted" in state else ""))
        pending = [c for c in cells if c.pending or c.needs_review]
        if pending and not args.student:
            print(f"to mark by hand or review: {len(pending)} answer(s), e.g. ./kit gradebook mark "
                  f"{pending[0].student} {pending[0].cell} POINTS --comment TEXT")
    finally:
        book.close()
    return 0


def grader_alive(out):
    """True while a grader holds OUT/gradebook.lock (tools/course_run.hold_lock)."""
    try:
        fd = os.open(Path(out) / "gradebook.lock", os.O_RDONLY | os.O_NOFOLLOW)
    except OSError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
        return False
    except OSError:
        return True
    finally:
        os.close(fd)


def cmd_pages(args):
    book = open_book(args.out)
    try:
        pages.write_all(book, args.out)
    finally:
        book.close()
    print(f"pages written: {shown(Path(args.out) / 'overview.html')}, {shown(Path(args.out) / 'feedback')}/")
    return 0


# --------------------------------------------------------------------------- server

MAX_FORM = 100_000  # bytes of a posted form (a mark and a comment)
READ_TIMEOUT = 10  # seconds a client gets for each read of its request


def port_of(server):
    """The TCP port a server listens on (its address is (host, port))."""
    host, port = server.server_address[:2]
    return port


def make_server(out, port=0):
    """A server on 127.0.0.1 (port 0: any free one) for the gradebook in `out`; its .token opens it
    (.url: the address with the token, to print) and is the forms' CSRF token. Raises KitError
    naming the port when it is in use."""
    book = open_book(out)
    token, lock = secrets.token_urlsafe(32), threading.Lock()
    out = Path(out)

    class Handler(BaseHTTPRequestHandler):
        timeout = READ_TIMEOUT  # a client that sends its request slowly (or never) lets its thread go

        def log_message(self, *a):
            pass

        def cookie_name(self):
            return f"nqk-gradebook-{port_of(self.server)}"  # cookies ignore ports: one per server

        def authorized(self):
            """The token from the cookie or the Authorization header; else 403 (True: go on)."""
            given = self.headers.get("Authorization", "")
            given = given[len("token "):] if given.startswith("token ") else ""
            for part in self.headers.get("Cookie", "").split(";"):
                name, _, value = part.strip().partition("=")
                if name == self.cookie_name():
                    given = given or value
            if given and secrets.compare_digest(given.encode(), token.encode()):
                return True
            self.close_connection = True
            self.send(403, pages.page("Refused", "<p>open the address <code>./kit gradebook serve</code> printed "
                                                 "(it carries the server's token)</p>"))
            return False

        def send(self, status, text, kind="text/html; charset=utf-8", headers=()):
            body = text.encode("utf-8")
            self.send_response(status)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(body)))
            self.send_header("Content-Security-Policy",
                             "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
            self.send_header("X-Frame-Options", "DENY")
            for k, v in headers:
                self.send_header(k, v)
            self.end_headers()
            self.wfile.write(body)

        def foreign_host(self):
            """A request naming another host (DNS rebinding: a web page reading the gradebook) is refused."""
            if self.headers.get("Host", "") in (f"127.0.0.1:{port_of(self.server)}",
                                                f"localhost:{port_of(self.server)}"):
                return False
            self.send(421, pages.page("Refused", "<p>this server answers http://127.0.0.1 only</p>"))
            return True

        def do_GET(self):
            if self.foreign_host():
                return
            split = urllib.parse.urlsplit(self.path)
            path = split.path
            given = urllib.parse.parse_qs(split.query).get("token", [""])[0]
            if given and secrets.compare_digest(given.encode(), token.encode()):
                # The token leaves the address bar (and the history) for a cookie only this server reads.
                return self.send(303, "", headers=[
                    ("Location", urllib.parse.quote(path, safe="/-_.")),
                    ("Set-Cookie", f"{self.cookie_name()}={token}; HttpOnly; SameSite=Strict; Path=/")])
            if not self.authorized():
                return
            with lock:
                if path in ("/", "/overview.html"):
                    return self.send(200, pages.overview(book, token))
                feedback = path.startswith("/feedback/") and path.endswith(".html")
                name = path[len("/feedback/"):-len(".html")] if feedback else None
                if name is not None and name in book.students():
                    return self.send(200, pages.feedback(book, name))
            self.send(404, pages.page("Not found", f"<p>no page {html.escape(path)}</p>"))

        def do_POST(self):
            if self.foreign_host():
                return
            self.close_connection = True  # one form per connection: nothing of a refused body is read
            if not self.authorized():
                return
            if urllib.parse.urlsplit(self.path).path != "/mark":
                return self.send(404, pages.page("Not found", "<p>only /mark takes a form</p>"))
            given = self.headers.get("Content-Length")
            if given is None:
                return self.send(411, pages.page("Refused", "<p>a form must say its length (Content-Length)</p>"))
            if not re.fullmatch(r"[0-9]{1,12}", given.strip()):
                return self.send(400, pages.page("Refused", f"<p>Content-Length = {esc(given[:40])}: expected a "
                                                            f"number of bytes from 0 to {MAX_FORM}</p>"))
            length = int(given)
            if length > MAX_FORM:
                return self.send(413, pages.page("Too large", f"<p>the form is too large ({length} bytes; at most "
                                                              f"{MAX_FORM})</p>"))
            try:
                body = self.rfile.read(length)
            except OSError:  # the client stopped sending (the socket's timeout): nothing to answer
                return
            if len(body) != length:
                return self.send(400, pages.page("Refused", "<p>the form ended before its Content-Length</p>"))
            try:
                sent = urllib.parse.parse_qs(body.decode("utf-8", "replace"), max_num_fields=20)
            except ValueError:
                return self.send(400, pages.page("Refused", "<p>the form has too many fields</p>"))
            form = {k: v[0] for k, v in sent.items()}
            if not secrets.compare_digest(form.get("token", ""), token):
                return self.send(403, pages.page("Refused", "<p>the form's token is not this server's "
                                                            "(reload the overview)</p>"))
            try:
                points = float(form.get("points", ""))
            except ValueError:
                return self.send(400, pages.page("Not saved", f"<p>points = {html.escape(form.get('points', ''))}: "
                                                              "expected a number</p>"))
            try:
                with lock:
                    mark(book, out, form.get("assignment", ""), form.get("student", ""), form.get("cell", ""), points,
                         form.get("comment", ""))
            except KitError as e:
                return self.send(400, pages.page("Not saved", f"<p>{html.escape(str(e))}</p>"))
            where = f"/#answer-{form['assignment']}-{form['student']}-{form['cell']}"
            self.send(303, "", headers=[("Location", urllib.parse.quote(where, safe="/#-_."))])

    class Server(ThreadingHTTPServer):
        daemon_threads = True
        token: str  # opens the gradebook; the forms' CSRF token
        book: object  # the open gradebook, closed with the server
        url: str  # the address with the token, to print

        def handle_error(self, request, client_address):
            if not isinstance(sys.exc_info()[1], OSError):  # a client gone (reset, timed out) is not a fault
                super().handle_error(request, client_address)

    try:
        server = Server(("127.0.0.1", port), Handler)
    except OSError as e:
        book.close()
        if e.errno == errno.EADDRINUSE:
            raise KitError(f"port {port} on 127.0.0.1 is in use (another server?): choose another with --port N, "
                           f"or --port 0 for any free one") from None
        raise KitError(f"cannot listen on 127.0.0.1 port {port}: {e.strerror or e}") from None
    server.token, server.book = token, book
    server.url = f"http://127.0.0.1:{port_of(server)}/?token={token}"
    return server


def esc(text):
    return html.escape(str(text), quote=True)


def cmd_serve(args):
    if not 0 <= args.port <= 65535:
        raise KitError(f"--port = {args.port}: expected a port from 1 to 65535, or 0 for any free one")
    server = make_server(args.out, args.port)
    print(f"gradebook at {server.url}\n(open this address: the token in it is required; 127.0.0.1 only; Ctrl-C "
          f"stops it)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
        server.book.close()
    return 0


def main(argv=None):
    parser = argparse.ArgumentParser(prog="./kit gradebook", description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", metavar="DIR", default=str(DEFAULT_OUT),
                        help=f"the grading output folder holding gradebook.sqlite (default: {shown(DEFAULT_OUT)})")
    sub = parser.add_subparsers(dest="command", required=True)
    m = sub.add_parser("mark", help="set a hand mark and a comment on a student's graded cell")
    m.add_argument("student", help="the student's id (as in the roster)")
    m.add_argument("cell", help="the graded cell's grade id, e.g. ex6-explain")
    m.add_argument("points", help="points in the assignment's points, from 0 to the cell's")
    m.add_argument("--comment", metavar="TEXT", default="", help="a comment the student reads (default: none)")
    m.add_argument("--assignment", metavar="ID", help="the assignment's id (default: the one assignment that has the cell)")
    s = sub.add_parser("show", help="each student's totals, pending hand marks, failed gradings and lateness")
    s.add_argument("student", nargs="?", help="only this student (default: all)")
    sub.add_parser("pages", help="write grades.csv, the LMS exports, overview.html and feedback/*.html again")
    v = sub.add_parser("serve", help="serve the overview with forms to enter hand marks (127.0.0.1 only; open the "
                                     "address it prints: it carries the token every request needs)")
    v.add_argument("--port", metavar="N", type=int, default=8000, help="the port (default: 8000; 0: any free one)")
    args = parser.parse_args(argv)
    try:
        return {"mark": cmd_mark, "show": cmd_show, "pages": cmd_pages, "serve": cmd_serve}[args.command](args)
    except (KitError, OSError) as e:
        print(f"gradebook {args.command} failed: {e}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
