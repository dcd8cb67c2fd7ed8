"""A damaged file's description names the field and what is wrong with it in the player's
language: the decoder's own English ("expected int, got float") reached Spanish sentences."""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec
import pytest

from quiddler.i18n import speaking
from quiddler.storage.files import describe_invalid


class Shape(msgspec.Struct, forbid_unknown_fields=True):
    seed: int = 0
    count: Annotated[int, msgspec.Meta(ge=0)] = 0
    name: Annotated[str, msgspec.Meta(min_length=1)] = "x"
    code: Annotated[str, msgspec.Meta(pattern="^[A-Z]+$")] = "A"
    kind: Literal["human", "bot"] = "human"


CASES = [
    (b'{"seed": 1.5}', "seed: expected int, got float", "seed: se esperaba int y hay float"),
    (b'{"count": -1}', "count: expected int >= 0", "count: se esperaba int >= 0"),
    (b'{"name": ""}', "name: expected str of length >= 1", "name: se esperaba str de longitud >= 1"),
    (b'{"code": "a"}', "code: expected str matching regex", "code: se esperaba str que siga el patrón regex"),
    (b'{"kind": "cat"}', "kind: invalid enum value 'cat'", "kind: valor no admitido: 'cat'"),
    (b'{"other": 1}', "object contains unknown field other", "el objeto tiene un campo desconocido, other"),
]


@pytest.mark.parametrize(("document", "english", "spanish"), CASES, ids=[case[1] for case in CASES])
def test_the_decoder_s_words_are_said_in_the_player_s_language(
    document: bytes, english: str, spanish: str
) -> None:
    with pytest.raises(msgspec.ValidationError) as caught:
        msgspec.json.decode(document, type=Shape)
    assert english in describe_invalid(caught.value)
    with speaking("es"):
        said = describe_invalid(caught.value)
    assert spanish in said
    for word in ("expected", "got", "length", "matching", "invalid", "contains"):
        assert word not in said
