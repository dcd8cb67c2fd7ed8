"""A turn at the table: drawing, building words by typing or marking, refusals in the engine's words."""

from __future__ import annotations

from textual.pilot import Pilot

from quiddler.engine import Card, GoOut, Phase, Source, Spelling, WentOut, Word, spellings
from quiddler.engine.rules import JUNIOR, RuleOptions, WordCheck
from quiddler.match.hints import hint_for
from quiddler.tui.app import QuiddlerApp
from quiddler.tui.screens.table import TableScreen
from quiddler.tui.widgets.cards import HandView

from .helpers import DRAW_AND_GO_OUT, build_app, settle, text_of


async def to_first_turn(app: QuiddlerApp, pilot: Pilot[None]) -> TableScreen:
    await settle(pilot)
    await pilot.press("enter")  # start
    await settle(pilot)
    await pilot.press("enter")  # pass screen
    await settle(pilot)
    screen = app.screen
    assert isinstance(screen, TableScreen)
    return screen


async def test_drawing_from_the_discard_pile_takes_its_top_card() -> None:
    app = build_app()
    async with app.run_test(size=(80, 24)) as pilot:
        table = await to_first_turn(app, pilot)
        top = table.game.discard_top
        assert top is not None
        await pilot.press("t")
        await settle(pilot)
        assert table.game.phase is Phase.PLAY
        assert table.remaining()[-1] is top
        assert f"You took {top.label} from the discard pile." in text_of(app, "#message")


async def test_discarding_ends_the_turn_and_the_next_player_sees_what_happened() -> None:
    app = build_app()
    async with app.run_test(size=(80, 24)) as pilot:
        table = await to_first_turn(app, pilot)
        await pilot.press("d", "right")
        await settle(pilot)
        card = table.remaining()[1]
        await pilot.press("x")
        await settle(pilot)
        assert table.game.discard_top is card
        await pilot.press("enter")  # Bob takes the keyboard
        await settle(pilot)
        log = text_of(app, "#log")
        assert "Ann drew from the draw pile." in log  # Bob is not told which card
        assert f"Ann discarded {card.label}." in log


async def test_going_out_with_cards_left_over_is_refused_in_the_engines_words() -> None:
    app = build_app()
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        table = await to_first_turn(app, pilot)
        await pilot.press("d", "space", "right", "space", "enter")
        await settle(pilot)
        assert len(table.staged) == 1
        await pilot.press("g")
        await settle(pilot)
        seat = table.game.current
        expected = table.game.why_not(GoOut(seat, tuple(table.staged), table.remaining()[0]))
        assert expected is not None and expected.startswith("To go out every card but the discard")
        assert expected in text_of(app, "#message")
        assert table.game.phase is Phase.PLAY, "a refused action changes nothing"


async def test_the_house_rule_refuses_going_out_on_a_first_turn() -> None:
    rules = RuleOptions(hand_sizes=(3, 4), no_go_out_on_first_turn=True, name="house")
    app = build_app(rules=rules)
    async with app.run_test(size=(80, 24)) as pilot:
        await to_first_turn(app, pilot)
        await pilot.press(*DRAW_AND_GO_OUT)
        await settle(pilot)
        assert "House rule: nobody may go out on their first turn of a round." in text_of(app, "#message")


async def test_checked_words_refuse_a_non_word_as_it_is_built() -> None:
    """With checked words a non-word is flagged when it is built (issue 12.13), not only on g."""
    rules = RuleOptions(hand_sizes=(3, 4), word_check=WordCheck.CHECKED, name="checked-test")
    app = build_app(rules=rules, words=())
    async with app.run_test(size=(80, 24)) as pilot:
        table = await to_first_turn(app, pilot)
        await pilot.press("d", "space", "right", "space", "right", "space")
        await settle(pilot)
        word = Word(tuple(table.marked_cards()))
        await pilot.press("enter")
        await settle(pilot)
        assert table.staged == [], "the engine refuses the word: it is never built"
        assert f"✗ {word.text.upper()} is not in the dictionary: rearrange your cards." in text_of(
            app, "#message"
        )
        assert len(table.remaining()) == 4
        assert table.game.phase is Phase.PLAY


async def test_typing_a_word_picks_its_cards_from_the_hand() -> None:
    app = build_app(seed=7)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await to_first_turn(app, pilot)
        await pilot.press("d")
        await settle(pilot)
        hand = table.remaining()
        text = hand[2].letters + hand[0].letters
        await pilot.press("w", *text)
        await settle(pilot)
        choice = spellings(text, hand, order=Spelling.POINTS)[0]
        assert f"→ {choice.spelling}" in text_of(app, "#builder")
        marked = table.query_one("#hand", HandView).marked
        assert sorted(hand[index] for index in marked) == sorted(choice.cards)  # raised while typing
        await pilot.press("enter")
        await settle(pilot)
        assert table.staged == [choice]
        assert f"Words: {choice.spelling} ({choice.points})" in text_of(app, "#builder")
        assert not table.typing, "Enter made the word and ended typing"
        await pilot.press("w", "z", "z", "z")
        await settle(pilot)
        assert "your hand cannot spell ZZZ" in text_of(app, "#builder")


def test_spellings_prefer_the_most_points_and_offer_the_others() -> None:
    hand = [Card.QU, Card.Q, Card.U, Card.I, Card.Z]
    choices = spellings("quiz", hand, order=Spelling.POINTS)
    assert [word.spelling for word in choices] == ["Q·U·I·Z", "QU·I·Z"]
    assert [
        word.spelling for word in spellings("quiz", [Card.QU, Card.I, Card.Z], order=Spelling.POINTS)
    ] == ["QU·I·Z"]
    assert spellings("quiz", [Card.Q, Card.I, Card.Z], order=Spelling.POINTS) == []


async def test_reordering_and_sorting_the_hand() -> None:
    app = build_app(seed=7)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await to_first_turn(app, pilot)
        await pilot.press("d")
        await settle(pilot)
        before = table.remaining()
        await pilot.press("shift+right")
        await settle(pilot)
        assert table.remaining() == [before[1], before[0], *before[2:]]
        assert table.cursor == 1
        await pilot.press("s")
        await settle(pilot)
        assert table.remaining() == sorted(before)


async def test_clicking_the_draw_pile_draws_and_clicking_a_card_marks_it() -> None:
    app = build_app(seed=7)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await to_first_turn(app, pilot)
        assert await pilot.click("#draw-pile")
        await settle(pilot)
        assert table.game.phase is Phase.PLAY
        record = table.game.records[-1]
        assert getattr(record, "source", None) is Source.DRAW_PILE
        assert await pilot.click("#hand", offset=(1 + 6 * 2 + 2, 3))
        await settle(pilot)
        assert table.marked == [2]
        assert 2 in table.query_one("#hand", HandView).marked


async def test_a_key_at_the_wrong_moment_is_explained_by_the_engine() -> None:
    app = build_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await to_first_turn(app, pilot)
        await pilot.press("x")
        await settle(pilot)
        assert "Draw a card first." in text_of(app, "#message")
        await pilot.press("d", "d")
        await settle(pilot)
        assert "You have already drawn this turn." in text_of(app, "#message")
        await pilot.press("f")
        await settle(pilot)
        assert "You can lay words down only to go out, or on a final turn" in text_of(app, "#message")


async def test_a_hint_comes_from_the_solver_without_freezing_the_table() -> None:
    app = build_app(seed=7, words=("io", "oi", "ai", "ia", "aa"))
    async with app.run_test(size=(80, 24)) as pilot:
        table = await to_first_turn(app, pilot)
        await pilot.press("d", "h")
        await settle(pilot)
        message = text_of(app, "#message")
        assert message.startswith("Hint: "), message
        hand = table.game.hand(0)
        expected = hint_for(hand, table.game.checker, final_turn=False)
        assert message == f"Hint: {expected.text} u: use it."


async def test_a_junior_hint_counts_one_card_words() -> None:
    """Every card is a one-card word in this list: only Junior's rules make any of them a word."""
    letters = tuple(card.value for card in Card)
    app = build_app(rules=JUNIOR, words=letters)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await to_first_turn(app, pilot)
        await pilot.press("d", "h")
        await settle(pilot)
        message = text_of(app, "#message")
        hand = table.game.hand(0)
        expected = hint_for(hand, table.game.checker, final_turn=False, rules=JUNIOR)
        assert expected.goes_out and message == f"Hint: {expected.text} u: use it."
        assert not hint_for(hand, table.game.checker, final_turn=False).words  # no word of two cards
        await pilot.press("u", "g")
        await settle(pilot)
        went_out = [record for record in table.game.records if isinstance(record, WentOut)]
        assert went_out and went_out[0].words == expected.words and went_out[0].discard is expected.discard
        assert any(word.card_count == 1 for word in went_out[0].words)
