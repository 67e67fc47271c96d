"""A moderator who also plays (api.md: "moderator": "player"): their phone is a seat plus the
moderator's tools and sees only its own secrets; moderation is handed to another phone by QR.
"""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import expect

from tests.e2e.e2e_kit import Phone, confirm, join_table, member_name, open_tools, read_qr
from tests.e2e.table_kit import ApiTable

OTHERS = (("Pablo", "en-GB"), ("Quique", "es-ES"), ("Rosa", "en-US"), ("Sara", "es-ES"))


def test_playing_moderator_sees_only_own_secrets_and_hands_over(
        server: str, new_phone: Any, shots: Any) -> None:
    page = new_phone("es-ES")
    page.goto(server + "/")
    page.locator("input[name='moderator'][value='player']").check()
    page.locator("#own-name").fill("Olga")
    page.get_by_role("button", name="Crear la mesa").click()
    page.wait_for_url(re.compile(r".*/table/[A-Z0-9]+$"))
    code = page.url.rsplit("/", 1)[1]
    moderator = Phone(page, "Olga", "es")
    moderator.wait_text("Tienes plaza como Olga.")
    join_url = page.locator(".joinurl").inner_text().strip()

    phones = [moderator, *(join_table(new_phone, join_url, code, name, locale)
                           for name, locale in OTHERS)]
    start = page.get_by_role("button", name="Empezar la partida")
    expect(start, "the start button once every seat is taken").to_be_enabled()
    start.click()

    expect(page.locator("button.hold"), "Olga's seat screen").to_have_count(1)
    tools = page.locator("details.tools")
    assert tools.count() == 1 and not tools.evaluate("d => d.open"), "tools start folded"
    assert page.get_by_role("button", name="Mostrar todos los secretos").count() == 0
    revealed = {}
    for phone in phones:
        expect(phone.page.locator("button.hold"), f"{phone.name}'s seat screen") \
            .to_have_count(1)
        revealed[phone.name] = phone.reveal()
    assert len(set(revealed.values())) == len(phones)
    for phone in phones:
        shown = phone.text()
        for other, member in revealed.items():
            if other != phone.name:
                assert member_name(member, phone.lang) not in shown, (
                    f"{phone.name} sees {other}'s card")
    shots(page, "moderator_playing")

    open_tools(page)
    confirm(page.get_by_role("button", name=re.compile(
        "Pasar la moderación a otro móvil|Toca otra vez: este móvil deja de moderar")),
        "the handover")
    box = page.locator(".qr-panel .qr-box")
    expect(box, "the handover QR").to_have_count(1)
    url = read_qr(box.screenshot())
    assert f"/rejoin/{code}?t=" in url

    heir = new_phone("en-GB")
    heir.goto(url)
    heir.get_by_role("button", name="Continue on this phone").click()
    heir.wait_for_url(re.compile(rf".*/table/{code}$"))
    expect(heir.locator("details.tools"), "the new moderator's tools").to_have_count(1)
    assert heir.locator("button.hold").count() == 0, "the new moderator phone has no seat"
    assert heir.get_by_role("button", name="Show every secret").count() == 0, (
        "a table whose moderator plays has no all-seeing phone")
    page.get_by_role("button", name="Hecho").click()
    page.wait_for_load_state()
    expect(page.locator("button.hold"), "Olga keeps her seat").to_have_count(1)
    assert page.locator("details.tools").count() == 0, "the old phone no longer moderates"

    open_tools(heir)
    heir.get_by_role("button", name="Pause the game").click()
    paused = {"es": "La partida está en pausa.", "en": "The game is paused."}
    for phone in phones:
        phone.wait_status(paused[phone.lang])
        assert phone.action() is None
    heir.get_by_role("button", name="Resume the game").click()
    expect(heir.get_by_role("button", name="Pause the game"), "the game to go on") \
        .to_have_count(1)

    # A phone that loses the network catches up by itself when it comes back. The table
    # awaits the General Secretary's proposal (seats in joining order, Olga first).
    awaited = ApiTable.from_page(heir, server, code).view()["awaiting"]
    assert len(awaited) == 1, awaited
    proposer = phones[awaited[0]]
    proposer.wait_action("propose")
    sleeper = next(phone for phone in phones if phone is not proposer)
    conn = sleeper.page.locator("#conn")
    sleeper.page.context.set_offline(True)
    expect(conn, "the offline dot").to_have_attribute("data-state", "offline")
    proposer.press_first_enabled()
    proposer.wait_action(None)  # the proposal sent
    assert sleeper.action() is None, "an offline phone cannot have heard of the proposal"
    sleeper.page.context.set_offline(False)
    sleeper.wait_action("vote")  # caught up
    expect(conn, "the live dot again").to_have_attribute("data-state", "live")
