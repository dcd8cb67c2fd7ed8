"""The words a player types in the plain mode, in English and Spanish, and reading a typed line.

A line is a command word and what follows it (``word quiz``, ``discard e``, ``look up zax``).
Every command has its English word and a Spanish one (``robar``, ``tomar``, ``palabra``,
``descartar``, ``salir``…); both are understood whatever the players' language, and the prompts
name the words of the language being spoken (:func:`shown`, through the catalog's ``command``
context). A few short forms are understood too (``d`` for draw, ``?`` for help). The table is
docs/plain.md's.

The sentences that name commands are made here too, the same way for the table, solitaire and the
score sheet: :func:`with_commands` fills a sentence's placeholders with the command words of the
language spoken (a help sentence), :func:`refusal` says why not and what may be typed instead (an
unknown command is :func:`not_a_command`), :func:`asking` puts a question and what may be typed.
"""

from __future__ import annotations

import re
import string
from dataclasses import dataclass

from quiddler.engine.letters import fold_accents
from quiddler.i18n import _, pgettext

__all__ = [
    "Command",
    "WORDS",
    "read_command",
    "shown",
    "listed",
    "with_commands",
    "help_lines",
    "one_sentence",
    "not_a_command",
    "refusal",
    "asking",
]

#: Each command: its English word (also its name here) and the other words that mean it. The
#: Spanish word comes first among the others: it is the one the catalog translates the English to.
WORDS: dict[str, tuple[str, ...]] = {
    "draw": ("robar", "roba", "d"),
    "take": ("tomar", "toma", "t"),
    "word": ("palabra", "w"),
    "clear": ("borrar",),
    "discard": ("descartar", "descarta", "x"),
    "out": ("salir", "sal", "go out", "g"),
    "hand": ("mano",),
    "points": ("valores", "valor"),
    "table": ("mesa",),
    "hint": ("pista", "h"),
    "look up": ("buscar", "busca", "lookup", "look", "l"),
    "help": ("ayuda", "?"),
    "scores": ("marcador", "score"),
    "quit": ("terminar", "exit", "q"),
    "ready": ("listo", "lista", "yes", "si", "ok"),
    "next": ("siguiente", "n"),
    "challenge": ("desafiar", "desafio", "c"),
    "pass": ("paso", "pasar", "p"),
    # solitaire
    "stacks": ("pilas",),
    "refill": ("rellenar",),
    "undo": ("deshacer",),
    "give up": ("rendirse", "abandonar"),
    "new": ("nueva", "nuevo"),
    "continue": ("seguir", "continuar"),
    # the score sheet
    "sheet": ("hoja",),
    "round": ("ronda",),
}

_LOOKUP: dict[str, str] = {}
for _name, _others in WORDS.items():
    for _spoken in (_name, *_others):
        _LOOKUP[_spoken] = _name


@dataclass(frozen=True)
class Command:
    """A typed line read: the command (its English name, or "" for none) and the rest."""

    name: str
    rest: str = ""
    #: The first word as typed (for a refusal that names it).
    typed: str = ""


def read_command(line: str) -> Command:
    """The command ``line`` starts with (two-word commands first: ``look up``, ``go out``);
    an unknown first word gives the name "" (the caller says what may be typed)."""
    words = line.strip().split()
    if not words:
        return Command("")
    folded = [fold_accents(word).lower() for word in words]
    if len(folded) > 1 and f"{folded[0]} {folded[1]}" in _LOOKUP:
        return Command(_LOOKUP[f"{folded[0]} {folded[1]}"], " ".join(words[2:]), " ".join(words[:2]))
    return Command(_LOOKUP.get(folded[0], ""), " ".join(words[1:]), words[0])


def shown(name: str) -> str:
    """The word the players' language types for command ``name`` (``robar`` in Spanish)."""
    return {
        "draw": pgettext("command", "draw"),
        "take": pgettext("command", "take"),
        "word": pgettext("command", "word"),
        "clear": pgettext("command", "clear"),
        "discard": pgettext("command", "discard"),
        "out": pgettext("command", "out"),
        "hand": pgettext("command", "hand"),
        "points": pgettext("command", "points"),
        "table": pgettext("command", "table"),
        "hint": pgettext("command", "hint"),
        "look up": pgettext("command", "look up"),
        "help": pgettext("command", "help"),
        "scores": pgettext("command", "scores"),
        "quit": pgettext("command", "quit"),
        "ready": pgettext("command", "ready"),
        "next": pgettext("command", "next"),
        "challenge": pgettext("command", "challenge"),
        "pass": pgettext("command", "pass"),
        "stacks": pgettext("command", "stacks"),
        "refill": pgettext("command", "refill"),
        "undo": pgettext("command", "undo"),
        "give up": pgettext("command", "give up"),
        "new": pgettext("command", "new"),
        "continue": pgettext("command", "continue"),
        "sheet": pgettext("command", "sheet"),
        "round": pgettext("command", "round"),
    }[name]


def listed(items: list[str]) -> str:
    """``a, b or c`` in the players' language (the choices a prompt offers)."""
    from quiddler.i18n import _

    if len(items) <= 1:
        return "".join(items)
    return _("{items} or {last}").format(items=", ".join(items[:-1]), last=items[-1])


def with_commands(text: str, **values: str) -> str:
    """``text`` (a translated sentence) with each placeholder filled: by ``values`` where given,
    else by the word the players' language types for the command the placeholder is named for,
    ``_`` for a space (``{give_up}`` is ``give up``: ``rendirse`` in Spanish). A help sentence
    names its commands once, in the sentence, and nowhere else."""
    named = {
        field: values[field] if field in values else shown(field.replace("_", " "))
        for _literal, field, _spec, _conversion in string.Formatter().parse(text)
        if field
    }
    return text.format(**named)


def help_lines() -> list[str]:
    """Every command of a game, in a few sentences (``help``)."""
    sentences = [
        _("{draw}: draw from the draw pile; {take}: take the top discard."),
        _("{word} and a word (as {word} quiz): build a word from your cards; {clear}: put the words back."),
        _(
            "{discard} and a card (as {discard} e): discard it and end your turn (on a final "
            "turn it lays down the words you built)."
        ),
        _("{out}: go out with the words you built, discarding the card left (or {out} and a card)."),
        _("{hand}: your cards in order; {points}: with their points; {table}: the piles and the words laid."),
        _("{hint}: a hint; {look} and a word: the dictionary, between turns; {scores}: the scores."),
        _("{challenge} and a number, or {skip}: in a challenge window; {next}: deal the next round."),
        _("{quit}: leave; the game is saved, and continues where it was left."),
    ]
    return [with_commands(text, look=shown("look up"), skip=shown("pass")) for text in sentences]


def one_sentence(text: str) -> str:
    """``text`` as one sentence without its full stop: a second sentence joins with a semicolon."""
    text = " ".join(text.split()).rstrip(".")
    return re.sub(r"\. (\w)", lambda found: "; " + found.group(1).lower(), text)


def not_a_command(typed: str) -> str:
    """The refusal of a line no command starts (without what to type instead): it names what was
    typed, or says nothing was (an empty line must not read as " is not a command here")."""
    if not typed.strip():
        return _("Nothing was typed")
    return _("{typed} is not a command here").format(typed=typed.strip())


def refusal(why: str, choices: list[str]) -> str:
    """A refusal in one sentence: why not (the engine's words, or :func:`not_a_command`'s for
    an unknown command), and what may be typed instead."""
    return _("{why}; type {choices}.").format(why=one_sentence(why), choices=listed(choices))


def asking(question: str, choices: list[str]) -> str:
    """A question and what may be typed to answer it."""
    return _("{question} Type {choices}.").format(question=question, choices=listed(choices))
