"""Running the referee as a process: ``cli`` (``tapete-referee``), ``options`` (its options
and the app settings they give), ``server`` (gevent's WSGI server, one process) and ``workers``
(several processes under gunicorn).
"""
