"""The table's footer (KeyFooter) shows what Textual's Footer would, but updates its key widgets in
place when the keys that work change (issue 31: a rebuilt footer was most of a remote turn's time)."""

from __future__ import annotations

from textual.widgets._footer import FooterKey

from quiddler.tui.app import QuiddlerApp
from quiddler.tui.widgets.footer import KeyFooter

from .helpers import build_app, settle
from .test_turns import to_first_turn


def footer_keys(app: QuiddlerApp) -> list[FooterKey]:
    return list(app.screen.query_one(KeyFooter).query(FooterKey))


def keys_that_work(app: QuiddlerApp) -> list[tuple[str, str]]:
    """The (key, label) pairs Textual's own Footer would show now, in its order."""
    shown: dict[str, tuple[str, str]] = {}
    for key, active in app.screen.active_bindings.items():
        binding = active.binding
        if binding.show and binding.action not in shown:
            shown[binding.action] = (key, binding.description)
    return list(shown.values())


async def test_the_footer_keeps_its_key_widgets_and_shows_the_keys_of_each_phase() -> None:
    app = build_app(("Ann", "Bob"), seed=7)
    async with app.run_test(size=(80, 24)) as pilot:
        await to_first_turn(app, pilot)
        before = footer_keys(app)
        assert [(key.key, key.description) for key in before] == keys_that_work(app)
        await pilot.press("d")  # drawn: the play phase's keys replace the draw phase's
        await settle(pilot)
        after = footer_keys(app)
        assert [(key.key, key.description) for key in after] == keys_that_work(app)
        assert [(key.key, key.description) for key in after] != [(key.key, key.description) for key in before]
        kept = {id(key) for key in before} & {id(key) for key in after}
        assert len(kept) == min(len(before), len(after))  # updated in place, not rebuilt
        for key in after:
            assert key.has_class("-disabled") == key._disabled
