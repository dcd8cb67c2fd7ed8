"""What the system and the JSON reader said, in the player's language: ``[Errno 111] Connection
refused`` and ``Input data was truncated`` are English from the C library and msgspec, and used to
end Spanish sentences as they were."""

from __future__ import annotations

import errno
import os
import socket

import pytest

from quiddler.cli import main
from quiddler.i18n import use_language
from quiddler.storage.reasons import os_reason


@pytest.mark.parametrize(
    ("error", "english", "spanish"),
    [
        (
            ConnectionRefusedError(errno.ECONNREFUSED, os.strerror(errno.ECONNREFUSED)),
            "nobody is listening",
            "nadie escucha",
        ),
        (
            socket.gaierror(socket.EAI_NONAME, "Name or service not known"),
            "no machine has that name",
            "ningún equipo",
        ),
        (OSError(errno.ENOSPC, os.strerror(errno.ENOSPC)), "the disk is full", "el disco está lleno"),
        (TimeoutError(), "no answer came in time", "ninguna respuesta"),
    ],
    ids=["refused", "unknown-name", "disk-full", "timeout"],
)
def test_the_failures_players_meet_are_said_in_their_language(
    error: OSError, english: str, spanish: str
) -> None:
    assert english in os_reason(error) and "errno" not in os_reason(error).lower()
    use_language("es")  # the autouse fixture of tests/conftest.py puts English back
    assert spanish in os_reason(error)


def test_any_other_failure_keeps_the_systems_words_without_the_number() -> None:
    said = os_reason(OSError(errno.EXDEV, "Invalid cross-device link"))
    assert said == "invalid cross-device link"


def test_joining_where_nobody_listens_is_one_spanish_sentence(capsys: pytest.CaptureFixture[str]) -> None:
    with socket.socket() as probe:  # a port of 127.0.0.1 that was free a moment ago: nobody listens
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    assert (
        main(["join", "--plain", "--lang", "es", f"ws://127.0.0.1:{port}/room", "--code", "AAAA-AAAA"]) == 2
    )
    err = capsys.readouterr().err
    assert "nadie escucha ahí" in err and "Errno" not in err and "refused" not in err.replace("rechazada", "")


@pytest.mark.parametrize(
    ("text", "english", "spanish"),
    [
        (
            b'{"version": 1, "sav',
            "it is not valid JSON (it stops before its end)",
            "se corta antes de terminar",
        ),
        (b'{"version" 1}', "it is not valid JSON (from byte 12)", "a partir del byte 12"),
    ],
    ids=["truncated", "malformed"],
)
def test_a_damaged_json_file_is_said_in_the_players_language(text: bytes, english: str, spanish: str) -> None:
    """msgspec's own English ('Input data was truncated') used to end Spanish sentences."""
    from quiddler.storage import files

    for language, expected in (("en", english), ("es", spanish)):
        use_language(language)
        with pytest.raises(files.FileProblem) as problem:
            files.decode_json(text, dict)
        assert expected in str(problem.value) and "truncated" not in str(problem.value)
