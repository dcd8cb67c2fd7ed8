"""Which game ``quiddler host`` serves: a new one dealt from the flags, or the hosted game
``--resume`` names (by id, by room, or the latest this host can open), with its seats' codes kept
beside its save; and the :class:`~quiddler.remote.host.Host` around it."""

from __future__ import annotations

import argparse
import contextlib
import secrets
import sys
from typing import Any

from quiddler.i18n import _

__all__ = ["dealt", "host_for", "resumed", "room_name", "say"]


#: The room's name is part of the address players join.
_ROOM_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789"


def dealt(args: argparse.Namespace) -> tuple[Any, Any]:
    """A new game from the flags: its host, and where its codes are kept."""
    from quiddler.cli import UsageError, require_terminal
    from quiddler.commands.play import setup_from_args
    from quiddler.match import CannotStart, Match
    from quiddler.remote.host import new_code
    from quiddler.remote.seating import Seating, save_seating, seating_path
    from quiddler.saves import SaveStore

    args.start = True  # the flags describe the game: nothing remembered fills it in
    setup = setup_from_args(args)
    people = [seat for seat, kind in enumerate(setup.seats) if kind.is_person]
    wanted = [name.strip().casefold() for name in args.here.split(",") if name.strip()]
    here: list[int] = []
    for name in wanted:
        seat = next((seat for seat in people if setup.seats[seat].name.casefold() == name), None)
        if seat is None:
            raise UsageError(_("--here names {name!r}, who is not a person in --players.").format(name=name))
        here.append(seat)
    remote = [seat for seat in people if seat not in here]
    if not remote:
        raise UsageError(_("Every seat is played here: for that, use quiddler play."))
    if here:  # the table's screen, before a game is dealt and saved for nobody
        require_terminal("host")
    print(_("Shuffling…"), file=sys.stderr)
    store = SaveStore()
    try:
        match = Match.new(setup, store=store)
    except CannotStart as error:
        raise UsageError(str(error)) from None
    seating = Seating(room=room_name(), codes={seat: new_code() for seat in remote}, here=sorted(here))
    game_id = match.autosave.saved.game_id if match.autosave is not None else "unsaved"
    path = seating_path(store.root, game_id)
    save_seating(path, seating)
    return host_for(match, seating, args), path


def resumed(args: argparse.Namespace) -> tuple[Any, Any]:
    """The hosted game ``--resume`` means: the same seats and codes."""
    from quiddler.cli import UsageError
    from quiddler.commands.play import _setup_flags, find_saved_game, reopen_saved_game
    from quiddler.match import CannotStart, Match
    from quiddler.remote.seating import load_seating, seating_path
    from quiddler.saves import SaveError, SaveStore
    from quiddler.storage.files import FileProblem

    # --here too: which seats a resumed game plays at this keyboard was kept with its codes
    given = [*_setup_flags(args), *(["--here"] if args.here else [])]
    if given:
        raise UsageError(
            _("{given} sets up a new game; a resumed game keeps its own setup.").format(given=given[0])
        )
    store = SaveStore()
    if args.resume == "latest":
        saved = _latest_hosted(store)
    else:
        saved, _problems = find_saved_game(_game_of_room(store.root, args.resume) or args.resume)
    path = seating_path(store.root, saved.game_id)
    if not path.exists():
        raise UsageError(_("That game was not hosted; continue it with: quiddler play --resume."))
    try:
        seating = load_seating(path)
    except FileProblem as error:
        raise UsageError(
            _("The seat codes of that game cannot be read: {error}.").format(error=error)
        ) from None
    reopened = reopen_saved_game(saved)
    try:
        match = Match.resume(reopened, store=store)
    except (SaveError, CannotStart) as error:
        raise UsageError(str(error)) from None
    return host_for(match, seating, args), path


def _latest_hosted(store: Any) -> Any:
    """The unfinished hosted game played last that this host can open: a game played with
    ``quiddler play`` is not one, and a game another host (or window) has open now is left to
    it, as ``--resume`` without an id would otherwise pick the newest game and fail. Raises
    UsageError saying which case it is when there is none."""
    from quiddler.cli import UsageError
    from quiddler.remote.seating import seating_path
    from quiddler.saves import SaveError

    hosted = [saved for saved in store.unfinished() if seating_path(store.root, saved.game_id).exists()]
    busy: list[str] = []
    for saved in hosted:
        try:
            lock = store.lock(saved.game_id)
        except SaveError:
            busy.append(saved.game_id)
            continue
        lock.release()  # reopen_saved_game takes it again, and reads the game anew
        return saved
    if busy:
        raise UsageError(
            _(
                "Every unfinished hosted game is open in another quiddler window ({ids}): stop that "
                "host first."
            ).format(ids=", ".join(busy))
        )
    raise UsageError(
        _("There is no unfinished hosted game to resume; host one with: quiddler host --players NAMES.")
    )


def _game_of_room(root: Any, name: str) -> str | None:
    """The id of the unfinished hosted game whose room is called ``name`` (the end of the address
    its players joined, and what a lobby said when it opened the room), if ``name`` is not a game's
    id itself; None if there is none."""
    from quiddler.remote.seating import load_seating, seating_path
    from quiddler.storage.files import FileProblem

    try:
        a_game_id = seating_path(root, name).exists()
    except (OSError, ValueError):  # a name no file can have (too long, a NUL): no game's id
        a_game_id = False
    if name == "latest" or a_game_id:
        return None
    found: list[tuple[float, str]] = []
    for path in (root / "remote").glob("*.json"):
        try:
            if load_seating(path).room == name:
                found.append((path.stat().st_mtime, path.stem))
        except (FileProblem, OSError):
            continue  # another game's unreadable codes: said when that game is resumed
    return max(found)[1] if found else None


def host_for(match: Any, seating: Any, args: argparse.Namespace) -> Any:
    from quiddler.cli import UsageError
    from quiddler.remote.host import Host

    count = len(match.players)
    if any(not 0 <= seat < count for seat in [*seating.codes, *seating.here]):
        raise UsageError(_("The seat codes of that game do not fit its players."))
    return Host(
        match,
        room=seating.room,
        codes=dict(seating.codes),
        here=tuple(seating.here),
        time_limit=args.time_limit or None,
        turn_time=args.turn_time,
        bot_delay=max(0.0, args.bot_delay),
        say=say,
    )


def room_name() -> str:
    return "".join(secrets.choice(_ROOM_ALPHABET) for _ in range(6))


def say(line: str) -> None:
    import time

    with contextlib.suppress(OSError):
        print(f"{time.strftime('%H:%M:%S')}  {line}", flush=True)
