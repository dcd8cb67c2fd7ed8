"""Quiddler Junior at the table (docs/rules.md §8): a person's final turn starts from the best lay-down,
names are written capitalised, and the round summary says "not counted" where unused cards cost
nothing."""

from __future__ import annotations

from textual.pilot import Pilot

from quiddler.engine import JUNIOR, STANDARD, Card, LaidDown, Phase, RuleOptions
from quiddler.match.hints import hint_for
from quiddler.tui.app import QuiddlerApp
from quiddler.tui.screens.challenge import ChallengeScreen
from quiddler.tui.screens.dialogs import PassScreen
from quiddler.tui.screens.summary import NOT_COUNTED, RoundSummaryScreen
from quiddler.tui.screens.table import TableScreen

from .helpers import build_app, settle, summary_cells, text_of
from .test_turns import to_first_turn

#: Every card is a one-card word: in Junior any hand can be laid down whole but its discard.
LETTERS = tuple(card.value for card in Card)


async def to_second_players_final_turn(app: QuiddlerApp, pilot: Pilot[None]) -> TableScreen:
    """Ann goes out with the hint; Bob, on his final turn, draws. Returns the table then."""
    table = await to_first_turn(app, pilot)
    await pilot.press("d", "h")
    await settle(pilot)
    await pilot.press("u", "g")
    await settle(pilot)
    for _ in range(10):
        screen = app.screen
        if isinstance(screen, ChallengeScreen):
            await pilot.press("n")
        elif isinstance(screen, PassScreen):
            await pilot.press("enter")
        elif table.game.is_final_turn and table.game.phase is Phase.DRAW:
            await pilot.press("d")
            await settle(pilot)
            return table
        await settle(pilot)
    raise AssertionError("never reached Bob's final turn")


async def test_a_junior_final_turn_starts_from_the_best_lay_down_which_the_player_may_change() -> None:
    app = build_app(rules=JUNIOR.with_(hand_sizes=(4,)), words=LETTERS)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await to_second_players_final_turn(app, pilot)
        game = table.game
        assert game.is_final_turn and game.current == 1 and table.shown == 1
        hand = game.hand(1)
        best = hint_for(hand, game.checker, final_turn=True, rules=game.rules)
        assert best.words and table.staged == list(best.words)
        assert table.remaining()[table.cursor] is best.discard
        message = text_of(app, "#message")
        assert (
            message.startswith("Your best lay-down is built") and f"discards {best.discard.label}" in message
        )
        await pilot.press("backspace")  # the player changes it: one word back in the hand
        await settle(pilot)
        assert len(table.staged) == len(best.words) - 1
        await pilot.press("f")
        await settle(pilot)
        laid = [record for record in game.records if isinstance(record, LaidDown)]
        assert laid and laid[-1].seat == 1 and len(laid[-1].words) == len(best.words) - 1


async def test_the_standard_game_leaves_the_final_lay_down_to_the_player() -> None:
    app = build_app(rules=STANDARD.with_(hand_sizes=(4,)), words=("quiz", "top", "tops", "stop", "pots"))
    async with app.run_test(size=(80, 24)) as pilot:
        table = await to_first_turn(app, pilot)
        # Ann goes out with every card but one as one "word" (table rules: unchecked)
        await pilot.press("d", *(["space", "right"] * 4), "enter", "g")
        await settle(pilot)
        for _ in range(6):
            if isinstance(app.screen, ChallengeScreen):
                await pilot.press("n")
            elif isinstance(app.screen, PassScreen):
                await pilot.press("enter")
            elif table.game.phase is Phase.DRAW:
                await pilot.press("d")
                await settle(pilot)
                break
            await settle(pilot)
        assert table.game.is_final_turn and table.game.phase is Phase.PLAY
        assert table.staged == [] and not text_of(app, "#message").startswith("Your best lay-down")


async def test_the_junior_summary_says_not_counted_and_writes_names_capitalised() -> None:
    app = build_app(("Ann", "Bob"), rules=JUNIOR.with_(hand_sizes=(4,)), words=("cat",))
    async with app.run_test(size=(80, 24)) as pilot:
        table = await to_first_turn(app, pilot)
        game = table.game
        for _ in range(30):
            if isinstance(app.screen, RoundSummaryScreen):
                break
            if isinstance(app.screen, ChallengeScreen):
                await pilot.press("n")
            elif isinstance(app.screen, PassScreen):
                await pilot.press("enter")
            elif game.phase is Phase.DRAW:
                await pilot.press("d")
            elif game.is_final_turn:
                await pilot.press("f")
            else:  # Ann goes out with every card but one as one "word"
                await pilot.press(*(["space", "right"] * (len(table.remaining()) - 1)), "enter", "g")
            await settle(pilot)
        assert isinstance(app.screen, RoundSummaryScreen)
        rows = summary_cells(app)
        for row, result in zip(rows, game.summaries[-1].results, strict=True):
            assert row["Unused"] == (NOT_COUNTED if result.unused else "—")
            assert "−0" not in row.values()


def test_summary_cells_of_a_junior_round() -> None:
    """The summary's words for a name and for unused cards, straight from a scored Junior round."""
    from quiddler.dictionary import for_rules
    from quiddler.engine import Game, StackedDeck, Word, WordSet
    from quiddler.tui.screens.summary import bonus_line, summary_rows

    rules: RuleOptions = JUNIOR.with_(hand_sizes=(5,))
    order = StackedDeck.deal_order(["p a r i s", "c a t z q"], discard="e", draw_pile="x m")
    game = Game.new(
        ["Ann", "Bob"], checker=for_rules(WordSet(["cat"]), JUNIOR), rules=rules, rng=StackedDeck([order])
    )
    game.draw(0)
    game.go_out(0, [Word((Card.P, Card.A, Card.R, Card.I, Card.S))], Card.X)
    game.close_challenges()
    game.draw(1)
    game.lay_down(1, [Word((Card.C, Card.A, Card.T))], Card.M)
    game.close_challenges()
    ann, bob = (tuple(str(cell).strip() for cell in row) for row in summary_rows(game, game.summaries[-1]))
    assert ann[0] == "Ann (out)" and ann[4] == "—" and ann[7] == "★Paris"
    assert bob[4] == NOT_COUNTED and bob[8] == "Z Q" and bob[1] == "13"  # C·A·T; Z and Q cost nothing
    assert bonus_line(game, game.summaries[-1]) == "Longest word: Ann with Paris (+5)"
