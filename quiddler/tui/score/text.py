"""What the score sheet screens say, made from the Sheet model (no rule is decided here).

Kept apart from the widgets so each piece can be read and tested without a screen.
"""

from __future__ import annotations

from rich.text import Text

from quiddler.engine import Bonus, RoundSummary, Word
from quiddler.i18n import N_, _, preset_title
from quiddler.scoresheet import Row, Sheet, SheetEntryError, SheetWord
from quiddler.tui.screens.summary import bonus_line
from quiddler.tui.themes import Meaning

#: Colours before a theme is known (the tests of these texts, read without an app).
ANSI = Meaning()

__all__ = [
    "LEGEND",
    "cell_text",
    "finished_line",
    "round_detail",
    "typed_form",
    "undone_line",
    "word_preview",
    "sheet_title",
]

OUT_MARK = "◆"
LONGEST_MARK = "★"
MOST_MARK = "✚"
FLAG_MARK = "⚑"
REJECTED_MARK = "✗"

#: The marks of the grid, in words (shown under the round's lines; translated where it is shown).
LEGEND = N_(
    "◆ went out · ★ longest word · ✚ most words · ⚑ a word the dictionary does not allow · ✗ lost a challenge"
)


def dictionary_name(sheet: Sheet) -> str:
    """The dictionary's name for a sentence (``en``), or "the dictionary" when it has none."""
    return sheet.checker.name or _("the dictionary")


def sheet_title(sheet: Sheet) -> str:
    """``Score sheet · Standard, 8 rounds · dictionary en · Ann leads with 41``."""
    rules = sheet.rules
    parts = [
        _("Score sheet"),
        _("{rules}, {rounds} rounds").format(
            rules=preset_title(rules.name).capitalize(), rounds=rules.rounds
        ),
    ]
    if sheet.checker.name:
        parts.append(_("dictionary {name}").format(name=sheet.checker.name))
    leaders = sheet.leaders
    if leaders:
        best = sheet.totals[leaders[0]]
        if len(leaders) == 1:
            parts.append(_("{name} leads with {points}").format(name=sheet.players[leaders[0]], points=best))
        else:
            names = " & ".join(sheet.players[seat] for seat in leaders)
            parts.append(_("{names} share the lead with {points}").format(names=names, points=best))
    if sheet.finished:
        parts.append(_("finished"))
    return " · ".join(parts)


def finished_line(sheet: Sheet) -> str:
    """Said once when the last round is written: who won, and where the sheet is kept."""
    leaders = sheet.leaders
    best = sheet.totals[leaders[0]] if leaders else 0
    if len(leaders) == 1:
        won = _("{name} wins with {points} points.").format(name=sheet.players[leaders[0]], points=best)
    else:
        names = " & ".join(sheet.players[seat] for seat in leaders)
        won = _("{names} share the win with {points} points.").format(names=names, points=best)
    return won + " " + _("It is in quiddler history, and can still be corrected.")


def cell_text(sheet: Sheet, round: int, seat: int) -> Text:
    """One player's cell of one round: the score and its marks (empty until the round is written)."""
    row = sheet.rows[round]
    if not row.entered:
        return Text("")
    result = sheet.summary(round).results[seat]
    marks = ""
    if seat in row.out:
        marks += OUT_MARK
    if Bonus.LONGEST_WORD in result.bonuses:
        marks += LONGEST_MARK
    if Bonus.MOST_WORDS in result.bonuses:
        marks += MOST_MARK
    entry = row.players[seat]
    if any(laid.flagged for laid in entry.words):
        marks += FLAG_MARK
    if result.rejected_words:
        marks += REJECTED_MARK
    text = Text(str(result.score))  # the marks right after it: eight players fit in 80 columns
    if marks:
        text.append(marks, style="bold")
    return text


def _word(laid: SheetWord, sheet: Sheet, rejected: bool, colours: Meaning) -> Text:
    text = Text(f"{laid.word.spelling} {laid.word.points}", style="strike" if rejected else "")
    if laid.flagged:
        text.append(f" {FLAG_MARK}", style=f"bold {colours.error}")
    if laid.challenger is not None:
        who = sheet.players[laid.challenger]
        if laid.ruling is None:
            verdict = _("allowed") if laid.allowable else _("not allowed")
            note = _("challenged by {name}: {verdict}").format(name=who, verdict=verdict)
        elif laid.ruling:
            note = _("challenged by {name}: the table allows it").format(name=who)
        else:
            note = _("challenged by {name}: the table rejects it").format(name=who)
        text.append(f" ({note})", style="italic")
    return text


def round_detail(sheet: Sheet, round: int, cursor_seat: int | None = None, colours: Meaning = ANSI) -> Text:
    """The round's lines: each player's words as cards with points, unused cards, the score; the
    bonus line as the game's round summary says it; the row's warnings (in the theme's
    ``colours``, each with its mark: ⚑, ⚠)."""
    row = sheet.rows[round]
    dealer = sheet.players[row.dealer]
    head = _("Round {number} · {cards} cards · {dealer} deals").format(
        number=round + 1, cards=row.hand_size, dealer=dealer
    )
    out = Text(head, style="bold")
    summary: RoundSummary | None = sheet.summary(round) if row.entered else None
    if summary is not None and summary.went_out is not None:
        out.append(" · " + _("{name} went out").format(name=sheet.players[summary.went_out]), style="bold")
    width = max(len(name) for name in sheet.players)
    for seat, entry in enumerate(row.players):
        line = Text("\n")
        pointer = "▶ " if seat == cursor_seat else "  "
        line.append(f"{pointer}{sheet.players[seat]:<{width}}  ", style="bold" if seat == cursor_seat else "")
        if not row.entered or (not entry.words and not entry.unused and seat not in row.out):
            line.append(_("nothing written yet"), style="dim")
            out.append_text(line)
            continue
        for index, laid in enumerate(entry.words):
            if index:
                line.append("  ")
            line.append_text(_word(laid, sheet, laid.allowable is False, colours))
        if not entry.words:
            line.append(_("no words"), style="dim")
        if entry.unused:
            cards = " ".join(card.label for card in entry.unused)
            if not sheet.rules.subtract_unused:
                line.append(" · " + _("unused {cards} (not counted)").format(cards=cards))
            else:
                points = sum(card.points for card in entry.unused)
                line.append(" · " + _("unused {cards} (−{points})").format(cards=cards, points=points))
        if summary is not None:
            result = summary.results[seat]
            line.append(" = ", style="dim")
            line.append(str(result.score), style="bold")
            if result.bonuses:
                line.append(" (" + ", ".join(f"+{b.title}" for b in result.bonuses) + ")")
            if result.penalty:
                line.append(" " + _("(−{points} challenge)").format(points=result.penalty))
        out.append_text(line)
    if summary is not None:
        out.append("\n" + bonus_line(sheet, summary), style="italic")
    for warning in sheet.warnings(round):
        out.append("\n⚠ " + warning, style=f"bold {colours.warning}")
    return out


def typed_form(sheet: Sheet, word: Word) -> str:
    """How a laid word is written back into the word box: its text when it is the spelling typing
    gives, else its cards (``q-u-i-z``), so reopening a line changes nothing."""
    options = sheet.spellings_of(word.text)
    if options and options[0] == word:
        return word.text
    return "-".join(word.to_list())


def word_preview(
    sheet: Sheet, typed: list[str], chosen: dict[int, Word], colours: Meaning = ANSI
) -> tuple[Text, list[str | Word]]:
    """The typed words as the sheet would lay them (cards, points, the dictionary's flag, or the
    sentence saying why a word cannot be laid), and the words to hand to :meth:`Sheet.enter`."""
    out = Text()
    words: list[str | Word] = []
    for index, token in enumerate(typed):
        if index:
            out.append("  ")
        item: str | Word = chosen.get(index) or token
        try:
            laid = sheet.spell(item)
        except SheetEntryError as error:
            out.append(f"{token}: {error}", style=f"bold {colours.error}")
            words.append(token)
            continue
        words.append(laid.word if index in chosen else token)
        others = len(sheet.spellings_of(laid.word.text))
        out.append(f"{laid.word.spelling} {laid.word.points}", style="bold")
        if others > 1:
            out.append(" ⇥", style="dim")
        if laid.flagged:
            out.append(
                " " + FLAG_MARK + " " + _("not in {name}").format(name=dictionary_name(sheet)),
                style=colours.error,
            )
    return out, words


def undone_line(sheet: Sheet, before: tuple[Row, ...], after: tuple[Row, ...]) -> str:
    """What an undo took back, from the rows before and after it: a player's line, a challenge or
    who went out, named with the player and the round (a bare "undone" leaves the table guessing)."""
    for old, new in zip(before, after, strict=True):
        if old == new:
            continue
        number = old.round + 1
        for seat, (was, now) in enumerate(zip(old.players, new.players, strict=True)):
            if was == now:
                continue
            name = sheet.players[seat]
            same_cards = [laid.word for laid in was.words] == [laid.word for laid in now.words]
            if same_cards and was.unused == now.unused:
                changed = next((w for w, n in zip(was.words, now.words, strict=True) if w != n), was.words[0])
                return _("Undone: the challenge of {word}, {name}'s word in round {number}.").format(
                    word=changed.word.text.upper(), name=name, number=number
                )
            return _("Undone: {name}'s line in round {number}.").format(name=name, number=number)
        for seat in sorted(old.out ^ new.out):
            name = sheet.players[seat]
            if seat in old.out:
                return _("Undone: {name} marked as going out in round {number}.").format(
                    name=name, number=number
                )
            return _("Undone: {name} unmarked as going out in round {number}.").format(
                name=name, number=number
            )
    return _("The last change is undone.")
