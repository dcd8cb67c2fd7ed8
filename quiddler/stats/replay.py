"""A finished game move by move, every hand face up: what ``quiddler replay`` shows.

The game is replayed once through the engine (with the game's own rulings, as the statistics do:
no dictionary needed) and a :class:`Frame` is kept after every action, so stepping forward or
back is reading a list: stepping back returns exactly to the earlier state. Each move is said
in the game's words (:func:`quiddler.match.describe.describe_record`, every card named, since
every hand is face up here).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from quiddler.engine import Drew, Game, QuiddlerError, Source, action_to_dict
from quiddler.i18n import _
from quiddler.match.describe import describe_record
from quiddler.saves.common import Ruled, SaveError
from quiddler.saves.format import SavedGame
from quiddler.stats.digest import _RulingsOnly

__all__ = ["Frame", "Replay", "replay_of"]


@dataclass(frozen=True)
class Frame:
    """The table after ``move`` actions (0: as dealt): every hand, every word laid, the totals."""

    move: int
    round: int
    said: str
    hands: tuple[tuple[str, ...], ...]
    words: tuple[tuple[str, ...], ...]
    totals: tuple[int, ...]
    discard_top: str | None
    draw_pile: int
    action: dict[str, Any] | None

    def to_json(self) -> dict[str, Any]:
        return {
            "move": self.move,
            "round": self.round,
            "said": self.said,
            "action": self.action,
            "hands": [list(hand) for hand in self.hands],
            "words": [list(words) for words in self.words],
            "totals": list(self.totals),
            "discard_top": self.discard_top,
            "draw_pile": self.draw_pile,
        }


@dataclass(frozen=True)
class Replay:
    """Every frame of one finished game, and the rounds' first frames (for ↓ ↑)."""

    game_id: str
    players: tuple[str, ...]
    seats: tuple[str, ...]
    rounds: int
    frames: tuple[Frame, ...]

    def round_starts(self) -> list[int]:
        """The index of each round's first frame."""
        starts: list[int] = []
        for index, frame in enumerate(self.frames):
            if not starts or frame.round != self.frames[starts[-1]].round:
                starts.append(index)
        return starts

    def to_json(self) -> dict[str, Any]:
        return {
            "game_id": self.game_id,
            "players": list(self.players),
            "seats": list(self.seats),
            "rounds": self.rounds,
            "moves": [frame.to_json() for frame in self.frames],
        }


def _frame(game: Game, move: int, said: str, action: dict[str, Any] | None) -> Frame:
    count = game.player_count
    return Frame(
        move=move,
        round=game.round + 1,
        said=said,
        hands=tuple(tuple(card.value for card in game.hand(seat)) for seat in range(count)),
        words=tuple(tuple(laid.word.text for laid in game.words(seat)) for seat in range(count)),
        totals=tuple(game.totals),
        discard_top=game.discard_top.value if game.discard_top is not None else None,
        draw_pile=len(game.draw_pile),
        action=action,
    )


def replay_of(saved: SavedGame) -> Replay:
    """Every frame of ``saved``; raises :class:`SaveError` if its moves do not replay."""
    try:
        game = Game(saved.setup, Ruled(saved.rulings, _RulingsOnly()))
        frames = [_frame(game, 0, _("The cards are dealt."), None)]
        for number, action in enumerate(saved.actions, start=1):
            record = game.apply(action)
            if isinstance(record, Drew) and record.source is Source.DRAW_PILE:  # every hand is face up
                said = _("{name} drew {card} blind.").format(
                    name=saved.players[record.seat], card=record.card.label
                )
            else:
                said = describe_record(record, saved.players, viewer=-1) or _("The challenges are closed.")
            frames.append(_frame(game, number, said, action_to_dict(action)))
    except QuiddlerError as error:
        raise SaveError(
            _("its moves do not replay ({error})").format(error=str(error).rstrip(".")), reason="unplayable"
        ) from None
    return Replay(saved.game_id, saved.players, saved.seats, saved.setup.rules.rounds, tuple(frames))
