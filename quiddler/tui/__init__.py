"""The Textual app (the only part of quiddler that imports Textual)."""
