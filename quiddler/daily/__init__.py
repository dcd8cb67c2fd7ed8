"""Quiddler of the day without Textual: the day's par, the share text, opening a day.

The deal and the one-player rules are the engine's (:mod:`quiddler.engine.daily`); the record of
results is kept by :mod:`quiddler.saves.daily`. Here, for any front end:

- :func:`quiddler.daily.par.day_par`: the best total a day's cards allow (docs/rules.md §12), per
  round with the words that make it;
- :func:`quiddler.daily.share.share_text`: the few lines a player shares (no words);
- :mod:`quiddler.daily.opening`: a day opened for play (deal, dictionary, index, par, the
  daily game's setup and its autosave), what ``quiddler daily`` and the Textual screens start from.
"""
