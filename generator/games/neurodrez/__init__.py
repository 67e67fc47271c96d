"""NeuroDrez (seed 004, NeuroDrez): its printed components (``tapete-print neurodrez`` prints
them with two PokerDrez decks and the booklet, ``generator.kits``).

Components: ``tiles`` (36 square tiles, 6 colours × 6 surfaces), ``board`` (the 7×7 board split
over sheets, the 8×8 PokerDrez board on its back), ``dice`` (figure, colour and surface dice as
cube nets) and ``tokens`` (ownership tokens in the six colours and the 10 limit tokens).
Data: ``assets/games/neurodrez.yaml`` (checked by ``generator.games.neurodrez.data``).
"""

from __future__ import annotations

from assets import load
from generator.components import Component, PrintGame
from generator.games.neurodrez.board import write_board
from generator.games.neurodrez.data import GAME_ID
from generator.games.neurodrez.dice import write_dice
from generator.games.neurodrez.tiles import tile_pieces
from generator.games.neurodrez.tokens import write_tokens

_CATALOGUE = load(GAME_ID)
_NAMES = {c.id: c.name for c in _CATALOGUE.components.values()}

GAME = PrintGame(
    id=GAME_ID,
    name=_CATALOGUE.name,
    components={
        "tiles": Component("tiles", _NAMES["tiles"], pieces=tile_pieces),
        "board": Component("board", _NAMES["board"], document=write_board),
        "dice": Component("dice", _NAMES["dice"], document=write_dice),
        "tokens": Component("tokens", _NAMES["tokens"], document=write_tokens),
    },
    order=30,
)
