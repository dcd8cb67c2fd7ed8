"""The solitaire game in progress, kept in one file: ``solitaire-game.json`` in the data folder.

Solitaire is saved after every action, like a hot-seat game, so leaving, a closed terminal or a
crash never loses a deal: ``quiddler solitaire`` offers to continue it. One game is kept at a
time (a solitaire game is short); when it ends it goes into the record and the file is removed.

Like a hot-seat save (:mod:`quiddler.saves.format`) it holds the deal and the actions, not a dump
of the state: replaying the actions on the deal rebuilds exactly the same game, and the engine
verifies each one, so a file edited into nonsense is refused instead of loaded. The deal is the
shuffled deck itself (118 cards, top first), so a game resumes the same whatever the seed's
shuffle might become. Format version 1 (``"format": "quiddler-solitaire"``)::

    {
      "format": "quiddler-solitaire", "version": 1, "quiddler": "0.1.0",
      "created": "2026-11-25T06:00:00Z", "updated": "2026-11-25T06:04:10Z",   # ISO 8601, UTC
      "seed": 42,                     # the deal's number (shown to the player)
      "daily": null,                  # or "2026-11-25": the day's deal
      "dictionary": "en",             # the dictionary's name, to open the same one again
      "deck": "r w a l n r c k ...",  # the deal: the 118 cards as typed, top of the deck first
      "actions": [{"kind": "make_word", "stacks": [6, 2, 0]}, {"kind": "refill", "source": 3},
                  {"kind": "undo"}, {"kind": "hint", "rank": 0}, {"kind": "give_up"}],
      "words": ["car"],               # the words the dictionary accepted (a replay trusts them)
      "progress": {"words": 1, "cards_left": 45, "score": 213, "over": false, "assisted": false}
    }

``progress`` lets the offer to continue describe the game without a dictionary; on restore it must
agree with the replay.

Reading happens in one place, :func:`load_solitaire`, through the door every file of quiddler
comes in by (:mod:`quiddler.storage.files`: regular files only, a size limit, UTF-8, the whole document
validated against :class:`SolitaireData`, a newer version refused before its fields are read). A
damaged file is never deleted but moved aside (``solitaire-game.corrupt-<time>.json``) with one
sentence saying so, and a new game can start; a file written by a newer quiddler, or one that
cannot be read (permissions, a folder in its place), is left exactly as it is, said in one
sentence, and not written over (``writable`` False): the game in play is then not saved.
"""

from __future__ import annotations

import contextlib
import json
from collections import Counter
from dataclasses import dataclass, replace
from datetime import date
from pathlib import Path
from typing import Annotated, Any, Literal

from msgspec import Meta, Struct

from quiddler import __version__
from quiddler.engine import DECK_COUNTS, Card, QuiddlerError
from quiddler.engine.ports import WordChecker
from quiddler.engine.solitaire import (
    MAX_DEAL,
    GiveUp,
    Hint,
    MakeWord,
    Refill,
    Solitaire,
    SolitaireAction,
    Undo,
    WordFinder,
    WordMade,
)
from quiddler.i18n import _, ngettext
from quiddler.saves.common import Ruled, SaveError, parse_time, utc_now
from quiddler.storage import files
from quiddler.storage.atomic import move_aside, remove, write_atomic
from quiddler.storage.paths import data_dir

__all__ = [
    "SOLITAIRE_FILE",
    "SOLITAIRE_FORMAT",
    "SOLITAIRE_VERSION",
    "LoadedSolitaire",
    "SavedSolitaire",
    "SolitaireData",
    "load_solitaire",
    "remove_solitaire",
    "save_solitaire",
    "set_solitaire_aside",
    "solitaire_path",
]

#: The file's name in the data folder.
SOLITAIRE_FILE = "solitaire-game.json"
#: What the ``format`` field of the file holds, and the version this program writes and reads.
SOLITAIRE_FORMAT = "quiddler-solitaire"
SOLITAIRE_VERSION = 1
#: A save of any real game is a few kilobytes; anything this big is not one.
LIMIT = 1024 * 1024

_Whole = Annotated[int, Meta(ge=0, le=10_000)]
_Stack = Annotated[int, Meta(ge=0, le=7)]
_WordText = Annotated[str, Meta(min_length=2, max_length=60, pattern="^[a-z]+$")]


class _MakeWordData(Struct, tag_field="kind", tag="make_word"):
    stacks: Annotated[list[_Stack], Meta(min_length=1, max_length=8)]


class _RefillData(Struct, tag_field="kind", tag="refill"):
    source: _Stack


class _HintData(Struct, tag_field="kind", tag="hint"):
    rank: _Whole


class _UndoData(Struct, tag_field="kind", tag="undo"):
    pass


class _GiveUpData(Struct, tag_field="kind", tag="give_up"):
    pass


_ActionData = _MakeWordData | _RefillData | _HintData | _UndoData | _GiveUpData


class _ProgressData(Struct):
    words: _Whole
    cards_left: _Whole
    score: _Whole
    over: bool
    assisted: bool


class SolitaireData(Struct):
    """The file's schema: every field's type and range (see the module docstring)."""

    format: Literal["quiddler-solitaire"]
    created: Annotated[str, Meta(max_length=40)]
    updated: Annotated[str, Meta(max_length=40)]
    seed: Annotated[int, Meta(ge=0)]  # at most MAX_DEAL (msgspec's bounds stop at 63 bits)
    deck: Annotated[str, Meta(max_length=600)]
    actions: Annotated[list[_ActionData], Meta(max_length=100_000)]
    words: Annotated[
        list[Annotated[str, Meta(min_length=2, max_length=60, pattern="^[a-z]+$")]], Meta(max_length=10_000)
    ]
    progress: _ProgressData
    daily: Annotated[str, Meta(pattern=r"^\d{4}-\d{2}-\d{2}$")] | None = None
    dictionary: Annotated[str, Meta(max_length=4200)] | None = None
    version: Annotated[int, Meta(ge=1)] = SOLITAIRE_VERSION
    quiddler: Annotated[str, Meta(max_length=40)] = "unknown"

    def __post_init__(self) -> None:
        """What the types cannot say (msgspec reports a ValueError here as a validation error)."""
        if self.seed > MAX_DEAL:
            raise ValueError(f"a deal number is at most {MAX_DEAL}")
        files.checked_time(self.created)
        files.checked_time(self.updated)
        if self.daily is not None:
            date.fromisoformat(self.daily)  # a real date: not 2026-13-45


def solitaire_path(folder: Path | None = None) -> Path:
    """Where the game in progress is kept: ``<data folder>/solitaire-game.json``."""
    return (data_dir() if folder is None else folder) / SOLITAIRE_FILE


@dataclass(frozen=True)
class SavedSolitaire:
    """One solitaire game as it is saved: the deal, the actions, and a summary to describe it."""

    seed: int
    deck: tuple[Card, ...]
    actions: tuple[SolitaireAction, ...]
    words: tuple[str, ...]
    dictionary: str | None
    daily: date | None
    created: str
    updated: str
    made: int
    cards_left: int
    score: int
    over: bool
    assisted: bool

    @classmethod
    def of(
        cls, game: Solitaire, *, daily: date | None, dictionary: str | None, created: str | None = None
    ) -> SavedSolitaire:
        """The save of ``game`` as it is now (``created``: when it was first saved)."""
        now = utc_now()
        return cls(
            seed=game.seed,
            deck=game.deck_order,
            actions=tuple(game.actions),
            words=tuple(dict.fromkeys(word.text for word in _made_words(game))),
            dictionary=dictionary,
            daily=daily,
            created=created or now,
            updated=now,
            made=len(game.words),
            cards_left=game.cards_left,
            score=game.score,
            over=game.is_over,
            assisted=game.assisted,
        )

    def later(self, game: Solitaire) -> SavedSolitaire:
        """The same game's save after more actions (its creation time kept)."""
        later = SavedSolitaire.of(game, daily=self.daily, dictionary=self.dictionary)
        return replace(later, created=self.created)

    def describe(self) -> str:
        """One line for the offer to continue: the deal, the words made, the cards left."""
        if self.daily:
            deal = _("today's deal ({day})").format(day=self.daily.isoformat())
        else:
            deal = _("deal {number}").format(number=self.seed)
        when = parse_time(self.updated).astimezone().strftime("%Y-%m-%d %H:%M")
        words = ngettext("{count} word made", "{count} words made", self.made).format(count=self.made)
        said = _("{deal}: {words}, {cards} cards left ({score} points), last played {when}")
        return said.format(
            deal=deal[:1].upper() + deal[1:], words=words, cards=self.cards_left, score=self.score, when=when
        )

    # ------------------------------------------------------------------ the file

    def to_json(self) -> str:
        data = {
            "format": SOLITAIRE_FORMAT,
            "version": SOLITAIRE_VERSION,
            "quiddler": __version__,
            "created": self.created,
            "updated": self.updated,
            "seed": self.seed,
            "daily": self.daily.isoformat() if self.daily else None,
            "dictionary": self.dictionary,
            "deck": " ".join(card.value for card in self.deck),
            "actions": [_action_to_dict(action) for action in self.actions],
            "words": list(self.words),
            "progress": {
                "words": self.made,
                "cards_left": self.cards_left,
                "score": self.score,
                "over": self.over,
                "assisted": self.assisted,
            },
        }
        return json.dumps(data, indent=1, ensure_ascii=False) + "\n"

    @classmethod
    def from_json(cls, text: str | bytes) -> SavedSolitaire:
        """Read the file's text; raises :class:`SaveError` (``reason`` says why) if it is not a
        usable save."""
        try:
            return cls.from_data(files.decode_json(text, SolitaireData, version=SOLITAIRE_VERSION))
        except files.FileProblem as problem:
            raise _save_error(problem) from None

    @classmethod
    def from_data(cls, data: SolitaireData) -> SavedSolitaire:
        """The save of validated data; raises :class:`SaveError` for a deck that is not the deck."""
        try:
            deck = tuple(Card.parse(value) for value in data.deck.split())
            if Counter(deck) != DECK_COUNTS:
                raise ValueError(_("its deck is not the 118 cards of the game"))
        except (QuiddlerError, ValueError) as error:
            raise SaveError(
                _("its content is damaged ({error})").format(error=error), reason="corrupt"
            ) from None
        progress = data.progress
        return cls(
            seed=data.seed,
            deck=deck,
            actions=tuple(_action_from_data(item) for item in data.actions),
            words=tuple(data.words),
            dictionary=data.dictionary,
            daily=None if data.daily is None else date.fromisoformat(data.daily),
            created=data.created,
            updated=data.updated,
            made=progress.words,
            cards_left=progress.cards_left,
            score=progress.score,
            over=progress.over,
            assisted=progress.assisted,
        )

    # ------------------------------------------------------------------ the game again

    def restore(self, checker: WordChecker, finder: WordFinder | None) -> Solitaire:
        """Deal the same cards and replay the actions: the same game, to the last refill.

        The words made were accepted when they were made, so the replay accepts them again even
        if the dictionary has changed since (house words). Raises :class:`SaveError` (reason
        ``"unplayable"``) if an action is refused or the game does not match its summary.
        """
        ruled = Ruled(dict.fromkeys(self.words, True), checker)
        try:
            game = Solitaire.from_deck(ruled, finder, self.deck, seed=self.seed)
            for action in self.actions:
                game.apply(action)
        except QuiddlerError as error:
            detail = str(error).rstrip(".")
            raise SaveError(
                _("its moves do not replay ({error})").format(error=detail), reason="unplayable"
            ) from None
        summary = (len(game.words), game.cards_left, game.score, game.is_over, game.assisted)
        if summary != (self.made, self.cards_left, self.score, self.over, self.assisted):
            raise SaveError(
                _("its score does not match its moves (was it edited by hand?)"), reason="unplayable"
            )
        game.checker = checker  # from here on, the dictionary as it is now decides
        return game


@dataclass(frozen=True)
class LoadedSolitaire:
    """The saved game (None if there is none or it could not be used); if it could not, the
    sentence that says why and where the file went; ``writable`` False when the file was left as it
    is (newer, unreadable) and must not be written over."""

    saved: SavedSolitaire | None
    warning: str | None = None
    writable: bool = True


def load_solitaire(path: Path | None = None) -> LoadedSolitaire:
    """Read the game in progress: the one place the file is read (see the module docstring)."""
    path = solitaire_path() if path is None else path
    try:
        data = files.read_json(path, SolitaireData, limit=LIMIT, version=SOLITAIRE_VERSION)
        return LoadedSolitaire(SavedSolitaire.from_data(data))
    except files.FileProblem as problem:
        if problem.reason == "missing":
            return LoadedSolitaire(None)
        if problem.reason in ("newer", "unreadable"):
            return LoadedSolitaire(
                None,
                _(
                    "The saved solitaire game {path} cannot be used: {problem}; it is left as it is, and "
                    "the game you play now is not saved."
                ).format(path=path, problem=problem),
                writable=False,
            )
        error = _save_error(problem)
    except SaveError as damaged:
        error = damaged
    return LoadedSolitaire(None, set_solitaire_aside(error, path))


def _save_error(problem: files.FileProblem) -> SaveError:
    return SaveError(str(problem), reason=problem.reason)


def set_solitaire_aside(error: SaveError, path: Path | None = None) -> str:
    """Move an unusable save aside (never delete it); the sentence that says what happened."""
    path = solitaire_path() if path is None else path
    detail = str(error).rstrip(".")
    try:
        moved = move_aside(path, error.reason)
    except OSError as problem:
        return _(
            "The saved solitaire game cannot be used: {detail}; it could not be moved aside ({problem})."
        ).format(detail=detail, problem=problem.strerror or problem)
    said = _("The saved solitaire game cannot be used: {detail}; it was moved aside to {moved}.")
    return said.format(detail=detail, moved=moved.name)


def save_solitaire(saved: SavedSolitaire, path: Path | None = None) -> str | None:
    """Write the game in progress atomically; returns None, or a sentence if it could not be saved
    (a full disk must not end the game: the next action tries again)."""
    path = solitaire_path() if path is None else path
    try:
        write_atomic(path, saved.to_json())
    except OSError as error:
        said = _("The game could not be saved ({reason}: {where}); it will be tried again.")
        return said.format(reason=error.strerror or error, where=path)
    return None


def remove_solitaire(path: Path | None = None) -> None:
    """Forget the game in progress (it ended and is in the record)."""
    path = solitaire_path() if path is None else path
    with contextlib.suppress(OSError):  # not ours to remove: the next save replaces it anyway
        remove(path)


# ---------------------------------------------------------------------- fields


def _made_words(game: Solitaire) -> list[Any]:
    """Every word made in the game, taken back or not (all were accepted by the dictionary)."""
    return [record.word for record in game.records if isinstance(record, WordMade)]


def _action_to_dict(action: SolitaireAction) -> dict[str, Any]:
    match action:
        case MakeWord():
            return {"kind": "make_word", "stacks": list(action.stacks)}
        case Refill():
            return {"kind": "refill", "source": action.source}
        case Hint():
            return {"kind": "hint", "rank": action.rank}
        case Undo():
            return {"kind": "undo"}
        case GiveUp():
            return {"kind": "give_up"}
    raise TypeError(f"{action!r} is not a solitaire action")


def _action_from_data(data: _ActionData) -> SolitaireAction:
    match data:
        case _MakeWordData():
            return MakeWord(tuple(data.stacks))
        case _RefillData():
            return Refill(data.source)
        case _HintData():
            return Hint(data.rank)
        case _UndoData():
            return Undo()
        case _GiveUpData():
            return GiveUp()
    raise TypeError(f"{data!r} is not an action")
