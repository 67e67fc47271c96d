"""DomiDrez's sentences in English (assets/static/js/games/domidrez/text.js), built in the
browser from the page's own module: what must be followed takes "an" before orange (re-walk N9:
"Play a orange (8) card")."""

from __future__ import annotations

from typing import Any

FOLLOW = """async (colour) => {
    const { Words } = await import("/static/js/games/domidrez/text.js");
    return new Words(null, []).follow({ colour, figure: "rook" });
}"""


def test_the_article_agrees_with_the_colour(server: str, new_phone: Any) -> None:
    page = new_phone("en-GB")
    page.goto(server)
    assert page.evaluate(FOLLOW, 8) == "an orange (8) card, a Rook or a neutral card"
    assert page.evaluate(FOLLOW, 4) == "a purple (4) card, a Rook or a neutral card"
