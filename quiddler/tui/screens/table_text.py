"""What the table says: engine state turned into the lines and Rich ``Text`` of its panels.

These are plain functions of the game and the few presentation facts they need (whose hand is
shown, the words being built, a panel's size), with no app or widget, so that every sentence the
table shows can be unit-tested on its own and the screen is left with deciding *when* to show it.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from rich.text import Text

from quiddler.engine import Action, Card, GoOut, LayDown, Phase, RuleOptions, TableView, Word, WordCheck
from quiddler.engine.ports import WordChecker
from quiddler.i18n import _
from quiddler.match.describe import describe_record, plural

__all__ = [
    "PLAYING",
    "builder_text",
    "fit_lines",
    "laid_words",
    "log_text",
    "preview_marks",
    "rules_line",
    "score_rows",
    "status_line",
    "turn_info",
]

#: The phases in which a seat is taking a turn (the rest are between turns).
PLAYING = (Phase.DRAW, Phase.PLAY)


def status_line(game: TableView, width: int) -> str:
    """The top line (round, hand size, dealer, whose turn, who went out) cut to ``width`` cells.

    Names stand alone after a label ("turn: Ann"), never before a verb or a possessive, so any
    name reads right (a player called "You" gets "turn: You", not "You's turn").
    Long names: the dealer, then who went out (the scores say "out") go before anything is cut.
    """
    players = game.players
    final = game.is_final_turn
    if game.player_count == 1:  # the Quiddler of the day, alone: no dealer, always your turn
        alone = [
            _("Round {number} of {rounds}").format(number=game.round + 1, rounds=game.rules.rounds),
            plural(game.hand_size, "card"),
        ]
        if final and game.phase in PLAYING:
            alone.append(_("final turn"))
        return " · ".join(alone)[: max(0, width - 2)]
    parts = [
        _("Round {number} of {rounds}").format(number=game.round + 1, rounds=game.rules.rounds),
        _("{cards} each").format(cards=plural(game.hand_size, "card")),
    ]
    parts.append(_("dealer: {name}").format(name=players[game.dealer]))
    if game.phase in PLAYING:
        turn = _("final turn: {name}") if final else _("turn: {name}")
        parts.append(turn.format(name=players[game.current]))
    if game.went_out is not None:
        parts.append(_("out: {name}").format(name=players[game.went_out]))
    room = width - 2
    shorter = [" · ".join(parts), " · ".join([parts[0], plural(game.hand_size, "card"), *parts[3:]])]
    shorter.append(" · ".join(parts[:1] + parts[3:4]))
    return next((line for line in shorter if len(line) <= room), shorter[-1][: room - 1] + "…")


def rules_line(rules: RuleOptions, players: int, width: int, *, family: str = "on") -> str:
    """The game's rule options in one line under the status line, cut to ``width`` cells.

    Everything that changes what a move does is named (how words are checked, the house rule,
    Junior's one-card words and free unused cards, the bonuses, a strict family filter), so
    nobody learns of a rule from a refused move. Each part has a shorter form used when the
    whole line does not fit.
    """
    titles = {
        "standard": (_("Standard rules"), _("Standard")),
        "checked": (_("Standard rules"), _("Standard")),
        "junior": (_("Quiddler Junior"), _("Junior")),
        "short": (_("Short game"), _("Short game")),
    }
    title = titles.get(rules.name, (_("Custom rules"), _("Custom")))
    # (long, short) forms of each part, most important first
    parts: list[tuple[str, str]] = [title]
    if rules.word_check is WordCheck.CHECKED:
        parts.append((_("checked words (no challenges)"), _("checked words")))
    else:
        parts.append((_("words may be challenged"), _("challenges")))
    if family == "strict":
        parts.append((_("family filter: strict (no vulgar words)"), _("strict filter")))
    if rules.no_go_out_on_first_turn:
        parts.append((_("house rule: no going out on a first turn"), _("no going out on turn 1")))
    if rules.min_word_cards == 1:
        parts.append((_("one-card words count"), _("1-card words")))
    elif rules.min_word_cards > 2:
        count = rules.min_word_cards
        parts.append(
            (_("words of {count}+ cards").format(count=count), _("{count}+ card words").format(count=count))
        )
    if not rules.subtract_unused:
        parts.append((_("unused cards cost nothing"), _("unused free")))
    if rules.proper_nouns:
        parts.append((_("names allowed"), _("names")))
    bonuses = rules.bonuses_for(players)
    if bonuses:
        names = ", ".join(bonus.title for bonus in bonuses)
        label = _("bonus: {names} (+{points})") if len(bonuses) == 1 else _("bonuses: {names} (+{points})")
        parts.append(
            (label.format(names=names, points=rules.bonus_points), f"+{rules.bonus_points}: {names}")
        )
    room = width - 2
    for shortened in range(len(parts) + 1):  # the least important parts (the last) shorten first
        cut = len(parts) - shortened
        line = " · ".join(long if index < cut else short for index, (long, short) in enumerate(parts))
        if len(line) <= room:
            return line
    kept = [short for _long, short in parts]
    while len(kept) > 1 and len(" · ".join(kept)) > room:
        kept.pop()
    line = " · ".join(kept)
    return line if len(line) <= room else line[: max(0, room - 1)] + "…"


def turn_info(
    game: TableView,
    *,
    can: Callable[[Action], bool],
    bots: Collection[int],
    shown: int | None,
    typing: bool,
    staged: Sequence[Word],
    cards_left: int,
    cursor: Card | None = None,
) -> Text:
    """What to do now and the keys that do it, one short line each (it must fit 24 cells).

    It follows the moment exactly: while a word is being typed only the typing keys are
    named, once words are built the keys for them, so no line names a key that would not work.
    ``cards_left`` counts the shown hand's cards that are not in a word built this turn;
    ``cursor`` is the card under the ▲, the one g, f and x would discard: it is named, so the
    line can never promise a discard other than the one the key makes. ``g`` is named only when
    the engine would accept going out with exactly these words and this discard (``can``: the
    engine's answer, asked through the table's port).
    """
    name = game.players[game.current]
    text = Text()
    if game.phase not in PLAYING:
        return text
    if game.current in bots:
        text.append(_("Computer's turn: {name}").format(name=name) + "\n", "bold")
        text.append(_("space: faster"), "dim")
        return text
    if shown != game.current:
        text.append(_("Waiting for {name}…").format(name=name), "bold")
        return text
    final = game.is_final_turn
    seat = game.current
    card = cursor.label if cursor is not None else "▲"
    if final:
        text.append(_(" FINAL TURN "), "bold reverse")
        text.append("\n")
    if game.phase is Phase.DRAW:
        text.append(_("{name}, draw a card.").format(name=name) + "\n", "bold")
        text.append(_("d: draw pile\nt: take the discard"))
        return text
    if typing:
        text.append(_("Typing a word") + "\n", "bold")
        text.append(_("enter: make the word\ntab: another spelling\nesc: stop typing"))
        return text
    if final:
        text.append(_("Lay down what you can.") + "\n", "bold")
        text.append(_("w: type a word") + "\n" if cards_left else "")
        if staged:
            text.append(_("backspace: undo a word") + "\n")
        if cursor is not None and can(LayDown(seat, tuple(staged), cursor)):
            lay = (
                _("f: lay down your words,\n   discard {card}")
                if staged
                else _("f: lay down no words,\n   discard {card}")
            )
            text.append(lay.format(card=card))
        return text
    if staged:
        ready = cursor is not None and can(GoOut(seat, tuple(staged), cursor))
        ask = _("{name}, go out?") if ready else _("{name}, build words.")
        text.append(ask.format(name=name) + "\n", "bold")
        if ready:
            text.append(_("g: go out, discard {card}").format(card=card) + "\n")
        else:
            text.append(_("w: type another word") + "\n")
        text.append(_("x: words back, discard {card}\nbackspace: undo a word").format(card=card))
        return text
    text.append(_("{name}, discard or go out.").format(name=name) + "\n", "bold")
    text.append(_("x: discard {card}\nw: type a word").format(card=card) + "\n")
    text.append(_("go out: all but one card\n   in words, then g"), "dim")
    return text


def laid_words(game: TableView) -> Text:
    """Every word laid this round, by player: ✓ checked, ✗ struck out after a challenge."""
    text = Text()
    text.append(_("Words on the table") + "\n", "bold underline")
    any_words = False
    for seat, name in enumerate(game.players):
        words = game.table[seat]
        if not game.laid_down[seat]:
            continue
        any_words = True
        text.append(f"{name}: ", "bold")
        if not words:
            text.append(_("no words"), "dim")
        for index, laid in enumerate(words):
            if index:
                text.append("  ")
            if laid.rejected:
                text.append(f"✗{laid.word.spelling}", "strike red")
            else:
                mark = "✓" if laid.allowable else ""
                text.append(f"{mark}{laid.word.spelling} {laid.word.points}")
        if seat == game.went_out:
            text.append("  " + _("(went out)"), "italic")
        text.append("\n")
    if not any_words:
        text.append(_("Nobody has laid down words yet this round."), "dim")
    return text


def score_rows(game: TableView, bots: Collection[int]) -> list[tuple[str, int, str, bool]]:
    """The score panel's rows: (name, total, status, is the current player); computers get a *."""
    rows = []
    for seat, name in enumerate(game.players):
        if seat == game.went_out:
            status = _("out")
        elif game.laid_down[seat]:
            status = _("laid")
        else:
            status = plural(game.hand_counts[seat], "card")
        if seat in bots:
            name = f"{name}*"
        rows.append((name, game.totals[seat], status, seat == game.current and game.phase in PLAYING))
    return rows


def score_legend() -> Text:
    """The line under the score table that says what the * after a name in it means."""
    return Text(_("* a computer player"), "dim")


def log_text(view: TableView, *, width: int, height: int, checker: WordChecker | None = None) -> Text:
    """This round's story as the view's seat may see it (``view(None)``: a face-down table), the
    newest lines kept to fit a width × height panel. The view's log is redacted already, so a
    face-down hand's draws never name a card. ``checker`` writes a name as a name (Junior)."""
    lines = []
    for record in view.round_log:
        line = describe_record(record, view.players, view.seat, checker)
        if line:
            lines.append(line)
    text = Text()
    text.append(_("What happened") + "\n", "bold underline")
    text.append("\n".join(fit_lines(lines, width, height)) if lines else _("The round has just been dealt."))
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
    game: TableView,
    *,
    shown: int | None,
    staged: Sequence[Word],
    typing: bool,
    choices: Sequence[Word],
    choice_index: int,
    typed: str,
    marked: Sequence[Card] = (),
) -> Text:
    """The line over the hand: the words built this turn, and the word being typed or marked.

    ``marked`` are the cards marked so far, in the order marked: the word they spell and its
    points show as each card is marked, before Enter makes it.
    """
    text = Text()
    if shown is None or shown != game.current or game.phase is not Phase.PLAY:
        return text
    if staged:
        text.append(_("Words: "), "bold")
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
            text.append(_("your hand cannot spell {word}").format(word=typed.upper()), "italic")
    elif marked:
        word = Word(tuple(marked))
        text.append(f"→ {word.spelling} ({word.points})", "bold")
        text.append("  " + _("enter: make the word"), "dim")
    elif not staged:
        text.append(_("Build words: w to type one, or space to mark cards then enter."), "dim")
    return text
