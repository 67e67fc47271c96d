"""The moderator's tools: seat order, removal, lock, pause, replacing a phone, handover,
rematch, and who sees what when the moderator plays."""

from __future__ import annotations

import random

from flask import Flask

from tests.referee.referee_kit import NAMES, Table, new_table, play_to_end

MEMBERS = {"beria", "bulganin", "kaganovich", "khrushchev", "kirov", "kuybyshev", "malenkov",
           "molotov", "voroshilov", "zhdanov"}


def _names(table: Table) -> list[str]:
    info = table.client.get(f"/api/tables/{table.code}").get_json()
    return [seat["name"] for seat in info["seats"]]


def test_the_moderator_orders_the_seats_before_the_start(app: Flask) -> None:
    table = new_table(app.test_client(), start=False)
    answer = table.call("POST", "/order", table.moderator, json={"seats": [4, 3, 2, 1, 0]})
    assert answer.status_code == 200
    assert _names(table) == list(reversed(NAMES[:5]))
    assert table.view(table.seats[0])["you"]["seat"] == 4
    assert table.call("POST", "/start", table.moderator).status_code == 200
    assert table.view(table.seats[4])["awaiting"] == [0]


def test_a_removed_seat_frees_its_place_and_its_token(app: Flask) -> None:
    table = new_table(app.test_client(), start=False)
    assert table.call("POST", "/seats/1/remove", table.moderator).status_code == 200
    assert _names(table) == [NAMES[0], *NAMES[2:5]]
    assert table.view(table.seats[2])["you"]["seat"] == 1
    assert table.call("GET", "/view", table.seats[1]).status_code == 403
    joined = app.test_client().post(f"/api/tables/{table.code}/seats", json={"name": "Zoe"})
    assert joined.status_code == 201 and joined.get_json()["seat"] == 4


def test_a_locked_table_takes_no_new_seat_until_unlocked(app: Flask) -> None:
    table = new_table(app.test_client(), join=2, start=False)
    assert table.call("POST", "/lock", table.moderator, json={"locked": True}).status_code == 200
    assert app.test_client().get(f"/api/tables/{table.code}").get_json()["locked"] is True
    refused = app.test_client().post(f"/api/tables/{table.code}/seats", json={"name": "Zoe"})
    assert refused.status_code == 409
    assert table.call("POST", "/lock", table.moderator, json={"locked": False}).status_code == 200
    joined = app.test_client().post(f"/api/tables/{table.code}/seats", json={"name": "Zoe"})
    assert joined.status_code == 201


def test_moves_wait_while_the_game_is_paused(app: Flask) -> None:
    table = new_table(app.test_client())
    version = table.call("POST", "/pause", table.moderator, json={"paused": True})
    assert version.status_code == 200
    same = table.call("POST", "/pause", table.moderator, json={"paused": True})
    assert same.get_json() == version.get_json()
    assert table.view(table.seats[0])["table"]["paused"] is True
    assert table.move(0, "propose", {"ministry": "defence"}).status_code == 409
    assert table.call("POST", "/pause", table.moderator, json={"paused": False}).status_code == 200
    assert table.move(0, "propose", {"ministry": "defence"}).status_code == 200


def test_a_replaced_phone_is_refused_and_the_new_one_plays_the_seat(app: Flask) -> None:
    table = new_table(app.test_client())
    member = table.view(table.seats[0])["private"]["member"]
    old_token = table.seats[0]
    answer = table.call("POST", "/seats/0/replace", table.moderator)
    assert answer.status_code == 200 and set(answer.get_json()) == {"rejoin_url"}
    assert f"/rejoin/{table.code}?t=" in answer.get_json()["rejoin_url"]
    assert table.view(old_token)["you"]["seat"] == 0, "the old phone works until the scan"
    new_token = table.replace(0)
    old = table.call("GET", "/view", old_token)
    assert old.status_code == 403 and old.get_json()["error"]["code"] == "seat_moved"
    assert table.call("POST", "/moves", old_token,
                      json={"move": "propose", "args": {"ministry": "defence"},
                            "id": "x"}).status_code == 403
    view = table.view(new_token)
    assert view["you"] == {"seat": 0, "moderator": False, "name": NAMES[0]}
    assert view["private"]["member"] == member
    assert table.move(0, "propose", {"ministry": "defence"}).status_code == 200


def test_handover_moves_moderation_to_a_new_phone(app: Flask) -> None:
    table = new_table(app.test_client())
    old = table.moderator
    answer = table.call("POST", "/handover", table.moderator)
    assert answer.status_code == 200 and set(answer.get_json()) == {"rejoin_url"}
    assert table.view(old)["phones"]["moderation_code_open"] is True
    token = table.claim(answer.get_json()["rejoin_url"]).get_json()["token"]
    assert table.call("POST", "/pause", old, json={"paused": True}).status_code == 403
    assert table.call("POST", "/pause", token, json={"paused": True}).status_code == 200
    assert table.view(token)["you"]["moderator"] is True
    assert table.view(token)["phones"]["moderation_code_open"] is False


def test_a_rematch_is_a_new_started_table_with_the_same_seats_and_tokens(app: Flask) -> None:
    table = new_table(app.test_client(), seed=None)
    play_to_end(table, random.Random(4))
    answer = table.call("POST", "/rematch", table.moderator)
    assert answer.status_code == 201
    code = answer.get_json()["code"]
    assert code != table.code and answer.get_json()["moderator_token"] == table.moderator
    rematch = Table(table.client, code, table.moderator, table.seats)
    view = rematch.view(table.seats[3])
    assert view["you"]["seat"] == 3 and view["table"]["status"] == "playing"
    assert view["phase"] == "plan" and _names(rematch) == _names(table)
    assert rematch.view(table.moderator)["you"]["moderator"] is True
    assert table.view(table.seats[0])["table"]["rematch"] == code
    again = table.call("POST", "/rematch", table.moderator)
    assert again.status_code == 409 and again.get_json()["error"]["code"] == "already_rematched"
    phone = app.test_client()  # a phone keeps only its old table's cookie
    phone.set_cookie(f"tapete_seat_{table.code}", table.seats[2])
    assert phone.get(f"/api/tables/{code}/view").get_json()["you"]["seat"] == 2


def test_a_rematch_of_a_fixed_seed_deals_anew_and_reproducibly(app: Flask) -> None:
    table = new_table(app.test_client(), seed=77)
    play_to_end(table, random.Random(5))
    code = table.call("POST", "/rematch", table.moderator).get_json()["code"]
    rematch = Table(table.client, code, table.moderator, table.seats)
    fresh = new_table(app.test_client(), seed=78)
    assert (rematch.view(table.moderator)["private"]["members"]
            == fresh.view(fresh.moderator)["private"]["members"])


def test_a_playing_moderator_claims_seat_0_and_sees_only_that_seat(app: Flask) -> None:
    client = app.test_client()
    table = new_table(client, moderator="player", join=0, start=False)
    for name in NAMES[1:5]:
        joined = app.test_client().post(f"/api/tables/{table.code}/seats", json={"name": name})
        assert joined.status_code == 201
        table.seats.append(joined.get_json()["token"])
    full = app.test_client().post(f"/api/tables/{table.code}/seats", json={"name": "Zoe"})
    assert full.get_json()["error"]["code"] == "lobby_full"  # the moderator's seat is kept
    claimed = table.call("POST", "/seats", table.moderator, json={"name": NAMES[0]})
    assert claimed.status_code == 201 and claimed.get_json()["seat"] == 0
    table.seats.insert(0, claimed.get_json()["token"])
    again = table.call("POST", "/seats", table.moderator, json={"name": "Twice"})
    assert again.get_json()["error"]["code"] == "already_seated"
    assert _names(table) == list(NAMES[:5])
    assert table.call("POST", "/start", table.moderator).status_code == 200

    phone = app.test_client()  # the moderator's phone holds both cookies
    phone.set_cookie(f"tapete_mod_{table.code}", table.moderator)
    phone.set_cookie(f"tapete_seat_{table.code}", table.seats[0])
    view = phone.get(f"/api/tables/{table.code}/view").get_json()
    assert view["you"] == {"seat": 0, "moderator": True, "name": NAMES[0]}
    own = view["private"]["member"]
    text = phone.get(f"/api/tables/{table.code}/view").get_data(as_text=True).lower()
    assert [m for m in MEMBERS if m in text] == [own]
    by_token = table.call("GET", "/view", table.moderator).get_data(as_text=True).lower()
    assert not [m for m in MEMBERS if m in by_token]
    assert phone.post(f"/api/tables/{table.code}/pause", json={"paused": True}).status_code == 200


def test_a_master_sees_every_secret(app: Flask) -> None:
    table = new_table(app.test_client(), players=8)
    private = table.view(table.moderator)["private"]
    assert set(private["members"]) == {str(s) for s in range(8)}
    assert {table.view(t)["private"]["member"] for t in table.seats} == set(
        private["members"].values())
    assert "members" not in table.view(table.seats[0])["private"]


def test_the_seat_kept_for_a_playing_moderator_is_explained_when_others_fill_the_rest(
        app: Flask) -> None:
    table = new_table(app.test_client(), moderator="player", join=0, start=False)
    for name in NAMES[1:5]:
        assert app.test_client().post(f"/api/tables/{table.code}/seats",
                                      json={"name": name}).status_code == 201
    late = app.test_client().post(f"/api/tables/{table.code}/seats?lang=en",
                                  json={"name": NAMES[6]})
    assert late.status_code == 409
    assert late.get_json()["error"] == {
        "code": "lobby_full",
        "message": "Every seat is taken: the last one is kept for the moderator, who plays."}
