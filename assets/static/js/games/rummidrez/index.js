// RummiDrez's seat screen and table screen (seed 004 RummiDrez; docs/rules-decisions.md#rummidrez):
// the melds on the table, this seat's hand behind "Hold to see your hand", the turn composed by
// taps and laid as the whole table (turn.js), the players' scores and hand sizes, the end of
// each hand and of the match. The solitaire adds a hint and the moderator's undo (a table of one
// belongs to its player). Interface shared by every game module:
//   mount(root, ctx) -> { update(info, view) -> {text, sub, kind}, ownUndo };  renderPublic(view, el, game)

import { api } from "../../api.js";
import { confirmButton, h, Slot } from "../../dom.js";
import { DeckWords } from "../../deck_words.js";
import { secretsCard, turnStatus } from "../../seat_screen.js";
import { useStylesheet } from "../../stylesheet.js";
import { cardNames } from "../../widgets/art.js";
import { newestEvent } from "../../widgets/last_event.js";
import { seenControls } from "../../widgets/seen.js";
import { CARD_BUTTON_STYLESHEET } from "../kit/card_button.js";
import { eventText, historyCard, lastPlay } from "./events.js";
import { cardRow, meldsList } from "./melds.js";
import { handEndCard, outcomeText, playersCard } from "./panels.js";
import { Turn } from "./turn.js";

const STYLESHEETS = [CARD_BUTTON_STYLESHEET, new URL("../../../css/rummidrez.css", import.meta.url).href];

/** The physical-cards form: every seat's cards left when the hand ended, and "blocked". */
function resultForm(ctx, view, words) {
  const inputs = view.seats.map(({ seat }) => h("input", { type: "number", min: "0", inputmode: "numeric",
    value: "0", "aria-label": words.name(seat), dataset: { seat: String(seat) } }));
  const blocked = h("input", { type: "checkbox" });
  const error = h("p", { class: "error", role: "alert" });
  const send = async (event) => {
    event.preventDefault();
    const left = Object.fromEntries(inputs.map((input) => [input.dataset.seat, Number(input.value)]));
    error.textContent = (await ctx.move("hand_result", { cards_left: left, blocked: blocked.checked })) || "";
  };
  return h("form", { class: "card rd-result", onsubmit: send },
    h("h2", {}, words.say("Cards left when the hand ended")),
    view.seats.map(({ seat }, i) => h("label", { class: "rd-count" }, words.name(seat), inputs[i])),
    h("label", { class: "rd-blocked" }, blocked, words.say("Blocked: nobody could play")),
    h("button", { type: "submit", class: "btn big primary wide" }, words.say("Send the result")), error);
}

function endCard(view, words) {
  if (!view.outcome) return null;
  return h("section", { class: "card rd-end" }, h("h2", {}, words.say("Game over")),
    h("p", {}, outcomeText(view.outcome, words)));
}

/** A moderator's "End the match now" at a match against the clock (asks for a second tap). */
function clockCard(ctx, view, words) {
  const pub = view.public;
  if (!(view.you && view.you.moderator) || pub.target !== null || pub.solitaire || view.outcome) return null;
  return h("section", { class: "card rd-clock" }, h("p", {}, words.say("Played against the clock.")),
    confirmButton(words.say("End the match now"), words.say("Tap again to end the match"),
      () => ctx.move("end_match", {})));
}

/** A moderator who does not play: every hand behind the show/hide toggle (never the deck). */
function handsCard(view, words, names) {
  const hands = (view.private || {}).hands;
  if (!hands || view.outcome) return null;
  return secretsCard({ intro: words.say("You moderate without playing: you may see every hand (never the deck's order)."),
    show: words.say("Show every hand"), hide: words.say("Hide the hands"), region: words.say("Hands") },
  view.seats.map(({ seat }) => h("li", {}, h("div", { class: "line1" }, h("span", { class: "pname" }, words.name(seat))),
    cardRow(hands[String(seat)] || [], { names, label: words.name(seat) }))));
}

/** What the solitaire's turn asks now (R7): the draw that opens it, then melds and its end. */
function soloTurn(pub, words) {
  if (!pub.drawn && pub.deck_count > 0) return words.say("Draw a card: every turn starts with one.");
  if (pub.deck_count === 0) return words.say("Lay what you can, then finish the game.");
  return pub.melded[0] ? words.say("Lay cards or rearrange the melds, then end your turn.")
    : words.say("First meld: lay at least 7 cards in new melds, or end your turn.");
}

/** The status line and the last event (widgets/last_event.js). */
function status(view, info, words) {
  return { ...statusLine(view, info, words), last: newestEvent(view.public.history, (e) => eventText(e, words)) };
}

function statusLine(view, info, words) {
  if (view.outcome) return { text: words.say("Game over"), sub: outcomeText(view.outcome, words), kind: "over" };
  const pub = view.public;
  const step = pub.hand_result ? words.say("The hand is over.")
    : pub.solitaire ? words.say("Moves: {n}", { n: pub.moves }) : words.say("Hand {n}", { n: pub.hand });
  const seat = view.you ? view.you.seat : null;
  const mine = pub.hand_result || pub.cards === "physical" || seat === null ? ""
    : pub.solitaire ? soloTurn(pub, words)
      : pub.melded[seat] ? words.say("Lay cards or rearrange the table's melds, or draw a card.")
        : words.say("First meld: lay at least 7 of your own cards in new melds, or draw a card.");
  // Between hands every seat may deal: say the hand is over, not "Your turn" to all (X2).
  return turnStatus(view, info, { yourTurn: pub.hand_result ? step : words.say("Your turn."),
    waitingFor: (seats) => words.say("Waiting for {names}.", { names: words.list(seats) }) }, step, mine || undefined);
}

/** The table screen, made to fit a landscape screen without scrolling (.screen-fit): the last
 * hand's end above the melds, both wide, the players beside them; the newest play is the line
 * under the status, its melds marked. */
export function renderPublic(view, el, game) {
  useStylesheet(el, STYLESHEETS);
  const words = new DeckWords(game, view.seats);
  const draw = (names) => el.replaceChildren(endCard(view, words) || "", h("div", { class: "screen-columns screen-fit rd-columns" },
    h("div", {}, handEndCard(view, words) || "", h("section", { class: "card rd-table rd-screen" }, h("h2", {}, words.say("Table")),
      meldsList({ groups: view.public.table, names, words, changed: lastPlay(view) }))),
    h("div", {}, playersCard(view, words))));
  draw({});
  cardNames("pokerdrez").then(draw);
  return status(view, {}, words);
}

export function mount(root, ctx) {
  useStylesheet(root, STYLESHEETS);
  let names = {};
  let last = null;
  const undo = () => ctx.run(() => api("POST", `/api/tables/${ctx.code}/undo`, { version: last.view.version }));
  const turn = new Turn(ctx, undo);
  const end = new Slot(root);
  const between = new Slot(root);
  root.append(turn.el);
  const players = new Slot(root);
  const clock = new Slot(root);
  const secrets = new Slot(root);
  const history = new Slot(root);
  const paint = () => {
    const { info, view } = last;
    const words = new DeckWords(ctx.game, view.seats);
    const moves = (view.private || {}).moves || [];
    turn.update(view, words, names, info.paused);
    end.show([view.outcome], () => endCard(view, words));
    between.show([view.public.hand_result, moves, view.public.cards, view.public.hand, view.public.to_see, view.seats], () => {
      if (moves.includes("hand_result")) return resultForm(ctx, view, words);
      if (view.outcome || !view.public.hand_result) return null;
      return handEndCard(view, words, ...(view.phase === "hand_over" ? seenControls(ctx, view, words) : []));
    });
    players.show([view.public, view.seats], () => playersCard(view, words));
    clock.show([view.public.target, Boolean(view.outcome), view.you], () => clockCard(ctx, view, words));
    secrets.show([(view.private || {}).hands, Boolean(view.outcome), Object.keys(names).length],
      () => handsCard(view, words, names));
    history.show([view.public.history, view.seats], () => historyCard(view, words));
    return status(view, info, words);
  };
  cardNames("pokerdrez").then((found) => {
    names = found;
    if (last) paint();
  });
  return {
    ownUndo: true, // the solitaire's own undo (turn.js): the moderator tools add none (A-N12)
    update(info, view) {
      last = { info, view };
      return paint();
    },
  };
}
