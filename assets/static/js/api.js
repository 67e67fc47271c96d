// The referee's JSON API (notes: api.md) as seen from a phone: same-origin cookies carry the
// seat or moderator token; errors come back as {"error": {"code", "message", "rule"?}} already
// in the phone's language (`rule`: the rules section a refused move names).

import { t } from "./i18n.js";

export class ApiError extends Error {
  constructor(status, code, message, rule = null) {
    super(message);
    this.status = status;
    this.code = code;
    this.rule = rule;
  }
}

/** Call the API; resolve to the JSON body, or reject with an ApiError (status 0: no network). */
export async function api(method, path, body) {
  const options = { method, credentials: "same-origin", headers: { Accept: "application/json" } };
  if (body !== undefined || method !== "GET") {
    // State-changing requests always go as JSON: the server refuses others (CSRF protection).
    options.headers["Content-Type"] = "application/json";
    options.body = JSON.stringify(body === undefined ? {} : body);
  }
  let response;
  try {
    response = await fetch(path, options);
  } catch {
    throw new ApiError(0, "network", t("No connection to the table. Check the Wi-Fi."));
  }
  let data = null;
  try {
    data = await response.json();
  } catch {
    data = null;
  }
  if (!response.ok) {
    const error = (data && data.error) || {};
    throw new ApiError(response.status, error.code || `http_${response.status}`,
      error.message || t("The server answered with an error ({status}).", { status: response.status }),
      error.rule || null);
  }
  return data;
}

/** Whether a view's `you` ({seat, moderator, name}) holds a seat at the table. */
export function hasSeat(you) {
  return Boolean(you) && you.seat !== null && you.seat !== undefined;
}

/** A random id for a move, so a retried request is applied once (works without HTTPS). */
export function clientId() {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Send a move once with the client id `id` (resend the same id: applied at most once). */
export function postMove(code, move, args, id) {
  return api("POST", `/api/tables/${code}/moves`, { move, args, id });
}
