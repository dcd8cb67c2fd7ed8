"""The documents a contributor follows are in the repository.

The code cites the rules as ``docs/rules.md §N``: the rules as this game plays them, written for
players, with the section numbers the code has always used. No file of the package, the tests, the
benches or the tools may send a reader to a rules file or printed rule sheets kept outside the
repository, which a contributor with a fresh clone cannot open.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
#: The folders whose text must cite only documents of the repository.
CODE_FOLDERS = ("quiddler", "tests", "bench", "tools")
#: A team file outside the repository: the team's rules file, its folder of rule sheets, its folder.
OUTSIDE = re.compile(r"RULES\.md|rulebooks/|/work/shared")


def _texts() -> Iterator[tuple[Path, str]]:
    """Every text file under the code folders but this one, which names what it looks for (binary
    files, such as compiled catalogs, skipped)."""
    for folder in CODE_FOLDERS:
        for path in sorted((ROOT / folder).rglob("*")):
            if not path.is_file() or "__pycache__" in path.parts or path == Path(__file__).resolve():
                continue
            try:
                yield path, path.read_text(encoding="utf-8")
            except UnicodeDecodeError:
                continue


def test_no_file_cites_a_rules_file_outside_the_repository() -> None:
    found = [
        f"{path.relative_to(ROOT)}:{text.count(chr(10), 0, match.start()) + 1}: {match.group()}"
        for path, text in _texts()
        for match in OUTSIDE.finditer(text)
    ]
    assert not found, "cite docs/rules.md §N instead:\n" + "\n".join(found)


@pytest.mark.parametrize("cited", ["RULES.md §5", "see /work/shared/rulebooks/000.txt"])
def test_the_check_sees_a_citation_of_an_outside_file(cited: str) -> None:
    assert OUTSIDE.search(cited)
