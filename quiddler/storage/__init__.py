"""Everything quiddler keeps in the data and cache folders goes in and out through this package.

* :mod:`.locks` — the operating-system locks that keep a game, a score sheet or the solitaire
  table open in one window, and the house words changed by one quiddler at a time.

Nothing is imported here: a module that needs one part loads only that part (start-up time).
Outside this package no module opens a file for writing, renames, removes or makes a folder in
the data or cache folders (``tests/files/test_one_door.py`` reads the source to check it).
"""
