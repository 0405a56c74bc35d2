#!/usr/bin/python3
"""Tests of tools/nqkit/snippet_check.py's reading of examples and judging of outputs (no kernel: the
check itself runs in ./kit test's `snippets` step)."""

import unittest

from nbformat.v4 import new_output

from nqkit.snippet_check import (Step, all_examples, complete_examples, readme_examples, step_problems,
                           transcript_examples)

TRANSCRIPT = '''/**
 * Example:
 * <pre>
 * $ jshell --class-path lib/target/classpath
 * jshell&gt; import a.*;
 * jshell&gt; System.out.println(x);
 * two
 *   lines
 * jshell&gt; List.of(1)
 * $3 ==&gt; [1]
 * jshell&gt; f(0);
 * |  Exception java.lang.IllegalArgumentException: n must be at least 1, was 0
 * </pre>
 * <pre>{@code
 * int ignored = 1;
 * }</pre>
 */
class A {}
'''


class ReadingTest(unittest.TestCase):

    def test_java_blocks_are_read_with_their_line_and_other_blocks_are_not(self):
        text = "# t\n```sh\n./kit run\n```\n\n```java\nimport a.B;\n\nB b = B.of();\n```\n```\n%classpath x\n```\n"
        examples = readme_examples(text)
        self.assertEqual([(e.where, [s.code for s in e.steps]) for e in examples],
                         [("README.md:6", ["import a.B;\n\nB b = B.of();"])])

    def test_a_transcript_gives_one_step_per_prompt_with_what_it_shows(self):
        (example,) = transcript_examples(TRANSCRIPT, "A.java")
        self.assertEqual(example.where, "A.java:3")
        self.assertEqual([(s.code, s.printed, s.value, s.exception) for s in example.steps], [
            ("import a.*;", "", None, None),
            ("System.out.println(x);", "two\n  lines\n", None, None),
            ("List.of(1)", None, "[1]", None),
            ("f(0);", None, None, "n must be at least 1, was 0")])

    def test_a_code_example_is_pasted_when_it_begins_with_its_imports(self):
        source = TRANSCRIPT + """/**
 * <pre>{@code
 * import a.B;
 *
 * B b = B.of(() -> { return 1; });
 * }</pre>
 */
"""
        self.assertEqual([(e.where, [s.code for s in e.steps]) for e in complete_examples(source, "A.java")],
                         [("A.java:20", ["import a.B;\n\nB b = B.of(() -> { return 1; });"])])

    def test_the_repository_has_the_readme_blocks_and_the_engine_transcript(self):
        wheres = [e.where.split(":")[0] for e in all_examples()]
        self.assertGreaterEqual(wheres.count("README.md") + sum(w.startswith("docs/") for w in wheres), 4)
        self.assertGreaterEqual(wheres.count("README.md"), 3)
        self.assertIn("docs/tuners.md", wheres)
        self.assertIn("io/nqueens/engine/Engine.java", wheres)
        self.assertIn("io/nqueens/experiment/Experiment.java", wheres)
        self.assertIn("io/nqueens/experiment/Sweep.java", wheres)


class JudgingTest(unittest.TestCase):
    ERROR = new_output("error", ename="EvalException", evalue="population size must be in [2, 10], was 1",
                       traceback=["\x1b[31mjava.lang.IllegalArgumentException\x1b[0m"])

    def test_an_error_fails_a_step_that_expects_none(self):
        (problem,) = step_problems(Step("x"), [self.ERROR])
        self.assertTrue(problem.startswith("error: population size must be in [2, 10], was 1"), problem)

    def test_an_expected_exception_must_be_the_one_shown(self):
        self.assertEqual(step_problems(Step("x", exception="was 1"), [self.ERROR]), [])
        (problem,) = step_problems(Step("x", exception="was 2"), [self.ERROR])
        self.assertIn("expected the exception 'was 2'", problem)
        (problem,) = step_problems(Step("x", exception="was 1"), [])
        self.assertEqual(problem, "expected the exception 'was 1', got none")

    def test_printed_text_and_values_must_match_the_transcript(self):
        out = new_output("stream", name="stdout", text="run of 001\n")
        self.assertEqual(step_problems(Step("x", printed="run of 001\n"), [out]), [])
        (problem,) = step_problems(Step("x", printed="run of 002\n"), [out])
        self.assertEqual(problem, "printed 'run of 001\\n', the transcript shows 'run of 002\\n'")
        value = new_output("execute_result", data={"text/plain": "20 of 20 runs"}, execution_count=1)
        self.assertEqual(step_problems(Step("x", value="20 of 20 runs"), [value]), [])
        self.assertEqual(len(step_problems(Step("x", value="19 of 20 runs"), [value])), 1)


if __name__ == "__main__":
    unittest.main()
