"""The app's screens: title, setup, table, dialogs, challenge, summaries, rules and keys."""
