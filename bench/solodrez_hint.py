"""SoloDrez's hint benchmark: follow the hint from shuffled deals, as a phone that always taps
the hint would, and print how often it wins and what each view costs.

For each deal (``random.Random(seed)`` shuffles, seeds ``--first`` on), the player's view is
asked for (``GAME.view``, the hint's search included) and its hint sent, until the game is over
or the view says nothing wins (``no_win``) or ``--cap`` moves. Prints one line a deal (result,
moves, views that searched) and then: the deals won, the deals proven lost, the CPU time per
view (median, worst; ``time.process_time``, this process only, so other work on the machine
counts little) and the load average. The aim: the worst view within about 0.3 s. Not a test:
nothing fails. Usage: ``python bench/solodrez_hint.py [--deals N] [--first S] [--cap M]``.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time

from referee.games.base import Actor, Viewer, apply
from referee.games.solodrez import GAME
from referee.games.solodrez.hint import PLANS


def play(seed: int, cap: int) -> tuple[str, int, list[float]]:
    """Follow the hint from deal ``seed``: the result (``won``, ``no_win``, ``blocked``,
    ``cap``), the moves made and the CPU seconds of each view."""
    state = GAME.setup(1, GAME.options({}, 1), random.Random(seed))
    costs: list[float] = []
    for moves in range(cap):
        if GAME.outcome(state) is not None:
            return GAME.outcome(state)["reason"], moves, costs
        start = time.process_time()
        mine = GAME.view(state, Viewer(0))["private"]
        costs.append(time.process_time() - start)
        if mine["hint"] is None:
            return "no_win", moves, costs
        state = apply(GAME, state, Actor(0), mine["hint"]["move"], mine["hint"]["args"],
                      random.Random(0))
    return "cap", cap, costs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=50)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--cap", type=int, default=600)
    options = parser.parse_args()
    print(f"load average before: {os.getloadavg()[0]:.1f}")
    results: dict[str, int] = {}
    costs: list[float] = []
    for seed in range(options.first, options.first + options.deals):
        result, moves, spent = play(seed, options.cap)
        searched = sum(1 for cost in spent if cost > 0.01)
        print(f"deal {seed}: {result} after {moves} moves, {searched} of {len(spent)} views "
              f"searched, worst {max(spent, default=0):.3f} s", flush=True)
        results[result] = results.get(result, 0) + 1
        costs.extend(spent)
    print(f"results: {results} of {options.deals} deals")
    print(f"CPU per view: median {statistics.median(costs) * 1000:.1f} ms, "
          f"worst {max(costs):.3f} s over {len(costs)} views; kept plans: {len(PLANS)} shapes")
    print(f"load average after: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
