"""What the table says: engine state turned into the lines and Rich ``Text`` of its panels.

These are plain functions of the game and the few presentation facts they need (whose hand is
shown, the words being built, a panel's size), with no app or widget, so that every sentence the
table shows can be unit-tested on its own and the screen is left with deciding *when* to show it.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from rich.text import Text

from quiddler.engine import Card, Game, Phase, Word, redact
from quiddler.tui.describe import describe_record, plural

__all__ = [
    "PLAYING",
    "builder_text",
    "fit_lines",
    "laid_words",
    "log_text",
    "preview_marks",
    "score_rows",
    "status_line",
    "turn_info",
]

#: The phases in which a seat is taking a turn (the rest are between turns).
PLAYING = (Phase.DRAW, Phase.PLAY)


def status_line(game: Game, width: int) -> str:
    """The top line (round, hand size, dealer, whose turn, who went out) cut to ``width`` cells.

    Long names: the dealer, then who went out (the scores say "out") go before anything is cut.
    """
    players = game.players
    final = game.is_final_turn
    parts = [f"Round {game.round + 1} of {game.rules.rounds}", f"{plural(game.hand_size, 'card')} each"]
    parts.append(f"dealer {players[game.dealer]}")
    if game.phase in PLAYING:
        parts.append(f"{players[game.current]}'s {'final ' if final else ''}turn")
    if game.went_out is not None:
        parts.append(f"{players[game.went_out]} went out")
    room = width - 2
    shorter = [" · ".join(parts), " · ".join([parts[0], plural(game.hand_size, "card"), *parts[3:]])]
    shorter.append(" · ".join(parts[:1] + parts[3:4]))
    return next((line for line in shorter if len(line) <= room), shorter[-1][: room - 1] + "…")


def turn_info(
    game: Game,
    *,
    bots: Collection[int],
    shown: int | None,
    typing: bool,
    staged: Sequence[Word],
    cards_left: int,
) -> Text:
    """What to do now and the keys that do it, one short line each (it must fit 24 cells).

    It follows the moment exactly: while a word is being typed only the typing keys are
    named, once words are built the keys for them, so no line names a key that would not work.
    ``cards_left`` counts the shown hand's cards that are not in a word built this turn.
    """
    name = game.players[game.current]
    text = Text()
    if game.phase not in PLAYING:
        return text
    if game.current in bots:
        text.append(f"{name} (computer) is playing…\n", "bold")
        text.append("space: faster", "dim")
        return text
    if shown != game.current:
        text.append(f"Waiting for {name}…", "bold")
        return text
    final = game.is_final_turn
    if final:
        text.append(" FINAL TURN ", "bold reverse")
        text.append("\n")
    if game.phase is Phase.DRAW:
        text.append(f"{name}, draw a card.\n", "bold")
        text.append("d: draw pile\nt: take the discard")
        return text
    if typing:
        text.append("Typing a word\n", "bold")
        text.append("enter: make the word\ntab: another spelling\nesc: stop typing")
        return text
    if final:
        text.append("Lay down what you can.\n", "bold")
        text.append("w: type a word\n" if cards_left else "")
        if staged:
            text.append("backspace: undo a word\n")
        what = "your words" if staged else "no words"
        text.append(f"f: lay down {what},\n   discard the ▲ card")
        return text
    if staged:
        text.append(f"{name}, go out?\n", "bold")
        text.append("g: go out, discard ▲\nw: type another word\nbackspace: undo a word")
        return text
    text.append(f"{name}, discard or go out.\n", "bold")
    text.append("x: discard the ▲ card\nw: type a word\ng: go out")
    return text


def laid_words(game: Game) -> Text:
    """Every word laid this round, by player: ✓ checked, ✗ struck out after a challenge."""
    text = Text()
    text.append("Words on the table\n", "bold underline")
    any_words = False
    for seat, name in enumerate(game.players):
        words = game.words(seat)
        if not game.has_laid_down(seat):
            continue
        any_words = True
        text.append(f"{name}: ", "bold")
        if not words:
            text.append("no words", "dim")
        for index, laid in enumerate(words):
            if index:
                text.append("  ")
            if laid.rejected:
                text.append(f"✗{laid.word.spelling}", "strike red")
            else:
                mark = "✓" if laid.allowable else ""
                text.append(f"{mark}{laid.word.spelling} {laid.word.points}")
        if seat == game.went_out:
            text.append("  (went out)", "italic")
        text.append("\n")
    if not any_words:
        text.append("Nobody has laid down words yet this round.", "dim")
    return text


def score_rows(game: Game, bots: Collection[int]) -> list[tuple[str, int, str, bool]]:
    """The score panel's rows: (name, total, status, is the current player); computers get a *."""
    rows = []
    for seat, name in enumerate(game.players):
        if seat == game.went_out:
            status = "out"
        elif game.has_laid_down(seat):
            status = "laid"
        else:
            status = plural(len(game.hand(seat)), "card")
        if seat in bots:
            name = f"{name}*"
        rows.append((name, game.totals[seat], status, seat == game.current and game.phase in PLAYING))
    return rows


def log_text(game: Game, viewer: int | None, *, width: int, height: int) -> Text:
    """This round's story as ``viewer`` may see it, newest lines kept to fit a width × height panel.

    Records are redacted for the viewer first, so a face-down hand's draws never name a card.
    """
    lines = []
    for record in game.records:
        if record.round != game.round:
            continue
        line = describe_record(redact(record, viewer), game.players, viewer, game.checker)
        if line:
            lines.append(line)
    text = Text()
    text.append("What happened\n", "bold underline")
    text.append("\n".join(fit_lines(lines, width, height)) if lines else "The round has just been dealt.")
    return text


def fit_lines(lines: Sequence[str], width: int, height: int) -> list[str]:
    """The newest lines that fit a width × height log panel once wrapped (older ones scroll away).

    The panel's heading and border take their share, and there is always room for a few lines.
    """
    width, room = max(10, width - 2), max(4, height - 1)
    kept: list[str] = []
    used = 0
    for line in reversed(lines):
        rows = -(-len(line) // width)
        if kept and used + rows > room:
            break
        kept.insert(0, line)
        used += rows
    return kept


def preview_marks(choices: Sequence[Word], choice_index: int, left: Sequence[Card]) -> list[int]:
    """Indices in ``left`` of the cards the chosen spelling would use (raised while typing).

    Each card of the spelling raises one card of ``left``: the first of its face not yet raised.
    """
    if not choices:
        return []
    word = choices[choice_index % len(choices)]
    used: list[int] = []
    for card in word.cards:
        for index, held in enumerate(left):
            if held is card and index not in used:
                used.append(index)
                break
    return used


def builder_text(
    game: Game,
    *,
    shown: int | None,
    staged: Sequence[Word],
    typing: bool,
    choices: Sequence[Word],
    choice_index: int,
    typed: str,
) -> Text:
    """The line over the hand: the words built this turn, and the word being typed if any."""
    text = Text()
    if shown is None or shown != game.current or game.phase is not Phase.PLAY:
        return text
    if staged:
        text.append("Words: ", "bold")
        for index, word in enumerate(staged):
            if index:
                text.append(" · ")
            text.append(f"{word.spelling} ({word.points})", "reverse")
        text.append("  ")
    if typing:
        if choices:
            word = choices[choice_index % len(choices)]
            text.append(f"→ {word.spelling} ({word.points})", "bold")
            if len(choices) > 1:
                text.append(f" [{choice_index % len(choices) + 1}/{len(choices)} tab]")
        elif typed:
            text.append(f"your hand cannot spell {typed.upper()}", "italic")
    elif not staged:
        text.append("Build words: w to type one, or space to mark cards then enter.", "dim")
    return text
