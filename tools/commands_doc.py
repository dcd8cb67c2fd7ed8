"""The command reference, docs/commands.md, and the man page, docs/quiddler.1, written from the
argument parser itself, so they say exactly what ``quiddler … --help`` says.

    python tools/commands_doc.py          # write both files
    python tools/commands_doc.py --check  # exit status 1, naming the file, if either is stale

Both are made from one plain model of the parser (:func:`reference`): each command's usage line,
description, options and subcommands, in English. The usage lines are built here rather than by
argparse's formatter, whose line breaks follow the terminal's width and the Python version; the
generated files must be the same on every machine. ``tests/test_commands_doc.py`` fails when a
flag or a help sentence changes and the files were not written again.
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MARKDOWN = ROOT / "docs" / "commands.md"
MANPAGE = ROOT / "docs" / "quiddler.1"
#: Options every command takes, described once at the top rather than under every command.
GLOBAL_OPTIONS = ("--help", "--lang")
#: The width the usage lines are wrapped at.
USAGE_WIDTH = 96


@dataclasses.dataclass(frozen=True)
class Option:
    """One argument as ``--help`` lists it: its spelling (``--seed SEED``) and its help."""

    spelling: str
    help: str


@dataclasses.dataclass(frozen=True)
class Command:
    """A command (or a subcommand's action, such as ``house add``) and what it takes."""

    name: str
    summary: str
    description: str
    usage: str
    options: tuple[Option, ...]
    subcommands: tuple[Command, ...] = ()
    epilog: str = ""

    @property
    def anchor(self) -> str:
        """The GitHub anchor of this command's heading in docs/commands.md."""
        return "quiddler-" + self.name.replace(" ", "-")


def _metavar(action: argparse.Action) -> str:
    if action.metavar is not None:
        return str(action.metavar)
    if action.choices is not None:
        return "{" + ",".join(str(choice) for choice in action.choices) + "}"
    return action.dest.upper() if action.option_strings else action.dest


def _argument(action: argparse.Action) -> str:
    """How the argument is written: ``--seed SEED``, ``--resume [ID]``, ``WORD …``."""
    name = _metavar(action)
    if action.nargs == 0:
        value = ""
    elif action.nargs == "?":
        value = f"[{name}]"
    elif action.nargs in ("*", "+"):
        value = f"{name} …" if action.nargs == "+" else f"[{name} …]"
    else:
        value = name
    if not action.option_strings:
        return value
    flag = max(action.option_strings, key=len)
    return f"{flag} {value}".rstrip()


def _help(action: argparse.Action, prog: str) -> str:
    """The action's help with argparse's ``%(default)s``-style fields filled in, as --help does."""
    if not action.help:
        return ""
    params = {key: value for key, value in vars(action).items() if value is not argparse.SUPPRESS}
    params["prog"] = prog
    if params.get("choices") is not None:
        params["choices"] = ", ".join(str(choice) for choice in params["choices"])
    return " ".join((action.help % params).split())


def _visible(parser: argparse.ArgumentParser) -> list[argparse.Action]:
    return [
        action
        for action in parser._actions
        if action.help is not argparse.SUPPRESS
        and not isinstance(action, argparse._SubParsersAction)
        and not set(action.option_strings) & {"-h", *GLOBAL_OPTIONS}
    ]


def _usage(prog: str, parser: argparse.ArgumentParser) -> str:
    parts = [prog]
    for action in _visible(parser):
        written = _argument(action)
        parts.append(written if not action.option_strings or action.required else f"[{written}]")
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            parts.append(str(action.metavar or "COMMAND"))
    # Wrapped here, at a fixed width and between arguments only, to read the same everywhere.
    lines = [parts[0]]
    for part in parts[1:]:
        if len(lines[-1]) + 1 + len(part) > USAGE_WIDTH:
            lines.append(" " * (len(prog) + 1) + part)
        else:
            lines[-1] += " " + part
    return "\n".join(lines)


def _command(name: str, summary: str, parser: argparse.ArgumentParser) -> Command:
    prog = f"quiddler {name}".strip()
    options = tuple(Option(_argument(action), _help(action, prog)) for action in _visible(parser))
    subcommands: list[Command] = []
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            helps = {choice.dest: choice.help or "" for choice in action._choices_actions}
            for sub_name, sub_parser in action.choices.items():
                full = f"{name} {sub_name}".strip()
                subcommands.append(_command(full, helps.get(sub_name, ""), sub_parser))
    return Command(
        name=name,
        summary=" ".join(summary.split()),
        description=" ".join((parser.description or "").split()),
        usage=_usage(prog, parser),
        options=options,
        subcommands=tuple(subcommands),
        epilog=" ".join((parser.epilog or "").split()),
    )


def reference() -> Command:
    """The whole command line, in English, as one :class:`Command` whose subcommands are
    quiddler's commands in the order ``quiddler --help`` lists them."""
    from quiddler import cli, i18n

    before = i18n.language()
    i18n.use_language("en")
    try:
        parser = cli.build_parser()
    finally:
        i18n.use_language(before)
    top = _command("", "", parser)
    return dataclasses.replace(top, name="quiddler", usage="quiddler [--version] [--lang {en,es}] [COMMAND]")


# ---------------------------------------------------------------- Markdown

HEADER = """\
# Command reference

Every `quiddler` command and every option, as `quiddler COMMAND --help` says it. This page is
written from the program's own argument definitions by `python tools/commands_doc.py` (a test
fails when it is out of date), and so is the man page, [quiddler.1](quiddler.1)
(`man ./docs/quiddler.1`). How to play is in the [players' guide](guide.md).
"""


def _markdown_command(command: Command, level: int) -> list[str]:
    lines = [f"{'#' * level} quiddler {command.name}", ""]
    if command.description or command.summary:
        lines += [command.description or command.summary, ""]
    lines += ["```text", command.usage, "```", ""]
    if command.options:
        lines += [f"- `{option.spelling}`: {option.help}".rstrip(": ") for option in command.options]
        lines.append("")
    if command.epilog:
        lines += [command.epilog, ""]
    for sub in command.subcommands:
        lines += _markdown_command(sub, level + 1)
    return lines


def markdown(top: Command) -> str:
    """docs/commands.md."""
    lines = [HEADER, "```text", top.usage, "```", "", f"{top.description} {top.epilog}".strip(), ""]
    lines += [
        "Every command also takes `--help` (its options, in the language chosen) and `--lang es|en`",
        "(the language it speaks; by default the terminal's, from `LANG`). A mistake on the command",
        "line is one sentence and exit status 2.",
        "",
        "| command | what it does |",
        "|---|---|",
    ]
    lines += [f"| [`quiddler {c.name}`](#{c.anchor}) | {c.summary} |" for c in top.subcommands]
    lines.append("")
    for command in top.subcommands:
        lines += _markdown_command(command, 2)
    return "\n".join(lines).rstrip("\n") + "\n"


# ---------------------------------------------------------------- roff


def _roff(text: str) -> str:
    """Text as roff: backslashes and hyphens escaped, other characters than ASCII written as
    groff's named Unicode escapes (``…`` is ``\\[u2026]``), no line starting with a control
    character."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    text = "".join(char if ord(char) < 128 else f"\\[u{ord(char):04X}]" for char in text)
    return "\\&" + text if text.startswith((".", "'")) else text


def _roff_command(command: Command) -> list[str]:
    lines = [f".SS {_roff('quiddler ' + command.name)}"]
    lines += [".nf", *(_roff(line.strip()) for line in command.usage.splitlines()), ".fi"]
    if command.description or command.summary:
        lines += [".PP", _roff(command.description or command.summary)]
    for option in command.options:
        lines += [".TP", f"\\fB{_roff(option.spelling)}\\fR", _roff(option.help)]
    if command.epilog:
        lines += [".PP", _roff(command.epilog)]
    for sub in command.subcommands:
        lines += _roff_command(sub)
    return lines


def manpage(top: Command) -> str:
    """docs/quiddler.1: the same reference as a man page (section 1)."""
    lines = [
        '.\\" Written by tools/commands_doc.py from the argument parser; do not edit by hand.',
        '.TH QUIDDLER 1 "" "quiddler" "User Commands"',
        ".SH NAME",
        "quiddler \\- the Quiddler word card game in the terminal",
        ".SH SYNOPSIS",
        ".nf",
        _roff(top.usage),
        ".fi",
        ".SH DESCRIPTION",
        _roff(f"{top.description} {top.epilog}".strip()),
        ".PP",
        _roff(
            "Every command also takes --help and --lang es|en (the language it speaks; by default "
            "the terminal's, from LANG)."
        ),
        ".SH COMMANDS",
    ]
    for command in top.subcommands:
        lines += _roff_command(command)
    lines += [
        ".SH EXIT STATUS",
        _roff(
            "0 on success; 2 for a mistake on the command line or a file that cannot be used, said "
            "in one sentence; quiddler check and quiddler solve --batch exit with 1 when a word is not "
            "allowed or a line could not be solved."
        ),
        ".SH ENVIRONMENT",
        ".TP",
        "\\fBQUIDDLER_DATA_DIR\\fR",
        _roff("the data folder: saved games, the history, score sheets, house words, the solitaire record"),
        ".TP",
        "\\fBQUIDDLER_CACHE_DIR\\fR",
        _roff("the cache folder: the word indexes built for hints and computer players"),
        ".TP",
        "\\fBLANGUAGE\\fR, \\fBLC_ALL\\fR, \\fBLC_MESSAGES\\fR, \\fBLANG\\fR",
        _roff("es or es_* for Spanish, anything else for English (--lang overrides)"),
        ".SH SEE ALSO",
        _roff("docs/guide.md (playing), docs/rules.md (the rules), docs/commands.md (this reference)."),
    ]
    return "\n".join(lines) + "\n"


def generated() -> dict[Path, str]:
    """Each generated file and the text it should hold now."""
    top = reference()
    return {MARKDOWN: markdown(top), MANPAGE: manpage(top)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="only say which file is stale (exit status 1)")
    args = parser.parse_args(argv)
    stale = []
    for path, text in generated().items():
        current = path.read_text(encoding="utf-8") if path.exists() else None
        if current == text:
            continue
        stale.append(path.relative_to(ROOT).as_posix())
        if not args.check:
            path.write_text(text, encoding="utf-8")
    if args.check and stale:
        print(f"out of date: {', '.join(stale)}; run: python tools/commands_doc.py", file=sys.stderr)
        return 1
    for name in stale:
        print(f"wrote {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
