"""The rules on the phone: the game screen's top bar opens the game's rules in a new tab, in the
phone's language; a refused move that names a rule shows, under its message, a link that opens
the rules at that section (below the sticky top bar). SoloDrez, a table of one on a small phone
(360 x 640); screenshots of the rules at 390 x 844 and 360 x 640.

The refusal is the real server's: the screen asks to remove a complete series, and the request
on its way is changed to name a column that holds none (a screen one move behind the table), so
the referee refuses it with its rule. Moves go by POST here (the test closes the move socket),
where the request can be changed."""

from __future__ import annotations

import json
import re
from typing import Any

from playwright.sync_api import Route, expect

from referee.i18n import translate
from tests.e2e.e2e_kit import SMALL, Phone, both_sizes
from tests.e2e.games.solodrez.support import wait_for_cards
from tests.e2e.table_kit import page_table
from tests.referee.games.solodrez.support import WINNABLE

TABLE = ".sd-table"
SECTION = "solodrez-removing-runs-and-the-end"


def one_column_behind(route: Route) -> None:
    """Send a removal of column 3's series as one of column 1, which holds no series."""
    body = json.loads(route.request.post_data or "{}")
    if body.get("move") == "remove":
        body["args"] = {"column": 1}
    route.continue_(post_data=json.dumps(body))


def test_the_rules_open_from_the_game_screen_and_a_refusal_links_its_rule(
        server: str, new_phone: Any, shots: Any) -> None:
    ana = Phone(new_phone("es-ES"), "Ana", "es")
    ana.page.set_viewport_size(SMALL)
    ana.page.route_web_socket(re.compile(r"/socket$"), lambda socket: socket.close())
    ana.page.route(re.compile(r"/api/tables/\w+/moves$"), one_column_behind)
    page_table(ana.page, server, "solodrez", 1, {"deck": WINNABLE}, "Ana", lang="es")
    wait_for_cards(ana, TABLE, 56)

    top = ana.page.locator("#rules-link")
    expect(top, "the rules in the top bar").to_have_text("Reglas")
    with ana.page.context.expect_page() as opened:
        top.click()
    rules = opened.value
    expect(rules.locator("h1#solodrez"), "the SoloDrez chapter first").to_have_text("SoloDrez")
    assert rules.url.endswith("/rules/solodrez?lang=es")
    assert rules.evaluate("document.documentElement.lang") == "es"
    both_sizes(shots, rules, "rules-solodrez-es")  # the tab opened at the context's 390 x 844
    rules.set_viewport_size(SMALL)
    assert rules.evaluate("document.documentElement.scrollWidth") <= SMALL["width"], \
        "nothing on the rules page is wider than a small phone"
    shots(rules, "rules-solodrez-table-small-es", scroll=".table-scroll")
    rules.close()

    ana.page.locator(".sd-remove[data-column='3']").click()
    error = ana.page.locator(".sd-card .error")
    expect(error, "the refusal on the screen").to_contain_text(translate(
        "Column {column} does not hold exactly a complete series, joker to pawn.", "es",
        {"column": 1}))
    link = error.locator("a.rule-link")
    expect(link, "the refusal's rule").to_have_text("Leer la regla")
    expect(link).to_have_attribute("href", f"/rules/solodrez?lang=es#{SECTION}")
    shots(ana.page, "rules-refusal-link-small-es", scroll=".sd-card .error")
    with ana.page.context.expect_page() as opened:
        link.click()
    section = opened.value.locator(f"#{SECTION}")
    expect(section, "the rule's section").to_have_text("Retirar series y final")
    expect(section, "the page opened at the rule's section").to_be_in_viewport()
    assert section.bounding_box()["y"] >= opened.value.locator(".topbar").bounding_box()["height"]
    opened.value.set_viewport_size(SMALL)
    shots(opened.value, "rules-section-small-es", scroll=f"#{SECTION}")
