"""``quiddler host`` and ``quiddler join`` as commands: the invitation, bad flags, and a host killed
mid-game then resumed with --resume, the players joining again with the same codes to the same
game. The host runs as a real process on 127.0.0.1."""

from __future__ import annotations

import os
import queue
import re
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from quiddler.cli import main
from quiddler.engine import Draw, Phase, Source
from quiddler.remote.client import JoinError, RemotePort
from quiddler.remote.seating import load_seating, seating_path


def _start_host(*flags: str) -> tuple[subprocess.Popen[str], str, dict[str, str]]:
    """``quiddler host`` on a free port of 127.0.0.1: the process, the URL, each remote seat's code."""
    process = subprocess.Popen(
        [sys.executable, "-m", "quiddler", "host", "--port", "0", *flags],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=os.environ.copy(),
    )
    lines: queue.Queue[str] = queue.Queue()
    threading.Thread(target=lambda: [lines.put(line) for line in process.stdout or ()], daemon=True).start()
    url, codes = "", {}
    end = time.monotonic() + 60
    while time.monotonic() < end:
        try:
            line = lines.get(timeout=0.5)
        except queue.Empty:
            if process.poll() is not None:
                break  # it stopped (a refusal on stderr)
            continue
        if found := re.search(r"quiddler join (ws://\S+)", line):
            url = found[1]
        elif found := re.match(r"\s+(\w+): --code (\S+)", line):
            codes[found[1]] = found[2]
        elif line.startswith("Press Ctrl+C"):
            return process, url, codes
    process.kill()
    raise AssertionError(f"the host did not start: {process.stderr.read() if process.stderr else ''}")


def _join(url: str, code: str) -> RemotePort:
    return RemotePort.join(url, code, open_checker=lambda *args: _no_words(), timeout=10)


def _no_words() -> object:
    raise RuntimeError("no dictionary needed here")


def test_a_killed_host_resumes_and_the_players_join_again_to_the_same_game(tmp_path: Path) -> None:
    process, url, codes = _start_host("--players", "Ann,Bob", "--seed", "7")
    try:
        assert set(codes) == {"Ann", "Bob"} and url.startswith("ws://127.0.0.1:")
        ann = _join(url, codes["Ann"])
        seat = ann.view(ann.seat).game.current
        player = ann if seat == ann.seat else _join(url, codes["Bob"])
        player.submit(Draw(seat, Source.DRAW_PILE))  # mid-turn: drawn, not discarded
        hand, log = player.view(seat).game.hand, player.view(seat).game.round_log
        ann.close()
        player.close()
    finally:
        process.send_signal(signal.SIGKILL)
        process.wait(30)
    process, again, codes_again = _start_host("--resume")
    try:
        assert codes_again == codes and again.rsplit("/", 1)[1] == url.rsplit("/", 1)[1]
        name = "Ann" if seat == 0 else "Bob"
        back = _join(again, codes[name])
        try:
            view = back.view(seat).game
            assert view.hand == hand and view.round_log == log and view.phase is Phase.PLAY
        finally:
            back.close()
    finally:
        process.send_signal(signal.SIGINT)
        process.wait(30)
    assert process.returncode == 0


def _until(condition: Callable[[], object], seconds: float = 20) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if condition():
            return
        time.sleep(0.05)
    raise AssertionError("it did not happen in time")


def test_a_lobby_room_is_hosted_again_alone_after_the_lobby_was_killed() -> None:
    """A room opened in a lobby (``--rooms``), the lobby killed mid-turn: ``--resume ROOM`` hosts
    that room's game alone. On the lobby's port the room's address is the same, and a player still
    in the game joins again by themselves; by its id on another port, the invitation gives the new
    address, and the same codes join the same game. The lobby's bare address says it is one game."""
    from quiddler.remote.lobby import create_room, list_rooms
    from quiddler.storage.paths import data_dir

    process, lobby, _codes = _start_host("--rooms", "3")
    try:
        created = create_room(lobby, "Ann,Bob")
        room, codes = created["room"], {seat["name"]: seat["code"] for seat in created["codes"]}
        ann = _join(lobby + room, codes["Ann"])  # stays in the game throughout
        seat = ann.view(ann.seat).game.current
        player = ann if seat == 0 else _join(lobby + room, codes["Bob"])
        player.submit(Draw(seat, Source.DRAW_PILE))  # mid-turn: drawn, not discarded
        hand, log = player.view(seat).game.hand, player.view(seat).game.round_log
        if player is not ann:
            player.close()
    finally:
        process.send_signal(signal.SIGKILL)
        process.wait(10)
    try:
        _until(lambda: not ann.online)
        (seating,) = (data_dir() / "remote").glob("*.json")
        game_id = seating.stem
        port = lobby.rstrip("/").rsplit(":", 1)[1]
        process, again, codes_again = _start_host("--resume", room, "--port", port)
        try:
            assert again == lobby + room and codes_again == codes
            _until(lambda: ann.online)  # Ann's table joined again by itself
            view = ann.view(0).game
            assert view.current == seat and view.phase is Phase.PLAY
            if seat == 0:
                assert view.hand == hand and view.round_log == log
            with pytest.raises(JoinError, match="This host serves one game, not a lobby of rooms"):
                list_rooms(lobby)
        finally:
            process.send_signal(signal.SIGKILL)
            process.wait(10)
    finally:
        ann.close()
    process, moved, codes_again = _start_host("--resume", game_id)  # by its id, on another port
    try:
        assert codes_again == codes and moved.rsplit("/", 1)[1] == room  # the address it gives now
        name = "Ann" if seat == 0 else "Bob"
        back = _join(moved, codes[name])
        try:
            view = back.view(seat).game
            assert view.hand == hand and view.round_log == log and view.phase is Phase.PLAY
            assert view.players[seat] == name
        finally:
            back.close()
    finally:
        process.send_signal(signal.SIGINT)
        process.wait(10)
    assert process.returncode == 0


def test_the_codes_are_kept_next_to_the_save_readable_by_their_owner_only() -> None:
    from quiddler.storage.paths import data_dir

    process, _url, codes = _start_host("--players", "Ann,Bob,Cy", "--seed", "3")
    try:
        files = list((data_dir() / "remote").glob("*.json"))
        assert len(files) == 1
        seating = load_seating(files[0])
        assert sorted(seating.codes.values()) == sorted(codes.values()) and seating.here == []
        assert files[0].stat().st_mode & 0o077 == 0
        assert seating_path(data_dir(), files[0].stem) == files[0]
    finally:
        process.send_signal(signal.SIGINT)
        process.wait(30)


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["host", "--players", "Ann,Bob", "--here", "Ann,Bob"], "Every seat is played here"),
        (["host", "--players", "Ann,Bob", "--here", "Zed"], "--here names 'zed'"),
        (["host", "--port", "70000"], "is not a port: choose one from 1 to 65535 (or 0: any free port)."),
        (["host", "--certfile", "x.pem"], "--certfile and --keyfile go together"),
        (["host", "--rooms", "0"], "--rooms takes the most rooms open at once, from 1 to 500."),
        (["host", "--rooms", "--here", "Ann"], "--rooms does not go with --here"),
        (["host", "--rooms", "--players", "Ann,Bob", "--web"], "--rooms does not go with --players, --web"),
        (["host", "--resume", "--here", "Ann"], "--here sets up a new game; a resumed game keeps its own"),
        (["host", "--turn-time", "3"], "The turn time is a number of seconds from 10 to 3600."),
        (["host", "--turn-time", "nan"], "The turn time is a number of seconds"),
        (["join", "http://example.org"], "Not a game's address: http://example.org (a game's address starts"),
        (["join", "ws://127.0.0.1:1/room", "--code", "AAAA-AAAA", "--name", ""], "name"),
    ],
)
def test_bad_flags_are_one_sentence_and_status_2(
    argv: list[str], said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    assert said in capsys.readouterr().err


def test_joining_nobody_is_one_sentence() -> None:
    with pytest.raises(JoinError, match="Could not reach the host"):
        RemotePort.join("ws://127.0.0.1:9/room", "AAAA-AAAA", timeout=10)


def test_a_lobby_of_rooms_as_a_command() -> None:
    """``quiddler host --rooms``: list (none), open a room with the host's own setup checks, join it
    with its code, see it listed; a room that cannot be played is one sentence."""
    from quiddler.remote.lobby import create_room, list_rooms

    process, url, _codes = _start_host("--rooms", "3")
    try:
        assert url.endswith("/") and list_rooms(url) == []
        with pytest.raises(JoinError, match="cannot be opened: there are no rules called 'nonsense'"):
            create_room(url, "Ann,Bob", "nonsense")
        with pytest.raises(JoinError, match="opened: standard Quiddler is for 2 to 8 players, not 1"):
            create_room(url, "Ann")
        created = create_room(url, "Ann,Bob,bot:easy", "short")
        room, codes = created["room"], {c["name"]: c["code"] for c in created["codes"]}
        assert set(codes) == {"Ann", "Bob"}
        port = RemotePort.join(url + room, codes["Ann"], "Annie", timeout=20)
        try:
            assert port.seat == 0
            (listed,) = list_rooms(url)
            assert listed["room"] == room and listed["free"] == ["Bob"] and listed["rules"] == "short"
        finally:
            port.close()
    finally:
        process.send_signal(signal.SIGINT)
        process.wait(30)
