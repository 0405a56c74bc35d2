package io.nqueens.assignments;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.nqueens.board.Encoding;
import io.nqueens.operators.mutation.Mutation;
import io.nqueens.operators.mutation.Swap;

import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * A student chooses their plug-in's name and their exceptions' messages: the checklist shows
 * them literally, so that no ANSI sequence, carriage return, newline or bidirectional override
 * restyles it or forges a line, and markup stays the characters it is.
 */
class ChecklistLiteralTest {

    /** ESC [2J clears a terminal, ESC [32m colours; \r and \n would overwrite or add lines. */
    static final String HOSTILE = "<b>x</b> **y** \u001b[2J\u001b[32m\r  PASS  8/8  all\n\u202etxt\u200b";
    static final String SHOWN = "<b>x</b> **y** \\u001b[2J\\u001b[32m\\r  PASS  8/8  all\\n\\u202etxt\\u200b";

    @Test
    void aHostileNameIsShownLiterallyInTheTitleAndInEveryMessage() {
        Mutation named = Mutation.named(HOSTILE, (genes, rng) -> Swap.of().mutate(genes, rng));
        Report r = MutationCheck.of(Encoding.PERMUTATION).check(named);
        String checklist = r.toString();
        String head = "Check mutation \"" + SHOWN + "\"\n    (PERMUTATION): 5/5 points\n"; // wrapped at 100
        assertTrue(checklist.startsWith(head), checklist);
        assertEquals("mutation \"" + SHOWN + "\" (PERMUTATION)", r.title()); // the record's title too
        // No line forged: one head, one line per rule, messages indented under their rule.
        assertEquals(1, checklist.lines().filter(l -> l.startsWith("Check ")).count(), checklist);
        assertEquals(r.rules().size(), checklist.lines().filter(l -> l.matches("  (PASS|FAIL)  .*")).count(), checklist);
        assertTrue(checklist.lines().skip(2).allMatch(l -> l.matches("  (PASS|FAIL)  .*| {13}.*")), checklist);
        assertPlain(checklist);
    }

    @Test
    void aNameOverSixtyCharactersIsCutSayingItsLength() {
        Mutation named = Mutation.named("\u001b".repeat(5000), (genes, rng) -> Swap.of().mutate(genes, rng));
        Report r = MutationCheck.of(Encoding.PERMUTATION).check(named);
        assertEquals("mutation \"" + "\\u001b".repeat(Text.MAX_NAME) + "... (5000 characters)\" (PERMUTATION)",
                r.title());
        assertPlain(r.toString());
    }

    @Test
    void messagesNotesAndRulesAreShownLiterallyAndAnEmojiStaysItself() {
        Report r = new Report("t \u001b[1m", List.of(new RuleResult("rule\r", false, 1,
                "threw IllegalStateException: \u001b[31mfake\nline\t\ud83d\ude00 \ud800 caf\u00e9")), "");
        assertEquals("""
                Check t \\u001b[1m: 0/1 points
                  FAIL  0/1  rule\\r
                             threw IllegalStateException: \\u001b[31mfake\\nline\\t\ud83d\ude00 \\ud800 caf\u00e9
                """, r.toString());
        assertEquals("plain <i>text</i> stays", Text.literal("plain <i>text</i> stays"));
    }

    /** No character of {@code text} but newline is a control, format or separator character. */
    static void assertPlain(String text) {
        text.codePoints().forEach(c -> assertFalse(c != '\n' && (Character.isISOControl(c)
                || Character.getType(c) == Character.FORMAT), () -> "U+" + Integer.toHexString(c) + " in " + text));
    }
}
