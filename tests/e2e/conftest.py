"""Fixtures of the browser tests: the real referee (``tapete-referee serve``) in a subprocess,
the system Chromium driven by Playwright, and phone-sized browser contexts (390 x 844).

Every test here is skipped, with the reason, when /usr/bin/chromium is missing
(``apt-get install -y chromium``). Screenshots go to ``tests/e2e/screenshots/`` (not in git).
"""

from __future__ import annotations

import shutil
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
import requests

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
PHONE = {"width": 390, "height": 844}
SCREENSHOTS = Path(__file__).resolve().parent / "screenshots"
SERVER_START_SECONDS = 30


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _serve_command() -> list[str]:
    script = shutil.which("tapete-referee", path=str(Path(sys.executable).parent))
    return [script] if script else [sys.executable, "-m", "referee.cli"]


@pytest.fixture(scope="session")
def server() -> Iterator[str]:
    """Base URL of a real referee on a free port, with an empty instance folder (a private
    temporary folder: pytest's shared basetemp may be pruned by other sessions meanwhile)."""
    with tempfile.TemporaryDirectory(prefix="tapete-e2e-") as name:
        yield from _serve(Path(name))


def _serve(folder: Path) -> Iterator[str]:
    port = _free_port()
    log_path = folder / "server.log"
    with log_path.open("wb") as log:
        process = subprocess.Popen(
            [*_serve_command(), "serve", "--host", "127.0.0.1", "--port", str(port),
             "--instance", str(folder / "instance")],
            stdout=log, stderr=subprocess.STDOUT)
        base = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + SERVER_START_SECONDS
        while True:
            if process.poll() is not None:
                pytest.fail(f"the referee exited at start:\n{log_path.read_text()}")
            try:
                if requests.get(base + "/", timeout=1).ok:
                    break
            except requests.ConnectionError:
                pass
            if time.monotonic() > deadline:
                process.kill()
                pytest.fail(f"the referee did not answer within {SERVER_START_SECONDS} s:\n"
                            f"{log_path.read_text()}")
            time.sleep(0.2)
        yield base
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()


@pytest.fixture(scope="session")
def browser() -> Iterator[object]:
    """The system Chromium under Playwright (skips when it is not installed)."""
    if not CHROMIUM.exists():
        pytest.skip("system Chromium is missing at /usr/bin/chromium "
                    "(install it with: apt-get install -y chromium)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@pytest.fixture
def new_phone(browser: object) -> Iterator[Callable[[str], object]]:
    """``new_phone(locale)``: a Playwright Page in its own context (its own cookies), phone
    sized, with that Accept-Language. Script errors on any page fail the test at the end."""
    contexts = []
    errors: list[str] = []

    def make(locale: str) -> object:
        context = browser.new_context(  # type: ignore[attr-defined]
            viewport=PHONE, locale=locale, is_mobile=True, has_touch=True,
            device_scale_factor=1)
        contexts.append(context)
        page = context.new_page()
        page.set_default_timeout(20_000)
        page.on("pageerror", lambda error: errors.append(f"{locale}: {error}"))
        return page

    yield make
    for context in contexts:
        context.close()
    assert not errors, f"script errors in the pages: {errors}"


@pytest.fixture(scope="session")
def shots() -> Callable[[object, str], Path]:
    """``shots(page, name)``: a full-page screenshot saved as ``screenshots/<name>.png``."""
    SCREENSHOTS.mkdir(exist_ok=True)

    def take(page: object, name: str) -> Path:
        path = SCREENSHOTS / f"{name}.png"
        page.evaluate("window.scrollTo(0, 0)")  # type: ignore[attr-defined]
        page.screenshot(path=str(path), full_page=True)  # type: ignore[attr-defined]
        return path

    return take
