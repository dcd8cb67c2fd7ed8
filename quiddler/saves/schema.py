"""The save file's schema: every field's type *and range*, declared once.

A save is data from outside (a player may edit it, a disk may damage it), so it is validated in
full before anything uses it: :func:`quiddler.storage.files.decode_json` decodes the text straight into
these structs, and msgspec refuses anything that does not fit — a float or ``Infinity`` where a
whole number belongs, a number beyond its range (``"seed": 1e400``, a 5,000-digit number), a
string where a list belongs, an unknown action kind. What a schema cannot say (a timestamp's
range, a player's name, the rules' own consistency) is checked by the code that builds the game
from it (:meth:`quiddler.saves.format.SavedGame.from_dict`), so the two together are the whole
contract.

Fields this version does not know are ignored (a save of format version 1 written by a later
quiddler may carry more); a newer *format version* is refused before this schema is applied. Every
field the program writes is declared here (``tests/files/test_schemas.py`` checks that against
``to_dict`` of each class, so a new field cannot be dropped on the way back in).

:class:`RulesData` is also the remembered setup's rules (``players.json``).
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec
from msgspec import Meta, Struct

from quiddler.engine.setup import MAX_NAME_LENGTH, MAX_SEED  # not .game: players.json is read at start-up

__all__ = ["SaveData", "RulesData", "SetupData", "ProgressData", "ActionData", "Seed", "PlayerName"]

#: Generous bounds: far above any real game, far below anything that could hurt.
MAX_PLAYERS = 8
MAX_ROUNDS = 30
MAX_WORDS = 30
MAX_ACTIONS = 200_000
MAX_SCORE = 10_000_000

SeatNo = Annotated[int, Meta(ge=0, lt=MAX_PLAYERS)]
Seed = Annotated[int, Meta(ge=-MAX_SEED, le=MAX_SEED)]
Score = Annotated[int, Meta(ge=-MAX_SCORE, le=MAX_SCORE)]
#: Printable-ness is the engine's rule (:func:`quiddler.engine.game.name_problem`); the length
#: allows surrounding spaces, which the engine ignores.
PlayerName = Annotated[str, Meta(min_length=1, max_length=4 * MAX_NAME_LENGTH)]
CardText = Annotated[str, Meta(min_length=1, max_length=2)]
WordCards = Annotated[list[CardText], Meta(min_length=1, max_length=60)]
Words = Annotated[list[WordCards], Meta(max_length=MAX_WORDS)]
Timestamp = Annotated[str, Meta(min_length=1, max_length=40)]
SeatKind = Annotated[str, Meta(pattern=r"^(human|bot:[a-z0-9_-]{1,30})$")]
RulesName = Annotated[str, Meta(pattern=r"^[A-Za-z0-9 _-]{1,40}$")]
BonusName = Literal["most_words", "longest_word"]


class RulesData(Struct):
    """:meth:`RuleOptions.to_dict <quiddler.engine.RuleOptions.to_dict>`, with ranges."""

    hand_sizes: Annotated[list[Annotated[int, Meta(ge=1, le=60)]], Meta(min_length=1, max_length=MAX_ROUNDS)]
    min_word_cards: Annotated[int, Meta(ge=1, le=60)]
    subtract_unused: bool
    bonuses: Annotated[list[BonusName], Meta(max_length=2)]
    bonus_points: Annotated[int, Meta(ge=0, le=1000)]
    two_player_bonus: BonusName
    word_check: Literal["table", "checked"]
    no_go_out_on_first_turn: bool
    min_players: Annotated[int, Meta(ge=1, le=MAX_PLAYERS)] = 2  # 1: the daily game (docs/rules.md §12)
    max_players: Annotated[int, Meta(ge=1, le=MAX_PLAYERS)] = MAX_PLAYERS
    #: The daily game's short draw pile and its deal's method (0: neither; docs/rules.md §12).
    round_pile: Annotated[int, Meta(ge=0, le=100)] = 0
    daily_deal: Annotated[int, Meta(ge=0, le=1000)] = 0
    #: Left out by files written before it existed: RuleOptions.from_dict then takes its preset's.
    proper_nouns: bool | msgspec.UnsetType = msgspec.UNSET
    name: RulesName = "custom"


class SetupData(Struct):
    players: Annotated[list[PlayerName], Meta(min_length=1, max_length=MAX_PLAYERS)]
    rules: RulesData
    seed: Seed


class DrawData(Struct, tag_field="kind", tag="draw"):
    seat: SeatNo
    source: Literal["draw", "discard"]


class DiscardData(Struct, tag_field="kind", tag="discard"):
    seat: SeatNo
    card: CardText


class GoOutData(Struct, tag_field="kind", tag="go_out"):
    seat: SeatNo
    words: Words
    discard: CardText


class LayDownData(Struct, tag_field="kind", tag="lay_down"):
    seat: SeatNo
    words: Words
    discard: CardText


class ChallengeData(Struct, tag_field="kind", tag="challenge"):
    challenger: SeatNo
    seat: SeatNo
    word_index: Annotated[int, Meta(ge=0, lt=MAX_WORDS)]


class CloseChallengesData(Struct, tag_field="kind", tag="close_challenges"):
    pass


class NextRoundData(Struct, tag_field="kind", tag="next_round"):
    pass


ActionData = (
    DrawData | DiscardData | GoOutData | LayDownData | ChallengeData | CloseChallengesData | NextRoundData
)


class ProgressData(Struct):
    round: Annotated[int, Meta(ge=0, lt=MAX_ROUNDS)]
    rounds: Annotated[int, Meta(ge=1, le=MAX_ROUNDS)]
    phase: Annotated[str, Meta(pattern=r"^[a-z_]{1,20}$")]
    current: SeatNo
    totals: Annotated[list[Score], Meta(max_length=MAX_PLAYERS)]
    winners: Annotated[list[SeatNo], Meta(max_length=MAX_PLAYERS)] = msgspec.field(default_factory=list)


class SaveData(Struct):
    """A whole save of format version 1 (see :mod:`quiddler.saves.format` for what each means)."""

    format: str
    version: Annotated[int, Meta(ge=1)]
    game_id: Annotated[str, Meta(pattern=r"^[A-Za-z0-9_-]{1,80}$")]
    created: Timestamp
    updated: Timestamp
    setup: SetupData
    seats: Annotated[list[SeatKind], Meta(max_length=MAX_PLAYERS)]
    dictionary: Annotated[str, Meta(min_length=1, max_length=4200)]
    actions: Annotated[list[ActionData], Meta(max_length=MAX_ACTIONS)]
    progress: ProgressData
    rulings: dict[Annotated[str, Meta(min_length=1, max_length=100)], bool] = msgspec.field(
        default_factory=dict
    )
    quiddler: Annotated[str, Meta(max_length=40)] = "unknown"
    #: The family filter (saves from before it have none: on, the default).
    family: Literal["on", "off", "strict"] = "on"
