// Politburo's words on the phone: ministry and member texts from the catalogue (printed cards,
// in the page language) and the sentences of the public history.

import { GameWords } from "../../game_words.js";
import { t } from "../../i18n.js";

export const MINISTRIES = ["defence", "finance", "security"];
export const LEVELS = [-3, -2, -1, 0, 1, 2, 3];
export const MAX_INFLUENCE = 3;
export const ATTEMPTS = 3;

/** "+2", "0", "−1" (a true minus sign). */
export function signed(value) {
  if (value > 0) return `+${value}`;
  if (value < 0) return `−${Math.abs(value)}`;
  return "0";
}

export class Words extends GameWords {
  /** @param {object|null} game catalogue data @param {{seat:number,name:string}[]} seats */
  constructor(game, seats, you) {
    super(game, seats);
    this.game = game || {};
    this.you = you;
  }

  /** Politburo's texts are the page's own dictionary (every text the scripts hand to `t`): `say`
   * is `t`. */
  say(msgid, params = {}) {
    return t(msgid, params);
  }

  /** The seats' names as a list in words, "nobody" for none. */
  list(seats) {
    return seats.length ? super.list(seats) : t("nobody");
  }

  ministry(id) {
    const card = this.game.components?.ministries?.[id];
    const fallback = { defence: t("Defence"), finance: t("Finance"), security: t("Security") };
    return card?.short || card?.name || fallback[id] || id;
  }

  /** The member card's texts: {name, title, quote, victory} (missing fields are ""). */
  member(id) {
    const card = this.game.components?.members?.[id] || {};
    const name = card.name || id.charAt(0).toUpperCase() + id.slice(1);
    return { name, title: card.title || "", quote: card.quote || "", victory: card.victory || "" };
  }

  memberLabel(id) {
    const card = this.member(id);
    return card.title ? `${card.title} ${card.name}` : card.name;
  }

  /** One public history event as a sentence, or null for a kind this page does not know. */
  event(e) {
    const ministry = e.ministry ? this.ministry(e.ministry) : "";
    switch (e.type) {
      case "general_secretary":
        return t("{name} is General Secretary.", { name: this.name(e.seat) });
      case "plan":
        if (e.result === "automatic") {
          return t("{ministry} is approved without a vote: two ministries were rejected.", { ministry });
        }
        {
          const params = { ministry, for: this.list(e.approve), against: this.list(e.reject) };
          if (e.result === "approved") {
            return t("Vote on {ministry}: approved. For: {for}. Against: {against}.", params);
          }
          if (e.result === "rejected") {
            return t("Vote on {ministry}: rejected. For: {for}. Against: {against}.", params);
          }
          return t("Vote on {ministry}: tie. For: {for}. Against: {against}.", params);
        }
      case "casting_vote":
        return e.approve ? t("Casting vote: {ministry} approved.", { ministry })
          : t("Casting vote: {ministry} rejected.", { ministry });
      case "appoint":
        return t("Attempt {attempt}: {names} appointed to execute.",
          { attempt: e.attempt, names: this.list(e.players) });
      case "execution": {
        const params = { attempt: e.attempt, repress: e.repress, reform: e.reform, ministry,
          change: signed(e.change), level: signed(e.level) };
        if (e.unanimous) {
          return t("Attempt {attempt}: unanimous ({repress} repress, {reform} reform). {ministry} {change}, now {level}.", params);
        }
        if (e.attempt < ATTEMPTS) {
          return t("Attempt {attempt}: {repress} repress, {reform} reform. No unanimity.", params);
        }
        return t("Attempt {attempt}: {repress} repress, {reform} reform. {ministry} {change}, now {level}. Purge!", params);
      }
      case "purge":
        return t("Purge: the deviant was {deviant}. {punished} lost 1 influence.",
          { deviant: this.name(e.deviant), punished: this.list(e.punished) });
      case "too_few_players":
        return t("Fewer than three players are left at the table: the game ends here, scored as it stands.");
      default:
        return null;
    }
  }

  /** The purge's revealed cards, one sentence per executor. */
  purgeCards(e) {
    return e.executors.map((x) => {
      const params = { card: x.card, name: this.name(x.seat), target: this.name(x.pointed_at) };
      return x.choice === "repress" ? t("Card {card}, {name}: repress; pointed at {target}.", params)
        : t("Card {card}, {name}: reform; pointed at {target}.", params);
    });
  }
}
