"""A small fixed word list for the solver's exactness tests.

Chosen to exercise what matters: double cards (QUIZ, THIN, CLIP, HER, INN), Q without U (QI,
QAT), rare cards (J, X, Z, V), two-letter words (many splits), repeated letters (SEE, KEEL),
anagrams (EAT/TEA/ATE), words too long for any hand, and the one-card words of Junior (A, I,
and IN and ER as double cards).
"""

from __future__ import annotations

_TEXT = """
    a i aa ab ad ae ag ah ai al am an ar as at aw ax ay be bi bo by da de do ed ef eh el em en er es ex
    fa go ha he hi hm ho id if in is it jo ka la li lo ma me mi mo mu my na ne no nu od oe of oh oi
    om on op or os ow ox oy pa pe pi qi re si so ta ti to uh um un up us ut we xi xu ya ye yo za
    quiz quit quite queen quip quin quad squid equip quota qat suq thin then this that than the them
    they thee these those three throw tooth teeth both moth math clip clap clue club clot cloth clan
    clerk uncle her here hers herd fern term tern were very every over under other enter inner inn
    into tin win thing think shin chin grin spin twin skin eat tea ate eta east seat teas sate post
    stop tops spot pots opts see tee eel keel seen teen sees been jab jet jog jug joke jaw jazz fox
    box hex wax tax axe sax vex zax zoo zoa zed zee adz fez dog god cat act tac rat art tar star
    rats arts rain ring rung sing sung song long lung king kind mind wind find fine nine mine line
    vine dive five live give van vet via vow word words sword drown crown brown frown apple orange
    banana internationalization
"""

WORDS: frozenset[str] = frozenset(_TEXT.split())
