"""Politburo at a real table, as the phones look from across it: every voter's screen is the
same on the vote step, a vote or choice made shows only "Your vote is in ✓" until held, and
each result (the vote, the executions, the purge) is a card at the top of every phone that
says what it did to that seat (issue 15; seed 001, docs/rules-decisions.md#politburo).

The table is driven over the JSON API; five phones (390 x 844) show it.
"""

from __future__ import annotations

from typing import Any

from playwright.sync_api import expect

from tests.e2e.e2e_kit import Phone, until
from tests.e2e.table_kit import (
    ApiTable,
    card_text,
    hold_and_read,
    same_pixels,
    without_names,
)

#: The class of the first card the game shows (the top of the seat screen).
TOP_CARD = """() => {
    const card = [...document.querySelectorAll("#app section.card")]
        .find((el) => el.offsetParent !== null);
    return card ? card.className : "";
}"""


def top_card(phone: Phone) -> str:
    """The class of the first card the game shows (the top of the seat screen)."""
    return phone.page.evaluate(TOP_CARD)


def wait_result_on_top(phone: Phone) -> None:
    """Wait until the first card the game shows is the result card."""
    until(phone.page, f"() => ({TOP_CARD})().includes('result-card')",
          what=f"{phone.name}'s result card")


def wait_result(phone: Phone, text: str) -> None:
    """Wait until ``phone``'s result card says ``text``."""
    expect(phone.page.locator(".result-card").first, f"{phone.name}'s result card") \
        .to_contain_text(text, use_inner_text=True)


def same_on_every_phone(phones: list[Phone], selector: str, what: str) -> None:
    """The card ``selector`` reads the same (seat names aside) and is as tall on each phone."""
    for phone in phones:
        expect(phone.page.locator(selector).first, f"{phone.name}'s {what}").to_be_attached()
    texts = {without_names(card_text(phone, selector)) for phone in phones}
    assert len(texts) == 1, f"the {what} differs between seats: {texts}"
    heights = {phone.page.locator(selector).first.bounding_box()["height"] for phone in phones}
    assert len(heights) == 1, f"the {what} has different heights: {heights}"


def appoint_at_most_three(gs: Phone) -> None:
    """On the General Secretary's appointment card a fourth player cannot be chosen: the
    reason shows instead, and the three chosen stay."""
    card = gs.page.locator("section[data-move='appoint']")
    expect(card, "the appointment card").to_have_count(1)
    toggles = card.locator("button[data-seat]")

    def pressed() -> list[str | None]:
        return [toggles.nth(i).get_attribute("aria-pressed") for i in range(toggles.count())]

    assert pressed() == ["false", "true", "true", "true", "false"]  # last time's three
    toggles.nth(0).click()
    assert pressed() == ["false", "true", "true", "true", "false"]
    assert "Three are chosen already" in card.inner_text()
    assert card.locator("button[type='submit']").is_enabled()


def execute_round(table: ApiTable, phones: list[Phone], executors: list[int],
                  choices: list[str], traceable: bool = False) -> None:
    """The General Secretary (seat 0) appoints ``executors`` over the API; each makes its
    choice on its phone. The third attempt is announced as traceable to everyone."""
    table.ok(0, "appoint", {"players": executors})
    status = expect(phones[4].page.locator("#status"), "the status line of the attempt")
    if traceable:
        status.to_contain_text("traceable", use_inner_text=True)
    else:
        status.not_to_contain_text("traceable", use_inner_text=True)
    expect(phones[4].page.locator(".result-card"),
           "the last result to leave the top once the next step began").to_have_count(0)
    for seat, choice in zip(executors, choices, strict=True):
        phones[seat].wait_action("execute")
        card = card_text(phones[seat], "section[data-move='execute']")
        assert ("traceable" in card) == traceable
        phones[seat].press({"choice": choice})
        if seat != executors[-1]:
            expect(phones[seat].page.locator(".chosen").first,
                   f"seat {seat}'s 'Your choice is in'").to_be_attached()


def test_secret_choices_and_results_at_a_glance(server: str, new_phone: Any,
                                                shots: Any) -> None:
    table = ApiTable.create(server, "politburo", 5, options={"seed": 4242})
    phones = [table.phone(new_phone, seat) for seat in range(5)]
    voters = phones[1:]
    table.ok(0, "propose", {"ministry": "finance"})

    # The vote step: the same card on every voter's phone, to the pixel.
    for phone in voters:
        phone.wait_action("vote")
    same_on_every_phone(voters, "section[data-move='vote']", "vote card")
    pictures = [p.page.locator("section[data-move='vote']").screenshot() for p in voters]
    assert all(same_pixels(pictures[0], other) for other in pictures[1:])

    # Voting: "Your vote is in ✓", the same for approve and reject; the vote only while held.
    voters[0].press({"approve": True})
    voters[1].press({"approve": False})
    same_on_every_phone(voters[:2], ".chosen", "'Your vote is in' card")
    for phone in voters[:2]:
        shown = phone.text()
        assert "Your vote is in ✓" in shown
        assert "You voted" not in shown and "approve" not in shown.lower()
    shots(voters[0].page, "politburo_vote_in")
    assert hold_and_read(voters[0], ".chosen") == "You voted: approve."
    assert hold_and_read(voters[1], ".chosen") == "You voted: reject."

    # The result, at the top of every phone.
    voters[2].press({"approve": True})
    voters[3].press({"approve": True})
    for phone in phones:
        wait_result_on_top(phone)
        assert "Vote on Finance: approved." in card_text(phone, ".result-card")
    assert "You appoint the three players" in card_text(phones[0], ".result-card")
    shots(phones[0].page, "politburo_result_vote", scroll="#app")

    # Three executions without unanimity, then the purge: the choices never in plain view.
    for _attempt in range(2):
        execute_round(table, phones, [1, 2, 3], ["repress", "reform", "repress"])
    appoint_at_most_three(phones[0])
    execute_round(table, phones, [1, 2, 3], ["repress", "reform", "repress"], traceable=True)
    for seat in (1, 2, 3):
        phones[seat].wait_action("point")
        assert "repress" not in card_text(phones[seat], "section[data-move='point']").lower()
    assert hold_and_read(phones[2], "section[data-move='point']") == "You chose: reform."
    for phone in phones:
        wait_result(phone, "Attempt 3")
    assert "point at the deviant" in card_text(phones[1], ".result-card")
    phones[1].press({"at": 2})
    phones[2].press({"at": 1})
    expect(phones[1].page.locator(".chosen").first, "seat 1's pointing is in").to_be_attached()
    assert "You pointed" not in phones[1].text()
    assert hold_and_read(phones[1], ".chosen") == "You pointed at Carmen."
    phones[3].press({"at": 2})
    purge = table.until(lambda view: next((e for e in view["public"]["history"]
                                           if e["type"] == "purge"), None), "the purge")
    for seat, phone in enumerate(phones):
        # "Purge: the deviant was …" (attempt 3's card, still up until the purge, ends "Purge!")
        wait_result(phone, "Purge:")
        assert "result-card" in top_card(phone)
        mine = card_text(phone, ".result-card")
        if seat in purge["punished"]:
            assert "You lost 1 influence." in mine
        elif seat in (1, 2, 3):
            assert "You kept your influence." in mine
    punished = phones[purge["punished"][0]]
    shots(punished.page, "politburo_result_purge")
    punished.page.set_viewport_size({"width": 360, "height": 640})
    shots(punished.page, "politburo_result_purge_360", scroll="#status")
