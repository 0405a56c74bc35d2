"""The gradebook's pages: feedback/STUDENT.html for each student and overview.html for the
instructor, written from the gradebook alone (write_all), each atomically.

Every string that comes from a submission, a roster or a mark goes through html.escape: student
text is hostile. The overview served by tools/nqkit/gradebook_cli.py (`serve`) carries a form per answer
to mark, with the server's CSRF token; the static overview has no form.

A grading that failed shows as an error, once per notebook with its reason: "not graded: REASON"
where there was never a good grade (no points, never 0), and beside a kept grade "re-grade failed:
REASON; the last good grade is kept". Every page is written 0600.
"""

import html
from collections import Counter, defaultdict
from pathlib import Path

from nqkit import course
from nqkit.course import number
from nqkit.gradebook import PRIVATE_FILE
from nqkit.kit_common import write_atomic

STYLE = """body{font-family:sans-serif;margin:1.5em;color:#222;max-width:80em}
table{border-collapse:collapse;margin:.5em 0}td,th{border:1px solid #ccc;padding:.2em .5em;text-align:right}
th{background:#eee}td.name,th.name{text-align:left}.pending{background:#fff3c4}.late{color:#b00}
.review{background:#ffd6d6}.full{background:#e3f6e3}.zero{background:#f6e3e3}
pre{background:#f7f7f7;border:1px solid #ddd;padding:.5em;white-space:pre-wrap;max-height:20em;overflow:auto}
.answers{display:flex;flex-wrap:wrap;gap:1em}.answer{border:1px solid #bbb;padding:.5em;width:24em}
.bar{background:#4a7bd0;height:1em;display:inline-block}ul.msgs{margin:.2em 0 .5em 1em;font-size:90%}
.ok{color:#070}.fail{color:#b00}.failed{background:#e8e8e8;color:#b00}.error{color:#b00;font-weight:bold}"""


def esc(x):
    return html.escape("" if x is None else str(x), quote=True)


def page(title, body):
    return (f"<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>{esc(title)}</title>"
            f"<style>{STYLE}</style></head><body>\n<h1>{esc(title)}</h1>\n{body}\n</body></html>\n")


def pts(x):
    return "?" if x is None else number(x)


def cell_class(c):
    if not c.graded or c.failure:
        return "failed"
    if c.needs_review:
        return "review"
    if c.pending:
        return "pending"
    return "full" if c.points >= c.max_points else "zero" if c.points == 0 else ""


def rule_of(message):
    return message.split(": ", 1)[0]


# RuleResult.HELD_NOT_COUNTED: the message of a rule that held when a later gate failed.
HELD_NOT_COUNTED = "held, but not counted"


def held(message):
    """Whether a checklist message is a rule the answer got right that a failed gate zeroed."""
    return message.split(": ", 1)[-1].startswith(HELD_NOT_COUNTED)


# ------------------------------------------------------------------------- feedback

def feedback(book, student):
    names = book.students()
    subs, totals = book.submissions(), book.totals()
    cells = [c for c in book.cells() if c.student == student]
    body = []
    for aid, spec in book.assignments().items():
        mine = [c for c in cells if c.assignment == aid]
        if not mine:
            continue
        t = totals[(aid, student)]
        if t["not_graded"]:
            body.append(f"<h2>{esc(aid)}: not graded yet ({pts(t['total'])} of {pts(t['max_points'])} points "
                        f"graded so far)</h2>")
        else:
            body.append(f"<h2>{esc(aid)}: {pts(t['total'])} of {pts(t['max_points'])} points</h2>")
        line = []
        if t["penalty"]:
            line.append(f"<span class=late>late penalty: {pts(t['penalty'])} points</span>")
        if t["pending"]:
            line.append(f"{pts(t['pending'])} points still to be marked by hand")
        if t["review"]:
            line.append(f"{t['review']} mark(s) being reviewed")
        body.append(f"<p>Due {esc(spec['due'])}. {' · '.join(line)}</p>" if line else f"<p>Due {esc(spec['due'])}.</p>")
        for notebook in spec["notebooks"]:
            s = subs.get((aid, student, notebook))
            if s is None:
                continue
            body.append(f"<h3>{esc(notebook)}</h3>" + submission_line(s))
            body.append(failure_line(s))
            body += [f"<p>note: {esc(n)}</p>" for n in s["notes"]]
            for c in (c for c in mine if c.notebook == notebook):
                body.append(feedback_cell(c))
    title = f"Feedback for {names.get(student, ('', 0))[0] or student} ({student})"
    return page(title, "\n".join(body) or "<p>Nothing graded yet.</p>")


def failure_line(s):
    """The notebook's failed grading in one line, or ""."""
    if s["status"] == "not graded":
        return f"<p class=error>not graded: {esc(s['failure'] or 'the grader failed')}</p>"
    if s["failure"]:
        return (f"<p class=error>grading again failed ({esc(s['failed_at'])}): {esc(s['failure'])}; the grade below "
                f"is the last good one{' (' + esc(s['graded_at']) + ')' if s['graded_at'] else ''}</p>")
    return ""


def submission_line(s):
    if s["status"] == "not graded" and s["submitted"] is None:
        return ""
    if s["submitted"] is None:
        return "<p class=late>not submitted</p>"
    late = course.describe_late(s["seconds_late"])
    penalty = f", {number(s['penalty_percent'])}% off" if s["penalty_percent"] else ""
    cls = " class=late" if s["seconds_late"] > 0 else ""
    return f"<p{cls}>submitted {esc(s['submitted'])} ({esc(s['time_source'])}): {esc(late)}{penalty}</p>"


def feedback_cell(c):
    if not c.graded:  # the reason is said once, above the notebook's cells
        return f"<h4 class=\"failed\">{esc(c.cell)}: not graded / {pts(c.max_points)}</h4>"
    status = ("mark being reviewed" if c.needs_review else "marked by hand") if c.mark is not None else \
        "to be marked by hand" if c.pending else c.status
    out = [f"<h4 class=\"{cell_class(c)}\">{esc(c.cell)}: {pts(c.points)} / {pts(c.max_points)}"
           f" <small>({esc(status)})</small></h4>"]
    if c.rules:
        out.append(checklist(c))
    elif c.status == "graded" and not c.messages and c.auto is not None:
        out.append("<p class=ok>&#10003; every rule of the check passed</p>")
    elif c.messages and c.status not in ("manual", "not submitted", "not written yet"):  # said in the title
        out.append("<ul class=msgs>" + "".join(f"<li class=ok>&#10003; {esc(m)}</li>" if held(m)
                                               else f"<li class=fail>&#10007; {esc(m)}</li>" for m in c.messages) + "</ul>")
    if c.mark is not None:
        out.append(f"<p>marked by hand: <b>{pts(c.mark)}</b> / {pts(c.max_points)}"
                   + (f" — {esc(c.comment)}" if c.comment else "") + "</p>")
        if c.needs_review:
            out.append("<p class=late>your answer changed after it was marked: the mark is being reviewed</p>")
    if c.answer.strip():
        opened = " open" if c.status == "manual" else ""
        out.append(f"<details{opened}><summary>your answer</summary><pre>{esc(c.answer)}</pre></details>")
    return "\n".join(out)


def checklist(c):
    """The check's rules, each with its points; a failed rule with its message (the smallest case)."""
    failed = {rule_of(m): m.split(": ", 1)[1] for m in c.messages if ": " in m}
    notes = [m for m in c.messages if m.startswith("the check ")]
    rows = []
    for rule, passed, checked, points, top in c.rules:
        why = "" if passed else failed.get(rule, "" if checked else "not checked")
        kept = not passed and why.startswith(HELD_NOT_COUNTED)  # right, but a failed gate zeroes it
        mark, cls = ("&#10003;", "ok") if passed or kept else ("&#10007;", "fail") if checked else ("&#8211;", "")
        rows.append(f"<li class=\"{cls}\">{mark} {number(points)}/{number(top)} {esc(rule)}"
                    + (f"<br><small>{esc(why)}</small>" if why else "") + "</li>")
    return "".join(f"<p>{esc(n)}</p>" for n in notes) + "<ul class=msgs>" + "".join(rows) + "</ul>"


# ------------------------------------------------------------------------- overview

def overview(book, token=None):
    cells, totals, names = book.cells(), book.totals(), book.students()
    subs = book.submissions()
    body = [summary(cells, book.runs())]
    for aid, spec in book.assignments().items():
        mine = [c for c in cells if c.assignment == aid]
        columns = [c for nb in spec["notebooks"].values() for c in nb]
        body.append(f"<h2 id=\"{esc(aid)}\">{esc(aid)}</h2><p>due {esc(spec['due'])}; "
                    f"{sum(nb for nbs in spec['notebooks'].values() for nb in nbs.values()):g} points</p>")
        body.append(class_table(aid, columns, mine, totals, names, subs))
        body.append(distribution(aid, totals, spec))
        body.append(failed_rules(mine))
        body.append(to_mark(aid, mine, names, token))
    return page("Course overview", "\n".join(body))


def summary(cells, runs=()):
    pending = sum(1 for c in cells if c.pending)
    review = sum(1 for c in cells if c.needs_review)
    never = {(c.assignment, c.student, c.notebook) for c in cells if not c.graded}
    failed = {(c.assignment, c.student, c.notebook) for c in cells if c.graded and c.failure}
    line = (f"<p id=summary>{len({(c.assignment, c.student) for c in cells})} submissions graded; "
            f"<b>{pending}</b> answers to mark by hand; <b>{review}</b> marks to review (answer changed)</p>")
    if never or failed:
        line += (f"<p id=failures class=error>grading failed: {len(never)} notebook(s) not graded, {len(failed)} "
                 f"re-grade(s) failed (their last good grade kept); see the grey cells</p>")
    if runs:
        r = runs[-1]
        line += (f"<p id=last-run>last grading run: {esc(r['assignment'])}, started {esc(r['started'])}, "
                 f"<span class=\"{'error' if r['status'] != 'done' else ''}\">{esc(r['status'])}</span>: "
                 f"{r['notebooks']} notebook(s) graded, {r['failed']} failed</p>")
    return line


def class_table(aid, columns, mine, totals, names, subs):
    by = {(c.student, c.cell): c for c in mine}
    rows = [f"<table id=\"class-{esc(aid)}\"><tr><th class=name>student</th>"
            + "".join(f"<th>{esc(c)}</th>" for c in columns) + "<th>late</th><th>penalty</th><th>total</th></tr>"]
    for student in sorted({c.student for c in mine}):
        t = totals[(aid, student)]
        tds = []
        for col in columns:
            c = by.get((student, col))
            if c is None:
                tds.append("<td></td>")
                continue
            shown = "missing" if c.status == "not submitted" and c.mark is None and c.graded else \
                "not graded" if not c.graded else \
                f"review ({pts(c.mark)})" if c.needs_review else pts(c.points)
            if c.graded and c.failure:
                shown += " &#9888;"
            tds.append(f"<td class=\"{cell_class(c)}\" title=\"{esc(c.failure_text() or c.status)}\">{shown}</td>")
        late = course.describe_late(t["late"]) if t["late"] else ""
        rows.append(f"<tr><td class=name><a href=\"feedback/{esc(student)}.html\">{esc(student)}</a> "
                    f"{esc(names.get(student, ('', 0))[0])}</td>{''.join(tds)}<td class=late>{esc(late)}</td>"
                    f"<td>{pts(t['penalty']) if t['penalty'] else ''}</td><td>"
                    + ("<b class=error>not graded</b>" if t["not_graded"] else f"<b>{pts(t['total'])}</b>")
                    + f" / {pts(t['max_points'])}</td></tr>")
    # The means count only points that hold: a cell to mark by hand, a mark to review and a
    # notebook never graded are left out (not counted as 0); a total only when it is whole.
    means = []
    for col in columns:
        got = [c.points for c in mine if c.cell == col and c.points is not None]
        means.append(f"<td>{round(sum(got) / len(got), 1) if got else ''}</td>")
    whole = [t["total"] for (a, _), t in totals.items() if a == aid and not (t["pending"] or t["review"]
                                                                               or t["not_graded"])]
    every = sum(1 for (a, _) in totals if a == aid)
    rows.append(f"<tr class=mean><th class=name>class mean</th>{''.join(means)}<td></td><td></td>"
                f"<td title=\"of the {len(whole)} of {every} totals with every cell marked\">"
                f"{round(sum(whole) / len(whole), 1) if whole else ''}</td></tr>")
    return "\n".join(rows) + "</table>"


def distribution(aid, totals, spec):
    top = sum(p for nb in spec["notebooks"].values() for p in nb.values())
    counts = Counter(min(9, int(10 * t["total"] / top)) if top else 0 for (a, _), t in totals.items()
                     if a == aid and not t["not_graded"])
    rows = [f"<tr><td>{10 * i}–{10 * i + 10}%</td><td class=name><span class=bar style=\"width:{1.5 * counts[i]}em\">"
            f"</span> {counts[i]}</td></tr>" for i in range(10)]
    return f"<h3>Distribution of totals</h3><table class=dist>{''.join(rows)}</table>"


def failed_rules(mine):
    students = defaultdict(set)
    for c in mine:
        right = {rule_of(m) for m in c.messages if held(m)}
        failed = [r[0] for r in c.rules if r[2] and not r[1] and r[0] not in right] if c.rules else \
            [rule_of(m) for m in c.messages if not m.startswith("the check ") and not held(m)]
        for rule in failed if c.status == "graded" else []:
            students[(c.cell, rule)].add(c.student)
    top = sorted(students.items(), key=lambda kv: (-len(kv[1]), kv[0]))[:10]
    if not top:
        return "<h3>Rules most students failed</h3><p>none failed</p>"
    rows = "".join(f"<tr><td class=name>{esc(cell)}</td><td class=name>{esc(rule)}</td><td>{len(who)}</td></tr>"
                   for (cell, rule), who in top)
    return (f"<h3>Rules most students failed</h3><table class=rules><tr><th class=name>cell</th>"
            f"<th class=name>rule</th><th>students</th></tr>{rows}</table>")


def to_mark(aid, mine, names, token):
    """Every hand-graded cell (marked or not) with all students' answers side by side."""
    cells = sorted({c.cell for c in mine if c.auto is None and c.status == "manual" or c.mark is not None})
    if not cells:
        return ""
    out = ["<h3>Answers to mark by hand</h3>"]
    if token is None:
        out.append("<p>Enter marks with <code>./kit gradebook serve</code> (this page, with a form per answer) "
                   "or <code>./kit gradebook mark STUDENT CELL POINTS --comment TEXT</code>.</p>")
    for cell in cells:
        answers = [c for c in mine if c.cell == cell and (c.status == "manual" or c.mark is not None)]
        answers.sort(key=lambda c: (not c.pending and not c.needs_review, c.student))
        out.append(f"<h4 id=\"mark-{esc(aid)}-{esc(cell)}\">{esc(cell)} ({sum(c.pending for c in answers)} to mark)"
                   f"</h4><div class=answers>")
        for c in answers:
            out.append(answer_card(aid, c, names, token))
        out.append("</div>")
    return "\n".join(out)


def answer_card(aid, c, names, token):
    state = (f"needs review: the answer changed since it was marked {pts(c.mark)}" if c.needs_review else
             "not marked yet" if c.pending else f"marked {pts(c.mark)} / {pts(c.max_points)}")
    card = [f"<div class=\"answer {cell_class(c)}\" id=\"answer-{esc(aid)}-{esc(c.student)}-{esc(c.cell)}\">"
            f"<b>{esc(c.student)}</b> {esc(names.get(c.student, ('', 0))[0])}<br><i>{esc(state)}</i>"
            f"<pre>{esc(c.answer)}</pre>"]
    if c.comment:
        card.append(f"<p>comment: {esc(c.comment)}</p>")
    if token is not None:
        value = "" if c.mark is None else pts(c.mark)
        card.append(f"<form method=post action=\"/mark\"><input type=hidden name=token value=\"{esc(token)}\">"
                    f"<input type=hidden name=assignment value=\"{esc(aid)}\">"
                    f"<input type=hidden name=student value=\"{esc(c.student)}\">"
                    f"<input type=hidden name=cell value=\"{esc(c.cell)}\">"
                    f"<label>points <input name=points type=number min=0 max=\"{pts(c.max_points)}\" step=\"0.5\" "
                    f"value=\"{esc(value)}\" required></label> "
                    f"<label>comment <input name=comment value=\"{esc(c.comment)}\"></label> "
                    f"<button type=submit>save</button></form>")
    card.append("</div>")
    return "".join(card)


# ---------------------------------------------------------------------------- files

def write_all(book, out, students=None):
    """grades.csv, the LMS exports, the overview and the feedback pages (of `students`, or all)."""
    out = Path(out)
    book.write_views(out)
    write_atomic(out / "overview.html", overview(book), mode=PRIVATE_FILE)
    for student in students or book.students():
        write_atomic(out / "feedback" / f"{student}.html", feedback(book, student), mode=PRIVATE_FILE)
