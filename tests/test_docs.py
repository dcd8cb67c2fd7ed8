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


# ---------------------------------------------------------------- links between the documents

#: The documents a reader moves between: the README and everything under docs/.
DOCUMENTS = (ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md")))
_FENCE = re.compile(r"^\s*```")
_LINK = re.compile(r"\[(?:[^\[\]]|\[[^\]]*\])*\]\(([^)\s]+)\)")


def _prose(text: str) -> Iterator[str]:
    """The lines of a Markdown text outside fenced code blocks (a ``# comment`` in a shell
    example is no heading, and ``[x](y)`` in code is no link)."""
    inside = False
    for line in text.splitlines():
        if _FENCE.match(line):
            inside = not inside
        elif not inside:
            yield line


def github_anchor(heading: str) -> str:
    """The anchor GitHub gives a heading: its text (links reduced to their words) in lower case,
    everything but letters, digits, ``_``, ``-`` and spaces dropped, spaces made hyphens."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading).strip().lower()
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


def anchors(path: Path) -> set[str]:
    """Every anchor of a Markdown file; a repeated heading gets ``-1``, ``-2`` … as on GitHub."""
    found: set[str] = set()
    for line in _prose(path.read_text(encoding="utf-8")):
        heading = re.match(r"#{1,6} (.+?)\s*#*\s*$", line)
        if heading:
            anchor = base = github_anchor(heading.group(1))
            count = 0
            while anchor in found:
                count += 1
                anchor = f"{base}-{count}"
            found.add(anchor)
    return found


def _links() -> list[tuple[Path, str]]:
    """(document, target) of every link of the documents, a link broken over two lines included."""
    return [
        (path, target)
        for path in DOCUMENTS
        for target in _LINK.findall("\n".join(_prose(path.read_text(encoding="utf-8"))).replace("`", ""))
        if not re.match(r"[a-z]+:", target)  # https:, mailto:: outside the repository
    ]


@pytest.mark.parametrize(
    ("heading", "anchor"),
    [
        ("Friends with only a web browser: `--web`", "friends-with-only-a-web-browser---web"),
        ("5. Words and challenges", "5-words-and-challenges"),
        ("Your files, and what happens to a damaged one", "your-files-and-what-happens-to-a-damaged-one"),
        ("Hints and `quiddler solve`", "hints-and-quiddler-solve"),
        ("The coach: points left on the table", "the-coach-points-left-on-the-table"),
    ],
)
def test_anchors_are_made_as_github_makes_them(heading: str, anchor: str) -> None:
    assert github_anchor(heading) == anchor


def test_the_documents_link_to_each_other() -> None:
    links = _links()
    targets = {(path.name, target.split("#")[0]) for path, target in links}
    readme_links = {target for name, target in targets if name == "README.md"}
    for document in DOCUMENTS[1:]:  # every document is reachable from the README
        assert f"docs/{document.name}" in readme_links, document.name
    assert ("guide.md", "rules.md") in targets and ("architecture.md", "development.md") in targets


def test_every_relative_link_and_anchor_resolves() -> None:
    broken = []
    for path, target in _links():
        file_part, _, anchor = target.partition("#")
        linked = (path.parent / file_part).resolve() if file_part else path
        if not linked.exists():
            broken.append(f"{path.relative_to(ROOT)}: {target} (no such file)")
        elif anchor and linked.suffix == ".md" and anchor not in anchors(linked):
            broken.append(f"{path.relative_to(ROOT)}: {target} (no such heading)")
    assert not broken, "\n".join(broken)


def test_a_broken_link_is_found(tmp_path: Path) -> None:
    page = tmp_path / "page.md"
    page.write_text("# Top\n\n```sh\n# not a heading\n```\n\n## Two words\n", encoding="utf-8")
    assert anchors(page) == {"top", "two-words"}
    assert _LINK.findall("see [the guide](guide.md#keys), ![shot](images/a.png), [two\nlines](b.md)") == [
        "guide.md#keys",
        "images/a.png",
        "b.md",
    ]


# ---------------------------------------------------------------- the rules and their citations

RULES = ROOT / "docs" / "rules.md"
_CITATION = re.compile(r"docs/rules\.md(?:\s+|,\s*)§(\d+)((?:[–-]§?\d+|,\s*§\d+)*)")


def test_the_rules_have_the_twelve_numbered_sections_the_code_cites() -> None:
    sections = re.findall(r"^## (\d+)\. ", RULES.read_text(encoding="utf-8"), re.M)
    assert [int(number) for number in sections] == list(range(1, 13))
    cited = set()
    for _path, text in _texts():
        for match in _CITATION.finditer(text):
            cited.add(int(match.group(1)))
            cited.update(int(n) for n in re.findall(r"\d+", match.group(2)))
    assert cited, "the code cites the rules by section"
    assert cited <= set(range(1, 13)), sorted(cited)


def test_the_rules_card_table_is_the_deck() -> None:
    from quiddler.engine import Card

    rows = re.findall(r"\| (\w+) \| (\d+) \| (\d+) \|", RULES.read_text(encoding="utf-8"))
    table = {face: (int(points), int(count)) for face, points, count in rows}
    assert table == {card.label: (card.points, card.count) for card in Card}


def test_every_decision_is_marked_in_the_rules() -> None:
    """Each point this game decided is marked for players, in the section the code cites."""
    text = " ".join(RULES.read_text(encoding="utf-8").split())
    for phrase in (
        "last player in seating order deals round 1",
        "even the one you just took from the discard pile",
        "shuffled into a new draw pile",
        "the chosen dictionary is the judge",
        "Table rules",
        "Checked words",
        "neither scored nor counted as unused",
        "equal highest totals share the win",
        "same 118 cards and the same points",
        "proper nouns are words",
        "one bonus",
        "accents are dropped",
        "Verb forms with pronouns attached",
        "BUTTER, SCATTER, SPICY, TITTER, PEDAZO",
        "the best the family filter allows",
        "draw pile of 8 cards",
        "Decided: no bonuses",
        "Decided: one result a date",
    ):
        assert phrase in text, phrase
    assert text.count("**Decided") >= 20


# ---------------------------------------------------------------- what the documents promise

README_TEXT = (ROOT / "README.md").read_text(encoding="utf-8")


def test_the_readme_is_read_in_two_minutes() -> None:
    assert len(README_TEXT.splitlines()) <= 250
    assert "docs/images/table.png" in README_TEXT and (ROOT / "docs" / "images" / "table.png").is_file()


def test_the_readmes_test_command_is_the_one_ci_runs() -> None:
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").strip().splitlines()
    blocks = re.findall(r"```sh\n(.*?)\n```", README_TEXT, re.S)
    assert ci[-1] in blocks, "the README's test command and .ci/run's last line differ"
    assert any(block.endswith("pip install . && quiddler play") for block in blocks)
    packages = re.search(r"apt-get install -y -qq --no-install-recommends (.*?) >", "\n".join(ci))
    assert packages is not None
    assert f"--no-install-recommends {packages.group(1)}`" in README_TEXT


def test_every_floor_of_the_import_graph_is_in_the_architecture() -> None:
    from tests.test_import_graph import LAYERS

    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    rows = re.findall(r"^\| (\d+) \| ([^|]+) \|", text, re.M)
    floors = tuple(tuple(re.findall(r"`([\w.]+)`", packages)) for _, packages in rows)
    assert floors == LAYERS, "docs/architecture.md's table of floors and LAYERS differ"
    assert [int(number) for number, _ in rows] == list(range(1, len(LAYERS) + 1))


def test_every_test_folder_bench_and_tool_is_in_the_development_notes() -> None:
    text = (ROOT / "docs" / "development.md").read_text(encoding="utf-8")
    folders = sorted(p.name for p in (ROOT / "tests").iterdir() if p.is_dir() and any(p.glob("test_*.py")))
    assert len(folders) >= 13
    for folder in folders:
        assert f"`tests/{folder}/`" in text, folder
    for path in (ROOT / "tests").glob("test_*.py"):
        assert f"`{path.name}`" in text, path.name
    for path in (*(ROOT / "bench").glob("bench_*.py"), *(ROOT / "tools").glob("*.py")):
        assert f"{path.parent.name}/{path.name}" in text, path.name
