"""Every refusal code the referee answers with, each with its one HTTP status and its meaning.

A refusal is ``referee.errors.ApiError`` (the API's own checks) or
``referee.games.base.IllegalMove`` (a rule engine's); both name a code of ``REFUSALS`` and take
its status from here, so one code never answers with two statuses. The message a player reads
is the English template at the raise site (a msgid of the Babel domain ``api``, translated when
sent); ``meaning`` here says, for API clients, what the code stands for in every game.

Statuses: 400 the request or a move's arguments are malformed; 401 no token; 403 a token that
may not do this; 404 nothing has that name; 408 the request came too slowly; 409 not possible
in the table's present state; 413 a body over the size limit; 422 forbidden by the game's
rules; 503 the server cannot do it now. ``docs/api.md`` ("Refusal codes") lists this registry
(``tools/refusal_codes.py`` writes that table; ``tests/referee/test_refusals.py`` checks it,
and that every raise site names a registered code and every registered code is raised).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Refusal:
    """One refusal code: ``code`` (stable, machine-readable), ``status`` (HTTP), ``meaning``
    (one English sentence for API clients)."""

    code: str
    status: int
    meaning: str


class UnregisteredRefusal(LookupError):
    """A refusal was raised with a code that ``REFUSALS`` does not list (a programming error)."""


def status_of(code: str) -> int:
    """The HTTP status of refusal ``code``; raises ``UnregisteredRefusal`` for a code that is
    not registered."""
    try:
        return REFUSALS[code].status
    except KeyError:
        raise UnregisteredRefusal(f"refusal code {code!r} is not in referee.refusals") from None


REFUSALS: dict[str, Refusal] = {refusal.code: refusal for refusal in (
    # 400: the request or a move's arguments are malformed
    Refusal("bad_args", 400, "A move's arguments are missing, of the wrong type or out of range."),
    Refusal("bad_authorization", 400, "The Authorization header must be 'Bearer <token>'."),
    Refusal("bad_deck", 400, "The prearranged deal {option} must be a list of ids, top first."),
    Refusal("bad_die_value", 400, "The die {die} has no face {value}; its faces are {faces}."),
    Refusal("bad_flag", 400, "\"{flag}\" must be true or false."),
    Refusal("bad_handshake", 400, "This WebSocket handshake is not valid."),
    Refusal("bad_lang", 400, "The language must be es or en."),
    Refusal("bad_moderator", 400, "The moderator must be master or player."),
    Refusal("bad_name", 400, "Type a name."),
    Refusal("bad_option", 400, "A table option has a value the game does not take."),
    Refusal("bad_options", 400, "The options must be an object."),
    Refusal("bad_order", 400, "List every seat number once, in the new order."),
    Refusal("bad_player_count", 400,
            "The seats with a phone and without make a player count the game does not take."),
    Refusal("bad_players", 400, "This game takes {min} to {max} players."),
    Refusal("bad_position", 400, "The start position must be a FEN string."),
    Refusal("bad_seed", 400, "The seed must be a whole number from 0 to {max}."),
    Refusal("bad_square", 400, "{square} is not a square of this board."),
    Refusal("malformed", 400,
            "The request body or a parameter has the wrong shape; the message says which."),
    Refusal("no_payment_in_plain_chess", 400, "The deck is empty: moves are not paid any more."),
    Refusal("seed_moderator_plays", 400,
            "A moderator who plays cannot set the seed: it would tell them every other seat's "
            "cards."),
    Refusal("unknown_game", 400, "A new table names a game the referee does not run."),
    Refusal("unknown_move", 400, "Unknown move: {move}."),
    Refusal("unknown_option", 400, "Unknown option: {option}."),
    Refusal("websocket_mismatch", 400,
            "A WebSocket request to an address that takes none, or a plain request to the move "
            "socket."),
    # 401: no token
    Refusal("missing_token", 401, "Join the table first: this phone has no seat here."),
    # 403: a token that may not do this
    Refusal("cross_origin", 403, "A request carrying a cookie came from a page of another origin."),
    Refusal("json_required", 403,
            "This request must be sent as JSON (Content-Type: application/json)."),
    Refusal("no_seat", 403, "This phone has no seat at this table."),
    Refusal("not_moderator", 403, "Only the moderator may do this."),
    Refusal("seat_moved", 403, "This seat moved to another phone."),
    Refusal("seat_left", 403, "The seat's player has left the table: its moves are made by a "
            "stand-in."),
    Refusal("wrong_token", 403, "This phone's pass is not valid for this table."),
    # 404: nothing has that name
    Refusal("no_pgn", 404, "This game is not played on a chess board: it has no PGN."),
    Refusal("not_found", 404, "No API address has that path."),
    Refusal("unknown_image", 404,
            "No image has that name: an unknown card, tile, piece or game in a /cards/ address."),
    Refusal("unknown_seat", 404, "This table has no seat {seat}."),
    Refusal("unknown_table", 404, "There is no table with that code."),
    Refusal("used_code", 404,
            "This rejoin code was already used or is not valid. Ask for a new one."),
    # 405: a method the address does not take
    Refusal("method_not_allowed", 405, "The API address does not take that HTTP method."),
    # 408: the request came too slowly
    Refusal("request_timeout", 408, "The request came in too slowly and was dropped."),
    Refusal("slow_request", 408, "The request's body came in too slowly and was dropped."),
    # 409: not possible in the table's present state
    Refusal("already_chosen", 409, "You have already chosen."),
    Refusal("already_pointed", 409, "You have already pointed."),
    Refusal("already_rematched", 409, "The rematch has already started."),
    Refusal("already_seen", 409,
            "This seat has already seen the hand's result; the next hand waits for the others."),
    Refusal("already_seated", 409, "This phone already has a seat here."),
    Refusal("already_started", 409, "The game has already started."),
    Refusal("already_voted", 409, "You have already voted."),
    Refusal("app_cards", 409, "The app deals this table: the hand ends by itself."),
    Refusal("busy", 409, "The table is busy; try again."),
    Refusal("cannot_vote", 409,
            "You take no part in the vote: revealed players and the accomplice do not vote."),
    Refusal("game_over", 409, "The game is over."),
    Refusal("lobby_full", 409, "All {players} seats are taken."),
    Refusal("locked", 409, "The moderator has locked the table."),
    Refusal("match_has_target", 409, "This match ends when a player reaches {target} points."),
    Refusal("moderator_does_not_play", 409, "The moderator of this table does not play."),
    Refusal("move_id_reused", 409, "That move id was already used for another move."),
    Refusal("name_taken", 409, "Someone at this table is already called {name}."),
    Refusal("not_in_solitaire", 409, "The solitaire has no pass: end your turn or finish."),
    Refusal("not_over", 409, "A rematch can start only when the game is over."),
    Refusal("not_playing", 409, "Only a game in progress can be paused."),
    Refusal("not_started", 409, "The game has not started yet."),
    Refusal("not_your_turn", 409, "The seat that sent the move is not one the game awaits."),
    Refusal("nothing_to_undo", 409, "There is no move to undo."),
    Refusal("paused", 409, "The moderator has paused the game."),
    Refusal("physical_cards", 409,
            "This table plays with printed cards: send the hand's result instead."),
    Refusal("seat_already_left", 409, "That player has already left."),
    Refusal("seats_missing", 409, "{joined} of {players} seats are taken; wait for everyone."),
    Refusal("solitaire_only", 409, "Only the solitaire has this move."),
    Refusal("table_changed", 409,
            "The table changed meanwhile, so nothing was undone. Check the last move and try "
            "again."),
    Refusal("wrong_phase", 409, "The move is not taken in the game's current phase."),
    # 413: a body over the size limit
    Refusal("request_entity_too_large", 413, "The request body is over the size limit."),
    # 422: forbidden by the game's rules
    Refusal("ability_used", 422, "The office's ability has already been used this candidacy."),
    Refusal("all_in", 422, "You are all in: you may change your prediction but not raise."),
    Refusal("already_answered", 422, "You have already accepted this draw offer."),
    Refusal("already_drew", 422, "You have drawn this turn: play, or end your turn."),
    Refusal("already_raised", 422, "You have already raised in this turn."),
    Refusal("bad_cards", 422,
            "Cards entered for a showdown are not the ones the rules need (count or seats)."),
    Refusal("bad_count", 422, "Influence goes up to {high} ({seat}: {value})."),
    Refusal("bad_destination", 422, "{piece} cannot go to {square} with these dice."),
    Refusal("bad_leave_mode", 422, "This game does not offer that way of leaving."),
    Refusal("bad_redirect", 422, "The attack goes back to {candidates}."),
    Refusal("bad_result", 422,
            "A blocked hand ends with cards in every hand: a player with none went out."),
    Refusal("bad_swap", 422,
            "A neutral card in the common row cannot be swapped with another common card."),
    Refusal("bad_tricks", 422, "A bid promises from {low} to {high} tricks."),
    Refusal("bet_instead", 422, "Nobody has bet in this round: bet instead."),
    Refusal("bet_too_small", 422, "The smallest bet is {min} (or all your chips)."),
    Refusal("bid_too_low", 422,
            "A bid must beat the highest bid so far: more tricks, or as many played open, or "
            "leaving out more of trump and supertrump."),
    Refusal("briefcase_off_suit", 422,
            "{seat} put a briefcase on a card that is not of the led suit."),
    Refusal("briefcase_revealed", 422,
            "{seat} has revealed their role and can no longer place briefcases."),
    Refusal("candidate_already_activated", 422,
            "{candidate} has already been activated this candidacy."),
    Refusal("cannot_add", 422, "¡Contraataque! may add one Agresión from your hand."),
    Refusal("cannot_answer", 422, "That card cannot answer this attack."),
    Refusal("cannot_assign_special", 422, "Special cards are never assigned to a candidate."),
    Refusal("cannot_capture_king", 422, "A king stands on {square}: kings are never captured."),
    Refusal("card_cannot_move_piece", 422, "The card {card} cannot pay this move."),
    Refusal("card_does_not_match", 422, "The card {card} does not allow {piece}."),
    Refusal("card_not_assigned", 422, "That card is not assigned to {candidate}."),
    Refusal("card_not_available", 422, "The card {card} is not in your hand or the common row."),
    Refusal("card_not_in_hand", 422, "The card {card} is not in your hand."),
    Refusal("card_played", 422, "The card entered for {seat} has already been played this hand."),
    Refusal("card_twice", 422, "The same card is named twice in one move."),
    Refusal("deck_empty", 422, "The deck is empty: pass instead."),
    Refusal("deck_not_empty", 422, "The deck still has cards: draw and play on."),
    Refusal("defence_only_for_itself", 422,
            "Defence cards are played only to answer an attack on their own candidate."),
    Refusal("die_cannot_move_piece", 422, "A die roll of {value} cannot pay this move."),
    Refusal("die_does_not_match", 422, "The figure die ({value}) does not allow {piece}."),
    Refusal("die_not_rolled", 422, "You have not rolled the die this turn."),
    Refusal("discard_two", 422, "Discard exactly {count} cards."),
    Refusal("does_not_fit", 422,
            "The run must start one figure below the last card of the destination column."),
    Refusal("does_not_match", 422,
            "The card {card} shares neither the figure nor the colour asked for."),
    Refusal("draw_already_offered", 422, "A draw offer is already waiting for an answer."),
    Refusal("draw_first", 422, "Draw a card first: every turn starts with one."),
    Refusal("draw_instead", 422, "The deck still has cards: draw one."),
    Refusal("empty_needs_joker", 422, "An empty column takes only a run that starts with a joker."),
    Refusal("executors_not_distinct", 422, "Appoint three different players."),
    Refusal("finish_instead", 422, "The deck is empty: finish the game."),
    Refusal("first_meld_own_groups_only", 422,
            "Your first meld must be groups of your own cards only: leave the table's groups as "
            "they are."),
    Refusal("first_meld_too_small", 422,
            "Your first meld must lay at least {least} cards; these are {laid}."),
    Refusal("hand_only_in_own_turn", 422,
            "Outside your turn you answer from the hand only with a special card."),
    Refusal("hand_over_limit", 422,
            "Your hand may hold at most {limit} cards at the end of your turn."),
    Refusal("holder_qualifies", 422, "{candidate} has the loyalty the office needs."),
    Refusal("hospitalised", 422, "{candidate} is in hospital."),
    Refusal("illegal_move", 422, "{move} is not a legal chess move here."),
    Refusal("influence_at_least_one", 422,
            "Influence is at least 1 (1 + patriots + prizes + gifts); {seat} has {value}."),
    Refusal("invalid_group", 422,
            "Group {number} has a neutral card at an end or next to another neutral card."),
    Refusal("keep_extra", 422, "Keep the extra card by discarding another one."),
    Refusal("king_moved_last_turn", 422,
            "The king was entered or moved on your side's previous turn; move another piece "
            "first."),
    Refusal("leader_first", 422, "The leader, {seat}, plays the first card."),
    Refusal("ministry_rejected", 422, "That ministry has already been rejected this turn."),
    Refusal("missing_player", 422, "Enter the tied players only: {seat} is not tied."),
    Refusal("move_exists", 422, "You can still enter or move a piece."),
    Refusal("must_bid", 422,
            "The first player of the auction must bid: name the tricks, a trump figure and a "
            "supertrump colour (or leave them out)."),
    Refusal("must_call_or_fold", 422, "There is a bet of {amount} to call: call, raise or fold."),
    Refusal("must_follow", 422, "You hold a card of the led figure ({figure}): play one."),
    Refusal("must_hit_or_retire", 422,
            "You may stand only while every player in the round has the same score: hit or "
            "retire."),
    Refusal("must_lay_a_card", 422, "Lay at least one card from your hand."),
    Refusal("must_play", 422, "You hold a card that matches: play it."),
    Refusal("needs_difamacion", 422, "¡Traición! is played together with a Difamación card."),
    Refusal("neutral_cannot_move", 422, "A neutral card moves no piece: it can only be swapped."),
    Refusal("no_betting", 422, "This table plays without bets."),
    Refusal("no_briefcase", 422, "{seat} holds no briefcase to place."),
    Refusal("no_change", 422, "That is already your prediction: keep it or change it."),
    Refusal("no_death", 422, "None of your candidates died this turn."),
    Refusal("no_die", 422, "You do not hold the die."),
    Refusal("no_draw_offer", 422, "There is no draw offer to answer."),
    Refusal("no_draw_to_claim", 422,
            "There is no threefold repetition or fifty-move rule to claim a draw with."),
    Refusal("no_resign_offer", 422, "Nobody of your pair proposed to resign."),
    Refusal("no_such_candidate", 422, "There is no candidate {candidate} in play."),
    Refusal("no_such_office", 422, "There is no office {office}."),
    Refusal("no_tile", 422, "There is no tile on {square}."),
    Refusal("no_vacant_office", 422, "There is no vacant office above {candidate}'s."),
    Refusal("not_a_complete_series", 422,
            "Column {column} does not hold exactly a complete series, joker to pawn."),
    Refusal("not_a_cura", 422, "Only a Cura card saves a dying candidate."),
    Refusal("not_a_fellow_executor", 422, "Point at one of the other two executors."),
    Refusal("not_a_king", 422, "Only a king moves without the die or a card."),
    Refusal("not_a_start_square", 422, "{square} is not a start square of that piece."),
    Refusal("not_adjacent", 422, "A tile must touch the terrain along a side."),
    Refusal("not_an_opponent", 422, "{seat} is not one of your opponents."),
    Refusal("not_cooperative", 422, "Only a cooperative or solo game can be conceded."),
    Refusal("not_demagogia", 422, "A candidate is rescued with a Demagogia card."),
    Refusal("not_enough_cards", 422, "Column {column} has fewer than {count} cards."),
    Refusal("not_enough_chips", 422, "Not enough chips: {seat} has {stack}, {amount} needed."),
    Refusal("not_for_secretary", 422, "This card cannot make anyone General Secretary."),
    Refusal("not_in_discard", 422, "That card is not in the discard pile."),
    Refusal("not_in_disgrace", 422, "{candidate} is not in disgrace or was already rescued."),
    Refusal("not_in_own_turn", 422,
            "Cards assigned to your candidates are played outside your own turn."),
    Refusal("not_in_reserve", 422, "You have no captured piece of that kind to bring back."),
    Refusal("not_office_holder", 422, "Only a player who holds an office may do this."),
    Refusal("not_on_edge", 422, "The tile on {square} is not on the edge of the terrain."),
    Refusal("not_on_terrain", 422, "{piece} is not on the terrain."),
    Refusal("not_ordered", 422,
            "The last {count} cards of column {column} are not an ordered run."),
    Refusal("not_straight", 422, "A piece moves along its rank or file, to another square."),
    Refusal("not_tied", 422, "Choose one of your tied candidates: {candidates}."),
    Refusal("not_your_candidate", 422, "{candidate} is not one of your candidates."),
    Refusal("not_your_joker", 422, "The card {card} is not a joker in your hand."),
    Refusal("not_your_piece", 422, "You do not play the colour of {piece}."),
    Refusal("nothing_below_pawn", 422, "Nothing can go on a pawn."),
    Refusal("nothing_to_call", 422, "There is nothing to call: check or bet."),
    Refusal("nothing_to_conquer", 422, "There is no tile to conquer on {square}."),
    Refusal("nothing_to_counter", 422, "There is no Agresión to counter."),
    Refusal("office_holder", 422, "A player who holds an office cannot play this card."),
    Refusal("office_vacant", 422, "The office {office} is vacant."),
    Refusal("one_candidate_per_turn", 422, "You already played from {used} this turn."),
    Refusal("one_king_only", 422, "Your side already has a king on the terrain."),
    Refusal("one_vote", 422, "You have one vote: name a single seat."),
    Refusal("own_draw_offer", 422, "Your own draw offer waits for the other player."),
    Refusal("own_resign_offer", 422, "Your partner, not you, accepts your proposal to resign."),
    Refusal("pass_instead", 422, "The deck is empty: pass."),
    Refusal("path_blocked", 422, "The way to {square} is blocked at {blocked}."),
    Refusal("payment_required", 422, "Say how the move is paid: a card or the die."),
    Refusal("peek_self", 422, "Look at another player's role card, not your own."),
    Refusal("piece_is_safe", 422,
            "The piece on {square} stands on a tile of its own colour and cannot be captured."),
    Refusal("piece_limit", 422, "Your side already has {count} pieces on the terrain."),
    Refusal("plain_chess", 422,
            "The deck is empty: this is plain chess now, without cards or the die."),
    Refusal("play_count", 422, "A trick has one card from each of the {players} players."),
    Refusal("play_order", 422, "Play goes to the left: {next} plays after {seat}."),
    Refusal("prediction_required", 422,
            "Make your prediction to stay in the hand: a count of one colour and a count of one "
            "figure."),
    Refusal("prediction_taken", 422,
            "Another player already holds that prediction: change a count, the colour or the "
            "figure."),
    Refusal("raise_above_max", 422, "A raise may go up to {max}."),
    Refusal("raise_instead", 422, "There is already a bet in this round: raise instead."),
    Refusal("raise_too_small", 422, "A raise below the smallest raise the betting allows."),
    Refusal("raising_closed", 422,
            "The raising is closed for you: an all-in for less than a full raise does not reopen "
            "it. Call or fold."),
    Refusal("resign_already_offered", 422,
            "Your proposal to resign already waits for your partner's answer."),
    Refusal("restricted_square", 422, "Only the king may stand on the throne and the corners."),
    Refusal("same_card", 422, "Choose two different cards to swap."),
    Refusal("same_column", 422, "The run must go to another column."),
    Refusal("same_file_as_black", 422,
            "Black removed the pawn on file {file}: choose another file."),
    Refusal("seat_twice", 422, "{seat} plays more than one card in this trick."),
    Refusal("special_roles_players", 422, "Special roles are played with 4 or 5 players only."),
    Refusal("square_has_own_piece", 422,
            "One of the mover's own pieces stands on the target square."),
    Refusal("square_occupied", 422, "A piece already stands on the target square."),
    Refusal("square_taken", 422, "There is a tile on {square} already."),
    Refusal("stake_at_max", 422, "The stake is already at the maximum, {max}."),
    Refusal("sudden_death_called", 422, "Sudden death has been called already."),
    Refusal("table_card_removed", 422, "The card {card} was on the table and must stay on it."),
    Refusal("tile_not_in_hand", 422, "The tile {tile} is not in your hand."),
    Refusal("tile_occupied", 422, "A tile cannot be taken away while a piece stands on it."),
    Refusal("too_few_tiles", 422,
            "Sudden death may be called once {count} tiles are on the terrain."),
    Refusal("too_late_to_renew", 422,
            "You can renew your hand only as the first action of your turn."),
    Refusal("too_many_assigned", 422, "{candidate} already has two assigned cards."),
    Refusal("too_many_special_roles", 422, "At most two special roles can be in play."),
    Refusal("two_neutral_roles", 422,
            "Two neutral roles (decoy, accomplice, Tim Shady) cannot play together."),
    Refusal("two_revealed_roles", 422, "Two roles that reveal at the start cannot play together."),
    Refusal("two_votes", 422, "You have two votes at most: name one or two seats."),
    Refusal("type_already_played", 422,
            "{candidate} has already received a card of this type this turn."),
    Refusal("unknown_card", 422, "A card named in a move is not a card of the game."),
    Refusal("vote_revealed", 422, "{seat} has revealed their role and cannot be voted for."),
    Refusal("vote_same", 422,
            "While your role is hidden your two votes go to two different seats."),
    Refusal("vote_self", 422, "You cannot vote for yourself."),
    Refusal("would_bust", 422, "With that joker your score would be {total}, over 11."),
    Refusal("would_split_terrain", 422, "Removing {square} would split the terrain."),
    # 429: too many requests
    Refusal("too_many_requests", 429,
            "A rate limit of the caller's address was reached; Retry-After says when to try "
            "again."),
    # 500: an unexpected error
    Refusal("internal_server_error", 500,
            "An unexpected error on the server; nothing was changed."),
    # 503: the server cannot do it now
    Refusal("storage_unavailable", 503,
            "The database cannot be read or written now; nothing was changed; Retry-After says "
            "when to try again."),
    Refusal("too_many_streams", 503,
            "No more event streams or move sockets now; Retry-After says when to try again."),
)}
