"""The table card: its QR codes decode back to the URL from both halves of the tent."""

from __future__ import annotations

import pytest
import zxingcpp

from generator.cli import main
from generator.qr import QUIET_ZONE, qr_matrix
from tapete_testing.raster import page_image

URL = "http://192.168.1.20:8000/j/KXPRM"


def _halves(pdf_path, dpi=150):
    image = page_image(pdf_path, dpi=dpi, mode="L")
    width, height = image.size
    return image.crop((0, 0, width, height // 2)), image.crop((0, height // 2, width, height))


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_both_faces_carry_a_qr_code_of_the_url(tmp_path, capsys, paper):
    assert main(["table-card", "--url", URL, "--game", "politburo", "--paper", paper,
                 "--out", str(tmp_path)]) == 0
    pdf = tmp_path / f"table-card-{paper}.pdf"
    assert capsys.readouterr().out.strip() == str(pdf)
    for half in _halves(pdf):
        results = zxingcpp.read_barcodes(half)
        assert [r.text for r in results] == [URL]


def test_quiet_zone_is_four_white_modules(tmp_path):
    main(["table-card", "--url", URL, "--out", str(tmp_path)])
    lower = _halves(tmp_path / "table-card-a4.pdf", dpi=300)[1]
    result = zxingcpp.read_barcodes(lower)[0]
    pos = result.position
    xs = [pos.top_left.x, pos.top_right.x, pos.bottom_left.x, pos.bottom_right.x]
    ys = [pos.top_left.y, pos.top_right.y, pos.bottom_left.y, pos.bottom_right.y]
    module = (max(xs) - min(xs)) / (len(qr_matrix(URL)) - 1)
    band = int(QUIET_ZONE * module) - 2
    left, top, right, bottom = min(xs) - module / 2, min(ys) - module / 2, \
        max(xs) + module / 2, max(ys) + module / 2
    pixels = lower.load()
    for offset in range(3, band):
        for x in range(int(left), int(right)):
            assert pixels[x, int(top) - offset] > 200
            assert pixels[x, int(bottom) + offset] > 200
        for y in range(int(top), int(bottom)):
            assert pixels[int(left) - offset, y] > 200
            assert pixels[int(right) + offset, y] > 200


@pytest.mark.parametrize(("argv", "message"), [
    (["table-card"], "table-card needs --url URL"),
    (["table-card", "--url", "192.168.1.20"], "not an http(s) URL with a host"),
    (["table-card", "--url", URL, "--game", "monopoly"], "unknown game 'monopoly'"),
    (["table-card", "--url", "http://example.org/" + "x" * 70], "at most 80"),
    (["rules", "--url", URL], "--url goes with 'table-card' or a game's kit"),
    (["politburo", "--game", "politburo"], "--game with 'table-card' only"),
])
def test_bad_table_card_usage_exits_2(tmp_path, capsys, argv, message):
    with pytest.raises(SystemExit) as exit_info:
        main([*argv, "--out", str(tmp_path)])
    assert exit_info.value.code == 2
    assert message in capsys.readouterr().err


def test_the_longest_url_allowed_still_fits_and_decodes(tmp_path):
    from generator.table_card import MAX_URL_LENGTH

    url = "https://tapete.example.org/join/ABCDE?" + "q" * 60
    url = url[:MAX_URL_LENGTH]
    assert main(["table-card", "--url", url, "--out", str(tmp_path)]) == 0
    for half in _halves(tmp_path / "table-card-a4.pdf", dpi=200):
        assert [r.text for r in zxingcpp.read_barcodes(half)] == [url]
