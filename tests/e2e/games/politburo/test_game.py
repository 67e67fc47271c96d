"""A whole game of Politburo through the phone pages: a moderator who does not play and five
phones (Spanish and English) join by the join QR and play to the revealed winners.

Along the way: the lobby's seat order, the press-and-hold secret card, a plan rejected and a
tie decided by the casting vote, three failed executions and a purge, an undo, a move refused
while paused (its message in the phone's language), a phone replaced by a rejoin QR, a phone
switching language, and "play again". Each phone must show its own member card and never
another's before the end (seed 001, docs/rules-decisions.md#politburo; docs/architecture.md,
Identity).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from playwright.sync_api import expect

from referee.i18n import translate
from tests.e2e.e2e_kit import (
    ACTION,
    Phone,
    confirm,
    image_loaded,
    join_table,
    member_name,
    open_tools,
    read_qr,
    until,
)
from tests.e2e.table_kit import ApiTable

PLAYERS = (("Ana", "es-ES"), ("Bob", "en-GB"), ("Carmen", "es-ES"), ("Dmitri", "en-US"),
           ("Eva", "es-ES"))
SEED = 20_240
YOUR_TURN = {"es": "Te toca.", "en": "Your turn."}
GAME_OVER = {"es": "Fin de la partida", "en": "Game over"}
VIEW_OR_EVENTS = re.compile(r".*/api/tables/[A-Z0-9]+/(view|events)(\?.*)?$")


@dataclass
class Table:
    """What the test has seen of the table so far."""

    code: str
    moderator: Any
    phones: list[Phone]
    api: ApiTable  # the same table through the API, as the moderator
    members: dict[str, str] = field(default_factory=dict)  # player -> member id (moderator)
    revealed: dict[str, str] = field(default_factory=dict)  # player -> member id (own phone)
    proposals: dict[int, int] = field(default_factory=dict)  # turn -> proposals made
    appointed: list[int] = field(default_factory=list)  # the last executors sent
    done: set[str] = field(default_factory=set)  # one-off checks already made

    def seat_of(self, phone: Phone) -> int:
        """Seats are numbered in table order, and ``phones`` is kept in that order."""
        return self.phones.index(phone)


def create_table(moderator: Any, server: str, shots: Any) -> tuple[str, str]:
    """The moderator makes a 5-seat table from the home page; returns (code, join URL)."""
    moderator.goto(server + "/")
    shots(moderator, "home")
    moderator.get_by_role("button", name="One player more").click()
    moderator.get_by_role("button", name="One player fewer").click()
    assert moderator.locator("#players").input_value() == "5"
    moderator.get_by_text("More options").click()
    moderator.locator("#seed").fill(str(SEED))
    moderator.get_by_role("button", name="Create the table").click()
    moderator.wait_for_url(re.compile(r".*/table/[A-Z0-9]+$"))
    code = moderator.locator(".bigcode").inner_text().strip()
    qr = moderator.locator(".qr-box img")
    image_loaded(qr)
    join_url = read_qr(qr.screenshot())
    assert join_url.endswith(f"/join/{code}")
    assert join_url == moderator.locator(".joinurl").inner_text().strip()
    return code, join_url


def join_everyone(join_url: str, code: str, new_phone: Any, moderator: Any,
                  shots: Any) -> list[Phone]:
    """Every player scans the join QR, types a name and lands on the table page."""
    phones = [join_table(new_phone, join_url, code, name, locale,
                         on_join_page=(lambda page: shots(page, "join")) if index == 0 else None)
              for index, (name, locale) in enumerate(PLAYERS)]
    expect(moderator.locator(".seatlist li:not(.empty)"),
           "every seat on the moderator's lobby").to_have_count(len(PLAYERS))
    return phones


def lobby_order(page: Any) -> Any:
    return page.locator(".seatlist li:not(.empty) .name")


def reorder_and_start(moderator: Any, phones: list[Phone], shots: Any) -> None:
    """Eva sits between Carmen and Dmitri: moved up once; every phone sees the new order."""
    shots(moderator, "lobby")
    moderator.get_by_role("button", name="Move Eva up").click()
    expected = ["Ana", "Bob", "Carmen", "Eva", "Dmitri"]
    expect(lobby_order(moderator), "the new order on the moderator").to_have_text(expected)
    expect(lobby_order(phones[0].page), "the new order on Ana's phone").to_have_text(expected)
    assert YOUR_TURN["es"] not in phones[0].status()
    shots(phones[0].page, "lobby_seated")
    moderator.get_by_role("button", name="Start the game").click()
    phones.sort(key=lambda phone: expected.index(phone.name))


def learn_secrets(table: Table, shots: Any) -> None:
    """The moderator's omniscient list, then each phone holds its card; they must agree."""
    moderator = table.moderator
    moderator.get_by_role("button", name="Show every secret").click()
    rows = moderator.locator(".results li")
    expect(rows, "the moderator's list of secrets").to_have_count(len(PLAYERS))
    for i in range(rows.count()):
        table.members[rows.nth(i).locator(".pname").inner_text()] = (
            rows.nth(i).locator(".mname").get_attribute("data-member"))
    shots(moderator, "moderator_omniscient")
    for index, phone in enumerate(table.phones):
        expect(phone.page.locator("button.hold"), f"{phone.name}'s secret card button") \
            .to_have_count(1)
        if index == 0:
            shots(phone.page, "seat_secret_hidden")
            phone.page.locator("button.hold").hover()
            phone.page.mouse.down()
            shots(phone.page, "seat_secret_revealed")
            phone.page.mouse.up()
        table.revealed[phone.name] = phone.reveal()
        assert table.revealed[phone.name] == table.members[phone.name]
    assert len(set(table.revealed.values())) == len(PLAYERS), "two phones show the same card"


def assert_no_foreign_secret(table: Table) -> None:
    """Before the end no phone shows another seat's member card."""
    for phone in table.phones:
        shown = phone.text()
        for other, member in table.revealed.items():
            if other != phone.name:
                assert member_name(member, phone.lang) not in shown, (
                    f"{phone.name}'s phone shows {other}'s card")


def act(phone: Phone, move: str, do: Any) -> None:
    """Do ``move`` on ``phone`` and wait until its action card has moved on (or a refusal)."""
    do()
    phone.wait_moved_on(move)


def undo_a_vote(table: Table, voter: Phone) -> None:
    """The moderator undoes a vote: the voter is asked again, and told what was undone."""
    open_tools(table.moderator)
    confirm(table.moderator.get_by_role("button", name=re.compile(
        "Undo the last move|Tap again to undo")), "the moderator's undo")
    voter.wait_action("vote")  # asked again
    # and told why: the last-event line names the move taken back, in the phone's language
    expect(voter.page.locator(".w-last-text")).to_have_text(re.compile(
        r"The moderator took back .+'s last move\.|El moderador ha deshecho la última jugada de"))
    table.done.add("undo")


def refused_while_paused(table: Table, voter: Phone) -> None:
    """A phone that has not yet heard of the pause votes: the API's refusal is shown in its
    language and the buttons come back; after the resume the vote goes through."""
    context = voter.page.context
    context.route(VIEW_OR_EVENTS, lambda route: route.abort())
    # Its open stream would carry the pause: the network drops for a moment (the page then
    # closes the stream), and the stream cannot open again while the route blocks it.
    context.set_offline(True)
    context.set_offline(False)
    moderator = table.moderator
    open_tools(moderator)
    moderator.get_by_role("button", name="Pause the game").click()
    expect(moderator.get_by_role("button", name="Resume the game"),
           "the moderator's resume button").to_have_count(1)
    voter.press({"approve": True})
    assert voter.wait_refusal() == translate("The moderator has paused the game.", voter.lang)
    expect(voter.page.locator("section[data-move] button[data-args]:enabled").first,
           "the vote buttons to come back").to_be_attached()
    context.unroute(VIEW_OR_EVENTS)
    moderator.get_by_role("button", name="Resume the game").click()
    expect(moderator.get_by_role("button", name="Pause the game"),
           "the moderator's pause button").to_have_count(1)
    table.done.add("paused")


def replace_phone(table: Table, old: Phone, new_phone: Any, shots: Any) -> None:
    """The moderator gives ``old``'s seat a new code; the new phone scans it and takes over,
    the old phone says its seat has moved and shows no more of it, and a third phone scanning
    the same, used code gets no seat."""
    moderator = table.moderator
    open_tools(moderator)
    moderator.locator("#replace-seat").select_option(label=old.name)
    moderator.get_by_role("button", name="New code for this seat").click()
    box = moderator.locator(".qr-panel .qr-box")
    expect(box, "the replacement QR").to_have_count(1)
    shots(moderator, "moderator_replace_qr")
    url = read_qr(box.screenshot())
    assert f"/rejoin/{table.code}?t=" in url
    page = new_phone("en-GB" if old.lang == "en" else "es-ES")
    page.goto(url)  # opening the link uses nothing (a chat app's preview fetches it too)
    shots(page, "rejoin_link")
    base = url.split("/rejoin/")[0]
    still = old.page.context.request.get(f"{base}/api/tables/{table.code}/view")
    assert still.status == 200, "the seat moved before the tap"
    continue_here = re.compile("Continue on this phone|Seguir en este móvil")
    page.get_by_role("button", name=continue_here).click()
    page.wait_for_url(re.compile(rf".*/table/{table.code}$"))
    expect(page.locator("#where"), "the new phone's seat").to_contain_text(old.name)
    moved = translate("This seat moved to another phone.", old.lang)
    expect(old.page.locator("#status"), f"{old.name}'s old phone to say its seat moved") \
        .to_have_text(moved)
    assert old.page.locator("button.hold").count() == 0
    third = new_phone("en-GB")
    third.goto(url)
    expect(third.locator("main"), "a third phone scanning the used code to be turned away") \
        .to_contain_text("This rejoin code cannot be used")
    assert third.get_by_role("button", name="Continue on this phone").count() == 0
    # Asked with the third phone's cookies but outside its page, which may still be navigating.
    status = third.context.request.get(f"{base}/api/tables/{table.code}/view").status
    assert status in (401, 403), status
    third.context.close()
    assert old.name in page.locator("#where").inner_text()
    moderator.get_by_role("button", name="Done").click()
    old.page.context.close()
    old.page = page
    table.done.add("replaced")


def own_rejoin_code(phone: Phone, code: str) -> None:
    """A phone shows its private rejoin QR after a second tap, and hides it again."""
    confirm(phone.page.get_by_role("button", name=re.compile(
        "rejoin|volver|Tap again|Toca otra vez")), f"{phone.name}'s rejoin code")
    box = phone.page.locator("#rejoin-title ~ div .qr-box")
    expect(box, f"{phone.name}'s rejoin QR").to_have_count(1)
    assert f"/rejoin/{code}?t=" in read_qr(box.screenshot())
    phone.page.get_by_role("button", name=re.compile("Hide the code|Ocultar el código")).click()
    assert box.count() == 0


def decide(table: Table, phone: Phone, move: str, shots: Any, new_phone: Any) -> None:
    """The test's players: turn 1 rejects, ties, fails three executions and purges; later turns
    approve and repress unanimously. One-off checks hook into the first chance they get."""
    turn = phone.turn()
    seat = table.seat_of(phone)
    if move not in table.done:
        assert phone.status().startswith(YOUR_TURN[phone.lang]), phone.status()
    if move == "propose":
        if turn == 3 and "replaced" not in table.done:
            replace_phone(table, table.phones[(seat + 2) % len(PLAYERS)], new_phone, shots)
        table.proposals[turn] = table.proposals.get(turn, 0) + 1
        act(phone, move, phone.press_first_enabled)
    elif move == "vote":
        proposal = table.proposals[turn]
        if turn == 2 and "paused" not in table.done:
            refused_while_paused(table, phone)
            table.done.add("vote")
        if turn == 1 and proposal == 1:
            if "vote_shot" not in table.done:
                shots(phone.page, "seat_vote")
                table.done.add("vote_shot")
            act(phone, move, lambda: phone.press({"approve": False}))
            if "undo" not in table.done:
                undo_a_vote(table, phone)
                act(phone, move, lambda: phone.press({"approve": False}))
        elif turn == 1:  # second proposal: two approve, two reject -> tie
            voters = [s for s in range(len(PLAYERS)) if s != phone.general_secretary()]
            approve = seat in voters[:2]
            act(phone, move, lambda: phone.press({"approve": approve}))
        else:
            act(phone, move, lambda: phone.press({"approve": True}))
    elif move == "casting_vote":
        act(phone, move, lambda: phone.press({"approve": True}))
    elif move == "appoint":
        attempt_again = phone.page.locator("section[data-move='appoint'] [aria-pressed='true']")
        keep = attempt_again.count() == 3
        def appoint() -> None:
            table.appointed = phone.appoint(None if keep else [0, 1, 2])

        act(phone, move, appoint)
        assert sorted(table.appointed) == [0, 1, 2]
    elif move == "execute":
        if turn == 1:
            if "execute_shot" not in table.done:
                shots(phone.page, "seat_execution")
                table.done.add("execute_shot")
            choice = "repress" if seat == min(table.appointed) else "reform"
        else:
            choice = "repress"
        act(phone, move, lambda: phone.press({"choice": choice}))
    elif move == "point":
        if "purge_shot" not in table.done:
            shots(phone.page, "seat_purge")
            table.done.add("purge_shot")
        act(phone, move, phone.press_first_enabled)
    table.done.add(move)


def play_to_the_end(table: Table, shots: Any, new_phone: Any) -> None:
    """Whoever the table awaits (the first such seat) acts once its phone asks for a move,
    until the game is over and every phone shows the end."""
    while True:
        view = table.api.view()
        if not view["awaiting"]:
            for phone in table.phones:
                expect(phone.page.locator("#end-title"), f"{phone.name}'s end").to_have_count(1)
            return
        phone = table.phones[min(view["awaiting"])]
        move = until(phone.page, ACTION, what=f"{phone.name} to be asked for a move")
        assert_no_foreign_secret(table)
        if move == "propose" and phone.turn() == 2 and "language" not in table.done:
            switcher = next(p for p in table.phones if p.lang == "es" and p is not phone)
            switcher.switch_language("en")
            switcher.wait_text("Ministries")
            table.done.add("language")
        decide(table, phone, move, shots, new_phone)


def check_end(table: Table, shots: Any) -> None:
    """Every phone reveals the same cards, matching what each phone saw when holding it."""
    pages = [table.moderator] + [phone.page for phone in table.phones]
    results, winners = [], []
    for page in pages:
        rows = page.locator(".results li")
        expect(rows, "the end's list of cards").to_have_count(len(PLAYERS))
        results.append({rows.nth(i).locator(".pname").inner_text():
                        rows.nth(i).locator(".mname").get_attribute("data-member")
                        for i in range(len(PLAYERS))})
        winners.append(sorted(page.locator(".results li.winner .pname").all_inner_texts()))
    assert all(result == results[0] for result in results)
    assert all(names == winners[0] for names in winners), winners
    assert results[0] == table.members
    for phone in table.phones:
        assert phone.page.locator("#end-title").inner_text() == GAME_OVER[phone.lang]
        assert table.revealed[phone.name] == results[0][phone.name]
        assert phone.turn() == len(PLAYERS), "the game ends after every player was GS once"
        assert phone.page.locator("button.hold").count() == 0
    shots(table.phones[0].page, "end")
    shots(table.moderator, "moderator_end")


def play_again(table: Table) -> None:
    """The moderator's "play again": every phone follows to the new, started table."""
    table.moderator.get_by_role("button", name="Play again with the same seats").click()
    table.moderator.wait_for_url(lambda url: not url.endswith(f"/table/{table.code}"))
    new_code = table.moderator.url.rsplit("/", 1)[1]
    assert re.fullmatch(r"[A-Z0-9]+", new_code)
    for phone in table.phones:
        phone.page.wait_for_url(re.compile(rf".*/table/{new_code}$"))
        expect(phone.page.locator("button.hold"), f"{phone.name}'s seat at the new table") \
            .to_have_count(1)
        assert phone.name in phone.page.locator("#where").inner_text()


def test_a_whole_game_of_politburo(server: str, new_phone: Any, shots: Any) -> None:
    moderator = new_phone("en-GB")
    code, join_url = create_table(moderator, server, shots)
    phones = join_everyone(join_url, code, new_phone, moderator, shots)
    reorder_and_start(moderator, phones, shots)
    table = Table(code, moderator, phones, ApiTable.from_page(moderator, server, code))
    learn_secrets(table, shots)
    own_rejoin_code(phones[0], code)
    play_to_the_end(table, shots, new_phone)
    assert {"undo", "paused", "replaced", "language", "casting_vote", "point"} <= table.done
    check_end(table, shots)
    play_again(table)
