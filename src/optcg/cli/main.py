"""The `optcg` command line (a Typer app) and its `play` command.

    optcg play --seed 1                    # two AIs, the log as it goes
    optcg play --p1 human --p2 greedy      # play against the greedy AI
    optcg deck validate my_deck.txt
    optcg cards show ST01-012
    optcg replay verify game.json
"""

import inspect
import os
from pathlib import Path
from typing import Annotated, Optional

import typer
from rich.text import Text

from .. import __version__, native
from ..agents import AGENTS, make_agent
from ..api import new_game, resolve_deck
from ..decks import builtin_decks
from ..cards import default_database
from ..cards.defs import card_def
from ..engine import UnimplementedCardsError
from ..files import OutputError
from .cards import cards_app
from .common import (EXIT_FAILURE, EXIT_INTERRUPTED, EXIT_OUTPUT, EXIT_USAGE, SEED_MAX,
                     Force, fail, err_console, friendly_errors, out_console, output_allowed,
                     parse_seed)
from .decks import deck_app
from .human import HumanPlayer
from .play import AIPlayer, TableSession, agent_seed, load_saved, save_game, save_replay
from .render import PLAYER_STYLES, LogPrinter, result_text
from .table import UNAUTOMATED, Tags
from .replays import replay_app
from .serve import serve_command
from .simulate import gauntlet_command, results_app, simulate_command

app = typer.Typer(
    name="optcg",
    help="The ONE PIECE CARD GAME rules engine: play games, check decks, "
         "look up cards and check replays.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_show_locals=False,
    context_settings={"help_option_names": ["-h", "--help"]},
)
app.add_typer(deck_app, name="deck")
app.add_typer(cards_app, name="cards")
app.add_typer(replay_app, name="replay")
app.add_typer(results_app, name="results")
app.command("simulate")(simulate_command)
app.command("gauntlet")(gauntlet_command)
app.command("serve")(serve_command)


_BUILTIN = ", ".join(builtin_decks())


# who can play: a human at this terminal, any AI agent of optcg.agents, or a
# saved policy (policy:PATH, optcg.rl.policy)
def _player_kind(value: str) -> str:
    if value in ("human", *AGENTS):
        return value
    if value.startswith("policy:"):
        try:
            make_agent(value)               # the file loads: fail now, not mid-game
        except ValueError as exc:
            raise typer.BadParameter(str(exc)) from None
        return value
    raise typer.BadParameter(f"{value!r}: choose human, {', '.join(AGENTS)} or policy:PATH")


def _version(value: bool) -> None:
    if value:
        typer.echo(f"optcg {__version__}, {native.engine_description()}")
        raise typer.Exit()


@app.callback()
def main(
    version: Annotated[bool, typer.Option(
        "--version", callback=_version, is_eager=True,
        help="Print the version and which engine runs (compiled or pure "
             "Python), and exit.")] = False,
) -> None:
    """The ONE PIECE CARD GAME rules engine: play games, check decks,
    look up cards and check replays."""


def _deck_label(deck, given: str) -> str:
    if deck.leader is None:
        return given
    info = default_database().find(deck.leader.number)
    return f"{given} ({info.name} {info.number})" if info else given


@app.command()
@friendly_errors
def play(
    p1: Annotated[str, typer.Option(
        "--p1", metavar="KIND", callback=_player_kind,
        help="Who plays P1: human, random, greedy, search (search-easy, search-medium, "
             "search-hard) or policy:PATH (a saved policy).")] = "greedy",
    p2: Annotated[str, typer.Option(
        "--p2", metavar="KIND", callback=_player_kind,
        help="Who plays P2: human, random, greedy, search (search-easy, search-medium, "
             "search-hard) or policy:PATH (a saved policy).")] = "greedy",
    deck1: Annotated[Optional[str], typer.Option(
        "--deck1", metavar="DECK", help=f"P1's deck: a built-in deck ({_BUILTIN}) or a deck list file "
                        "(default st01).")] = None,
    deck2: Annotated[Optional[str], typer.Option(
        "--deck2", metavar="DECK", help=f"P2's deck: a built-in deck ({_BUILTIN}) or a deck list file "
                        "(default st02).")] = None,
    seed: Annotated[Optional[int], typer.Option(
        parser=parse_seed, metavar="SEED",
        help=f"Seed of the shuffles and of the AIs' choices, 0 to {SEED_MAX} (default: "
             f"random; it is printed, so any game can be played again: at the start, "
             f"or at the end of a game a person plays against an AI).")] = None,
    save_replay_to: Annotated[Optional[Path], typer.Option(
        "--save-replay", metavar="FILE", help="Save the game's replay (JSON) to FILE "
                                              "(checked before the game starts).")]
        = None,
    resume: Annotated[Optional[Path], typer.Option(
        "--resume", metavar="FILE",
        help="Continue a game saved when it was interrupted (Ctrl-C), or the replay of "
             "an unfinished game; --p1 and --p2 say who plays on.")] = None,
    force: Force = False,
    quiet: Annotated[bool, typer.Option(
        "--quiet", "-q", help="Do not print the game log, only the result.")] = False,
    show_hidden: Annotated[bool, typer.Option(
        "--show-hidden",
        help="In a game between AIs, print hidden information in the log: every "
             "card drawn, the hands at each turn, Life cards taken.  Refused in a "
             "game with a human player.")] = False,
    no_rules: Annotated[bool, typer.Option(
        "--no-rules", help="Leave the rule citations ([CR 6-5-2]) out of the log "
                           "and the questions.")] = False,
    compact_log: Annotated[bool, typer.Option(
        "--compact-log", help="Print the log one line per event, cut to the "
                              "terminal's width, without rule citations.")] = False,
    allow_unimplemented: Annotated[bool, typer.Option(
        "--allow-unimplemented",
        help=f"Play even with cards whose effects are not automated yet (they play "
             f"with their printed stats and keywords only, marked {UNAUTOMATED}; the log "
             f"names the deck that holds them).")]
        = False,
) -> None:
    """Play a game: AI against AI, a human against an AI, or two humans."""
    console = out_console()
    kinds = (p1, p2)
    humans = [p for p in (0, 1) if kinds[p] == "human"]
    if show_hidden and humans:
        fail("--show-hidden shows every hand and draw: it is for games between AIs, "
             "not for a game with a human player", EXIT_USAGE)
    if save_replay_to is not None:
        force = output_allowed(save_replay_to, force)
    if resume is not None:
        if deck1 is not None or deck2 is not None or seed is not None:
            fail("--resume plays on with the saved decks and seed: leave out "
                 "--deck1, --deck2 and --seed", EXIT_USAGE)
        game = load_saved(resume)
        if game.over:
            fail(f"the game in {resume} is over ({result_text(game.result)}): "
                 f"nothing to resume")
        seed = game.state.seed
        labels = [_leader_label(game, p) for p in (0, 1)]
    else:
        deck1 = "st01" if deck1 is None else deck1
        deck2 = "st02" if deck2 is None else deck2
        if seed is None:
            seed = int.from_bytes(os.urandom(4), "little")
        decks = (resolve_deck(deck1), resolve_deck(deck2))
        labels = [_deck_label(decks[0], deck1), _deck_label(decks[1], deck2)]
        try:
            # a person at the table sees when the other side decides: every
            # decision that turns on hidden cards is asked whatever they are
            game = new_game(decks[0], decks[1], seed=seed,
                            allow_unimplemented=allow_unimplemented,
                            conceal_decisions=bool(humans))
        except UnimplementedCardsError:
            _refuse_unautomated(decks, labels)

    tags = Tags()
    players = [HumanPlayer(p, console, tags=tags, rules=not no_rules) if kinds[p] == "human"
               else AIPlayer(kinds[p], agent_seed(seed, p) + game.state.actions_taken)
               for p in (0, 1)]
    perspective = humans[0] if len(humans) == 1 else None
    printer = LogPrinter(console, perspective=perspective, show_hidden=show_hidden,
                         quiet=quiet, rules=not no_rules, compact=compact_log, tags=tags)
    if resume is not None:
        printer.printed = len(game.events)   # a resumed replay: only what comes next
    # against an AI, the seed would let a person replay the AI's hidden cards:
    # it is shown when the game is over
    seed_at_end = bool(humans) and len(humans) < 2

    for p in (0, 1):
        line = Text(f"P{p + 1}", style=PLAYER_STYLES[p])
        line.append(f" {kinds[p]:<6} {labels[p]}")
        console.print(line)
    if resume is not None:
        console.print(f"Resumed from {resume} at turn {game.state.turn} "
                      f"({game.state.actions_taken} actions played)", soft_wrap=True)
    elif seed_at_end:
        console.print("The seed is shown when the game is over.")
    else:
        console.print(f"Seed {seed} (play this game again with --seed {seed})")

    session = TableSession(game, players, printer, undo=len(humans) == 1)
    try:
        result = session.run()
    except KeyboardInterrupt:
        game = session.game
        console.print(Text("\nInterrupted: the game was not finished.", style="yellow"))
        saved = save_replay_to is None or _save(game, save_replay_to, force, console,
                                                  give_up=False)
        if humans:
            offer_to_save(game, console, kinds)
        raise typer.Exit(EXIT_INTERRUPTED if saved else EXIT_OUTPUT)

    game = session.game
    console.print(Text(result_text(result), style="bold"))
    if seed_at_end:
        console.print(f"Seed {seed} (play this game again with --seed {seed})")
    if save_replay_to is not None:
        _save(game, save_replay_to, force, console)


def _refuse_unautomated(decks, labels) -> None:
    """Say which deck holds cards not automated yet, and what they are."""
    details = []
    for p, deck in enumerate(decks):
        numbers = sorted({n for n in (deck.leader_number, *deck.main_deck())
                          if n is not None and not card_def(n).implemented})
        if numbers:
            listed = ", ".join(f"{n} {card_def(n).name}" for n in numbers)
            details.append(f"P{p + 1}'s deck {labels[p]}: {listed}")
    fail("these decks hold cards not automated yet: their effects would do nothing",
         EXIT_FAILURE, details + ["play anyway with --allow-unimplemented (they keep "
                                  "their printed stats and keywords)"])


def _leader_label(game, p: int) -> str:
    leader = game.card(game.state.leaders[p])
    return f"{leader.name} {leader.number}"


def _save(game, path: Path, force: bool, console, give_up: bool = True) -> bool:
    """Save the replay; on failure exit, or (not `give_up`) say so and go on."""
    try:
        save_replay(game, path, force)
    except OutputError as exc:
        if give_up:
            fail(str(exc), EXIT_OUTPUT)
        err_console().print(Text(f"error: {exc}", style="red"), soft_wrap=True)
        return False
    console.print(f"Replay saved to {path}", soft_wrap=True)
    return True


def offer_to_save(game, console, kinds: tuple[str, str], ask=None) -> Path | None:
    """After Ctrl-C in a game with a person: ask where to save the game to
    resume it (Enter: a default name, n: do not save); the path saved to."""
    ask = ask or console.input
    # named by the actions played, not the seed (that would tell the AI's cards)
    default = Path(f"optcg-game-{game.state.actions_taken}.json")
    while True:
        try:
            answer = ask(f"Save the game to resume it later? File name ({default}), "
                         f"or n not to save: ").strip()
        except (KeyboardInterrupt, EOFError):
            console.print("\nNot saved.")
            return None
        if answer.lower() in ("n", "no"):
            console.print("Not saved.")
            return None
        path = Path(answer) if answer else default
        try:
            save_game(game, path)
        except OutputError as exc:
            console.print(Text(f"{exc}; give another name.", style="red"), soft_wrap=True)
            continue
        console.print(f"Saved to {path}: play on with optcg play --resume {path} "
                      f"--p1 {kinds[0]} --p2 {kinds[1]}", soft_wrap=True)
        return path


def _reflowed(doc: str) -> str:
    """A docstring as help: each paragraph of prose on one line (the
    terminal wraps it to its width), indented blocks kept as they are."""
    paragraphs = inspect.cleandoc(doc).split("\n\n")
    out = []
    for para in paragraphs:
        lines = para.splitlines()
        if any(line.startswith(" ") for line in lines):
            out.append(para)
        else:
            out.append(" ".join(line.strip() for line in lines))
    return "\n\n".join(out)


def reflow_help(typer_app: typer.Typer) -> None:
    """Give every command its docstring as reflowed help, so that help
    text has no line breaks in the middle of a sentence."""
    for info in typer_app.registered_commands:
        if info.help is None and info.callback is not None and info.callback.__doc__:
            info.help = _reflowed(info.callback.__doc__)
    for group in typer_app.registered_groups:
        if group.typer_instance is not None:
            reflow_help(group.typer_instance)


reflow_help(app)

if __name__ == "__main__":  # pragma: no cover
    app()
