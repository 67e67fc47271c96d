// Home page: the moderator creates a table (POST /api/tables), claims seat 0 when also playing,
// and goes to the table page. Also the join-by-code box.

import { api } from "./api.js";
import { t } from "./i18n.js";

const form = document.getElementById("new-table");
const players = document.getElementById("players");
const hint = document.getElementById("players-hint");
const errorBox = document.getElementById("create-error");
const ownField = document.getElementById("own-name-field");
const ownName = document.getElementById("own-name");

function selectedGame() {
  return form.querySelector('input[name="game"]:checked');
}

function clampPlayers() {
  const game = selectedGame();
  if (!game) return;
  const min = Number(game.dataset.min);
  const max = Number(game.dataset.max);
  players.min = String(min);
  players.max = String(max);
  const value = Math.round(Number(players.value)) || min;
  players.value = String(Math.min(max, Math.max(min, value)));
  hint.textContent = t("Between {min} and {max} players.", { min, max });
  for (const box of form.querySelectorAll(".game-options")) {
    box.hidden = box.dataset.game !== game.value;
  }
}

function gameOptions(gameId) {
  const options = {};
  const box = form.querySelector(`.game-options[data-game="${gameId}"]`);
  for (const input of box ? box.querySelectorAll("[data-option]") : []) {
    if (input.type === "radio" && !input.checked) continue; // a checkbox sends true or false
    const raw = input.type === "checkbox" ? input.checked : input.value;
    options[input.dataset.option] = input.dataset.type === "int" ? Number(raw) : raw;
  }
  return options;
}

for (const button of form.querySelectorAll("[data-step]")) {
  button.addEventListener("click", () => {
    players.value = String(Number(players.value) + Number(button.dataset.step));
    clampPlayers();
  });
}
players.addEventListener("change", clampPlayers);
for (const radio of form.querySelectorAll('input[name="game"]')) {
  radio.addEventListener("change", clampPlayers);
}
for (const radio of form.querySelectorAll('input[name="moderator"]')) {
  radio.addEventListener("change", () => {
    ownField.hidden = form.moderator.value !== "player";
    if (!ownField.hidden) ownName.focus();
  });
}
clampPlayers();

form.addEventListener("submit", async (event) => {
  event.preventDefault();
  errorBox.textContent = "";
  const game = selectedGame();
  if (!game) return;
  const moderator = form.moderator.value;
  const name = ownName.value.trim();
  if (moderator === "player" && !name) {
    errorBox.textContent = t("Type your name to take the first seat.");
    ownName.focus();
    return;
  }
  const options = gameOptions(game.value);
  const seed = form.seed.value.trim();
  if (seed !== "") {
    if (!/^\d+$/.test(seed)) {
      errorBox.textContent = t("The seed must be a whole number.");
      form.seed.focus();
      return;
    }
    options.seed = Number(seed);
  }
  const submit = form.querySelector('button[type="submit"]');
  submit.disabled = true;
  try {
    const table = await api("POST", "/api/tables", {
      game: game.value, players: Number(players.value), lang: form.lang.value, options, moderator,
    });
    if (moderator === "player") {
      try {
        await api("POST", `/api/tables/${table.code}/seats`, { name });
      } catch {
        // The table exists: its lobby offers the moderator's seat again, with the reason.
      }
    }
    window.location.assign(`/table/${encodeURIComponent(table.code)}`);
  } catch (error) {
    errorBox.textContent = error.message;
    submit.disabled = false;
  }
});

const joinForm = document.getElementById("join-code");
joinForm.addEventListener("submit", (event) => {
  event.preventDefault();
  const code = joinForm.code.value.trim().toUpperCase();
  if (/^[A-Z0-9]{3,16}$/.test(code)) {
    window.location.assign(`/join/${code}`);
  } else {
    joinForm.code.setCustomValidity(t("A table code has letters and digits only."));
    joinForm.code.reportValidity();
    joinForm.code.setCustomValidity("");
  }
});
