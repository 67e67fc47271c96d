// Join page: show the table, claim a seat with a name (POST /api/tables/{code}/seats), then go to
// the table page. A phone that already holds a seat here is sent on to it.

import { api, hasSeat } from "./api.js";
import { h } from "./dom.js";
import { gameData, seatsTaken, t } from "./i18n.js";

const code = document.body.dataset.code;
const about = document.getElementById("join-about");
const form = document.getElementById("join-form");
const errorBox = document.getElementById("join-error");
const seated = document.getElementById("seated");
const already = document.getElementById("already");

function showTable(table) {
  const game = gameData(table.game);
  const taken = table.seats.length;
  const parts = [game ? game.name : table.game,
    seatsTaken(taken, table.players)];
  let closed = "";
  if (table.status !== "lobby") closed = t("This game has already started.");
  else if (table.locked) closed = t("The moderator has locked this table.");
  else if (taken >= table.players) closed = t("Every seat is taken.");
  about.textContent = parts.join(" · ");
  if (closed && already.hidden) {
    errorBox.textContent = `${closed} ${t("Ask the moderator for a rejoin QR code.")}`;
    form.querySelector("button").disabled = true;
  }
  seated.replaceChildren(...table.seats.map((seat, index) => h("li", {},
    h("span", { class: "pos", "aria-hidden": "true" }, index + 1),
    h("span", { class: "name" }, seat.name))));
  if (!table.seats.length) {
    seated.append(h("li", { class: "empty" }, h("span", { class: "name" }, t("Nobody yet."))));
  }
}

async function load() {
  try {
    showTable(await api("GET", `/api/tables/${code}`));
  } catch (error) {
    errorBox.textContent = error.status === 404 ? t("There is no table with this code.") : error.message;
    form.querySelector("button").disabled = true;
    return;
  }
  if (document.body.dataset.hasPass !== "yes") return; // never joined here: the form stays
  try {
    const view = await api("GET", `/api/tables/${code}/view`);
    if (hasSeat(view.you)) {
      already.hidden = false;
      form.hidden = true;
      errorBox.textContent = "";
      document.getElementById("already-text").textContent =
        t("This phone already has a seat here as {name}.", { name: view.you.name || "" });
    }
  } catch {
    // No seat yet: the form stays.
  }
}

form.addEventListener("submit", async (event) => {
  event.preventDefault();
  errorBox.textContent = "";
  const name = form.name.value.trim();
  if (!name) {
    errorBox.textContent = t("Type your name first.");
    form.name.focus();
    return;
  }
  const button = form.querySelector("button");
  button.disabled = true;
  try {
    await api("POST", `/api/tables/${code}/seats`, { name });
    window.location.assign(`/table/${code}`);
  } catch (error) {
    errorBox.textContent = error.message;
    button.disabled = false;
    load();
  }
});

load();
// Keep the list of seated players current while this phone is deciding.
setInterval(async () => {
  if (document.visibilityState !== "visible" || form.hidden) return;
  try {
    showTable(await api("GET", `/api/tables/${code}`));
  } catch {
    // A missed refresh changes nothing; the next one tries again.
  }
}, 5000);
