// QR codes drawn by the server as SVG (referee/web/pages.py), shown inside the page.

import { h } from "./dom.js";

/** Fetch an SVG QR by POST (the body may carry a token: never put it in a URL). */
export async function fetchQr(path, body) {
  const response = await fetch(path, {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(String(response.status));
  const text = await response.text();
  const svg = new DOMParser().parseFromString(text, "image/svg+xml").documentElement;
  if (svg.nodeName !== "svg") throw new Error("not an SVG");
  return document.importNode(svg, true);
}

/** A white box holding a QR (node) with an optional caption below. */
export function qrBox(svg, caption) {
  return h("figure", { class: "qr-panel" },
    h("div", { class: "qr-box" }, svg),
    caption ? h("figcaption", { class: "small muted" }, caption) : null);
}
