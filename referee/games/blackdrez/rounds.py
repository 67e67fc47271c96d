"""A BlackDrez round: the deal and its check, sharing the table, the round's end and the game's
(seed 004 BlackDrez; docs/rules-decisions.md#blackdrez, D5–D7).

"The table" is every card in play: the hands (face up) and the ``table`` zone (cards of busted
players, the half a retiring player leaves, the remainder of an earlier split). Winners take it
into their piles; a remainder stays on the table for the next round (D6) or, when the deck ran
out, goes to the discard pile.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from referee.games.base import State
from referee.games.blackdrez.scores import TARGET, is_joker, make_eleven, valuations
from referee.games.blackdrez.turn import first_holder, recompute_holder, score_of
from referee.games.kit.history import record
from referee.games.kit.leaving import left_seats
from referee.games.kit.ledger import leaders
from referee.games.kit.match import first_seat
from referee.games.kit.seats import seats_from
from referee.games.kit.zones import DECK, DISCARD, Zones, hand

PLAY, HAND_OVER, OVER = "play", "hand_over", "over"
#: ⚙ ``left_pile``: a left player's pile keeps counting, or goes to the discard pile.
LEFT_PILE_STAY, LEFT_PILE_REMOVE = "stay", "remove"
TABLE = "table"
#: Cards each player is dealt.
DEALT = 2


def pile(seat: int) -> str:
    """The zone of the cards ``seat`` has won: ``pile-<seat>``."""
    return hand(seat, "pile")


def present(state: State) -> list[int]:
    """The seats whose player has not left the table (docs/rules-decisions.md#blackdrez, "A
    player who leaves"), in seat order: the seats a round is dealt to."""
    left = left_seats(state)
    return [seat for seat in range(state["players"]) if seat not in left]


def can_deal(state: State) -> bool:
    """True when at least two players are at the table, the deck holds two cards for each and
    the ``rounds`` option allows another."""
    limit = state["rounds_limit"]
    dealt = len(present(state))
    enough = dealt >= 2 and Zones(state["zones"]).count(DECK) >= DEALT * dealt
    return enough and (limit is None or state["round"] < limit)


def remove_left_piles(state: State, left: Collection[int]) -> None:
    """With ⚙ ``left_pile`` ``"remove"``, the piles of the ``left`` seats go to the discard
    pile (they count no more)."""
    if state["left_pile"] != LEFT_PILE_REMOVE:
        return
    zones = Zones(state["zones"])
    for seat in left:
        zones.put(DISCARD, zones.draw(pile(seat), zones.count(pile(seat))))


def deal_round(state: State) -> None:
    """Deal a round from seat dealer + 1 to every seat whose player has not left, two face-up
    cards each (jokers count 1 like a drawn one), then the deal check: one player with a
    valuation of 11 wins the round; several share the table."""
    zones = Zones(state["zones"])
    players, dealer = state["players"], state["dealer"]
    order = [seat for seat in seats_from(first_seat(state), players) if seat in present(state)]
    zones.deal(DECK, [hand(seat) for seat in order], DEALT)
    state["round"] += 1
    state["active"] = sorted(order)
    state["stands"] = []
    state["jokers"] = {c: 1 for seat in order for c in zones.cards(hand(seat)) if is_joker(c)}
    state["phase"] = PLAY
    state["round_result"] = None
    record(state["history"], "deal", None, [c for s in order for c in zones.cards(hand(s))],
           how="deal", round=state["round"], dealer=dealer,
           hands={str(s): list(zones.cards(hand(s))) for s in order})
    elevens = [seat for seat in order if TARGET in valuations(zones.cards(hand(seat)))]
    for seat in elevens:
        make_eleven(zones.cards(hand(seat)), state["jokers"])
    if elevens:
        end_round(state, sorted(elevens), "eleven_on_deal")
        return
    first_holder(state)


def table_cards(state: State) -> list[str]:
    """Every card on the table: the ``table`` zone, then the hands in seat order."""
    zones = Zones(state["zones"])
    return zones.cards(TABLE) + [c for s in range(state["players"]) for c in zones.cards(hand(s))]


def share(state: State, winners: Sequence[int], remainder_to: str = TABLE) -> dict[int, int]:
    """Share the table equally among ``winners`` (each first keeps his own hand's cards), the
    remainder to ``remainder_to`` (the table, or the discard pile). Returns cards won per seat."""
    zones = Zones(state["zones"])
    each = len(table_cards(state)) // len(winners)
    won = {seat: 0 for seat in winners}
    for seat in winners:
        for card in zones.cards(hand(seat))[:each]:
            zones.move(card, hand(seat), pile(seat))
            won[seat] += 1
    for seat in winners:
        while won[seat] < each:
            card = table_cards(state)[0]
            zones.move(card, zones.where(card) or TABLE, pile(seat))
            won[seat] += 1
    for card in table_cards(state):
        src = zones.where(card) or TABLE
        if src != remainder_to:
            zones.move(card, src, remainder_to)
    return won


def end_round(state: State, winners: Sequence[int], reason: str,
              remainder_to: str = TABLE) -> None:
    """Close the round: ``winners`` share the table (a lone winner takes it all), the jokers are
    forgotten, the piles of seats whose player left are removed by ⚙ ``left_pile``, and the
    game goes to ``hand_over`` — or ends when no further round can be dealt or the deck ran out
    (``reason == "deck_empty"``)."""
    scores = {str(seat): score_of(state, seat) for seat in state["active"]}
    won = share(state, winners, remainder_to)
    remove_left_piles(state, left_seats(state))
    state["jokers"] = {}
    state["active"] = []
    state["stands"] = []
    state["holder"] = None
    state["round_result"] = {"winners": list(winners), "reason": reason,
                             "won": {str(s): n for s, n in won.items()}, "scores": scores,
                             "carried": Zones(state["zones"]).count(TABLE)}
    result = state["round_result"]
    record(state["history"], "round_over", None, how=reason, winners=list(winners),
           round=state["round"], won=dict(result["won"]), scores=dict(scores),
           carried=result["carried"])
    if reason == "deck_empty" or not can_deal(state):
        state["phase"] = OVER
        state["result"] = game_result(state)
    else:
        state["phase"] = HAND_OVER


def game_result(state: State) -> dict[str, object]:
    """``{"winners", "reason", "piles": {seat: cards}, "rounds", "left": [seats whose player
    left]}``: most cards in the pile wins (a left player's too, while it stays), ties share."""
    zones = Zones(state["zones"])
    piles = [zones.count(pile(seat)) for seat in range(state["players"])]
    return {"winners": leaders(piles), "reason": "most_cards",
            "piles": {str(s): n for s, n in enumerate(piles)}, "rounds": state["round"],
            "left": sorted(left_seats(state))}


def after_change(state: State, last: int) -> None:
    """After a hit, retire or set_joker: a lone active player takes the table; else the turn
    holder is recomputed from ``last``."""
    if len(state["active"]) == 1:
        end_round(state, state["active"], "last_active")
    else:
        recompute_holder(state, last)

