"""Project fonts are read on first use: a print reads only the faces it sets, and what it reads
(or in which order) leaves reportlab's font families exactly as registering everything does."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _run(code: str) -> str:
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, check=True)
    return done.stdout


_FAMILIES = """
import json
from reportlab.lib import fonts as rl_fonts
from generator import fonts
fonts.register()
for name in {order}:
    fonts.text_width("Ag", name, 10)
print(json.dumps({{"loaded": fonts.loaded(),
                  "tt2ps": sorted(map(repr, rl_fonts._tt2ps_map.items())),
                  "ps2tt": sorted(map(repr, rl_fonts._ps2tt_map.items()))}}))
"""


def test_faces_load_on_first_use_and_the_families_do_not_depend_on_the_order():
    from generator import fonts

    every = list(fonts._FILES)
    eager = json.loads(_run(_FAMILIES.format(order=every)))
    lazy = json.loads(_run(_FAMILIES.format(order=[fonts.SERIF_ITALIC, fonts.SANS_BOLD])))
    none = json.loads(_run(_FAMILIES.format(order=[])))
    assert eager["loaded"] == every
    assert lazy["loaded"] == [fonts.SANS_BOLD, fonts.SERIF_ITALIC]
    assert none["loaded"] == []
    assert lazy["tt2ps"] == eager["tt2ps"] == none["tt2ps"]
    assert lazy["ps2tt"] == eager["ps2tt"] == none["ps2tt"]


def test_printing_the_deck_reads_only_the_faces_it_uses(tmp_path):
    out = _run("import contextlib, io, json\n"
               "from generator import cli, fonts\n"
               "with contextlib.redirect_stdout(io.StringIO()):\n"
               f"    assert cli.main(['pokerdrez', 'deck', '--out', {str(tmp_path)!r}]) == 0\n"
               "print(json.dumps(fonts.loaded()))")
    loaded = json.loads(out)
    assert loaded and len(loaded) < 4
    assert "TapeteSerif" not in loaded
