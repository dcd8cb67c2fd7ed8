"""A fixed word list for the solitaire UI tests, so a seeded game plays the same whatever the
bundled dictionaries become. Common English words only."""

from __future__ import annotations

_TEXT = """
    a able ace aces act add ado age aged ages ago aid aide aim air airs ale all also an and ant ants
    any ape apt arc are area arm arms art arts as ash ask at ate auto awe axe bad bag ban bar bare
    base bat be bead bean bear beat bed bee beg bend best bet bid big bin bit bite boa boat bog bold
    bone boo book bore born both bow box boy bud bug bun burn bus but by cab can cane cap car care
    cart case cast cat cell clan clap clay clip clod clog clot cod code coin cold cone cool cop core
    corn cost cot cow cub cue cup cure cut dab dad dare dart date dear den dent die diet dig dim din
    dine dint dip do doe dog done door dose dot doth dove down drag draw due dug dune dust each ear
    earn ears east eat eats eel egg ego elf elm end ends era ere err eve even ever ewe eye fan far
    fat fed fee feet fig fin fine fire fit fix flu fly foe fog for fox fun fur gag gain gas gate
    gave gem get gin go goal goat god gone got gum gun gut hag ham has hat hate have he hen her here
    hero hid hide him hint hip his hit hoe hog hole home hop hot how hue hug hum hut ice idea if ill
    in inch inn into ion iron is it its jab jam jar jaw jet jog joy jug jut keg key kid kin kit lad
    lag lane last late lea lead lean led leg let lid lie line lint lion lip lit log lone lore lot
    loud low mad man map mat me men met mid mix mob mop mud mug nag name nap near neat net new nine
    no nod none nor nose not note now nut oak oar oat oats odd ode of off oil old on one ore our out
    oven over owe owl own ox pad pan pat pea pen pet pie pig pin pit quit quiz quite rag ran rat raw
    red rent rest rid rim rip rise road roast rod rot row rub rue rug run rust rut sad sat saw sea
    seat see set she shin shoe shot sin sit sitter six ski sky so sod son sore sort sue sun tan tar
    tea tear ten tend tent the them then thin this tie tin tine tint to toe ton tone too top tore
    torn toe tot tree trio tub tug tune turn two urn us use van vat vet vie vine wag war was wax we
    web wed wet who win wit woe won yak yam yes yet you zap zen zero zest zinc zone zoo
"""

WORDS: frozenset[str] = frozenset(_TEXT.split())
