"""dictionaries/build.py regenerates the committed lists byte for byte from SCOWL."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest

from .helpers import REPO, open_enchant_or_skip, skip_or_fail

BUILT = [
    "blocklist.txt",
    "en-small.txt.gz",
    "en.txt.gz",
    "en-large.txt.gz",
    "names.txt.gz",
    "names-es.txt.gz",
    "es.txt.gz",
    "es.marisa",
    "es-written.txt.gz",
    "family-en.txt",
    "family-es.txt",
]
LICENCES = ["SCOWL-LICENSE", "ES-LICENSE", "LDNOOBW-LICENSE", "BETTER-PROFANITY-LICENSE"]


HUNSPELL_ES = Path("/usr/share/hunspell/es_ES")
WSPANISH = Path("/usr/share/dict/spanish")


def _spanish_sources() -> None:
    for path in (HUNSPELL_ES.with_suffix(".dic"), WSPANISH):
        if not path.is_file():
            skip_or_fail(f"{path} is not installed (apt-get install hunspell-es wspanish)")


@pytest.mark.slow
def test_build_script_reproduces_the_committed_lists(scowl_dir: Path, tmp_path: Path) -> None:
    _spanish_sources()
    result = subprocess.run(
        [
            sys.executable,
            str(REPO / "dictionaries" / "build.py"),
            "--scowl",
            str(scowl_dir),
            "--output",
            str(tmp_path),
        ],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    for name in BUILT:
        committed = (REPO / "dictionaries" / name).read_bytes()
        assert (tmp_path / name).read_bytes() == committed, (
            f"{name} differs: run python dictionaries/build.py"
        )


def test_scowl_licence_and_readme_ship_with_the_lists() -> None:
    licence = (REPO / "dictionaries" / "SCOWL-LICENSE").read_text()
    assert "Copyright 2000-2018 by Kevin Atkinson" in licence
    readme = (REPO / "dictionaries" / "README.md").read_text()
    lists = ("en.txt.gz", "en-large.txt.gz", "en-small.txt.gz", "names.txt.gz", "es.marisa", "es.txt.gz")
    for name in (*lists, "build.py", *LICENCES):
        assert name in readme


def test_spanish_and_family_licences_name_their_sources() -> None:
    spanish = (REPO / "dictionaries" / "ES-LICENSE").read_text()
    assert "Mozilla Public License Version 2.0" in spanish and "wspanish" in spanish
    family = (REPO / "dictionaries" / "LDNOOBW-LICENSE").read_text()
    assert "Creative Commons Attribution 4.0" in family


def test_the_wheel_ships_the_whole_folder_names_list_and_licence_included() -> None:
    """pyproject force-includes dictionaries/ as quiddler/_dictionaries (where bundled.py looks
    first), so every built list and the SCOWL licence are in the wheel; the licence is also one of
    the project's licence files."""
    import tomllib

    config = tomllib.loads((REPO / "pyproject.toml").read_text())
    wheel = config["tool"]["hatch"]["build"]["targets"]["wheel"]
    assert wheel["force-include"]["dictionaries"] == "quiddler/_dictionaries"
    for licence in LICENCES:
        assert f"dictionaries/{licence}*" in config["project"]["license-files"]
    for name in [*BUILT, *LICENCES]:
        assert (REPO / "dictionaries" / name).is_file(), name


def test_the_hunspell_expansion_gives_words_hunspell_accepts() -> None:
    """``hunspell_expand.py`` follows Hunspell's own rules: every form it makes from a sample of
    ``es_ES`` stems (pronoun flags left out, as the build does) is one Hunspell accepts."""
    _spanish_sources()
    checker = open_enchant_or_skip("es_ES")._checker  # type: ignore[attr-defined]
    sys.path.insert(0, str(REPO / "dictionaries"))
    try:
        from hunspell_expand import expand, read_aff, read_dic
    finally:
        sys.path.remove(str(REPO / "dictionaries"))
    affixes = read_aff(HUNSPELL_ES.with_suffix(".aff"))
    stems = random.Random(5).sample(read_dic(HUNSPELL_ES.with_suffix(".dic")), 300)
    forms = {form for stem, flags in stems for form in expand(stem, flags, affixes, str.isascii)}
    assert len(forms) > 1000
    refused = sorted(form for form in forms if not checker.check(form))
    assert not refused, refused[:20]
