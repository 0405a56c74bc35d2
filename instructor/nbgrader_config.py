# nbgrader settings for the kit's Java exercise notebooks: copy this file into your nbgrader course
# folder (beside source/). nbgrader's default Java stub is "// YOUR CODE HERE" alone, which leaves
# an answer such as `Fitness f = Fitness.of(..., (genes, n) -> { <stub> });` without a return and
# the notebook uncompilable; the kit's stub throws NotWrittenYet, so every released cell compiles
# and its check reports "not written yet". tools/tests/test_nbgrader.py runs nbgrader's ClearSolutions
# with this file and checks that it writes exactly the kit's student versions.
c = get_config()  # noqa: F821 (nbgrader's config loader provides it)

c.ClearSolutions.code_stub = {
    "java": "// YOUR CODE HERE\nthrow new NotWrittenYet();",
    "python": "# YOUR CODE HERE\nraise NotImplementedError()",
}
c.ClearSolutions.text_stub = "YOUR ANSWER HERE"
c.ClearSolutions.begin_solution_delimeter = "BEGIN SOLUTION"
c.ClearSolutions.end_solution_delimeter = "END SOLUTION"
