"""Poker7's deck: one PokerDrez deck without its two neutral cards, 54 cards (seed 004
PokerDrez, Poker7: «Las dos cartas neutrales no intervendrán en este juego»)."""

from __future__ import annotations

from referee.games.kit import cards

GAME_DECK: list[str] = cards.deck_ids(decks=1, neutrals=False)
