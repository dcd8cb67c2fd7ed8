"""The table's panel text, from a real game and no app: what each line says, and when."""

from __future__ import annotations

from collections.abc import Sequence

from quiddler.engine import (
    Action,
    Card,
    CloseChallenges,
    Draw,
    Game,
    GoOut,
    LayDown,
    Phase,
    Source,
    Word,
    WordSet,
)
from quiddler.tui.screens.table_text import (
    builder_text,
    fit_lines,
    laid_words,
    log_text,
    preview_marks,
    score_rows,
    status_line,
    turn_info,
)
from tests.tui.helpers import WORDS


def new_game(names: tuple[str, ...] = ("Ann", "Bob")) -> Game:
    return Game.new(list(names), checker=WordSet(WORDS), seed=7)


def drawn_game() -> Game:
    """The first player has drawn from the draw pile: they may now discard or go out."""
    game = new_game()
    game.apply(Draw(game.current, Source.DRAW_PILE))
    return game


def play(game: Game, action: Action) -> None:
    """Apply an action, and close the challenge window it may open (nobody challenges)."""
    game.apply(action)
    if game.phase is Phase.CHALLENGE:
        game.apply(CloseChallenges())


def gone_out_game() -> Game:
    """The first player went out with all but one card in one word (the table lays words unchecked)."""
    game = drawn_game()
    *word, discard = game.hand(game.current)
    play(game, GoOut(game.current, (Word(tuple(word)),), discard))
    return game


def round_over_game() -> Game:
    """After going out, every other player takes a final turn laying down nothing."""
    game = gone_out_game()
    while game.phase in (Phase.DRAW, Phase.PLAY):
        seat = game.current
        if game.phase is Phase.DRAW:
            play(game, Draw(seat, Source.DRAW_PILE))
        else:
            play(game, LayDown(seat, (), game.hand(seat)[0]))
    return game


# ------------------------------------------------------------ status line


def test_status_line_says_everything_when_it_fits() -> None:
    game = new_game()
    line = status_line(game.view(None), 80)
    assert line.startswith(f"Round 1 of {game.rules.rounds} · ")
    assert f"dealer: {game.players[game.dealer]}" in line
    assert line.endswith(f"turn: {game.players[game.current]}")
    assert f"{game.hand_size} cards each" in line


def test_status_line_drops_the_dealer_before_cutting_and_never_overflows() -> None:
    game = new_game(("Annabelle-Marguerite", "Bartholomew-Augustin"))
    full = status_line(game.view(None), 200)
    assert "dealer" in full
    narrow = status_line(game.view(None), 50)
    assert "dealer" not in narrow
    assert narrow.endswith(f"turn: {game.players[game.current]}")
    for width in range(4, len(full) + 3):
        assert len(status_line(game.view(None), width)) <= width - 2
    assert status_line(game.view(None), 12).endswith("…")


def test_status_line_names_who_went_out() -> None:
    game = gone_out_game()
    out = game.players[game.went_out] if game.went_out is not None else "?"
    line = status_line(game.view(None), 120)
    assert f"out: {out}" in line
    assert f"final turn: {game.players[game.current]}" in line


# ------------------------------------------------------------ turn info


def test_turn_info_waits_for_a_face_down_hand_and_names_a_playing_computer() -> None:
    game = new_game()
    name = game.players[game.current]
    waiting = turn_info(
        game.view(None), can=game.can, bots=(), shown=None, typing=False, staged=[], cards_left=0
    )
    assert waiting.plain == f"Waiting for {name}…"
    computer = turn_info(
        game.view(None), can=game.can, bots={game.current}, shown=None, typing=False, staged=[], cards_left=0
    )
    assert computer.plain == f"Computer's turn: {name}\nspace: faster"


def test_turn_info_is_empty_once_the_round_is_over() -> None:
    game = round_over_game()
    assert game.phase in (Phase.ROUND_OVER, Phase.GAME_OVER)
    assert (
        turn_info(
            game.view(None), can=game.can, bots=(), shown=0, typing=False, staged=[], cards_left=0
        ).plain
        == ""
    )


def test_turn_info_names_only_the_keys_of_the_moment() -> None:
    game = new_game()
    seat = game.current
    name = game.players[seat]

    def info(*, typing: bool = False, staged: Sequence[Word] = (), cursor: Card | None = None) -> str:
        return turn_info(
            game.view(seat),
            can=game.can,
            bots=(),
            shown=seat,
            typing=typing,
            staged=staged,
            cards_left=4,
            cursor=cursor,
        ).plain

    assert info() == f"{name}, draw a card.\nd: draw pile\nt: take the discard"
    game.apply(Draw(seat, Source.DRAW_PILE))
    hand = game.hand(seat)
    assert info(cursor=hand[0]) == (
        f"{name}, discard or go out.\nx: discard {hand[0].label}\nw: type a word\n"
        "go out: all but one card\n   in words, then g"
    )
    assert info(typing=True).startswith("Typing a word\nenter: make the word")
    # two cards of four in a word: going out is not possible, so g is not named
    staged = [Word(hand[:2])]
    not_ready = info(staged=staged, cursor=hand[2])
    assert "g:" not in not_ready and f"x: words back, discard {hand[2].label}" in not_ready
    # every card but the ▲ card in a word: g is named, with the card it discards
    staged = [Word(hand[:3])]
    assert info(staged=staged, cursor=hand[3]).startswith(
        f"{name}, go out?\ng: go out, discard {hand[3].label}"
    )


def test_turn_info_on_a_final_turn_says_so_and_offers_typing_only_with_cards_left() -> None:
    game = gone_out_game()
    seat = game.current
    play(game, Draw(seat, Source.DRAW_PILE))
    hand = game.hand(seat)
    text = turn_info(
        game.view(None),
        can=game.can,
        bots=(),
        shown=seat,
        typing=False,
        staged=[],
        cards_left=3,
        cursor=hand[0],
    )
    assert text.plain.startswith(" FINAL TURN \nLay down what you can.\nw: type a word\n")
    assert text.plain.endswith(f"f: lay down no words,\n   discard {hand[0].label}")
    staged = [Word(hand[:2])]
    with_words = turn_info(
        game.view(seat),
        can=game.can,
        bots=(),
        shown=seat,
        typing=False,
        staged=staged,
        cards_left=0,
        cursor=hand[-1],
    ).plain
    assert "w: type a word" not in with_words
    assert "backspace: undo a word\nf: lay down your words," in with_words


# ------------------------------------------------------------ laid words and scores


def test_laid_words_before_anyone_lays_down() -> None:
    assert (
        laid_words(new_game().view(None)).plain
        == "Words on the table\nNobody has laid down words yet this round."
    )


def test_laid_words_show_the_word_its_points_and_who_went_out() -> None:
    game = gone_out_game()
    seat = game.went_out
    assert seat is not None
    (laid,) = game.words(seat)
    line = f"{game.players[seat]}: {laid.word.spelling} {laid.word.points}  (went out)"
    assert laid_words(game.view(None)).plain == f"Words on the table\n{line}\n"


def test_score_rows_mark_computers_the_current_player_and_who_is_out() -> None:
    game = drawn_game()
    seat = game.current
    other = 1 - seat
    rows = score_rows(game.view(None), {other})
    assert rows[seat] == (game.players[seat], 0, f"{len(game.hand(seat))} cards", True)
    assert rows[other] == (f"{game.players[other]}*", 0, f"{len(game.hand(other))} cards", False)
    out = score_rows(gone_out_game().view(None), ())
    assert [row[2] for row in out][seat] == "out"


# ------------------------------------------------------------ the log


def test_log_before_anything_happens() -> None:
    assert (
        log_text(new_game().view(None), width=40, height=10).plain
        == "What happened\nThe round has just been dealt."
    )


def test_log_names_a_drawn_card_only_to_the_player_who_drew_it() -> None:
    game = drawn_game()
    seat = game.current
    card = game.hand(seat)[-1]
    assert log_text(game.view(None), width=40, height=10).plain.endswith(
        f"{game.players[seat]} drew from the draw pile."
    )
    assert log_text(game.view(seat), width=40, height=10).plain.endswith(
        f"You drew {card.label} from the draw pile."
    )


def test_fit_lines_keeps_the_newest_lines_that_fit_once_wrapped() -> None:
    lines = ["one", "two", "three", "four", "five", "six"]
    assert fit_lines(lines, 40, 5) == ["three", "four", "five", "six"]
    assert fit_lines(lines, 40, 100) == lines
    long = "x" * 25  # wraps onto 3 rows of a 10-cell (12 - 2) panel
    assert fit_lines(["a", "b", long], 12, 5) == ["b", long]
    assert fit_lines(["a", long * 4], 12, 5) == [long * 4], "the newest line is kept even if too long"


def test_fit_lines_has_a_floor_for_tiny_panels() -> None:
    lines = [str(n) for n in range(10)]
    assert fit_lines(lines, 0, 0) == lines[-4:]


# ------------------------------------------------------------ the builder line and its marks


def test_preview_marks_raise_one_card_per_card_of_the_spelling() -> None:
    left = [Card.T, Card.O, Card.P, Card.O, Card.S]
    spelling = Word((Card.P, Card.O, Card.O))
    assert preview_marks([spelling], 0, left) == [2, 1, 3]
    assert preview_marks([], 0, left) == []
    other = Word((Card.S, Card.O))
    assert preview_marks([spelling, other], 3, left) == [4, 1], "the index wraps round the choices"


def builder(
    game: Game,
    shown: int | None,
    *,
    staged: Sequence[Word] = (),
    typing: bool = False,
    choices: Sequence[Word] = (),
    choice_index: int = 0,
    typed: str = "",
) -> str:
    """The builder line's plain text for one moment of a turn."""
    text = builder_text(
        game.view(shown),
        shown=shown,
        staged=staged,
        typing=typing,
        choices=choices,
        choice_index=choice_index,
        typed=typed,
    )
    return text.plain


def test_builder_text_is_only_for_the_player_whose_turn_it_is() -> None:
    game = drawn_game()
    seat = game.current
    assert builder(game, None) == ""
    assert builder(game, 1 - seat) == ""
    assert builder(new_game(), seat) == "", "not before the draw"
    assert builder(game, seat) == "Build words: w to type one, or space to mark cards then enter."


def test_builder_text_shows_built_words_and_the_word_being_typed() -> None:
    game = drawn_game()
    seat = game.current
    top = Word((Card.T, Card.O, Card.P))
    quiz = Word((Card.QU, Card.I, Card.Z))
    built = builder(game, seat, staged=[top, quiz])
    assert built == f"Words: {top.spelling} ({top.points}) · {quiz.spelling} ({quiz.points})  "
    one = builder(game, seat, typing=True, choices=[top], typed="top")
    assert one == f"→ {top.spelling} ({top.points})"
    two = builder(game, seat, typing=True, choices=[top, quiz], choice_index=3, typed="x")
    assert two == f"→ {quiz.spelling} ({quiz.points}) [2/2 tab]"
    assert builder(game, seat, typing=True, typed="zzz") == "your hand cannot spell ZZZ"
    assert builder(game, seat, typing=True) == ""
