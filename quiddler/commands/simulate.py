"""``quiddler simulate``: computer players play each other with no UI, and the results are counted.

    quiddler simulate --players hard,easy --games 200 --seed 1
    quiddler simulate --players hard,greedy --games 5 --json > games.jsonl

Game ``k`` of a run has seed ``S + k`` (``S`` from ``--seed``), and the line-up turns one seat
each game so that every player leads as often as the others. The same command line always gives
the same games, and each game is dealt through :meth:`Match.new <quiddler.match.Match.new>`, the
entrance of ``quiddler play`` and ``quiddler host``: seat ``i``'s computer player is seeded
``seed + i`` there as here, so the same seats and seed make the same moves and scores wherever the
game is dealt (before, simulate seeded its players from a hash of the game's seed and seat; the
match's ``seed + i`` was kept because saved games are replayed with it). ``--json`` prints one
JSON object per game, one per line, in the shape documented in :mod:`quiddler.match.headless`.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
from dataclasses import dataclass, field, replace
from typing import Any

from quiddler.cli import UsageError
from quiddler.commands import add_family_option
from quiddler.i18n import _, ngettext

__all__ = ["register", "run", "PlayerTally", "format_summary"]

#: A first seed drawn at random is below this: short enough to read out and type again.
SEED_LIMIT = 1_000_000


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "simulate",
        help=_("computer players play each other headless; prints who wins and how"),
        description=_(
            "Play complete games between computer players with no UI and print, per "
            "player, wins, scores, how often it went out first and how long it took to decide."
        ),
    )
    parser.add_argument(
        "--players",
        required=True,
        metavar="LEVELS",
        help=_(
            "comma-separated computer levels, one per seat: easy, medium, hard, expert or greedy "
            "(e.g. expert,hard)"
        ),
    )
    parser.add_argument("--games", default="100", metavar="N", help=_("number of games (default 100)"))
    parser.add_argument(
        "--seed", default=None, metavar="S", help=_("seed of the first game (default: random, and printed)")
    )
    parser.add_argument("--dictionary", default=None, metavar="NAME", help=_("dictionary (default: en)"))
    parser.add_argument("--no-house-words", action="store_true", help=_("ignore the table's house words"))
    parser.add_argument(
        "--rules", default="standard", metavar="NAME", help=_("rule preset (default: standard)")
    )
    add_family_option(parser, who=_("the computer players' words"))
    parser.add_argument(
        "--samples",
        default=None,
        metavar="N",
        # The defaults are quiddler.players.expert's (not imported here: registering stays light;
        # a test checks the two agree).
        help=_("expert players: deals of the unseen cards weighed per decision (default 24)"),
    )
    parser.add_argument(
        "--budget",
        default=None,
        metavar="MS",
        help=_(
            "expert players: most processor time per decision, in milliseconds (default 250); "
            "a decision cut short is no longer reproducible"
        ),
    )
    parser.add_argument("--json", action="store_true", help=_("print one JSON game record per line instead"))
    parser.add_argument(
        "--save",
        action="store_true",
        help=_("keep the games in the history, where statistics and ratings count them (default: not kept)"),
    )
    parser.set_defaults(run=run)


@dataclass
class PlayerTally:
    """Everything counted for one player of the line-up across the games of a run."""

    name: str
    level: str
    wins: float = 0.0
    outright: int = 0
    totals: list[int] = field(default_factory=list)
    round_scores: list[int] = field(default_factory=list)
    rounds_out_first: int = 0
    rounds: int = 0
    decision_times: list[float] = field(default_factory=list)
    #: Decisions an expert cut short because its time budget ran out.
    cut_short: int = 0


def _count(text: str, option: str, *, minimum: int) -> int:
    try:
        value = int(text)
    except ValueError:
        raise UsageError(
            _("{option} takes a whole number, not {value}").format(option=option, value=repr(text))
        ) from None
    if value < minimum:
        raise UsageError(
            _("{option} must be at least {minimum}, not {value}").format(
                option=option, minimum=minimum, value=value
            )
        )
    return value


def run(args: argparse.Namespace) -> int:
    from quiddler.dictionary import open_checker
    from quiddler.engine import InvalidInputError, new_seed, preset
    from quiddler.i18n import preset_title
    from quiddler.match.headless import play_match, seat_names
    from quiddler.match.match import CannotStart
    from quiddler.match.setup import MatchSetup, Seat
    from quiddler.players import make_player, parse_levels

    games = _count(args.games, "--games", minimum=1)
    if args.seed is None:
        seed = new_seed(SEED_LIMIT)
    else:
        try:
            seed = int(args.seed)
        except ValueError:
            said = _("{option} takes a whole number, not {value}")
            raise UsageError(said.format(option="--seed", value=repr(args.seed))) from None
    try:
        levels = parse_levels(args.players)
        rules = preset(args.rules)
    except InvalidInputError as error:
        raise UsageError(str(error)) from None
    if not rules.min_players <= len(levels) <= rules.max_players:
        raise UsageError(
            _(
                "{rules} is for {fewest} to {most} players: --players "
                "needs {fewest} to {most} levels, not {count}"
            ).format(rules=rules.title, fewest=rules.min_players, most=rules.max_players, count=len(levels))
        )
    expert = _expert_settings(args, levels)
    # DictionaryError: one sentence, exit 2 (cli.main). Junior adds the names list to it.
    dictionary = open_checker(args.dictionary, rules, args.family, house_words=not args.no_house_words)

    names = seat_names(levels)
    tallies = [PlayerTally(name, level) for name, level in zip(names, levels, strict=True)]
    out = sys.stdout
    for number in range(games):
        game_seed = seed + number
        turn = number % len(levels)
        lineup = [(index + turn) % len(levels) for index in range(len(levels))]  # seat -> player
        players: list[Any] = []

        def made(level: str, seed: int, checker: Any, made: list[Any] = players) -> Any:
            made.append(make_player(level, seed=seed, dictionary=checker, expert=expert))
            return made[-1]

        # One entrance: dealt as play and host deal (Match.new; seat i's player seeded seed + i).
        seats = tuple(Seat.computer(names[who], levels[who]) for who in lineup)
        setup = MatchSetup(seats, rules, seed=game_seed, preset=rules.name, family=args.family)
        try:
            result = play_match(setup, checker=dictionary, bot_factory=made)
        except CannotStart as error:  # a seed no game can be dealt with: one sentence, exit 2
            raise UsageError(str(error)) from None
        if args.json:
            record = result.record
            record["dictionary"] = dictionary.name
            out.write(json.dumps(record, separators=(",", ":")) + "\n")
            out.flush()
        if args.save:
            from quiddler.stats.keep import keep_in_history

            keep_in_history(result.game, levels=result.levels, dictionary=dictionary.name, family=args.family)
        _tally(tallies, lineup, result)
        for seat, who in enumerate(lineup):
            tallies[who].cut_short += getattr(players[seat], "budget_hits", 0)
    if not args.json:
        out.write(
            format_summary(
                tallies, games=games, seed=seed, rules=preset_title(rules.name), dictionary=dictionary.name
            )
        )
    return 0


def _expert_settings(args: argparse.Namespace, levels: tuple[str, ...]) -> Any:
    """The expert players' settings from ``--samples`` and ``--budget`` (None: the defaults)."""
    from quiddler.players.expert import ExpertSettings

    if args.samples is None and args.budget is None:
        return None
    if "expert" not in levels:
        raise UsageError(_("--samples and --budget set how expert players think; the line-up has no expert"))
    settings = ExpertSettings()
    if args.samples is not None:
        settings = replace(settings, samples=_count(args.samples, "--samples", minimum=1))
    if args.budget is not None:
        settings = replace(settings, budget=_count(args.budget, "--budget", minimum=1) / 1000)
    return settings


def _tally(tallies: list[PlayerTally], lineup: list[int], result: Any) -> None:
    game = result.game
    winners = game.winners
    for seat, who in enumerate(lineup):
        tally = tallies[who]
        if seat in winners:
            tally.wins += 1 / len(winners)
            tally.outright += len(winners) == 1
        tally.totals.append(game.totals[seat])
        for summary in game.summaries:
            tally.round_scores.append(summary.scores[seat])
            tally.rounds += 1
            tally.rounds_out_first += summary.went_out == seat
        tally.decision_times.extend(result.decision_times[seat])


def _percentile(values: list[float], fraction: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(fraction * len(ordered)) - 1)]


def _wilson(successes: float, trials: int) -> tuple[float, float]:
    """The 95% Wilson interval of a proportion (shared wins count as fractions)."""
    if trials == 0:
        return (0.0, 0.0)
    z = 1.96
    p = successes / trials
    centre = (p + z * z / (2 * trials)) / (1 + z * z / trials)
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / (1 + z * z / trials)
    return (max(0.0, centre - half), min(1.0, centre + half))


def _heading_row() -> str:
    """The table's column headings, each at its column's width."""
    names = [_("player"), _("wins"), _("win % (95% CI)"), _("final mean"), _("sd")]
    names += [_("round mean"), _("out first"), _("ms med"), _("ms p95")]
    widths = ("<10", ">7", ">20", ">10", ">6", ">10", ">9", ">7", ">7")
    return " ".join(f"{name:{width}}" for name, width in zip(names, widths, strict=True))


def format_summary(tallies: list[PlayerTally], *, games: int, seed: int, rules: str, dictionary: str) -> str:
    """The human-readable table ``simulate`` prints (wins with a 95% interval, scores, timings)."""
    heading = ngettext(
        "{count} game, seeds {first}..{last}, {rules} rules, dictionary {dictionary}",
        "{count} games, seeds {first}..{last}, {rules} rules, dictionary {dictionary}",
        games,
    ).format(count=games, first=seed, last=seed + games - 1, rules=rules, dictionary=dictionary)
    lines = [
        heading,
        "",
        _heading_row(),
    ]
    for tally in tallies:
        low, high = _wilson(tally.wins, games)
        spread = statistics.stdev(tally.totals) if len(tally.totals) > 1 else 0.0
        lines.append(
            f"{tally.name:<10} {tally.wins:>7.1f} "
            f"{100 * tally.wins / games:>6.1f} ({100 * low:4.1f}–{100 * high:5.1f}) "
            f"{statistics.fmean(tally.totals):>10.1f} {spread:>6.1f} "
            f"{statistics.fmean(tally.round_scores):>10.1f} "
            f"{100 * tally.rounds_out_first / max(1, tally.rounds):>8.1f}% "
            f"{1000 * _percentile(tally.decision_times, 0.5):>7.2f} "
            f"{1000 * _percentile(tally.decision_times, 0.95):>7.2f}"
        )
    if len(tallies) == 2:
        first, second = tallies
        margins = [a - b for a, b in zip(first.totals, second.totals, strict=True)]
        mean = statistics.fmean(margins)
        half = 1.96 * statistics.stdev(margins) / math.sqrt(len(margins)) if len(margins) > 1 else 0.0
        said = _("margin {first} − {second}: {mean} ± {half} points a game (95% CI)").format(
            first=first.name, second=second.name, mean=f"{mean:+.1f}", half=f"{half:.1f}"
        )
        lines += ["", said]
    cut = [tally for tally in tallies if tally.cut_short]
    if cut:
        counts = ", ".join(f"{tally.name} {tally.cut_short}" for tally in cut)
        lines += [
            "",
            _("Decisions cut short by the time budget (not reproducible): {counts}.").format(counts=counts),
        ]
    lines.append("")
    lines.append(
        _("Wins: a shared win counts as a fraction. Out first: share of rounds the player went out.")
    )
    return "\n".join(lines) + "\n"
