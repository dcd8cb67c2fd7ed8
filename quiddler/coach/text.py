"""The review in words for players: plain text lines, for the command line and the app alike.

Written to the person reviewed ("you drew from the draw pile"), one sentence per miss; the game
review adds a table of the points left on the table per round and player, the biggest misses and
one summary line per player.
"""

from __future__ import annotations

from collections.abc import Sequence

from quiddler.coach.judge import spelled
from quiddler.coach.review import GameReview, Miss, PersonRound
from quiddler.engine import Card
from quiddler.solver import Play

__all__ = ["miss_text", "miss_headline", "person_round_lines", "table_lines", "game_text"]


def _points(value: int) -> str:
    return f"{value} point{'s' if value != 1 else ''}"


def _signed(value: int) -> str:
    """Points as a hand is worth them, a minus sign for less than nothing: ``−3 points``."""
    return _points(value) if value >= 0 else f"−{_points(-value)}"


def _cards(cards: Sequence[Card]) -> str:
    return " ".join(card.label for card in cards)


def _unused(cards: Sequence[Card], subtract: bool) -> str:
    if not cards:
        return ""
    cost = f"−{sum(card.points for card in cards)}" if subtract else "not counted"
    return f", {_cards(cards)} unused ({cost})"


def _play(play: Play, subtract: bool) -> str:
    """``QU·I·Z and T·O·P, E unused (−2), discard M``."""
    discard = f", discard {play.discard.label}" if play.discard is not None else ""
    return f"{spelled(play.words)}{_unused(play.unused, subtract)}{discard}"


def miss_text(miss: Miss, *, subtract_unused: bool = True) -> str:
    """One sentence for a miss, said to the player ("Turn 2: you drew from the draw pile; …")."""
    alt = miss.alternative
    lead = f"Turn {miss.turn}: " if miss.turn else ""
    cost = f" ({_points(miss.points)} missed)" if miss.points else ""
    if miss.kind == "challenge" and miss.word is not None:
        return f"You challenged {miss.word.spelling}, which is allowed: −{miss.points}."
    if alt is None or alt.play is None:
        return f"{lead}a better lay-down was possible{cost}."
    play = _play(alt.play, subtract_unused)
    if miss.kind == "take" and alt.card is not None:
        name = alt.card.label
        if alt.value is not None and not alt.final_turn:
            return (
                f"{lead}you drew from the draw pile; taking the {name} would have let you go out "
                f"with {play}: {_points(alt.value)}{cost}."
            )
        if alt.value is not None:
            return (
                f"{lead}you drew from the draw pile; with the {name} you could have laid {play}: "
                f"{_points(alt.value)}{cost}."
            )
        return (
            f"{lead}you drew from the draw pile; the {name} would have raised your best words from "
            f"{_points(alt.words_before)} to {_points(alt.words_after)} ({spelled(alt.play.words)})."
        )
    if miss.kind == "go_out":
        value = _points(alt.value or 0)
        return f"{lead}you could have gone out with {play}: {value}; you discarded instead{cost}."
    if miss.kind == "discard" and alt.thrown is not None and alt.card is not None:
        return (
            f"{lead}you threw away {alt.thrown.label}; throwing away {alt.card.label} would have kept "
            f"a hand worth {_signed(alt.better_kept)} if the round ended there (not {_signed(alt.kept)}) "
            f"and a {alt.better_chance:.0%} chance (not {alt.chance:.0%}) to go out on the next draw."
        )
    return f"{lead}a better choice was possible{cost}."


def miss_headline(miss: Miss) -> str:
    """A miss in a few words and no card, for a screen the whole table sees (the app's game
    review): "a better arrangement of the final hand"."""
    alt = miss.alternative
    if miss.kind == "lay_down":
        return "a better arrangement of the final hand"
    if miss.kind == "challenge":
        return "challenged a word that was allowed"
    if miss.kind == "go_out":
        return f"turn {miss.turn}: could have gone out instead of discarding"
    if miss.kind == "take" and alt is not None and alt.final_turn:
        return f"turn {miss.turn}: the top discard would have made better words"
    if miss.kind == "take":
        return f"turn {miss.turn}: the top discard would have let them go out"
    return f"turn {miss.turn}: a better discard"


def person_round_lines(person: PersonRound, *, subtract_unused: bool = True) -> list[str]:
    """A person's round: the final hand, what was laid, the best arrangement, each miss."""
    laid_words = spelled(person.laid)
    rejected = f" ({spelled(person.rejected)} lost a challenge)" if person.rejected else ""
    what = "went out with" if person.went_out else "laid"
    discard = f", discard {person.discard.label}" if person.discard is not None else ""
    lines = [
        f"Final hand: {_cards(person.final_hand)}",
        f"You {what} {laid_words}{rejected}{_unused(person.unused, subtract_unused)}{discard}: "
        f"{_points(person.scored)}.",
    ]
    best_kind = "best go-out" if person.went_out and not person.best.unused else "best lay-down"
    if person.lay_down_missed:
        lines.append(
            f"The {best_kind}: {_play(person.best, subtract_unused)}: {_points(person.best_value)} "
            f"({_points(person.lay_down_missed)} more)."
        )
    else:
        lines.append(f"That is the {best_kind} of this hand.")
    if person.scored > person.best_value:  # table rules: a word the dictionary lacks went unchallenged
        lines[-1] = (
            f"The {best_kind} with the dictionary's words: {_play(person.best, subtract_unused)}: "
            f"{_points(person.best_value)}; you scored more with a word it does not list."
        )
    for miss in person.misses:
        if miss.kind != "lay_down":
            sentence = miss_text(miss, subtract_unused=subtract_unused)
            lines.append(sentence[:1].upper() + sentence[1:])
    if person.missed:
        lines.append(f"Points left on the table this round: {person.missed}.")
    else:
        lines.append("Nothing left on the table this round.")
    return lines


def table_lines(review: GameReview) -> list[str]:
    """Points left on the table: one row per player, one column per round, and the total."""
    names = [review.players[seat] for seat in review.seats]
    width = max([len("Round"), *(len(name) for name in names)])
    rounds = len(review.rounds)
    header = "Round".ljust(width) + "".join(f"{n + 1:>4}" for n in range(rounds)) + "  total"
    lines = [header]
    for seat, name in zip(review.seats, names, strict=True):
        cells = {person.round: person.missed for person in review.of(seat)}
        row = name.ljust(width) + "".join(f"{cells.get(n, 0):>4}" for n in range(rounds))
        lines.append(f"{row}  {review.missed(seat):>5}")
    return lines


def game_text(
    review: GameReview, *, subtract_unused: bool = True, rounds: bool = True, cards: bool = True
) -> str:
    """The whole review: each round per person (with ``rounds``), the table of points left on
    the table, the biggest misses, and one summary line per person. ``cards=False`` names no card
    (a screen the whole table sees): the biggest misses say only what kind of miss each was."""
    if not review.seats:
        return "Nobody to review: every seat was played by the computer."
    out: list[str] = []
    if rounds:
        for round_ in review.rounds:
            if not round_:
                continue
            first = round_[0]
            out.append(f"Round {first.round + 1} ({first.hand_size} cards)")
            for person in round_:
                out.append(f"  {person.name}")
                out.extend(
                    f"    {line}" for line in person_round_lines(person, subtract_unused=subtract_unused)
                )
            out.append("")
    out.append("Points left on the table")
    out.extend(f"  {line}" for line in table_lines(review))
    biggest = review.biggest()
    if biggest:
        out.append("")
        out.append("Biggest misses")
        for miss in biggest:
            name = review.players[miss.seat]
            if not cards:
                detail = miss_headline(miss)
            elif miss.kind == "lay_down":
                person = next(p for p in review.of(miss.seat) if p.round == miss.round)
                kind = "go-out" if person.went_out else "lay-down"
                detail = f"the best {kind} was {_play(person.best, subtract_unused)}"
            else:
                detail = miss_text(miss, subtract_unused=subtract_unused)
                detail = (
                    detail.split(": ", 1)[1]
                    if detail.startswith("Turn ")
                    else detail[:1].lower() + detail[1:]
                )
            out.append(f"  {_points(miss.points)}: {name}, round {miss.round + 1}: {detail.rstrip('.')}.")
    out.append("")
    out.extend(review.summary(seat) for seat in review.seats)
    return "\n".join(out)
