"""Printing many components at once (``tapete-print all``, a game's components): the jobs run in
worker processes, one per CPU, and each job's paths are printed in job order, so the output is
the same line for line as printing one job after the other. On a terminal a progress bar (tqdm)
under the paths counts the finished files; nothing else is written when stdout is not one.

Every job writes its own files from its own data, so which process prints it does not change a
byte of them (``tools/pdf_digests.py compare`` checks it).
"""

from __future__ import annotations

import os
import sys
import threading
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import IO, TYPE_CHECKING, NamedTuple

from generator import games
from generator.components import Component, PrintGame, PrintOptions
from generator.job import print_component

if TYPE_CHECKING:
    from concurrent.futures import Future
    from multiprocessing.context import BaseContext


class Job(NamedTuple):
    """One component of a game, with the options it prints with."""

    game: PrintGame
    component: Component
    options: PrintOptions


def usable_cpus() -> int:
    """The CPUs this process may run on (at least 1): the default number of workers."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on every platform
        return max(1, os.cpu_count() or 1)


def print_jobs(jobs: Sequence[Job], out_dir: Path, *, workers: int,
               stdout: IO[str] | None = None) -> None:
    """Print every job into ``out_dir``, writing each path written to ``stdout`` (default
    ``sys.stdout``) on its own line, in job order.

    With more than one job and ``workers`` > 1 the jobs run in up to ``workers`` processes,
    each looking its game up by id in ``generator.games`` (so the games must be the registry's).
    When ``stdout`` is a terminal, a progress bar counts the finished jobs. A job that fails
    raises its error (CatalogueError, ImpositionError, TextOverflow, OSError…) once the paths of
    the jobs before it are printed; the jobs not started yet are cancelled.
    """
    stdout = stdout or sys.stdout
    progress = _Progress(len(jobs), stdout) if stdout.isatty() else None
    write = progress.write if progress else (lambda line: print(line, file=stdout))
    done = progress.finished if progress else (lambda paths: None)
    try:
        results = (_in_process(jobs, out_dir, done) if workers <= 1 or len(jobs) <= 1
                   else _in_workers(jobs, out_dir, min(workers, len(jobs)), done))
        for paths in results:
            for path in paths:
                write(str(path))
    finally:
        if progress:
            progress.close()


def _in_process(jobs: Sequence[Job], out_dir: Path,
                done: Callable[[list[Path]], None]) -> Iterator[list[Path]]:
    for job in jobs:
        paths = print_component(job.game, job.component, job.options, out_dir)
        done(paths)
        yield paths


def _in_workers(jobs: Sequence[Job], out_dir: Path, workers: int,
                done: Callable[[list[Path]], None]) -> Iterator[list[Path]]:
    """Each job's paths in job order, the jobs running in ``workers`` processes (documents,
    the long jobs, first); ``done`` is called as each job finishes, in whatever order. The
    first failing job in job order raises its error."""
    from concurrent.futures import ProcessPoolExecutor

    def finished(future: Future) -> None:
        if not future.cancelled() and future.exception() is None:
            done(future.result())

    order = sorted(range(len(jobs)), key=lambda i: jobs[i].component.document is None)
    pool = ProcessPoolExecutor(max_workers=workers, mp_context=_start_method())
    try:
        futures: dict[int, Future] = {}
        for i in order:
            futures[i] = pool.submit(_print_by_id, jobs[i].game.id, jobs[i].component.id,
                                     jobs[i].options, out_dir)
            futures[i].add_done_callback(finished)
        for i in range(len(jobs)):
            yield futures[i].result()
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


def _print_by_id(game_id: str, component_id: str, options: PrintOptions,
                 out_dir: Path) -> list[Path]:
    """A worker's job: look the game up by id (games are not sent between processes)."""
    game = games.get(game_id)
    return print_component(game, game.components[component_id], options, out_dir)


def _start_method() -> BaseContext:
    """Fork where it is safe and cheap (Linux, this process has one thread): the workers start
    with the parent's modules already imported. Elsewhere the platform's default."""
    import multiprocessing

    if sys.platform == "linux" and threading.active_count() == 1:
        return multiprocessing.get_context("fork")
    return multiprocessing.get_context()


class _Progress:
    """A tqdm bar on the terminal under the printed paths."""

    def __init__(self, total: int, stream: IO[str]) -> None:
        from tqdm import tqdm

        self._tqdm = tqdm
        self._stream = stream
        self._bar = tqdm(total=total, unit="PDF", desc="tapete-print", file=stream,
                         dynamic_ncols=True, leave=True)

    def finished(self, paths: list[Path]) -> None:
        self._bar.set_postfix_str(paths[0].name, refresh=False)
        self._bar.update(1)

    def write(self, line: str) -> None:
        self._tqdm.write(line, file=self._stream)

    def close(self) -> None:
        self._bar.close()

