"""The few words the booklet engine itself prints (cover kicker, note pages, print notes), in
Spanish and English. Everything else in a booklet comes from its Markdown text."""

from __future__ import annotations

_TEXTS: dict[str, dict[str, str]] = {
    "kicker": {"es": "Tapete", "en": "Tapete"},
    "notes": {"es": "Notas", "en": "Notes"},
    "reading_note": {
        "es": "Para leer en pantalla o imprimir en {paper} a tamaño real (100 %), a una o dos "
              "caras. Hay también una versión en cuadernillo (componente <b>{booklet}</b>).",
        "en": "For reading on screen or printing on {paper} at actual size (100 %), one- or "
              "two-sided. A booklet version exists too (component <b>{booklet}</b>).",
    },
    "booklet_note": {
        "es": "<b>Cómo imprimir este cuadernillo.</b> Cada hoja {paper} lleva, apaisada, dos "
              "páginas {page} por cara. Imprime a doble cara <b>volteando por el borde corto</b> "
              "y a tamaño real (100 %): al girar de lado una hoja apaisada, como se pasa una "
              "página, gira sobre su borde corto. Apila las hojas con la de la portada encima, "
              "dobla el montón por la mitad con la portada por fuera y grapa por el pliegue.",
        "en": "<b>How to print this booklet.</b> Each {paper} sheet carries, in landscape, two "
              "{page} pages per side. Print double-sided, <b>flip on the short edge</b>, at "
              "actual size (100 %): a landscape sheet turned over sideways, like a page, turns "
              "about its short edge. Stack the sheets with the cover sheet on top, fold the stack "
              "in half with the cover outside and staple along the fold.",
    },
    "paper_a4": {"es": "A4", "en": "A4"},
    "paper_letter": {"es": "carta (Letter)", "en": "Letter"},
    "page_a4": {"es": "A5", "en": "A5"},
    "page_letter": {"es": "de media carta", "en": "half-letter"},
}


def engine_text(key: str, lang: str, **params: str) -> str:
    """The engine text ``key`` in ``lang`` with ``params`` filled in (KeyError if unknown)."""
    return _TEXTS[key][lang].format(**params)
