"""Quiddler solitaire: eight stacks, words from the face-up cards, score what is left (docs/rules.md §7).

The deal: all 118 cards are shuffled by the :class:`~quiddler.engine.shuffle.Shuffler` handed in
(a seeded ``random.Random``: the same seed gives the same deal on every machine); cards are taken
from the top one at a time, round the eight stacks five times face down, then once more face up
(48 cards). The other 70 are set aside and never used.

A turn: make an allowable word (two cards or more, checked at once by the dictionary, since there
is nobody to challenge it) from some or all of the face-up cards, naming the *stacks* its cards
come from in spelling order. The cards are removed and each stack that lost its face-up card
turns up its next one.

Refilling (decided, exactly):

* A **refill** moves the face-up (top) card of a *source* stack that holds at least two cards
  into the leftmost empty space; the source then shows its next card. A stack of one card is
  never a source: moving its only card would just move the hole.
* After a word, while there is an empty space *and* a stack of two cards or more, the game is in
  the ``REFILL`` phase and the player must choose the source of each refill, one space at a time
  (an explicit :class:`Refill` action, even when only one stack could give). No word may be made
  until the refills are done.
* So with eight cards or more left, all eight spaces are filled again. With fewer than eight
  left, refilling goes on until every card left is face up on a stack of its own (one card per
  space, the other spaces empty). When the only cards left are in one stack, its cards are moved
  one at a time, top first, into the empty spaces in the same way.

The end, detected by the game itself after every word and every refill that completes the
refilling: no cards are left (a perfect 0), or no allowable word can be made from the face-up
cards, which the :class:`WordFinder` decides. The score is the sum of the points of all the
cards left on the stacks, face up and face down; 0 is perfect. A player may also give up, which
ends the game with the cards left as the score.

Undo takes back the last word together with the refills made after it, back to the state just
before the word (repeatable to the start of the game). It also takes back the last word of a game
that ended by itself (no word left, or every card used), which then goes on; a game the player
gave up stays over. A game in which undo or a hint was used is *assisted*:
:attr:`Solitaire.assisted` says so, and the record keeps it.

Every applied action is kept in :attr:`Solitaire.actions`: with :attr:`Solitaire.deck_order` (the
deal) they are the whole game, which is how a game is saved and resumed
(:meth:`Solitaire.from_deck`, then the actions again).

Like :class:`~quiddler.engine.game.Game`, legality lives in :meth:`Solitaire.verify`, which raises a
specific :class:`~quiddler.engine.errors.IllegalActionError` (with a sentence a player can read)
before anything changes; :meth:`Solitaire.apply` applies and returns a frozen record.

The package's modules, each named for what it holds: :mod:`.deal` (the stacks, deal numbers, the
daily deal), :mod:`.actions` (actions, records, phases, endings), :mod:`.errors`, :mod:`.finders`
(which words the face-up cards make) and :mod:`.game` (:class:`Solitaire`). Each name loads from
its module the first time it is used (PEP 562), so the command line can read :data:`MAX_DEAL`
without loading the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from quiddler.engine.lazy import lazy_exports

if TYPE_CHECKING:
    from quiddler.engine.solitaire.actions import (
        EndReason,
        GaveUp,
        GiveUp,
        Hint,
        HintGiven,
        MakeWord,
        Refill,
        Refilled,
        SolitaireAction,
        SolitairePhase,
        SolitaireRecord,
        Undo,
        Undone,
        WordMade,
    )
    from quiddler.engine.solitaire.deal import DEALT, FACE_DOWN, MAX_DEAL, STACKS, daily_seed, deal_order
    from quiddler.engine.solitaire.errors import (
        BadRefillSourceError,
        EmptyStackError,
        GameOverError,
        NoRefillError,
        NothingToUndoError,
        RefillNeededError,
        StackUsedTwiceError,
    )
    from quiddler.engine.solitaire.finders import PermutationFinder, WordFinder, best_word, word_rank
    from quiddler.engine.solitaire.game import Solitaire

__all__ = [
    "MAX_DEAL",
    "STACKS",
    "FACE_DOWN",
    "DEALT",
    "SolitairePhase",
    "EndReason",
    "MakeWord",
    "Refill",
    "Undo",
    "Hint",
    "GiveUp",
    "SolitaireAction",
    "WordMade",
    "Refilled",
    "Undone",
    "HintGiven",
    "GaveUp",
    "SolitaireRecord",
    "WordFinder",
    "PermutationFinder",
    "EmptyStackError",
    "StackUsedTwiceError",
    "RefillNeededError",
    "NoRefillError",
    "BadRefillSourceError",
    "NothingToUndoError",
    "GameOverError",
    "Solitaire",
    "best_word",
    "word_rank",
    "daily_seed",
    "deal_order",
]

#: Where each public name lives.
_HOME: dict[str, str] = {
    "MAX_DEAL": "deal",
    "STACKS": "deal",
    "FACE_DOWN": "deal",
    "DEALT": "deal",
    "daily_seed": "deal",
    "deal_order": "deal",
    "SolitairePhase": "actions",
    "EndReason": "actions",
    "MakeWord": "actions",
    "Refill": "actions",
    "Undo": "actions",
    "Hint": "actions",
    "GiveUp": "actions",
    "SolitaireAction": "actions",
    "WordMade": "actions",
    "Refilled": "actions",
    "Undone": "actions",
    "HintGiven": "actions",
    "GaveUp": "actions",
    "SolitaireRecord": "actions",
    "EmptyStackError": "errors",
    "StackUsedTwiceError": "errors",
    "RefillNeededError": "errors",
    "NoRefillError": "errors",
    "BadRefillSourceError": "errors",
    "NothingToUndoError": "errors",
    "GameOverError": "errors",
    "WordFinder": "finders",
    "PermutationFinder": "finders",
    "best_word": "finders",
    "word_rank": "finders",
    "Solitaire": "game",
}


__getattr__, __dir__ = lazy_exports(__name__, globals(), _HOME)
