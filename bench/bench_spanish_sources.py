"""The evidence for the ``es`` list's sources: coverage, size and load time of each choice.

    python bench/bench_spanish_sources.py [--runs 5]

Compares Debian's ``wspanish`` alone, Hunspell's ``es_ES`` expanded alone, and both (what
``dictionaries/build.py`` ships), each folded as the cards spell words and filtered by the
Spanish word rules. Coverage is on :data:`SAMPLE`, common words in the forms a hand makes:
plurals, feminines and verb forms of everyday verbs (regular and irregular, several tenses).
Load time is ``frozenset`` of the gzip'd list (how the English lists load) and, for the shipped
list, the MARISA trie the game loads. Needs ``apt-get install hunspell-es wspanish``.
"""

from __future__ import annotations

import argparse
import gzip
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "dictionaries"))

from build import deterministic_gzip, list_bytes  # noqa: E402
from build_spanish import HUNSPELL_ES, WSPANISH, build_spanish, trie_bytes  # noqa: E402

from quiddler.dictionary.rules import spanish_rules  # noqa: E402

#: Common words as a hand spells them (accents dropped): 40 plurals and feminines, 60 verb forms.
_SAMPLE = """
casas perros ninos ninas ciudades arboles mujeres hombres luces veces leyes papeles manos dias
ojos cosas vidas paises madres padres amigas buenas grandes nuevas felices rojas blancas negros
libros mesas sillas calles noches anos flores peces voces reyes trenes meses lapices caminos
hablo hablas habla hablamos hablan hable hablaron hablaba hablabamos hablara hablaria hablando
como comes comemos comen comi comio comieron comiendo comido vivo vives vivimos viven vivio
tengo tienes tiene tuve tuvo tenia tendre tendria soy eres somos son fui fue fueron era eran
voy vas vamos van iba hice hizo hicimos hecho dijo dije dicho puedo puede pudo quiero quiso
"""
SAMPLE = _SAMPLE.split()


def timed(function, runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        function()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    rules = spanish_rules()
    choices = {
        "wspanish": build_spanish(None, WSPANISH, rules)[0],
        "hunspell es_ES": build_spanish(HUNSPELL_ES, None, rules)[0],
        "both (shipped)": build_spanish(HUNSPELL_ES, WSPANISH, rules)[0],
    }
    print(f"Coverage of {len(SAMPLE)} common forms (plurals, feminines, verb forms), size, load:")
    print(f"  {'source':<16} {'words':>8} {'sample':>8} {'gzip':>8} {'load (set)':>11}")
    for name, words in choices.items():
        raw = deterministic_gzip(list_bytes(words))
        found = sum(word in words for word in SAMPLE)
        load = timed(lambda raw=raw: frozenset(gzip.decompress(raw).decode("ascii").split()), args.runs)
        missing = " ".join(word for word in SAMPLE if word not in words)
        size = len(raw) / 2**20
        print(f"  {name:<16} {len(words):>8,} {found:>4}/{len(SAMPLE)} {size:>6.2f}MB {load:>9.1f}ms")
        if missing:
            print(f"    missing: {missing[:300]}")
    import marisa_trie

    trie = trie_bytes(choices["both (shipped)"])
    load = timed(lambda: marisa_trie.Trie().frombytes(trie), args.runs)
    print(f"  the shipped list as a MARISA trie: {len(trie) / 2**20:.2f}MB, loads in {load:.2f}ms")


if __name__ == "__main__":
    main()
