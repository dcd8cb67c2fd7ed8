"""Package names that load from their modules the first time they are used (PEP 562).

A package's ``__init__`` that imports every module makes ``import quiddler.engine.errors`` pay
for the whole engine. With :func:`lazy_exports` it keeps its public names (``from quiddler.engine
import Game`` works as before) while a program that needs one module loads only that one: the
command line and the first screens start faster. Type checkers see the names through an
``if TYPE_CHECKING:`` import block beside it.

It lives in the engine, the lowest package, so that every package above it (players, saves, the
app's solitaire) may use it while importing the engine still loads no other quiddler package.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from typing import Any

__all__ = ["lazy_exports"]


def lazy_exports(
    package: str, namespace: dict[str, Any], home: Mapping[str, str]
) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """The ``__getattr__`` and ``__dir__`` of ``package`` whose names live in the submodules
    ``home`` gives (name -> module); each is kept in ``namespace`` once loaded.

    ``__getattr__, __dir__ = lazy_exports(__name__, globals(), {"Game": "game"})``
    """

    def __getattr__(name: str) -> Any:
        module = home.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(f"{package}.{module}"), name)
        namespace[name] = value
        return value

    def __dir__() -> list[str]:
        return sorted({*namespace, *home})

    return __getattr__, __dir__
