"""``tapete-print``: print the games' components as PDFs.

    tapete-print list
    tapete-print GAME [options] [--url URL]   # what a table needs for the referee's GAME
    tapete-print GAME COMPONENT ... [options] # components of a printable game
    tapete-print all [options]            # every game; both languages unless --lang is given
    tapete-print calibration [--paper ...] [--duplex ...] [--out DIR]
    tapete-print table-card --url URL [--game GAME] [--paper ...] [--out DIR]

A GAME without components prints its kit (``generator.kits``): the components that game needs,
from whichever printable games hold them, and with ``--url`` the table card naming it; what to
print more than once and what the table brings itself is said on stderr.
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
from generator import games, kits
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
    parser.add_argument("components", nargs="*",
                        help="components of a printable game (default: what the game's table "
                             "needs, see 'list')")
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
    parser.add_argument("--url", help="table-card, or a game's kit: the referee's URL for the "
                                      "table card's QR code")
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
    print("Games at the table: 'tapete-print GAME' prints what its table needs")
    for found in kits.KITS.values():
        name = found.title()
        print(f"  {found.id:<20} {name.get('en')} / {name.get('es')}")
        for part in found.parts:
            times = f" ×{part.copies}" if part.copies > 1 else ""
            note = f" ({part.note})" if part.note else ""
            print(f"  {'':<20}   {part.ref}{times}{note}")
        if found.brings:
            print(f"  {'':<20}   not printed: {found.brings}")
    print()
    print("Printable games and their components: 'tapete-print GAME COMPONENT ...'")
    for game in games.all_games():
        print(f"{game.id}: {game.name.get('en')} / {game.name.get('es')}")
        for component in game.components.values():
            print(f"  {component.id:<20} {component.name.get('en')} / "
                  f"{component.name.get('es')}")


def _kit_of(args: argparse.Namespace) -> kits.Kit | None:
    """The kit ``args`` ask for: a game of the referee named without components."""
    if args.components:
        return None
    try:
        return kits.kit(args.target)
    except KeyError:
        return None


def _jobs(parser: argparse.ArgumentParser, args: argparse.Namespace) -> list[Job]:
    if args.target == "all":
        if args.components:
            parser.error("'all' takes no components")
        langs = [args.lang] if args.lang else list(LANGS)
        return [Job(game, comp, _options(args, lang)) for game in games.all_games()
                for comp in game.default_components() for lang in langs]
    kit = _kit_of(args)
    if kit is not None:
        options = _options(args, args.lang or "es")
        return [Job(games.get(part.game), games.get(part.game).components[part.component],
                    options) for part in kit.parts]
    try:
        game = games.get(args.target)
    except KeyError:
        if args.target.replace("_", "-") in kits.KITS:
            parser.error(f"{args.target} prints what its table needs and takes no components; "
                         "to print one of them, name its printable game (see 'list')")
        known = sorted(set(kits.KITS) | set(games.game_ids()))
        parser.error(f"unknown game {args.target!r}; known games: {', '.join(known)} "
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


def _check_url(parser: argparse.ArgumentParser, url: str) -> None:
    from generator.table_card import TableCardError, check_url

    try:
        check_url(url)
    except TableCardError as exc:
        parser.error(f"--url: {exc}")


def _table_card(parser: argparse.ArgumentParser, args: argparse.Namespace) -> list[Path]:
    from generator.table_card import write_table_card
    from referee.games import GAME_IDS as REFEREE_GAMES

    if args.components:
        parser.error("'table-card' takes no components")
    if not args.url:
        parser.error("table-card needs --url URL (the address phones open, e.g. "
                     "http://192.168.1.20:8000/)")
    _check_url(parser, args.url)
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
        kit = _kit_of(args)
        if args.game or (args.url and kit is None):
            parser.error("--url goes with 'table-card' or a game's kit (a game without "
                         "components), --game with 'table-card' only")
        if args.url:
            _check_url(parser, args.url)
        jobs = _jobs(parser, args)
        print_jobs(jobs, args.out, workers=args.jobs or usable_cpus())
        if kit is not None:
            _kit_extras(kit, jobs, args)
    except (CatalogueError, ImpositionError, TextOverflow, OSError) as exc:
        print(f"tapete-print: error: {exc}", file=sys.stderr)
        return 1
    return 0


def _kit_extras(kit: kits.Kit, jobs: list[Job], args: argparse.Namespace) -> None:
    """After a kit's PDFs: its table card (with ``--url``), then on stderr what to print more
    than once and what the table brings."""
    from generator.job import output_stem
    from generator.table_card import write_table_card

    lang = args.lang or "es"
    if args.url:
        for path in write_table_card(args.out, args.paper, args.url, kit.title().get(lang)):
            print(path)
    for part, job in zip(kit.parts, jobs, strict=True):
        if part.copies > 1:
            stem = output_stem(part.game, part.component, job.options)
            print(f"tapete-print: {kit.id}: print {stem}.pdf {part.copies} times "
                  f"({part.note})", file=sys.stderr)
    if kit.brings:
        print(f"tapete-print: {kit.id}: not printed, the table brings {kit.brings}",
              file=sys.stderr)


if __name__ == "__main__":
    sys.exit(main())
