"""The kit's Python tools: running and checking the notebooks, grading exercise notebooks in a
sandbox, the course's gradebook, and the helpers of ./kit test.

Run a tool as `python3 -m nqkit.TOOL` with tools/ on PYTHONPATH (./kit sets it). Its tests are the
package `tests` beside it (tools/tests).
"""
