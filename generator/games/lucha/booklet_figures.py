"""lucha de poder's booklet figures, all read from ``assets/games/lucha.yaml``
(docs/rules-decisions.md#lucha): the default deck of basic cards, the offices, the special cards.
Change the data file and the booklet follows."""

from __future__ import annotations

from collections.abc import Sequence
from xml.sax.saxutils import escape

from reportlab.platypus import Table

from assets import CardData, load
from generator.booklets.blocks import table
from generator.booklets.figures import FigureContext, figure

HEADINGS = {
    "deck": {"es": ("Carta", "Copias", "Efecto"), "en": ("Card", "Copies", "Effect")},
    "offices": {"es": ("Cargo", "Lealtad", "Habilidad"), "en": ("Office", "Loyalty", "Ability")},
    "specials": {"es": ("Nº", "Carta", "Efecto", "Duración"),
                 "en": ("No.", "Card", "Effect", "Duration")},
}
TOTAL = {"es": "Total", "en": "Total"}
OR = {"es": "o", "en": "or"}


def _signed(value: int) -> str:
    return f"+{value}" if value > 0 else f"−{-value}"


def _alternatives(values: Sequence[str], lang: str) -> str:
    """'1, 2 o 3' / '1, 2 or 3' ('' for no values)."""
    if len(values) <= 1:
        return "".join(values)
    return f"{', '.join(values[:-1])} {OR[lang]} {values[-1]}"


def _groups(cards: Sequence[CardData]) -> list[list[CardData]]:
    """Cards grouped by ``values.type``, in the file's order."""
    groups: dict[str, list[CardData]] = {}
    for card in cards:
        groups.setdefault(str(card.values.get("type", card.id)), []).append(card)
    return list(groups.values())


@figure("lucha-deck")
def deck(context: FigureContext) -> Table:
    """The basic cards: type, copies (per value) and effect, with the deck's total."""
    lang = context.lang
    cards = load("lucha").components["cards"].cards
    rows = [list(HEADINGS["deck"][lang])]
    for group in _groups(cards):
        first = group[0]
        count = sum(card.count for card in group)
        valued = [card for card in group if "value" in card.values]
        copies = str(count)
        if len(valued) > 1:
            copies += " (" + ", ".join(f"{_signed(int(c.values['value']))} ×{c.count}"
                                       for c in valued) + ")"
        amounts = _alternatives([str(abs(int(c.values["value"]))) for c in valued], lang)
        values = _alternatives([_signed(int(c.values["value"])) for c in valued], lang)
        effect = first.t("effect", lang).replace("{amount}", amounts).replace("{value}", values)
        rows.append([f"<b>{escape(first.t('name', lang))}</b>", copies, escape(effect)])
    rows.append([f"<b>{TOTAL[lang]}</b>", f"<b>{sum(c.count for c in cards)}</b>", ""])
    return table(rows, context.styles, context.width, aligns=["left", "left", "left"],
                 where="figure lucha-deck")


@figure("lucha-offices")
def offices(context: FigureContext) -> Table:
    """The five offices: the loyalty that takes each and its ability."""
    lang = context.lang
    cards = load("lucha").components["offices"].cards
    rows = [list(HEADINGS["offices"][lang])]
    rows += [[f"<b>{escape(card.t('name', lang))}</b>", str(card.values["threshold"]),
              escape(card.t("ability", lang))] for card in cards]
    return table(rows, context.styles, context.width, aligns=["left", "center", "left"],
                 where="figure lucha-offices")


@figure("lucha-specials")
def specials(context: FigureContext) -> Table:
    """The special cards (seed numbers, copies, effect, duration), Cura included."""
    lang = context.lang
    data = load("lucha")
    rows = [list(HEADINGS["specials"][lang])]
    for card in data.components["specials"].cards:
        number = card.values.get("number")
        if number is None:
            label = "—"
        elif card.count == 1:
            label = f"{int(number):02d}"
        else:
            label = f"{int(number):02d}–{int(number) + card.count - 1:02d}"
        name = f"<b>{escape(card.t('name', lang))}</b>"
        if card.count > 1:
            name += f" ×{card.count}"
        duration = data.s(f"duration_{card.values['duration']}", lang)
        rows.append([label, name, escape(card.t("rules", lang)), escape(duration)])
    return table(rows, context.styles, context.width,
                 aligns=["left", "left", "left", "left"], where="figure lucha-specials")
