"""A one-line choice among a few options: ``◂ Table rules: words may be challenged ▸``.

The setup screen has a dozen choices. Textual's ``Select`` composes several widgets each (the
closed face, an overlay, an option list), which made the setup screen ~200 widgets to style before
its first frame; this is one widget that draws its own line. ← and → (or a click on either half,
or space) change the value; the choice in focus is drawn in the accent colour, so there is never a
doubt about where a key goes.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any, ClassVar, Generic, TypeVar

from rich.text import Text
from textual import events
from textual.binding import Binding, BindingType
from textual.message import Message
from textual.widget import Widget

from quiddler.i18n import N_
from quiddler.tui.localized import Localized

__all__ = ["Choice"]

T = TypeVar("T", bound=Hashable)


class Choice(Localized, Widget, Generic[T], can_focus=True):
    """Pick one of ``options`` (``(label, value)`` pairs); posts :class:`Choice.Changed`."""

    DEFAULT_CSS = """
    Choice {
        height: 1;
        width: auto;
        min-width: 8;
        padding: 0;
        background: $boost;
        color: $text;
    }
    Choice:focus {
        background: $accent;
        color: auto 90%;
        text-style: bold;
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "step(-1)", N_("Previous"), show=False),
        Binding("right,space", "step(1)", N_("Next"), show=False),
    ]

    class Changed(Message):
        """The value changed (by a key, a click, or :attr:`value` set in code)."""

        def __init__(self, choice: Choice[Any], value: Any) -> None:
            super().__init__()
            self.choice = choice
            self.value = value

        @property
        def control(self) -> Choice[Any]:
            return self.choice

    def __init__(
        self,
        options: Sequence[tuple[str, T]],
        value: T | None = None,
        *,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(id=id, classes=classes)
        if not options:
            raise ValueError("a choice needs at least one option")
        self._options = list(options)
        values = [option for _, option in self._options]
        self._index = values.index(value) if value in values else 0

    # ------------------------------------------------------------ the value

    @property
    def options(self) -> list[tuple[str, T]]:
        return list(self._options)

    @property
    def value(self) -> T:
        return self._options[self._index][1]

    @value.setter
    def value(self, value: T) -> None:
        values = [option for _, option in self._options]
        if value not in values:
            raise ValueError(f"{value!r} is not one of the options")
        self._select(values.index(value))

    @property
    def label(self) -> str:
        """What the choice shows now."""
        return self._options[self._index][0]

    def set_options(self, options: Sequence[tuple[str, T]], value: T | None = None) -> None:
        """Replace the options, keeping the value if it is still one of them (else ``value``, else
        the first)."""
        keep = self.value if value is None else value
        self._options = list(options)
        values = [option for _, option in self._options]
        self._select(values.index(keep) if keep in values else 0, force=True)

    def _select(self, index: int, *, force: bool = False) -> None:
        if index == self._index and not force:
            return
        self._index = index
        self.refresh(layout=True)
        self.post_message(self.Changed(self, self.value))

    # ------------------------------------------------------------ drawing and input

    def render(self) -> Text:
        many = len(self._options) > 1
        return Text.assemble("◂ " if many else "  ", self.label, " ▸" if many else "  ")

    def get_content_width(self, container: object, viewport: object) -> int:
        return max(len(label) for label, _ in self._options) + 4

    def action_step(self, step: int) -> None:
        self._select((self._index + step) % len(self._options))

    def on_click(self, event: events.Click) -> None:
        """A click on the left half goes back, on the right half forward."""
        self.focus()
        self.action_step(-1 if event.x < self.size.width // 2 else 1)
