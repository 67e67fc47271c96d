"""A paid move of the chess games with cards (PokerDrez and PokerDrez for 4; seed 004
PokerDrez; docs/rules-decisions.md#pokerdrez D4, D8, D10, D12): the steps that do not depend on
the board or the number of players, written once. Each takes the seats as arguments.

A move is paid by a card of the mover's hand or of the common row (``available_cards``), or by
the die rolled this turn; ``check_payment`` checks the ``pay`` argument (the first two of a
move's checks), ``payment.check_pays`` whether it covers the move, ``spend_card`` spends it once
the move is made: a card payment is discarded face up and the mover draws the deck's top card;
after a common card the mover puts one of its three cards into the row (``replenish_from_hand``,
phase ``replenish``). The draw that empties the deck starts plain chess (``end_of_move``), where
moves are not paid and card and die moves are refused (``plain_refused``).

State used: ``plain``, ``die_roll`` (``{"seat", "value", "physical"}`` or None),
``replenish_slot``, ``phase``, ``zones`` (kit zones: deck, discard, common, hand-<s>),
``history``.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from referee.games.base import IllegalMove, State, not_your_turn
from referee.games.common import Args, check_keys, check_phase
from referee.games.kit import cards
from referee.games.kit.dice import roll_die
from referee.games.kit.history import record
from referee.games.kit.options import PHYSICAL
from referee.games.kit.zones import COMMON, DECK, DISCARD, Zones, hand


def plain_refused() -> IllegalMove:
    """The 422 ``plain_chess`` refusal of a card or die move once the deck is empty."""
    return IllegalMove("plain_chess", "The deck is empty: this is plain chess now, without "
                       "cards or the die.")


def check_mover(state: State, seat: int, to_move: int) -> None:
    """409 ``wrong_phase`` outside phase ``play``, 409 ``not_your_turn`` unless ``seat`` is
    ``to_move`` (the seat to move): the first checks of a move, a re-entry or a roll."""
    check_phase(state, "play")
    if seat != to_move:
        raise not_your_turn()


def roll_for_payment(state: State, seat: int, args: Args, rng: random.Random,
                     passes_to: int) -> None:
    """``seat`` rolls the die it holds (``{}`` with app dice, ``{"value": 1..6}`` with a printed
    die, ``state["dice"]``; ``kit.dice.roll_die``, 400 ``bad_args`` / ``bad_die_value``): the
    roll pays one move this turn (``state["die_roll"]``), the die passes to ``passes_to`` at
    once, and the history says ``roll``. The game checks first that ``seat`` may roll."""
    result = roll_die(args, state["dice"], rng)
    state["die_roll"] = {"seat": seat, "value": result["value"], "physical": result["physical"]}
    state["die_holder"] = passes_to
    record(state["history"], "roll", seat, how="physical" if result["physical"] else "app",
           value=result["value"])


def available_cards(state: State, seat: int) -> list[str]:
    """The cards ``seat`` may pay with: its own hand, then the common row."""
    zones = Zones(state["zones"])
    return zones.cards(hand(seat)) + zones.cards(COMMON)


def check_payment(state: State, seat: int, args: Args) -> dict[str, Any] | None:
    """The checked ``pay`` argument of a move by ``seat`` (the seat to move): None in plain
    chess, ``{"card": id, "source": zone}`` (``source``: ``seat``'s hand zone or ``COMMON``) or
    ``{"die": value}`` (the roll ``seat`` made this turn, ``state["die_roll"]``). Raises the
    payment refusals (steps 1 and 2 of the move checks): 400 ``no_payment_in_plain_chess``,
    ``bad_args``; 422 ``payment_required``, ``die_not_rolled``, ``card_not_available``,
    ``neutral_cannot_move``."""
    if state["plain"]:
        if "pay" in args:
            raise IllegalMove("no_payment_in_plain_chess", "The deck is empty: moves are not "
                              "paid any more.")
        return None
    pay = args.get("pay")
    if pay is None:
        raise IllegalMove("payment_required", "Say how the move is paid: a card or the die.")
    by_die = isinstance(pay, dict) and set(pay) == {"die"} and pay["die"] is True
    by_card = isinstance(pay, dict) and set(pay) == {"card"} and isinstance(pay["card"], str)
    if not (by_die or by_card):
        raise IllegalMove("bad_args", "\"{name}\" must be {{\"card\": id}} or {{\"die\": true}}.",
                          name="pay")
    if by_die:
        roll_now = state["die_roll"]
        if roll_now is None or roll_now["seat"] != seat:
            raise IllegalMove("die_not_rolled", "You have not rolled the die this turn.")
        return {"die": roll_now["value"]}
    zones, card = Zones(state["zones"]), pay["card"]
    source = hand(seat) if zones.has(hand(seat), card) else COMMON if zones.has(COMMON, card) \
        else None
    if source is None:
        raise IllegalMove("card_not_available", "The card {card} is not in your hand or the "
                          "common row.", card=card)
    if cards.is_neutral(card):
        raise IllegalMove("neutral_cannot_move", "A neutral card moves no piece: it can only be "
                          "swapped.")
    return {"card": card, "source": source}


def spend_card(state: State, seat: int, pay: dict[str, Any] | None) -> dict[str, Any]:
    """Spend the checked payment ``pay`` (``check_payment``) of ``seat``'s move and return what
    was paid, for the history: ``{"card": id, "from": "hand" | "common"}``, ``{"die": value}``
    or ``{}`` (plain chess). A card is discarded face up and ``seat`` draws the deck's top card
    into its hand; a common card's place in the row is kept in ``state["replenish_slot"]`` for
    ``replenish_from_hand``."""
    if pay is None:
        return {}
    if "card" not in pay:
        return {"die": pay["die"]}
    zones = Zones(state["zones"])
    card, source = pay["card"], pay["source"]
    slot = zones.cards(source).index(card)
    zones.move(card, source, DISCARD)
    zones.draw(DECK, 1, hand(seat))
    if source == COMMON:
        state["replenish_slot"] = slot
    return {"card": card, "from": "hand" if source == hand(seat) else "common"}


def end_of_move(state: State, next_turn: Callable[[], None]) -> None:
    """After a paid move is recorded: the draw that emptied the deck starts plain chess
    (history ``deck_empty``); then phase ``replenish`` when a common card was spent, else
    ``next_turn()`` (the game's start of the next turn)."""
    if not state["plain"] and Zones(state["zones"]).count(DECK) == 0:
        state["plain"] = True
        record(state["history"], "deck_empty", how="plain_chess")
    if state["replenish_slot"] is not None:
        state["phase"] = "replenish"
    else:
        next_turn()


def replenish_from_hand(state: State, seat: int, due: int, args: Args) -> None:
    """``{"card": id}`` sent by ``seat`` when ``due`` (the seat that paid with a common card)
    must replenish: the card leaves ``seat``'s hand for the row, where the spent card lay
    (D12: any of its cards); phase ``play`` again, the caller starts the next turn. Raises 409
    ``wrong_phase`` / ``not_your_turn``, 400 ``bad_args``, 422 ``card_not_in_hand``."""
    check_phase(state, "replenish")
    if seat != due:
        raise not_your_turn()
    check_keys(args, ("card",))
    card = args["card"]
    zones = Zones(state["zones"])
    if not isinstance(card, str) or not zones.has(hand(seat), card):
        raise IllegalMove("card_not_in_hand", "The card {card} is not in your hand.",
                          card=str(card))
    zones.take(hand(seat), card)
    zones.zone(COMMON)["cards"].insert(state["replenish_slot"], card)
    state["replenish_slot"] = None
    state["phase"] = "play"
    record(state["history"], "replenish", seat, cards=[card], how="replenish")


def stand_in_payment(option: dict[str, Any]) -> dict[str, Any]:
    """How a stand-in pays one payable option of a seat's view (``{"cards": [ids], "die":
    bool, …}``; docs/rules-decisions.md, "A player who leaves"): ``{"pay": {"card": id}}`` with
    its first card (the hand's before the common row's), else ``{"pay": {"die": True}}``, else
    ``{}`` (plain chess: moves are not paid)."""
    if option["cards"]:
        return {"pay": {"card": option["cards"][0]}}
    return {"pay": {"die": True}} if option["die"] else {}


def stand_in_roll(dice: str, rng: random.Random) -> dict[str, Any]:
    """The ``roll_die`` arguments a stand-in sends: none with the app's die, a face drawn with
    ``rng`` with the table's printed die (nobody at the table rolls for an absent player)."""
    return {"value": rng.randint(1, 6)} if dice == PHYSICAL else {}
