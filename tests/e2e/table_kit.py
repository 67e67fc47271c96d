"""Helpers of the browser tests that drive a table through the JSON API and look at it on some
phones (no tests here): a table made and joined over HTTP, a phone that holds one seat's token
(its cookie), and comparing what several phones show with the seat names taken out.

Imported as ``tests.e2e.table_kit``.
"""

from __future__ import annotations

import io
import re
import uuid
from dataclasses import dataclass, field
from typing import Any

import requests
from PIL import Image, ImageChops

from tests.e2e.e2e_kit import Phone, wait_until

NAMES = ("Ana", "Bob", "Carmen", "Dmitri", "Eva")


@dataclass
class ApiTable:
    """A table made over HTTP: its code, the moderator's token and each seat's token."""

    base: str
    code: str
    moderator: str
    seats: list[str] = field(default_factory=list)

    @classmethod
    def create(cls, base: str, game: str, players: int, lang: str = "en",
               options: dict[str, Any] | None = None,
               names: tuple[str, ...] = NAMES) -> ApiTable:
        """Create, fill (seats named from ``names``) and start a table."""
        made = requests.post(f"{base}/api/tables", json={
            "game": game, "players": players, "lang": lang, "options": options or {},
            "moderator": "master"}, timeout=10)
        assert made.status_code == 201, made.text
        table = cls(base, made.json()["code"], made.json()["moderator_token"])
        table.seat_and_start(names[:players])
        return table

    def seat_and_start(self, names: tuple[str, ...]) -> None:
        """Seat one phone per name of ``names`` (their tokens in ``seats``), then start."""
        for name in names:
            joined = requests.post(f"{self.base}/api/tables/{self.code}/seats",
                                   json={"name": name}, timeout=10)
            assert joined.status_code == 201, joined.text
            self.seats.append(joined.json()["token"])
        self.call("POST", "/start", self.moderator)

    def call(self, method: str, path: str, token: str, body: Any = None) -> Any:
        """``method`` on ``/api/tables/<code><path>`` as ``token``'s holder; asserts 2xx."""
        answer = requests.request(method, f"{self.base}/api/tables/{self.code}{path}",
                                  json={} if body is None and method != "GET" else body,
                                  headers={"Authorization": f"Bearer {token}"}, timeout=10)
        assert answer.ok, answer.text
        return answer.json()

    def view(self, seat: int | None = None) -> dict[str, Any]:
        """The view of ``seat`` (None: the moderator's, who sees everything)."""
        return self.call("GET", "/view", self.moderator if seat is None else self.seats[seat])

    def ok(self, seat: int, move: str, args: dict[str, Any]) -> int:
        """Send a move that must be accepted; returns the new version."""
        return self.call("POST", "/moves", self.seats[seat],
                         {"move": move, "args": args, "id": uuid.uuid4().hex})["version"]

    def phone(self, new_phone: Any, seat: int, locale: str = "en-GB") -> Phone:
        """A phone that holds ``seat`` (its seat cookie), on the table page."""
        page = new_phone(locale)
        page.context.add_cookies([{"name": f"tapete_seat_{self.code}", "value": self.seats[seat],
                                   "url": self.base, "httpOnly": True, "sameSite": "Lax"}])
        page.goto(f"{self.base}/table/{self.code}")
        phone = Phone(page, NAMES[seat], locale[:2])
        wait_until(lambda: page.locator("button.hold").count() > 0,
                   f"{phone.name}'s seat screen")
        return phone


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
    assert reveal.count() == 0, f"{phone.name} shows the secret before holding"
    phone.page.locator(f"{scope} button.hold").hover()
    phone.page.mouse.down()
    try:
        wait_until(reveal.count, f"{phone.name}'s held secret", 5)
        text = reveal.inner_text()
    finally:
        phone.page.mouse.up()
    wait_until(lambda: reveal.count() == 0, f"{phone.name}'s secret to hide on release", 5)
    return text
