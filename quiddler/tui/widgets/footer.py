"""Textual's footer, brought up to date in place when the keys that work change.

Textual's :class:`~textual.widgets.Footer` rebuilds itself whenever a screen's keys change: every
key widget is removed and a new one mounted, styled, laid out and drawn. At the table the keys
change three times a turn (the turn starts, a card is drawn, the turn passes), and that rebuild
was most of the time the table's event loop was blocked by an event (issue 31's bench,
``bench/bench_remote_latency.py``). :class:`KeyFooter` shows exactly what the Footer shows, but
keeps the key widgets it has: each takes the key, label and state of the one that would replace
it, the surplus ones go and only the missing ones are mounted.
"""

from __future__ import annotations

from textual.widget import Widget
from textual.widgets import Footer
from textual.widgets._footer import FooterKey

__all__ = ["KeyFooter"]

#: The classes a key widget is made with that say what it is (Textual's ``-grouped`` keys sit in
#: a group box, its ``-command-palette`` key on the right): a key is reused only for its own kind.
_KINDS = ("-grouped", "-command-palette")


def _kind(key: FooterKey) -> tuple[bool, ...]:
    return tuple(key.has_class(name) for name in _KINDS)


def _same(shown: FooterKey, fresh: FooterKey) -> bool:
    return (
        shown.key,
        shown.key_display,
        shown.description,
        shown.action,
        shown._disabled,
        shown.tooltip,
    ) == (fresh.key, fresh.key_display, fresh.description, fresh.action, fresh._disabled, fresh.tooltip)


def _take_over(shown: FooterKey, fresh: FooterKey) -> None:
    """``shown`` becomes what ``fresh`` was made to show (a repaint; a layout if its width changes)."""
    wider = (shown.key_display, shown.description) != (fresh.key_display, fresh.description)
    shown.key = fresh.key
    shown.key_display = fresh.key_display
    shown.description = fresh.description
    shown.action = fresh.action
    shown._disabled = fresh._disabled
    shown.set_class(fresh._disabled, "-disabled")
    shown.tooltip = fresh.tooltip
    shown.refresh(layout=wider)


class KeyFooter(Footer):
    """A :class:`~textual.widgets.Footer` that updates its key widgets in place (see the module)."""

    async def recompose(self) -> None:
        if not self.is_attached:
            return
        fresh: list[Widget] = list(self.compose())
        shown = list(self.children)
        plain = all(isinstance(key, FooterKey) for key in (*fresh, *shown))
        if not plain:  # groups of keys: Textual's own rebuild
            await super().recompose()
            return
        common = 0
        for old, new in zip(shown, fresh, strict=False):
            assert isinstance(old, FooterKey) and isinstance(new, FooterKey)
            if _kind(old) != _kind(new):
                break
            if not _same(old, new):
                _take_over(old, new)
            common += 1
        if len(shown) > common:
            await self.remove_children(shown[common:])
        if len(fresh) > common:
            await self.mount_all(fresh[common:])
