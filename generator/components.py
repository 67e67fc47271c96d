"""How a game tells the print engine what it prints.

Each printable game is a package ``generator/games/<game>/`` whose ``__init__`` defines
``GAME = PrintGame(...)``.
A component is either a set of pieces (imposed on card sheets by ``generator.imposition``) or a
document with its own page layout (a rules booklet, a board split over sheets) that writes its
own PDF through ``generator.pdf``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

from assets import Text
from generator.geometry import DEFAULT_BLEED
from generator.ink import FULL
from generator.pieces import Piece


@dataclass(frozen=True)
class PrintOptions:
    """Everything a user chooses on the command line (lengths in mm); ``ink`` is 'full' or
    'saver' (``generator.ink``)."""

    paper: str = "a4"
    lang: str = "es"
    bleed: float = DEFAULT_BLEED
    layout: str = "shared-cut"
    duplex: str = "long"
    back_offset: tuple[float, float] = (0.0, 0.0)
    crop_marks: bool = True
    png: bool = False
    pod: bool = False
    png_cards: bool = False
    ink: str = FULL


def document_title(game: Text, component: Text, lang: str) -> str:
    """A PDF's title: ``GAME — COMPONENT`` in ``lang``; KeyError for another language."""
    return f"{game.get(lang)} — {component.get(lang)}"


@dataclass(frozen=True)
class Component:
    """One printable component of a game.

    Exactly one of ``pieces`` and ``document`` is set:
    - ``pieces(lang, ink) -> [Piece, ...]``: imposed by the engine with the user's options
      (``ink`` is the ink mode, 'full' or 'saver', see ``generator.ink``);
    - ``document(options, pdf_path) -> manifest entries``: writes the PDF itself (``pdf_path``)
      in ``options.ink``, returning the manifest's ``pieces`` list (dicts with id, page, side,
      trim, bleed in mm).
    ``duplex`` is the duplex mode a document always asks for whatever the options say (e.g. a
    saddle-stitch booklet: 'short'); None follows the options.
    """

    id: str
    name: Text
    pieces: Callable[[str, str], list[Piece]] | None = None
    document: Callable[[PrintOptions, Path], list[dict]] | None = None
    duplex: str | None = None

    def __post_init__(self) -> None:
        if (self.pieces is None) == (self.document is None):
            raise ValueError(f"component {self.id!r} needs exactly one of pieces and document")


@dataclass(frozen=True)
class PrintGame:
    """A game's printable components.

    ``default`` names the components ``all`` prints, and those printed when the game is named
    without components and is not a game of the referee (whose id prints its kit,
    ``generator.kits``) (empty: every component, in mapping order); the others stay available
    by name, e.g. to reprint one group.
    ``order`` places the game in ``tapete-print all`` and ``list`` (ascending, ties by id).
    """

    id: str
    name: Text
    components: Mapping[str, Component]
    default: tuple[str, ...] = ()
    order: int = 0

    def default_components(self) -> list[Component]:
        """The components printed when none is named."""
        return [self.components[c] for c in self.default] or list(self.components.values())
