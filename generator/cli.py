"""``tapete-print``: print the games' components as PDFs.

    tapete-print list
    tapete-print GAME [COMPONENT ...] [options]
    tapete-print all [options]            # every game; both languages unless --lang is given
    tapete-print calibration [--paper ...] [--duplex ...] [--out DIR]
    tapete-print table-card --url URL [--game GAME] [--paper ...] [--out DIR]

It prints the paths it wrote, one per line, in the order of the components (on a terminal, with
a progress bar under them); several components print at once in worker processes (``--jobs``).
A bad option or value prints what is wrong and exits 2; a failure while printing (e.g. a text
that does not fit) prints the reason and exits 1.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from assets import LANGS, CatalogueError, available, load
from generator import games
from generator.batch import Job, print_jobs, usable_cpus
from generator.components import PrintOptions
from generator.geometry import DEFAULT_BLEED, PAPERS
from generator.imposition import DUPLEX_MODES, LAYOUTS, ImpositionError
from generator.ink import FULL, INKS
from generator.text import TextOverflow

MAX_BLEED = 10.0
MAX_BACK_OFFSET = 10.0


def _bleed(value: str) -> float:
    try:
        bleed = float(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of millimetres: {value!r}") from None
    if not 0 <= bleed <= MAX_BLEED:
        raise argparse.ArgumentTypeError(f"must be between 0 and {MAX_BLEED:g} mm, got {value}")
    return bleed


def _offset(value: str) -> tuple[float, float]:
    parts = value.split(",")
    try:
        x, y = (float(p) for p in parts)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"expected X,Y in millimetres (e.g. 0.5,-1), got {value!r}") from None
    if abs(x) > MAX_BACK_OFFSET or abs(y) > MAX_BACK_OFFSET:
        raise argparse.ArgumentTypeError(
            f"each offset must be within ±{MAX_BACK_OFFSET:g} mm, got {value}")
    return x, y


def _workers(value: str) -> int:
    try:
        workers = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {value!r}") from None
    if workers < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {value}")
    return workers


def build_parser() -> argparse.ArgumentParser:
    """The argument parser (exits 2 with a message on bad input)."""
    parser = argparse.ArgumentParser(
        prog="tapete-print",
        description="Print-ready PDFs of table games. TARGET is a game, 'all', 'list', "
                    "'calibration' or 'table-card'.")
    parser.add_argument("target", help="a game id, 'all', 'list', 'calibration' or 'table-card'")
    parser.add_argument("components", nargs="*", help="components of the game (default: all)")
    parser.add_argument("--paper", choices=sorted(PAPERS), default="a4")
    parser.add_argument("--lang", choices=LANGS, default=None,
                        help="language of the texts (default: es; the target 'all' prints both "
                             "unless --lang is given)")
    parser.add_argument("--bleed", type=_bleed, default=DEFAULT_BLEED, metavar="MM",
                        help=f"bleed in mm (default {DEFAULT_BLEED:g}; 0 allowed)")
    parser.add_argument("--layout", choices=LAYOUTS, default="shared-cut")
    parser.add_argument("--duplex", choices=DUPLEX_MODES, default="long",
                        help="flip edge of duplex printing; 'none' prints fronts only "
                             "(ignored by --layout gutterfold, which is single-sided)")
    parser.add_argument("--back-offset", type=_offset, default=(0.0, 0.0), metavar="X,Y",
                        help="shift back pages by X,Y mm (read it off the calibration page)")
    parser.add_argument("--no-crop-marks", action="store_true", help="omit crop marks")
    parser.add_argument("--ink", choices=INKS, default=FULL,
                        help="'full' colour (default) or 'saver': white cards and backs, colour "
                             "only where it carries information, the bleed left white "
                             "(calibration, table card and rules booklets are the same in both)")
    parser.add_argument("--png", action="store_true", help="also write 150 dpi PNG proofs")
    parser.add_argument("--pod", action="store_true",
                        help="single-card PDF (one face per page) for print-on-demand services")
    parser.add_argument("--png-cards", action="store_true",
                        help="also write every card face as a 300 dpi PNG, with and without bleed")
    parser.add_argument("--url", help="table-card: the referee's URL for the QR code")
    parser.add_argument("--game", help="table-card: the game named on the card")
    parser.add_argument("--jobs", type=_workers, default=None, metavar="N",
                        help="components printed at once, each in its own process (default: "
                             "the CPUs available; 1 prints them one after the other here)")
    parser.add_argument("--out", type=Path, default=Path("out"), metavar="DIR",
                        help="output folder (default ./out)")
    return parser


def _options(args: argparse.Namespace, lang: str) -> PrintOptions:
    return PrintOptions(paper=args.paper, lang=lang, bleed=args.bleed, layout=args.layout,
                        duplex=args.duplex, back_offset=args.back_offset,
                        crop_marks=not args.no_crop_marks, png=args.png, pod=args.pod,
                        png_cards=args.png_cards, ink=args.ink)


def _list() -> None:
    for game in games.all_games():
        print(f"{game.id}: {game.name.get('en')} / {game.name.get('es')}")
        for component in game.components.values():
            print(f"  {component.id:<20} {component.name.get('en')} / "
                  f"{component.name.get('es')}")


def _jobs(parser: argparse.ArgumentParser, args: argparse.Namespace) -> list[Job]:
    if args.target == "all":
        if args.components:
            parser.error("'all' takes no components")
        langs = [args.lang] if args.lang else list(LANGS)
        return [Job(game, comp, _options(args, lang)) for game in games.all_games()
                for comp in game.default_components() for lang in langs]
    try:
        game = games.get(args.target)
    except KeyError:
        parser.error(f"unknown game {args.target!r}; known games: {', '.join(games.game_ids())} "
                     "(or 'all', 'list', 'calibration', 'table-card')")
    unknown = [c for c in args.components if c not in game.components]
    if unknown:
        parser.error(f"{game.id} has no component {', '.join(map(repr, unknown))}; its "
                     f"components: {', '.join(game.components)}")
    options = _options(args, args.lang or "es")
    if not args.components:
        return [Job(game, comp, options) for comp in game.default_components()]
    return [Job(game, game.components[c], options) for c in dict.fromkeys(args.components)]


def _calibration(parser: argparse.ArgumentParser, args: argparse.Namespace) -> list[Path]:
    from generator.calibration import write_calibration

    if args.components:
        parser.error("'calibration' takes no components")
    if args.duplex == "none":
        parser.error("calibration needs --duplex long or short")
    return write_calibration(args.out, args.paper, args.duplex)


def _table_card(parser: argparse.ArgumentParser, args: argparse.Namespace) -> list[Path]:
    from generator.table_card import TableCardError, check_url, write_table_card
    from referee.games import GAME_IDS as REFEREE_GAMES

    if args.components:
        parser.error("'table-card' takes no components")
    if not args.url:
        parser.error("table-card needs --url URL (the address phones open, e.g. "
                     "http://192.168.1.20:8000/)")
    try:
        check_url(args.url)
    except TableCardError as exc:
        parser.error(f"--url: {exc}")
    name = None
    if args.game:
        known = sorted(set(available()) | set(REFEREE_GAMES))
        if args.game not in known:
            parser.error(f"--game: unknown game {args.game!r}; known: {', '.join(known)}")
        name = load(args.game).name.get(args.lang or "es") if args.game in available() else (
            args.game.replace("-", " ").title())
    return write_table_card(args.out, args.paper, args.url, name)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the CLI; returns the exit status (0 ok, 1 failed while printing, 2 bad usage)."""
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        if args.target == "list":
            _list()
            return 0
        if args.target in ("calibration", "table-card"):
            make = _calibration if args.target == "calibration" else _table_card
            for path in make(parser, args):
                print(path)
            return 0
        if args.url or args.game:
            parser.error("--url and --game go with 'table-card' only")
        print_jobs(_jobs(parser, args), args.out, workers=args.jobs or usable_cpus())
    except (CatalogueError, ImpositionError, TextOverflow, OSError) as exc:
        print(f"tapete-print: error: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
