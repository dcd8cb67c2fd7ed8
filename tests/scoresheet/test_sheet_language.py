"""The sheet's sentences are put in the players' language when they are said, not when the code
is imported: a language chosen after the import (``--lang``, ``LANG``) reaches every refusal,
warning and file problem, and the grid's legend."""

from __future__ import annotations

import gettext
from collections.abc import Iterator
from pathlib import Path

import pytest

from quiddler import i18n
from quiddler.engine import STANDARD, WordSet
from quiddler.saves.common import SaveError
from quiddler.scoresheet import Sheet, SheetEntryError, SheetStore

WORDS = WordSet({"quiz", "cat"})


class Marked(gettext.NullTranslations):
    """A stand-in language: every sentence comes back between « and »."""

    def gettext(self, message: str) -> str:
        return f"«{message}»"

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return f"«{msgid1 if n == 1 else msgid2}»"


@pytest.fixture
def marked(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(i18n, "_translation", Marked())
    yield


def test_refusals_warnings_and_file_problems_are_said_in_the_language_of_the_moment(
    marked: None, tmp_path: Path
) -> None:
    sheet = Sheet(("Ann", "Bob"), WORDS, STANDARD)
    for bad in ("x2y", "zzzzzzzz"):
        with pytest.raises(SheetEntryError) as refused:
            sheet.enter(0, 0, bad, "")
        assert str(refused.value).startswith("«"), refused.value
    with pytest.raises(SheetEntryError, match=r"^«A player cannot challenge their own word\.»$"):
        sheet.enter(0, 0, "cat", "")
        sheet.challenge(0, 0, 0, by=0)
    sheet.mark_out(0, 0)
    sheet.mark_out(0, 1)
    warnings = sheet.warnings(0)
    assert warnings and all(line.startswith("«") for line in warnings), warnings
    with pytest.raises(SaveError, match=r"^«There is no score sheet called nope\.»$"):
        SheetStore(tmp_path).load("nope", WORDS)
    with pytest.raises(SheetEntryError, match=r"^«.* is for 2 to 8 players, not 1\.»$"):
        Sheet(("Ann",), WORDS, STANDARD)
