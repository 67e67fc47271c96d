// The phone's own rejoin QR, hidden behind a control: scanning it on another phone and tapping
// "Continue on this phone" there moves this seat (GET /rejoin/{code}?t=..., then POST …/claim;
// api.md). The token stays in the HttpOnly cookie; the server builds the QR from it.

import { confirmButton, h } from "./dom.js";
import { t } from "./i18n.js";
import { fetchQr, qrBox } from "./qr.js";

/** A card with a "move to another phone" control for this phone's seat. `alone`: a table of one
 * played by its moderator, where the card is the only way to go on on another device (nobody
 * else could give the seat a new code). */
export function rejoinCard(code, alone = false) {
  const holder = h("div", { "aria-live": "polite" });
  const hide = h("button", { type: "button", class: "btn wide", hidden: true }, t("Hide the code"));
  const error = h("p", { class: "error", role: "alert" });
  const show = confirmButton(t("Show my rejoin code"), t("Tap again: nobody else may see it"), async () => {
    error.textContent = "";
    try {
      const svg = await fetchQr(`/table/${code}/rejoin.svg`, {});
      holder.replaceChildren(qrBox(svg, t("Scan this with your new phone. Anyone who scans it takes your seat.")));
      show.hidden = true;
      hide.hidden = false;
    } catch {
      error.textContent = t("The code could not be shown. Try again.");
    }
  });
  hide.addEventListener("click", () => {
    holder.replaceChildren();
    hide.hidden = true;
    show.hidden = false;
  });
  return h("section", { class: "card", "aria-labelledby": "rejoin-title" },
    h("h2", { id: "rejoin-title" }, t("Move to another phone")),
    alone ? null : h("p", { class: "small muted" }, t("If your phone runs out of battery, the moderator can also give your seat a new code.")),
    show, holder, hide, error);
}
