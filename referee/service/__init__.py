"""The table service: what happens to a table, independent of HTTP.

``tables`` (moves, undo and replay over the event log), ``lobby`` (making tables, seats,
moderation), ``phones`` (moving a seat to another phone), ``auth`` (seat and moderator
tokens), ``names``, ``views`` and ``viewstream`` (each caller's view), ``statecache`` and
``tablelocks`` (the process's memory of tables), ``cleanup`` (expired tables), ``card_art``
(phone images drawn by the print engine), ``rules_text`` and ``rules_figures`` (each game's
rules booklet as a phone page), ``rule_links`` (the rules section a refusal names).

Uses ``storage``, ``live`` and the rule engines (``referee.games``); never ``web`` or ``serve``.
"""
