"""What a match is set up with, as one plain object, from the setup screen to the save and back.

:class:`MatchSetup` holds everything chosen before the first card is dealt: who sits where (a
:class:`~quiddler.players.seats.Seat`: a person, or a computer player of a level), the rule
options, the dictionary's name and the seed. It is what the setup screen edits, what ``quiddler
play`` flags preset, what :class:`~quiddler.match.Match` deals from, and what a save is read back
into (:meth:`MatchSetup.from_save`): a save spells seats ``"human"``/``"bot:<level>"`` and only the
file's edge converts (:attr:`Seat.kind`, :meth:`Seat.from_kind`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from datetime import date
from typing import TYPE_CHECKING, Any

from quiddler.engine.errors import InvalidInputError
from quiddler.engine.reasons import Reason
from quiddler.engine.rules import PRESETS, STANDARD, Bonus, RuleOptions, WordCheck
from quiddler.engine.setup import name_problem
from quiddler.i18n import _
from quiddler.players.base import LEVELS
from quiddler.players.seats import HUMAN, Seat, parse_kind

if TYPE_CHECKING:
    from quiddler.engine.setup import GameSetup
    from quiddler.saves import SavedGame

__all__ = [
    "BOT_LEVELS",
    "HUMAN",
    "Seat",
    "MatchSetup",
    "parse_seats",
    "build_rules",
    "check_bonus_choice",
    "check_name",
    "preset_names",
]

#: Fallback names for computer seats, so a table of bots reads like a table of people.
_BOT_NAMES = ("Ada", "Hal", "Max", "Zoe", "Rex", "Ivy", "Kit", "Lou")

#: The computer levels a seat can be given.
BOT_LEVELS: tuple[str, ...] = tuple(LEVELS)


def _default_seats() -> tuple[Seat, ...]:
    """Two people, "Player 1" and "Player 2" in the players' language."""
    return tuple(Seat(_("Player {number}").format(number=number)) for number in (1, 2))


@dataclass(frozen=True)
class MatchSetup:
    """Everything a match is set up with; ``seed`` None means "pick one when the match is dealt"."""

    seats: tuple[Seat, ...] = field(default_factory=_default_seats)
    rules: RuleOptions = STANDARD
    dictionary: str | None = None
    seed: int | None = None
    preset: str = field(default="standard")
    #: The family filter: on (hints and computer players never suggest a vulgar word), off, or
    #: strict (such a word is refused); see quiddler.dictionary.family.
    family: str = "on"

    def __post_init__(self) -> None:
        object.__setattr__(self, "seats", tuple(self.seats))
        if not _matches_preset(self.rules, self.preset):
            object.__setattr__(self, "preset", "custom")

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(seat.name for seat in self.seats)

    @property
    def people(self) -> tuple[int, ...]:
        """Seats played by people, in seating order."""
        return tuple(index for index, seat in enumerate(self.seats) if seat.is_person)

    @property
    def seat_kinds(self) -> tuple[str, ...]:
        """The seats as a save file spells them (``"human"``, ``"bot:hard"``)."""
        return tuple(seat.kind for seat in self.seats)

    def game_setup(self, seed: int) -> GameSetup:
        """The engine's setup for one game with this seed; raises InvalidInputError for bad seats."""
        from quiddler.engine.setup import GameSetup

        return GameSetup(self.names, self.rules, seed)

    def with_seed(self, seed: int | None) -> MatchSetup:
        return replace(self, seed=seed)

    @property
    def daily(self) -> date | None:
        """The date whose Quiddler of the day this table is dealt (the same shuffles at every table
        of its size on that date), or None for an ordinary shuffle. The rules carry the method
        (``RuleOptions.daily_deal``) and the seed the date (:mod:`quiddler.engine.daily`), so a
        save of such a game needs nothing more to be dealt the same cards again."""
        if not self.rules.daily_deal or self.seed is None:
            return None
        from quiddler.engine.daily import date_of_seed

        return date_of_seed(self.seed)

    def with_daily(self, day: date | None) -> MatchSetup:
        """The same table dealt the Quiddler of the day of ``day`` by today's method; None: an
        ordinary shuffle again (and a new seed when the game is dealt)."""
        from quiddler.engine.daily import DAILY_METHOD, date_seed

        if day is None:
            if not self.rules.daily_deal:
                return self
            return replace(self, rules=self.rules.with_(daily_deal=0), seed=None)
        return replace(self, rules=self.rules.with_(daily_deal=DAILY_METHOD), seed=date_seed(day))

    @classmethod
    def from_save(cls, saved: SavedGame) -> MatchSetup:
        """The setup a saved game was dealt from (its seats read from the file's spelling)."""
        seats = tuple(
            Seat.from_kind(name, kind, levels=None)
            for name, kind in zip(saved.players, saved.seats, strict=True)
        )
        rules = saved.setup.rules
        return cls(seats, rules, saved.dictionary, saved.setup.seed, rules.name, saved.family)

    def to_dict(self) -> dict[str, Any]:
        return {
            "seats": [{"name": seat.name, "kind": seat.kind} for seat in self.seats],
            "rules": self.rules.to_dict(),
            "preset": self.preset,
            "dictionary": self.dictionary,
            "seed": self.seed,
            "family": self.family,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> MatchSetup:
        """Read :meth:`to_dict` back; raises InvalidInputError for anything malformed (a computer
        level this quiddler does not have included)."""
        try:
            seats = tuple(
                Seat.from_kind(str(item["name"]), str(item.get("kind", HUMAN))) for item in data["seats"]
            )
            seed = data.get("seed")
            return cls(
                seats=seats,
                rules=RuleOptions.from_dict(data["rules"]),
                dictionary=data.get("dictionary"),
                seed=None if seed is None else int(seed),
                preset=str(data.get("preset", "standard")),
                family=_family(data.get("family")),
            )
        except (KeyError, TypeError, ValueError) as error:
            if isinstance(error, InvalidInputError):
                raise
            raise InvalidInputError(_("this is not a game setup: {error}").format(error=error)) from None


def _family(value: Any) -> str:
    """A remembered family filter setting (on when absent); raises ValueError for another word."""
    if value is None:
        return "on"
    if value not in ("on", "off", "strict"):
        raise ValueError(_("the family filter is on, off or strict, not {value}").format(value=repr(value)))
    return str(value)


def _matches_preset(rules: RuleOptions, name: str) -> bool:
    """True if ``rules`` is preset ``name`` with only the setup screen's own choices changed."""
    base = PRESETS.get(name)
    if base is None:
        return False
    try:
        expected = base.with_(
            word_check=rules.word_check,
            two_player_bonus=rules.two_player_bonus,
            no_go_out_on_first_turn=rules.no_go_out_on_first_turn,
            daily_deal=rules.daily_deal,  # the Quiddler of the day dealt to a table of these rules
        )
    except InvalidInputError:
        return False
    return expected == rules


def parse_seats(text: str | Sequence[str]) -> tuple[Seat, ...]:
    """Seats from ``"Ann,bot:hard,Rex=bot:easy"``: a name is a person, ``bot:LEVEL`` a computer.

    Raises InvalidInputError (one sentence) for an unknown level or an empty entry.
    """
    items = [item.strip() for item in text.split(",")] if isinstance(text, str) else [*text]
    seats: list[Seat] = []
    used = {item.casefold() for item in items if not item.lower().startswith("bot:") and "=" not in item}
    bot_names = (name for name in _BOT_NAMES if name.casefold() not in used)
    for item in items:
        if not item:
            raise InvalidInputError(Reason("player_entry_empty"))
        name, equals, kind = item.partition("=")
        if not equals:
            name, kind = (item, HUMAN) if not item.lower().startswith("bot:") else ("", item.lower())
        level = parse_kind(kind.strip().lower() or HUMAN)
        name = name.strip() or next(bot_names, f"Bot {len(seats) + 1}")
        seats.append(Seat(name, level))
    return tuple(seats)


def build_rules(
    preset: str = "standard",
    *,
    check: WordCheck | str | None = None,
    bonus: Bonus | str | None = None,
    no_go_out_first_turn: bool | None = None,
    base: RuleOptions | None = None,
) -> RuleOptions:
    """A preset (or ``base``, rules made elsewhere) with the setup's choices on top.

    Raises InvalidInputError for an unknown preset name. The two-player bonus is only changed
    when the rules play it (Junior has one bonus only).
    """
    from quiddler.engine.rules import preset as find_preset

    rules = base if base is not None else find_preset(preset)
    changes: dict[str, Any] = {}
    if check is not None:
        changes["word_check"] = WordCheck(check) if isinstance(check, str) else check
    if bonus is not None:
        chosen = _bonus(bonus) if isinstance(bonus, str) else bonus
        if chosen in rules.bonuses:
            changes["two_player_bonus"] = chosen
    if no_go_out_first_turn is not None:
        changes["no_go_out_on_first_turn"] = no_go_out_first_turn
    return rules.with_(**changes) if changes else rules


def check_bonus_choice(rules: RuleOptions, bonus: Bonus | str) -> None:
    """Raise InvalidInputError (one sentence) if ``bonus`` was asked for but ``rules`` do not play
    it: Quiddler Junior has one bonus, the longest word, with any number of players (docs/rules.md §8),
    so "most words" cannot be chosen there."""
    chosen = _bonus(bonus) if isinstance(bonus, str) else bonus
    if chosen in rules.bonuses:
        return
    played = _(" and ").join(b.title for b in rules.bonuses) or _("no bonus")
    count = (
        _("one bonus") if len(rules.bonuses) == 1 else _("{count} bonuses").format(count=len(rules.bonuses))
    )
    raise InvalidInputError(
        _(
            "{rules} has {count}, the {played}, with any number of players: "
            "the {chosen} bonus cannot be chosen"
        ).format(rules=rules.title, count=count, played=played, chosen=chosen.title)
    )


def _bonus(text: str) -> Bonus:
    key = text.strip().lower()
    if key in ("longest", "longest_word", "longest-word"):
        return Bonus.LONGEST_WORD
    if key in ("most", "most_words", "most-words"):
        return Bonus.MOST_WORDS
    raise InvalidInputError(
        _("there is no bonus called {name}; choose longest or most").format(name=repr(text))
    )


def preset_names() -> tuple[str, ...]:
    return tuple(PRESETS)


def check_name(name: str) -> str | None:
    """Why a typed name cannot be used, or None: a name is 1–20 printable characters (the
    engine's rule, the same for names from the command line, saves and the history)."""
    problem = name_problem(name)
    return None if problem is None else problem[:1].upper() + problem[1:] + "."
