"""Single-use rejoin codes: a replacement, rejoin or handover code seats one phone once; using it
revokes every earlier token of the seat at once (403 ``seat_moved``, open streams end with a
``seat_moved`` event) and the moderator's view shows the code gone and the seat's phone change."""

from __future__ import annotations

from flask import Flask

from tests.referee.referee_kit import (
    SseListener,
    bearer,
    live_server,
    new_table,
)


def test_a_replacement_code_seats_one_phone_only(app: Flask) -> None:
    table = new_table(app.test_client())
    url = table.call("POST", "/seats/3/replace", table.moderator).get_json()["rejoin_url"]
    first = table.claim(url)
    assert first.status_code == 200 and first.get_json()["seat"] == 3
    again = table.claim(url)
    assert again.status_code == 404
    assert again.get_json()["error"]["code"] == "used_code"
    third_phone = app.test_client()
    scanned = third_phone.get(url[url.index("/rejoin/"):], headers={"Accept-Language": "es"})
    assert scanned.status_code == 410 and "Set-Cookie" not in scanned.headers
    assert "Este código para volver ya no sirve" in scanned.get_data(as_text=True)
    assert third_phone.get(f"/api/tables/{table.code}/view").status_code == 401
    assert table.view(first.get_json()["token"])["you"]["seat"] == 3


def test_using_a_code_revokes_every_earlier_token_of_the_seat(app: Flask) -> None:
    table = new_table(app.test_client())
    tokens = [table.seats[1]]
    for _ in range(2):
        tokens.append(table.replace(1))
    for old in tokens[:-1]:
        refused = table.call("GET", "/view", old)
        assert refused.status_code == 403
        assert refused.get_json()["error"] == {"code": "seat_moved",
                                               "message": "This seat moved to another phone."}
    spanish = table.call("GET", "/view?lang=es", tokens[0]).get_json()["error"]["message"]
    assert spanish == "Esta plaza se ha pasado a otro móvil."
    assert table.view(tokens[-1])["you"]["seat"] == 1


def test_the_moderator_sees_open_codes_and_seats_that_changed_phones(app: Flask) -> None:
    table = new_table(app.test_client())
    phones = table.view(table.moderator)["phones"]
    assert phones == {"seats": [{"seat": s, "changes": 0, "code_open": False}
                                for s in range(5)], "moderation_code_open": False}
    url = table.call("POST", "/seats/2/replace", table.moderator).get_json()["rejoin_url"]
    assert table.view(table.moderator)["phones"]["seats"][2]["code_open"] is True
    table.claim(url)
    seats = table.view(table.moderator)["phones"]["seats"]
    assert seats[2] == {"seat": 2, "changes": 1, "code_open": False}
    assert [s["changes"] for s in seats] == [0, 0, 1, 0, 0]
    assert "phones" not in table.view(table.seats[0]), "only the moderator is told"
    assert url.split("t=")[1] not in str(table.view(table.moderator))


def test_a_newer_code_replaces_the_open_one(app: Flask) -> None:
    table = new_table(app.test_client())
    older = table.call("POST", "/seats/0/replace", table.moderator).get_json()["rejoin_url"]
    newer = table.call("POST", "/seats/0/replace", table.moderator).get_json()["rejoin_url"]
    assert table.claim(older).status_code == 404
    assert table.claim(newer).status_code == 200


def test_a_code_works_only_at_its_own_table(app: Flask) -> None:
    one, other = new_table(app.test_client()), new_table(app.test_client())
    url = one.call("POST", "/seats/0/replace", one.moderator).get_json()["rejoin_url"]
    assert other.claim(url).status_code == 404
    assert one.claim(url).status_code == 200


def test_a_seats_own_code_moves_it_in_the_lobby_too(app: Flask) -> None:
    table = new_table(app.test_client(), join=3, start=False)
    phone = app.test_client()
    phone.set_cookie(f"tapete_seat_{table.code}", table.seats[1])
    svg = phone.post(f"/table/{table.code}/rejoin.svg", json={})
    assert svg.status_code == 200
    from tests.referee.test_pages import qr_text

    url = qr_text(svg.get_data(as_text=True))
    assert table.call("POST", "/order", table.moderator,
                      json={"seats": [1, 0, 2]}).status_code == 200
    claimed = table.claim(url).get_json()
    assert claimed["seat"] == 0, "the code follows the person, not the seat number"
    assert phone.get(f"/api/tables/{table.code}/view").get_json()["error"]["code"] == \
        "seat_moved"


def test_a_moved_seats_open_streams_end_and_the_others_go_on(app: Flask) -> None:
    table = new_table(app.test_client())
    with live_server(app) as base:
        events = f"{base}/api/tables/{table.code}/events"
        old = SseListener(events, headers=bearer(table.seats[2]))
        other = SseListener(events, headers=bearer(table.seats[3]))
        moderator = SseListener(events, headers=bearer(table.moderator))
        for listener in (old, other, moderator):
            assert listener.status == 200
        table.replace(2)
        assert old.wait_event("seat_moved")
        old._thread.join(timeout=10)
        assert not old._thread.is_alive(), "the server ended the old phone's stream"
        new = SseListener(events, headers=bearer(table.seats[2]))
        assert new.status == 200
        version = table.ok(0, "propose", {"ministry": "finance"})
        for listener in (new, other, moderator):
            listener.wait_version(version)
        for listener in (new, other, moderator):
            listener.close()
        assert "seat_moved" not in bytes(other.raw).decode()
        again = SseListener(events, headers=bearer(old.response.request.headers[
            "Authorization"].split(" ")[1]))
        assert again.status == 403


def test_the_old_moderator_phones_stream_ends_on_handover(app: Flask) -> None:
    table = new_table(app.test_client())
    with live_server(app) as base:
        old = SseListener(f"{base}/api/tables/{table.code}/events",
                          headers=bearer(table.moderator))
        table.hand_over()
        assert old.wait_event("moderation_moved")
        old.close()
