"""Pax Pamir, played with the publisher's own components: Tapete prints only its referee guide
(``tapete-print rules pax-pamir``), whose figure is in ``booklet_figures``. No ``GAME`` here, so
the registry (``generator.games``) does not list it as a printable game.
"""
