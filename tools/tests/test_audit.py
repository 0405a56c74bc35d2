#!/usr/bin/python3
"""The answers of issue 44 (tools/testdata/audit/: cheats that behave when probed, mistakes that hide
from a narrow rule, each as a student would write it, with the points an honest instructor gives)
graded by the machinery of tools/tests/test_heldout.py.

    JUPYTER_PATH=$PWD/build/jupyter PYTHONPATH=tools /usr/bin/python3 -m unittest tests.test_audit

Skipped, saying so, without a `java` kernel. Writes build/assignments/audit/ (report.txt: each case's
expected and given points with the feedback's first message).
"""

import unittest
from pathlib import Path

from tests import test_heldout as th  # a module import: its own test class is not collected here


class AuditGradingTest(th.HeldOutGradingTest):
    """One grading run over the audit cases."""

    folder = Path(__file__).resolve().parents[1] / "testdata" / "audit"
    work_name = "audit"


if __name__ == "__main__":
    unittest.main()
