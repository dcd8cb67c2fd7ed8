"""House words: extra words the table has agreed to allow, on top of any dictionary.

Kept in ``house-words.txt`` in the user's data folder (:func:`quiddler.storage.paths.data_dir`), one word
per line, so a player can also edit it by hand. A house word must still be spellable with the
cards (a–z, two letters or more) and it overrides the dictionary and the rest of the word rules
(if the table agrees that ``ok`` is a word, it is one), except one: an abbreviation or a
contraction that word lists know as one (``kb``, ``dont``) is never a word, wherever it comes from
(docs/rules.md §5), so ``house add kb`` is refused with the list that knows it. A dictionary reads the
house words when it is opened.

The file is the player's as much as ours:

* ``quiddler house add`` appends lines and ``remove`` deletes only the lines of the words
  removed: comments, blank lines, the order and the lines the cards cannot spell (``naïve``, a
  typo) stay as they were. Such lines are skipped when reading, never refused.
* A byte-order mark (Notepad's UTF-8) is read and kept; a file that is not UTF-8 text, that is
  too big, or that is not a regular file is refused in one sentence, never guessed at and never
  overwritten.
* Changes are made under an exclusive lock (``.house-words.lock``, released by the operating
  system if the process dies) and written atomically with a temporary file of a unique name, so
  twenty ``house add`` at once keep every word and a crash never leaves half a list.
"""

from __future__ import annotations

import codecs
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from quiddler.dictionary.errors import DictionaryError
from quiddler.dictionary.rules import SHAPE_RULES
from quiddler.engine.letters import fold_accents
from quiddler.i18n import _
from quiddler.storage import files, paths

__all__ = [
    "house_words",
    "read_house_file",
    "HouseFile",
    "add_house_words",
    "remove_house_words",
    "house_words_path",
    "normalize_house_word",
]

FILENAME = "house-words.txt"
_LOCK_NAME = ".house-words.lock"
_HEADER = "# House words: extra words this table allows. One per line; edit with 'quiddler house'.\n"
#: A list of house words is a few hundred bytes; four megabytes is some 400,000 words.
LIMIT = 4 * files.MB
#: How long ``house add`` waits for another one to finish its change.
_LOCK_WAIT = 30.0


def house_words_path() -> Path:
    """Where the house words are kept (the file may not exist yet)."""
    return paths.data_dir() / FILENAME


def normalize_house_word(text: str) -> str:
    """The word in lower case, or :class:`DictionaryError` saying why it cannot be a house word."""
    word = fold_accents(text.strip()).lower()  # año is ANO, as the cards play it (docs/rules.md §9)
    reason = SHAPE_RULES.reason(word) or blocked_reason(word)
    if reason is not None:
        said = _("{word} cannot be a house word: {reason}.")
        raise DictionaryError(said.format(word=f"'{files.printable(text)}'", reason=reason))
    return word


def blocked_reason(word: str) -> str | None:
    """Why ``word`` is an abbreviation or contraction that word lists know as one, or None."""
    from quiddler.dictionary.rules import english_rules

    rules = english_rules()
    return rules.reason(word) if word in rules.blocked else None


@dataclass(frozen=True)
class HouseFile:
    """The house words file as read: its words, and the lines that are not words the cards can
    spell (kept in the file, skipped as words)."""

    words: frozenset[str]
    skipped: tuple[str, ...] = ()


def _word_of(line: str) -> str | None:
    """The word a line holds, or None for a comment or a blank line."""
    text = line.strip()
    return None if not text or text.startswith("#") else text.lower()


def _parse(text: str) -> HouseFile:
    words, skipped = set(), []
    for line in text.splitlines():
        word = _word_of(line)
        if word is None:
            continue
        if SHAPE_RULES.allows(word):
            words.add(word)
        else:
            skipped.append(line.strip())
    return HouseFile(frozenset(words), tuple(skipped))


def _read_bytes(path: Path) -> bytes:
    """The file's bytes (empty if there is none); :class:`DictionaryError` if it cannot be used."""
    try:
        return files.read_bytes(path, limit=LIMIT)
    except files.FileProblem as problem:
        if problem.reason == "missing":
            return b""
        raise DictionaryError(
            _("The house words in {path} cannot be used: {problem}; fix the file or remove it.").format(
                path=path, problem=problem
            )
        ) from None


def _decode(path: Path, data: bytes) -> str:
    try:
        return files.decode_text(data)
    except files.FileProblem as problem:
        raise DictionaryError(
            _(
                "The house words in {path} cannot be used: {problem}; save it as UTF-8 text or remove it."
            ).format(path=path, problem=problem)
        ) from None


def read_house_file() -> HouseFile:
    """The house words and the skipped lines; :class:`DictionaryError` if the file cannot be used."""
    path = house_words_path()
    return _parse(_decode(path, _read_bytes(path)))


def house_words() -> frozenset[str]:
    """The current house words (empty if none were ever added). Lines the cards cannot spell
    (a hand edit gone wrong) are skipped rather than refused, so a typo never stops a game."""
    return read_house_file().words


def _edit(change: Callable[[frozenset[str], list[str]], list[str]]) -> None:
    """Change the file's lines under the lock: ``change(words, lines)`` returns the new lines."""
    from quiddler.storage.atomic import write_atomic
    from quiddler.storage.locks import LockBusy, exclusive

    folder = paths.ensure_data_dir()  # DataFolderError: one sentence naming the folder
    path = folder / FILENAME
    try:
        with exclusive(folder / _LOCK_NAME, wait=_LOCK_WAIT):
            data = _read_bytes(path)
            bom = codecs.BOM_UTF8.decode("utf-8") if data.startswith(codecs.BOM_UTF8) else ""
            text = _decode(path, data)
            lines = text.splitlines(keepends=True)
            changed = change(_parse(text).words, list(lines))
            if changed != lines:
                write_atomic(path, bom + "".join(changed))
    except LockBusy:
        raise DictionaryError(
            _("The house words are being changed by another quiddler right now; try again in a moment.")
        ) from None
    except OSError as error:
        raise DictionaryError(
            _("The house words cannot be saved in {folder} ({error}).").format(
                folder=folder, error=(error.strerror or str(error)).lower()
            )
        ) from None


def add_house_words(words: Iterable[str]) -> list[str]:
    """Add words; returns the ones that were new, sorted. All or nothing: if any word cannot be a
    house word, :class:`DictionaryError` is raised and the list is unchanged. The new words are
    appended: every line already in the file stays as it is."""
    wanted = {normalize_house_word(word) for word in words}
    added: list[str] = []

    def change(current: frozenset[str], lines: list[str]) -> list[str]:
        added[:] = sorted(wanted - current)
        if not added:
            return lines
        ending = "\r\n" if lines and lines[0].endswith("\r\n") else "\n"
        if lines and not lines[-1].endswith(("\n", "\r")):
            lines[-1] += ending
        return (lines or [_HEADER]) + [word + ending for word in added]

    _edit(change)
    return added


def remove_house_words(words: Iterable[str]) -> list[str]:
    """Remove words; returns the ones that were house words, sorted (others are ignored). Only the
    lines of those words go: comments and every other line stay."""
    wanted = {word.strip().lower() for word in words}
    removed: list[str] = []

    def change(current: frozenset[str], lines: list[str]) -> list[str]:
        removed[:] = sorted(wanted & current)
        return [line for line in lines if _word_of(line) not in removed]

    _edit(change)
    return removed
