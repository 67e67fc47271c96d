"""Rules booklets: Markdown texts under ``assets/rules/`` set as print-ready PDFs.

- ``markdown``: the dialect (see ``assets/rules/README.md``) → platypus flowables;
- ``blocks``/``styles``: headings, tables, boxes, figures and the type scale;
- ``figures``: the figure registry (``![Caption](figure:name)``), figures in
  ``generator/games/<game>/booklet_figures.py``;
- ``render``: cover, running header, page numbers, note pages, on a ``PageFormat``;
- ``saddle``: 2-up saddle-stitch imposition on landscape sheets;
- ``documents``: the two printable documents of a family (reading PDF, booklet).
"""
