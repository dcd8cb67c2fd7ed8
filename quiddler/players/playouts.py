"""The quick policy the expert plays a round out with, in a sampled world, for every seat.

It has to be cheap (it runs for every seat, in every world, for every move weighed) and close
enough to how the real players play that the worlds' rounds end the way real rounds do. So it
plays like a careful ``greedy``, a solve or two per decision:

* **Draw.** Take the discard when it lets the hand go out, or raises its best play; else draw
  blind (a card of no use is thrown back, so a blind draw costs nothing).
* **Play.** Go out as soon as the hand can — the solver's way, or around a longer word when the
  bonus it is likely to win (``hard``'s guess, :func:`~quiddler.players.strategic.bonus_chance`)
  makes up for the points; otherwise throw away the dearest card the best play leaves out.
* **Final turn.** Lay the best play, or a play built around a longer word when that wins the
  longest-word bonus against the words on the table and scores more with the bonus.
* **Horizon.** A round that has not ended after ``horizon`` turns is settled: every seat that
  has not laid down lays its best play from the cards it holds.
"""

from __future__ import annotations

from collections.abc import Sequence

from quiddler.engine import Bonus, Card, Phase
from quiddler.players.hands import HandSolver, LayOption, letters, longest_word_options
from quiddler.players.strategic import bonus_chance
from quiddler.players.worlds import World

__all__ = ["Playout"]


class Playout:
    """Plays a :class:`World`'s round to its end with the quick policy (module docstring)."""

    def __init__(self, hands: HandSolver, *, horizon: int = 8) -> None:
        self.hands = hands
        self.horizon = horizon

    def run(self, world: World) -> None:
        """Play ``world`` to the end of its round (or its horizon, then settle it)."""
        solve = self.hands.solve
        turns = 0
        while not world.over:
            seat = world.current
            hand = world.hands[seat]
            if world.phase is Phase.DRAW:
                if turns >= self.horizon and not world.is_final_turn:
                    self.settle(world)
                    return
                turns += 1
                world.take(self.takes(world, hand))
                continue
            if world.is_final_turn:
                option = self.final_lay(world, hand)
                world.lay(option.words, option.discard)
                continue
            solution = solve(hand)
            if solution.go_out is not None and world.may_go_out(seat):
                option = self.go_out(world, hand)
                world.lay(option.words, option.discard)
            else:
                best = solution.best
                left_out = [*best.unused, *([best.discard] if best.discard is not None else [])]
                world.throw(_dearest(left_out or hand))

    def go_out(self, world: World, hand: Sequence[Card]) -> LayOption:
        """The go-out worth most with the bonuses it is likely to win, as ``hard`` judges them
        (the others' last turns are still to come): the solver's, or one around a longer word."""
        play = self.hands.solve(hand).go_out
        assert play is not None and play.discard is not None
        chosen = LayOption(play.words, play.discard, play.score)
        rules = world.rules
        bonuses = rules.bonuses_for(world.players)
        rivals = world.players - 1

        def worth(option: LayOption) -> float:
            total = float(option.points)
            for bonus in bonuses:
                mine = max(map(letters, option.words)) if bonus is Bonus.LONGEST_WORD else len(option.words)
                total += rules.bonus_points * bonus_chance(bonus, mine, world.hand_size, rivals)
            return total

        best = worth(chosen)
        for option in longest_word_options(self.hands, hand, go_out=True, count=2):
            value = worth(option)
            if value > best:
                chosen, best = option, value
        return chosen

    def takes(self, world: World, hand: Sequence[Card]) -> bool:
        """Take the discard if it lets the hand go out, or raises its best play."""
        if not world.discard:
            return False
        with_top = self.hands.solve((*hand, world.discard[-1]))
        if not world.is_final_turn and with_top.go_out is not None and world.may_go_out(world.current):
            return True
        return with_top.best.score > self.hands.solve(hand, discard=False).best.score

    def final_lay(self, world: World, hand: Sequence[Card]) -> LayOption:
        """The final turn's lay-down: the best play, or one around a longer word that wins the
        longest-word bonus and is worth more with it (judged against the words on the table)."""
        rules = world.rules
        best = self.hands.solve(hand).best
        discard = best.discard if best.discard is not None else _dearest(hand)
        chosen = LayOption(best.words, discard, best.score)
        if Bonus.LONGEST_WORD not in rules.bonuses_for(world.players):
            return chosen
        seat = world.current
        theirs = max(
            (
                letters(word)
                for other, words in enumerate(world.words)
                if other != seat
                for word in words or ()
            ),
            default=0,
        )
        if max((letters(word) for word in best.words), default=0) > theirs:
            return chosen  # the best play already has the longest word

        def worth(option: LayOption) -> int:
            points = max(0, option.points) if rules.subtract_unused else sum(w.points for w in option.words)
            if max((letters(word) for word in option.words), default=0) > theirs:
                points += rules.bonus_points
            return points

        for option in longest_word_options(self.hands, hand, go_out=False, at_least=theirs + 1, count=2):
            if worth(option) > worth(chosen):
                chosen = option
        return chosen

    def settle(self, world: World) -> None:
        """End a playout that ran long: every seat lays its best play from the hand it holds."""
        for seat in range(world.players):
            if world.words[seat] is not None:
                continue
            hand = world.hands[seat]
            drawn = seat == world.current and world.phase is Phase.PLAY
            best = self.hands.solve(hand, discard=drawn).best
            for card in [card for word in best.words for card in word.cards]:
                hand.remove(card)
            if drawn and best.discard is not None:
                hand.remove(best.discard)
            world.words[seat] = best.words
        world.over = True


def _dearest(cards: Sequence[Card]) -> Card:
    """The card worth most points (the first of equals)."""
    return max(cards, key=lambda card: card.points)
