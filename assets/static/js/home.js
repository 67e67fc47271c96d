// Home page: the moderator creates a table (POST /api/tables), claims seat 0 when also playing,
// and goes to the table page. Also the join-by-code box.

import { api } from "./api.js";
import { t, tn } from "./i18n.js";

const form = document.getElementById("new-table");
const players = document.getElementById("players");
const hint = document.getElementById("players-hint");
const errorBox = document.getElementById("create-error");
const ownField = document.getElementById("own-name-field");
const ownName = document.getElementById("own-name");
const ownNameError = document.getElementById("own-name-error");

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
  hint.textContent = min === max ? tn("For {n} player.", "For {n} players.", min)
    : t("Between {min} and {max} players.", { min, max });
  for (const box of form.querySelectorAll(".game-options")) {
    box.hidden = box.dataset.game !== game.value;
  }
  showForCount(Number(players.value));
}

/** Show, and enable, the options for some player counts only (data-players-min and -max, from
 * templates/games/_option_fields.html for_players) while `count` is in their range. */
function showForCount(count) {
  for (const part of form.querySelectorAll("[data-players-min]")) {
    const high = part.dataset.playersMax === undefined ? Infinity : Number(part.dataset.playersMax);
    const applies = count >= Number(part.dataset.playersMin) && count <= high;
    part.hidden = !applies;
    part.disabled = !applies;
  }
}

/** A newly chosen game starts at its own player count (data-default: the engine's
 * default_players), not at the count left by the game chosen before. */
function chooseGame() {
  players.value = selectedGame().dataset.default;
  clampPlayers();
}

/** What one option control sends (templates/games/_option_fields.html): a checkbox true or
 * false, else its value as a number (data-type="int"), as JSON ("json") or as text. */
function optionValue(input) {
  if (input.type === "checkbox") return input.checked;
  if (input.dataset.type === "int") return Number(input.value);
  if (input.dataset.type === "json") return JSON.parse(input.value);
  return input.value;
}

/** The options of game `gameId` from its enabled controls: a radio that is not checked and an
 * empty field send nothing (the engine's default); "a.b" fills key b of option a; a "list"
 * control adds its value to the option's list, in page order. */
function gameOptions(gameId) {
  const options = {};
  const box = form.querySelector(`.game-options[data-game="${gameId}"]`);
  for (const input of box ? box.querySelectorAll("[data-option]") : []) {
    if (input.matches(":disabled") || input.closest("fieldset:disabled")) continue;
    if (input.type === "radio" && !input.checked) continue;
    if (input.value === "" && input.type !== "checkbox" && input.type !== "radio") continue;
    const [name, key] = input.dataset.option.split(".");
    const value = optionValue(input);
    if (input.dataset.type === "list") {
      options[name] = [...(options[name] || []), value];
    } else if (key) {
      options[name] = { ...options[name], [key]: value };
    } else {
      options[name] = value;
    }
  }
  return options;
}

/** Show, and enable, the controls a choice reveals ([data-reveals]) only while it is taken. */
function showRevealed() {
  for (const control of form.querySelectorAll("[data-reveals]")) {
    const part = document.getElementById(control.dataset.reveals);
    part.hidden = !control.checked;
    part.disabled = !control.checked;
  }
}

/** A stepper's − and + buttons: one step, kept within its field's min and max. */
function stepField(button, step) {
  const input = button.closest(".stepper").querySelector("input");
  const low = input.min === "" ? -Infinity : Number(input.min);
  const high = input.max === "" ? Infinity : Number(input.max);
  input.value = String(Math.min(high, Math.max(low, (Number(input.value) || 0) + step)));
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

for (const button of form.querySelectorAll("[data-step]")) {
  button.addEventListener("click", () => {
    players.value = String(Number(players.value) + Number(button.dataset.step));
    clampPlayers();
  });
}
for (const button of form.querySelectorAll("[data-option-step]")) {
  button.addEventListener("click", () => stepField(button, Number(button.dataset.optionStep)));
}
form.addEventListener("change", showRevealed);
showRevealed();
players.addEventListener("change", clampPlayers);
for (const radio of form.querySelectorAll('input[name="game"]')) {
  radio.addEventListener("change", chooseGame);
}
for (const radio of form.querySelectorAll('input[name="moderator"]')) {
  radio.addEventListener("change", () => {
    ownField.hidden = form.moderator.value !== "player";
    ownNameError.textContent = "";
    if (!ownField.hidden) ownName.focus();
  });
}
ownName.addEventListener("input", () => { ownNameError.textContent = ""; });
clampPlayers();

form.addEventListener("submit", async (event) => {
  event.preventDefault();
  errorBox.textContent = "";
  ownNameError.textContent = "";
  const game = selectedGame();
  if (!game) return;
  const moderator = form.moderator.value;
  const name = ownName.value.trim();
  if (moderator === "player" && !name) {
    ownNameError.textContent = t("Type your name to take the first seat.");
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
