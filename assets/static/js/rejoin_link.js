// The rejoin link's page (/rejoin/{code}?t=...): opening it uses nothing (a chat app fetches a
// link for its preview); its button uses the single-use code (POST /api/tables/{code}/claim),
// which gives this phone the seat or the moderation and its cookie, then opens the table page.

import { api } from "./api.js";

const code = document.body.dataset.code;
const secret = new URLSearchParams(location.search).get("t") || "";
const button = document.getElementById("rejoin-use");
const errorBox = document.getElementById("rejoin-error");

button.addEventListener("click", async () => {
  button.disabled = true;
  errorBox.textContent = "";
  try {
    await api("POST", `/api/tables/${code}/claim`, { code: secret });
    location.replace(`/table/${code}`);
  } catch (error) {
    errorBox.textContent = error.message;
    // A used code stays used (another phone took it meanwhile); anything else may be retried.
    button.hidden = error.code === "used_code";
    button.disabled = false;
  }
});
