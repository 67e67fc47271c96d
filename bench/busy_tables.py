"""The tables that play flat out during ``referee_bench.py --under-load``, in a process of
their own, as boardgame.io's are (its busy matches run in a node process apart from the paced
ones): the paced phones' timings then never wait behind the busy phones' own work in the
benchmark's process. Benchmark scaffolding, started by ``referee_bench.py``.

The tables start at staggered points of their game (table i of n first plays i/n of it,
untimed), so they end their games, and make their rematches, at different moments, as the
tables of a hall do. Started together on the same script they all ended at once: about 100
rematches and 800 socket handshakes in the same second, every game, which no hall sees and
boardgame.io's never-ending vote game never pays.

Protocol: it sets up its tables, prints ``ready``, waits for a line on its standard input,
opens its phones' pages (with ``--views``), prints ``playing``, plays flat out for
``--seconds`` (``referee_load.throughput``) and prints one JSON line:
``{"moves", "seconds", "sent_by_post_after_socket_failed"}``.
"""

from gevent import monkey

monkey.patch_all()

import argparse  # noqa: E402
import json  # noqa: E402
import sys  # noqa: E402

import referee_load as load  # noqa: E402

PLAYERS = 8
MOVES = 1_000_000  # per table: the time limit ends the run


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--tables", type=int, required=True)
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--seconds", type=float, required=True)
    parser.add_argument("--first-address", type=int, required=True,
                        help="the first source address to use (load.addresses_from)")
    parser.add_argument("--moves-by", choices=("socket", "post"), required=True)
    parser.add_argument("--views", action=argparse.BooleanOptionalAction, required=True,
                        help="phones keep their table pages open (referee_load.Streams)")
    args = parser.parse_args()
    load.addresses_from(args.first_address)
    ready = load.tables(args.port, args.tables, PLAYERS, args.seed, args.moves_by == "socket")
    for index, table in enumerate(ready):
        while table.sent < index * len(table.moves) // len(ready):
            load.send(table)
    print("ready", flush=True)
    sys.stdin.readline()
    moved, took = load.throughput(ready, MOVES, args.seconds, args.views,
                                  playing=lambda: print("playing", flush=True))
    load.close(ready)
    print(json.dumps({"moves": moved, "seconds": took, "sent_by_post_after_socket_failed":
                      sum(table.posted for table in ready)}), flush=True)


if __name__ == "__main__":
    main()
