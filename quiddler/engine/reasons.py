"""Why the engine refuses, as data: a :class:`Reason` is a code and its arguments.

The engine decides *that* an action is refused and *why*; it does not choose the words. A refusal
carries a :class:`Reason` (``Reason("out_of_turn", {"current": "Ann", "seat": "Bob"})``), and the
sentence is made where it is shown, in the language of whoever reads it: a host sends the code
and its arguments over the network, and a Spanish client at an English host reads Spanish.

Each code's English sentence is :data:`TEMPLATES`' entry: a template with ``{placeholders}``,
also the message id of its translation in the players' catalog (marked with :func:`N_` for the
extractor). The engine translates nothing itself: the layer that chooses the language
(``quiddler.i18n``) installs its translation with :func:`use_translator`, so that ``str(reason)``
(and so ``str(error)``) speaks the players' language; until then it is English. Arguments are
plain values (text, numbers) or other reasons (``{rules}`` in a refusal is the rules' title, a
reason of its own, translated too).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

__all__ = ["Reason", "TEMPLATES", "N_", "use_translator", "translate", "reason_of", "register"]


def N_(message: str) -> str:
    """Mark ``message`` for the translators' catalog; it is translated where it is shown."""
    return message


def _english(message: str) -> str:
    return message


_translator: Callable[[str], str] = _english


def use_translator(translator: Callable[[str], str] | None) -> None:
    """Speak through ``translator`` (English message id → sentence) from now on; None: English.
    Called by the layer that chooses the players' language, never by the engine itself."""
    global _translator
    _translator = translator or _english


def translate(message: str) -> str:
    """``message`` (an English message id) in the language installed with :func:`use_translator`."""
    return _translator(message)


#: Every reason's English sentence, by code. Refusals of actions, then of setups and rules, then
#: solitaire's, then the names of things that refusals and views mention.
TEMPLATES: dict[str, str] = {
    # a game's actions (docs/rules.md §3–§5)
    "no_challenge_to_close": N_("There is no challenge to close."),
    "game_over_no_next_round": N_("The game is over: there is no next round."),
    "round_still_played": N_("The round is still being played."),
    "no_such_seat": N_("there is no seat {seat} in a game of {players}"),
    "round_over": N_("The round is over."),
    "challenge_first": N_("Words were just laid down: challenge them or close the challenges first."),
    "out_of_turn": N_("It is {current}'s turn, not {seat}'s."),
    "already_drew": N_("You have already drawn this turn."),
    "discard_pile_empty": N_("The discard pile is empty: draw from the draw pile."),
    "draw_pile_empty": N_("The draw pile is empty and there is nothing to reshuffle: take the discard."),
    "draw_first": N_("Draw a card first."),
    "not_in_hand": N_("Your hand does not hold {cards}."),
    "final_turn_lay_down": N_("This is your final turn: lay down any words you can, then discard."),
    "pile_ran_out": N_(
        "That was the last card of the draw pile: lay down any words you can, then discard, or go out."
    ),
    "word_without_cards": N_("A word needs cards: this one has none."),
    "word_single_card": N_("{word} is a single card: a word uses at least {minimum} cards."),
    "word_too_short": N_("{word} is only {count} cards: a word uses at least {minimum} cards."),
    "word_not_in_dictionary": N_("{word} is not in the dictionary: rearrange your cards."),
    "word_refused_by_family": N_(
        "{word} is not played at this table: the family filter is strict (no vulgar words). "
        "Rearrange your cards."
    ),
    "someone_went_out": N_("{name} went out already: lay down your words on this final turn."),
    "no_going_out_first_turn": N_("House rule: nobody may go out on their first turn of a round."),
    "cards_left_over": N_("To go out every card but the discard must be in a word; left over: {cards}."),
    "go_out_without_words": N_("To go out you must lay down at least one word."),
    "lay_down_only_final": N_(
        "You can lay words down only to go out, or on a final turn after someone has gone out."
    ),
    "no_challenges_checked": N_("Words are checked as they are laid down: there are no challenges."),
    "challenge_too_late": N_("Only words just laid down may be challenged, before the next turn."),
    "challenge_own_word": N_("You cannot challenge your own word."),
    "no_such_word": N_("{name} has no word number {number}."),
    "already_challenged": N_("{word} has already been challenged."),
    "not_a_card": N_("{text} is not a Quiddler card (cards are a-z and qu, in, er, cl, th)"),
    # a game's setup and rules
    "name_not_text": N_("every player's name must be text"),
    "name_empty": N_("every player needs a name"),
    "name_unprintable": N_("a player's name can hold only printable characters (no control characters)"),
    "name_too_long": N_("{name}… is too long: keep names to {count} characters"),
    # the players as --players (or a lobby's ``create``) writes them: names and bot:LEVEL
    "player_entry_empty": N_("a player's name is empty; separate names with commas: Ann,Bob,Cy"),
    "not_a_seat_kind": N_('{kind} is not a seat kind ("human" or bot:LEVEL with LEVEL one of {levels})'),
    "no_such_level": N_(
        "{kind} is not a kind of player here: use a name, or bot:LEVEL with LEVEL one of {levels}"
    ),
    "player_count": N_("{rules} is for {fewest} to {most} players, not {count}"),
    "seed_range": N_("a seed is a whole number between -{most} and {most}"),
    "same_names": N_("two players have the same name; give everyone a different one"),
    "deck_too_small": N_("the deck has too few cards for so many players and such hands"),
    "round_pile_range": N_("a round's draw pile holds a whole number of cards, 0 or more"),
    "round_pile_solo": N_("a short draw pile is for one player alone, and one player needs one"),
    "daily_method": N_("this program knows no daily deal numbered {method}"),
    "daily_seed": N_("{seed} is not a date written as YYYYMMDD"),
    "not_a_setup": N_("this is not a game setup: {error}"),
    "hand_size_whole": N_("a round deals a whole number of cards"),
    "hand_size_empty": N_("every round must deal at least one card"),
    "word_size_zero": N_("a word must use at least one card"),
    "hand_below_word": N_("every round must deal at least as many cards as a word needs"),
    "bonus_twice": N_("each bonus can be in play only once"),
    "bonus_negative": N_("a bonus cannot be worth less than nothing"),
    "player_range": N_("a game has between 2 and 8 players"),
    "two_player_bonus": N_("the two-player bonus must be one of the bonuses in play"),
    "not_rule_options": N_("these are not rule options: {error}"),
    "no_such_rules": N_("there are no rules called {name}; choose one of: {known}"),
    "not_in_word_list": N_("not in the dictionary"),
    "not_in_named_word_list": N_("not in the dictionary ({name})"),
    # solitaire (docs/solitaire.md)
    "solitaire_gave_up": N_("You gave up this game: it cannot be taken back."),
    "solitaire_nothing_to_undo": N_("There is no word to undo yet."),
    "solitaire_over_hint": N_("The game is over: there is nothing left to hint."),
    "solitaire_over_ended": N_("The game is over: it has already ended."),
    "solitaire_refill_first": N_(
        "Stack {target} is empty: choose the stack whose top card moves into its space first."
    ),
    "solitaire_stack_empty": N_("Stack {stack} is empty: it has no card to use."),
    "solitaire_stack_twice": N_("Stack {stack} is used twice: each stack gives only its face-up card."),
    "solitaire_over_words": N_("The game is over: no more words can be made."),
    "solitaire_single_card": N_("A word uses at least {minimum} cards; this one has a single card."),
    "solitaire_no_cards": N_("A word uses at least {minimum} cards; this one has no cards."),
    "solitaire_not_a_word": N_("{word} is not in the dictionary."),
    "solitaire_over_refill": N_("The game is over: there is nothing to refill."),
    "solitaire_no_refill": N_("No stack needs refilling now."),
    "solitaire_refill_empty": N_("Stack {stack} is empty: choose a stack with cards."),
    "solitaire_refill_single": N_(
        "Stack {stack} has only its face-up card: moving it would leave another space; "
        "choose a stack with cards under its top card."
    ),
    "solitaire_cleared": N_("Every card is used: a perfect game."),
    "solitaire_no_word": N_("No word can be made from the face-up cards: the game is over."),
    "solitaire_gave_up_end": N_("You gave up: the cards left are your score."),
    # names of things
    "draw_pile": N_("the draw pile"),
    "discard_pile": N_("the discard pile"),
    "most_words": N_("most words"),
    "longest_word": N_("longest word"),
    "rules_junior": N_("Quiddler Junior"),
    "rules_standard": N_("standard Quiddler"),
    "rules_checked": N_("checked Quiddler"),
    "rules_short": N_("short Quiddler"),
    "rules_daily": N_("Quiddler of the day"),
    "rules_named": N_("{name} Quiddler"),
}


def register(templates: Mapping[str, str]) -> None:
    """Add a layer's own reasons (a remote host's refusals) to :data:`TEMPLATES`, so that they
    travel as codes too; a code already taken must keep its sentence."""
    for code, template in templates.items():
        if TEMPLATES.setdefault(code, template) != template:
            raise ValueError(f"the reason {code!r} has another sentence already")


#: What an argument may be: a plain value, or a reason of its own (translated as well).
Argument = Any


@dataclass(frozen=True)
class Reason:
    """Why: a code of :data:`TEMPLATES` and the arguments its sentence names.

    ``str(reason)`` is the sentence in the installed language; :meth:`to_dict` and
    :meth:`from_dict` carry it as data (the remote protocol's ``reason`` field).
    """

    code: str
    args: Mapping[str, Argument] = field(default_factory=dict, hash=False)

    def __post_init__(self) -> None:
        if self.code not in TEMPLATES:
            raise ValueError(f"{self.code!r} is not a reason's code")

    @property
    def template(self) -> str:
        """The English sentence with its placeholders (also the translation's message id)."""
        return TEMPLATES[self.code]

    def sentence(self, translator: Callable[[str], str] | None = None) -> str:
        """The sentence in ``translator``'s language (None: the installed one)."""
        say = translator or _translator
        args = {name: _argument(value, say) for name, value in self.args.items()}
        return say(self.template).format(**args)

    def __str__(self) -> str:
        return self.sentence()

    def to_dict(self) -> dict[str, Any]:
        """``{"code": "out_of_turn", "args": {"current": "Ann", "seat": "Bob"}}`` (a nested
        reason as such a dict too)."""
        args = self.args.items()
        return {
            "code": self.code,
            "args": {name: value.to_dict() if isinstance(value, Reason) else value for name, value in args},
        }

    @classmethod
    def from_dict(cls, data: Any) -> Reason:
        """The inverse of :meth:`to_dict`; ValueError for a code this engine does not know or an
        argument its template does not name (a newer peer: show its own sentence instead)."""
        if not isinstance(data, Mapping) or not isinstance(data.get("code"), str):
            raise ValueError("a reason is an object with a code")
        raw = data.get("args") or {}
        if not isinstance(raw, Mapping):
            raise ValueError("a reason's args are an object")
        args: dict[str, Argument] = {}
        for name, value in raw.items():
            if isinstance(value, Mapping):
                args[str(name)] = cls.from_dict(value)
            elif value is None or isinstance(value, str | int | float):
                args[str(name)] = value
            else:
                raise ValueError("a reason's argument is text, a number or a reason")
        reason = cls(data["code"], args)
        try:
            reason.sentence(_english)
        except (KeyError, IndexError, ValueError) as error:
            raise ValueError(f"the arguments do not fit the reason {reason.code}: {error}") from None
        return reason


def _argument(value: Argument, translator: Callable[[str], str]) -> Any:
    return value.sentence(translator) if isinstance(value, Reason) else value


def reason_of(error: BaseException) -> Reason | None:
    """The reason an engine error carries, if it carries one."""
    reason = getattr(error, "why", None)
    return reason if isinstance(reason, Reason) else None
