"""Addresses and certificate files given to ``host`` and ``join``: anything that is not one is a
sentence and exit status 2, never a traceback or a wait for ever (issue 35)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from quiddler.cli import main
from quiddler.commands.host_address import url_host


@pytest.mark.parametrize(
    "url",
    ["http://x", "ws://[x]/y", "ws://[::1", "ws://host:99999/room", "ws://host:abc/room", "ws:///room"],
)
def test_join_refuses_an_address_no_game_can_have_in_one_sentence(
    url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["join", url, "--code", "AAAA-AAAA"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("quiddler join: Not a game's address: ") and err.count("\n") == 1, err
    assert url in err  # as typed: "http://x", never "Http://x"
    assert "Traceback" not in err


@pytest.mark.parametrize(
    "bind",
    ["bad\u202ehost", "a" * 70, "x\x1b]0;pwned\x07y", "bad host", "a..b"],
    ids=["bidi", "long-label", "escape", "space", "empty-label"],
)
def test_host_refuses_a_bind_that_is_no_address(bind: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["host", "--players", "Ann,Bob", "--bind", bind]) == 2
    err = capsys.readouterr().err
    assert "is not an address" in err and err.count("\n") == 1, err
    assert "\x1b" not in err and "\u202e" not in err


def test_an_ipv6_host_is_written_in_brackets_so_join_reads_it() -> None:
    assert url_host("::1") == "[::1]"
    assert url_host("127.0.0.1") == "127.0.0.1"
    assert url_host("[::1]") == "[::1]"


@pytest.mark.parametrize(
    "argv",
    [
        ["host", "--players", "Ann,Bob", "--certfile", "{pipe}", "--keyfile", "{pipe}"],
        ["join", "wss://127.0.0.1:1/room", "--code", "AAAA-AAAA", "--cafile", "{pipe}"],
    ],
    ids=["host", "join"],
)
def test_a_certificate_that_is_a_named_pipe_is_refused_not_waited_for(
    argv: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pipe = tmp_path / "cert.pem"
    os.mkfifo(pipe)
    assert main([part.format(pipe=pipe) for part in argv]) == 2
    assert "it is a named pipe, not a file" in capsys.readouterr().err


def test_host_resume_with_a_room_name_too_long_for_a_file_is_one_sentence(
    capsys: pytest.CaptureFixture[str],
) -> None:
    (Path(os.environ["QUIDDLER_DATA_DIR"]) / "remote").mkdir()
    assert main(["host", "--resume", "r" * 300]) == 2
    err = capsys.readouterr().err
    assert err.startswith("quiddler host: There is no unfinished game") and err.count("\n") == 1


def test_a_host_that_cannot_listen_deals_no_game(capsys: pytest.CaptureFixture[str]) -> None:
    """A port another program holds: one sentence, and no unfinished game left behind for nobody
    (it used to be dealt and saved first, and then showed in `quiddler play --list`)."""
    import socket

    with socket.socket() as holder:
        holder.bind(("127.0.0.1", 0))
        holder.listen()
        port = holder.getsockname()[1]
        assert main(["host", "--players", "Ann,Bob", "--port", str(port)]) == 2
    err = capsys.readouterr().err
    assert f"Could not listen on 127.0.0.1:{port}: that port is already in use." in err
    assert not list(Path(os.environ["QUIDDLER_DATA_DIR"]).rglob("*.json"))
    assert main(["play", "--list"]) == 0
    assert "No unfinished games" in capsys.readouterr().out
