"""One module per subcommand: ``register(subparsers)`` adds its parser, ``run(args)`` runs it.

Keep imports at module level light (argparse, the engine); import Textual or a word list inside
``run`` so that other commands and ``--help`` stay fast.
"""
