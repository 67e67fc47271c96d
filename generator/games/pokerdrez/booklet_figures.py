"""The figures of the PokerDrez booklet (``assets/rules/pokerdrez.*.md``), registered with the
booklet engine's figure registry (``generator.booklets.figures``).

Names (all drawn as vectors, labels in the booklet's language, fonts from ``generator.fonts``):

- ``pokerdrez-card``: a number card as printed, its parts called out;
- ``pokerdrez-deck``: the deck chart from ``assets/games/pokerdrez.yaml`` (figures, die values,
  numbers and colours, neutral cards);
- ``pokerdrez-table``: a PokerDrez game laid out (board, hands, common row, deck, die);
- ``poker7-example``: the seed's four-player example hand, shared by Poker7 and PokerGuess;
- ``vikingdrez-start``: the VikingDrez (Brandubh 7×7) starting position;
- ``solodrez-move``: a SoloDrez move of an ordered pair of cards;
- ``sokudrez-grid``: a solved SokuDrez grid (6 rows × 9 columns);
- ``rummidrez-groups``: the two kinds of RummiDrez groups, with a neutral card as a joker;
- ``triumfdrez-trick``: the seed's TriumfDrez trick (trump bishop, supertrump cyan);
- ``blackdrez-example``: the seed's BlackDrez table (9, 10, 8 and 12 points);
- ``domidrez-example``: what may follow a purple Jóker in DomiDrez;
- ``neurodrez-start``: the NeuroDrez board with the six starting tiles in the centre.

Rules sources: seed 004 and docs/rules-decisions.md#pokerdrez.
"""

from __future__ import annotations

from reportlab.platypus import Flowable

from generator.booklets.figures import FigureContext, figure
from generator.games.pokerdrez import booklet_boards as boards
from generator.games.pokerdrez import booklet_deck as deckfigs
from generator.games.pokerdrez import booklet_examples as examples


@figure("pokerdrez-card")
def pokerdrez_card(context: FigureContext) -> Flowable:
    """How to read a number card (seed 004 "Componentes"; the die value top right)."""
    return deckfigs.card_anatomy(context.lang, context.width)


@figure("pokerdrez-deck")
def pokerdrez_deck(context: FigureContext) -> Flowable:
    """The 56-card deck chart, read from the deck data (docs/rules-decisions.md#pokerdrez)."""
    return deckfigs.deck_chart(context.lang, context.width)


@figure("pokerdrez-table")
def pokerdrez_table(context: FigureContext) -> Flowable:
    """A two-player PokerDrez table: 2 hidden cards each, 5 common cards, deck, die."""
    return deckfigs.game_table(context.lang, context.width)


@figure("vikingdrez-start")
def vikingdrez_start(context: FigureContext) -> Flowable:
    """VikingDrez (Brandubh 7×7): king on the throne, 4 defenders, 8 attackers (seed 004)."""
    return boards.viking_start(context.lang, context.width)


@figure("solodrez-move")
def solodrez_move(context: FigureContext) -> Flowable:
    """SoloDrez: an ordered pair moved onto the next higher figure (seed 004)."""
    return boards.solodrez_move(context.lang, context.width)


@figure("sokudrez-grid")
def sokudrez_grid(context: FigureContext) -> Flowable:
    """SokuDrez: a solved 6 × 9 grid (seed 004)."""
    return boards.sokudrez_grid(context.lang, context.width)


@figure("neurodrez-start")
def neurodrez_start(context: FigureContext) -> Flowable:
    """NeuroDrez: the six starting tiles in the centre of the 7×7 board (seed 004)."""
    return boards.neurodrez_start(context.lang, context.width)


@figure("poker7-example")
def poker7_example(context: FigureContext) -> Flowable:
    """Poker7 / PokerGuess: the seed's four hands and five common cards (seed 004)."""
    return examples.poker7_example(context.lang, context.width)


@figure("rummidrez-groups")
def rummidrez_groups(context: FigureContext) -> Flowable:
    """RummiDrez: a figure run, a colour run and a neutral card as a joker (seed 004)."""
    return examples.rummidrez_groups(context.lang, context.width)


@figure("triumfdrez-trick")
def triumfdrez_trick(context: FigureContext) -> Flowable:
    """TriumfDrez: the seed's trick with trump bishop and supertrump cyan (seed 004)."""
    return examples.triumfdrez_trick(context.lang, context.width)


@figure("blackdrez-example")
def blackdrez_example(context: FigureContext) -> Flowable:
    """BlackDrez: four players at 9, 10, 8 and 12 points (seed 004)."""
    return examples.blackdrez_example(context.lang, context.width)


@figure("domidrez-example")
def domidrez_example(context: FigureContext) -> Flowable:
    """DomiDrez: the cards that may follow a purple Jóker (seed 004)."""
    return examples.domidrez_example(context.lang, context.width)
