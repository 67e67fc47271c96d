"""A phone that loses the network (Playwright's offline mode): a banner says so at once, a move
made meanwhile waits with its client id and is sent when the network is back (applied once),
a move the table refuses on its return shows the reason at the top of the page, and the banner
goes when the live stream is back (issue 15). The table is Politburo, driven over the JSON API.
"""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import expect

from tests.e2e.table_kit import ApiTable


def banner(page: Any) -> Any:
    return page.locator(".offline-banner")


def test_a_move_made_offline_is_sent_when_the_network_is_back(server: str, new_phone: Any,
                                                              shots: Any) -> None:
    table = ApiTable.create(server, "politburo", 5, options={"seed": 8})
    bob, carmen = table.phone(new_phone, 1), table.phone(new_phone, 2)
    table.ok(0, "propose", {"ministry": "defence"})
    for phone in (bob, carmen):
        phone.wait_action("vote")

    bob.page.context.set_offline(True)
    expect(banner(bob.page), "the offline banner").to_contain_text("No connection to the table.")
    expect(banner(bob.page)).to_be_visible()
    bob.press({"approve": True})
    expect(banner(bob.page), "the waiting move").to_contain_text("1 move is waiting")
    assert 1 in table.view()["awaiting"], "the move cannot have reached the table"
    shots(bob.page, "offline_banner_390", scroll="#main")
    bob.page.set_viewport_size({"width": 360, "height": 640})
    shots(bob.page, "offline_banner_360", scroll="#main")
    bob.page.set_viewport_size({"width": 390, "height": 844})

    bob.page.context.set_offline(False)
    table.until(lambda view: 1 not in view["awaiting"], "the waiting move at the table")
    expect(bob.page.locator(".chosen").first, "Bob's 'Your vote is in'").to_be_attached()
    expect(banner(bob.page), "the banner to go").to_be_hidden()
    approvals = [e for e in table.view()["public"]["history"] if e["type"] == "plan"]
    assert not approvals, "the vote is not over yet: one vote came in, once"

    # A move refused on its return: its reason shows on the card that made it.
    carmen.page.context.set_offline(True)
    expect(banner(carmen.page), "Carmen's offline banner").to_be_visible()
    table.call("POST", "/pause", table.moderator, {"paused": True})
    carmen.press({"approve": False})
    expect(banner(carmen.page), "Carmen's waiting move").to_contain_text("1 move is waiting")
    carmen.page.context.set_offline(False)
    problem = carmen.page.locator("#problem")
    expect(problem, "the refusal on Carmen's page").to_contain_text(re.compile("paused", re.I))
    assert problem.is_visible()
    expect(banner(carmen.page), "Carmen's banner to go").to_be_hidden()
