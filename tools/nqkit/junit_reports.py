#!/usr/bin/python3
"""Summarise JUnit XML reports, one line per module or report file.

    python3 -m nqkit.junit_reports MODULE_DIR|REPORT.xml... [--counts FILE] [--brief] [--totals]

For each module (a folder with target/surefire-reports/TEST-*.xml, as Maven Surefire writes them)
or report file (pytest's --junitxml, named by its stem) prints

    lib: 796 passed, 0 failed, 1 skipped

then one indented line per failing test (class, method, first line of the message) and per
skipped test with the reason it gave (a JUnit assumption's message), so that `./kit test` can say
what was left out and why without anyone opening a log. A module with no report at all counts as
failed: its tests did not run (a compile error, or Maven stopped before them).

--counts FILE writes "passed failed skipped" (the totals) to FILE; --totals prints only them, for
the kit's closing line; --brief leaves the skipped tests' lines out (they are counted).
Exit status: 0 when every module ran and nothing failed, 1 otherwise.
"""

import argparse
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from nqkit.kit_common import write_atomic

MESSAGE_COLUMNS = 160


# What JUnit puts before an assumption's own message.
ASSUMPTION_PREFIXES = ("org.opentest4j.TestAbortedException: ", "Assumption failed: ")


def first_line(text):
    """The first non-blank line of `text`, without JUnit's assumption prefixes, cut to
    MESSAGE_COLUMNS."""
    for line in (text or "").splitlines():
        if line.strip():
            line = line.strip()
            for prefix in ASSUMPTION_PREFIXES:
                line = line[len(prefix):] if line.startswith(prefix) else line
            return line if len(line) <= MESSAGE_COLUMNS else line[:MESSAGE_COLUMNS - 3] + "..."
    return ""


def module_results(module):
    """(passed, failed lines, skipped lines, found) for one module's reports, or one report file's."""
    if str(module).endswith(".xml"):
        reports = [Path(module)] if Path(module).is_file() else []
    else:
        reports = sorted((Path(module) / "target" / "surefire-reports").glob("TEST-*.xml"))
    passed, failed, skipped = 0, [], []
    for report in reports:
        root = ET.parse(report).getroot()
        for case in root.iter("testcase"):
            name = f"{case.get('classname', '?').rsplit('.', 1)[-1]}.{case.get('name', '?')}"
            problem = case.find("failure")
            if problem is None:
                problem = case.find("error")
            skip = case.find("skipped")
            if problem is not None:
                failed.append(f"FAILED  {name}: {first_line(problem.get('message') or problem.text)}")
            elif skip is not None:
                skipped.append(f"skipped {name}: {first_line(skip.get('message') or skip.text)}")
            else:
                passed += 1
    return passed, failed, skipped, bool(reports)


def main(argv):
    parser = argparse.ArgumentParser(description="Summarise JUnit XML reports (Maven Surefire's, pytest's).")
    parser.add_argument("modules", nargs="+",
                        help="module folders (each with target/surefire-reports) or report files (*.xml)")
    parser.add_argument("--counts", help="write 'passed failed skipped' totals to this file")
    parser.add_argument("--brief", action="store_true", help="no line per skipped test")
    parser.add_argument("--totals", action="store_true", help="print only 'passed failed skipped'")
    args = parser.parse_args(argv)
    totals = [0, 0, 0]
    ok = True

    def say(text):
        if not args.totals:
            print(text)
    for module in args.modules:
        passed, failed, skipped, found = module_results(module)
        name = Path(module).stem if str(module).endswith(".xml") else Path(module).name
        if not found:
            say(f"{name}: no test reports (its tests did not run; see the log)")
            ok = False
            continue
        say(f"{name}: {passed} passed, {len(failed)} failed, {len(skipped)} skipped")
        for line in failed + ([] if args.brief else skipped):
            say(f"    {line}")
        totals = [totals[0] + passed, totals[1] + len(failed), totals[2] + len(skipped)]
        ok = ok and not failed
    if args.totals:
        print(*totals)
    if args.counts:
        write_atomic(args.counts, " ".join(map(str, totals)) + "\n")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
