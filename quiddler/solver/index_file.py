"""The word index as a file: plain data, checked whole when read, never code.

An index is kept in two places: shipped with quiddler for the bundled ``en`` and ``es`` lists
(``dictionaries/*.wordindex``, made by ``dictionaries/build_index.py``), and in the user's cache
folder for any other word list. Another program may write that folder, so a file is only ever
read as data (no :mod:`pickle`, which runs whatever the file says) and every part is checked
before the search may touch it:

    magic line  b"quiddler word index\\n"
    4 bytes     the header's length (little-endian), at most 4 KiB
    header      JSON (:class:`Header`): format, source, card order, sizes, BLAKE2b of the payload
    payload     zlib: arcs, first, entry (uint32 each), points (uint8), offsets (uint32),
                single (int32, 32 of them), spellings (bytes)

A file is refused (:class:`IndexFileError`; the cache then rebuilds it) when anything is off:
another magic or format, a header that does not parse or whose sizes do not add up, a payload
that does not inflate to exactly its size (a deflate bomb stops at the size plus one byte), a
digest that differs, or values that would send the search out of its arrays (a child past the
last node, a group past the last, spellings that are not cards). The checks run at C speed
(``max``, ``map``, ``bytes.translate``): a few milliseconds for the English index. A named pipe
or a device in place of the file is refused by :func:`quiddler.storage.files.read_bytes` without waiting.
"""

from __future__ import annotations

import hashlib
import operator
import sys
import zlib
from array import array
from itertools import islice, repeat

import msgspec

from quiddler.engine.cards import Card
from quiddler.engine.errors import InvalidInputError
from quiddler.solver.index import INDEX_FORMAT, TRIE_PADDING, WordIndex

__all__ = ["MAGIC", "Header", "IndexFileError", "dumps", "header_of", "loads"]

MAGIC = b"quiddler word index\n"
#: The most bytes a header takes.
HEADER_LIMIT = 4096
#: The largest index read: far above the Spanish list's (about 35 MB inflated).
PAYLOAD_LIMIT = 256 * 1024 * 1024
_WORD = "I" if array("I").itemsize == 4 else "L"
_SIGNED = "i" if array("i").itemsize == 4 else "l"
_CARDS: dict[str, Card] = {card.value: card for card in Card}
#: Bytes a spelling may hold: a card's place in deck order, or the separator.
_NOT_A_CARD = bytes(range(len(Card))) + b"\xff"


class IndexFileError(InvalidInputError):
    """The bytes are not a word index this quiddler can use (the cache rebuilds it). One of the
    project's error family, and still a ValueError for callers that catch those."""


class Header(msgspec.Struct, forbid_unknown_fields=True):
    """What the payload holds and where it came from."""

    format: int
    #: What the index was built from: the fingerprint of its words (a list's hash, say).
    source: str
    #: The cards in code order, by value ("z q x …").
    order: str
    word_count: int
    nodes: int
    groups: int
    spelling_bytes: int
    #: BLAKE2b (32 bytes, hex) of the inflated payload.
    digest: str


def _little(values: array[int]) -> bytes:
    if sys.byteorder == "big":
        values = array(values.typecode, values)
        values.byteswap()
    return values.tobytes()


def _array(typecode: str, data: bytes | memoryview) -> array[int]:
    values = array(typecode)
    values.frombytes(data)
    if sys.byteorder == "big":
        values.byteswap()
    return values


def dumps(index: WordIndex, source: str, *, level: int = 6) -> bytes:
    """The file of ``index``, built from the words whose fingerprint is ``source``. The same
    index and source give the same bytes (with the same zlib)."""
    parts = [
        _little(array(_WORD, index.arcs)),
        _little(array(_WORD, index.first)),
        _little(array(_WORD, index.entry)),
        bytes(index.points),
        _little(array(_WORD, index.offsets)),
        _little(array(_SIGNED, index.single)),
        bytes(index.spellings),
    ]
    payload = b"".join(parts)
    header = Header(
        format=INDEX_FORMAT,
        source=source,
        order=" ".join(card.value for card in index.order),
        word_count=index.word_count,
        nodes=len(index.arcs),
        groups=len(index.offsets) - 1,
        spelling_bytes=len(index.spellings),
        digest=hashlib.blake2b(payload, digest_size=32).hexdigest(),
    )
    encoded = msgspec.json.encode(header)
    return MAGIC + len(encoded).to_bytes(4, "little") + encoded + zlib.compress(payload, level)


def header_of(data: bytes) -> Header:
    """The checked header of a file's bytes; raises :class:`IndexFileError`."""
    if not data.startswith(MAGIC):
        raise IndexFileError("not a word index")
    start = len(MAGIC) + 4
    size = int.from_bytes(data[len(MAGIC) : start], "little")
    if size > HEADER_LIMIT or len(data) < start + size:
        raise IndexFileError("the header is cut short or too long")
    try:
        header = msgspec.json.decode(data[start : start + size], type=Header)
    except msgspec.DecodeError as error:
        raise IndexFileError(f"the header is damaged ({error})") from None
    if header.format != INDEX_FORMAT:
        raise IndexFileError(f"index format {header.format}, not {INDEX_FORMAT}")
    if not (header.nodes > TRIE_PADDING and header.groups >= 0 and header.spelling_bytes >= 0):
        raise IndexFileError("impossible sizes")
    if 12 * header.nodes + 5 * header.groups + header.spelling_bytes > PAYLOAD_LIMIT:
        raise IndexFileError("too big")
    return header


def loads(data: bytes, *, source: str | None = None, shipped: bool = False) -> WordIndex:
    """The index in a file's bytes, checked whole (see the module notes). With ``source``, an
    index built from other words is refused too. Raises :class:`IndexFileError`.

    A ``shipped`` file (installed with quiddler, as trusted as its code and its word lists) is
    only checked for its header and sizes: the digest and the range checks of a file from the
    cache folder would cost a Spanish start half a second for nothing."""
    header = header_of(data)
    if source is not None and header.source != source:
        raise IndexFileError("built from other words")
    values = header.order.split()
    if len(values) != len(Card) or len(set(values)) != len(Card) or not set(values) <= _CARDS.keys():
        raise IndexFileError("the card order is damaged")
    order = tuple(_CARDS[value] for value in values)
    nodes, groups, spelled = header.nodes, header.groups, header.spelling_bytes
    expected = 12 * nodes + 5 * groups + 4 + 32 * 4 + spelled
    inflate = zlib.decompressobj()
    start = len(MAGIC) + 4 + int.from_bytes(data[len(MAGIC) : len(MAGIC) + 4], "little")
    try:
        payload = inflate.decompress(memoryview(data)[start:], expected + 1)
    except zlib.error:
        raise IndexFileError("the payload is damaged") from None
    if len(payload) != expected or not inflate.eof or inflate.unused_data:
        raise IndexFileError("the payload is cut short or too long")
    if not shipped and hashlib.blake2b(payload, digest_size=32).hexdigest() != header.digest:
        raise IndexFileError("the payload differs from its digest")
    view = memoryview(payload)
    cuts = [4 * nodes, 4 * nodes, 4 * nodes, groups, 4 * (groups + 1), 32 * 4, spelled]
    pieces = []
    position = 0
    for size in cuts:
        pieces.append(view[position : position + size])
        position += size
    arcs, first, entry = (_array(_WORD, piece) for piece in pieces[:3])
    points = _array("B", pieces[3])
    offsets = _array(_WORD, pieces[4])
    single = _array(_SIGNED, pieces[5])
    spellings = bytes(pieces[6])
    if not shipped:
        _check(arcs, first, entry, offsets, single, spellings, groups)
    return WordIndex(order, arcs, first, entry, points, spellings, offsets, single, header.word_count)


def _check(
    arcs: array[int],
    first: array[int],
    entry: array[int],
    offsets: array[int],
    single: array[int],
    spellings: bytes,
    groups: int,
) -> None:
    """Refuse values that would take the search out of its arrays.

    The trie ends with :data:`~quiddler.solver.index.TRIE_PADDING` empty nodes, so a child
    (``first`` plus fewer than 32 arcs) of any node whose ``first`` is below the padding is a
    node; every group number, offset and spelling byte is in range; no group and no spelling is
    empty (each offset starts a card, each group ends with one)."""
    nodes = len(arcs)
    if max(first) > nodes - TRIE_PADDING - 1 or any(islice(arcs, nodes - TRIE_PADDING, None)):
        raise IndexFileError("the trie leads out of itself")
    if groups and (max(entry) >= groups or max(single) >= groups or min(single) < -1):
        raise IndexFileError("a group number is out of range")
    if not groups and (any(entry) or max(single) != -1):
        raise IndexFileError("a group number is out of range")
    if offsets[0] != 0 or offsets[-1] != len(spellings):
        raise IndexFileError("the spellings do not add up")
    if not all(map(operator.lt, offsets, islice(offsets, 1, None))):
        raise IndexFileError("a group has no spelling")
    if spellings.translate(None, _NOT_A_CARD) or b"\xff\xff" in spellings:
        raise IndexFileError("a spelling holds something other than cards")
    if groups:
        starts = bytes(map(spellings.__getitem__, islice(offsets, 0, groups)))
        ends = bytes(map(spellings.__getitem__, map(operator.sub, islice(offsets, 1, None), repeat(1))))
        if b"\xff" in starts or b"\xff" in ends:
            raise IndexFileError("a spelling is empty")
