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
from quiddler.i18n import _, ngettext
from quiddler.solver import Play

__all__ = ["miss_text", "miss_headline", "person_round_lines", "table_lines", "game_text"]


def _points(value: int) -> str:
    return ngettext("{count} point", "{count} points", value).format(count=value)


def _signed(value: int) -> str:
    """Points as a hand is worth them, a minus sign for less than nothing: ``−3 points``."""
    return _points(value) if value >= 0 else f"−{_points(-value)}"


def _cards(cards: Sequence[Card]) -> str:
    return " ".join(card.label for card in cards)


def _unused(cards: Sequence[Card], subtract: bool) -> str:
    if not cards:
        return ""
    cost = f"−{sum(card.points for card in cards)}" if subtract else _("not counted")
    return _(", {cards} unused ({cost})").format(cards=_cards(cards), cost=cost)


def _play(play: Play, subtract: bool) -> str:
    """``QU·I·Z and T·O·P, E unused (−2), discard M``."""
    discard = _(", discard {card}").format(card=play.discard.label) if play.discard is not None else ""
    return f"{spelled(play.words)}{_unused(play.unused, subtract)}{discard}"


def miss_text(miss: Miss, *, subtract_unused: bool = True) -> str:
    """One sentence for a miss, said to the player ("Turn 2: you drew from the draw pile; …")."""
    alt = miss.alternative
    lead = _turn_lead(miss.turn)
    cost = " " + _("({points} missed)").format(points=_points(miss.points)) if miss.points else ""
    if miss.kind == "challenge" and miss.word is not None:
        return _("You challenged {word}, which is allowed: −{points}.").format(
            word=miss.word.spelling, points=miss.points
        )
    if alt is None or alt.play is None:
        return lead + _("a better lay-down was possible") + cost + "."
    play = _play(alt.play, subtract_unused)
    if miss.kind == "take" and alt.card is not None:
        name = alt.card.label
        if alt.value is not None and not alt.final_turn:
            said = _(
                "you drew from the draw pile; taking the {card} would "
                "have let you go out with {play}: {points}"
            )
            return lead + said.format(card=name, play=play, points=_points(alt.value)) + cost + "."
        if alt.value is not None:
            said = _("you drew from the draw pile; with the {card} you could have laid {play}: {points}")
            return lead + said.format(card=name, play=play, points=_points(alt.value)) + cost + "."
        said = _(
            "you drew from the draw pile; the {card} would have raised your "
            "best words from {before} to {after} ({words})."
        )
        return lead + said.format(
            card=name,
            before=_points(alt.words_before),
            after=_points(alt.words_after),
            words=spelled(alt.play.words),
        )
    if miss.kind == "go_out":
        said = _("you could have gone out with {play}: {points}; you discarded instead")
        return lead + said.format(play=play, points=_points(alt.value or 0)) + cost + "."
    if miss.kind == "discard" and alt.thrown is not None and alt.card is not None:
        better_chance, chance = f"{alt.better_chance:.0%}", f"{alt.chance:.0%}"
        if better_chance == chance:  # the same as written ("a 0% chance (not 0%)"): not said
            said = _(
                "you threw away {thrown}; throwing away {card} would have kept a hand worth {better} "
                "if the round ended there (not {kept})."
            )
            return lead + said.format(
                thrown=alt.thrown.label,
                card=alt.card.label,
                better=_signed(alt.better_kept),
                kept=_signed(alt.kept),
            )
        said = _(
            "you threw away {thrown}; throwing away {card} would have kept a hand worth {better} if the "
            "round ended there (not {kept}) and a {better_chance} chance (not {chance}) to go out on the "
            "next draw."
        )
        return lead + said.format(
            thrown=alt.thrown.label,
            card=alt.card.label,
            better=_signed(alt.better_kept),
            kept=_signed(alt.kept),
            better_chance=better_chance,
            chance=chance,
        )
    return lead + _("a better choice was possible") + cost + "."


def _turn_lead(turn: int | None) -> str:
    """``Turn 2: `` before a miss's sentence (nothing when the turn is not known)."""
    return _("Turn {number}: ").format(number=turn) if turn else ""


def miss_headline(miss: Miss) -> str:
    """A miss in a few words and no card, for a screen the whole table sees (the app's game
    review): "a better arrangement of the final hand"."""
    alt = miss.alternative
    if miss.kind == "lay_down":
        return _("a better arrangement of the final hand")
    if miss.kind == "challenge":
        return _("challenged a word that was allowed")
    if miss.kind == "go_out":
        said = _("turn {number}: could have gone out instead of discarding")
    elif miss.kind == "take" and alt is not None and alt.final_turn:
        said = _("turn {number}: the top discard would have made better words")
    elif miss.kind == "take":
        said = _("turn {number}: the top discard would have let them go out")
    else:
        said = _("turn {number}: a better discard")
    return said.format(number=miss.turn)


def person_round_lines(person: PersonRound, *, subtract_unused: bool = True) -> list[str]:
    """A person's round: the final hand, what was laid, the best arrangement, each miss."""
    laid_words = spelled(person.laid)
    rejected = (
        " " + _("({words} lost a challenge)").format(words=spelled(person.rejected))
        if person.rejected
        else ""
    )
    discard = _(", discard {card}").format(card=person.discard.label) if person.discard is not None else ""
    if person.went_out:
        did = _("You went out with {words}").format(words=laid_words)
    elif person.laid:
        did = _("You laid {words}").format(words=laid_words)
    else:  # its own sentence: Spanish says "No bajaste ninguna palabra", never "Bajaste ninguna"
        did = _("You laid no words")
    lines = [
        _("Final hand: {cards}").format(cards=_cards(person.final_hand)),
        did + rejected + _unused(person.unused, subtract_unused) + discard + f": {_points(person.scored)}.",
    ]
    go_out = person.went_out and not person.best.unused
    best = _play(person.best, subtract_unused)
    filtered = person.family_skipped  # "the best the family filter allows" (docs/rules.md §11)
    if person.lay_down_missed:
        if filtered:
            said = (
                _("The best go-out the family filter allows: {play}: {points} ({more} more).")
                if go_out
                else _("The best lay-down the family filter allows: {play}: {points} ({more} more).")
            )
        else:
            said = (
                _("The best go-out: {play}: {points} ({more} more).")
                if go_out
                else _("The best lay-down: {play}: {points} ({more} more).")
            )
        lines.append(
            said.format(play=best, points=_points(person.best_value), more=_points(person.lay_down_missed))
        )
    elif person.best_value > person.scored and person.scored + person.bonus >= person.best_value:
        said = (
            _(
                "The best go-out before bonuses: {play}: {points}; with the bonuses your words won, "
                "you scored as much or more."
            )
            if go_out
            else _(
                "The best lay-down before bonuses: {play}: {points}; with the bonuses your words won, "
                "you scored as much or more."
            )
        )
        lines.append(said.format(play=best, points=_points(person.best_value)))
    elif filtered:
        lines.append(
            _("That is the best go-out the family filter allows.")
            if go_out
            else _("That is the best lay-down the family filter allows.")
        )
    else:
        lines.append(
            _("That is the best go-out of this hand.")
            if go_out
            else _("That is the best lay-down of this hand.")
        )
    if person.scored > person.best_value:  # table rules: a word the dictionary lacks went unchallenged
        if go_out:
            said = _(
                "The best go-out with the dictionary's words: {play}: {points}; "
                "you scored more with a word it does not list."
            )
        else:
            said = _(
                "The best lay-down with the dictionary's words: {play}: {points}; "
                "you scored more with a word it does not list."
            )
        lines[-1] = said.format(play=best, points=_points(person.best_value))
    if person.bonus != person.best_bonus:
        lines.append(
            _(
                "Bonuses, against the words the others laid: yours won {won}; the best "
                "arrangement's words would have won {best}."
            ).format(won=_points(person.bonus), best=_points(person.best_bonus))
        )
    for miss in person.misses:
        if miss.kind != "lay_down":
            sentence = miss_text(miss, subtract_unused=subtract_unused)
            lines.append(sentence[:1].upper() + sentence[1:])
    if person.overlapping:
        lines.append(
            _(
                "These misses overlap (each is another way to the same points): the round counts "
                "the biggest, not their sum."
            )
        )
    if person.missed:
        lines.append(_("Points left on the table this round: {points}.").format(points=person.missed))
    else:
        lines.append(_("Nothing left on the table this round."))
    return lines


def table_lines(review: GameReview) -> list[str]:
    """Points left on the table: one row per player, one column per round, and the total."""
    names = [review.players[seat] for seat in review.seats]
    width = max([len(_("Round")), *(len(name) for name in names)])
    rounds = len(review.rounds)
    header = _("Round").ljust(width) + "".join(f"{n + 1:>4}" for n in range(rounds)) + "  " + _("total")
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
        return _("Nobody to review: every seat was played by the computer.")
    out: list[str] = []
    if rounds:
        for round_ in review.rounds:
            if not round_:
                continue
            first = round_[0]
            out.append(
                _("Round {number} ({cards} cards)").format(number=first.round + 1, cards=first.hand_size)
            )
            for person in round_:
                out.append(f"  {person.name}")
                out.extend(
                    f"    {line}" for line in person_round_lines(person, subtract_unused=subtract_unused)
                )
            out.append("")
    out.append(_("Points left on the table"))
    out.extend(f"  {line}" for line in table_lines(review))
    biggest = review.biggest()
    if biggest:
        out.append("")
        out.append(_("Biggest misses"))
        for miss in biggest:
            name = review.players[miss.seat]
            if not cards:
                detail = miss_headline(miss)
            elif miss.kind == "lay_down":
                person = next(p for p in review.of(miss.seat) if p.round == miss.round)
                if person.family_skipped:
                    said = (
                        _("the best go-out the family filter allows was {play}")
                        if person.went_out
                        else _("the best lay-down the family filter allows was {play}")
                    )
                else:
                    said = (
                        _("the best go-out was {play}")
                        if person.went_out
                        else _("the best lay-down was {play}")
                    )
                detail = said.format(play=_play(person.best, subtract_unused))
            else:
                detail = miss_text(miss, subtract_unused=subtract_unused)
                lead = _turn_lead(miss.turn)
                detail = (
                    detail[len(lead) :]
                    if lead and detail.startswith(lead)
                    else detail[:1].lower() + detail[1:]
                )
            line = _("{points}: {name}, round {number}: {detail}.").format(
                points=_points(miss.points), name=name, number=miss.round + 1, detail=detail.rstrip(".")
            )
            out.append("  " + line)
    out.append("")
    out.extend(review.summary(seat) for seat in review.seats)
    return "\n".join(out)
