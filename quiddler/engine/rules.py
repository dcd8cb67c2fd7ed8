"""Rule options: one frozen object that says which game is played, with named presets.

Everything that varies between the standard game (docs/rules.md §2–§6), Quiddler Junior (§8) and the
usual house rules is a field here, so the engine has one code path with no ``if junior`` in it.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, replace
from enum import Enum
from typing import Any

from quiddler.engine.errors import InvalidInputError
from quiddler.engine.reasons import Reason

__all__ = ["Bonus", "WordCheck", "RuleOptions", "STANDARD", "JUNIOR", "PRESETS", "preset"]


class Bonus(Enum):
    """The two round bonuses of docs/rules.md §6."""

    MOST_WORDS = "most_words"
    LONGEST_WORD = "longest_word"

    @property
    def title(self) -> str:
        return str(Reason("most_words" if self is Bonus.MOST_WORDS else "longest_word"))


class WordCheck(Enum):
    """How words are checked (docs/rules.md §5, decided): the sheets' challenges, or the game checks."""

    TABLE = "table"
    CHECKED = "checked"


@dataclass(frozen=True)
class RuleOptions:
    """The rules of one game.

    ``hand_sizes`` gives the cards dealt in each round, so its length is the number of rounds.
    With two players only ``two_player_bonus`` of ``bonuses`` is used (docs/rules.md §6.3); it must be
    one of ``bonuses``. ``proper_nouns`` allows names as words (Quiddler Junior, docs/rules.md §8):
    the engine asks its word checker as always, and the front ends hand it one that knows the
    names list (:func:`quiddler.dictionary.for_rules`).

    ``round_pile`` (0: the whole rest of the deck) limits each round's draw pile to that many
    cards, the rest set aside, and ends the round when it runs out: the turn that draws its last
    card is a final turn, with no reshuffle (the daily game for one player, docs/rules.md §12; only
    one-player rules may set it). ``daily_deal`` (0: shuffled from the seed) names the method of
    :mod:`quiddler.engine.daily` that deals the cards, the seed being the date as YYYYMMDD.
    """

    hand_sizes: tuple[int, ...] = (3, 4, 5, 6, 7, 8, 9, 10)
    min_word_cards: int = 2
    subtract_unused: bool = True
    bonuses: tuple[Bonus, ...] = (Bonus.MOST_WORDS, Bonus.LONGEST_WORD)
    bonus_points: int = 10
    two_player_bonus: Bonus = Bonus.LONGEST_WORD
    word_check: WordCheck = WordCheck.TABLE
    no_go_out_on_first_turn: bool = False
    min_players: int = 2
    max_players: int = 8
    proper_nouns: bool = False
    round_pile: int = 0
    daily_deal: int = 0
    name: str = field(default="standard", compare=False)

    def __post_init__(self) -> None:
        if any(not isinstance(size, int) or isinstance(size, bool) for size in self.hand_sizes):
            raise InvalidInputError(Reason("hand_size_whole"))
        if not self.hand_sizes or any(size < 1 for size in self.hand_sizes):
            raise InvalidInputError(Reason("hand_size_empty"))
        if self.min_word_cards < 1:
            raise InvalidInputError(Reason("word_size_zero"))
        if self.min_word_cards > min(self.hand_sizes):
            # Going out lays every card dealt; with fewer than one word's worth nobody ever could.
            raise InvalidInputError(Reason("hand_below_word"))
        if len(set(self.bonuses)) != len(self.bonuses):
            raise InvalidInputError(Reason("bonus_twice"))
        if self.bonus_points < 0:
            raise InvalidInputError(Reason("bonus_negative"))
        if not (self.min_players == self.max_players == 1 or 2 <= self.min_players <= self.max_players <= 8):
            raise InvalidInputError(Reason("player_range"))
        if isinstance(self.round_pile, bool) or not isinstance(self.round_pile, int) or self.round_pile < 0:
            raise InvalidInputError(Reason("round_pile_range"))
        if (self.max_players == 1) != (self.round_pile > 0):
            # One player alone ends a round only when the pile runs out; a table plays the usual
            # round, its draw pile refilled from the discards (docs/rules.md §3, §12).
            raise InvalidInputError(Reason("round_pile_solo"))
        if isinstance(self.daily_deal, bool) or not isinstance(self.daily_deal, int) or self.daily_deal < 0:
            raise InvalidInputError(Reason("daily_method", {"method": self.daily_deal}))
        if self.bonuses and self.two_player_bonus not in self.bonuses:
            raise InvalidInputError(Reason("two_player_bonus"))

    @property
    def rounds(self) -> int:
        return len(self.hand_sizes)

    @property
    def offers_best_lay_down(self) -> bool:
        """True where laying words down on a final turn can only gain (unused cards cost nothing,
        Junior): the sheet says everyone "must lay down any words they can", so the game starts
        a person's final turn from the best lay-down and the computer players lay every word."""
        return not self.subtract_unused

    @property
    def title(self) -> str:
        """The rules' name for players: "Quiddler Junior", "standard Quiddler"."""
        return str(self.title_reason)

    @property
    def title_reason(self) -> Reason:
        """The rules' name as a reason's argument (translated where it is shown)."""
        if self.name in ("junior", "standard", "checked", "short", "daily"):
            return Reason(f"rules_{self.name}")
        return Reason("rules_named", {"name": self.name})

    def pile_ran_out(self, draw_count: int) -> bool:
        """True when a round's short draw pile (``round_pile``) is used up: the turn that drew its
        last card is the round's final turn (docs/rules.md §12). Always False at a table, whose
        pile is refilled. The engine's one rule for it, asked by the game and by a seat's view."""
        return self.round_pile > 0 and draw_count == 0

    def lets_go_out_on_turn(self, turn: int) -> bool:
        """True if these rules let a player go out on their ``turn``-th turn of a round (1 is the
        first): the house rule ``no_go_out_on_first_turn`` bars the first. The engine's one rule
        for it, used as well where a computer player imagines a round's turns without a game."""
        return not (self.no_go_out_on_first_turn and turn <= 1)

    def bonuses_for(self, players: int) -> tuple[Bonus, ...]:
        """The bonuses that count in a game of this many players (one only with two)."""
        if players == 2 and len(self.bonuses) > 1:
            return (self.two_player_bonus,)
        return self.bonuses

    def with_(self, **changes: Any) -> RuleOptions:
        """A copy with some fields changed: ``STANDARD.with_(word_check=WordCheck.CHECKED)``."""
        return replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready data (enums by value), for saves and game records."""
        data = asdict(self)
        data["hand_sizes"] = list(self.hand_sizes)
        data["bonuses"] = [bonus.value for bonus in self.bonuses]
        data["two_player_bonus"] = self.two_player_bonus.value
        data["word_check"] = self.word_check.value
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> RuleOptions:
        """The inverse of :meth:`to_dict`; raises :class:`InvalidInputError` on bad data.

        Data written before a field existed gets the value its preset has today (a Junior game
        saved before proper nouns were allowed resumes allowing them, as Junior now does), or
        the field's default for rules of no preset.
        """
        try:
            name = str(data.get("name", "custom"))
            known = PRESETS.get(name)
            return cls(
                hand_sizes=tuple(int(size) for size in data["hand_sizes"]),
                min_word_cards=int(data["min_word_cards"]),
                subtract_unused=bool(data["subtract_unused"]),
                bonuses=tuple(Bonus(value) for value in data["bonuses"]),
                bonus_points=int(data["bonus_points"]),
                two_player_bonus=Bonus(data["two_player_bonus"]),
                word_check=WordCheck(data["word_check"]),
                no_go_out_on_first_turn=bool(data["no_go_out_on_first_turn"]),
                min_players=int(data.get("min_players", 2)),
                max_players=int(data.get("max_players", 8)),
                proper_nouns=bool(data.get("proper_nouns", known.proper_nouns if known else False)),
                round_pile=int(data.get("round_pile", 0)),
                daily_deal=int(data.get("daily_deal", 0)),
                name=name,
            )
        except (KeyError, TypeError, ValueError, AttributeError) as error:
            if isinstance(error, InvalidInputError):
                raise
            raise InvalidInputError(Reason("not_rule_options", {"error": str(error)})) from None


#: The game of the rule sheets (docs/rules.md §1–§6).
STANDARD = RuleOptions()

#: Quiddler Junior (docs/rules.md §8) with the standard deck: 2…7 cards, one-card words and proper
#: nouns allowed, unused cards not subtracted, a single 5-point longest-word bonus, up to six
#: players.
JUNIOR = RuleOptions(
    hand_sizes=(2, 3, 4, 5, 6, 7),
    min_word_cards=1,
    subtract_unused=False,
    bonuses=(Bonus.LONGEST_WORD,),
    bonus_points=5,
    two_player_bonus=Bonus.LONGEST_WORD,
    max_players=6,
    proper_nouns=True,
    name="junior",
)

#: Named presets, found by name from the command line and the setup screen.
PRESETS: dict[str, RuleOptions] = {
    "standard": STANDARD,
    "checked": STANDARD.with_(word_check=WordCheck.CHECKED, name="checked"),
    "junior": JUNIOR,
    "short": STANDARD.with_(hand_sizes=(3, 5, 7, 10), name="short"),
}


def preset(name: str) -> RuleOptions:
    """The preset called ``name``; raises :class:`InvalidInputError` listing the known ones."""
    try:
        return PRESETS[name.strip().lower()]
    except KeyError:
        known = ", ".join(PRESETS)
        raise InvalidInputError(Reason("no_such_rules", {"name": repr(name), "known": known})) from None
