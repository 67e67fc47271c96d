"""Fixtures of the browser tests: the real referee (``tapete-referee serve``) in a subprocess,
the system Chromium's headless shell driven by Playwright, and phone-sized browser contexts
(390 x 844). The headless shell is the build Playwright itself runs for headless tests: the
same Blink as the full browser without its window machinery, at about two thirds of the
browser tests' time (measured on 2 cores: 113 s against 178 s for tests/e2e).

Every test here is skipped, with the reason, when /usr/bin/chromium-headless-shell is missing
(``apt-get install -y chromium-headless-shell``). Screenshots go to ``tests/e2e/screenshots/``
(not in git).
"""

from __future__ import annotations

import signal
import subprocess
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.e2e.e2e_kit import COUNT_MOVES, PHONE, WAIT_MS
from tests.e2e.screen_checks import SCREENS
from tests.referee.referee_kit import start_server

CHROMIUM = Path("/usr/bin/chromium-headless-shell")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
SCREENSHOTS = Path(__file__).resolve().parent / "screenshots"
TOP_BAR_PX = 78  # a scrolled screenshot leaves this much above its element (the top bar)

E2E_DIR = Path(__file__).resolve().parent

expect.set_options(timeout=WAIT_MS)  # every expect(...) of the browser tests retries this long


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark every test under ``tests/e2e/`` ``e2e`` (``pytest -m e2e`` / ``-m "not e2e"``)."""
    for item in items:
        if item.path.is_relative_to(E2E_DIR):
            item.add_marker(pytest.mark.e2e)


@pytest.fixture(scope="session")
def server() -> Iterator[str]:
    """Base URL of a real referee on a free port, with an empty instance folder (a private
    temporary folder: pytest's shared basetemp may be pruned by other sessions meanwhile)."""
    with tempfile.TemporaryDirectory(prefix="tapete-e2e-") as name:
        # Every phone of every test comes from 127.0.0.1, and a closed page's stream is only
        # noticed at its next keepalive: the per-address cap (16 by default) would send the
        # later tests' phones to polling. The phones a test seats over HTTP (``ApiTable``) come
        # as phones behind a proxy each from its own address (``--proxies 1``), so one
        # worker's tables stay within the per-address join limit as a real room's do.
        referee = start_server(Path(name) / "instance", "--max-streams-per-address", "1000",
                               "--proxies", "1")
        try:
            yield referee.url
        finally:
            try:
                referee.stop()
            except subprocess.TimeoutExpired:
                referee.stop(signal.SIGKILL)


@pytest.fixture(scope="session")
def browser() -> Iterator[object]:
    """The system Chromium's headless shell under Playwright (skips when it is not
    installed)."""
    if not CHROMIUM.exists():
        pytest.skip(f"Chromium's headless shell is missing at {CHROMIUM} "
                    "(install it with: apt-get install -y chromium-headless-shell)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@pytest.fixture
def new_phone(browser: object) -> Iterator[Callable[[str], object]]:
    """``new_phone(locale)``: a Playwright Page in its own context (its own cookies), phone
    sized, with that Accept-Language, counting the moves it sends (``e2e_kit.COUNT_MOVES``).
    Script errors on any page fail the test at the end."""
    contexts = []
    errors: list[str] = []

    def make(locale: str) -> object:
        context = browser.new_context(  # type: ignore[attr-defined]
            viewport=PHONE, locale=locale, is_mobile=True, has_touch=True,
            device_scale_factor=1)
        contexts.append(context)
        context.add_init_script(COUNT_MOVES)
        page = context.new_page()
        page.set_default_timeout(WAIT_MS)
        page.on("pageerror", lambda error: errors.append(f"{locale}: {error}"))
        return page

    yield make
    for context in contexts:
        context.close()
    assert not errors, f"script errors in the pages: {errors}"


@pytest.fixture(scope="session")
def shots() -> Callable[..., Path]:
    """``shots(page, name)``: the whole page from the top; ``shots(page, name, scroll=selector)``:
    what fits on the phone's screen (390 x 844) with the first ``selector`` near its top (the
    screenshots in README.md and docs/games/). Saved as ``screenshots/<name>.png``."""
    SCREENSHOTS.mkdir(exist_ok=True)

    def take(page: object, name: str, scroll: str | None = None) -> Path:
        path = SCREENSHOTS / f"{name}.png"
        if scroll is None:
            page.evaluate("window.scrollTo(0, 0)")  # type: ignore[attr-defined]
            page.screenshot(path=str(path), full_page=True)  # type: ignore[attr-defined]
        else:
            page.locator(scroll).first.evaluate(  # type: ignore[attr-defined]
                "(el, above) => window.scrollTo(0, el.getBoundingClientRect().top"
                " + window.scrollY - above)", TOP_BAR_PX)
            page.screenshot(path=str(path))  # type: ignore[attr-defined]
        return path

    return take


@pytest.fixture
def screen(browser: Any) -> Iterator[Any]:
    """A landscape tablet's page (no cookies); script errors fail the test."""
    context = browser.new_context(viewport=SCREENS[0], locale="en-GB", device_scale_factor=1)
    page = context.new_page()
    page.set_default_timeout(WAIT_MS)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield page
    context.close()
    assert not errors, f"script errors on the table screen: {errors}"
