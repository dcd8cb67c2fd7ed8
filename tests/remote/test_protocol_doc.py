"""docs/protocol.md is enough to write a client: a client that knows only what the document says
plays a whole game against a real ``quiddler host`` on 127.0.0.1.

Every message it sends is one of the document's examples (its ```json blocks), with the id, the
seat, the code and the cards filled in; everything the host sends is checked against the
document: each message's fields are among its example's, the view's fields are the view table's,
each record's fields are the records table's, each phase is in the phases table, each question's
answer is of the kind the questions table says, an action's ``event`` comes before its ``answer``,
and the events are numbered one by one. Its play is the plainest there is: draw from the draw
pile, discard the first card, lay down nothing on a final turn, challenge nothing, deal the next
round; the computer seat goes out."""

from __future__ import annotations

import copy
import json
import re
import signal
import time
from pathlib import Path
from typing import Any

import pytest
from websockets.sync.client import connect

from tests.remote.test_host_command import _start_host

DOC = Path(__file__).resolve().parents[2] / "docs" / "protocol.md"
TEXT = DOC.read_text(encoding="utf-8")


def _examples() -> list[dict[str, Any]]:
    """Every ```json block of the document, decoded (each is one message)."""
    blocks = re.findall(r"^```json\n(.*?)^```$", TEXT, flags=re.MULTILINE | re.DOTALL)
    return [json.loads(block) for block in blocks]


EXAMPLES = _examples()


def _key(message: dict[str, Any]) -> tuple[str, str | None]:
    """What a message is: its type, and its action's kind, question or event."""
    action = message.get("action")
    detail = message.get("event") or message.get("question") or (action or {}).get("kind")
    return message["type"], detail


def _example(type: str, detail: str | None = None) -> dict[str, Any]:
    """A fresh copy of the document's example of this message."""
    found = [example for example in EXAMPLES if _key(example) == (type, detail)]
    assert found, f"the document has no example of {type} {detail or ''}"
    return copy.deepcopy(found[0])


def _section(title: str) -> str:
    start = TEXT.index(f"\n## {title}\n")
    end = TEXT.find("\n## ", start + 1)
    return TEXT[start : end if end != -1 else len(TEXT)]


def _first_column(title: str) -> list[str]:
    """The backticked names of the first column of a section's table (not its header)."""
    return re.findall(r"^\| `(\w+)` \|.*\n(?!\|---)", _section(title), flags=re.MULTILINE)


def _documented_records() -> dict[str, set[str]]:
    """Each record's fields, as the records table lists them (what is in parentheses explains)."""
    fields = {}
    rows = re.findall(r"^\| `(\w+)` \| (.*) \|\n(?!\|---)", _section("Records"), flags=re.MULTILINE)
    for name, cell in rows:
        fields[name] = set(re.findall(r"`(\w+)`", re.sub(r"\([^)]*\)", "", cell)))
    return fields


VIEW_FIELDS = set(_first_column("The view"))
PHASES = set(_first_column("Phases: who acts and what they send"))
RECORDS = _documented_records()
QUESTIONS = set(_first_column("Questions"))


def test_the_document_lists_what_a_client_needs() -> None:
    kinds = {_key(example)[1] for example in EXAMPLES if example["type"] == "act"}
    assert kinds == {"draw", "discard", "go_out", "lay_down", "challenge", "close_challenges", "next_round"}
    assert {e["question"] for e in EXAMPLES if e["type"] == "ask"} == QUESTIONS
    assert {
        "why_not",
        "why_not_word",
        "why_not_go_out",
        "look_up",
        "round_review",
        "game_review",
        "window",
    } == QUESTIONS
    assert {"draw", "play", "challenge", "round_over", "game_over"} == PHASES
    assert {"hand", "phase", "current", "round_log", "discard_pile", "went_out"} <= VIEW_FIELDS
    assert set(RECORDS) == {
        "Drew",
        "Discarded",
        "WentOut",
        "LaidDown",
        "Challenged",
        "ChallengesClosed",
        "RoundStarted",
    }
    assert RECORDS["Drew"] == {"round", "seat", "source", "card", "refilled"}
    for card in ("qu", "in", "er", "cl", "th"):
        assert f"| {card} " in _section("Cards")
    readme = (DOC.parents[1] / "README.md").read_text(encoding="utf-8")
    assert "](docs/protocol.md)" in readme, "the README links the protocol's document"


def test_the_limits_and_close_codes_the_document_states_are_the_hosts() -> None:
    """A client is written to the limits the document gives: each number there is the host's own
    (a limit changed in the code and not in the document fails here)."""
    from quiddler.remote.connection import (
        BURST,
        HELLO_TIMEOUT,
        MAX_QUEUED,
        MAX_STRIKES,
        RATE,
        TOO_MANY_REFUSED,
    )
    from quiddler.remote.protocol import MAX_DEPTH, MAX_MESSAGE

    limits = " ".join(_section("Errors, closes and limits").split())
    assert MAX_MESSAGE == 64 * 1024 and "a message of at most 64 KiB" in limits
    assert "1009 for a message over 64 KiB" in limits
    assert f"nested at most {MAX_DEPTH} levels" in limits
    assert f"{HELLO_TIMEOUT:g} s to say hello" in limits
    assert f"{RATE:g} messages a second on average with bursts of {BURST}" in limits
    assert f"{MAX_STRIKES} refused messages" in limits
    assert f"{MAX_QUEUED:,} messages waiting to be sent" in limits
    assert TOO_MANY_REFUSED.code == 1008 and f'"{TOO_MANY_REFUSED.reason}"' in limits
    assert "1008 when it refuses one" in limits and "1000 when the host stops" in limits
    session = " ".join(_section("A session").split())
    assert f"send `hello` within {HELLO_TIMEOUT:g} seconds" in session


class _DocClient:
    """Plays one seat knowing only the document (see the module docstring)."""

    def __init__(self, socket: Any) -> None:
        self.socket = socket
        self.next_id = 100
        self.asked: dict[int, str] = {}  # id -> the question or "act"
        self.acts: dict[int, dict[str, Any]] = {}
        self.number = 0
        self.acted_at: tuple[int, str] | None = None
        self.seat = -1
        self.view: dict[str, Any] = {}
        self.last_event_record: Any = None
        self.over = False
        self.answers: dict[str, list[Any]] = {}

    def send(self, message: dict[str, Any]) -> None:
        if "id" in message:
            message["id"] = self.next_id
            self.asked[self.next_id] = message.get("question") or message["type"]
            if message["type"] == "act":
                self.acts[self.next_id] = message
            self.next_id += 1
        self.socket.send(json.dumps(message))

    def ask(self, question: str, **fields: Any) -> None:
        message = _example("ask", question)
        message.update(fields)
        self.send(message)

    def act(self, kind: str, **fields: Any) -> None:
        message = _example("act", kind)
        message["action"].update(fields)
        self.send(message)

    def check_view(self, view: dict[str, Any]) -> None:
        assert set(view) == VIEW_FIELDS, set(view) ^ VIEW_FIELDS
        assert view["phase"] in PHASES
        for record in view["round_log"]:
            self.check_record(record)

    @staticmethod
    def check_record(record: dict[str, Any]) -> None:
        assert set(record) - {"record"} == RECORDS[record["record"]], record

    def heard(self, message: dict[str, Any]) -> None:
        kind, detail = _key(message)
        documented = (
            {k for example in EXAMPLES if _key(example)[0] == kind for k in example}
            if kind != "event"
            else set(_example(kind, detail))
        )
        assert set(message) <= documented, (kind, set(message) - documented)
        if kind == "welcome":
            self.seat, self.number = message["seat"], message["number"]
            self.view = message["view"]
            self.check_view(self.view)
        elif kind == "event" and detail == "action":
            assert message["number"] == self.number + 1, "events are numbered one by one"
            self.number = message["number"]
            self.check_record(message["record"])
            self.last_event_record = message["record"]
            self.view = message["view"]
            self.check_view(self.view)
        elif kind == "event" and detail == "game_over":
            self.over = True
        elif kind == "challenge":
            if self.seat in message["waiting"]:
                self.send(_example("pass"))
        elif kind in ("answer", "error"):
            what = self.asked.pop(message["id"])
            assert kind == "answer", (what, message)
            self.answers.setdefault(what, []).append(message["value"])
            value = message["value"]
            if what == "act" and value is not None:
                self.check_record(value)
                assert value == self.last_event_record, "an action's event comes before its answer"
            elif what in ("why_not", "why_not_word", "why_not_go_out"):
                assert value is None or isinstance(value, str)
            elif what in ("look_up", "round_review", "game_review"):
                assert isinstance(value, str) and value
            elif what == "window":
                assert value is None or set(value) <= set(_example("challenge")) - {"type"}

    def decide(self) -> None:
        view = self.view
        moment = (self.number, view["phase"])
        if self.acted_at == moment or view["phase"] == "game_over":
            return
        mine = view["current"] == self.seat
        if view["phase"] == "draw" and mine:
            self.act("draw", seat=self.seat, source="draw")
        elif view["phase"] == "play" and mine and view["went_out"] is not None:
            self.act("lay_down", seat=self.seat, words=[], discard=view["hand"][0])
        elif view["phase"] == "play" and mine:
            self.act("discard", seat=self.seat, card=view["hand"][0])
        elif view["phase"] == "round_over":
            self.ask("round_review", round=view["round"])
            self.act("next_round")
        else:
            return
        self.acted_at = moment


@pytest.mark.slow
def test_a_client_written_from_the_document_plays_a_whole_game() -> None:
    process, url, codes = _start_host(
        "--players",
        "Ann,bot:easy",
        "--rules",
        "short",
        "--seed",
        "5",
        "--bot-delay",
        "0",
        "--time-limit",
        "5",
    )
    try:
        with connect(url, open_timeout=20, close_timeout=2) as socket:
            client = _DocClient(socket)
            hello = _example("hello")
            hello["code"] = codes["Ann"]
            client.send(hello)
            client.heard(json.loads(socket.recv(timeout=20)))
            assert client.seat == 0 and client.view["hand"]
            client.ask("why_not_go_out")
            client.ask("look_up", text="quiz")
            client.ask("window")
            client.ask("why_not_word", word=["qu", "i", "z"])
            client.ask("why_not", action={"kind": "draw", "seat": client.seat, "source": "draw"})
            end = time.monotonic() + 300
            while not client.over and time.monotonic() < end:
                client.heard(json.loads(socket.recv(timeout=60)))
                client.decide()
            assert client.over and client.view["phase"] == "game_over"
            assert len(client.view["summaries"]) == len(client.view["rules"]["hand_sizes"])
            client.ask("game_review", seats=[client.seat])
            while client.asked:
                client.heard(json.loads(socket.recv(timeout=60)))
        assert {
            "why_not_go_out",
            "look_up",
            "window",
            "why_not_word",
            "why_not",
            "round_review",
            "game_review",
        } <= set(client.answers)
        assert len(client.answers["round_review"]) == len(client.view["rules"]["hand_sizes"]) - 1
    finally:
        process.send_signal(signal.SIGINT)
        process.wait(30)
