"""One command per game: what ``tapete-print GAME`` prints for each game the referee runs.

A ``Kit`` is the printed material one table needs for one game: components of the printable
games (``generator.games``: the deck, the right board, tokens, the game's rules booklet), each
with how many copies to print, and what the table brings itself because Tapete does not print it
(chess pieces, chips, a published game's own box). The ids are the referee's game ids
(``referee.games``); ``kit`` also accepts them with ``_`` for ``-`` (``pax_pamir``).

What each game needs comes from the seeds' component lists (seed 004's "Componentes" of every
PokerDrez game, seed 000 and 001 for the two Politburo games) and the table of games at the top
of docs/rules-decisions.md ("What Tapete does with each game today"); the booklets are the
saddle-stitched ones of ``generator.games.rules``.
"""

from __future__ import annotations

from dataclasses import dataclass

from assets import Text, load


@dataclass(frozen=True)
class Part:
    """A component of a printable game, ``copies`` times; ``note`` says which side or why."""

    game: str
    component: str
    copies: int = 1
    note: str = ""

    @property
    def ref(self) -> str:
        """``GAME COMPONENT`` as on the command line, e.g. ``neurodrez board``."""
        return f"{self.game} {self.component}"


@dataclass(frozen=True)
class Kit:
    """What a table prints for the referee's game ``id``: its ``parts`` in print order, and
    what it ``brings`` itself (empty: nothing)."""

    id: str
    parts: tuple[Part, ...]
    brings: str = ""
    name: Text | None = None

    def title(self) -> Text:
        """The game's name: the catalogue's (``assets/games/<id>.yaml``) unless given."""
        return self.name or load(self.id).name


DECK = Part("pokerdrez", "deck")
PDZ_BOOKLET = Part("rules", "pokerdrez-booklet")
TWO_DECKS = Part("pokerdrez", "deck", copies=2, note="the game uses two decks")
CHIPS = "poker chips, or let the referee keep the stakes"

KITS: dict[str, Kit] = {kit.id: kit for kit in (
    Kit("politburo", (Part("politburo", "cards"), Part("rules", "politburo-booklet"))),
    Kit("lucha", (Part("lucha", "candidates"), Part("lucha", "cards"),
                  Part("lucha", "specials"), Part("lucha", "offices"), Part("lucha", "tokens"),
                  Part("rules", "lucha-booklet"))),
    Kit("inside-job", (Part("rules", "inside-job-booklet"),),
        brings="the published Inside Job game; Tapete prints its referee guide only"),
    Kit("pax-pamir", (Part("rules", "pax-pamir-booklet"),),
        brings="the published Pax Pamir (2nd edition); Tapete prints its referee guide only",
        name=Text(es="Pax Pamir", en="Pax Pamir")),
    Kit("pokerdrez", (Part("pokerdrez", "deck", note="a second copy plays with two decks"),
                      Part("neurodrez", "board", note="its back is the 8×8 chessboard"),
                      PDZ_BOOKLET),
        brings="a set of chess pieces and a die (or the referee's die)"),
    Kit("pokerdrez-4", (Part("pokerdrez", "deck", note="a second copy plays with two decks"),
                        Part("pokerdrez", "board4"), Part("pokerdrez", "tokens4"),
                        PDZ_BOOKLET)),
    Kit("poker7", (DECK, PDZ_BOOKLET), brings=CHIPS),
    Kit("pokerguess", (DECK, PDZ_BOOKLET), brings=CHIPS),
    Kit("vikingdrez", (Part("neurodrez", "board", note="the 7×7 side"), PDZ_BOOKLET),
        brings="a white king, 4 white pawns and 8 black pawns from a chess set"),
    Kit("solodrez", (DECK, PDZ_BOOKLET)),
    Kit("sokudrez", (DECK, PDZ_BOOKLET)),
    Kit("rummidrez", (TWO_DECKS, PDZ_BOOKLET)),
    Kit("triumfdrez", (DECK, PDZ_BOOKLET)),
    Kit("blackdrez", (Part("pokerdrez", "deck", note="a second copy for 5 to 8 players"),
                      PDZ_BOOKLET)),
    Kit("domidrez", (Part("pokerdrez", "deck", note="a second copy for 5 to 8 players"),
                     PDZ_BOOKLET)),
    Kit("neurodrez", (Part("neurodrez", "tiles"), Part("neurodrez", "board"),
                      Part("neurodrez", "dice"), Part("neurodrez", "tokens"), TWO_DECKS,
                      PDZ_BOOKLET),
        brings="36 chess pieces: a king, queen, rook, bishop, knight and pawn in each of the "
               "six colours"),
)}


def kit(game_id: str) -> Kit:
    """The kit of the referee's game ``game_id`` (``-`` or ``_`` alike); KeyError naming the
    games that have one otherwise."""
    found = KITS.get(game_id.replace("_", "-"))
    if found is None:
        raise KeyError(f"no game {game_id!r}; games: {', '.join(KITS)}")
    return found
