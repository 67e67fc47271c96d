"""Zones of cards in state: building, drawing, dealing, moving, shuffling (kit.zones)."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from referee.games.base import IllegalMove
from referee.games.kit.zones import Zones, hand, standard_zones

EMPTY = IllegalMove("deck_empty", "The deck is empty.")


def _zones(pile: list[str], players: int = 2) -> Zones:
    return Zones(standard_zones(players, pile))


def test_standard_zones_shape_is_plain_json() -> None:
    data = standard_zones(2, ["a", "b"])
    assert list(data) == ["deck", "discard", "common", "hand-0", "hand-1"]
    assert data["deck"] == {"cards": ["a", "b"], "show": "nobody", "owner": None,
                            "seen_by": [], "revealed": []}
    assert data["hand-1"]["show"] == "owner" and data["hand-1"]["owner"] == 1
    assert data["common"]["show"] == "all"
    assert hand(3) == "hand-3"


def test_add_refuses_a_name_twice_a_bad_show_and_an_ownerless_owner_zone() -> None:
    zones = _zones([])
    with pytest.raises(ValueError, match="exists"):
        zones.add("deck", "nobody")
    with pytest.raises(ValueError, match="show must be"):
        zones.add("x", "secret")
    with pytest.raises(ValueError, match="owner"):
        zones.add("x", "owner")
    assert "x" not in zones.data


def test_draw_takes_from_the_top_in_order() -> None:
    zones = _zones(["a", "b", "c", "d"])
    assert zones.draw("deck", 2, hand(0)) == ["a", "b"]
    assert zones.cards(hand(0)) == ["a", "b"]
    assert zones.cards("deck") == ["c", "d"]
    assert zones.draw("deck") == ["c"]
    assert zones.cards("deck") == ["d"]


def test_draw_with_too_few_cards_returns_fewer_or_raises_the_game_s_refusal() -> None:
    zones = _zones(["a", "b"])
    with pytest.raises(IllegalMove) as info:
        zones.draw("deck", 3, hand(0), empty=EMPTY)
    assert info.value.code == "deck_empty"
    assert zones.cards("deck") == ["a", "b"] and zones.cards(hand(0)) == []
    assert zones.draw("deck", 3, hand(0)) == ["a", "b"]
    assert zones.draw("deck", 1) == []
    with pytest.raises(ValueError):
        zones.draw("deck", -1)


def test_deal_gives_blocks_in_the_order_of_the_zones() -> None:
    zones = _zones(list("abcdefghij"))
    zones.deal("deck", [hand(0), hand(1)], 2)
    zones.draw("deck", 5, "common")
    assert zones.cards(hand(0)) == ["a", "b"]
    assert zones.cards(hand(1)) == ["c", "d"]
    assert zones.cards("common") == ["e", "f", "g", "h", "i"]
    assert zones.cards("deck") == ["j"]


def test_deal_with_a_count_per_zone() -> None:
    zones = Zones({})
    zones.add("deck", "nobody", cards=[f"c{k}" for k in range(56)])
    columns = [f"column-{k}" for k in range(1, 10)]
    for name in columns:
        zones.add(name, "all")
    zones.deal("deck", columns, [7, 7] + [6] * 7)
    assert zones.cards("column-1") == [f"c{k}" for k in range(7)]
    assert zones.cards("column-2")[0] == "c7"
    assert [zones.count(c) for c in columns] == [7, 7, 6, 6, 6, 6, 6, 6, 6]
    assert zones.count("deck") == 0
    with pytest.raises(ValueError):
        zones.deal("deck", columns, [1, 2])


def test_pick_chooses_with_the_rng_and_leaves_the_card() -> None:
    zones = _zones(list("abcd"))
    picks = {zones.pick("deck", random.Random(seed)) for seed in range(40)}
    assert picks == set("abcd")
    assert zones.cards("deck") == list("abcd")
    assert zones.pick("deck", random.Random(3)) == zones.pick("deck", random.Random(3))
    with pytest.raises(ValueError, match="empty"):
        zones.pick("common", random.Random(1))


def test_hands_of_another_kind() -> None:
    zones = Zones({}).add_hands(2, kind="tiles")
    assert list(zones.data) == ["tiles-0", "tiles-1"]
    assert zones.zone("tiles-1")["owner"] == 1 and hand(1, "tiles") == "tiles-1"


def test_deal_with_a_refusal_moves_nothing_when_short() -> None:
    zones = _zones(list("abc"))
    with pytest.raises(IllegalMove):
        zones.deal("deck", [hand(0), hand(1)], 2, empty=EMPTY)
    assert zones.cards("deck") == ["a", "b", "c"]


def test_take_put_move_and_where() -> None:
    zones = _zones(["a", "b", "c"])
    zones.move("b", "deck", "discard")
    zones.move("c", "deck", "discard", top=True)
    assert zones.cards("discard") == ["c", "b"]
    assert zones.where("b") == "discard" and zones.where("zz") is None
    assert zones.has("deck", "a") and not zones.has("deck", "b")
    with pytest.raises(ValueError, match="not in zone"):
        zones.take("deck", "b")
    with pytest.raises(KeyError, match="no zone"):
        zones.move("a", "deck", "nowhere")
    assert zones.cards("deck") == ["a"]
    zones.put("deck", ["x", "y"], top=True)
    assert zones.cards("deck") == ["x", "y", "a"]


def test_reshuffle_puts_the_discards_under_the_pile_keeping_the_top_ones() -> None:
    zones = _zones(["a", "b"])
    zones.put("discard", ["p", "q", "r", "s"])
    moved = zones.reshuffle("discard", "deck", random.Random(3), keep=1)
    assert moved == 3
    assert zones.cards("discard") == ["s"]
    assert zones.cards("deck")[:2] == ["a", "b"]
    assert sorted(zones.cards("deck")[2:]) == ["p", "q", "r"]


def test_reshuffle_uses_the_given_rng_only() -> None:
    orders = set()
    for seed in range(8):
        zones = _zones([])
        zones.put("discard", list("abcdefgh"))
        zones.reshuffle("discard", "deck", random.Random(seed))
        again = _zones([])
        again.put("discard", list("abcdefgh"))
        again.reshuffle("discard", "deck", random.Random(seed))
        assert zones.cards("deck") == again.cards("deck")
        orders.add(tuple(zones.cards("deck")))
    assert len(orders) > 1


def test_shuffle_into_adds_the_cards_and_shuffles_the_whole_zone() -> None:
    zones = _zones(list("abcdefgh"))
    zones.take("deck", "h")
    zones.shuffle_into("deck", ["h"], random.Random(1))
    assert sorted(zones.cards("deck")) == list("abcdefgh")
    assert zones.cards("deck") != list("abcdefgh")


def test_reveal_lasts_while_the_card_stays() -> None:
    zones = _zones(["a", "b"])
    zones.deal("deck", [hand(0)], 2)
    zones.reveal(hand(0), "b")
    assert zones.zone(hand(0))["revealed"] == ["b"]
    zones.move("b", hand(0), "discard")
    assert zones.zone(hand(0))["revealed"] == []
    with pytest.raises(ValueError):
        zones.reveal(hand(0), "b")


def test_set_show_and_show_to() -> None:
    zones = _zones([])
    zones.set_show(hand(0), "all")
    assert zones.zone(hand(0))["show"] == "all"
    with pytest.raises(ValueError):
        zones.set_show("common", "owner")
    with pytest.raises(ValueError):
        zones.set_show("common", "open")
    zones.show_to(hand(1), 0)
    zones.show_to(hand(1), 0)
    assert zones.zone(hand(1))["seen_by"] == [0]


OPS = st.lists(st.tuples(st.sampled_from(["draw", "discard", "reshuffle", "common", "shuffle"]),
                         st.integers(0, 3), st.integers(0, 2**16)), max_size=40)


@given(n=st.integers(0, 30), ops=OPS)
def test_drawing_discarding_and_reshuffling_conserve_the_cards(n, ops) -> None:
    pile = [f"c{k}" for k in range(n)]
    zones = _zones(pile, players=3)
    for op, k, seed in ops:
        seat = k % 3
        if op == "draw":
            zones.draw("deck", 2 * k, hand(seat))
        elif op == "discard":
            for card in zones.cards(hand(seat))[:k + 1]:
                zones.move(card, hand(seat), "discard")
        elif op == "reshuffle":
            zones.reshuffle("discard", "deck", random.Random(seed), keep=k)
        elif op == "common":
            zones.draw("deck", 1, "common")
        elif op == "shuffle":
            zones.shuffle("deck", random.Random(seed))
        assert Counter(zones.all_cards()) == Counter(pile)
