"""A game of solitaire's life, for any front end: its actions, its autosave and its record.

:class:`SolitaireMatch` is to solitaire what :class:`~quiddler.match.Match` is to a table game:
the solitaire screen renders it and sends it what the keys ask, and nothing else. It holds the
engine's :class:`~quiddler.engine.solitaire.Solitaire` game (every refusal is the engine's own
sentence, raised as its exception), makes the refills where only one stack can give, saves after
every action through :class:`~quiddler.saves.solitaire.SolitaireAutosave` (a failed save is
returned once as a sentence, and play goes on), offers the game left unfinished, and puts a
finished game into the record (and takes it back out if its last word is undone)::

    match = SolitaireMatch(load_word_tools("en"))
    offer = match.offer_saved()          # the unfinished game, if any: continue it or not
    done = match.make_word(entry.action())   # the word, the refills made for the player
    if match.game.is_over:
        stats, warning = match.finish()  # recorded
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from quiddler.engine.solitaire import (
    HintGiven,
    MakeWord,
    Refill,
    Refilled,
    Solitaire,
    SolitaireAction,
    SolitairePhase,
    Undone,
    WordMade,
)
from quiddler.i18n import N_, _
from quiddler.saves.common import SaveError
from quiddler.saves.solitaire.autosave import SolitaireAutosave
from quiddler.saves.solitaire.record import SolitaireStats
from quiddler.saves.solitaire.saved_game import LoadedSolitaire, SavedSolitaire
from quiddler.solitaire.options import SolitaireOptions
from quiddler.solitaire.tools import WordTools

__all__ = ["Offer", "SolitaireMatch", "hint_said", "START"]

#: What a new game says first (translated where it is said: the players' language may change).
START = N_("Type a word from the face-up cards, or pick stacks with 1-8; Enter makes it.")


@dataclass(frozen=True)
class Offer:
    """What became of the game left unfinished when solitaire opened.

    ``ask`` True: the player chooses between it (:meth:`SolitaireMatch.continue_saved`) and the new
    deal (:meth:`SolitaireMatch.give_up_saved`); ``said`` are sentences for the player, each with
    whether it tells of a problem (a warning about the save) or not (the game went into the record).
    """

    ask: bool = False
    continued: bool = False
    saved: SavedSolitaire | None = None
    game: Solitaire | None = None
    options: SolitaireOptions | None = None
    said: tuple[tuple[str, bool], ...] = ()


class SolitaireMatch:
    """One solitaire table's game, saves and record (see the module docstring)."""

    def __init__(
        self,
        tools: WordTools,
        options: SolitaireOptions | None = None,
        *,
        game: Solitaire | None = None,
        save_path: Path | None = None,
        record_path: Path | None = None,
    ) -> None:
        self.tools = tools
        self.options = options or SolitaireOptions()
        #: The game's save and the record: every file a solitaire table touches goes through it.
        self.autosave = SolitaireAutosave(tools.dictionary, save_path=save_path, record_path=record_path)
        self.game: Solitaire = game if game is not None else self.options.new_game(tools)
        #: True until the saved game, if any, has been offered (a game handed in skips that): the
        #: save file is not written over meanwhile.
        self.offering = game is None
        #: The unfinished game offered and left waiting (the player left at the question).
        self.waiting: SavedSolitaire | None = None

    # ------------------------------------------------------------ saving

    def save(self) -> str | None:
        """Save the game as it is now; a new saving problem as a sentence (said once), else None."""
        if self.offering:
            return None  # the saved game has not been offered yet: it is not written over
        before = self.autosave.error
        error = self.autosave.update(self.game, daily=self.options.daily)
        return error if error is not None and error != before else None

    def save_now(self) -> None:
        """Write the last save once more (a signal, or the way out): never raises, never waits."""
        if not self.offering:
            self.autosave.save_now()

    @property
    def is_saved(self) -> bool:
        """True if the game on the table is unfinished and its last save worked."""
        return self.autosave.is_saved and not self.game.is_over

    def greeting(self) -> tuple[str, bool]:
        """The first message of a game and whether it tells of a problem: a damaged record, or a
        daily deal played before, come first."""
        if self.options.daily is None:
            return _(START), False
        loaded = self.autosave.read_record()
        day = self.options.daily.isoformat()
        first = loaded.stats.daily.get(day)
        if loaded.warning:
            return loaded.warning, True
        if first is not None:
            said = _(
                "You have played the {day} deal before: your daily result stays {score}. "
                "This game counts in your totals."
            )
            return said.format(day=day, score=first.score), False
        return _(START), False

    # ------------------------------------------------------------ the game left unfinished

    def offer_saved(self, loaded: LoadedSolitaire | None = None) -> Offer:
        """The game left unfinished (as ``loaded`` already read it, else read now): continued at once
        when the options name its deal, recorded if it had ended, else to be asked about."""
        loaded = self.autosave.offer(loaded)
        said = ((loaded.warning, True),) if loaded.warning else ()
        saved = loaded.saved
        if saved is None:
            return Offer(said=said)
        try:
            game = self.autosave.restore(saved, self.tools.checker, self.tools.finder)
        except SaveError as error:  # moved aside: the sentence says where
            return Offer(said=(*said, (str(error), True)))
        options = SolitaireOptions(seed=None if saved.daily else saved.seed, daily=saved.daily)
        if game.is_over:  # it ended just as the program was closed: it goes into the record now
            self.autosave.record_left(game, daily=options.daily)
            recorded = _("Your last game ({deal}, score {score}) is in your record.")
            line = recorded.format(deal=options.describe(game.seed), score=game.score)
            return Offer(said=(*said, (line, False)))
        if self.options.resume or self.options.same_deal(saved.seed, saved.daily):
            self.continue_saved(game, saved, options)
            return Offer(continued=True, saved=saved, game=game, options=options, said=said)
        return Offer(ask=True, saved=saved, game=game, options=options, said=said)

    def continue_saved(self, game: Solitaire, saved: SavedSolitaire, options: SolitaireOptions) -> None:
        """Play the unfinished game on, where it was left."""
        self.options = options
        self.game = game
        self.autosave.resume(saved)
        self.offering = False

    def give_up_saved(self, game: Solitaire, options: SolitaireOptions) -> str:
        """The unfinished game counts as given up in the record; the sentence says so."""
        game.give_up()
        self.autosave.record_left(game, daily=options.daily)
        deal = options.describe(game.seed)
        return _("The unfinished game ({deal}) counts as given up in your record.").format(deal=deal)

    def leave_waiting(self, saved: SavedSolitaire) -> None:
        """The player left at the question: the unfinished game stays saved, untouched."""
        self.offering = False
        self.waiting = saved

    def begin(self) -> str | None:
        """The game on the table is the one played: saved now (a deal closed at once comes back the
        same); a saving problem as a sentence."""
        self.offering = False
        return None if self.game.is_over else self.save()

    def new_game(self, options: SolitaireOptions, game: Solitaire | None = None) -> str | None:
        """Deal a new game as ``options`` say (or play ``game``, already dealt); saved unless it is
        over at once (no word can be made: :meth:`finish` it)."""
        self.options = options
        self.game = game if game is not None else options.new_game(self.tools)
        self.autosave.new_game()
        return None if self.game.is_over else self.save()

    # ------------------------------------------------------------ actions

    def make_word(self, action: MakeWord) -> tuple[WordMade, tuple[str, ...]]:
        """Make a word (the engine's exception if it refuses); its record and the refills made for
        the player where only one stack could give, each in a sentence."""
        return self.game.apply(action), self._refill_where_no_choice()

    def refill(self, source: int) -> tuple[Refilled, tuple[str, ...]]:
        """Move ``source``'s top card to the empty stack; then the refills with no choice."""
        return self.game.apply(Refill(source)), self._refill_where_no_choice()

    def undo(self) -> Undone:
        """Take the last word back (the engine's exception if there is none)."""
        return self.game.undo()

    def why_not(self, action: SolitaireAction) -> str | None:
        """The engine's sentence for why ``action`` would be refused now, or None."""
        return self.game.why_not(action)

    def give_up(self) -> None:
        """Give up: the cards left become the score."""
        self.game.give_up()

    def hint(self, game: Solitaire, rank: int) -> HintGiven:
        """The ``rank``-th best word of ``game`` (slow: in a worker; the engine's exception when it
        refuses); :meth:`save` once it is shown (a hint is an action: the game is now assisted)."""
        return game.hint(rank)

    def _refill_where_no_choice(self) -> tuple[str, ...]:
        """Refills with one stack only that can give: made at once, each said in a sentence."""
        game = self.game
        said = []
        while game.phase is SolitairePhase.REFILL and len(game.refill_sources) == 1:
            record = game.apply(Refill(game.refill_sources[0]))
            assert isinstance(record, Refilled)
            said.append(
                _(
                    "Stack {target} took the {card} of stack {source}, the only stack with a card to give."
                ).format(target=record.target + 1, card=record.card.label, source=record.source + 1)
            )
        return tuple(said)

    def refill_prompt(self) -> str:
        """What the player is asked while a stack is empty."""
        game = self.game
        target = (game.refill_target or 0) + 1
        sources = ", ".join(str(i + 1) for i in game.refill_sources)
        return _("Stack {target} is empty: choose the stack whose top card moves there ({sources}).").format(
            target=target, sources=sources
        )

    # ------------------------------------------------------------ the end

    def finish(self) -> tuple[SolitaireStats, str | None]:
        """Record the finished game once and forget its save: the record's totals, and a warning."""
        return self.autosave.finish(self.game, daily=self.options.daily)

    def withdraw(self) -> str | None:
        """The finished game's last word is undone: it leaves the record (a problem, or None)."""
        return self.autosave.withdraw()


def hint_said(game: Solitaire, record: HintGiven) -> str:
    """The hint in words: the word, its points, its stacks, and whether there is a next one."""
    word = record.word
    if word is None and game.available_words():  # only words the family filter keeps out
        return _("The hint has no word to offer here (the family filter is on); look again yourself.")
    if word is None:
        return _("No word can be made from the face-up cards.")
    stacks = ", ".join(str(i + 1) for i in record.stacks)
    if record.of > 1:
        place = _("Hint {number} of {count}").format(number=record.rank + 1, count=record.of)
    else:
        place = _("Hint")
    more = " " + _("? shows the next.") if record.of > 1 else ""
    said = _("{hint}: {word} ({spelling}, {points} points) from stacks {stacks}. Enter makes it.")
    return (
        said.format(
            hint=place, word=word.text.upper(), spelling=word.spelling, points=word.points, stacks=stacks
        )
        + more
    )
