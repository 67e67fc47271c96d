"""The live-update transport: how a new version of a table reaches every phone.

``broker`` (one process, or Redis between processes), ``fanout`` (writing a version's views to
a table's phones from one place), ``outlet`` and ``sendall`` (writing to a connection without
waiting), ``websocket`` (the server side of one WebSocket), ``streams`` (caps on open streams).

Imports nothing of the layers above (``service``, ``web``, ``serve``).
"""
