"""Quiddler for the terminal: a pure rules engine, dictionaries, a solver and a Textual app."""

__version__ = "0.1.0"
