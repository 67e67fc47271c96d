// Live updates of one table (docs/architecture.md, Live updates): Server-Sent Events say
// "version N", the page then fetches its own view; or, for a page that takes views (a `view`
// handler), each event carries this phone's own view, so nothing need be fetched.
// EventSource reconnects by itself; when the stream is closed for good it is reopened with a
// growing delay, and while it is down the view is polled. The page also resyncs whenever it
// becomes visible again or the network comes back.

const POLL_MS = 4000;
const BACKOFF_MS = [1000, 2000, 4000, 8000, 15000, 30000];

const TABLE_CODE = /^[A-Za-z0-9]{3,16}$/;
let leaving = false;

/** Follow a rematch to table `code`'s page (`suffix`: "/screen" for the table screen), once:
 * the news reaches a page by the stream, by its next view and (the moderator's) by the answer
 * to "Play again", and a second navigation would abort the first. A malformed code is ignored. */
export function followRematch(code, suffix = "") {
  if (leaving || !TABLE_CODE.test(code)) return;
  leaving = true;
  window.location.assign(`/table/${code}${suffix}`);
}

function holderKey(you) {
  return `${you.seat}|${you.moderator}`;
}

export class Live {
  /**
   * @param {string} code table code
   * @param {{refresh: () => void, rematch: (code: string) => void,
   *          state: (s: "connecting"|"live"|"polling"|"offline") => void,
   *          view?: (view: object) => void}} handlers `view`: the stream carries this
   *          phone's view (`?views=1`) and each new one is handed to it
   * @param {string} url the event stream (the table screen reads the public one)
   */
  constructor(code, handlers, url = `/api/tables/${code}/events`) {
    this.url = handlers.view ? `${url}?views=1` : url;
    this.handlers = handlers;
    this.source = null;
    this.failures = 0;
    this.pollTimer = null;
    this.retryTimer = null;
    this.lastVersion = null;
    this.holderKey = null;
    this.stopped = false;
  }

  start() {
    this.open();
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") this.resync();
    });
    window.addEventListener("online", () => this.resync());
    window.addEventListener("offline", () => {
      // The network is gone: so is the stream, though its connection may linger half-open
      // for minutes; drop it now, and "online" opens a fresh one.
      this.source?.close();
      this.startPolling();
      this.handlers.state("offline");
    });
    window.addEventListener("pageshow", (event) => {
      if (event.persisted) this.resync();
    });
  }

  stop() {
    this.stopped = true;
    this.source?.close();
    clearInterval(this.pollTimer);
    clearTimeout(this.retryTimer);
  }

  /** Fetch now, and reopen the stream if it is closed. */
  resync() {
    if (this.stopped) return;
    this.handlers.refresh();
    if (!this.source || this.source.readyState === EventSource.CLOSED) {
      clearTimeout(this.retryTimer);
      this.open();
    }
  }

  open() {
    if (this.stopped) return;
    if (typeof EventSource === "undefined") {
      this.startPolling();
      return;
    }
    this.handlers.state("connecting");
    clearTimeout(this.retryTimer); // one stream at a time
    this.source?.close();
    const source = new EventSource(this.url, { withCredentials: true });
    this.source = source;
    source.addEventListener("open", () => {
      this.failures = 0;
      this.stopPolling();
      this.handlers.state("live");
      // Anything missed while disconnected; a stream of views starts with the current one.
      if (!this.handlers.view) this.handlers.refresh();
    });
    source.addEventListener("version", (event) => {
      const version = Number(event.data);
      if (version !== this.lastVersion) {
        this.lastVersion = version;
        this.handlers.refresh();
      }
    });
    source.addEventListener("view", (event) => {
      let view;
      try {
        view = JSON.parse(event.data);
      } catch {
        this.handlers.refresh();
        return;
      }
      if (!this.holds(view.you)) {
        this.handlers.refresh(); // a stream opened for whom this phone was before: fetch
        return;
      }
      if (view.version !== this.lastVersion) {
        this.lastVersion = view.version;
        this.handlers.view(view);
      }
    });
    source.addEventListener("rematch", (event) => this.handlers.rematch(String(event.data).trim()));
    // This phone's seat or moderation moved to another phone: the stream ends; the next fetch
    // gets the refusal that says so (table.js shows it).
    for (const name of ["seat_moved", "moderation_moved"]) {
      source.addEventListener(name, () => {
        source.close();
        this.handlers.refresh();
      });
    }
    source.addEventListener("error", () => {
      this.startPolling();
      if (source.readyState === EventSource.CLOSED) {
        source.close();
        const delay = BACKOFF_MS[Math.min(this.failures, BACKOFF_MS.length - 1)];
        this.failures += 1;
        clearTimeout(this.retryTimer);
        this.retryTimer = setTimeout(() => this.open(), delay);
      }
    });
  }

  startPolling() {
    this.handlers.state(navigator.onLine === false ? "offline" : "polling");
    if (this.pollTimer !== null) return;
    this.pollTimer = setInterval(() => {
      if (document.visibilityState !== "hidden") this.handlers.refresh();
    }, POLL_MS);
  }

  stopPolling() {
    clearInterval(this.pollTimer);
    this.pollTimer = null;
  }

  /** The server answered: the indicator leaves "offline" (live if the stream is open). */
  reached() {
    const open = this.source && this.source.readyState === EventSource.OPEN;
    this.handlers.state(open ? "live" : this.pollTimer !== null ? "polling" : "connecting");
  }

  /** Who the page's last fetched view says this phone is (`view.you`). A stream of views
   *  opened for whom it was before (a moderator who has since taken a seat: the stream holds
   *  only the cookies it was opened with) is opened again. */
  holder(you) {
    const key = holderKey(you);
    const changed = this.holderKey !== null && key !== this.holderKey;
    this.holderKey = key;
    if (changed && this.handlers.view && this.source) this.open(); // open() closes the old one
  }

  /** Whether `you` (a view's) is who the page's last fetched view says this phone is. */
  holds(you) {
    return this.holderKey === null || holderKey(you) === this.holderKey;
  }

  /** Whether the open stream carries this phone's views (so a change needs no fetch). */
  pushing() {
    return Boolean(this.handlers.view && this.source && this.source.readyState === EventSource.OPEN);
  }

  /** The view was fetched at `version` (so an SSE event for it needs no second fetch). */
  seen(version) {
    this.lastVersion = version;
  }
}
