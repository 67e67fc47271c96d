// NeuroDrez's words on a phone (seed 004 NeuroDrez; docs/rules-decisions.md#neurodrez): the page
// texts of these scripts (Babel domain "messages", read
// with `say`), the players' names, colours, surfaces, pieces and cards, the sentences of the
// history and of the end.

import { GameWords } from "../../game_words.js";
import { listNames } from "../../i18n.js";

/** The printed colours (ids of assets/games/neurodrez.yaml) → the piece art's colour names. */
export const ART_COLOURS = { blanco: "white", negro: "black", rojo: "red", verde: "green",
  azul: "blue", amarillo: "yellow" };

/** `text` with its first letter in upper case (a sentence that starts with a piece's name). */
function upperFirst(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export class Words extends GameWords {
  colour(id) {
    return { blanco: this.say("white"), negro: this.say("black"), rojo: this.say("red"),
      verde: this.say("green"), azul: this.say("blue"), amarillo: this.say("yellow") }[id] || id;
  }

  surface(id) {
    return { tierra: this.say("Earth"), agua: this.say("Water"), aire: this.say("Air"),
      fuego: this.say("Fire"), flora: this.say("Flora"), fauna: this.say("Fauna") }[id] || id;
  }

  figure(id) {
    return { king: this.say("King"), queen: this.say("Queen"), rook: this.say("Rook"),
      bishop: this.say("Bishop"), knight: this.say("Knight"), pawn: this.say("Pawn"),
      joker: this.say("Joker") }[id] || id;
  }

  /** "red knight" for the piece "rojo-knight": one phrase each, so that a language can make the
   * colour agree with the piece ("torre roja", "caballo rojo"). */
  piece(id) {
    const [colour, figure] = String(id).split("-");
    const names = {
      blanco: { king: this.say("white king"), queen: this.say("white queen"), rook: this.say("white rook"), bishop: this.say("white bishop"), knight: this.say("white knight"), pawn: this.say("white pawn") },
      negro: { king: this.say("black king"), queen: this.say("black queen"), rook: this.say("black rook"), bishop: this.say("black bishop"), knight: this.say("black knight"), pawn: this.say("black pawn") },
      rojo: { king: this.say("red king"), queen: this.say("red queen"), rook: this.say("red rook"), bishop: this.say("red bishop"), knight: this.say("red knight"), pawn: this.say("red pawn") },
      verde: { king: this.say("green king"), queen: this.say("green queen"), rook: this.say("green rook"), bishop: this.say("green bishop"), knight: this.say("green knight"), pawn: this.say("green pawn") },
      azul: { king: this.say("blue king"), queen: this.say("blue queen"), rook: this.say("blue rook"), bishop: this.say("blue bishop"), knight: this.say("blue knight"), pawn: this.say("blue pawn") },
      amarillo: { king: this.say("yellow king"), queen: this.say("yellow queen"), rook: this.say("yellow rook"), bishop: this.say("yellow bishop"), knight: this.say("yellow knight"), pawn: this.say("yellow pawn") },
    };
    const name = names[colour]?.[figure];
    return name || String(id);
  }

  /** "Water (Red)" for the tile "tile-rojo-agua". */
  tile(id) {
    const [, colour, surface] = String(id).split("-");
    return this.say("{surface} ({colour})", { surface: this.surface(surface), colour: this.colour(colour) });
  }

  /** A card as the view describes it ({figure, colour, neutral}) or by id: "Rook 3". */
  card(card) {
    if (typeof card === "string") {
      const [figure, number] = card.replace(/#\d+$/, "").split("-");
      return figure === "neutral" ? this.say("Neutral card") : `${this.figure(figure)} ${number}`;
    }
    return card.neutral ? this.say("Neutral card") : `${this.figure(card.figure)} ${card.colour}`;
  }

  /** How a destination is reached, short enough for a square: "colour", "surface", "move". */
  via(list) {
    return list.map((how) => ({ colour: this.say("colour"), surface: this.say("surface"),
      natural: this.say("move") }[how])).join(" + ");
  }

  /** One sentence of the public history. */
  event(e) {
    const name = this.name(e.seat);
    switch (e.event) {
      case "start":
        return this.say("{name} starts: highest start roll.", { name });
      case "roll":
        return this.say("{name} rolled {figure}, {colour}, {surface}.", { name, figure: e.figure,
          colour: this.colour(e.colour), surface: this.surface(e.surface) });
      case "place_tile":
        return this.say("{name} placed {tile} on {square}.", { name, tile: this.tile(e.cards[0]), square: e.square });
      case "remove_tile":
        return this.say("{name} removed {tile} from {square}.", { name, tile: this.tile(e.cards[0]), square: e.square });
      case "move": {
        const text = e.from
          ? this.say("{name}: {piece} {from}–{to}", { name, piece: this.piece(e.piece), from: e.from, to: e.to })
          : this.say("{name}: {piece} enters on {to}", { name, piece: this.piece(e.piece), to: e.to });
        const paid = e.cards.length ? ` (${this.card(e.cards[0])})` : "";
        const taken = e.captured ? `, ${this.say("captures {piece}", { piece: this.piece(e.captured) })}` : "";
        return `${text}${paid}${taken}.`;
      }
      case "conquer":
        return upperFirst(this.say("{piece} conquered {square}.", { piece: this.piece(e.piece), square: e.square }));
      case "forced_removal":
        return this.say("{name} could not move, withdrew {piece} and showed {cards}.", { name,
          piece: this.piece(e.piece), cards: listNames(e.cards.map((c) => this.card(c))) });
      case "no_move":
        return this.say("{name} could not move and showed {cards}.", { name,
          cards: listNames(e.cards.map((c) => this.card(c))) });
      case "call_sudden_death":
        return this.say("{name} called sudden death: it starts after this turn.", { name });
      case "sudden_death":
        return this.say("Sudden death: tiles are now removed.");
      case "concede":
        return e.how === "agreed" ? this.say("Everyone agreed to give up, at {name}'s offer.", { name })
          : this.say("{name} gave the game up.", { name });
      case "offer_concession":
        return this.say("{name} offers to give up.", { name });
      case "answer_concession":
        return e.how === "accept" ? this.say("{name} agrees to give up.", { name })
          : this.say("{name} plays on: the offer to give up is refused.", { name });
      case "concession_lapsed":
        return this.say("{name}'s offer to give up lapsed: the turn passed.", { name });
      case "resign":
        return this.say("{name} left and their side resigned.", { name });
      default:
        return "";
    }
  }

  /** "1 tile" / "15 tiles". */
  tiles(n) {
    return this.sayN("{n} tile", "{n} tiles", n);
  }

  /** "1 card" / "2 cards". */
  cards(n) {
    return this.sayN("{n} card", "{n} cards", n);
  }

  /** A hand's size in words: "1 tile, 2 cards". */
  tilesAndCards(tiles, cards) {
    return `${this.tiles(tiles)}, ${this.cards(cards)}`;
  }

  /** Why the game ended, in one sentence; `history` (the public one) names who gave it up. */
  reason(outcome, history) {
    switch (outcome.reason) {
      case "surface":
        return this.sayN("{names} holds all six {surface} tiles.", "{names} hold all six {surface} tiles.",
          outcome.side.length, { names: this.list(outcome.side), surface: this.surface(outcome.surface) });
      case "sudden_death_surface":
        return this.sayN("{names} holds every remaining {surface} tile.", "{names} hold every remaining {surface} tile.",
          outcome.side.length, { names: this.list(outcome.side), surface: this.surface(outcome.surface) });
      case "cooperative":
        return this.say("Every side holds a surface of its own: {surfaces}.", {
          surfaces: listNames(Object.values(outcome.surfaces || {}).map((s) => this.surface(s))) });
      case "lost":
        return this.say("Fewer surfaces are left on the terrain than there are sides.");
      case "resignation":
        return this.sayN("{names} wins: every other side resigned.", "{names} win: every other side resigned.",
          outcome.side.length, { names: this.list(outcome.side) });
      case "conceded":
        return this.event([...history].reverse().find((e) => e.event === "concede"));
      default:
        return "";
    }
  }
}
