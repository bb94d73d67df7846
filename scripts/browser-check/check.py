#!/usr/bin/env python3
"""The report page checked as a person meets it, in headless Chromium driven through WebDriver.

For each data set (daily, monthly, hourly, daily with negatives and gaps, several series) in
each shipped language, `rangelens report` writes a page, and the page is opened from disk with
the network off:

- it requests nothing but itself (and its own data: URLs), and breaks no rule of its
  Content-Security-Policy;
- axe-core (the axe.min.js inside the axe-playwright-python wheel), run with the WCAG 2.2 A and
  AA tags and best practices, finds no violation, in the light and the dark colour scheme;
- keys pressed on the range control give, in its live region, the announcements that
  `rangelens explore --keys` gives for the same steps, and its aria-valuetext is the range value;
  the buttons do the same.

With --screenshots FOLDER it also saves the demo page in light, dark and forced-colours modes.
It ends with a line "N passed, M failed" and exits 1 when anything failed.
"""

import argparse
import concurrent.futures
import json
import pathlib
import subprocess
import sys
import tempfile
import time

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent.parent
LOCALES = ["en", "de", "fr", "es", "pl", "ar", "ja", "zh-Hans"]

# The data sets: a name, the file (None for the demo series) and the options both commands take.
DATA_SETS = [
    ("daily", None, ["--demo-end", "2026-11-29"]),
    ("monthly", ROOT / "docs/examples/jobs.csv", ["--unit", "thousand jobs", "--today", "2026-11-29"]),
    ("hourly", HERE / "hourly.csv", ["--today", "2026-11-29"]),
    (
        "negatives-and-gaps",
        HERE / "temperatures.csv",
        ["--from", "2024-12-01", "--unit", "°C", "--today", "2026-11-29"],
    ),
    ("several", ROOT / "docs/examples/prices.csv", ["--series", "symbol", "--today", "2026-11-29"]),
]

# The keys pressed on the range control, each with the action word explore takes for it: moves
# to both ends and past them, widening and narrowing to their limits, show all and back, the
# value, the description and the hint.
KEY_STEPS = (
    [("left", Keys.ARROW_LEFT)] * 2
    + [("up", Keys.ARROW_UP), ("down", Keys.ARROW_DOWN)]
    + [("down", Keys.ARROW_DOWN)] * 6
    + [("right", Keys.ARROW_RIGHT)] * 3
    + [("space", Keys.SPACE), ("left", Keys.ARROW_LEFT), ("space", Keys.SPACE), ("back", "b")]
    + [("space", Keys.SPACE), ("down", Keys.ARROW_DOWN), ("back", "b"), ("up", Keys.ARROW_UP)]
    + [("value", Keys.ENTER), ("describe", "d"), ("hint", "h")]
)

# The buttons pressed, each with explore's action word.
BUTTON_STEPS = [
    ("earlier", "earlier"),
    ("later", "later"),
    ("widen", "widen"),
    ("narrow", "narrow"),
    ("showAll", "all"),
    ("back", "back"),
    ("describe", "describe"),
]

AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"]


class Results:
    """Counts checks and prints each failure as it happens."""

    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, condition, what, detail=""):
        if condition:
            self.passed += 1
        else:
            self.failed += 1
            print(f"FAIL {what}" + (f"\n  {detail}" if detail else ""), flush=True)
        return condition


def axe_source():
    """axe.min.js from the axe-playwright-python wheel installed beside this interpreter."""
    import axe_playwright_python

    path = pathlib.Path(axe_playwright_python.__file__).parent / "axe.min.js"
    return path.read_text(encoding="utf-8")


def run(command, **kwargs):
    return subprocess.run(command, capture_output=True, text=True, check=False, **kwargs)


def make_driver(chromedriver):
    options = Options()
    for argument in [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--hide-scrollbars",
        "--window-size=1000,1400",
        "--allow-file-access-from-files",
        "--autoplay-policy=user-gesture-required",
    ]:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"performance": "ALL", "browser": "ALL"})
    return webdriver.Chrome(service=Service(chromedriver), options=options)


def set_media(driver, scheme=None, forced=False):
    features = [
        {"name": "prefers-color-scheme", "value": scheme or ""},
        {"name": "forced-colors", "value": "active" if forced else ""},
    ]
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": features})


def open_offline(driver, page):
    """Opens the page with the network off and returns the URLs it asked for besides itself."""
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd(
        "Network.emulateNetworkConditions",
        {"offline": True, "latency": 0, "downloadThroughput": 0, "uploadThroughput": 0},
    )
    driver.get_log("performance")
    driver.execute_cdp_cmd(
        "Page.addScriptToEvaluateOnNewDocument",
        {
            "source": "window.__violations = [];"
            "document.addEventListener('securitypolicyviolation',"
            " (e) => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI));"
        },
    )
    driver.get(page.as_uri())
    WebDriverWait(driver, 20).until(
        lambda d: d.execute_script(
            "const c = document.getElementById('lens'); return c === null || c.dataset.ready !== undefined;"
        )
    )
    time.sleep(0.2)
    requested = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message.get("method") == "Network.requestWillBeSent":
            url = message["params"]["request"]["url"]
            if url != page.as_uri() and not url.startswith("data:"):
                requested.append(url)
    return requested


def explore_events(binary, file, options, locale, words):
    """What `rangelens explore --keys` announces for the actions, one JSON object a line."""
    command = [binary, "explore"] + ([str(file)] if file else []) + options
    command += ["--locale", locale, "--keys", " ".join(words), "--format", "json", "--quiet"]
    result = run(command)
    if result.returncode != 0:
        raise RuntimeError(f"{' '.join(command)}: {result.stderr}")
    return [json.loads(line) for line in result.stdout.splitlines()]


def lines_of(event):
    return event.get("announcements") or [event["announcement"]]


RECORDER = """
window.__heard = [];
const status = document.getElementById('lens-status');
const control = document.getElementById('lens');
new MutationObserver(() => window.__heard.push({
  lines: status.textContent.split('\\n'), value: control.getAttribute('aria-valuetext')
})).observe(status, {childList: true, characterData: true, subtree: true});
"""


def status_lines(driver):
    text = driver.execute_script("return document.getElementById('lens-status').textContent;")
    return text.split("\n")


def value_text(driver):
    return driver.find_element(By.ID, "lens").get_attribute("aria-valuetext")


def write_page(binary, folder, name, file, options, locale):
    """Writes a page and asks explore for the announcements of its steps (run ahead, two at once)."""
    page = folder / f"{name}-{locale}.html"
    command = [binary, "report"] + ([str(file)] if file else []) + options
    command += ["--locale", locale, "-o", str(page), "--quiet"]
    written = run(command)
    if written.returncode != 0:
        return page, f"{' '.join(command)}: {written.stderr}", None
    words = [word for word, _ in KEY_STEPS] + [word for _, word in BUTTON_STEPS]
    return page, None, explore_events(binary, file, options, locale, words)


def check_page(driver, results, axe, label, page, events, dark):
    size = page.stat().st_size
    results.check(size < 1_500_000, f"{label}: the page is under 1.5 MB", f"{size} bytes")

    set_media(driver)
    requested = open_offline(driver, page)
    results.check(not requested, f"{label}: the page requests nothing", ", ".join(requested))
    violations = driver.execute_script("return window.__violations;")
    results.check(not violations, f"{label}: no Content-Security-Policy violation", ", ".join(violations or []))
    ready = driver.execute_script("const c = document.getElementById('lens'); return c && c.dataset.ready;")
    results.check(ready == "true", f"{label}: the range control unpacked its states")
    errors = [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
    results.check(not errors, f"{label}: no error in the console", "\n  ".join(errors))

    for scheme in ["light", "dark"] if dark else ["light"]:
        set_media(driver, scheme)
        driver.execute_script(axe)
        report = driver.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "axe.run(document, {runOnly: {type: 'tag', values: arguments[0]}, resultTypes: ['violations']})"
            ".then((r) => done(r.violations.map((v) => v.id + ': ' + v.help + ' ' +"
            " v.nodes.map((n) => n.target.join(' ')).join(', '))));",
            AXE_TAGS,
        )
        results.check(not report, f"{label}: axe-core finds no violation ({scheme})", "\n  ".join(report))
    set_media(driver)

    # The keys, then the buttons, against explore's announcements for the same steps.
    start = events[0]
    results.check(
        status_lines(driver) == lines_of(start),
        f"{label}: the live region starts with explore's first line",
        f"{status_lines(driver)} != {lines_of(start)}",
    )
    results.check(
        value_text(driver) == " ".join(lines_of(start)),
        f"{label}: aria-valuetext is the range value",
        f"{value_text(driver)!r}",
    )
    driver.execute_script(RECORDER)
    control = driver.find_element(By.ID, "lens")
    actions = ActionChains(driver, duration=0).click(control)
    for _, key in KEY_STEPS:
        actions.send_keys(key)
    for action, _ in BUTTON_STEPS:
        actions.click(driver.find_element(By.CSS_SELECTOR, f"button[data-action='{action}']"))
    actions.perform()
    heard = driver.execute_script("return window.__heard;")
    steps = [word for word, _ in KEY_STEPS] + [word for _, word in BUTTON_STEPS]
    mismatches = []
    last_value = " ".join(lines_of(start))
    for index, (word, event) in enumerate(zip(steps, events[1:])):
        if index >= len(heard):
            mismatches.append(f"{word}: the page announced nothing")
            break
        if heard[index]["lines"] != lines_of(event):
            mismatches.append(f"{word}: page {heard[index]['lines']} != explore {lines_of(event)}")
        if event["event"] == "step" and event.get("moved"):
            last_value = " ".join(lines_of(event))
        if heard[index]["value"] != last_value:
            mismatches.append(f"{word}: aria-valuetext {heard[index]['value']!r} != {last_value!r}")
    results.check(
        len(events) == len(steps) + 1 and len(heard) == len(steps) and not mismatches,
        f"{label}: {len(KEY_STEPS)} keys and {len(BUTTON_STEPS)} buttons announce what explore announces",
        "\n  ".join(mismatches),
    )


def screenshots(driver, binary, folder, target):
    page = folder / "screenshot.html"
    written = run([binary, "report", "--demo-end", "2026-11-29", "--locale", "en-GB", "-o", str(page), "--quiet"])
    if written.returncode != 0:
        raise RuntimeError(written.stderr)
    target.mkdir(parents=True, exist_ok=True)
    for name, scheme, forced in [("light", "light", False), ("dark", "dark", False), ("forced-colors", None, True)]:
        set_media(driver, scheme, forced)
        driver.get(page.as_uri())
        WebDriverWait(driver, 20).until(
            lambda d: d.execute_script("return document.getElementById('lens').dataset.ready !== undefined;")
        )
        control = driver.find_element(By.ID, "lens")
        control.click()
        for key in [Keys.ARROW_LEFT, Keys.ARROW_LEFT, Keys.ARROW_UP]:
            control.send_keys(key)
        height = driver.execute_script("return document.querySelector('.table').offsetTop + 420;")
        driver.set_window_size(1000, height)
        time.sleep(0.3)
        driver.save_screenshot(str(target / f"report-{name}.png"))
        driver.set_window_size(1000, 1400)
    set_media(driver)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rangelens", default=str(ROOT / ".build/debug/rangelens"), help="the built executable")
    parser.add_argument("--chromedriver", default="/usr/bin/chromedriver")
    parser.add_argument("--locales", default=",".join(LOCALES), help="comma-separated locales to check")
    parser.add_argument("--data-sets", default=",".join(name for name, _, _ in DATA_SETS))
    parser.add_argument("--screenshots", help="also save the demo page's screenshots in this folder")
    arguments = parser.parse_args()

    results = Results()
    axe = axe_source()
    wanted = arguments.data_sets.split(",")
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="rangelens-browser-") as scratch:
        folder = pathlib.Path(scratch)
        driver = make_driver(arguments.chromedriver)
        try:
            jobs = [
                (name, file, options, locale)
                for name, file, options in DATA_SETS
                if name in wanted
                for locale in arguments.locales.split(",")
            ]
            with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
                written = [
                    pool.submit(write_page, arguments.rangelens, folder, name, file, options, locale)
                    for name, file, options, locale in jobs
                ]
                for (name, _, _, locale), future in zip(jobs, written):
                    label = f"{name} {locale}"
                    page, error, events = future.result()
                    if not results.check(error is None, f"{label}: rangelens report and explore", error or ""):
                        continue
                    # Both colour schemes for two languages of each data set; light for the rest.
                    check_page(driver, results, axe, label, page, events, dark=locale in ("en", "ar"))
            if arguments.screenshots:
                screenshots(driver, arguments.rangelens, folder, pathlib.Path(arguments.screenshots))
        finally:
            driver.quit()
    print(f"browser checks took {time.monotonic() - started:.0f} s")
    print(f"{results.passed} passed, {results.failed} failed")
    return 1 if results.failed else 0


if __name__ == "__main__":
    sys.exit(main())
