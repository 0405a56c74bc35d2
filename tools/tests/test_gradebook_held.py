#!/usr/bin/python3
"""The gradebook's pages on a rule the answer got right that a failed gate zeroed (issue 45: ex6
marked "the score rates it 0" with a cross when the board was a real solution)."""

import unittest

from nqkit.gradebook import Cell
from nqkit.gradebook_pages import checklist, failed_rules

GATE = 'a counterexample needs both: a score of 0 and queens that attack each other; this board has no attack'
HELD = 'held, but not counted: "it fools the score" failed, so the answer scores 0'


def ex6_solution_board(student):
    """ex6's check on a real solution, as grading.py records it (messages of failed, decided rules)."""
    return Cell("a1", student, "ex6-why-002-score-fails", "ex6-fool", 0, 3, "graded",
                messages=[f"the score rates it 0: {HELD}", "queens attack each other: no two queens attack",
                          f"it fools the score: {GATE}"],
                rules=[["a genome of 6 queens", True, True, 0, 0], ["the score rates it 0", False, True, 0, 1],
                       ["queens attack each other", False, True, 0, 1], ["it fools the score", False, True, 0, 1]],
                answer="")


class HeldRuleTest(unittest.TestCase):

    def test_a_held_rule_is_ticked_with_its_reason_and_a_wrong_one_crossed(self):
        page = checklist(ex6_solution_board("s01"))
        self.assertIn(f'<li class="ok">&#10003; 0/1 the score rates it 0<br><small>{HELD}</small></li>'
                      .replace('"it fools the score"', "&quot;it fools the score&quot;"), page)
        self.assertIn('<li class="ok">&#10003; 0/0 a genome of 6 queens</li>', page)
        self.assertIn('<li class="fail">&#10007; 0/1 queens attack each other', page)

    def test_the_overview_does_not_count_a_held_rule_as_failed(self):
        table = failed_rules([ex6_solution_board("s01"), ex6_solution_board("s02")])
        self.assertIn("<td class=name>queens attack each other</td><td>2</td>", table)
        self.assertIn("<td class=name>it fools the score</td><td>2</td>", table)
        self.assertNotIn("the score rates it 0", table)


if __name__ == "__main__":
    unittest.main()
