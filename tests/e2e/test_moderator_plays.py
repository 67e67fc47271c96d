"""A moderator who also plays (api.md: "moderator": "player"): their phone is a seat plus the
moderator's tools and sees only its own secrets; moderation is handed to another phone by QR.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from tests.e2e.e2e_kit import Phone, join_table, member_name, open_tools, read_qr, wait_until

pytestmark = pytest.mark.e2e

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
    wait_until(lambda: "Tienes plaza como Olga." in moderator.text(), "Olga's own seat")
    join_url = page.locator(".joinurl").inner_text().strip()

    phones = [moderator, *(join_table(new_phone, join_url, code, name, locale)
                           for name, locale in OTHERS)]
    start = page.get_by_role("button", name="Empezar la partida")
    wait_until(start.is_enabled, "the start button once every seat is taken")
    start.click()

    wait_until(lambda: page.locator("button.hold").count() == 1, "Olga's seat screen")
    tools = page.locator("details.tools")
    assert tools.count() == 1 and not tools.evaluate("d => d.open"), "tools start folded"
    assert page.get_by_role("button", name="Mostrar todos los secretos").count() == 0
    revealed = {}
    for phone in phones:
        wait_until(lambda p=phone: p.page.locator("button.hold").count() == 1,
                   f"{phone.name}'s seat screen")
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
    page.get_by_role("button", name="Pasar la moderación a otro móvil").click()
    page.get_by_role("button", name="Toca otra vez: este móvil deja de moderar").click()
    box = page.locator(".qr-panel .qr-box")
    wait_until(box.count, "the handover QR")
    url = read_qr(box.screenshot())
    assert f"/rejoin/{code}?t=" in url

    heir = new_phone("en-GB")
    heir.goto(url)
    heir.get_by_role("button", name="Continue on this phone").click()
    heir.wait_for_url(re.compile(rf".*/table/{code}$"))
    wait_until(lambda: heir.locator("details.tools").count() == 1, "the new moderator's tools")
    assert heir.locator("button.hold").count() == 0, "the new moderator phone has no seat"
    assert heir.get_by_role("button", name="Show every secret").count() == 0, (
        "a table whose moderator plays has no all-seeing phone")
    page.get_by_role("button", name="Hecho").click()
    page.wait_for_load_state()
    wait_until(lambda: page.locator("button.hold").count() == 1, "Olga keeps her seat")
    assert page.locator("details.tools").count() == 0, "the old phone no longer moderates"

    open_tools(heir)
    heir.get_by_role("button", name="Pause the game").click()
    paused = {"es": "La partida está en pausa.", "en": "The game is paused."}
    for phone in phones:
        wait_until(lambda p=phone: paused[p.lang] in p.status(), f"{phone.name} to see the pause")
        assert phone.action() is None
    heir.get_by_role("button", name="Resume the game").click()
    wait_until(lambda: any(phone.action() for phone in phones), "the game to go on")

    # A phone that loses the network catches up by itself when it comes back.
    proposer = next(phone for phone in phones if phone.action() == "propose")
    sleeper = next(phone for phone in phones if phone is not proposer)
    conn = sleeper.page.locator("#conn")
    sleeper.page.context.set_offline(True)
    wait_until(lambda: conn.get_attribute("data-state") == "offline", "the offline dot")
    proposer.press_first_enabled()
    wait_until(lambda: proposer.action() is None, "the proposal to be sent")
    assert sleeper.action() is None, "an offline phone cannot have heard of the proposal"
    sleeper.page.context.set_offline(False)
    wait_until(lambda: sleeper.action() == "vote", f"{sleeper.name} to catch up and vote")
    wait_until(lambda: conn.get_attribute("data-state") == "live", "the live dot again")
