"""The storage layer: the table log in SQL and how it reaches the disk.

``database`` (one engine per app, read and write transactions, SQLite or PostgreSQL),
``schema`` (the tables, SQLAlchemy Core), ``repository`` (the queries, plain functions of a
connection), ``commits`` (group commit), ``activity`` (quiet tables first in the commit queue),
``checkpoints`` (SQLite's WAL copied back beside the commits).

Imports nothing of the layers above (``service``, ``web``, ``serve``).
"""
