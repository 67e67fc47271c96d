"""The rule a refusal names: for a game's refusal codes (``referee.refusals``) whose reason is
one section of the game's rules, that section of its rules page (``/rules/<game>#<id>``, ids
of ``referee.service.rules_text``). The API returns it with the refusal (``docs/api.md``,
"Refusals"), and the phone shows it as a link under the refusal's message.

Only refusals the rules explain are listed: not the table's state (``not_your_turn``,
``paused``) nor a malformed request. A code that no section explains better than another is
left out.
"""

from __future__ import annotations

from collections.abc import Mapping

#: ``{game: {refusal code: section id}}``.
RULE_SECTIONS: Mapping[str, Mapping[str, str]] = {
    "politburo": {
        "ministry_rejected": "plan",
        "executors_not_distinct": "execute",
        "not_a_fellow_executor": "purge",
    },
    "inside-job": {
        "leader_first": "the-trick",
        "play_order": "the-trick",
        "briefcase_off_suit": "the-trick",
        "no_briefcase": "the-trick",
        "play_count": "the-leader-records-the-trick",
        "seat_twice": "the-leader-records-the-trick",
        "briefcase_revealed": "revealing",
        "cannot_vote": "the-final-vote",
        "one_vote": "the-final-vote",
        "vote_self": "the-final-vote",
        "vote_revealed": "the-final-vote",
        "two_votes": "special-roles",
        "vote_same": "special-roles",
        "peek_self": "special-roles",
        "special_roles_players": "special-roles",
        "too_many_special_roles": "special-roles",
        "two_neutral_roles": "special-roles",
        "two_revealed_roles": "decisions-this-project-follows",
    },
    "lucha": {
        "too_late_to_renew": "your-turn",
        "discard_two": "your-turn",
        "hand_over_limit": "your-turn",
        "hand_only_in_own_turn": "playing-cards-from-your-hand",
        "cannot_assign_special": "assigning-cards-to-a-candidate",
        "too_many_assigned": "assigning-cards-to-a-candidate",
        "candidate_already_activated": "activating-a-candidate-in-another-players-turn",
        "card_not_assigned": "activating-a-candidate-in-another-players-turn",
        "not_in_own_turn": "activating-a-candidate-in-another-players-turn",
        "one_candidate_per_turn": "activating-a-candidate-in-another-players-turn",
        "type_already_played": "limits-on-playing",
        "defence_only_for_itself": "limits-on-playing",
        "cannot_answer": "answering-an-attack",
        "bad_redirect": "answering-an-attack",
        "not_demagogia": "end-of-the-candidacy",
        "ability_used": "offices",
        "holder_qualifies": "offices",
        "no_vacant_office": "offices",
        "not_office_holder": "offices",
        "office_vacant": "offices",
        "not_in_disgrace": "losing-candidates",
        "no_death": "losing-candidates",
        "not_a_cura": "losing-candidates",
        "cannot_add": "special-cards",
        "needs_difamacion": "special-cards",
        "nothing_to_counter": "special-cards",
        "not_for_secretary": "special-cards",
        "not_in_discard": "special-cards",
        "hospitalised": "special-cards",
    },
    "pax-pamir": {
        "influence_at_least_one": "the-dominance-check",
        "missing_player": "the-dominance-check",
    },
    "pokerdrez": {
        "payment_required": "pokerdrez-the-turn",
        "card_cannot_move_piece": "pokerdrez-with-a-card",
        "card_not_available": "pokerdrez-with-a-card",
        "die_cannot_move_piece": "pokerdrez-with-the-die",
        "no_die": "pokerdrez-with-the-die",
        "neutral_cannot_move": "pokerdrez-special-cards",
        "bad_swap": "pokerdrez-special-cards",
        "plain_chess": "pokerdrez-when-the-deck-runs-out",
        "no_betting": "pokerdrez-betting-variant",
        "already_raised": "pokerdrez-betting-variant",
        "raise_above_max": "pokerdrez-betting-variant",
        "stake_at_max": "pokerdrez-betting-variant",
    },
    "pokerdrez-4": {
        "not_your_piece": "pokerdrez-for-4-pairs-and-turns",
        "card_cannot_move_piece": "pokerdrez-for-4-the-cards",
        "card_not_available": "pokerdrez-for-4-the-cards",
        "not_a_start_square": "pokerdrez-for-4-captures-and-return",
        "not_in_reserve": "pokerdrez-for-4-captures-and-return",
        "square_has_own_piece": "pokerdrez-for-4-captures-and-return",
    },
    "poker7": {
        "raising_closed": "poker7-decisions",
    },
    "pokerguess": {
        "prediction_required": "pokerguess-the-round",
        "prediction_taken": "pokerguess-the-round",
        "no_change": "pokerguess-the-round",
    },
    "vikingdrez": {
        "not_straight": "vikingdrez-movement",
        "path_blocked": "vikingdrez-movement",
        "square_occupied": "vikingdrez-movement",
        "restricted_square": "vikingdrez-movement",
    },
    "solodrez": {
        "does_not_fit": "solodrez-moves",
        "not_ordered": "solodrez-moves",
        "same_column": "solodrez-moves",
        "empty_needs_joker": "solodrez-moves",
        "nothing_below_pawn": "solodrez-the-neutral-cards",
        "not_a_complete_series": "solodrez-removing-runs-and-the-end",
    },
    "rummidrez": {
        "invalid_group": "rummidrez-groups",
        "first_meld_too_small": "rummidrez-the-turn",
        "first_meld_own_groups_only": "rummidrez-the-turn",
        "must_lay_a_card": "rummidrez-the-turn",
        "draw_instead": "rummidrez-the-turn",
        "solitaire_only": "rummidrez-solitaire",
        "not_in_solitaire": "rummidrez-solitaire",
    },
    "triumfdrez": {
        "must_follow": "triumfdrez-the-trick",
        "must_bid": "triumfdrez-the-auction",
        "bid_too_low": "triumfdrez-the-auction",
    },
    "blackdrez": {
        "must_hit_or_retire": "blackdrez-the-round",
        "would_bust": "blackdrez-the-points",
    },
    "domidrez": {
        "does_not_match": "domidrez-the-turn",
        "must_play": "domidrez-the-turn",
        "draw_instead": "domidrez-the-turn",
        "pass_instead": "domidrez-the-turn",
    },
    "neurodrez": {
        "not_your_piece": "neurodrez-players-and-colours",
        "not_adjacent": "neurodrez-the-turn",
        "square_taken": "neurodrez-the-turn",
        "bad_destination": "neurodrez-which-piece-and-where",
        "card_does_not_match": "neurodrez-which-piece-and-where",
        "die_does_not_match": "neurodrez-which-piece-and-where",
        "not_a_king": "neurodrez-the-king",
        "one_king_only": "neurodrez-the-king",
        "king_moved_last_turn": "neurodrez-the-king",
        "piece_limit": "neurodrez-piece-limit",
        "move_exists": "neurodrez-no-move-possible",
        "nothing_to_conquer": "neurodrez-conquering-tiles",
        "piece_is_safe": "neurodrez-conquering-tiles",
        "too_few_tiles": "neurodrez-sudden-death",
        "sudden_death_called": "neurodrez-sudden-death",
        "not_on_edge": "neurodrez-sudden-death",
        "tile_occupied": "neurodrez-sudden-death",
        "would_split_terrain": "neurodrez-sudden-death",
        "not_cooperative": "neurodrez-cooperative-and-solo",
    },
}


def rule_link(game: str, code: str) -> str | None:
    """The address of the rules section that refusal ``code`` names in ``game``
    (``/rules/<game>#<id>``), or None when it names none."""
    section = RULE_SECTIONS.get(game, {}).get(code)
    return f"/rules/{game}#{section}" if section else None
