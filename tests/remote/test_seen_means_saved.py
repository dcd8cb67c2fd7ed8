"""Seen means saved: nothing about a move leaves the host before the move is on the disk.

A real ``quiddler host`` process is killed (SIGKILL) the moment a client has read a move's event:
``quiddler host --resume`` then has that move, and a card drawn blind is the card the player saw,
not one dealt again (before, the event went out while the save was still being written: the move
was lost in most tries, and the same draw could be dealt again after resume — the player knew
the top card before choosing a pile)."""

from __future__ import annotations

import json
import signal
import time
from typing import Any

import pytest
from websockets.sync.client import connect

from tests.remote.test_host_command import _start_host

#: Kills tried: each one a move read and the host killed at once.
TRIES = 4


def _hello(url: str, code: str) -> tuple[Any, dict[str, Any]]:
    socket = connect(url, open_timeout=10).__enter__()  # closed by the test (socket.close)
    socket.send(json.dumps({"type": "hello", "version": 1, "code": code}))
    welcome = json.loads(socket.recv(timeout=10))
    assert welcome["type"] == "welcome", welcome
    return socket, welcome


def _until_event(socket: Any) -> dict[str, Any]:
    """The next ``event`` of a move (other messages read and dropped), within 10 s."""
    end = time.monotonic() + 10
    while time.monotonic() < end:
        message = json.loads(socket.recv(timeout=max(0.1, end - time.monotonic())))
        if message["type"] == "event" and message.get("event") == "action":
            return message
        assert message["type"] != "error", message
    raise AssertionError("no event came")


@pytest.mark.slow
def test_a_move_seen_survives_a_kill_and_a_blind_draw_is_dealt_the_same() -> None:
    process, url, codes = _start_host("--players", "Ann,Bob", "--seed", "11")
    names = ("Ann", "Bob")
    seen: dict[str, Any] = {}  # the event of the last draw read before a kill
    try:
        for attempt in range(TRIES):
            if attempt:
                process, url, again = _start_host("--resume")
                assert again == codes
            socket, welcome = _hello(url, codes[names[0]])
            view = welcome["view"]
            seat = view["current"]
            if seat != welcome["seat"]:
                socket.close()
                socket, welcome = _hello(url, codes[names[seat]])
                view = welcome["view"]
            if attempt:  # what the last try saw is here: the draw, and the card it gave
                assert welcome["number"] == seen["number"], "a move seen before the kill was lost"
                assert view["round_log"][-1] == seen["record"]
                assert view["hand"] == seen["view"]["hand"]
            if view["phase"] != "draw":  # the turn drawn last try: discard, then the next one draws
                discard = {"kind": "discard", "seat": seat, "card": view["hand"][0]}
                socket.send(json.dumps({"type": "act", "id": 1, "action": discard}))
                _until_event(socket)
                socket.close()
                seat = 1 - seat
                socket, welcome = _hello(url, codes[names[seat]])
            draw = {"kind": "draw", "seat": seat, "source": "draw"}
            socket.send(json.dumps({"type": "act", "id": 2, "action": draw}))
            seen = _until_event(socket)
            process.send_signal(signal.SIGKILL)  # the moment the move is seen
            process.wait(30)
            assert seen["record"]["record"] == "Drew" and seen["record"]["card"] is not None
            socket.close()
    finally:
        if process.poll() is None:
            process.send_signal(signal.SIGKILL)
            process.wait(30)
    process, url, again = _start_host("--resume")
    try:
        socket, welcome = _hello(url, codes[names[seen["record"]["seat"]]])
        assert welcome["number"] == seen["number"] and welcome["view"]["round_log"][-1] == seen["record"]
        socket.close()
    finally:
        process.send_signal(signal.SIGINT)
        process.wait(30)
