"""Update a Static only when what it shows changes.

Textual's :meth:`Static.update <textual.widgets.Static.update>` always asks for a new layout of the
whole screen and a repaint of the widget, even for the text it already shows. The table repaints
every panel from the game after each event (simple and always right); with :func:`show`, only the
panels whose text changed are laid out and drawn again (issue 31's bench: the remote table's
processor time per turn).
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.visual import VisualType
from textual.widgets import Static

__all__ = ["show"]


def _key(content: object) -> Any:
    """What makes two contents the same on screen: Rich's Text compares only its letters and
    spans, so its own style and layout settings are added; anything else (a str, a Content) by
    its equality, and a renderable without one is never the same (it is always updated)."""
    if isinstance(content, Text):
        return (
            Text,
            content.plain,
            content.spans,
            content.style,
            content.justify,
            content.overflow,
            content.no_wrap,
            content.end,
        )
    return (type(content), content)


def show(widget: Static, content: VisualType, *, layout: bool = True) -> None:
    """``widget.update(content)``, unless ``widget`` already shows exactly ``content``.

    ``layout=False`` for a panel whose size its stylesheet fixes (a height in rows or ``1fr``, the
    width of its container): its new text is drawn without laying the whole screen out again, the
    largest part of what a remote table's event costs its event loop (issue 31's bench)."""
    if _key(widget.content) == _key(content):
        return
    widget.update(content, layout=layout)
