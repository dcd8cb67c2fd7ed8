"""The digests of every finished game in the history, with a cache that cannot disagree with it.

Replaying a game costs milliseconds, and a player's history may hold thousands, so each game's
digest is kept in ``<cache folder>/stats-digests.json`` beside the file's size and modification
time. The history stays the only record: a digest is used only while its file is unchanged, a
game added, changed or removed is replayed or dropped on the next read, and a lost or damaged
cache is rebuilt from the history. A game that cannot be read or replayed is skipped and said in
one sentence (:attr:`Digests.skipped`); the store moves a damaged file aside, as every listing does.
Finished score sheets (paper games) are counted the same way, cached under ``paper:<id>``.
"""

from __future__ import annotations

import contextlib
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import msgspec

from quiddler.engine import InvalidInputError, RuleOptions
from quiddler.i18n import _
from quiddler.saves.common import SaveError
from quiddler.saves.format import is_game_id
from quiddler.saves.store import SaveStore
from quiddler.scoresheet import SheetStore
from quiddler.stats.digest import GameDigest, digest_of
from quiddler.stats.ratings import Rating, key_of, rate
from quiddler.storage import files, paths
from quiddler.storage.atomic import write_atomic

__all__ = ["Digests", "read_digests", "cache_path", "cached_ratings"]

#: Bump when :class:`GameDigest` changes meaning: an older cache is then ignored and rebuilt.
CACHE_VERSION = 1
_MAX_CACHE_BYTES = 256 * 1024 * 1024


class _Entry(msgspec.Struct):
    size: int
    mtime_ns: int
    digest: GameDigest


class _CacheFile(msgspec.Struct):
    version: int
    games: dict[str, _Entry]


@dataclass
class Digests:
    """The finished games' digests, oldest first (finish time, then id), and what was skipped."""

    games: list[GameDigest] = field(default_factory=list)
    #: One sentence per game that could not be counted.
    skipped: list[str] = field(default_factory=list)


def cache_path() -> Path:
    return paths.cache_dir() / "stats-digests.json"


def _load_cache(path: Path) -> dict[str, _Entry]:
    try:
        cached = files.decode_json(files.read_bytes(path, limit=_MAX_CACHE_BYTES), _CacheFile)
    except files.FileProblem:  # missing, damaged, an older layout: it is only a cache
        return {}
    return cached.games if cached.version == CACHE_VERSION else {}


def read_digests(
    store: SaveStore | None = None, *, cache: Path | None = None, sheets: SheetStore | None = None
) -> Digests:
    """Every finished game's digest, replaying only the games the cache does not hold as they are;
    the finished score sheets of ``sheets`` (paper games) too.

    ``cache`` defaults to :func:`cache_path`; the cache is rewritten only when something changed,
    and a cache folder that cannot be written costs speed, nothing else.
    """
    store = store if store is not None else SaveStore()
    cache = cache if cache is not None else cache_path()
    known = _load_cache(cache)
    fresh: dict[str, _Entry] = {}
    result = Digests()
    changed = False
    try:
        entries = sorted(os.scandir(store.history_dir), key=lambda entry: entry.name)
    except OSError:
        entries = []
    for entry in entries:
        stem, suffix = os.path.splitext(entry.name)
        if suffix != ".json" or not is_game_id(stem):
            continue
        try:
            stat = entry.stat()
        except OSError:
            continue
        old = known.get(stem)
        if old is not None and old.size == stat.st_size and old.mtime_ns == stat.st_mtime_ns:
            fresh[stem] = old
            continue
        changed = True
        try:
            saved = store.load_finished(stem)
        except SaveError as error:  # already a sentence, and the store has moved a damaged file aside
            if error.reason != "missing":
                result.skipped.append(str(error))
            continue
        try:
            digest = digest_of(saved)
        except SaveError as error:
            said = _("The finished game {id} was left out of the statistics: {error}.")
            result.skipped.append(said.format(id=stem, error=str(error).rstrip(".")))
            continue
        fresh[stem] = _Entry(stat.st_size, stat.st_mtime_ns, digest)
    changed = _read_sheets(sheets if sheets is not None else SheetStore(), known, fresh, result) or changed
    if changed or fresh.keys() != known.keys():
        with contextlib.suppress(OSError):
            write_atomic(cache, msgspec.json.encode(_CacheFile(CACHE_VERSION, fresh)).decode("utf-8"))
    result.games = sorted(
        (item.digest for item in fresh.values()), key=lambda game: (game.finished, game.game_id)
    )
    return result


#: The cache keys of paper games: a sheet's id comes from the same generator as a game's.
_PAPER = "paper:"


def _read_sheets(
    sheets: SheetStore, known: dict[str, _Entry], fresh: dict[str, _Entry], result: Digests
) -> bool:
    """Add the finished sheets' digests to ``fresh`` (from ``known`` while a file is unchanged);
    True when one had to be read. A sheet is read with its own dictionary (a challenge the table
    did not rule is the dictionary's), opened once per dictionary and rules."""
    from quiddler.dictionary import DictionaryError
    from quiddler.scoresheet.opening import open_sheet_checker
    from quiddler.stats.paper import paper_digest

    opened: dict[tuple[str | None, str], Any] = {}

    def opener(name: str | None, rules: RuleOptions) -> Any:
        key = (name, repr(rules))
        if key not in opened:
            opened[key] = open_sheet_checker(name, rules)
        return opened[key]

    changed = False
    infos = sheets.finished()
    result.skipped.extend(sheets.take_problems())
    for info in infos:
        try:
            stat = sheets.path_of(info.sheet_id).stat()
        except (OSError, SaveError):
            continue
        key = _PAPER + info.sheet_id
        old = known.get(key)
        if old is not None and old.size == stat.st_size and old.mtime_ns == stat.st_mtime_ns:
            fresh[key] = old
            continue
        changed = True
        try:
            kept = sheets.open(info.sheet_id, opener)
            finished = info.updated_at.strftime("%Y-%m-%dT%H:%M:%SZ")
            digest = paper_digest(kept.sheet, info.sheet_id, finished)
        except (SaveError, DictionaryError, InvalidInputError) as error:
            said = _("The paper game {id} was left out of the statistics: {error}.")
            result.skipped.append(said.format(id=info.sheet_id, error=str(error).rstrip(".")))
            continue
        fresh[key] = _Entry(stat.st_size, stat.st_mtime_ns, digest)
    return changed


class _RatingsFile(msgspec.Struct):
    version: int
    #: How many games (oldest first) the ratings are after, and the fingerprint of that list.
    count: int
    chain: str
    #: key -> [name, mu, sigma, games]
    ratings: dict[str, tuple[str, float, float, int]]


def _chain(games: list[GameDigest]) -> list[str]:
    """A running fingerprint of the rated games, one after each game: what a rating depends on
    (the game, its finish time, its players and totals) and the levels' calibration."""
    import hashlib

    from quiddler.stats.calibration import LEVELS

    running = hashlib.sha256(repr(sorted(LEVELS.items())).encode("utf-8"))
    chain = []
    for game in games:
        seats = "|".join(f"{key_of(seat)}:{seat.name}:{seat.total}" for seat in game.seats)
        running.update(f"{game.game_id}/{game.finished}/{seats};".encode())
        chain.append(running.hexdigest()[:32])
    return chain


def cached_ratings(games: list[GameDigest], *, cache: Path | None = None) -> dict[str, Rating]:
    """:func:`~quiddler.stats.ratings.rate` over ``games`` (oldest first, as :func:`read_digests`
    gives them), continuing from the cached ratings when the games then rated are the first of
    these, unchanged; the cache is a saving of time only, checked against the games every time."""
    path = (cache if cache is not None else cache_path()).with_name("stats-ratings.json")
    chain = _chain(games)
    start: dict[str, Rating] = {}
    done = 0
    try:
        kept = files.decode_json(files.read_bytes(path, limit=_MAX_CACHE_BYTES), _RatingsFile)
    except files.FileProblem:
        kept = None
    usable = kept is not None and kept.version == CACHE_VERSION and 0 < kept.count <= len(games)
    if kept is not None and usable and chain[kept.count - 1] == kept.chain:
        done = kept.count
        start = {
            key: Rating(key, name, mu, sigma, count) for key, (name, mu, sigma, count) in kept.ratings.items()
        }
    ratings = rate(games[done:], start=start) if done < len(games) or not start else start
    if games and done != len(games):
        table = {key: (r.name, r.mu, r.sigma, r.games) for key, r in ratings.items()}
        with contextlib.suppress(OSError):
            text = msgspec.json.encode(_RatingsFile(CACHE_VERSION, len(games), chain[-1], table))
            write_atomic(path, text.decode("utf-8"))
    return ratings
