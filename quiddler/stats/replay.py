"""A finished game move by move, every hand face up: what ``quiddler replay`` shows.

The game is replayed once through the engine's one replay (:class:`quiddler.engine.replay.Replay`,
with the game's own rulings, as the statistics do: no dictionary needed) and a :class:`Frame` is
kept after every action, so stepping forward or back is reading a list: stepping back returns
exactly to the earlier state. Each move is said in the game's words
(:func:`quiddler.match.describe.describe_record`, every card named, since every hand is face up
here).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from quiddler.engine import (
    Action,
    Challenge,
    Discard,
    Draw,
    Drew,
    Game,
    GoOut,
    LayDown,
    QuiddlerError,
    Record,
    Source,
    action_to_dict,
)
from quiddler.engine.replay import Replay as GameReplay
from quiddler.i18n import _
from quiddler.match.describe import describe_record
from quiddler.saves.common import Ruled, SaveError
from quiddler.saves.format import SavedGame
from quiddler.stats.digest import _RulingsOnly

if TYPE_CHECKING:
    from quiddler.coach import GameReview

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
    #: What the coach found better at this move, in a sentence ("" when nothing, or no review).
    coach: str = ""

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
            "coach": self.coach or None,
        }


@dataclass(frozen=True)
class Replay:
    """Every frame of one finished game, and the rounds' first frames (for ↓ ↑)."""

    game_id: str
    players: tuple[str, ...]
    seats: tuple[str, ...]
    rounds: int
    frames: tuple[Frame, ...]
    #: A paper game kept by ``quiddler score`` (:mod:`quiddler.stats.paper`): no cards to draw,
    #: each frame one line of the sheet.
    paper: bool = False

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
            "paper": self.paper,
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


def _notes(review: GameReview | None, subtract_unused: bool) -> dict[tuple[int, int, int, str], list[str]]:
    """The coach's misses by (round, seat, turn, "draw" or "play"); a lost challenge by turn 0."""
    from quiddler.coach import miss_text

    notes: dict[tuple[int, int, int, str], list[str]] = {}
    if review is None:
        return notes
    for people in review.rounds:
        for person in people:
            for miss in person.misses:
                stage = "draw" if miss.kind == "take" else "challenge" if miss.kind == "challenge" else "play"
                said = f"{person.name}: " + miss_text(miss, subtract_unused=subtract_unused)
                notes.setdefault((miss.round, miss.seat, miss.turn, stage), []).append(said)
    return notes


def replay_of(saved: SavedGame, review: GameReview | None = None) -> Replay:
    """Every frame of ``saved``; with the coach's ``review`` of it, each frame says what the coach
    found better at that move. Raises :class:`SaveError` if its moves do not replay."""
    notes = _notes(review, saved.setup.rules.subtract_unused)
    try:
        replayed = GameReplay(saved.setup, saved.actions, Ruled(saved.rulings, _RulingsOnly()))
        game = replayed.game
        frames = [_frame(game, 0, _("The cards are dealt."), None)]
        #: The action being applied, its number, and its round, seat and turn before it was.
        pending: list[tuple[Action, int, int, int, int]] = []

        def after(record: Record) -> None:
            action, number, round_, seat, turns = pending.pop()
            if isinstance(record, Drew) and record.source is Source.DRAW_PILE:  # every hand is face up
                said = _("{name} drew {card} blind.").format(
                    name=saved.players[record.seat], card=record.card.label
                )
            else:
                said = describe_record(record, saved.players, viewer=-1) or _("The challenges are closed.")
            if isinstance(action, Draw):
                coach = notes.pop((round_, seat, turns, "draw"), [])
            elif isinstance(action, Discard | GoOut | LayDown):
                coach = notes.pop((round_, seat, turns, "play"), [])
            elif isinstance(action, Challenge):
                waiting = notes.get((round_, action.challenger, 0, "challenge"), [])
                coach = [waiting.pop(0)] if waiting else []
            else:
                coach = []
            frame = _frame(game, number, said, action_to_dict(action))
            frames.append(replace(frame, coach=" ".join(coach)) if coach else frame)

        for number, action in enumerate(replayed.steps(after=after), start=1):
            round_, seat, turns = game.round, game.current, 0
            if isinstance(action, Draw | Discard | GoOut | LayDown):
                turns = game.turns_taken(seat) + (1 if isinstance(action, Draw) else 0)
            pending.append((action, number, round_, seat, turns))
    except QuiddlerError as error:
        raise SaveError(
            _("its moves do not replay ({error})").format(error=str(error).rstrip(".")), reason="unplayable"
        ) from None
    return Replay(saved.game_id, saved.players, saved.seats, saved.setup.rules.rounds, tuple(frames))
