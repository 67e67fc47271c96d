// Poker7's panels on a phone and on the table screen: the last hand's result explained (each
// shown hand's groups as the app counted them, who took each pot and why), the table (common
// cards, pots, the street), every player (stack, bet, folded / all-in, the card shown), this
// seat's two cards behind the press-and-hold control, the hand history of one player, and the
// non-playing moderator's view of every hand.

import { h } from "../../dom.js";
import { secretsCard } from "../../seat_screen.js";
import { chipCount, potsRow } from "../../widgets/chips.js";
import { Hand } from "../../widgets/hand.js";
import { SecretHand } from "../../widgets/secret_hand.js";
import { seenControls } from "../../widgets/seen.js";
import { cardRow } from "./bet.js";

/** "+82" / "−50" / "0": a change of chips, marked up or down. */
function change(won) {
  return h("span", { class: won > 0 ? "p7-plus" : won < 0 ? "p7-minus" : "" }, won > 0 ? `+${won}` : won < 0 ? `−${-won}` : "0");
}

/**
 * A shown hand's seven cards by group (`blocks`: the record's groups, in key order): each group
 * of two or more in a frame named by the group, then the loose cards in a dashed frame; the
 * player's own two (`own`, ids) marked under the card (ranking.py; seed 004 Poker7).
 */
function groupedCards(blocks, own, name, words) {
  const row = (cards, label) => new Hand({ layout: "row", label, cards: cards.map((id) => (own.includes(id)
    ? { id, mark: words.say("{name}'s card", { name }) } : id)) }).el;
  const loose = blocks.filter((b) => b.size < 2).flatMap((b) => b.cards);
  return h("div", { class: "p7-blocks" },
    blocks.filter((b) => b.size >= 2).map((block) => h("div", { class: "p7-block" }, row(block.cards, words.group(block)))),
    loose.length ? h("div", { class: "p7-block p7-loose" }, row(loose, words.sayN("{n} loose", "{n} loose", loose.length))) : null);
}

/**
 * The hand `record` explained (`view.public.record` by default): who took each pot and why,
 * the common cards, each shown hand's seven cards by group with its chips up or down, everyone
 * else's chips up or down; with `ctx` (a seat, or the moderator, at the end of a hand) "Seen"
 * and who has still to see it (widgets/seen.js).
 */
export function resultPanel(view, words, ctx, record = view.public.record) {
  if (!record) return null;
  const count = record.pots.length;
  const you = view.you ? view.you.seat : null;
  const pots = record.pots.map((pot, i) => h("li", {},
    h("strong", {}, words.sayN("{pot}: {n} chip to {names}", "{pot}: {n} chips to {names}", pot.amount,
      { pot: words.potName(i, count), names: words.list(pot.winners) })), " — ", words.potReason(record, pot)));
  const hands = Object.entries(record.shown).map(([seat, cards]) => h("li", { class: "p7-shown" },
    h("p", { class: "p7-shown-head" }, h("strong", {}, words.name(Number(seat)), " ", change(record.won[seat])), " ",
      h("span", { class: "small" }, words.groups(record.groups[seat]))),
    groupedCards(record.groups[seat], cards, words.name(Number(seat)), words)));
  const others = Object.keys(record.won).filter((seat) => !(seat in record.shown));
  const chips = others.length ? h("p", { class: "small p7-changes" }, words.say("Chips:"), " ",
    others.map((seat, i) => [i ? " · " : "", words.name(Number(seat)), " ", change(record.won[seat])])) : null;
  const out = record.out.includes(you) ? h("p", { class: "notice" }, words.say("You have no chips left: you are out of the match."))
    : record.out.length ? h("p", { class: "small" }, words.say("Out of chips, out of the match: {names}.", { names: words.list(record.out) }))
      : null;
  return h("section", { class: "card result-card p7-result", "aria-labelledby": `p7-result-${record.hand}` },
    h("p", { class: "result-kicker" }, words.say("Hand {n}", { n: record.hand })),
    h("h2", { id: `p7-result-${record.hand}` }, words.headline(record)),
    h("ul", { class: "result-lines" }, pots),
    record.by_fold ? null : h("div", { class: "p7-common" }, h("p", { class: "small muted" }, words.say("Common cards")),
      cardRow(record.common, words.say("Common cards"))),
    hands.length ? h("ul", { class: "p7-hands" }, hands) : null, chips, out,
    view.phase === "hand_over" && record === view.public.record ? seenControls(ctx, view, words) : null);
}

/** The common cards, the pots and the street. */
export function tablePanel(view, words) {
  const pub = view.public;
  const live = ["bet", "show", "showdown"].includes(view.phase);
  const common = pub.cards === "physical"
    ? h("p", { class: "small" }, words.say("{n} common cards are turned on the table.", { n: pub.common_count }))
    : pub.common.length ? new Hand({ cards: pub.common, label: words.say("Common cards"), layout: "row" }).el
      : h("p", { class: "small muted" }, words.say("No common card yet."));
  const pots = pub.pots.length ? potsRow(pub.pots, { name: (pot, i) => words.potName(i, pub.pots.length) }) : null;
  const who = pub.pots.length > 1 ? h("ul", { class: "small p7-eligible" }, pub.pots.map((pot, i) => h("li", {},
    h("strong", {}, words.potName(i, pub.pots.length)), ": ", words.list(pot.eligible.filter((s) => !pub.folded.includes(s)))))) : null;
  const betting = pub.bets.reduce((sum, n) => sum + n, 0);
  const inBets = betting ? h("p", { class: "small p7-inbets" }, words.say("+ {n} bet in this round", { n: betting })) : null;
  const streets = { 1: words.say("Hole cards"), 2: words.say("Three common cards"),
    3: words.say("Five common cards"), 4: words.say("After the show") };
  const street = view.phase === "show" ? words.say("Each player shows one card.")
    : live && pub.street ? streets[pub.street] : "";
  return h("section", { class: "card p7-table", "aria-label": words.say("Table") },
    h("h2", {}, words.say("Hand {n}", { n: pub.hand }), pub.hands ? ` / ${pub.hands}` : "",
      street ? h("span", { class: "small muted p7-street" }, ` · ${street}`) : null),
    common, pots, who, inBets,
    pub.prearranged && pub.hand === 1 ? h("p", { class: "small muted" }, words.say("Prearranged deal.")) : null);
}

/** Every player: stack, this round's bet, dealer, folded / all-in / to act, the card shown. */
export function playersPanel(view, words) {
  const pub = view.public;
  const you = view.you ? view.you.seat : null;
  const live = ["bet", "show", "showdown"].includes(view.phase);
  const rows = view.seats.map(({ seat }) => {
    const playing = pub.in_hand.includes(seat) && (live || pub.chips[seat] > 0);
    const state = (view.left || []).includes(seat) ? words.say("left the table")
      : !playing ? words.say("out")
      : pub.folded.includes(seat) ? words.say("folded")
        : pub.all_in.includes(seat) ? words.say("all-in")
          : pub.actor === seat ? words.say("to act") : pub.shower === seat ? words.say("to show") : "";
    const shown = pub.shown[String(seat)];
    return h("li", { class: ["p7-player", pub.actor === seat || pub.shower === seat ? "p7-acting" : "",
      pub.folded.includes(seat) ? "p7-folded" : "", seat === you ? "p7-me" : ""].filter(Boolean).join(" ") },
    h("span", { class: "p7-name" }, words.name(seat), seat === you ? h("span", { class: "visually-hidden" }, ` (${words.say("you")})`) : "",
      seat === pub.dealer ? h("span", { class: "tag p7-dealer", title: words.say("Dealer") }, "D") : null),
    h("span", { class: "p7-state small" }, state),
    shown ? h("span", { class: "p7-showncard small" }, words.card(shown)) : null,
    pub.bets[seat] ? h("span", { class: "p7-bet small" }, words.say("bet {n}", { n: pub.bets[seat] })) : null,
    chipCount(pub.chips[seat], { label: words.sayN("{name}: {n} chip", "{name}: {n} chips", pub.chips[seat], { name: words.name(seat) }) }));
  });
  return h("section", { class: "card", "aria-label": words.say("Players") },
    h("h2", {}, words.say("Players")), h("ul", { class: "p7-players" }, rows), standInLine(view, words));
}

/** The last move a left seat's stand-in made in this hand: "Bob's stand-in folds." */
function standInLine(view, words) {
  const pub = view.public;
  const last = [...pub.history].reverse().find((entry) => entry.hand === pub.hand && entry.stand_in);
  if (!last) return null;
  const name = words.name(last.seat);
  const text = last.event === "show" ? words.say("{name}'s stand-in shows a card.", { name })
    : last.how === "fold" ? words.say("{name}'s stand-in folds.", { name })
      : words.say("{name}'s stand-in checks.", { name });
  return h("p", { class: "small muted p7-stand-in" }, text);
}

/** This seat's two cards, face down unless the button is held (widgets/secret_hand.js). */
export function holePanel(view, words) {
  const hole = (view.private || {}).hole || [];
  if (!hole.length) return null;
  return h("section", { class: "card p7-hole", "aria-label": words.say("Your cards") },
    h("h2", {}, words.say("Your cards")),
    new SecretHand({ hand: { cards: hole, label: words.say("Your cards"), layout: "row" },
      texts: { show: words.say("Hold to see your cards"), hint: words.say("Only you see them. They hide again when you let go.") } }).el);
}

/** One player's past hands: cards shown, groups, chips won or lost. */
function historyLines(view, words, seat) {
  return [...view.public.records].reverse().filter((r) => String(seat) in r.won).map((record) => {
    const won = record.won[String(seat)];
    const shown = record.shown[String(seat)];
    const what = record.folded.includes(seat) ? words.say("folded")
      : shown ? `${shown.map((c) => words.card(c)).join(", ")} — ${words.groups(record.groups[String(seat)])}`
        : words.say("won, nobody called");
    return h("li", {}, h("strong", {}, words.say("Hand {n}", { n: record.hand })), ": ", what, " · ",
      change(won));
  });
}

/** The hand history, for one player chosen in a list (by default this seat or the first). */
export function historyPanel(view, words) {
  if (!view.public.records.length) return null;
  const you = view.you && view.you.seat !== null && view.you.seat !== undefined ? view.you.seat : view.seats[0].seat;
  const list = h("ul", { class: "results p7-history" }, historyLines(view, words, you));
  const choose = h("select", { "aria-label": words.say("Player"), onchange: () =>
    list.replaceChildren(...historyLines(view, words, Number(choose.value))) },
  view.seats.map(({ seat }) => h("option", { value: seat, selected: seat === you }, words.name(seat))));
  return h("section", { class: "card", "aria-label": words.say("Hand history") },
    h("h2", {}, words.say("Hand history")), choose, list);
}

/** A moderator who does not play: every hole card, behind the show/hide toggle. */
export function moderatorPanel(view, words) {
  const holes = (view.private || {}).hands;
  if (!holes) return null;
  return secretsCard({ intro: words.say("Every player's cards (only you see them)."),
    show: words.say("Show every hand"), hide: words.say("Hide them"), region: words.say("Every hand") },
  Object.entries(holes).filter(([, cards]) => cards.length).map(([seat, cards]) =>
    h("li", {}, `${words.name(Number(seat))}: ${cards.map((c) => words.card(c)).join(", ")}`)));
}
