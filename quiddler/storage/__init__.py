"""Everything quiddler keeps in the data and cache folders goes in and out through this package.

* :mod:`.paths` — where the data and cache folders are (``QUIDDLER_DATA_DIR`` and
  ``QUIDDLER_CACHE_DIR`` override them), never made by a reader; ``ensure_data_dir()`` and
  ``make_folder()`` make them, or say in one sentence why they cannot.
* :mod:`.files` — the one door files come in by: regular files only, size limits, UTF-8, JSON
  validated against msgspec schemas, ``printable()`` for text from a file shown on a terminal.
* :mod:`.atomic` — every file written whole or not at all (temporary file, fsync, rename),
  removed durably, or moved aside when it is damaged.
* :mod:`.records` — a player's record (solitaire's, the daily game's) read as a versioned JSON
  file: what becomes of a missing, damaged, newer or unreadable one is decided there, once.
* :mod:`.locks` — the operating-system locks that keep a game, a score sheet or the solitaire
  table open in one window, and the house words changed by one quiddler at a time.

Nothing is imported here: a module that needs one part loads only that part (start-up time).
Outside this package no module opens a file for writing, renames, removes or makes a folder
(``tests/files/test_only_storage_writes.py`` reads the source to check it).
"""
