"""The tests of the nqkit package (tools/nqkit) and of what ./kit test runs with it; see
docs/testing.md for which step runs which."""
