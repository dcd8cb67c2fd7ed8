"""A table a newcomer can trust (issue 12): no key reaches a hidden game, no line names the wrong
card, keys offered only when the engine would accept them, look-ups only when the rule sheets
allow them, the rule options on show, a computer's whole turn seen before a challenge."""

from __future__ import annotations

from pathlib import Path

from textual import events
from textual.pilot import Pilot

from quiddler.engine import (
    Card,
    Challenged,
    Discarded,
    Game,
    LaidDown,
    LayDown,
    Phase,
    SeatView,
    Source,
    WentOut,
    Word,
    WordSet,
)
from quiddler.engine.rules import STANDARD, RuleOptions, WordCheck
from quiddler.tui.app import QuiddlerApp
from quiddler.tui.screens.challenge import ChallengeScreen
from quiddler.tui.screens.dialogs import ConfirmScreen, LookupScreen, PassScreen
from quiddler.tui.screens.table import TableScreen
from quiddler.tui.widgets.panels import TooSmall

from .helpers import DRAW_AND_GO_OUT, build_app, plain_move, screen_text, settle, text_of
from .test_turns import to_first_turn
from .test_ux import shown_keys

THREE = ("Ann", "Bob", "Cy")


def deal(names: tuple[str, ...] = THREE, *, seed: int = 7, rules: RuleOptions = STANDARD) -> Game:
    """The game the app deals for these players and seed, alongside, to know the hands."""
    return Game.new(list(names), checker=WordSet(), seed=seed, rules=rules)


# ------------------------------------------------------------ 1. a terminal too small


def too_small_shows(app: QuiddlerApp) -> bool:
    """The notice is on the screen, and nothing else of it."""
    notice = app.screen.query_one(TooSmall)
    others = [child for child in app.screen.children if child is not notice]
    shown = notice.styles.display == "block" and "needs a terminal of at least 80×24" in str(notice.render())
    return shown and all(child.styles.display == "none" for child in others)


async def test_no_key_but_ctrl_q_reaches_the_game_while_the_terminal_is_too_small() -> None:
    app = build_app(THREE, seed=7)
    async with app.run_test(size=(100, 30)) as pilot:
        table = await to_first_turn(app, pilot)
        await pilot.press("d")
        await settle(pilot)
        before = len(table.game.records)
        for width, height in ((70, 20), (20, 10)):
            await pilot.resize_terminal(width, height)
            await settle(pilot)
            assert too_small_shows(app)
            await pilot.press("x", "enter", "d", "g", "w", "a", "backspace", "space")
            await settle(pilot)
            assert len(table.game.records) == before, "a key acted on the hidden game"
            assert table.game.phase is Phase.PLAY and not table.typing and not table.marked
        await pilot.resize_terminal(100, 30)
        await settle(pilot)
        status = text_of(app, "#status")
        assert status == "Round 1 of 8 · 3 cards each · dealer: Cy · turn: Ann", "laid out again"
        assert "Standard rules" in text_of(app, "#rules-line")
        # the game goes on where it was
        await pilot.press("x")
        await settle(pilot)
        assert isinstance(table.game.records[-1], Discarded)


async def test_the_pass_screen_ignores_keys_while_the_terminal_is_too_small() -> None:
    app = build_app(THREE, seed=7)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await pilot.press("enter")  # start: the pass screen for Ann
        await settle(pilot)
        assert isinstance(app.screen, PassScreen)
        await pilot.resize_terminal(20, 10)
        await settle(pilot)
        await pilot.press("enter", "d", "enter")
        await settle(pilot)
        assert isinstance(app.screen, PassScreen), "Enter passed the keyboard unseen"
        table = next(screen for screen in app.screen_stack if isinstance(screen, TableScreen))
        assert isinstance(table, TableScreen) and not table.game.records


async def test_ctrl_q_quits_a_game_at_once_while_the_terminal_is_too_small() -> None:
    app = build_app(THREE, seed=7)
    async with app.run_test(size=(100, 30)) as pilot:
        await to_first_turn(app, pilot)
        await pilot.resize_terminal(70, 20)
        await settle(pilot)
        assert app.return_code is None and app.game_in_progress() is not None
        await pilot.press("ctrl+q")  # no question: it could be neither seen nor answered
        await pilot.pause()
        assert app.return_code == 0


# ------------------------------------------------------------ 2. the discard the line names


async def test_the_ready_line_follows_the_cursor_and_names_the_card_f_discards() -> None:
    rules = RuleOptions(hand_sizes=(3,), name="one")
    app = build_app(THREE, seed=7, rules=rules)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await to_first_turn(app, pilot)
        await pilot.press(*DRAW_AND_GO_OUT)  # Ann goes out
        await settle(pilot)
        while not (isinstance(app.screen, TableScreen) and table.shown == 1):
            await pilot.press("n" if isinstance(app.screen, ChallengeScreen) else "enter")
            await settle(pilot)
        await pilot.press("d", "space", "right", "space", "enter")  # Bob: a word of two cards
        await settle(pilot)
        assert len(table.staged) == 1 and len(table.remaining()) == 2
        first, second = table.remaining()
        assert f"discarding {first.label}" in text_of(app, "#message")
        await pilot.press("right")
        await settle(pilot)
        message = text_of(app, "#message")
        assert f"discarding {second.label}" in message, message
        assert f"discard {second.label}" in text_of(app, "#turn-info")
        await pilot.press("f")
        await settle(pilot)
        laid = [record for record in table.game.records if isinstance(record, LaidDown)]
        assert laid[-1].discard is second and laid[-1].unused == (first,)


# ------------------------------------------------------------ 3. hints follow the rule options


async def test_the_hint_follows_the_house_rule_on_a_first_turn() -> None:
    # Ann holds O CL E and draws N: O·N·E goes out, discarding CL, except on a first turn
    rules = STANDARD.with_(no_go_out_on_first_turn=True, name="house")
    app = build_app(THREE, seed=7, rules=rules, words=("one",))
    async with app.run_test(size=(80, 24)) as pilot:
        table = await to_first_turn(app, pilot)
        await pilot.press("d", "h")
        await settle(pilot)
        message = text_of(app, "#message")
        assert message.startswith("Hint: House rule: nobody may go out on their first turn"), message
        assert "Go out" not in message and "O·N·E" in message
        await pilot.press("u")
        await settle(pilot)
        assert table.staged == [], "the hint builds no words it cannot go out with"
        assert table.remaining()[table.cursor] is Card.CL
        assert "g" not in shown_keys(app)
        await pilot.press("x")
        await settle(pilot)
        assert table.game.discard_top is Card.CL


async def test_the_hint_goes_out_with_checked_words_and_the_engine_accepts_it() -> None:
    rules = STANDARD.with_(word_check=WordCheck.CHECKED, name="checked")
    app = build_app(THREE, seed=7, rules=rules, words=("one", "cl"))
    async with app.run_test(size=(80, 24)) as pilot:
        table = await to_first_turn(app, pilot)
        await pilot.press("d", "h")
        await settle(pilot)
        assert text_of(app, "#message") == "Hint: Go out with O·N·E and discard CL: 9 points. u: use it."
        await pilot.press("u")
        await settle(pilot)
        assert "g" in shown_keys(app)
        await pilot.press("g")
        await settle(pilot)
        went = [record for record in table.game.records if isinstance(record, WentOut)]
        assert went and went[0].discard is Card.CL


async def test_the_hint_on_a_final_turn_shows_what_the_round_scores_never_below_zero() -> None:
    # Cy holds I QU R and draws K: R·I (7) with K unused (8) is −1 before the floor: 0
    rules = RuleOptions(hand_sizes=(3,), name="one")
    app = build_app(THREE, seed=7, rules=rules, words=("ri",))
    async with app.run_test(size=(80, 24)) as pilot:
        table = await to_first_turn(app, pilot)
        await pilot.press(*DRAW_AND_GO_OUT)
        await settle(pilot)
        for seat in (1, 2):
            while not (isinstance(app.screen, TableScreen) and table.shown == seat):
                await pilot.press("n" if isinstance(app.screen, ChallengeScreen) else "enter")
                await settle(pilot)
            await pilot.press("d")
            await settle(pilot)
            if seat == 1:
                await pilot.press("f")
                await settle(pilot)
        assert table.game.hand(2) == (Card.I, Card.QU, Card.R, Card.K)
        await pilot.press("h")
        await settle(pilot)
        message = text_of(app, "#message")
        expected = "Hint: Lay down R·I, with K unused (−8); discard QU: 0 points this round. u: use it."
        assert message == expected
        await pilot.press("u", "f")
        await settle(pilot)
        await pilot.press("n")  # nobody challenges R·I
        await settle(pilot)
        summary = table.game.summaries[-1]
        assert summary.scores[2] == 0


# ------------------------------------------------------------ 4. looking a word up


async def test_l_and_the_palette_refuse_a_look_up_on_your_own_turn_and_say_why() -> None:
    app = build_app(THREE, seed=7)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        table = await to_first_turn(app, pilot)
        assert "l" not in shown_keys(app), "the footer does not offer it on your own turn"
        await pilot.press("l")
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)
        assert "the dictionary is for players whose turn it is not" in text_of(app, "#message")
        app.action_lookup()  # what the palette's "Look up a word" runs
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)
        assert any("whose turn it is not" in str(note.message) for note in app._notifications)
        await pilot.press("d", "x")  # the turn ends: the pass screen allows it
        await settle(pilot)
        assert isinstance(app.screen, PassScreen)
        app.action_lookup()
        await settle(pilot)
        assert isinstance(app.screen, LookupScreen)
        assert table.game.current == 1


async def test_the_keys_screen_lists_the_look_up_between_turns_not_any_time() -> None:
    from quiddler.tui.screens.info import HELP_SECTIONS

    sections = {title: [key for key, _ in rows] for title, rows in HELP_SECTIONS}
    assert "l" in sections["Between turns"]
    assert "l" not in sections["Any time"]


async def test_a_computer_turn_is_between_turns_for_the_person_watching() -> None:
    slow = build_app(("Ann", "Bob"), seed=7, kinds={1: "bot:easy"}, bot_factory=lambda *_: Waiting())
    async with slow.run_test(size=(80, 24)) as pilot:
        try:
            table = await to_first_turn_alone(slow, pilot)
            await pilot.press("d", "x")  # Bob (computer) now plays, and waits
            await pilot.pause()
            assert table.game.current == 1
            assert table.lookup_refusal() is None
            await pilot.press("l")
            await pilot.pause()
            assert isinstance(slow.screen, LookupScreen)
            await pilot.press("escape")
        finally:
            Waiting.go = True  # never leave the computer's thread waiting
        await settle(pilot)


class Waiting:
    """A computer player that thinks until the test lets it go (so its turn can be looked at)."""

    go = False

    def act(self, view: SeatView) -> object:
        import time

        deadline = time.monotonic() + 60  # (the test lets it go as it ends)
        while not Waiting.go and time.monotonic() < deadline:
            time.sleep(0.01)
        return plain_move(view)

    def challenges(self, view: SeatView) -> tuple[int, ...]:
        return ()


async def to_first_turn_alone(app: QuiddlerApp, pilot: Pilot[None]) -> TableScreen:
    """Start a game with one person: no pass screen, the table at once."""
    Waiting.go = False
    await settle(pilot)
    await pilot.press("enter")
    await settle(pilot)  # the deal is a worker's: a pause may end before it on a busy machine
    screen = app.screen
    assert isinstance(screen, TableScreen)
    return screen


# ------------------------------------------------------------ 6. keys typed fast after w


async def test_letters_posted_at_once_after_w_all_reach_the_word_box() -> None:
    """Keys that arrive together (a fast typist, tmux send-keys, a paste) are typed in order,
    including letters that are table keys (s sorts, t takes, d draws)."""
    app = build_app(THREE, seed=7)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await to_first_turn(app, pilot)
        await pilot.press("d")
        await settle(pilot)
        for key in "wstdx":
            app.post_message(events.Key(key, key))
        await settle(pilot)
        assert table.typing
        assert table.query_one("#word-input").value == "stdx"  # type: ignore[attr-defined]
        assert table.game.phase is Phase.PLAY and len(table.game.records) == 1
        await pilot.press("escape")
        await settle(pilot)
        app.post_message(events.Key("w", "w"))
        app.post_message(events.Paste("so t!"))
        await settle(pilot)
        assert table.query_one("#word-input").value == "sot"  # type: ignore[attr-defined]
        await pilot.press("escape")
        await settle(pilot)
        # letters and Enter at once: Enter makes the word the letters spell
        word = "".join(card.letters for card in table.remaining()[:2])
        for key in ["w", *word, "enter"]:
            app.post_message(events.Key(key, key if len(key) == 1 else None))
        await settle(pilot)
        assert not table.typing
        assert [w.text for w in table.staged] == [word], text_of(app, "#message")


# ------------------------------------------------------------ 12. g and x


async def test_g_is_offered_only_when_the_engine_would_accept_going_out() -> None:
    app = build_app(THREE, seed=7, words=("one",))
    async with app.run_test(size=(80, 24)) as pilot:
        table = await to_first_turn(app, pilot)
        await pilot.press("d")
        await settle(pilot)
        assert "g" not in shown_keys(app) and "g: go out" not in text_of(app, "#turn-info")
        await pilot.press("w", "o", "n", "e", "enter")
        await settle(pilot)
        assert table.remaining() == [Card.CL]
        assert "g" in shown_keys(app) and "g: go out, discard CL" in text_of(app, "#turn-info")


async def test_the_house_rule_hides_g_and_x_puts_the_words_back_and_discards() -> None:
    rules = STANDARD.with_(no_go_out_on_first_turn=True, name="house")
    app = build_app(THREE, seed=7, rules=rules, words=("one",))
    async with app.run_test(size=(80, 24)) as pilot:
        table = await to_first_turn(app, pilot)
        await pilot.press("d", "w", "o", "n", "e", "enter")
        await settle(pilot)
        assert len(table.staged) == 1
        assert "g" not in shown_keys(app), "the house rule forbids going out on a first turn"
        assert "House rule" in text_of(app, "#message")
        assert "x" in shown_keys(app) and "x: words back, discard CL" in text_of(app, "#turn-info")
        await pilot.press("x")
        await settle(pilot)
        assert table.game.records[-1] == Discarded(0, 0, Card.CL)
        assert table.game.hand(0) == (Card.O, Card.E, Card.N)


# ------------------------------------------------------------ 13. marking shows the word


async def test_marking_cards_shows_the_word_and_its_points_before_enter() -> None:
    app = build_app(THREE, seed=7)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await to_first_turn(app, pilot)
        await pilot.press("d", "space")
        await settle(pilot)
        first = table.remaining()[0]
        assert f"→ {first.label} ({first.points})" in text_of(app, "#builder")
        await pilot.press("right", "space")
        await settle(pilot)
        word = Word(tuple(table.remaining()[:2]))
        assert f"→ {word.spelling} ({word.points})" in text_of(app, "#builder")


# ------------------------------------------------------------ 14. tab and the look-up


async def test_tab_says_when_the_typed_word_has_no_other_spelling() -> None:
    app = build_app(THREE, seed=7, words=("one",))
    async with app.run_test(size=(80, 24)) as pilot:
        await to_first_turn(app, pilot)
        await pilot.press("d", "w", "o", "n", "e", "tab")
        await settle(pilot)
        assert text_of(app, "#message") == "Your cards spell ONE only one way: O·N·E."
        await pilot.press("x", "tab")
        await settle(pilot)
        assert text_of(app, "#message") == "Your hand does not hold the cards to spell ONEX."


def test_the_look_up_gives_the_answer_of_quiddler_check() -> None:
    from quiddler.dictionary import open_dictionary
    from quiddler.match.lookup import check_line, look_up

    words = open_dictionary("en")
    for typed in ("quiz", "ing", "qi", "Paris", "thin"):
        word, allowed, detail = check_line(words, typed)
        answer = look_up(words, typed)
        shown = word if word[:1].isupper() else word.upper()  # a name is written Paris
        assert answer.startswith(("✓ " if allowed else "✗ ") + shown)
        for part in [part for part in detail.split("  ") if part.strip()]:
            assert " ".join(part.split()) in answer, (part, answer)
    assert look_up(words, "ing") == "✗ ING is not allowed: suffixes are not words; IN·G would score 13"
    assert look_up(words, "quiz") == "✓ QUIZ is allowed: 25 points, QU·I·Z (also Q·U·I·Z 35)"


# ------------------------------------------------------------ 15. the palette and the header


async def test_the_palette_lists_each_command_once_and_quit_asks_during_a_game() -> None:
    app = build_app(THREE, seed=7)
    async with app.run_test(size=(80, 24)) as pilot:
        await to_first_turn(app, pilot)
        titles = [command.title for command in app.get_system_commands(app.screen)]
        assert len(titles) == len(set(titles)), titles
        assert {"Quit", "Keys", "Rules", "Look up a word"} <= set(titles)
        await app.action_quit()  # Textual's own quit, as the palette ran it
        await settle(pilot)
        assert isinstance(app.screen, ConfirmScreen), "quitting a game asks first"
        await pilot.press("n")
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)


async def test_the_header_shows_checked_words_and_the_house_rule(tmp_path: Path) -> None:
    rules = STANDARD.with_(word_check=WordCheck.CHECKED, no_go_out_on_first_turn=True, name="checked")
    app = build_app(THREE, seed=7, rules=rules, data_dir=tmp_path / "one")
    async with app.run_test(size=(80, 24)) as pilot:
        await to_first_turn(app, pilot)
        line = text_of(app, "#rules-line")
        assert "checked words" in line and "no going out on turn 1" in line, line
    plain = build_app(("Ann", "Bob"), seed=7, data_dir=tmp_path / "two")
    async with plain.run_test(size=(120, 40)) as pilot:
        await to_first_turn(plain, pilot)
        line = text_of(plain, "#rules-line")
        assert line == "Standard rules · words may be challenged · bonus: longest word (+10)", line


# ------------------------------------------------------------ 17. computer turns and draw hints


class LaysAWord:
    """A computer player: on a final turn it lays its middle two cards as a word, keeps the rest
    and discards its first card; otherwise the plainest move."""

    def act(self, view: SeatView) -> object:
        if view.phase is Phase.PLAY and view.is_final_turn:
            hand = view.hand
            return LayDown(view.seat, (Word(hand[1:3]),), hand[0])
        return plain_move(view)

    def challenges(self, view: SeatView) -> tuple[int, ...]:
        return ()


async def test_a_computers_whole_turn_shows_before_anyone_challenges_it() -> None:
    rules = RuleOptions(hand_sizes=(3,), name="one")
    app = build_app(
        ("Ann", "Bob"), seed=7, rules=rules, kinds={1: "bot:easy"}, bot_factory=lambda *_: LaysAWord()
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        table = next(screen for screen in app.screen_stack if isinstance(screen, TableScreen))
        assert isinstance(table, TableScreen)
        await pilot.press(*DRAW_AND_GO_OUT)  # Ann goes out; Bob (computer) has a final turn
        await settle(pilot)
        assert isinstance(app.screen, ChallengeScreen)
        laid = table.game.records[-1]
        assert isinstance(laid, LaidDown) and laid.unused
        turn = text_of(app, "#challenge-turn")
        word = laid.words[0].spelling
        unused = " ".join(card.label for card in laid.unused)
        assert turn == f"Bob laid down {word}, left {unused} unused, discarding {laid.discard.label}."


async def test_h_before_the_draw_says_whether_the_discard_is_worth_taking(tmp_path: Path) -> None:
    # Ann holds O CL E and the discard is A: with CL·E·A she can go out (discarding O)
    useful = build_app(THREE, seed=7, words=("clea",), data_dir=tmp_path / "one")
    async with useful.run_test(size=(80, 24)) as pilot:
        table = await to_first_turn(useful, pilot)
        await pilot.press("h")
        await settle(pilot)
        message = text_of(useful, "#message")
        assert message.startswith("Hint: Take the A: with it you can go out"), message
        assert message.endswith("u: take it.")
        await pilot.press("u")
        await settle(pilot)
        assert table.game.phase is Phase.PLAY and table.game.hand(0)[-1] is Card.A
    useless = build_app(THREE, seed=7, words=("zzz",), data_dir=tmp_path / "two")
    async with useless.run_test(size=(80, 24)) as pilot:
        table = await to_first_turn(useless, pilot)
        await pilot.press("h")
        await settle(pilot)
        assert text_of(useless, "#message") == (
            "Hint: The A does not improve your hand: draw from the draw pile. u: draw."
        )
        await pilot.press("u")
        await settle(pilot)
        drew = table.game.records[-1]
        assert drew.source is Source.DRAW_PILE  # type: ignore[attr-defined]


# ------------------------------------------------------------ 18. any name reads right


async def test_a_player_named_you_reads_right_everywhere() -> None:
    app = build_app(("You", "Bob", "Cy"), seed=21, rules=RuleOptions(hand_sizes=(3,), name="one"), words=())
    async with app.run_test(size=(80, 24)) as pilot:
        table = await to_first_turn(app, pilot)
        assert text_of(app, "#status").endswith("turn: You")
        await pilot.press(*DRAW_AND_GO_OUT)  # You go out with a non-word
        await settle(pilot)
        assert isinstance(app.screen, ChallengeScreen)
        await pilot.press("1", "1")  # Bob challenges it: it is not a word
        await settle(pilot)
        assert isinstance(table.game.records[-1], Challenged)
        result = text_of(app, "#challenge-results")
        assert "You: −" in result and "You loses" not in result, result
        everything = screen_text(app) + text_of(app, "#challenge-title")
        assert "You's" not in everything and "You loses" not in everything
        await pilot.press("n")
        await settle(pilot)
        assert isinstance(app.screen, PassScreen)
        assert "You went out: this is your final turn." in text_of(app, "#pass-text")


async def test_a_winner_named_you_reads_right() -> None:
    from quiddler.tui.screens.summary import GameOverScreen

    from .helpers import finished_game

    game = finished_game(("Bob", "You"))
    assert game.winners == (1,)
    app = build_app(("Bob", "You"))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app.show_game_over(game, app.setup)
        await settle(pilot)
        assert isinstance(app.screen, GameOverScreen)
        title = text_of(app, "#game-over-title")
        assert title.startswith("Game over · ★ Winner: You, with "), title


def test_words_left_unused_read_without_a_stray_comma() -> None:
    from quiddler.match.describe import describe_record

    trend = Word.parse("t r e n d")
    none_left = LaidDown(0, 2, (trend,), (), Card.S)
    assert describe_record(none_left, THREE) == "Cy laid down T·R·E·N·D, discarding S."
    some_left = LaidDown(0, 2, (trend,), (Card.N, Card.T), Card.S)
    assert describe_record(some_left, THREE) == "Cy laid down T·R·E·N·D, left N T unused, discarding S."
    two = LaidDown(0, 2, (trend, Word.parse("a t")), (), Card.S)
    assert describe_record(two, THREE) == "Cy laid down T·R·E·N·D and A·T, discarding S."
    went = WentOut(0, 2, (trend, Word.parse("a t"), Word.parse("o x")), Card.S)
    assert describe_record(went, THREE) == "Cy went out with T·R·E·N·D, A·T and O·X, discarding S."
    nothing = LaidDown(0, 2, (), (Card.N,), Card.S)
    assert describe_record(nothing, THREE) == "Cy laid down no words, left N unused, discarding S."


# ------------------------------------------------------------ 3, 5. hints by each rule option


def _hint(cards: str, words: tuple[str, ...], rules: RuleOptions, *, final_turn: bool) -> str:
    from quiddler.engine import parse_cards
    from quiddler.match.hints import hint_for

    return hint_for(parse_cards(cards), WordSet(words), final_turn=final_turn, rules=rules).text


def test_a_final_turn_hint_counts_unused_cards_only_where_the_rules_subtract_them() -> None:
    from quiddler.engine.rules import JUNIOR

    standard = _hint("qu i z m t", ("quiz",), STANDARD, final_turn=True)
    assert standard == "Lay down QU·I·Z, with T unused (−3); discard M: 22 points this round."
    junior = _hint("qu i z m t", ("quiz",), JUNIOR, final_turn=True)
    assert "unused (free)" in junior and junior.endswith(": 25 points this round.")


def test_a_one_card_word_is_hinted_only_where_one_card_words_count() -> None:
    from quiddler.engine.rules import JUNIOR

    assert _hint("a t", ("a",), JUNIOR, final_turn=True) == "Lay down A; discard T: 2 points this round."
    assert (
        _hint("a t", ("a",), STANDARD, final_turn=True)
        == "No word to lay down: discard T; 0 points this round."
    )


def test_the_hint_before_the_draw_names_the_better_words_the_discard_makes() -> None:
    from quiddler.engine import parse_cards
    from quiddler.match.hints import draw_hint, solve_hand

    checker = WordSet(("top", "tops"))
    hand = parse_cards("t o p x")  # TOP now; with S, TOPS goes out discarding X
    now = solve_hand(hand, checker, discard=False)
    taking = solve_hand((*hand, Card.S), checker)
    result = draw_hint(now, taking, Card.S, final_turn=False, go_out_barred=None)
    assert result.text == "Take the S: with it you can go out (T·O·P·S, discard X: 14 points)."
    checker = WordSet(("top", "tops"))
    hand = parse_cards("t o p x e")  # with S: TOPS, but X and E are left over
    now = solve_hand(hand, checker, discard=False)
    taking = solve_hand((*hand, Card.S), checker)
    result = draw_hint(now, taking, Card.S, final_turn=False, go_out_barred=None)
    assert result.draw is Source.DISCARD_PILE
    assert result.text.startswith("Take the S: your best words become T·O·P·S (14 points in words; now 11)")
