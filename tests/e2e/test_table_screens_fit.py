"""The table screens of Politburo, Lucha, Inside Job and Pax Pamir fit a landscape tablet
(1024 x 768) and a TV (1920 x 1080) without scrolling, in the middle of a game with several
players and a history (issue 29, "Table screens that fit"): the page does not scroll either
way, the status, the last event, who has left (a Lucha player leaves) and every card of the
board lie inside the screen and do not overlap, and the type is large enough to read across a
table. The tables are driven over the
JSON API; one table a game, both sizes in the same test. The end of a game fits too: Politburo's
ten member cards and Lucha's five players in Spanish, Inside Job's roles and votes, Pax Pamir's
winner. So does the lobby (the join QR and ten seats).

The newer games at their largest player count, played by their stand-ins (``stand_ins``): an
8-player BlackDrez, a 10-player PokerGuess, a 4-player SokuDrez and a 6-player NeuroDrez during
play; the result of a hand of BlackDrez, PokerGuess (ten hands shown down), DomiDrez (eight) and
RummiDrez (four); the ends of BlackDrez, VikingDrez, PokerDrez for 4, NeuroDrez and SoloDrez.
On every screen the top bar alone names the game and the table (the page's title is not shown
again).
"""

from __future__ import annotations

import random
import re
import uuid
from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import expect

from referee.games.lucha.catalogue import ATTACKS, DEFENCES, DEMAGOGIA, card_type
from referee.games.poker7.deck import GAME_DECK
from tests.e2e.e2e_kit import until
from tests.e2e.screen_checks import SCREENS, outside, overflow, overlapping, smallest_type
from tests.e2e.stand_ins import Chooser, game_over, phase_in, play_until
from tests.e2e.table_kit import ApiTable
from tests.referee.games.inside_job.test_privacy import choose, deal

#: The regions a table screen shows: the status, its last-event line, who has left, the board's
#: cards.
REGIONS = "#status, .w-last, .left-notice, #board .card, #board .result-card"
#: Lucha's basic cards: the ones a player may assign to a candidate.
BASIC = (DEMAGOGIA, *ATTACKS, *DEFENCES)
#: The names of a Politburo of ten.
TEN = ("Ana", "Bob", "Carmen", "Dmitri", "Eva", "Feliks", "Galina", "Hugo", "Irina", "Juan")
#: The game whose history here is longer than its column: the newest shown, the older cut off.
LONG_HISTORY = "politburo"
#: The smallest type a region may use, by screen width (CSS px): read from a chair's distance.
LEAST_TYPE = {1024: 13, 1920: 19}


def politburo(server: str, over: bool = False) -> ApiTable:
    """A Politburo of ten (the most, the longest list of players) in its third turn: two turns
    of proposals, votes, appointments and executions behind it (a long history); or, ``over``,
    played to its end."""
    made = ApiTable.create(server, "politburo", 10, options={"seed": 31}, names=TEN)
    rng = random.Random(31)
    while (view := made.view())["outcome"] is None and (over or view["public"]["turn"] < 3):
        seat, phase, pub = view["awaiting"][0], view["phase"], view["public"]
        if phase == "plan":
            ministries = [m for m in pub["ministries"] if m not in pub["rejected"]]
            made.ok(seat, "propose", {"ministry": rng.choice(ministries)})
        elif phase in ("vote", "casting_vote"):
            made.ok(seat, phase, {"approve": rng.random() < 0.7})
        elif phase == "appoint":
            made.ok(seat, "appoint", {"players": rng.sample(range(10), 3)})
        elif phase == "execute":
            made.ok(seat, "execute", {"choice": rng.choice(["repress", "reform"])})
        else:
            made.ok(seat, "point", {"at": rng.choice([s for s in pub["executors"] if s != seat])})
    return made


def inside_job(server: str, over: bool = False) -> ApiTable:
    """A 5-player Inside Job with both special roles after four tricks and their votes; or,
    ``over``, played to its end."""
    rng = random.Random(5)
    made = ApiTable.create(server, "inside-job", 5,
                           options={"seed": 5, "special_roles": ["accomplice", "sleeper_agent"]})
    hands = deal(5, rng)
    tricks = 0
    while (over or tricks < 4) and (view := made.view())["outcome"] is None:
        seat = view["awaiting"][0]
        move, args = choose(made.view(seat), hands, rng)
        made.ok(seat, move, args)
        tricks += move == "trick"
    return made


def pax_pamir(server: str, over: bool = False) -> ApiTable:
    """A 5-player Pax Pamir (the most) of four checks after two of them, Ana and Dmitri level;
    or, ``over``, after two more that Ana leads."""
    made = ApiTable.create(server, "pax-pamir", 5, options={"final_check": 4})
    checks = [  # (blocks, then each seat's loyalty, influence, cylinders)
        ((4, 1, 0), (("afghan", 3, 2), ("afghan", 1, 1), ("british", 2, 0), ("russian", 1, 3),
                     ("russian", 1, 1))),
        ((1, 1, 1), (("afghan", 1, 5), ("british", 2, 3), ("british", 1, 1), ("russian", 1, 4),
                     ("afghan", 1, 0)))]
    if over:
        checks += 2 * [((0, 0, 0), (("afghan", 1, 5),) + 4 * (("afghan", 1, 1),))]
    for blocks, players in checks:
        made.ok(0, "dominance_check", {
            "blocks": dict(zip(("afghan", "british", "russian"), blocks, strict=True)),
            "players": {str(p): {"loyalty": loyalty, "influence": influence, "cylinders": cylinders}
                        for p, (loyalty, influence, cylinders) in enumerate(players)}})
    return made


def poker7(server: str, over: bool = False) -> ApiTable:
    """A 10-player Poker7 (the most) checked down to the result of its first hand: ten hands
    shown, each with its groups; ``over``, a match of one hand, so that this result ends it."""
    deck = random.Random(10).sample(GAME_DECK, len(GAME_DECK))
    made = ApiTable.create(server, "poker7", 10, options={"deck": deck, "hands": 1 if over else 2},
                           names=TEN)
    while (view := made.view())["phase"] in ("bet", "show"):
        seat = view["awaiting"][0]
        if view["phase"] == "show":
            made.ok(seat, "show", {"card": made.view(seat)["private"]["hole"][0]})
        else:
            made.ok(seat, "check", {})
    return made


def lucha(server: str, over: bool = False) -> ApiTable:
    """A 5-player Lucha (the most: candidates in two rows) in its first candidacy: each player
    assigned up to two basic cards (both to one candidate, or one each to two), then six plays,
    answers or ends of turn; then Bob leaves the table; or, ``over``, the other three after
    him, so that Ana, the last player with candidates, wins."""
    made = ApiTable.create(server, "lucha", 5, options={"seed": 7})
    for seat in range(5):
        mine = made.view(seat)["private"]
        basic = [c for c in mine["hand"] if card_type(c) in BASIC][:2]
        spread = [[c] for c in basic] if seat % 2 else [basic]  # two on one, or one each
        made.ok(seat, "prepare", {"assign": dict(zip(mine["assigned"], spread, strict=False))})
    for _ in range(6):
        seat = made.view()["awaiting"][0]
        mine = made.view(seat)["private"]
        playable = [(c, t[0]) for c, t in mine["targets"].items() if t]
        if "take" in mine["moves"] or "pass" in mine["moves"]:  # an attack taken, a last call
            made.ok(seat, "take" if "take" in mine["moves"] else "pass", {})
        elif playable:
            made.ok(seat, "play", {"card": playable[0][0], "target": playable[0][1]})
        else:
            made.ok(seat, "end_turn", {})
    made.call("POST", "/moves", made.moderator,  # Bob leaves: told beside the status
              {"move": "leave", "args": {"seat": 1}, "id": uuid.uuid4().hex})
    for seat in (2, 3, 4) if over else ():
        made.call("POST", "/moves", made.moderator,
                  {"move": "leave", "args": {"seat": seat}, "id": uuid.uuid4().hex})
    return made


def played(game: str, players: int, done: Callable[[dict[str, Any]], bool],
           choose: Chooser | None = None) -> Callable[..., ApiTable]:
    """How to make a table of ``game`` for ``players`` (named from TEN) played by its stand-ins
    (or ``choose``) until ``done``; or, ``over``, to its end."""
    def build(server: str, over: bool = False) -> ApiTable:
        made = ApiTable.create(server, game, players, names=TEN)
        play_until(made, game, game_over if over else done, choose)
        return made
    return build


def predict(view: dict[str, Any], seat: int) -> tuple[str, dict[str, Any]] | None:
    """A PokerGuess seat's guess: a prediction of its own at its first turn (every other seat's
    one no cards can hold, checked and failing before a true one), then it stays: ten hands shown
    down, several predictions explained."""
    if view["phase"] != "guess":
        return None
    if str(seat) in view["public"]["predictions"]:
        return "guess", {}
    count = seat // 5 + 1 + 5 * (seat % 2)
    return "guess", {"prediction": {"colour": seat % 5 + 1, "colour_count": count,
                                    "figure": "pawn", "figure_count": 1}}


def swaps(view: dict[str, Any]) -> int:
    """The swaps made so far at a SokuDrez table."""
    return sum(view["public"]["moves"].values())


def swap(view: dict[str, Any], seat: int) -> tuple[str, dict[str, Any]]:
    """A SokuDrez swap of two cells of the 6 x 9 grid, drawn from the number of swaps so far."""
    rng = random.Random(swaps(view))
    first, second = rng.sample([[row, column] for row in range(1, 7) for column in range(1, 10)], 2)
    return "swap", {"a": first, "b": second}


def solodrez(server: str, over: bool = True) -> ApiTable:
    """A SoloDrez whose player leaves at once: the end, who has left told beside the status."""
    made = ApiTable.create(server, "solodrez", 1)
    made.call("POST", "/moves", made.moderator,
              {"move": "leave", "args": {"seat": 0}, "id": uuid.uuid4().hex})
    return made


def pokerdrez_4(server: str, over: bool = True) -> ApiTable:
    """A PokerDrez for 4 after 160 moves of its stand-ins (pieces taken into the reserves), then
    Ana leaves and her pair resigns: the end."""
    made = ApiTable.create(server, "pokerdrez-4", 4)
    play_until(made, "pokerdrez-4", lambda view: len(view["public"]["history"]) >= 160)
    made.call("POST", "/moves", made.moderator,
              {"move": "leave", "args": {"seat": 0, "how": "resign"}, "id": uuid.uuid4().hex})
    return made


#: Each game: the table in mid-game, what its screen shows once drawn, and the screen's
#: language (Spanish, the longer words, for the two denser screens).
GAMES: dict[str, tuple[Callable[[str], ApiTable], str, str]] = {
    "politburo": (politburo, "#history-title", "en"),
    "lucha": (lucha, ".lu-offices", "es"),
    "inside-job": (inside_job, "#ij-table-title", "es"),
    "pax-pamir": (pax_pamir, "#pp-last-title", "en"),
    "poker7": (poker7, ".p7-result", "es"),
    "blackdrez": (played("blackdrez", 8, phase_in("play")), ".bd-players", "es"),
    "pokerguess": (played("pokerguess", 10, lambda view: len(view["public"]["predictions"]) > 3,
                          predict), ".pg-players", "es"),
    "sokudrez": (played("sokudrez", 4, lambda view: swaps(view) >= 3, swap),
                 ".sk-players", "es"),
    "neurodrez": (played("neurodrez", 6, phase_in("piece")), ".nd-sides", "es"),
    "pokerdrez": (played("pokerdrez", 2, phase_in("play")), ".pd-board", "en"),
    "rummidrez": (played("rummidrez", 4, lambda view: view["public"]["deck_count"] < 60),
                  ".rd-players", "es"),
}

#: The results of a hand at the games' largest player counts, in Spanish: how each table gets
#: there and what its screen shows once drawn.
HAND_ENDS: dict[str, tuple[Callable[..., ApiTable], str]] = {
    "blackdrez": (played("blackdrez", 8, phase_in("hand_over")), ".bd-result"),
    "pokerguess": (played("pokerguess", 10, phase_in("hand_over"), predict), ".pg-checks"),
    "domidrez": (played("domidrez", 8, phase_in("hand_over")), ".dd-result"),
    "rummidrez": (played("rummidrez", 4, phase_in("hand_over")), ".rd-hand-end"),
}


#: The games whose end the tests show, how each table gets there, and the screen's language
#: (Spanish for the densest ends: a Politburo of ten, a Lucha of five).
ENDS: dict[str, tuple[Callable[..., ApiTable], str]] = {
    "politburo": (politburo, "es"), "lucha": (lucha, "es"), "inside-job": (inside_job, "en"),
    "pax-pamir": (pax_pamir, "en"), "poker7": (poker7, "es"),
    "blackdrez": (GAMES["blackdrez"][0], "es"), "neurodrez": (GAMES["neurodrez"][0], "es"),
    "vikingdrez": (played("vikingdrez", 2, game_over), "es"), "pokerdrez-4": (pokerdrez_4, "es"),
    "solodrez": (solodrez, "es")}


def cut_names(screen: Any) -> list[str]:
    """The players' names (``.pname``) on the screen drawn narrower than their words."""
    return screen.eval_on_selector_all("#board .pname", """(els) => els
        .filter((el) => el.clientWidth === 0 || el.scrollWidth > el.clientWidth + 1)
        .map((el) => el.textContent)""")


def fits(screen: Any, shots: Any, name: str) -> None:
    """``screen`` at the tablet's and the TV's size, photographed as ``fit-<name>-<width>``:
    it does not scroll, its regions lie inside it and apart, its type is large enough, no
    player's name is cut off, and the
    page's title is not shown under the top bar that names the game and the table already.
    Measured at both sizes first, so that a failure names both."""
    seen: dict[str, tuple[Any, ...]] = {}
    for display in SCREENS:
        screen.set_viewport_size(display)
        shots(screen, f"fit-{name}-{display['width']}")
        seen[f"{display['width']}x{display['height']}"] = (
            overflow(screen), outside(screen, REGIONS), overlapping(screen, REGIONS),
            smallest_type(screen, "#board"), LEAST_TYPE[display["width"]], cut_names(screen))
    title = screen.locator("#screen-title").bounding_box()
    assert title["height"] <= 1, f"{name}: the game and the table named twice (top bar, title)"
    for size, (scroll, out, over, smallest, least, cut) in seen.items():
        assert cut == [], f"{name} at {size}: players' names cut off: {cut}"
        assert max(scroll) <= 0, f"{name} scrolls at {size} by {scroll} (width, height)"
        assert out == [], f"{name} at {size}: regions outside the screen"
        assert over == [], f"{name} at {size}: regions overlap"
        assert smallest[0] >= least, f"{name} at {size}: type of {smallest[0]} px: {smallest[1]}"


@pytest.mark.parametrize("game", GAMES)
def test_the_table_screen_fits_tablet_and_tv(server: str, screen: Any, shots: Any,
                                             game: str) -> None:
    build, drawn, lang = GAMES[game]
    made = build(server)
    screen.goto(f"{server}/table/{made.code}/screen?lang={lang}")
    expect(screen.locator(drawn), "the board drawn").not_to_have_count(0)
    if game == LONG_HISTORY:
        until(screen, """() => [...document.querySelectorAll(".screen-feed")]
            .some((feed) => feed.scrollHeight > feed.clientHeight)""",
              what="the history longer than its column")
    if game == "lucha":  # Bob's leaving told; the assigned cards in Spanish plural forms
        expect(screen.locator(".left-notice"), "Bob has left").to_have_count(1)
        for count in ("1 asignada", "2 asignadas"):
            expect(screen.locator(f".lu-assigned[aria-label='{count}']").first).to_be_attached()
    fits(screen, shots, game)


@pytest.mark.parametrize("game", HAND_ENDS)
def test_a_hand_result_fits_tablet_and_tv(server: str, screen: Any, shots: Any,
                                          game: str) -> None:
    build, drawn = HAND_ENDS[game]
    made = build(server)
    screen.goto(f"{server}/table/{made.code}/screen?lang=es")
    expect(screen.locator(drawn), "the hand's result").not_to_have_count(0)
    fits(screen, shots, f"{game}-hand")


@pytest.mark.parametrize("game", ENDS)
def test_the_end_fits_tablet_and_tv(server: str, screen: Any, shots: Any, game: str) -> None:
    build, lang = ENDS[game]
    made = build(server, over=True)
    screen.goto(f"{server}/table/{made.code}/screen?lang={lang}")
    expect(screen.locator("#status"), "the end").to_have_attribute("data-kind",
                                                                  re.compile("over|draw"))
    fits(screen, shots, f"{game}-end")


def test_the_lobby_fits_tablet_and_tv(server: str, screen: Any, shots: Any) -> None:
    """Before the start: the join QR and a list of nine seats taken of ten, in Spanish."""
    made = ApiTable.new(server, "poker7", 10, lang="es")
    for name in TEN[:9]:
        made.join(name)
    screen.goto(f"{server}/table/{made.code}/screen?lang=es")
    expect(screen.locator(".seatlist li"), "nine seats taken").to_have_count(9)
    fits(screen, shots, "lobby")
