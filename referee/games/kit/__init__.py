"""The card-and-board kit every PokerDrez-family engine builds on (written once, used by all).

Pure Python, JSON-able state only, no Flask or storage (the engine contract of
``referee.games.base``). Rules are cited from docs/rules-decisions.md#conventions (decisions
shared by every game) and the seeds. Import from the modules; this list is the stable public API:

``cards`` — PokerDrez card ids, read from ``assets/games/pokerdrez.yaml`` (never retyped)
    parse(id) -> Card(printed, figure, colour, deck; .id, .is_neutral, .value); ValueError
    format_id(printed, deck=None) -> "rook-3#2";  printed_id(id) -> "rook-3"
    figure(id) / figure_value(id) / colour(id) / is_neutral(id)
    deck_ids(decks=1, neutrals=True) -> ids in catalogue order (#1/#2 with two decks)
    figures(), figure_values(), colours() -> Colour(number, name{es,en}, hex, dark); MAX_DECKS
    sort_key(id) -> orders ids as printed (deck 1 first), for display;  describe(id) -> JSON dict
    lowest(ids) -> the lowest card (value, then colour; neutral last): a stand-in's card
``deck`` — the draw pile at setup
    shuffled(cards, rng) -> new list (one rng.shuffle);  draw_pile(game_deck, prearranged, rng)
``zones`` — where the cards are: ``state["zones"]`` = {name: {"cards", "show", "owner",
    "seen_by", "revealed"}}, show one of "all" | "owner" | "moderator" | "nobody"
    standard_zones(players, pile) -> deck, discard, common, hand-0…;  DECK, DISCARD, COMMON
    hand(seat, kind="hand") -> "hand-<seat>";  SHOWS
    Zones(data): add, add_hands(players, show, kind), zone, cards, count, has, where, pick(name,
    rng), all_cards, take, put, move, draw(src, n, dst=None, empty=refusal),
    deal(src, dsts, each: int | [int per zone], empty=refusal), shuffle,
    shuffle_into(dst, cards, rng), reshuffle(src, dst, rng, keep=0), set_show, show_to, reveal
``undo`` — the hidden draw piles after an undo: shuffle_after_undo(state, rng, prearranged=None)
    -> names shuffled (a pile still in the prearranged order keeps it); hidden_piles(state);
    follows(pile, order)
``views`` — who sees what; every view built from scratch per viewer (never the deck order)
    sees_whole(zone, viewer), visible_cards(zone, viewer), zone_view -> {"count", "cards"},
    zones_view(zones, viewer), public_zones(zones), private_zones(zones, viewer) -> {name: ids},
    hand_sizes(zones, players, kind="hand"), all_hands(zones, players, kind="hand") -> {"<seat>":
    ids} (the omniscient moderator's hands), PUBLIC (the seatless viewer)
``options`` — shared table options (400 ``bad_option`` / ``bad_deck``)
    with_defaults(raw, defaults), choice_option, dice_option, cards_option, decks_option,
    bool_option, int_option(name, value, low, high=None), seat_option(name, value, players),
    deck_option(value, game_deck, option="deck") -> ids | None;  APP, PHYSICAL
``dice`` — roll moves: roll_die(args, mode, rng) -> {"value", "physical"};
    roll_dice(args, mode, rng, {name: faces}) -> {name: face, …, "physical"}  (400 bad_die_value)
``board`` — squares "a1"…: Board(files, ranks, missing) with exists, name, find, coord (400
    bad_square), squares, step, neighbours, ray, slide, between; CHESS, SEVEN, CROSS;
    ORTHOGONAL, DIAGONAL, ALL_DIRECTIONS, KNIGHT_JUMPS
``grid`` — a growing tile terrain of (x, y): adjacent, touches, component, is_connected, splits,
    outside(tiles, board=None), on_edge(tiles, pos, board=None)
``ledger`` — chips and scores: new_ledger(players, chips), Ledger(data): stacks, total, can_pay,
    transfer, stake, stake_all, award (422 not_enough_chips); split(amount, seats); leaders(values)
``pots`` — main pot and side pots from all-in amounts: build_pots(contributions, live) ->
    [{"amount", "eligible"}] main first; split_pot(amount, winners, first, players) -> odd chips
    one by one in table order from ``first``
``chip_options`` — the options of a match for chips (Poker7, PokerGuess): CHIP_OPTION_DEFAULTS,
    chip_options(raw, players, game_deck) (400 unknown_option, bad_option, bad_deck)
``chip_match`` — the end of such a match: match_ends(stacks, hands, hand_no) -> bool,
    chip_outcome(stacks, hand_no) -> {"winners", "reason", "chips", "hands"}
``seats`` — table order: seats_from(first, players), next_seat(seat, players, active=None)
``history`` — public events: record(history, event, seat, cards, how, **extra),
    public_history(history, last=None)
``match`` — a match of hands: awaiting_to_play(state); any_seat(state, actor) (409
    not_your_turn); pass_the_deal(state, actor, args) -> bool (``next_hand`` as each seat's
    "Seen", ``kit.seen``; True once all have, the dealer + 1);
    first_seat(state); new_hand(state, table=()) -> fresh Zones, hand_no + 1;
    deal_hands(zones, state, game_deck, each, prearranged, rng); check_printed(state, phase) (409
    app_cards); check_app_deals(state) (409 physical_cards); cards_left(state, args) -> (counts,
    out | None) (400 bad_args, 422 bad_result); going_out, blocked, carry(scores, gained),
    close_shedding_hand(state, counts, out); hand_result_view(result) (its public copy);
    sole_leader(scores, target) -> winner | None; match_outcome(state) (a copy of ``result``)
``seen`` — a hand's result that stays until seen (Poker7, PokerGuess, BlackDrez): SEEN;
    seen_by(state); still_to_see(state, seats) (left seats never waited for);
    ready_for_next(state, actor, args, seats) -> deal now? (``next_hand``: 400 bad_args, 403
    not_moderator, 409 already_seen, not_your_turn)
``entered`` — printed cards entered at a showdown: check_entered(entered, deck) (422
    bad_cards for empty places, unknown_card, card_twice, each naming what is wrong)
``draws`` — offers the others answer (kind ``"draw"`` of the board games, ``"concession"`` of
    cooperative NeuroDrez; OFFER_MOVES): check_offer(open_offer, args, kind), check_answer(args,
    seat, offered_by, others=1, kind) -> accept (400 bad_args; 422 draw_already_offered /
    concession_already_offered, no_draw_offer / no_concession_offer, own_draw_offer /
    own_concession_offer); group_offer(seat), answer_group(offer, seat, args, asked, kind) ->
    accept (also 409 not_your_turn, 422 already_answered), all_accepted(offer, asked);
    offer_moves(offered_by, seat, answered, kind); draw_moves(...) -> those and ``resign``
``resigning`` — a board game's seat that leaves: BOARD_LEAVE_MODES ("resign", "stand_in");
    leave_by_resigning(resign_move) -> Game.leave sending the game's own resign for that seat
``rematch`` — a board game's rematch swaps the sides (``Game.rematch_options``):
    swap_two_sides(option) (PokerDrez, VikingDrez), next_colours(order) (PokerDrez for 4)
``payment`` — what pays a move of the chess games with cards (PokerDrez, PokerDrez for 4):
    wild_figures(on_board), card_pays(card, needed, wild), die_pays(value, needed, wild),
    check_pays(pay, needed, wild) (422 card_cannot_move_piece, die_cannot_move_piece); KING,
    JOKER, ANY_FACE
``paid_moves`` — a paid move's steps in those games: check_mover(state, seat, to_move) (409
    wrong_phase, not_your_turn), roll_for_payment(state, seat, args, rng, passes_to),
    available_cards(state, seat),
    check_payment(state, seat, args) -> pay | None, spend_card(state, seat, pay) -> paid,
    end_of_move(state, next_turn), replenish_from_hand(state, seat, due, args), plain_refused(),
    stand_in_payment(option), stand_in_roll(dice, rng) (a stand-in's payment and roll)
``swaps`` — their neutral card swaps: may_swap(state, seat, to_move), neutral_within_reach,
    check_swap(state, seat, args, to_move, opponent_keys) -> (neutral, place),
    check_opponent_hand(state, opponent), apply_swap(state, seat, neutral, place, args, robbed,
    rng, **told); every_hand(state) (the omniscient moderator's hands and notes)

Randomness: setup shuffles with the table rng (``draw_pile``); reshuffles and app dice use the
move's rng. A table with a prearranged deal should say so in its public view.
"""
