"""Fixtures for the dictionary tests.

Some tests need things from the system: the Enchant C library with Hunspell en_US/en_GB, and
SCOWL under /usr/share/dict/scowl (for the rebuild test). Locally they skip when those are
absent; in CI (``CI`` set) the same test fails instead, because CI installs them on purpose and
a silent skip there would hide a broken backend.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from quiddler.dictionary import Dictionary, open_dictionary

from .helpers import SCOWL, open_enchant_or_skip, skip_or_fail


@pytest.fixture
def scowl_dir() -> Path:
    if not (SCOWL / "english-words.10").is_file():
        skip_or_fail(f"SCOWL is not installed in {SCOWL} (apt-get install scowl)")
    return SCOWL


#: Every backend the rule tests run against; Enchant ones skip (or fail in CI) when missing.
BACKENDS = ["en", "en-large", "en-small", "file", "enchant:en_US", "enchant:en_GB"]


@pytest.fixture
def word_file(tmp_path: Path) -> Path:
    """A plain word list that deliberately holds what the rules forbid, as /usr/share/dict/words
    does: the rules, not the file, must keep them out."""
    path = tmp_path / "words.txt"
    path.write_text(
        "# a comment line\n"
        + """
quiz cat dog house running quickly zebra jump the
London Paris Texas Einstein Mary Europe
etc mph kg kb mb asap tbsp vs
non pre multi un co de
ed est ing ly tion
can't don't it's dont isnt youre
a b i x
x-ray well-being co-op
cs ms gs
café
""".replace(" ", "\n").lstrip(),
        encoding="utf-8",
    )
    return path


@pytest.fixture(params=BACKENDS)
def backend(request: pytest.FixtureRequest, word_file: Path) -> Dictionary:
    name: str = request.param
    if name == "file":
        return open_dictionary(f"file:{word_file}")
    if name.startswith("enchant:"):
        return open_enchant_or_skip(name.split(":", 1)[1])
    return open_dictionary(name)
