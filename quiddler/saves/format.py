"""The save file: one JSON document per game, made of the setup and the engine's actions.

Why actions and not a dump of the state: the engine is deterministic given its setup (players,
rules, seed), so the setup plus the list of applied actions *is* the game. Replaying them with
:meth:`Game.replay <quiddler.engine.Game.replay>` rebuilds exactly the same game, hidden parts
included (the seeded deck order of every round, the draw pile, the random state), and the engine
verifies every replayed action, so a file edited into nonsense is refused instead of loaded.

Format version 1 (``"format": "quiddler-save"``, ``"version": 1``)::

    {
      "format": "quiddler-save",          # constant: what kind of file this is
      "version": 1,                       # FORMAT_VERSION; a newer one is refused, never guessed at
      "game_id": "20261121-201500-3fa2c1",# letters, digits, - and _; the file is <game_id>.json
      "created": "2026-11-21T20:15:00Z",  # ISO 8601, UTC: when the game began
      "updated": "2026-11-21T20:31:12Z",  # ISO 8601, UTC: when this file was last written
      "quiddler": "0.1.0",                # the program version that wrote it (information only)
      "setup": {"players": ["Ann", "Bob"], "rules": {...RuleOptions.to_dict()...}, "seed": 42},
      "seats": ["human", "bot:hard"],     # one per player: "human" or "bot:<level>"
      "dictionary": "en",                 # the dictionary's name, to open the same one on resume
      "actions": [{"kind": "draw", "seat": 0, "source": "draw"}, ...],  # action_to_dict, in order
      "rulings": {"quiz": true, "qi": false},  # what the dictionary answered during the game
      "progress": {                       # a summary for listings, checked against the replay
        "round": 0, "rounds": 8, "phase": "play", "current": 0,
        "totals": [0, 0], "winners": []
      }
    }

``rulings`` keeps the dictionary's answers that shaped the game (words accepted in checked-words
mode, challenges decided in table mode). A replay asks them first and the dictionary only for
anything else, so a game resumes exactly even if the house words or the system's Enchant lists
changed in between; afterwards the game uses the dictionary as it is now.

A game dealt by a custom shuffler (``StackedDeck`` in tests) replays only with that shuffler: saves
are for seeded games, which is every game the app deals.

``progress`` lets ``quiddler history`` and the resume list show a game without a dictionary and
without replaying it; on restore it must agree with the replay, so a hand edit of the scores is
caught. Older format versions will be upgraded when read (there are none yet); a newer version is
refused with :class:`SaveError`, because guessing at fields we do not know could lose a game.
"""

from __future__ import annotations

import functools
import json
import re
import secrets
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

import msgspec

from quiddler import __version__
from quiddler.engine import (
    Action,
    Challenged,
    Game,
    GameSetup,
    LaidDown,
    QuiddlerError,
    RuleOptions,
    WentOut,
    WordCheck,
    action_from_dict,
    action_to_dict,
)
from quiddler.engine.ports import WordChecker
from quiddler.i18n import _, preset_title
from quiddler.players.seats import parse_kind
from quiddler.saves.common import Ruled, SaveError, local_time, parse_time, utc_now
from quiddler.saves.schema import SaveData
from quiddler.storage import files
from quiddler.storage.files import FileProblem

__all__ = [
    "FORMAT",
    "FORMAT_VERSION",
    "SaveError",
    "Progress",
    "SavedGame",
    "new_game_id",
    "utc_now",
    "is_game_id",
    "rulings_of",
]

#: What the ``format`` field of every save holds.
FORMAT = "quiddler-save"
#: The version this program writes and the newest it reads.
FORMAT_VERSION = 1

#: One encoder for every value of a file (json.dumps with options builds a new one per call).
_ENCODER = json.JSONEncoder(ensure_ascii=False, separators=(", ", ": "))
_GAME_ID = re.compile(r"^[A-Za-z0-9_-]{1,80}$")


def new_game_id() -> str:
    """A fresh id that sorts by creation time and is unique in practice: ``20261121-201500-3fa2c1``."""
    return datetime.now(UTC).strftime("%Y%m%d-%H%M%S-") + secrets.token_hex(3)


def is_game_id(text: str) -> bool:
    """True for a usable game id (it becomes a file name, so no dots, slashes or spaces)."""
    return isinstance(text, str) and _GAME_ID.match(text) is not None


@dataclass(frozen=True)
class Progress:
    """Where a saved game stands, for listings: round (0-based), phase, running totals, winners."""

    round: int
    rounds: int
    phase: str
    current: int
    totals: tuple[int, ...]
    winners: tuple[int, ...] = ()

    @property
    def finished(self) -> bool:
        return self.phase == "game_over"

    @classmethod
    def of(cls, game: Game) -> Progress:
        return cls(
            round=game.round,
            rounds=game.rules.rounds,
            phase=game.phase.value,
            current=game.current,
            totals=tuple(game.totals),
            winners=tuple(game.winners),
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "round": self.round,
            "rounds": self.rounds,
            "phase": self.phase,
            "current": self.current,
            "totals": list(self.totals),
            "winners": list(self.winners),
        }


@dataclass(frozen=True)
class SavedGame:
    """One game as it is saved: everything needed to rebuild it, and a little to list it.

    Build one with :meth:`from_game` (a new game) or :meth:`with_game` (the same game, later);
    write it with :meth:`to_json`; read it with :meth:`from_json`; rebuild the game with
    :meth:`restore`.
    """

    game_id: str
    created: str
    updated: str
    setup: GameSetup
    seats: tuple[str, ...]
    dictionary: str
    actions: tuple[Action, ...]
    progress: Progress
    rulings: Mapping[str, bool] = field(default_factory=dict, hash=False)
    #: The family filter the game was played with (on, off, strict): strict refuses words, so a
    #: resumed game replays with the same setting.
    family: str = "on"
    version: int = FORMAT_VERSION
    writer: str = field(default=__version__, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "seats", tuple(self.seats))
        object.__setattr__(self, "actions", tuple(self.actions))
        if not is_game_id(self.game_id):
            raise SaveError(
                _("{id} is not a game id (letters, digits, - and _ only)").format(id=repr(self.game_id))
            )
        if len(self.seats) != len(self.setup.players):
            raise SaveError(
                _("the save lists {seats} seat kinds for {players} players").format(
                    seats=len(self.seats), players=len(self.setup.players)
                )
            )
        for seat in self.seats:
            try:  # any level of the right form: a level this quiddler lacks is for reopen() to say
                parse_kind(seat, levels=None)
            except QuiddlerError as error:
                raise SaveError(str(error)) from None
        if not isinstance(self.dictionary, str) or not self.dictionary.strip():
            raise SaveError(_("the save does not name its dictionary"))
        if not self.dictionary.isprintable():
            raise SaveError(_("the name of its dictionary holds control characters"))
        count, progress = len(self.setup.players), self.progress
        if (
            len(progress.totals) != count
            or not all(0 <= seat < count for seat in (*progress.winners, progress.current))
            or not 0 <= progress.round < progress.rounds
        ):
            raise SaveError(_("its progress does not fit its players and rounds"))

    # ---------------------------------------------------------------- building

    @classmethod
    def from_game(
        cls,
        game: Game,
        *,
        seats: Sequence[str],
        dictionary: str,
        game_id: str | None = None,
        created: str | None = None,
        family: str = "on",
    ) -> SavedGame:
        """The save of ``game`` now. Pass the ``game_id`` and ``created`` of an earlier save of the
        same game to keep them (or call :meth:`with_game`); without them the game gets new ones."""
        now = utc_now()
        return cls(
            game_id=game_id if game_id is not None else new_game_id(),
            created=created if created is not None else now,
            updated=now,
            setup=game.setup,
            seats=tuple(seats),
            dictionary=dictionary,
            actions=tuple(game.actions),
            progress=Progress.of(game),
            rulings=rulings_of(game),
            family=family,
        )

    def with_game(self, game: Game) -> SavedGame:
        """The same game (id, seats, dictionary, creation time) saved again after more actions."""
        return SavedGame.from_game(
            game,
            seats=self.seats,
            dictionary=self.dictionary,
            game_id=self.game_id,
            created=self.created,
            family=self.family,
        )

    # ---------------------------------------------------------------- what listings show

    @property
    def players(self) -> tuple[str, ...]:
        return self.setup.players

    @property
    def finished(self) -> bool:
        return self.progress.finished

    @property
    def winner_names(self) -> tuple[str, ...]:
        return tuple(self.setup.players[seat] for seat in self.progress.winners)

    def summary(self) -> str:
        """One line for a list of games: ``Ann 45, Bob 30 · round 3 of 8 · standard · 2026-11-21 21:15``.

        Computer seats are marked ``(bot)``; the time is the last save's, in local time.
        """
        bot = " " + _("(bot)")
        scores = ", ".join(
            f"{name}{'' if kind == 'human' else bot} {total}"
            for name, kind, total in zip(self.players, self.seats, self.progress.totals, strict=True)
        )
        if self.finished:
            stage = _("finished")
        else:
            stage = _("round {number} of {rounds}").format(
                number=self.progress.round + 1, rounds=self.progress.rounds
            )
        when = local_time(self.updated_at)
        return f"{scores} · {stage} · {preset_title(self.setup.rules.name)} · {when}"

    @property
    def updated_at(self) -> datetime:
        return parse_time(self.updated)

    @property
    def created_at(self) -> datetime:
        return parse_time(self.created)

    # ---------------------------------------------------------------- JSON

    def to_dict(self) -> dict[str, Any]:
        """The file's content as plain data (what :meth:`to_json` writes)."""
        data = self._fields()
        data["actions"] = [action_to_dict(action) for action in self.actions]
        return data

    def _fields(self) -> dict[str, Any]:
        """Every field, in the file's order, with ``actions`` left to the caller."""
        return {
            "format": FORMAT,
            "version": self.version,
            "game_id": self.game_id,
            "created": self.created,
            "updated": self.updated,
            "quiddler": self.writer,
            "setup": self.setup.to_dict(),
            "seats": list(self.seats),
            "dictionary": self.dictionary,
            "family": self.family,
            "actions": None,
            "rulings": dict(sorted(self.rulings.items())),
            "progress": self.progress.to_dict(),
        }

    def to_json(self) -> str:
        """The file's text: one field per line and one action per line, so a person (or a diff of
        two saves) can read it, without the thousand lines a fully indented dump would take.

        The app writes this after every action, so each action's line is encoded once and
        remembered (actions are immutable values): a long game saves in about a millisecond.
        """
        lines = []
        for key, value in self._fields().items():
            if key == "actions":
                body = ",\n".join(f"  {_action_json(action)}" for action in self.actions)
                lines.append(f' "actions": [\n{body}\n ]' if body else ' "actions": []')
            else:
                lines.append(f" {_ENCODER.encode(key)}: {_ENCODER.encode(value)}")
        return "{\n" + ",\n".join(lines) + "\n}\n"

    @classmethod
    def from_dict(cls, data: Any) -> SavedGame:
        """Read a save's data; raises :class:`SaveError` (``reason`` says why) for anything else."""
        if not isinstance(data, dict):
            raise SaveError(_("it is not a quiddler save file"), reason="corrupt")
        _check_header(data.get("format"), data.get("version"))
        return cls._build(_validated(files.convert, data))

    @classmethod
    def from_json(cls, text: str | bytes) -> SavedGame:
        """Parse a save file's text; raises :class:`SaveError` if it is not a usable save.

        The text is validated against the declared schema (:mod:`quiddler.saves.schema`) as it is
        decoded: types and ranges of every field, before any of it is used.
        """
        data = text.encode("utf-8", errors="surrogateescape") if isinstance(text, str) else text
        try:
            header = files.decode_json(data, _Header)
        except FileProblem as problem:
            message = _("it is not a quiddler save file") if problem.schema else str(problem)
            raise SaveError(message, reason="corrupt") from None
        _check_header(header.format, header.version)
        return cls._build(_validated(files.decode_json, data))

    @classmethod
    def _build(cls, data: SaveData) -> SavedGame:
        """The save of validated data; what the schema cannot say is checked here: the times,
        the players' names and the rules' consistency (the engine's own checks)."""
        try:
            rules = RuleOptions.from_dict(msgspec.to_builtins(data.setup.rules))
            return cls(
                game_id=data.game_id,
                created=_timestamp(data.created),
                updated=_timestamp(data.updated),
                setup=GameSetup(tuple(data.setup.players), rules, data.setup.seed),
                seats=tuple(data.seats),
                dictionary=data.dictionary,
                family=data.family,
                actions=tuple(action_from_dict(msgspec.to_builtins(item)) for item in data.actions),
                progress=Progress(
                    round=data.progress.round,
                    rounds=data.progress.rounds,
                    phase=data.progress.phase,
                    current=data.progress.current,
                    totals=tuple(data.progress.totals),
                    winners=tuple(data.progress.winners),
                ),
                rulings=dict(data.rulings),
                version=FORMAT_VERSION,  # read in the current version's form (an upgrade, once there are two)
                writer=data.quiddler,
            )
        except SaveError as error:
            raise SaveError(str(error), reason="corrupt") from None
        except (QuiddlerError, ValueError) as error:
            raise SaveError(
                _("its content is damaged ({error})").format(error=files.printable(str(error))),
                reason="corrupt",
            ) from None

    # ---------------------------------------------------------------- the game again

    def restore(self, checker: WordChecker) -> Game:
        """Replay the actions on the setup: the same game, deck order and all.

        ``checker`` should be the dictionary named by :attr:`dictionary` (a challenge, or a word in
        checked-words mode, is decided by it). Raises :class:`SaveError` (reason ``"unplayable"``)
        if an action is refused or the replayed game disagrees with the saved progress: the file was
        edited by hand, or written for another dictionary.
        """
        try:
            game = Game.replay(self.setup, Ruled(self.rulings, checker), self.actions)
        except QuiddlerError as error:
            raise SaveError(
                _("its moves do not replay ({error})").format(error=str(error).rstrip(".")),
                reason="unplayable",
            ) from None
        replayed = Progress.of(game)
        if replayed != self.progress:
            raise SaveError(
                _("its scores or round do not match its moves (was it edited by hand?)"), reason="unplayable"
            )
        game.checker = checker  # from here on, the dictionary as it is now decides
        return game

    def replay_checker(self, checker: WordChecker) -> WordChecker:
        """``checker`` answering first as the game's dictionary did (its :attr:`rulings`), so
        replaying the actions again (a review) gives every challenge the same outcome."""
        return Ruled(self.rulings, checker)


def rulings_of(game: Game) -> dict[str, bool]:
    """The dictionary's answers that shaped ``game``, from its records.

    In checked-words mode every word laid down was accepted. A challenge asks the dictionary only
    when the word has enough cards, so only such verdicts are kept (a lone IN card is refused by
    the rules, whatever the dictionary says about "in").
    """
    rulings: dict[str, bool] = {}
    checked = game.rules.word_check is WordCheck.CHECKED
    for record in game.records:
        if checked and isinstance(record, WentOut | LaidDown):
            rulings.update((word.text, True) for word in record.words)
        elif isinstance(record, Challenged) and record.word.card_count >= game.rules.min_word_cards:
            rulings[record.word.text] = record.allowable
    return rulings


class _Header(msgspec.Struct):
    """What is read of a file before its schema: is it a save, and of which format version."""

    format: Any = None
    version: Any = None


def _validated(read: Callable[[Any, type[SaveData]], SaveData], data: Any) -> SaveData:
    """``read(data, SaveData)`` (text or plain data against the schema), its refusal a SaveError."""
    try:
        return read(data, SaveData)
    except FileProblem as problem:
        raise SaveError(str(problem), reason="corrupt") from None


def _check_header(kind: Any, version: Any) -> None:
    """Refuse a file that is not a save, or a save of a newer format, before reading its fields."""
    if kind != FORMAT:
        raise SaveError(_("it is not a quiddler save file"), reason="corrupt")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        shown = files.printable(repr(version))[:40]
        raise SaveError(
            _("its format version {version} is not a version number").format(version=shown), reason="corrupt"
        )
    if version > FORMAT_VERSION:
        raise SaveError(
            _(
                "it was written by a newer quiddler (save format {version}; this one reads up to "
                "{readable}): upgrade quiddler to resume it"
            ).format(version=version, readable=FORMAT_VERSION),
            reason="newer",
        )


@functools.lru_cache(maxsize=8192)
def _action_json(action: Action) -> str:
    """One action's JSON text (cached: a game's save is rewritten after each of its actions)."""
    return _ENCODER.encode(action_to_dict(action))


def _timestamp(value: str) -> str:
    """A timestamp of the file, checked to be one that any clock of the world can show."""
    files.checked_time(value)
    return value
