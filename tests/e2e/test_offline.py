"""A phone that loses the network (Playwright's offline mode): a banner says so at once, a move
made meanwhile waits with its client id and is sent when the network is back (applied once),
a move the table refuses on its return shows the reason at the top of the page, and the banner
goes when the live stream is back (issue 15). The table is Politburo, driven over the JSON API.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.e2e.e2e_kit import wait_until
from tests.e2e.table_kit import ApiTable

pytestmark = pytest.mark.e2e


def banner(page: Any) -> str:
    found = page.locator(".offline-banner")
    return found.inner_text() if found.count() and found.is_visible() else ""


def test_a_move_made_offline_is_sent_when_the_network_is_back(server: str, new_phone: Any,
                                                              shots: Any) -> None:
    table = ApiTable.create(server, "politburo", 5, options={"seed": 8})
    bob, carmen = table.phone(new_phone, 1), table.phone(new_phone, 2)
    table.ok(0, "propose", {"ministry": "defence"})
    for phone in (bob, carmen):
        wait_until(lambda p=phone: p.action() == "vote", f"{phone.name}'s vote")

    bob.page.context.set_offline(True)
    wait_until(lambda: "No connection to the table." in banner(bob.page), "the offline banner")
    bob.press({"approve": True})
    wait_until(lambda: "1 move is waiting" in banner(bob.page), "the waiting move")
    assert 1 in table.view()["awaiting"], "the move cannot have reached the table"
    shots(bob.page, "offline_banner_390", scroll="#main")
    bob.page.set_viewport_size({"width": 360, "height": 640})
    shots(bob.page, "offline_banner_360", scroll="#main")
    bob.page.set_viewport_size({"width": 390, "height": 844})

    bob.page.context.set_offline(False)
    wait_until(lambda: 1 not in table.view()["awaiting"], "the waiting move at the table")
    wait_until(lambda: bob.page.locator(".chosen").count(), "Bob's 'Your vote is in'")
    wait_until(lambda: banner(bob.page) == "", "the banner to go")
    approvals = [e for e in table.view()["public"]["history"] if e["type"] == "plan"]
    assert not approvals, "the vote is not over yet: one vote came in, once"

    # A move refused on its return: its reason shows on the card that made it.
    carmen.page.context.set_offline(True)
    wait_until(lambda: banner(carmen.page) != "", "Carmen's offline banner")
    table.call("POST", "/pause", table.moderator, {"paused": True})
    carmen.press({"approve": False})
    wait_until(lambda: "1 move is waiting" in banner(carmen.page), "Carmen's waiting move")
    carmen.page.context.set_offline(False)
    problem = carmen.page.locator("#problem")
    wait_until(lambda: "paused" in problem.inner_text().lower(), "the refusal on Carmen's page")
    assert problem.is_visible()
    wait_until(lambda: banner(carmen.page) == "", "Carmen's banner to go")
