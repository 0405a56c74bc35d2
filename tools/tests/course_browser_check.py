#!/usr/bin/python3
"""The course's pages in a real browser (headless Chromium through Selenium): the overview served
by `./kit gradebook serve`, a hand mark entered through its form, and the student's feedback page
rebuilt with it. Screenshots go to build/course-browser/. Run by the assignments step of
`./kit test` (not by the runner's tests: it starts a browser).

Needs the Debian packages chromium, chromium-driver and python3-selenium; as root it installs the
missing ones with apt-get, else it is skipped, saying which to install.

    PYTHONPATH=tools /usr/bin/python3 -m tests.course_browser_check [-v]
"""

import importlib
import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import unittest
from pathlib import Path

from nqkit import gradebook_cli
from tests import test_course as tc
from nqkit.kit_common import ROOT

SHOTS = ROOT / "build" / "course-browser"
PACKAGES = ["chromium", "chromium-driver", "python3-selenium"]


def browser_ready():
    """None when Chromium, its driver and Selenium are here (installing them as root), else why not."""
    def missing():
        have = {"chromium": shutil.which("chromium"), "chromium-driver": shutil.which("chromedriver"),
                "python3-selenium": importlib.util.find_spec("selenium")}
        return [p for p, ok in have.items() if not ok]
    if missing() and os.geteuid() == 0 and shutil.which("apt-get"):
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        install = ["apt-get", "install", "-y", "-qq", "--no-install-recommends", *missing()]
        if subprocess.run(install, env=env, capture_output=True).returncode != 0:
            subprocess.run(["apt-get", "update", "-qq"], env=env, capture_output=True)
            subprocess.run(install, env=env, capture_output=True)
        importlib.invalidate_caches()
    gone = missing()
    return f"no browser: apt-get install {' '.join(gone)} (as root) runs it" if gone else None


class OverviewInBrowserTest(unittest.TestCase):

    @classmethod
    def setUpClass(cls):
        why = browser_ready()
        if why:
            raise unittest.SkipTest(why)
        from selenium import webdriver
        cls.tmp = tempfile.TemporaryDirectory(dir="/dev/shm" if os.access("/dev/shm", os.W_OK) else None)
        course, cls.out = Path(cls.tmp.name) / "course", Path(cls.tmp.name) / "grades"
        tc.build_course(course)
        r = tc.run_grader(course, cls.out, "--assignment", "a1")
        assert r.returncode == 0, r.stdout + r.stderr
        cls.server = gradebook_cli.make_server(cls.out, 0)
        threading.Thread(target=cls.server.serve_forever, daemon=True).start()
        cls.base = f"http://127.0.0.1:{cls.server.server_address[1]}"
        options = webdriver.ChromeOptions()
        for flag in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     "--window-size=1400,1000"):
            options.add_argument(flag)
        options.binary_location = shutil.which("chromium")
        service = webdriver.ChromeService(executable_path=shutil.which("chromedriver")) \
            if hasattr(webdriver, "ChromeService") else None
        cls.driver = webdriver.Chrome(options=options, **({"service": service} if service else {}))
        SHOTS.mkdir(parents=True, exist_ok=True)

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()
        cls.server.shutdown()
        cls.server.server_close()
        cls.server.book.close()
        cls.tmp.cleanup()

    def no_alert(self):
        from selenium.common.exceptions import NoAlertPresentException
        with self.assertRaises(NoAlertPresentException):
            self.driver.switch_to.alert.text  # a student's <script> never runs

    def test_a_mark_entered_in_the_overview_reaches_the_gradebook_and_the_feedback_page(self):
        from selenium.webdriver.common.by import By
        d = self.driver
        d.get(self.base + "/")  # without the token: refused
        self.assertIn("Refused", d.title)
        d.get(self.server.url)  # the address the server prints: the token becomes a cookie, then the overview
        self.assertEqual(self.base + "/", d.current_url)
        self.no_alert()
        self.assertEqual("Course overview", d.title)
        self.assertEqual(30, len(d.find_elements(By.CSS_SELECTOR, "#class-a1 td.name a")))  # 30 students
        self.assertTrue(d.find_element(By.CSS_SELECTOR, "#class-a1 tr.mean").text.startswith("class mean"))
        self.assertIn("children are permutations", d.find_element(By.CSS_SELECTOR, "table.rules").text)
        self.assertIn("</pre><script>alert(1)</script>", d.find_element(By.ID, "answer-a1-s07-ex6-explain").text)
        d.save_screenshot(str(SHOTS / "overview.png"))
        d.execute_script("arguments[0].scrollIntoView()", d.find_element(By.CSS_SELECTOR, "table.dist"))
        d.save_screenshot(str(SHOTS / "overview-distribution-and-rules.png"))
        card = d.find_element(By.ID, "answer-a1-s21-ex6-explain")
        d.execute_script("arguments[0].scrollIntoView()", card)
        card.find_element(By.NAME, "points").send_keys("3")
        card.find_element(By.NAME, "comment").send_keys("clear, and <b>right</b>")
        d.save_screenshot(str(SHOTS / "overview-entering-a-mark.png"))
        card.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
        # The form posts, and the server answers with the page rebuilt: wait for the new page (the old
        # card was read right after the click once, before the browser had left the page).
        from selenium.webdriver.support import expected_conditions as ec
        from selenium.webdriver.support.ui import WebDriverWait
        WebDriverWait(d, 30).until(ec.staleness_of(card))
        card = WebDriverWait(d, 30).until(ec.presence_of_element_located((By.ID, "answer-a1-s21-ex6-explain")))
        self.assertIn("marked 3 / 4", card.text)
        self.assertEqual((3.0, "clear, and <b>right</b>"), self.server.book.marks()[("a1", "s21", "ex6-explain")][:2])
        d.execute_script("arguments[0].scrollIntoView()", card)
        d.save_screenshot(str(SHOTS / "overview-after-the-mark.png"))
        d.get(self.base + "/feedback/s21.html")
        self.no_alert()
        body = d.find_element(By.TAG_NAME, "body").text
        self.assertIn("marked by hand: 3 / 4 — clear, and <b>right</b>", body)
        self.assertIn("ex3-ox:", body)
        d.save_screenshot(str(SHOTS / "feedback-s21.png"))
        static = (self.out / "feedback" / "s21.html").read_text(encoding="utf-8")
        self.assertIn("marked by hand: <b>3</b> / 4 — clear, and &lt;b&gt;right&lt;/b&gt;", static)
        d.get(self.base + "/feedback/s07.html")
        self.no_alert()
        d.save_screenshot(str(SHOTS / "feedback-s07-hostile-text.png"))
        print(f"\nscreenshots in {SHOTS}", file=sys.stderr)


if __name__ == "__main__":
    unittest.main()
