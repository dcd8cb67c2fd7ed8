"""Lines in, sentences out: the plain mode's only contact with the terminal.

Every line goes through :func:`quiddler.storage.files.printable` (a name or a word from a file can carry
no escape sequence to the terminal) and is written whole, then flushed, so a screen reader reads
it as it arrives. Nothing here moves a cursor, clears a screen or colours a word. The end of the
input (a closed pipe, Ctrl+D) and Ctrl+C read as ``None``: the front ends save and say goodbye.
"""

from __future__ import annotations

import re
import sys
import threading
from typing import TextIO

from quiddler.storage.files import printable

__all__ = ["Console", "UNSPOKEN"]

#: What a plain line must never hold: an escape or other control character (CSI included) and
#: the box-drawing and block characters a drawn table is made of. The tests read every line
#: with it; :meth:`Console.say` keeps it out.
UNSPOKEN = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u2500-\u259f\u25b2\u25bc]")

#: No command is longer (a score sheet's line with ten cards and a name is far shorter). A longer
#: line is read only this far, the rest of it skipped, and handed on cut to :data:`KEPT`
#: characters and an ellipsis: still refused, but its refusal, which repeats what was typed,
#: stays one short sentence, and a megabyte pasted by mistake is never held whole.
LONGEST = 1000
KEPT = 40


class Console:
    """One line at a time on ``output``; answers read from ``input`` (default: the process's)."""

    def __init__(self, input: TextIO | None = None, output: TextIO | None = None) -> None:
        self.input = input if input is not None else sys.stdin
        self.output = output if output is not None else sys.stdout
        #: True once the input has ended (EOF or Ctrl+C): nothing more will be read.
        self.ended = False
        #: True when it ended by Ctrl+C: the player left, as ``quit`` (the front ends say so,
        #: not that the input ended).
        self.interrupted = False
        self._lock = threading.Lock()  # a remote game's events are said from another thread

    def say(self, text: str) -> None:
        """Write ``text`` as lines, each printable and free of drawing characters."""
        with self._lock:
            self._write(text)

    def _write(self, text: str) -> None:
        for line in text.splitlines() or [""]:
            # a card spelling's dots (QU·I·Z) are read out one by one: a hyphen is heard as a break
            clean = UNSPOKEN.sub("", printable(line)).replace("·", "-").rstrip()
            self.output.write(clean + "\n")
        self.output.flush()

    def ask(self, prompt: str | None) -> str | None:
        """Say ``prompt`` (None: the last line said was the prompt) and read one line,
        stripped; None when the input has ended."""
        if self.ended:
            return None
        if prompt is not None:
            self.say(prompt)
        try:
            line = self.input.readline(LONGEST + 1)
            if len(line) > LONGEST and not line.endswith("\n"):
                rest = line
                while rest and not rest.endswith("\n"):  # skip the rest of the overlong line
                    rest = self.input.readline(LONGEST)
                line = line.strip()[:KEPT] + "…"
        except KeyboardInterrupt:
            self.interrupted = True
            self.say("")  # the terminal echoed ^C: what follows starts a line of its own
            line = ""
        if not line:
            self.ended = True
            return None
        return line.strip()
