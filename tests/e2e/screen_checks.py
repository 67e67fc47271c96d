"""Checks of issue 29 that every game screen must pass, for the browser tests (no tests here):
what lies on the first screen, the tappable elements under 44 px, the own card faces in the
page, and a table screen that fits its display without scrolling."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from playwright.sync_api import expect

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


def table_screen_at_sizes(browser: Any, base: str, code: str, shown: str) -> Iterator[Any]:
    """The table screen of table ``code`` (English) at each of ``SCREENS``, once ``shown``'s
    first match is visible and the page does not scroll either way; the page is yielded at
    each size and closed afterwards."""
    context = browser.new_context(viewport=SCREENS[0], locale="en-GB")
    page = context.new_page()
    page.goto(f"{base}/table/{code}/screen")
    try:
        for size in SCREENS:
            page.set_viewport_size(size)
            expect(page.locator(shown).first).to_be_visible()
            assert comes_to_fit(page), f"the table screen scrolls at {size}: {overflow(page)}"
            yield page
    finally:
        context.close()


def comes_to_fit(page: Any) -> bool:
    """Whether the page, once settled, comes not to reach beyond its viewport either way within
    the browser tests' wait (a screen laid out again after a resize, by its scripts, gets there
    in its own time; on a busy machine a measure taken at once has caught it midway)."""
    settled(page)
    try:
        until(page, """() => document.documentElement.scrollWidth <= innerWidth
            && document.documentElement.scrollHeight <= innerHeight""", what="a page that fits")
    except AssertionError:
        return False
    return True


def overflow(page: Any) -> tuple[int, int]:
    """How far the page reaches beyond its viewport (width, height), in CSS px."""
    settled(page)
    return page.evaluate("""() => [document.documentElement.scrollWidth - innerWidth,
        document.documentElement.scrollHeight - innerHeight]""")


def clipped_words(page: Any, scope: str) -> list[str]:
    """The buttons inside ``scope`` whose words are wider than the button (cut off or running
    over their neighbours), by their text."""
    settled(page)
    return page.eval_on_selector_all(f"{scope} button", """(els) => els
        .filter((el) => el.offsetParent !== null && el.scrollWidth > el.clientWidth + 1)
        .map((el) => el.innerText.trim())""")


#: A region's name in a check's message: its id, or its tag and classes.
NAMED = """(el) => el.id ? `#${el.id}`
    : `${el.tagName.toLowerCase()}.${[...el.classList].join(".")}`"""


def outside(page: Any, regions: str) -> list[str]:
    """The visible elements ``regions`` (a CSS selector) finds that do not lie wholly inside
    the viewport with the page at its top, each as "<name> <left>,<top>-<right>,<bottom>"."""
    settled(page)
    return page.evaluate(f"""(regions) => {{
        window.scrollTo(0, 0);
        const named = {NAMED};
        return [...document.querySelectorAll(regions)]
            .filter((el) => el.getClientRects().length)
            .map((el) => [el, el.getBoundingClientRect()])
            .filter(([, b]) => b.left < 0 || b.top < 0 || b.right > innerWidth + 0.5
                || b.bottom > innerHeight + 0.5)
            .map(([el, b]) => `${{named(el)}} ${{[b.left, b.top, b.right, b.bottom]
                .map(Math.round).join(",")}}`);
    }}""", regions)


def overlapping(page: Any, regions: str) -> list[str]:
    """The pairs of visible elements ``regions`` finds, neither inside the other, whose boxes
    share more than one CSS px each way, each as "<name> / <name>"."""
    settled(page)
    return page.evaluate(f"""(regions) => {{
        const named = {NAMED};
        const found = [...document.querySelectorAll(regions)]
            .filter((el) => el.getClientRects().length);
        const pairs = [];
        found.forEach((one, i) => found.slice(i + 1).forEach((two) => {{
            if (one.contains(two) || two.contains(one)) return;
            const a = one.getBoundingClientRect();
            const b = two.getBoundingClientRect();
            const wide = Math.min(a.right, b.right) - Math.max(a.left, b.left);
            const high = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
            if (wide > 1 && high > 1) pairs.push(`${{named(one)}} / ${{named(two)}}`);
        }}));
        return pairs;
    }}""", regions)


def smallest_type(page: Any, scope: str) -> tuple[float, str]:
    """The smallest font size (CSS px) of the visible text inside ``scope`` (decoration hidden
    from screen readers left out), with the element that uses it and the start of its text:
    what a player at the far side of the table must still read."""
    settled(page)
    return page.evaluate(f"""(scope) => {{
        const named = {NAMED};
        return [...document.querySelectorAll(`${{scope}} *`)]
            .filter((el) => el.getClientRects().length && !el.closest("[aria-hidden=true]")
                && getComputedStyle(el).visibility !== "hidden"
                && [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim()))
            .map((el) => [parseFloat(getComputedStyle(el).fontSize),
                `${{named(el)}} "${{el.textContent.trim().slice(0, 30)}}"`])
            .reduce((least, one) => (one[0] < least[0] ? one : least), [Infinity, ""]);
    }}""", scope)


def text_lines(page: Any, selector: str) -> list[int]:
    """How many lines the text of each visible element ``selector`` finds takes (a word broken
    over two lines, or a label wrapped, counts two), once the page settled."""
    settled(page)
    return page.eval_on_selector_all(selector, """(els) => els
        .filter((el) => el.getClientRects().length)
        .map((el) => {
            const range = document.createRange();
            range.selectNodeContents(el);
            return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        })""")
