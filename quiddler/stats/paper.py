"""A paper game kept by ``quiddler score``, round by round, for ``quiddler replay``.

A score sheet has no hidden moves: each round is what the table wrote (every player's words, the
cards left unused, who went out) and the challenges. So the paper replay is a list of
:class:`~quiddler.stats.replay.Frame`: the round as dealt, one frame per player's line (the
players after the dealer first, as they play), one per challenge, and the round scored by the
sheet's own scoring (the engine's). Stepping back reads the list, as for played games.
"""

from __future__ import annotations

from typing import Any

from quiddler.i18n import _
from quiddler.scoresheet import Row, Sheet
from quiddler.stats.digest import GameDigest, SeatDigest
from quiddler.stats.replay import Frame, Replay

__all__ = ["paper_digest", "paper_replay"]


def _words(texts: list[str]) -> str:
    return ", ".join(text.upper() for text in texts)


def _line(sheet: Sheet, row: Row, seat: int) -> str:
    """One player's line of the round in a sentence."""
    entry = row.players[seat]
    name = sheet.players[seat]
    words = _words([laid.word.text for laid in entry.words])
    unused = " ".join(card.label for card in entry.unused)
    if seat in row.out and words:
        return _("{name} went out with {words}.").format(name=name, words=words)
    if words and unused:
        return _("{name} laid {words}; unused: {cards}.").format(name=name, words=words, cards=unused)
    if words:
        return _("{name} laid {words}, with no card unused.").format(name=name, words=words)
    return _("{name} laid no word; unused: {cards}.").format(name=name, cards=unused or "—")


def _frame(
    move: int,
    number: int,
    said: str,
    action: dict[str, Any] | None,
    table: tuple[list[tuple[str, ...]], list[tuple[str, ...]], list[int]],
) -> Frame:
    """The sheet after ``move`` entries: ``table`` is the unused cards, words and totals so far."""
    hands, words, totals = table
    return Frame(
        move=move,
        round=number,
        said=said,
        hands=tuple(hands),
        words=tuple(words),
        totals=tuple(totals),
        discard_top=None,
        draw_pile=0,
        action=action,
    )


def paper_replay(sheet: Sheet, sheet_id: str) -> Replay:
    """Every frame of the sheet's rounds written so far (a round not written in is left out)."""
    count = sheet.player_count
    totals = [0] * count
    frames: list[Frame] = []
    for row in sheet.rows:
        if not row.entered:
            continue
        number = row.round + 1
        hands: list[tuple[str, ...]] = [()] * count
        words: list[tuple[str, ...]] = [()] * count

        def frame(
            said: str,
            action: dict[str, Any] | None,
            number: int = number,
            table: tuple[list[tuple[str, ...]], list[tuple[str, ...]], list[int]] = (hands, words, totals),
        ) -> Frame:
            return _frame(len(frames), number, said, action, table)

        frames.append(
            frame(
                _("Round {number}: {cards} cards each; {dealer} deals.").format(
                    number=number, cards=row.hand_size, dealer=sheet.players[row.dealer]
                ),
                None,
            )
        )
        order = [(row.dealer + 1 + step) % count for step in range(count)]
        for seat in order:
            entry = row.players[seat]
            hands[seat] = tuple(card.value for card in entry.unused)
            words[seat] = tuple(laid.word.text for laid in entry.words)
            action = {
                "kind": "paper_line",
                "seat": seat,
                "words": list(words[seat]),
                "unused": list(hands[seat]),
                "went_out": seat in row.out,
            }
            frames.append(frame(_line(sheet, row, seat), action))
        for seat in order:
            for index, laid in enumerate(row.players[seat].words):
                if laid.challenger is None:
                    continue
                stands = bool(laid.allowable)
                template = (
                    _("{challenger} challenged {name}'s {word}: it stands.")
                    if stands
                    else _("{challenger} challenged {name}'s {word}: it is rejected.")
                )
                said = template.format(
                    challenger=sheet.players[laid.challenger],
                    name=sheet.players[seat],
                    word=laid.word.text.upper(),
                )
                action = {
                    "kind": "paper_challenge",
                    "seat": seat,
                    "word": index,
                    "challenger": laid.challenger,
                    "stands": stands,
                }
                frames.append(frame(said, action))
        scores = sheet.summary(row.round).scores
        for seat, score in enumerate(scores):
            totals[seat] += score  # in place: the frames' tables hold this list
        listed = ", ".join(f"{name} {score:+d}" for name, score in zip(sheet.players, scores, strict=True))
        frames.append(
            frame(
                _("Round {number} scored: {scores}.").format(number=number, scores=listed),
                {"kind": "paper_round_scored", "scores": list(scores)},
            )
        )
    if not frames:
        frames.append(
            Frame(
                0,
                1,
                _("Nothing is written on this sheet yet."),
                ((),) * count,
                ((),) * count,
                (0,) * count,
                None,
                0,
                None,
            )
        )
    seats = ("human",) * count  # every seat at a paper table is a person
    return Replay(sheet_id, sheet.players, seats, len(sheet.rows), tuple(frames), paper=True)


def paper_digest(sheet: Sheet, sheet_id: str, finished: str) -> GameDigest:
    """A finished sheet as the statistics count it: every seat a person (a paper table has no
    computer), each round scored by the sheet's own scoring. ``finished`` is the sheet's last
    change (``2026-11-21T20:31:12Z``), the time its game is rated at."""
    seats = [SeatDigest(name=name, kind="human", total=0, round_scores=[]) for name in sheet.players]
    for row, summary in zip((row for row in sheet.rows if row.entered), sheet.summaries, strict=True):
        if summary.went_out is not None:
            seats[summary.went_out].out_first += 1
        for result in summary.results:
            seat = seats[result.seat]
            seat.round_scores.append(result.score)
            seat.total += result.score
            seat.unused_lost += result.word_points - result.base
            for word in result.words:
                if word.points > seat.best_word_points:
                    seat.best_word, seat.best_word_points = word.text, word.points
                if word.letter_count > seat.longest_letters:
                    seat.longest_word, seat.longest_letters = word.text, word.letter_count
        for entry in row.players:
            for laid in entry.words:
                if laid.challenger is not None:
                    seats[laid.challenger].challenges_made += 1
                    seats[laid.challenger].challenges_won += laid.allowable is False
    return GameDigest(
        game_id=sheet_id,
        finished=finished,
        rules=sheet.rules.name,
        seats=seats,
        winners=list(sheet.leaders),
        paper=True,
    )
