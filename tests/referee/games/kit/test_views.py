"""Who sees which card (kit.views): per-viewer views built from the zones, never the deck order."""

from __future__ import annotations

import json

from hypothesis import given
from hypothesis import strategies as st

from referee.games.base import Viewer
from referee.games.kit.views import (
    PUBLIC,
    all_hands,
    hand_sizes,
    private_zones,
    public_zones,
    sees_whole,
    visible_cards,
    zone_view,
    zones_view,
)
from referee.games.kit.zones import Zones, hand, standard_zones

SEAT0, SEAT1 = Viewer(0), Viewer(1)
MODERATOR = Viewer(None, omniscient=True)


def _table() -> dict:
    data = standard_zones(2, ["d1", "d2", "d3", "d4", "d5", "d6", "d7", "d8", "d9"])
    zones = Zones(data)
    zones.deal("deck", [hand(0), hand(1)], 2)
    zones.draw("deck", 1, "common")
    zones.add("secret", "moderator", cards=["s2", "s1"])
    return data


def test_a_seat_sees_its_hand_and_counts_of_the_others() -> None:
    data = _table()
    view = zones_view(data, SEAT0)
    assert view[hand(0)] == {"count": 2, "cards": ["d1", "d2"]}
    assert view[hand(1)] == {"count": 2, "cards": []}
    assert view["common"] == {"count": 1, "cards": ["d5"]}
    assert view["deck"] == {"count": 4, "cards": []}
    assert view["secret"] == {"count": 2, "cards": []}


def test_the_public_viewer_sees_face_up_cards_and_counts_only() -> None:
    view = public_zones(_table())
    assert view[hand(0)]["cards"] == [] and view[hand(1)]["cards"] == []
    assert view["common"]["cards"] == ["d5"]
    assert {name: v["count"] for name, v in view.items()} == {
        "deck": 4, "discard": 0, "common": 1, hand(0): 2, hand(1): 2, "secret": 2}


def test_the_omniscient_moderator_sees_hands_and_secrets_but_never_the_deck_order() -> None:
    view = zones_view(_table(), MODERATOR)
    assert view[hand(1)]["cards"] == ["d3", "d4"]
    assert view["secret"]["cards"] == ["s1", "s2"]
    assert view["deck"] == {"count": 4, "cards": []}
    assert "d6" not in json.dumps(view)


def test_a_playing_moderator_is_only_a_seat() -> None:
    view = zones_view(_table(), Viewer(1, omniscient=False))
    assert view[hand(0)]["cards"] == [] and view["secret"]["cards"] == []


def test_revealed_and_shown_to() -> None:
    data = _table()
    zones = Zones(data)
    zones.reveal(hand(1), "d4")
    assert zone_view(data[hand(1)], SEAT0) == {"count": 2, "cards": ["d4"]}
    assert zone_view(data[hand(1)], PUBLIC)["cards"] == ["d4"]
    assert zone_view(data[hand(1)], SEAT1)["cards"] == ["d3", "d4"]
    zones.show_to(hand(1), 0)
    assert zone_view(data[hand(1)], SEAT0)["cards"] == ["d3", "d4"]
    assert zone_view(data[hand(1)], PUBLIC)["cards"] == ["d4"]


def test_private_zones_hold_only_what_the_viewer_sees_beyond_the_public() -> None:
    data = _table()
    assert private_zones(data, SEAT0) == {hand(0): ["d1", "d2"]}
    assert private_zones(data, PUBLIC) == {}
    assert private_zones(data, MODERATOR) == {hand(0): ["d1", "d2"], hand(1): ["d3", "d4"],
                                              "secret": ["s1", "s2"]}
    assert private_zones(data, SEAT0, names=["common", hand(1)]) == {}


def test_all_hands_are_every_seat_s_hidden_hand_for_the_moderator() -> None:
    data = _table()
    assert all_hands(data, 2) == {"0": ["d1", "d2"], "1": ["d3", "d4"]}
    Zones(data).set_show(hand(1), "all")
    assert all_hands(data, 2) == {"0": ["d1", "d2"], "1": []}, "a face-up hand is public"


def test_hand_sizes() -> None:
    data = _table()
    assert hand_sizes(data, 2) == [2, 2]
    Zones(data).add_hands(2, kind="tiles")
    Zones(data).put("tiles-1", ["t1"])
    assert hand_sizes(data, 2, kind="tiles") == [0, 1]


def test_a_view_is_a_new_object_not_the_state() -> None:
    data = _table()
    view = zones_view(data, SEAT0)
    view[hand(0)]["cards"].append("forged")
    visible_cards(data["common"], SEAT0).append("forged")
    assert "forged" not in json.dumps(data)


# --- property: nothing a viewer may not see ---------------------------------------------------

SEATS = 4
VIEWERS = st.one_of(st.builds(Viewer, st.none() | st.integers(0, SEATS - 1), st.booleans()),
                    st.builds(Viewer, st.integers(-1, SEATS + 1)))


@st.composite
def tables(draw) -> dict:
    data: dict = {}
    zones = Zones(data)
    cards = iter(f"k{n}" for n in range(1000))
    for z in range(draw(st.integers(0, 6))):
        show = draw(st.sampled_from(["all", "owner", "moderator", "nobody"]))
        owner = draw(st.integers(0, SEATS - 1)) if show == "owner" else draw(
            st.none() | st.integers(0, SEATS - 1))
        held = [next(cards) for _ in range(draw(st.integers(0, 6)))]
        zones.add(f"z{z}", show, owner=owner, cards=held)
        for seat in draw(st.lists(st.integers(0, SEATS - 1), max_size=2)):
            zones.show_to(f"z{z}", seat)
        for card in draw(st.lists(st.sampled_from(held), max_size=3)) if held else []:
            zones.reveal(f"z{z}", card)
    return data


def _may_see(zone: dict, viewer: Viewer, card: str) -> bool:
    """An independent statement of the visibility table."""
    show = zone["show"]
    if show == "nobody":
        return False
    own = viewer.seat is not None and (viewer.seat == zone["owner"]
                                       or viewer.seat in zone["seen_by"])
    return (show == "all" or card in zone["revealed"]
            or (show == "owner" and (viewer.omniscient or own))
            or (show == "moderator" and viewer.omniscient))


@given(data=tables(), viewer=VIEWERS)
def test_views_never_show_a_card_the_viewer_may_not_see(data, viewer) -> None:
    view = zones_view(data, viewer)
    private = private_zones(data, viewer)
    for name, zone in data.items():
        allowed = [card for card in zone["cards"] if _may_see(zone, viewer, card)]
        assert set(view[name]) == {"count", "cards"}
        assert view[name]["count"] == len(zone["cards"])
        assert sorted(view[name]["cards"]) == sorted(allowed)
        assert set(private.get(name, [])) <= set(allowed)
        assert sees_whole(zone, viewer) == _may_see(zone, viewer, "a card never revealed")
        if zone["show"] == "moderator" and viewer.omniscient:
            assert view[name]["cards"] == sorted(zone["cards"])
    public = public_zones(data)
    for name in data:
        assert set(public[name]["cards"]) <= set(view[name]["cards"])
