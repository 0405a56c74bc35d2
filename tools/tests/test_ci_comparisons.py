"""What `./kit test` (before JUnit) and `./kit bench` install for the comparisons: R and irace,
DEAP; asked for only when missing, and never more than what is missing."""

import unittest
from unittest import mock

from nqkit.ci import env


class EnsureComparisonsTest(unittest.TestCase):

    def installs(self, has_irace, has_deap):
        asked = []
        with mock.patch.object(env, "r_has", return_value=has_irace), \
                mock.patch.object(env, "imports", return_value=has_deap), \
                mock.patch.object(env, "apt_try", side_effect=lambda what, packages: asked.append(tuple(packages))):
            env.ensure_comparisons()
        return asked

    def test_a_new_machine_gets_r_irace_and_deap(self):
        self.assertEqual([("r-base-core", "r-cran-irace"), ("python3-deap",)], self.installs(False, False))

    def test_only_what_is_missing_is_installed(self):
        self.assertEqual([("python3-deap",)], self.installs(True, False))
        self.assertEqual([("r-base-core", "r-cran-irace")], self.installs(False, True))
        self.assertEqual([], self.installs(True, True))

    def test_deap_is_looked_for_in_debians_python_which_the_benchmark_runs(self):
        with mock.patch.object(env, "r_has", return_value=True), \
                mock.patch.object(env, "imports", return_value=True) as imports, \
                mock.patch.object(env, "apt_try") as apt:
            env.ensure_comparisons()
        imports.assert_called_once_with("deap", "/usr/bin/python3")
        apt.assert_not_called()

    def test_r_is_asked_for_a_package_it_has_and_not_one_it_lacks(self):
        if env.r_has("stats") is False:
            self.skipTest("no Rscript here (apt-get install r-base-core)")
        self.assertTrue(env.r_has("stats"))
        self.assertFalse(env.r_has("noSuchPackageNqk"))


if __name__ == "__main__":
    unittest.main()
