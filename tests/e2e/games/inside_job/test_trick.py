"""The seed's worked trick entered on an Inside Job leader's page (seed 003, Colocar maletines;
docs/rules-decisions.md#inside-job): a slip undone, the entry surviving a reload, the winner and
why it won,
the trumps, the briefcase placed, and every seat's briefcases after the trick.
"""

from __future__ import annotations

from typing import Any

from tests.e2e.e2e_kit import join_table, until
from tests.e2e.games.inside_job.support import (
    catalogue_string,
    entered,
    fill_trick,
    last_trick_winner,
    send_trick,
)
from tests.e2e.table_kit import ApiTable


def test_the_seeds_worked_trick_on_the_leaders_page(server: str, new_phone: Any,
                                                     shots: Any) -> None:
    """Seed 003, Colocar maletines: 13 green, 5 green with a briefcase (now a trump), 5 yellow
    (a tie: the later card wins), 4 green; trump yellow. The third card wins."""
    table = ApiTable.new(server, "inside-job", 4, "es", {"seed": 3, "first_leader": 0})
    code = table.code
    phone = join_table(new_phone, f"{server}/join/{code}", code, "Lucía", "es-ES")
    leader = phone.page
    for name in ("Mario", "Nora", "Óscar"):
        table.join(name)
    table.start()
    cards = [("green", 13, False), ("green", 5, True), ("yellow", 5, False), ("green", 4, False)]
    fill_trick(phone, "yellow", cards, mission=True, slip=True)
    typed = entered(phone)
    leader.reload()  # an entry in progress survives a reload (a phone that went to sleep)
    until(leader, """(typed) => JSON.stringify([...document.querySelectorAll(
        "section[data-move='trick'] .ij-entry .ij-card")].map((c) => [c.dataset.suit,
        Number(c.dataset.value)])) === JSON.stringify(typed)""", typed,
          "the entry after the reload")
    send_trick(phone)
    assert last_trick_winner(phone, 1) == 2
    expected = catalogue_string("trick_tie_later", "es", name="Nora", card="5 amarillo")
    assert leader.locator(".ij-reason").inner_text() == expected
    plays = leader.locator(".ij-plays li")
    assert [plays.nth(i).locator(".mark").count() for i in range(4)] == [0, 1, 1, 0]
    assert plays.nth(1).locator(".ij-placed").count() == 1
    assert "Verde" in plays.nth(0).inner_text() and "Amarillo" in plays.nth(2).inner_text()
    cases = {row.get_attribute("data-seat"): row.locator(".ij-cases").inner_text()
             for row in leader.locator(".ij-players li").all()}
    assert cases == {"0": "1", "1": "0", "2": "3", "3": "1"}
    shots(leader, "inside-job-last-trick", scroll=".ij-last")
