// A table's moves over its WebSocket (api.md, "Moves over a socket"), and by POST while the
// socket is not open. Each move carries its client id on both paths, so a move whose answer
// was lost with a dropped socket is sent again by POST and the server still applies it once.
// The socket only carries this phone's moves and their answers; live updates come from the
// event stream (live.js).

import { ApiError, postMove } from "./api.js";

/** How long a move waits for its answer on the socket before it is sent again by POST. */
const ANSWER_MS = 5000;
/** Waits before opening the socket again after it closed, growing with each failure. */
const REOPEN_MS = [1000, 2000, 5000, 15000, 30000];

export class MoveSocket {
  /** @param {string} code table code */
  constructor(code) {
    this.code = code;
    this.ws = null;
    this.pending = new Map();
    this.failures = 0;
    this.reopenAt = 0;
    this.holding = null;
  }

  /** Who this phone is at the table, as its view says (`you`). The socket keeps the cookies
   *  it was opened with, so when the phone's seat changes (a moderator who plays takes a seat
   *  on this page) it is opened again; a move still waiting on the old one goes by POST. */
  holder(you) {
    const holding = `${you?.seat ?? "-"}/${Boolean(you?.moderator)}`;
    if (holding === this.holding) return;
    if (this.holding !== null) this.drop();
    this.holding = holding;
    this.open();  // first once the page knows it has a seat or the moderation
  }

  /** Close the socket now and send the moves waiting on it by POST. */
  drop() {
    const old = this.ws;
    this.ws = null;
    if (old) old.close();
    for (const id of [...this.pending.keys()]) this.byPost(id);
  }

  open() {
    if (typeof WebSocket === "undefined") return;
    const scheme = window.location.protocol === "https:" ? "wss:" : "ws:";
    let ws;
    try {
      ws = new WebSocket(`${scheme}//${window.location.host}/api/tables/${this.code}/socket`);
    } catch {
      // A browser that refuses the address outright (an older Content-Security-Policy rule
      // for ws:): every move goes by POST.
      this.reopenAt = Infinity;
      return;
    }
    ws.addEventListener("open", () => {
      this.failures = 0;
    });
    ws.addEventListener("message", (event) => this.answered(event.data));
    ws.addEventListener("close", () => this.closed(ws));
    this.ws = ws;
  }

  /** The socket ended (closed by either side, or never opened): the moves still waiting on it
   *  go by POST, and the next move after a growing wait opens it again. */
  closed(ws) {
    if (this.ws !== ws) return;
    this.ws = null;
    this.reopenAt = Date.now() + REOPEN_MS[Math.min(this.failures, REOPEN_MS.length - 1)];
    this.failures += 1;
    for (const id of [...this.pending.keys()]) this.byPost(id);
  }

  /** Send a move once with the client id `id`: resolve to `{version}`, or reject with an
   *  ApiError (status 0: no network), as `postMove` does. */
  send(move, args, id) {
    if (!this.ws && this.holding !== null && Date.now() >= this.reopenAt) this.open();
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN) return postMove(this.code, move, args, id);
    return new Promise((resolve, reject) => {
      // No answer in time: the socket may be dead without knowing it (the Wi-Fi changed).
      const timer = setTimeout(() => this.silent(), ANSWER_MS);
      this.pending.set(id, { move, args, resolve, reject, timer });
      this.ws.send(JSON.stringify({ move, args, id }));
    });
  }

  answered(data) {
    let answer;
    try {
      answer = JSON.parse(data);
    } catch {
      return;
    }
    const entry = this.pending.get(answer.id);
    if (!entry) return;
    this.pending.delete(answer.id);
    clearTimeout(entry.timer);
    if (answer.error) {
      entry.reject(new ApiError(answer.status, answer.error.code, answer.error.message,
        answer.error.rule || null));
    } else {
      entry.resolve({ version: answer.version });
    }
  }

  /** A move got no answer in time: give this socket up (the next move opens another after
   *  the usual wait) and send its moves by POST. */
  silent() {
    const ws = this.ws;
    if (!ws) return;
    this.closed(ws);
    ws.close();
  }

  /** No answer on the socket: send the move again by POST, with the same id. */
  byPost(id) {
    const entry = this.pending.get(id);
    if (!entry) return;
    this.pending.delete(id);
    clearTimeout(entry.timer);
    postMove(this.code, entry.move, entry.args, id).then(entry.resolve, entry.reject);
  }
}
