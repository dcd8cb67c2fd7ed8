"""The plain mode: Quiddler line by line, for a screen reader (``--plain``).

No full-screen drawing, no box characters, no cursor movement and no escape sequence at all:
every event is one sentence printed as it happens, every prompt says what may be typed, and the
player types words (``draw``, ``word quiz``, ``discard e``…). It is a thin front end over the
same match layer and turn driver as the Textual table: every rule (what is legal, each refusal's
sentence) is the engine's, read from the seat's view.

The modules: :mod:`~quiddler.plain.console` (lines in and out), :mod:`~quiddler.plain.vocabulary`
(the typed command words, English and Spanish), :mod:`~quiddler.plain.telling` (events, hands
and scores in sentences), :mod:`~quiddler.plain.table` (a seat's decisions over any
:class:`~quiddler.match.port.TablePort`), :mod:`~quiddler.plain.hinting` (the hint in a line),
:mod:`~quiddler.plain.local` (``play --plain``: the game at this keyboard, run by the turn
driver), :mod:`~quiddler.plain.remote` (``join --plain``), :mod:`~quiddler.plain.solitaire` and
:mod:`~quiddler.plain.sheet` (``score --plain``). docs/plain.md is the players' guide to it.
"""
