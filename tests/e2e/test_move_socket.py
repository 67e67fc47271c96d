"""A table page sends its moves over the table's WebSocket (``assets/static/js/moves.js``,
``referee.web.sockets``), and by POST with the same client id when the socket gives no answer
or closes with the move in flight: the move then counts once. Politburo, driven over the API.

The page's clock is Playwright's and stands still (``page.clock``): the socket's 5 s wait for
an answer runs out only when a test moves the clock on, so a slow machine cannot turn a move
that went over the socket into one sent again by POST.
"""

from __future__ import annotations

import json
from typing import Any

from tests.e2e.e2e_kit import Phone, moves_sent, until
from tests.e2e.table_kit import NAMES, ApiTable

SOCKET = "**/api/tables/*/socket"
ANSWER_MS = 5000  # moves.js: how long a move waits for its answer on the socket
#: Keeps every WebSocket the page opens in ``window.tapeteSockets``.
KEEP_SOCKETS = """(() => {
    const Native = window.WebSocket;
    window.tapeteSockets = [];
    window.WebSocket = class extends Native {
        constructor(...args) {
            super(...args);
            window.tapeteSockets.push(this);
        }
    };
})();"""


class Traffic:
    """The move frames a page sent on its sockets and its POSTs of moves. Playwright hands the
    page's events over while the test calls it: once a wait on the page is over, every frame
    sent before what it waited for is here."""

    def __init__(self, page: Any) -> None:
        self.frames: list[dict[str, Any]] = []
        self.posts: list[dict[str, Any]] = []
        page.on("websocket", self._socket)
        page.on("request", self._request)

    def _socket(self, ws: Any) -> None:
        ws.on("framesent", lambda payload: self.frames.append(json.loads(payload)))

    def _request(self, request: Any) -> None:
        if request.method == "POST" and request.url.endswith("/moves"):
            self.posts.append(json.loads(request.post_data or "{}"))


def still_page(new_phone: Any, socket: Any = None) -> Any:
    """A phone page that keeps its sockets, its clock standing still until the test moves it;
    ``socket`` (Playwright's WebSocketRoute handler), when given, stands in for the server's
    socket."""
    page = new_phone("en-GB")
    if socket is not None:
        page.route_web_socket(SOCKET, socket)  # first: its stand-in is the socket kept
    page.add_init_script(KEEP_SOCKETS)
    page.clock.install()
    page.clock.pause_at("2030-01-01T12:00:00")
    return page


def socket_open(page: Any, count: int = 1) -> None:
    """Wait until the page has opened ``count`` sockets and the last one is open."""
    until(page, """(count) => window.tapeteSockets.length >= count
        && window.tapeteSockets.at(-1).readyState === WebSocket.OPEN""", count,
          f"socket {count} to open")


def seated(table: ApiTable, new_phone: Any, seat: int,
           socket: Any = None) -> tuple[Phone, Traffic]:
    """A phone of ``seat`` on the table page (its clock still), asked to vote, its socket open,
    and its traffic; ``socket`` as for ``still_page``."""
    page = still_page(new_phone, socket)
    traffic = Traffic(page)
    page.context.add_cookies([{"name": f"tapete_seat_{table.code}", "value": table.seats[seat],
                               "url": table.base, "httpOnly": True, "sameSite": "Lax"}])
    page.goto(f"{table.base}/table/{table.code}")
    phone = Phone(page, NAMES[seat], "en")
    phone.wait_action("vote")
    socket_open(page)
    return phone, traffic


def voting_table(server: str) -> ApiTable:
    table = ApiTable.create(server, "politburo", 5, options={"seed": 8})
    table.ok(0, "propose", {"ministry": "defence"})
    return table


def votes_of(table: ApiTable) -> int:
    return sum(1 for seat in range(1, 5) if seat not in table.view()["awaiting"])


def chosen(phone: Phone) -> None:
    """Wait for "Your vote is in" on ``phone``."""
    until(phone.page, "() => document.querySelector('.chosen') !== null",
          what=f"{phone.name}'s 'Your vote is in'")


def test_a_move_goes_over_the_socket(server: str, new_phone: Any) -> None:
    table = voting_table(server)
    bob, traffic = seated(table, new_phone, 1)
    bob.press({"approve": True})
    chosen(bob)
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

    bob, traffic = seated(table, new_phone, 1, forward_then_hang)
    bob.press({"approve": False})
    assert moves_sent(bob.page) == 1, "the move went on the socket"
    table.until(lambda view: 1 not in view["awaiting"], "the move at the table")
    assert traffic.posts == [], "no POST while the socket may still answer"
    with bob.page.expect_request(lambda r: r.method == "POST" and r.url.endswith("/moves")):
        bob.page.clock.run_for(ANSWER_MS)
    chosen(bob)
    sent = json.loads(swallowed[0])
    assert traffic.posts == [sent], "the same move, with the same id"
    assert votes_of(table) == 1, "applied once"


def test_a_move_in_flight_when_the_socket_closes_is_sent_by_post(
        server: str, new_phone: Any) -> None:
    table = voting_table(server)

    def close_on_move(route: Any) -> None:
        route.on_message(lambda _message: route.close(code=1011))

    carmen, traffic = seated(table, new_phone, 2, close_on_move)
    carmen.press({"approve": True})
    chosen(carmen)
    assert len(traffic.posts) == 1 and traffic.posts[0]["move"] == "vote"
    assert votes_of(table) == 1


def test_a_moderator_who_takes_a_seat_on_the_page_sends_moves_on_a_socket_with_that_seat(
        server: str, new_phone: Any) -> None:
    # The page's socket opened before the seat existed carries only the moderator's cookie:
    # once the view shows the seat, the page opens another one, and the seat's moves go there.
    table = ApiTable.new(server, "politburo", 5, moderator="player")
    page = still_page(new_phone)
    traffic = Traffic(page)
    page.context.add_cookies([{"name": f"tapete_mod_{table.code}", "value": table.moderator,
                               "url": server, "httpOnly": True, "sameSite": "Lax"}])
    page.goto(f"{server}/table/{table.code}")
    socket_open(page)
    page.locator("#own-name").fill("Olga")
    page.get_by_role("button", name="Take my seat").click()
    olga = Phone(page, "Olga", "en")
    olga.wait_text("You are seated as Olga.")
    table.seats.append("")  # seat 0 is Olga's, held by the page's cookie
    for name in NAMES[1:]:
        table.join(name)
    table.start()
    gs = table.view()["public"]["general_secretary"]
    if gs != 0:  # another seat proposes first: Olga's move is then her vote
        table.ok(gs, "propose", {"ministry": "defence"})
    expected = "vote" if gs != 0 else "propose"
    olga.wait_action(expected)
    socket_open(page, 2)
    olga.press_first_enabled()
    olga.wait_action(None)  # the move accepted
    assert olga.page.locator("#problem").inner_text().strip() == ""
    assert [frame["move"] for frame in traffic.frames] == [expected]
    assert traffic.posts == []
