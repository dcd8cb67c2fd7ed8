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
agree with the replay. Reading happens in one place, :func:`load_solitaire`: a file that is not a
usable save is never deleted but moved aside (``solitaire-game.<reason>-<time>.json``) with one
sentence saying so, and a new game can start.
"""

from __future__ import annotations

import contextlib
import json
from collections import Counter
from dataclasses import dataclass, replace
from datetime import date
from pathlib import Path
from typing import Any

from quiddler import __version__
from quiddler.engine import DECK_COUNTS, Card, QuiddlerError
from quiddler.engine.solitaire import (
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
from quiddler.paths import data_dir
from quiddler.saves.atomic import move_aside, write_atomic
from quiddler.saves.common import SaveError, parse_time, utc_now

__all__ = [
    "SOLITAIRE_FILE",
    "SOLITAIRE_FORMAT",
    "SOLITAIRE_VERSION",
    "LoadedSolitaire",
    "SavedSolitaire",
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
_MAX_BYTES = 1024 * 1024


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
        deal = f"today's deal ({self.daily.isoformat()})" if self.daily else f"deal {self.seed}"
        words = f"{self.made} word{'' if self.made == 1 else 's'} made"
        when = parse_time(self.updated).astimezone().strftime("%Y-%m-%d %H:%M")
        left = f"{self.cards_left} cards left ({self.score} points)"
        return f"{deal.capitalize()}: {words}, {left}, last played {when}"

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
            data = json.loads(text)
        except (json.JSONDecodeError, UnicodeDecodeError, RecursionError) as error:
            raise SaveError(f"it is not valid JSON ({error})", reason="corrupt") from None
        if not isinstance(data, dict) or data.get("format") != SOLITAIRE_FORMAT:
            raise SaveError("it is not a quiddler solitaire save", reason="corrupt")
        version = data.get("version")
        if isinstance(version, bool) or not isinstance(version, int) or version < 1:
            raise SaveError(f"its format version {version!r} is not a version number", reason="corrupt")
        if version > SOLITAIRE_VERSION:
            raise SaveError(
                f"it was written by a newer quiddler (solitaire format {version}): upgrade quiddler to "
                "continue it",
                reason="newer",
            )
        try:
            progress = data["progress"]
            daily = data.get("daily")
            dictionary = data.get("dictionary")
            if dictionary is not None and not isinstance(dictionary, str):
                raise ValueError("its dictionary is not a name")
            words = data["words"]
            if not isinstance(words, list) or not all(isinstance(word, str) for word in words):
                raise ValueError("its words are not a list of words")
            return cls(
                seed=_whole(data["seed"]),
                deck=_deck(data["deck"]),
                actions=tuple(_action_from_dict(item) for item in _list(data["actions"])),
                words=tuple(words),
                dictionary=dictionary,
                daily=None if daily is None else date.fromisoformat(str(daily)),
                created=_timestamp(data["created"]),
                updated=_timestamp(data["updated"]),
                made=_whole(progress["words"]),
                cards_left=_whole(progress["cards_left"]),
                score=_whole(progress["score"]),
                over=_flag(progress["over"]),
                assisted=_flag(progress["assisted"]),
            )
        except (QuiddlerError, KeyError, TypeError, ValueError, AttributeError) as error:
            missing = f"the field {error} is missing" if isinstance(error, KeyError) else str(error)
            raise SaveError(f"its content is damaged ({missing})", reason="corrupt") from None

    # ------------------------------------------------------------------ the game again

    def restore(self, checker: Any, finder: WordFinder | None) -> Solitaire:
        """Deal the same cards and replay the actions: the same game, to the last refill.

        The words made were accepted when they were made, so the replay accepts them again even
        if the dictionary has changed since (house words). Raises :class:`SaveError` (reason
        ``"unplayable"``) if an action is refused or the game does not match its summary.
        """
        ruled = _Accepting(frozenset(self.words), checker)
        try:
            game = Solitaire.from_deck(ruled, finder, self.deck, seed=self.seed)
            for action in self.actions:
                game.apply(action)
        except QuiddlerError as error:
            detail = str(error).rstrip(".")
            raise SaveError(f"its moves do not replay ({detail})", reason="unplayable") from None
        summary = (len(game.words), game.cards_left, game.score, game.is_over, game.assisted)
        if summary != (self.made, self.cards_left, self.score, self.over, self.assisted):
            raise SaveError(
                "its score does not match its moves (was it edited by hand?)", reason="unplayable"
            )
        game.checker = checker  # from here on, the dictionary as it is now decides
        return game


@dataclass(frozen=True)
class LoadedSolitaire:
    """The saved game (None if there is none or it could not be used) and, if it could not, the
    sentence that says why and where the file went."""

    saved: SavedSolitaire | None
    warning: str | None = None


def load_solitaire(path: Path | None = None) -> LoadedSolitaire:
    """Read the game in progress: the one place the file is read.

    A missing file is no game. A file that is not a usable save (damaged, from a newer quiddler,
    far too big) is moved aside, never deleted, and the warning says where; one that cannot be
    read at all (permissions) is left alone and the warning says so.
    """
    path = solitaire_path() if path is None else path
    try:
        if path.stat().st_size > _MAX_BYTES:
            raise SaveError("it is far too big to be a save", reason="corrupt")
        text = path.read_bytes()
    except FileNotFoundError:
        return LoadedSolitaire(None)
    except SaveError as error:
        return LoadedSolitaire(None, set_solitaire_aside(error, path))
    except OSError as error:
        reason = (error.strerror or str(error)).lower()
        return LoadedSolitaire(None, f"The saved solitaire game {path} cannot be read ({reason}).")
    try:
        return LoadedSolitaire(SavedSolitaire.from_json(text))
    except SaveError as error:
        return LoadedSolitaire(None, set_solitaire_aside(error, path))


def set_solitaire_aside(error: SaveError, path: Path | None = None) -> str:
    """Move an unusable save aside (never delete it); the sentence that says what happened."""
    path = solitaire_path() if path is None else path
    detail = str(error).rstrip(".")
    try:
        moved = move_aside(path, error.reason)
    except OSError as problem:
        return (
            f"The saved solitaire game cannot be used: {detail}; it could not be moved aside "
            f"({problem.strerror or problem})."
        )
    return f"The saved solitaire game cannot be used: {detail}; it was moved aside to {moved.name}."


def save_solitaire(saved: SavedSolitaire, path: Path | None = None) -> str | None:
    """Write the game in progress atomically; returns None, or a sentence if it could not be saved
    (a full disk must not end the game: the next action tries again)."""
    path = solitaire_path() if path is None else path
    try:
        write_atomic(path, saved.to_json())
    except OSError as error:
        return f"The game could not be saved ({error.strerror or error}: {path}); it will be tried again."
    return None


def remove_solitaire(path: Path | None = None) -> None:
    """Forget the game in progress (it ended and is in the record)."""
    path = solitaire_path() if path is None else path
    with contextlib.suppress(OSError):  # already gone, or not ours: the next save replaces it anyway
        path.unlink()


# ---------------------------------------------------------------------- fields


class _Accepting:
    """A checker that accepts the words the game already made, then asks the real dictionary."""

    def __init__(self, words: frozenset[str], checker: Any) -> None:
        self.words = words
        self.checker = checker

    def is_word(self, text: str) -> bool:
        return text in self.words or self.checker.is_word(text)


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


def _action_from_dict(data: Any) -> SolitaireAction:
    if not isinstance(data, dict):
        raise ValueError(f"{data!r} is not an action")
    kind = data.get("kind")
    if kind == "make_word":
        return MakeWord(tuple(_whole(stack) for stack in _list(data["stacks"])))
    if kind == "refill":
        return Refill(_whole(data["source"]))
    if kind == "hint":
        return Hint(_whole(data["rank"]))
    if kind == "undo":
        return Undo()
    if kind == "give_up":
        return GiveUp()
    raise ValueError(f"{kind!r} is not a kind of action")


def _deck(text: Any) -> tuple[Card, ...]:
    if not isinstance(text, str):
        raise ValueError("its deck is not a list of cards")
    deck = tuple(Card.parse(value) for value in text.split())
    if Counter(deck) != DECK_COUNTS:
        raise ValueError("its deck is not the 118 cards of the game")
    return deck


def _list(value: Any) -> list[Any]:
    if not isinstance(value, list):
        raise ValueError(f"{value!r} is not a list")
    return value


def _whole(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{value!r} is not a whole number")
    return value


def _flag(value: Any) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"{value!r} is not true or false")
    return value


def _timestamp(value: Any) -> str:
    if not isinstance(value, str):
        raise ValueError(f"{value!r} is not a timestamp")
    parse_time(value)
    return value
