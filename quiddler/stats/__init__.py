"""Players' statistics and ratings, computed from the history of finished games.

Nothing here is a second record of the games: :mod:`quiddler.stats.digest` replays each finished
game (its setup and actions, as the history keeps them) into a small digest, and
:mod:`quiddler.stats.cache` keeps those digests only as a rebuildable cache, keyed by each history
file's size and modification time, so a file that changes (or a cache that is lost) is simply
replayed again: the history alone decides. :mod:`quiddler.stats.tally` adds the digests up per
person; :mod:`quiddler.stats.ratings` rates every person and computer level with OpenSkill's
Plackett–Luce model.
"""
