"""The boardgame.io side of ``referee_bench.py --vs-boardgameio``: benchmark scaffolding only.

Installs boardgame.io 0.50.2 with npm into a temporary folder (``koa-compose`` pinned to 4.1.0
through ``overrides``: with a later one its lobby routes answer 404), writes there a small vote
game served by boardgame.io's own ``Server`` (in memory: nothing is persisted) and a load driver
speaking its socket.io protocol the way its ``Client`` does, and runs the same two load shapes
as on the referee:

- throughput: ``tables`` matches × ``players`` clients, each match one move at a time (the next
  seat sends when the previous move came back), for at most ``moves`` moves per match or
  ``seconds`` seconds;
- paced fan-out: ``tables`` matches × 8 clients, one move per match every ``period`` seconds
  (phases spread), timing send → all 8 clients have the new state.

Everything listens and connects on 127.0.0.1 only. The JavaScript below is written into the
temporary folder at run time and deleted with it; it is not part of Tapete.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

VERSION = "0.50.2"

PACKAGE = {
    "name": "tapete-bench-boardgameio",
    "private": True,
    "dependencies": {"boardgame.io": VERSION},
    "overrides": {"koa-compose": "4.1.0"},
}

# A vote game of the same shape as the referee's Politburo votes: every seat may vote; when
# all seats have voted the round is counted and the votes cleared.
SERVER_JS = r"""
const { Server } = require('boardgame.io/server');
const { ActivePlayers } = require('boardgame.io/core');
const Vote = {
  name: 'vote',
  setup: () => ({ votes: {}, round: 0, passed: 0 }),
  turn: { activePlayers: ActivePlayers.ALL },
  moves: {
    vote: ({ G, ctx, playerID }, approve) => {
      G.votes[playerID] = approve === true;
      const cast = Object.values(G.votes);
      if (cast.length === ctx.numPlayers) {
        if (cast.filter(Boolean).length * 2 > ctx.numPlayers) G.passed += 1;
        G.round += 1;
        G.votes = {};
      }
    },
  },
};
const server = Server({ games: [Vote], origins: ['http://127.0.0.1'] });
server.run(Number(process.argv[2]), () => console.log('ready'));
"""

LOAD_JS = r"""
const http = require('http');
const { io } = require('socket.io-client');
const [mode, port, tables, players, moves, seconds, period] = process.argv.slice(2);
const HOST = '127.0.0.1';
const LIMIT_MS = Number(seconds) * 1000;

function post(path, body) {
  return new Promise((resolve, reject) => {
    const data = JSON.stringify(body);
    const req = http.request({ host: HOST, port: Number(port), path, method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': data.length } },
      (res) => { let text = ''; res.on('data', (c) => { text += c; });
        res.on('end', () => res.statusCode === 200 ? resolve(JSON.parse(text))
          : reject(new Error(`${path}: ${res.statusCode} ${text}`))); });
    req.on('error', reject); req.end(data);
  });
}

async function match(n) {
  const { matchID } = await post('/games/vote/create', { numPlayers: n });
  const seats = [];
  for (let p = 0; p < n; p++) {
    const joined = await post(`/games/vote/${matchID}/join`,
      { playerID: String(p), playerName: `P${p}` });
    seats.push(joined.playerCredentials);
  }
  const clients = await Promise.all(seats.map((credentials, p) => new Promise((resolve) => {
    const socket = io(`http://${HOST}:${port}/vote`, { transports: ['websocket'] });
    const client = { socket, credentials, playerID: String(p), stateID: -1, waiters: [] };
    socket.on('sync', (id, info) => { client.stateID = info.state._stateID; resolve(client); });
    socket.on('update', (id, state) => {
      client.stateID = state._stateID;
      client.waiters = client.waiters.filter((w) => !w(state._stateID));
    });
    socket.on('connect', () => socket.emit('sync', matchID, String(p), credentials, n));
  })));
  return { matchID, clients, stateID: clients[0].stateID, sent: 0 };
}

function seen(client, stateID) {
  if (client.stateID >= stateID) return Promise.resolve(process.hrtime.bigint());
  return new Promise((resolve) => client.waiters.push((s) => {
    if (s < stateID) return false;
    resolve(process.hrtime.bigint()); return true;
  }));
}

function send(m) {
  const client = m.clients[m.sent % m.clients.length];
  const action = { type: 'MAKE_MOVE', payload: { type: 'vote', args: [m.sent % 3 !== 0],
    playerID: client.playerID, credentials: client.credentials } };
  const target = m.stateID + 1;
  m.sent += 1;
  client.socket.emit('update', action, m.stateID, m.matchID, client.playerID);
  m.stateID = target;
  return target;
}

async function pool(items, size, fn) {
  const out = []; let next = 0;
  await Promise.all(Array.from({ length: size }, async () => {
    while (next < items.length) { const i = next++; out[i] = await fn(items[i]); }
  }));
  return out;
}

async function main() {
  const n = Number(players);
  const began = process.hrtime.bigint();
  const matches = await pool([...Array(Number(tables)).keys()], 20, () => match(n));
  const result = { mode, tables: matches.length, players: n,
    setup_seconds: Number(process.hrtime.bigint() - began) / 1e9 };
  if (mode === 'throughput') {
    const start = process.hrtime.bigint();
    const deadline = Date.now() + LIMIT_MS;
    const counts = await Promise.all(matches.map(async (m) => {
      let done = 0;
      while (done < Number(moves) && Date.now() < deadline) {
        const mover = m.clients[m.sent % m.clients.length];
        await seen(mover, send(m)); done += 1;
      }
      return done;
    }));
    result.moves = counts.reduce((a, b) => a + b, 0);
    result.seconds = Number(process.hrtime.bigint() - start) / 1e9;
  } else {
    const latencies = [];
    const deadline = Date.now() + LIMIT_MS;
    await Promise.all(matches.map(async (m, i) => {
      await new Promise((r) => setTimeout(r, (i / matches.length) * Number(period) * 1000));
      while (Date.now() < deadline && m.sent < Number(moves)) {
        const started = process.hrtime.bigint();
        const stateID = send(m);
        const times = await Promise.all(m.clients.map((c) => seen(c, stateID)));
        const last = times.reduce((a, b) => (a > b ? a : b));
        latencies.push(Number(last - started) / 1e6);
        const spent = Number(process.hrtime.bigint() - started) / 1e6;
        await new Promise((r) => setTimeout(r, Math.max(0, Number(period) * 1000 - spent)));
      }
    }));
    result.latencies_ms = latencies;
  }
  for (const m of matches) for (const c of m.clients) c.socket.close();
  console.log(JSON.stringify(result));
}
main().catch((err) => { console.error(err); process.exit(1); });
"""


def install(folder: Path) -> None:
    """Install boardgame.io into ``folder`` and write the server and load scripts there.
    Raises SystemExit when npm is missing or the install fails."""
    npm = shutil.which("npm")
    if npm is None or shutil.which("node") is None:
        raise SystemExit("--vs-boardgameio needs node and npm on the PATH")
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "package.json").write_text(json.dumps(PACKAGE, indent=2))
    (folder / "server.js").write_text(SERVER_JS)
    (folder / "load.js").write_text(LOAD_JS)
    done = subprocess.run([npm, "install", "--no-audit", "--no-fund", "--loglevel=error"],
                          cwd=folder, capture_output=True, text=True, timeout=600)
    if done.returncode != 0:
        raise SystemExit(f"npm install of boardgame.io {VERSION} failed:\n{done.stderr}")


def start_server(folder: Path, port: int) -> subprocess.Popen[str]:
    """boardgame.io's server (socket.io and its lobby API on ``port``), once it is ready; its
    errors go to ``server.log`` in ``folder``, whose end is shown when it does not start."""
    log = folder / "server.log"
    with log.open("w") as errors:
        server = subprocess.Popen(["node", "server.js", str(port)], cwd=folder,
                                  stdout=subprocess.PIPE, stderr=errors, text=True)
    assert server.stdout is not None
    for line in server.stdout:
        if "ready" in line:
            return server
    server.kill()
    server.wait()
    said = log.read_text(errors="replace").strip().splitlines()[-20:]
    raise SystemExit("boardgame.io's server did not start (exit "
                     f"{server.returncode}):\n" + "\n".join(said))


def run_load(folder: Path, mode: str, port: int, tables: int, players: int,
             moves: int, seconds: float, period: float = 2.0) -> dict[str, Any]:
    """Run the load driver once (``mode`` ``throughput`` or ``fanout``); its JSON result:
    ``setup_seconds`` (matches made, joined and their clients synced), and ``moves`` and
    ``seconds``, or ``latencies_ms`` (send → all clients, one per move)."""
    done = subprocess.run(
        ["node", "load.js", mode, str(port), str(tables), str(players),
         str(moves), str(seconds), str(period)],
        cwd=folder, capture_output=True, text=True,
        timeout=seconds + 300 + tables * players / 10)  # a hall's set-up takes minutes
    if done.returncode != 0:
        raise SystemExit(f"boardgame.io load driver failed:\n{done.stderr[-2000:]}")
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result
