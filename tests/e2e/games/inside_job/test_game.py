"""A whole game of Inside Job through the phone pages (seed 003,
docs/rules-decisions.md#inside-job): a
moderator who does not play and four phones (Spanish and English) play with the accomplice and
the paranoid agent to the final vote and the end that reveals every role. Along the way:
special roles refused as the engine refuses them, the press-and-hold role card, the
accomplice's peek seen by it alone, the one-thumb trick entry (suits by name, value pad,
briefcases, undo, a refusal corrected) and no phone ever showing another seat's hidden role
(docs/architecture.md, Identity). The seed's worked trick: test_trick.py.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from playwright.sync_api import expect

from referee.games.inside_job.tricks import SUITS
from referee.i18n import translate
from tests.e2e.e2e_kit import Phone, hold, join_table, sent_after, tap_and_send
from tests.e2e.games.inside_job.support import (
    Card,
    catalogue_string,
    fill_trick,
    last_trick_winner,
    pick_suit,
    send_trick,
)

PLAYERS = (("Ana", "es-ES"), ("Bob", "en-GB"), ("Carmen", "es-ES"), ("Dmitri", "en-US"))
SPECIAL = ("accomplice", "paranoid_agent")
SEED = 31
Shoot = Callable[..., object]
SEAT_ROLES = """() => [...document.querySelectorAll("[data-role][data-seat]")]
    .map((el) => [Number(el.dataset.seat), el.dataset.role])"""


@dataclass
class Table:
    """What the test knows of the table: roles from the moderator's list of secrets."""

    code: str
    moderator: Any
    phones: list[Phone]
    roles: dict[int, str] = field(default_factory=dict)

    def seat(self, role: str) -> int:
        return next(seat for seat, r in self.roles.items() if r == role)


# --- the new table page ------------------------------------------------------------------

def create_table(moderator: Any, server: str, shoot: Shoot) -> str:
    """Inside Job, 4 players, the accomplice and the paranoid agent, the first seat leads; a
    refused choice first (two neutral roles): the engine's message, live and from the server."""
    moderator.goto(server + "/")
    moderator.get_by_text("Inside Job").click()
    assert moderator.locator("#players").input_value() == "3", "Inside Job's own count"
    moderator.get_by_role("button", name="One player more").click()
    assert moderator.locator("#players").input_value() == "4"
    moderator.get_by_text("More options").click()
    roles = moderator.locator("tapete-role-list")
    expect(roles, "the special roles, shown for 4 or 5 players").to_be_visible()
    for role in ("decoy", "accomplice"):
        roles.locator(f"input[value='{role}']").check()
    refusal = translate("Two neutral roles (decoy, accomplice, Tim Shady) cannot play together.",
                        "en")
    expect(moderator.locator("#ij-roles-problem"), "the live refusal of two neutral roles") \
        .to_have_text(refusal)
    moderator.locator("#seed").fill(str(SEED))
    moderator.get_by_role("button", name="Create the table").click()
    expect(moderator.locator("#create-error"), "the server's refusal on the new table page") \
        .to_have_text(refusal)
    roles.locator("input[value='decoy']").uncheck()
    roles.locator("input[value='paranoid_agent']").check()
    assert moderator.locator("#ij-roles-problem").inner_text() == ""
    shoot(moderator, "inside-job-options", scroll=".ij-options")
    moderator.get_by_role("button", name="Create the table").click()
    moderator.wait_for_url(re.compile(r".*/table/[A-Z0-9]+$"))
    return moderator.locator(".bigcode").inner_text().strip()


def join_and_start(moderator: Any, code: str, new_phone: Any) -> list[Phone]:
    join_url = moderator.locator(".joinurl").inner_text().strip()
    phones = [join_table(new_phone, join_url, code, name, locale) for name, locale in PLAYERS]
    start = moderator.get_by_role("button", name="Start the game")
    expect(start, "every seat taken").to_be_enabled()
    start.click()
    return phones


# --- reading the phones -------------------------------------------------------------------

def hold_role(phone: Phone) -> dict[str, Any]:
    """Hold the role button, read the card (role, and the peek if any), let go; the card is
    hidden before and after."""
    page = phone.page
    expect(page.locator("button.hold"), f"{phone.name}'s role button").to_have_count(1)
    card, peek = page.locator(".ij-role"), page.locator(".ij-peek")

    def read() -> dict[str, Any]:
        seen: dict[str, Any] = {"role": card.get_attribute("data-role"),
                                "seat": int(card.get_attribute("data-seat"))}
        if peek.count():
            seen["peek"] = (int(peek.get_attribute("data-seat")), peek.get_attribute("data-role"))
        return seen

    return hold(phone, page.locator("button.hold"), card, read)


def assert_no_hidden_role(table: Table) -> None:
    """No phone shows (as a seat-role pair: revealed tags, its held card, the end list) the
    role of a seat that is neither its own nor revealed."""
    for me, phone in enumerate(table.phones):
        for seat, role in phone.page.evaluate(SEAT_ROLES):
            assert role == table.roles[seat]
            assert seat in (me, table.seat("accomplice")), (
                f"{phone.name}'s phone shows seat {seat}'s hidden role {role}")


# --- the trick entry ----------------------------------------------------------------------

def refused_then_corrected(phone: Phone, trump: str, cards: list[Card], mission: bool,
                           last_name: str, old_card: tuple[str, int]) -> None:
    """The leader types a card of an earlier trick for the last seat: the referee refuses it,
    in the phone's language; the leader taps that card, corrects it and sends again."""
    wrong = [*cards[:-1], (*old_card, False)]
    fill_trick(phone, trump, wrong, mission)
    refusal = translate("The card entered for {seat} has already been played this hand.",
                        phone.lang, {"seat": last_name})
    send_trick(phone, refused=refusal)
    form = phone.page.locator("section[data-move='trick']")
    form.locator(".ij-entry li").nth(3).locator(".ij-slot").click()
    pick_suit(form, cards[-1][0])
    form.locator(f".ij-value[data-value='{cards[-1][1]}']").click()
    send_trick(phone)


def planned_cards(number: int, order: list[int], winner: int) -> list[Card]:
    """Trick ``number``: one suit, distinct values over the hand, ``winner``'s the highest."""
    suit = SUITS[number % 4]
    values = [4 * (number // 4) + k + 1 for k in range(4)]
    low = iter(values[:3])
    return [(suit, values[3] if seat == winner else next(low), False) for seat in order]


def play_the_hand(table: Table, shoot: Shoot) -> None:
    """Eleven tricks, each recorded by its leader: nobody reaches the 5 briefcases, 6
    missions of the 7; once a briefcase rides on the winning card."""
    accomplice = table.seat("accomplice")
    others = [s for s in range(4) if s != accomplice]
    winners = [others[i % 3] for i in range(9)]
    winners[4:4] = [accomplice]
    winners.insert(8, accomplice)
    leader = 0
    for number, winner in enumerate(winners):
        phone = table.phones[leader]
        phone.wait_action("trick")
        for other in table.phones:
            if other is not phone:
                assert other.action() is None
        order = [(leader + i) % 4 for i in range(4)]
        cards = planned_cards(number, order, winner)
        if number == 2 and winner != accomplice:
            suit, value, _ = cards[order.index(winner)]
            cards[order.index(winner)] = (suit, value, True)
        shot = (lambda p=phone.page: shoot(p, "inside-job-trick-entry",
                                           scroll="section[data-move='trick'] h2")
                ) if number == 2 else None
        trump, mission = SUITS[(number + 1) % 4], number % 2 == 0
        if number == 3:
            first = planned_cards(0, [0, 1, 2, 3], winners[0])
            refused_then_corrected(phone, trump, cards, mission, table.phones[order[-1]].name,
                                   first[0][:2])
        else:
            fill_trick(phone, trump, cards, mission, slip=number == 0, midway=shot)
            send_trick(phone)
        for other in table.phones:
            assert last_trick_winner(other, number + 1) == winner
        if number == 2:
            reason = catalogue_string(
                "trick_briefcase_trump", table.phones[1].lang, name=PLAYERS[winner][0],
                card=f"{cards[order.index(winner)][1]} " + catalogue_string(
                    f"suit_{cards[0][0]}", table.phones[1].lang).lower())
            expect(table.phones[1].page.locator(".ij-reason"), "the briefcase's reason") \
                .to_have_text(reason)
        assert_no_hidden_role(table)
        leader = winner


# --- the vote and the end -----------------------------------------------------------------

def vote(phone: Phone, seats: list[int], before_send: Callable[[], None] | None = None) -> None:
    card = phone.page.locator("section[data-move='vote']")
    expect(card, f"{phone.name}'s vote").to_have_count(1)
    tap_and_send([(card.locator(f".ij-target[data-seat='{seat}']"),
                   card.locator(f".ij-target[data-seat='{seat}'][aria-pressed='true']"))
                  for seat in seats], card.locator("button[type='submit']"),
                 sent_after(phone.page), f"{phone.name}'s vote", between=before_send)
    phone.wait_moved_on("vote")


def final_vote(table: Table, shoot: Shoot) -> None:
    """The agent and the paranoid agent point at the Insider (the paranoid also at the agent),
    the Insider at the paranoid agent: 2-1-1, the Insider is caught."""
    insider, paranoid = table.seat("insider"), table.seat("paranoid_agent")
    agent, accomplice = table.seat("agent"), table.seat("accomplice")
    table.phones[paranoid].wait_action("vote")
    notice = table.phones[accomplice].page.locator(".notice")
    expect(notice, "the accomplice's notice").to_have_count(1)
    assert "vot" in notice.inner_text().lower()
    page = table.phones[paranoid].page
    vote(table.phones[paranoid], [insider, agent], before_send=lambda: shoot(
        page, "inside-job-vote", scroll="section[data-move='vote']"))
    vote(table.phones[agent], [insider])
    expect(table.phones[accomplice].page.locator(".ij-players .mark.done"),
           "two votes marked on the accomplice's phone").to_have_count(2)
    vote(table.phones[insider], [paranoid])


def check_end(table: Table, shoot: Shoot) -> None:
    for phone in [*table.phones]:
        expect(phone.page.locator("#end-title"), f"{phone.name}'s end").to_have_count(1)
        assert phone.page.locator("#end-title").inner_text() == {
            "es": "Fin de la partida", "en": "Game over"}[phone.lang]
        assert phone.page.locator("#end-title ~ p.big").inner_text() == catalogue_string(
            "side_agents", phone.lang)
        shown = {int(li.get_attribute("data-seat")): li.locator(".mname").get_attribute("data-role")
                 for li in phone.page.locator(".results li").all()}
        assert shown == table.roles
        winners = {int(li.get_attribute("data-seat"))
                   for li in phone.page.locator(".results li.winner").all()}
        # The agents win; the accomplice's partner is the Insider, so it loses.
        assert winners == {table.seat("agent"), table.seat("paranoid_agent")}
        assert phone.page.locator("button.hold").count() == 0
    moderator_rows = table.moderator.locator(".results li")
    expect(moderator_rows, "the moderator's end").to_have_count(4)
    shoot(table.phones[0].page, "inside-job-end", scroll="#end-title")


def learn_roles(table: Table, shoot: Shoot) -> None:
    """The moderator's list of secrets, then each phone holds its own card; the accomplice
    peeks; only its phone shows the partner's role."""
    moderator = table.moderator
    moderator.get_by_role("button", name="Show every secret").click()
    rows = moderator.locator(".results li .mname")
    expect(rows, "the moderator's list of secrets").to_have_count(4)
    table.roles = {int(row.get_attribute("data-seat")): row.get_attribute("data-role")
                   for row in rows.all()}
    assert sorted(table.roles.values()) == sorted(["agent", "insider", *SPECIAL])
    accomplice = table.seat("accomplice")
    for seat, phone in enumerate(table.phones):
        seen = hold_role(phone)
        assert seen == {"role": table.roles[seat], "seat": seat}
    phone = table.phones[accomplice]
    phone.wait_action("peek")
    shoot(phone.page, "inside-job-peek", scroll="section[data-move='peek']")
    partner = table.seat("insider")
    phone.press({"seat": partner})
    phone.wait_action(None)  # the peek taken
    assert hold_role(phone)["peek"] == (partner, "insider")
    for other in table.phones:
        if other is not phone:
            assert "peek" not in hold_role(other)
    assert_no_hidden_role(table)
    page = table.phones[0].page
    page.locator("button.hold").hover()
    page.mouse.down()
    shoot(page, "inside-job-role", scroll="button.hold")
    page.mouse.up()


def test_a_whole_game_of_inside_job(server: str, new_phone: Any, shots: Any) -> None:
    moderator = new_phone("en-GB")
    code = create_table(moderator, server, shots)
    phones = join_and_start(moderator, code, new_phone)
    table = Table(code, moderator, phones)
    learn_roles(table, shots)
    play_the_hand(table, shots)
    final_vote(table, shots)
    check_end(table, shots)
