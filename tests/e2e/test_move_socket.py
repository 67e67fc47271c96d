"""A table page sends its moves over the table's WebSocket (``assets/static/js/moves.js``,
``referee.web.sockets``), and by POST with the same client id when the socket gives no answer
or closes with the move in flight: the move then counts once. Politburo, driven over the API.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
import requests

from tests.e2e.e2e_kit import Phone, wait_until
from tests.e2e.table_kit import NAMES, ApiTable

pytestmark = pytest.mark.e2e

SOCKET = "**/api/tables/*/socket"


class Traffic:
    """The move frames a page sent on its socket and its POSTs of moves."""

    def __init__(self, page: Any) -> None:
        self.frames: list[dict[str, Any]] = []
        self.posts: list[dict[str, Any]] = []
        self.page = page
        self.sockets = 0
        page.on("websocket", self._socket)
        page.on("request", self._request)

    def seen(self) -> Traffic:
        """This, once Playwright has delivered the page's events so far (the sync API hands
        them over only while it is called)."""
        self.page.wait_for_timeout(50)
        return self

    def _socket(self, ws: Any) -> None:
        self.sockets += 1
        ws.on("framesent", lambda payload: self.frames.append(json.loads(payload)))

    def _request(self, request: Any) -> None:
        if request.method == "POST" and request.url.endswith("/moves"):
            self.posts.append(json.loads(request.post_data or "{}"))


def seated(table: ApiTable, new_phone: Any, seat: int, socket: Any = None) -> Phone:
    """A phone of ``seat`` on the table page; ``socket`` (Playwright's WebSocketRoute
    handler), when given, stands in for the server's socket."""
    page = new_phone("en-GB")
    if socket is not None:
        page.route_web_socket(SOCKET, socket)
    page.context.add_cookies([{"name": f"tapete_seat_{table.code}", "value": table.seats[seat],
                               "url": table.base, "httpOnly": True, "sameSite": "Lax"}])
    page.goto(f"{table.base}/table/{table.code}")
    return Phone(page, NAMES[seat], "en")


def voting_table(server: str) -> ApiTable:
    table = ApiTable.create(server, "politburo", 5, options={"seed": 8})
    table.ok(0, "propose", {"ministry": "defence"})
    return table


def votes_of(table: ApiTable) -> int:
    return sum(1 for seat in range(1, 5) if seat not in table.view()["awaiting"])


def test_a_move_goes_over_the_socket(server: str, new_phone: Any) -> None:
    table = voting_table(server)
    bob = seated(table, new_phone, 1)
    traffic = Traffic(bob.page)
    wait_until(lambda: bob.action() == "vote", "Bob's vote")
    bob.page.wait_for_timeout(300)  # the socket opens with the page
    bob.press({"approve": True})
    wait_until(lambda: bob.page.locator(".chosen").count(), "Bob's 'Your vote is in'")
    assert [frame["move"] for frame in traffic.frames] == ["vote"]
    assert traffic.posts == []
    assert votes_of(table) == 1


def test_a_move_the_socket_leaves_unanswered_is_sent_by_post_and_counts_once(
        server: str, new_phone: Any) -> None:
    table = voting_table(server)
    swallowed: list[str] = []

    def forward_then_hang(route: Any) -> None:
        # The server gets the move and applies it, but its answer never reaches the page.
        upstream = route.connect_to_server()
        route.on_message(lambda message: (swallowed.append(message), upstream.send(message)))
        upstream.on_message(lambda _message: None)

    bob = seated(table, new_phone, 1, forward_then_hang)
    traffic = Traffic(bob.page)
    wait_until(lambda: bob.action() == "vote", "Bob's vote")
    bob.page.wait_for_timeout(300)
    bob.press({"approve": False})
    wait_until(lambda: traffic.seen().posts, "the move sent again by POST", seconds=15)
    wait_until(lambda: bob.page.locator(".chosen").count(), "Bob's 'Your vote is in'")
    sent = json.loads(swallowed[0])
    assert traffic.posts == [sent], "the same move, with the same id"
    assert votes_of(table) == 1, "applied once"


def test_a_move_in_flight_when_the_socket_closes_is_sent_by_post(
        server: str, new_phone: Any) -> None:
    table = voting_table(server)

    def close_on_move(route: Any) -> None:
        route.on_message(lambda _message: route.close(code=1011))

    carmen = seated(table, new_phone, 2, close_on_move)
    traffic = Traffic(carmen.page)
    wait_until(lambda: carmen.action() == "vote", "Carmen's vote")
    carmen.page.wait_for_timeout(300)
    carmen.press({"approve": True})
    wait_until(lambda: carmen.page.locator(".chosen").count(), "Carmen's 'Your vote is in'")
    assert len(traffic.posts) == 1 and traffic.posts[0]["move"] == "vote"
    assert votes_of(table) == 1


def test_a_moderator_who_takes_a_seat_on_the_page_sends_moves_on_a_socket_with_that_seat(
        server: str, new_phone: Any) -> None:
    # The page's socket opened before the seat existed carries only the moderator's cookie:
    # once the view shows the seat, the page opens another one, and the seat's moves go there.
    made = requests.post(f"{server}/api/tables", timeout=10, json={
        "game": "politburo", "players": 5, "lang": "en", "moderator": "player"}).json()
    code, moderator = made["code"], made["moderator_token"]
    page = new_phone("en-GB")
    traffic = Traffic(page)
    page.context.add_cookies([{"name": f"tapete_mod_{code}", "value": moderator,
                               "url": server, "httpOnly": True, "sameSite": "Lax"}])
    page.goto(f"{server}/table/{code}")
    page.locator("#own-name").fill("Olga")
    page.get_by_role("button", name="Take my seat").click()
    wait_until(lambda: "You are seated as Olga." in page.locator("main").inner_text(),
               "Olga's seat")
    tokens = {}
    for name in NAMES[1:]:
        joined = requests.post(f"{server}/api/tables/{code}/seats", json={"name": name},
                               timeout=10)
        assert joined.status_code == 201, joined.text
        tokens[joined.json()["seat"]] = joined.json()["token"]
    requests.post(f"{server}/api/tables/{code}/start", json={}, timeout=10,
                  headers={"Authorization": f"Bearer {moderator}"}).raise_for_status()
    table = requests.get(f"{server}/api/tables/{code}/view", timeout=10,
                         headers={"Authorization": f"Bearer {moderator}"}).json()
    gs = table["public"]["general_secretary"]
    if gs in tokens:  # another seat proposes first: Olga's move is then her vote
        requests.post(f"{server}/api/tables/{code}/moves", timeout=10,
                      headers={"Authorization": f"Bearer {tokens[gs]}"},
                      json={"move": "propose", "args": {"ministry": "defence"},
                            "id": "first"}).raise_for_status()
    olga = Phone(page, "Olga", "en")
    expected = "vote" if gs in tokens else "propose"
    wait_until(lambda: olga.action() == expected, f"Olga's {expected}")
    olga.press_first_enabled()
    wait_until(lambda: olga.action() is None, f"Olga's {expected} to be accepted")
    assert olga.page.locator("#problem").inner_text().strip() == ""
    assert [frame["move"] for frame in traffic.seen().frames] == [expected]
    assert traffic.sockets >= 2, "a socket opened again once the seat was taken"
