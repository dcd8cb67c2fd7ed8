"""Tests of the pure rules engine (quiddler.engine)."""
