"""Checks of issue 29 that every game screen must pass, for the browser tests (no tests here):
what lies on the first screen, the tappable elements under 44 px, the own card faces in the
page, and a table screen that fits its display without scrolling."""

from __future__ import annotations

from typing import Any

from tests.e2e.e2e_kit import images_loaded, until

#: The smallest tappable size, CSS px (WCAG 2.5.5; docs/widgets.md, Sizes and access).
TAP_PX = 44
#: The table screens a game's public layout must fit without scrolling (CSS px).
SCREENS = ({"width": 1024, "height": 768}, {"width": 1920, "height": 1080})


def settled(page: Any) -> None:
    """Wait until every stylesheet the page links (the widgets link theirs as they mount) and
    every image has loaded: before that, sizes and places are not the player's."""
    until(page, """() => [...document.querySelectorAll("link[rel=stylesheet]")]
        .every((link) => link.sheet)""", what="the stylesheets")
    images_loaded(page)


def on_first_screen(page: Any, selector: str) -> bool:
    """Whether the first element ``selector`` finds lies wholly inside the viewport with the
    page scrolled to its top (what a player sees without scrolling), once the page settled."""
    settled(page)
    return page.evaluate("""(selector) => {
        window.scrollTo(0, 0);
        const box = document.querySelector(selector)?.getBoundingClientRect();
        return Boolean(box) && box.width > 0 && box.top >= 0 && box.left >= 0
            && box.bottom <= innerHeight && box.right <= innerWidth;
    }""", selector)


def small_targets(page: Any, scope: str = "#app") -> list[str]:
    """The visible buttons, links, summaries and fields inside ``scope`` narrower or lower
    than TAP_PX, each as "<text or label> WxH"."""
    settled(page)
    return page.evaluate("""([scope, least]) => [...document.querySelectorAll(
        `${scope} :is(button, a[href], summary, input, select, [role=button])`)]
        .filter((el) => el.getClientRects().length && getComputedStyle(el).visibility !== "hidden")
        .map((el) => [el, el.getBoundingClientRect()])
        .filter(([, box]) => box.width < least - 0.5 || box.height < least - 0.5)
        .map(([el, box]) => `${(el.getAttribute("aria-label") || el.textContent).trim()
            .slice(0, 40)} ${Math.round(box.width)}x${Math.round(box.height)}`)""", [scope, TAP_PX])


def out_of_reach(page: Any, cards: str) -> list[str]:
    """The cards ``cards`` (a CSS selector) finds that lie outside the screen's width or whose
    44 x 48 px strip another element covers (a tap there would miss them), by their ids; each is
    scrolled into view first, as a player would."""
    return page.evaluate("""(cards) => [...document.querySelectorAll(cards)].filter((card) => {
        card.scrollIntoView({ block: "nearest" });
        const box = card.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + 43, box.y + 47)?.closest(".w-card");
        return box.left < 0 || box.right > innerWidth || hit !== card;
    }).map((card) => card.dataset.card)""", cards)


def own_faces(page: Any, scope: str) -> list[str]:
    """The card ids shown face up inside ``scope`` (a face-down hand names none)."""
    return page.eval_on_selector_all(f"{scope} .w-card[data-card]:not([data-card=''])",
                                     "els => els.map((el) => el.dataset.card)")


def overflow(page: Any) -> tuple[int, int]:
    """How far the page reaches beyond its viewport (width, height), in CSS px."""
    settled(page)
    return page.evaluate("""() => [document.documentElement.scrollWidth - innerWidth,
        document.documentElement.scrollHeight - innerHeight]""")
