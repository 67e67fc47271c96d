"""Helpers of the browser tests that make and drive tables (no tests here): a table made and
joined over HTTP (``ApiTable``), a table made from a phone's own page through the API as the
home page does (``page_table``, for options the form has no field for), a phone that holds one
seat's token (its cookie), waiting for the table to change (woken by its event stream, never
polled), and comparing what several phones show with the seat names taken out.

Imported as ``tests.e2e.table_kit``.
"""

from __future__ import annotations

import io
import itertools
import re
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import requests
from PIL import Image, ImageChops
from playwright.sync_api import expect

from tests.e2e.e2e_kit import WAIT_MS, Phone, hold

NAMES = ("Ana", "Bob", "Carmen", "Dmitri", "Eva")
#: How long a request to the test server may take, in s: as long as a browser wait (a busy
#: machine slows both alike; a 10 s limit once failed a move the page would have waited for).
ANSWER_S = WAIT_MS / 1000
_phones = itertools.count(1)


def own_address() -> dict[str, str]:
    """The header of a phone behind the test server's proxy with an address of its own
    (10.0.0.1, 10.0.0.2, …): the rate limits count each such phone apart."""
    n = next(_phones)
    return {"X-Forwarded-For": f"10.{n >> 16 & 255}.{n >> 8 & 255}.{n & 255}"}


@dataclass
class ApiTable:
    """A table made over HTTP: its code, the moderator's token and each seat's token."""

    base: str
    code: str
    moderator: str
    seats: list[str] = field(default_factory=list)

    @classmethod
    def new(cls, base: str, game: str, players: int, lang: str = "en",
            options: dict[str, Any] | None = None, moderator: str = "master") -> ApiTable:
        """Create a table with no seat taken yet (``moderator``: "master" or "player")."""
        made = requests.post(f"{base}/api/tables", json={
            "game": game, "players": players, "lang": lang, "options": options or {},
            "moderator": moderator}, headers=own_address(), timeout=ANSWER_S)
        assert made.status_code == 201, made.text
        return cls(base, made.json()["code"], made.json()["moderator_token"])

    @classmethod
    def create(cls, base: str, game: str, players: int, lang: str = "en",
               options: dict[str, Any] | None = None,
               names: tuple[str, ...] = NAMES) -> ApiTable:
        """Create, fill (seats named from ``names``) and start a table."""
        table = cls.new(base, game, players, lang, options)
        table.seat_and_start(names[:players])
        return table

    def seat_and_start(self, names: tuple[str, ...]) -> None:
        """Seat one phone per name of ``names`` (their tokens in ``seats``), then start."""
        for name in names:
            self.join(name)
        self.start()

    def join(self, name: str) -> int:
        """Take the next seat as ``name`` (its token goes to ``seats``); returns the seat."""
        joined = requests.post(f"{self.base}/api/tables/{self.code}/seats", json={"name": name},
                               headers=own_address(), timeout=ANSWER_S)
        assert joined.status_code == 201, joined.text
        self.seats.append(joined.json()["token"])
        return joined.json()["seat"]

    def start(self) -> None:
        """The moderator starts the table."""
        self.call("POST", "/start", self.moderator)

    @classmethod
    def from_page(cls, page: Any, base: str, code: str) -> ApiTable:
        """The table ``code`` as the phone ``page`` holds it: the moderator's and its seat's
        tokens, read off its cookies (a table made with ``page_table``)."""
        cookies = {c["name"]: c["value"] for c in page.context.cookies(base)}
        return cls(base, code, cookies[f"tapete_mod_{code}"],
                   [cookies[name] for name in (f"tapete_seat_{code}",) if name in cookies])

    def call(self, method: str, path: str, token: str, body: Any = None) -> Any:
        """``method`` on ``/api/tables/<code><path>`` as ``token``'s holder; asserts 2xx."""
        answer = requests.request(method, f"{self.base}/api/tables/{self.code}{path}",
                                  json={} if body is None and method != "GET" else body,
                                  headers={"Authorization": f"Bearer {token}"}, timeout=ANSWER_S)
        assert answer.ok, answer.text
        return answer.json()

    def view(self, seat: int | None = None) -> dict[str, Any]:
        """The view of ``seat`` (None: the moderator's, who sees everything)."""
        return self.call("GET", "/view", self.moderator if seat is None else self.seats[seat])

    def ok(self, seat: int, move: str, args: dict[str, Any]) -> int:
        """Send a move that must be accepted; returns the new version."""
        return self.call("POST", "/moves", self.seats[seat],
                         {"move": move, "args": args, "id": uuid.uuid4().hex})["version"]

    def until(self, check: Callable[[dict[str, Any]], Any], what: str,
              seconds: float = WAIT_MS / 1000) -> Any:
        """Wait until ``check(view)`` is truthy for the moderator's view; returns its value.
        The view is read once now and again at each new version the table's event stream
        announces (a phone's move reaching the table), never on a timer. AssertionError naming
        ``what`` after ``seconds``."""
        deadline = time.monotonic() + seconds
        with requests.get(f"{self.base}/api/tables/{self.code}/events", stream=True,
                          headers={"Authorization": f"Bearer {self.moderator}"},
                          timeout=(ANSWER_S, seconds)) as stream:
            assert stream.ok, stream.text
            result = check(self.view())  # read once subscribed: no version can slip between
            lines = stream.iter_lines(decode_unicode=True)
            while not result:
                if time.monotonic() > deadline:
                    raise AssertionError(f"timed out waiting for {what}")
                try:
                    line = next(lines)
                except (requests.ConnectionError, StopIteration) as lost:
                    raise AssertionError(f"timed out waiting for {what}") from lost
                if line.startswith("event: version"):
                    result = check(self.view())
        return result

    def phone(self, new_phone: Any, seat: int, locale: str = "en-GB",
              ready: str = "button.hold") -> Phone:
        """A phone that holds ``seat`` (its seat cookie), on the table page once ``ready`` (a
        CSS selector: the seat screen's hold-to-see button by default) is on it."""
        page = new_phone(locale)
        page.context.add_cookies([{"name": f"tapete_seat_{self.code}", "value": self.seats[seat],
                                   "url": self.base, "httpOnly": True, "sameSite": "Lax"}])
        page.goto(f"{self.base}/table/{self.code}")
        phone = Phone(page, NAMES[seat], locale[:2])
        expect(page.locator(ready).first, f"{phone.name}'s seat screen").to_be_attached()
        return phone


def page_api(page: Any, method: str, path: str, body: Any = None) -> Any:
    """``method`` on ``path`` from ``page`` with its own cookies (a seat's or the moderator's),
    as the page's scripts call the API: JSON in and out; an error answer raises with its text."""
    return page.evaluate("""async ([method, path, body]) => {
        const options = { method, credentials: "same-origin",
            headers: { Accept: "application/json" } };
        if (method !== "GET") {
            options.headers["Content-Type"] = "application/json";
            options.body = JSON.stringify(body ?? {});
        }
        const answer = await fetch(path, options);
        if (!answer.ok) throw new Error(`${answer.status} ${await answer.text()}`);
        return answer.json();
    }""", [method, path, body])


def page_table(page: Any, server: str, game: str, players: int, options: dict[str, Any],
               name: str | None, lang: str = "es") -> str:
    """From the home page, ``page`` makes a ``players``-seat ``game`` table through the API (as
    the home page does: options such as a prearranged deal have no form field) and opens the
    table page. With a ``name`` the moderator plays and takes seat 0 as ``name`` (a table of
    one then starts); with None the moderator does not play. Returns the table code."""
    page.goto(server + "/")
    table = page_api(page, "POST", "/api/tables", {
        "game": game, "players": players, "lang": lang, "options": options,
        "moderator": "master" if name is None else "player"})
    if name is not None:
        page_api(page, "POST", f"/api/tables/{table['code']}/seats", {"name": name})
    page.goto(f"{server}/table/{table['code']}")
    page.wait_for_url(re.compile(rf".*/table/{table['code']}$"))
    return table["code"]


def page_start(page: Any, code: str) -> None:
    """The moderator's phone starts the full table through the API (the lobby's start button
    does the same)."""
    page_api(page, "POST", f"/api/tables/{code}/start")


def page_move(page: Any, code: str, move: str, args: dict[str, Any]) -> None:
    """Send a move for the seat of ``page`` through the API, as its screen would."""
    page_api(page, "POST", f"/api/tables/{code}/moves",
             {"move": move, "args": args, "id": uuid.uuid4().hex})


def page_view(page: Any, code: str) -> dict[str, Any]:
    """The view the seat of ``page`` gets from the API (the page's own cookie)."""
    return page_api(page, "GET", f"/api/tables/{code}/view")


def without_names(text: str) -> str:
    """``text`` with every seat name replaced by NAME (what differs by seat, not by role)."""
    return re.sub("|".join(NAMES), "NAME", text)


def card_text(phone: Phone, selector: str) -> str:
    """The visible text of the first ``selector`` on ``phone``'s page ("" when there is none)."""
    found = phone.page.locator(selector)
    return found.first.inner_text() if found.count() else ""


def same_pixels(one: bytes, two: bytes) -> bool:
    """Whether two PNG screenshots are pixel for pixel the same."""
    first = Image.open(io.BytesIO(one)).convert("RGB")
    second = Image.open(io.BytesIO(two)).convert("RGB")
    return first.size == second.size and ImageChops.difference(first, second).getbbox() is None


def hold_and_read(phone: Phone, scope: str) -> str:
    """Hold the press-and-hold button inside ``scope``, read the text it reveals, let go;
    checks that nothing is revealed before and after."""
    reveal = phone.page.locator(f"{scope} .hold-to-see .notice")
    return hold(phone, phone.page.locator(f"{scope} button.hold"), reveal, reveal.inner_text)
