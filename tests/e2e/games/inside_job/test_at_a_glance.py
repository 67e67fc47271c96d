"""Inside Job's final vote as the phones look from across the table: every voter's vote card is
the same, the paranoid agent's two votes included (how many votes a seat has shows only while
held), a cast vote shows only "Your vote is in ✓" until held, the last trick is a result card at
the top of every phone, and the end says "You won" / "You lost" (issue 15; seed 003,
docs/rules-decisions.md#inside-job).

The hand is played over the JSON API; four phones (390 x 844) show the vote.
"""

from __future__ import annotations

import random
from typing import Any

from playwright.sync_api import expect

from tests.e2e.table_kit import ApiTable, card_text, hold_and_read, without_names
from tests.referee.games.inside_job.test_privacy import choose, deal

PLAYERS = 4


def hidden_voters(view: dict[str, Any]) -> list[int]:
    """The voters whose role is not public: their vote cards must not tell roles apart (a
    revealed voter's card differs only by what is public: whom it may vote for)."""
    return [s for s in view["public"]["voters"] if str(s) not in view["public"]["revealed"]]


def table_at_the_vote(server: str) -> ApiTable:
    """A 4-seat table with a paranoid agent, its hand played over the API up to the final
    vote with at least three unrevealed voters, the paranoid agent among them (the first seed
    whose random hand gets there)."""
    for seed in range(1, 60):
        rng = random.Random(seed)
        table = ApiTable.create(server, "inside-job", PLAYERS,
                                options={"seed": seed, "special_roles": ["paranoid_agent"]})
        hands = deal(PLAYERS, rng)
        while (view := table.view())["outcome"] is None and view["phase"] != "vote":
            seat = view["awaiting"][0]
            table.ok(seat, *choose(table.view(seat), hands, rng))
        roles = view["private"]["roles"]
        hidden = hidden_voters(view)
        paranoid = next(int(s) for s, role in roles.items() if role == "paranoid_agent")
        if view["phase"] == "vote" and len(hidden) >= 3 and paranoid in hidden:
            return table
    raise AssertionError("no seed reached a vote with the paranoid agent voting")


def test_every_vote_card_is_the_same_and_the_vote_stays_hidden(server: str, new_phone: Any,
                                                                shots: Any) -> None:
    table = table_at_the_vote(server)
    truth = table.view()
    voters = truth["public"]["voters"]
    roles = truth["private"]["roles"]
    phones = {seat: table.phone(new_phone, seat) for seat in range(PLAYERS)}
    voting = [phones[seat] for seat in hidden_voters(truth)]
    for phone in voting:
        phone.wait_action("vote")

    texts = {without_names(card_text(p, "section[data-move='vote']")) for p in voting}
    assert len(texts) == 1, f"the vote cards differ: {texts}"
    heights = {p.page.locator("section[data-move='vote']").bounding_box()["height"] for p in voting}
    assert len(heights) == 1, f"the vote cards differ in height: {heights}"
    assert all("two votes" not in p.text() for p in voting)
    paranoid = next(s for s in voters if roles[str(s)] == "paranoid_agent")
    scope = "section[data-move='vote']"
    assert "You have two votes" in hold_and_read(phones[paranoid], scope)
    other = next(s for s in voters if s != paranoid)
    assert hold_and_read(phones[other], scope) == "Choose one player."
    shots(phones[paranoid].page, "inside_job_vote_card", scroll="section[data-move='vote']")

    for phone in phones.values():  # the last trick, and that the vote follows, on top
        assert "result-card" in phone.page.locator("#app section.card").first.get_attribute("class")
        result = card_text(phone, ".result-card")
        assert "Trick" in result and "the final vote begins" in result
        assert "Cards left in each hand" not in phone.text(), "the hand is over: no count"

    first, *rest = voters
    phones[first].page.locator(f"{scope} button.ij-target").first.click()
    target = phones[first].page.locator(f"{scope} button.ij-target").first.inner_text().strip()
    phones[first].page.locator(f"{scope} button[type='submit']").click()
    expect(phones[first].page.locator(".chosen"), "'Your vote is in'").to_have_count(1)
    assert "You voted" not in phones[first].text()
    assert hold_and_read(phones[first], ".chosen").startswith(f"You voted for {target}.")
    shots(phones[first].page, "inside_job_vote_in", scroll=".chosen")

    for seat in rest:
        page = phones[seat].page
        page.locator(f"{scope} button.ij-target").first.click()
        page.locator(f"{scope} button[type='submit']").click()
    outcome = table.until(lambda view: view["outcome"], "the end of the game")
    for seat, phone in phones.items():
        expect(phone.page.locator("#end-title"), f"{phone.name}'s end card").to_have_count(1)
        expected = "You won" if seat in outcome["winners"] else "You lost"
        assert phone.page.locator(".end-you").inner_text() == expected
    loser = next((s for s in phones if s not in outcome["winners"]), 0)
    phones[loser].page.set_viewport_size({"width": 360, "height": 640})
    shots(phones[loser].page, "inside_job_end_360", scroll="#status")
