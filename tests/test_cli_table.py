"""The terminal table a player reads: the compact
board, menus, card text, undo, instance tags and the play and replay options
that shape what a person sees."""

from __future__ import annotations

import io
import re

import pytest
from rich.console import Console
from typer.testing import CliRunner

import optcg
from optcg import Action
from optcg.cards import default_database
from optcg.cards.defs import card_def
from optcg.cli.human import HumanPlayer, menu
from optcg.cli.main import app
from optcg.cli.play import AIPlayer, TableSession
from optcg.cli.render import LogPrinter
from optcg.cli.table import UNAUTOMATED, Tags, compact_board
from optcg.decks import load_deck
from optcg.engine import Game
from optcg.testing import Scenario

runner = CliRunner()


def run(*args: str, input: str | None = None):
    result = runner.invoke(app, list(args), input=input)
    assert "Traceback" not in result.output
    return result


def printed(renderable, width: int = 80) -> list[str]:
    out = io.StringIO()
    Console(file=out, width=width, color_system=None).print(renderable)
    return out.getvalue().splitlines()


def labels(entries) -> list[str]:
    return [e.label for e in entries]


def unautomated_number() -> str:
    """A card of the pool whose effects are not automated (yet)."""
    for info in default_database():
        d = card_def(info.number)
        if not d.implemented and d.is_character:
            return info.number
    pytest.skip("every Character of the pool is automated")


# -- the board -------------------------------------------------------------------------

def crowded() -> Scenario:
    s = Scenario(turn=3)
    for side in (s.p1, s.p2):
        for number, don in (("ST01-012", 2), ("ST01-013", 1), ("ST01-006", 0),
                            ("ST01-009", 1), ("ST01-008", 0)):
            side.character(number, don=don, rested=True)
        side.stage("ST01-017")
        side.trash("ST01-003")
        side.don(active=3, rested=2)
    s.p1.hand("ST01-016", "ST01-016", "ST01-003", "ST01-009", "ST01-008", "ST01-013",
              "ST01-012", "ST01-014", "ST01-006", "ST01-002")
    return s


def test_the_compact_board_fits_an_80_column_terminal_with_both_sides_full():
    game = crowded().build()
    lines = printed(compact_board(game.view(0), Tags()))
    assert all(len(line) <= 80 for line in lines), lines
    assert len(lines) <= 16, lines
    assert sum("2 Roronoa Zoro" in line for line in lines) == 2           # both sides
    assert any(line.startswith("  Hand: ") for line in lines)


def test_the_hand_marks_each_cards_keywords_and_trigger():
    """A hand entry carries the keywords and [Trigger] of its card: Chopper
    (ST01-006) [Blocker], Luffy (ST01-012) [Rush], Guard Point (ST01-014) a
    [Trigger]; Karoo (ST01-003) has none."""
    s = Scenario(turn=3)
    s.p1.hand("ST01-006", "ST01-012", "ST01-014", "ST01-003")
    text = "\n".join(printed(compact_board(s.build().view(0), Tags())))
    hand = text[text.index("Hand: "):]
    assert re.search(r"Tony Tony\.Chopper C\d+ \d+( \+\d+)? Blk", hand), hand
    assert re.search(r"Monkey\.D\.Luffy C\d+ \d+( \+\d+)? Rush", hand), hand
    assert re.search(r"Guard Point E\d+( \+\d+)? Trg", hand), hand
    assert re.search(r"Karoo C\d+ \d+ \+\d+( ·|$)", hand), hand


def test_the_board_shows_no_life_before_it_is_placed():
    """CR 5-2-1-7: Life is placed after the mulligans; before that the board
    says '-', not 0."""
    game = optcg.new_game("st01", "st02", seed=4)
    text = "\n".join(printed(compact_board(game.view(game.decision.player), Tags())))
    assert "Life -" in text and "Life 0" not in text
    while game.state.turn == 0:
        game.apply(game.decision.options[0])
    text = "\n".join(printed(compact_board(game.view(0), Tags())))
    assert "Life 5" in text


def test_the_board_is_redrawn_only_when_it_changed():
    game = optcg.new_game("st01", "st02", seed=9)
    out = io.StringIO()
    answers = iter(["x", "1", "1", "b", "1"])
    human = HumanPlayer(game.decision.player, Console(file=out, width=80),
                        read_line=lambda _p: next(answers))
    human.choose(game, game.decision)
    human.choose(game, game.decision)      # the same board: not drawn again
    assert out.getvalue().count("── Setup") == 1
    human.choose(game, game.decision)      # `b` draws it anyway
    assert out.getvalue().count("── Setup") == 2


# -- menus and card text --------------------------------------------------------------------

def main_phase(hand: tuple) -> Game:
    s = Scenario(turn=3)
    s.p1.hand(*hand)
    s.p1.don(active=3)
    s.p2.character("ST01-006")
    return s.build()


def test_identical_options_are_one_line_in_a_stable_order():
    a = main_phase(("ST01-016", "ST01-003", "ST01-016", "ST01-009"))
    b = main_phase(("ST01-009", "ST01-016", "ST01-016", "ST01-003"))
    ea, _ = menu(a, a.view(0), a.decision)
    eb, _ = menu(b, b.view(0), b.decision)
    assert labels(ea) == labels(eb)                  # the hand's order does not matter
    jambe = [e for e in ea if "Diable Jambe" in e.label]
    assert len(jambe) == 1 and len(jambe[0].actions) == 2
    kinds = [e.actions[0].kind for e in ea]
    assert kinds.index("play") < kinds.index("give_don") < kinds.index("end_phase")
    assert kinds[-1] == "end_phase"
    plays = [e.label for e in ea if e.actions[0].kind == "play"]
    assert plays == sorted(plays)
    assert sum(len(e.actions) for e in ea) == len(a.decision.options)


def test_each_option_shows_its_cards_text_rendered_from_the_script():
    game = main_phase(("ST01-016",))
    out = io.StringIO()
    human = HumanPlayer(0, Console(file=out, width=200), read_line=lambda _p: "1",
                        show_board=False)
    human.choose(game, game.decision)
    row = next(line for line in out.getvalue().splitlines() if "Play Diable Jambe" in line)
    assert "— [Main] Select up to 1 of your {Straw Hat Crew}" in row


def test_the_i_command_shows_the_text_of_an_option_a_number_or_the_hand():
    game = main_phase(("ST01-016", "ST01-003"))
    out = io.StringIO()
    answers = iter(["i 1", "i st01-012", "i", "i 99", "i XX-999", "1"])
    human = HumanPlayer(0, Console(file=out, width=300), read_line=lambda _p: next(answers),
                        show_board=False)
    human.choose(game, game.decision)
    text = out.getvalue()
    assert "Diable Jambe (ST01-016), Event, cost 1: [Main] Select up to 1" in text
    assert "Monkey.D.Luffy (ST01-012), Character, cost 5, 6000 power: [Rush]" in text
    assert "Karoo (ST01-003), Character, cost 1, 3000 power, Counter +1000: no effect" in text
    assert "no option 99" in text and "no card XX-999" in text


def test_the_i_command_finds_a_card_on_the_board_by_its_name():
    """The board names cards without their numbers: `i NAME` reads a card
    this player sees (the field, the hand, a trash), never one hidden."""
    s = Scenario(turn=3)
    s.p1.hand("ST01-003")
    s.p2.character("ST01-006")
    s.p2.hand("ST01-013")                       # Roronoa Zoro, in the opponent's hand
    game = s.build()
    out = io.StringIO()
    answers = iter(["i chopper", "i KAROO", "i zoro", "1"])
    human = HumanPlayer(0, Console(file=out, width=300), read_line=lambda _p: next(answers),
                        show_board=False)
    human.choose(game, game.decision)
    text = out.getvalue()
    assert "Tony Tony.Chopper (ST01-006), Character, cost 1, 1000 power: [Blocker]" in text
    assert "Karoo (ST01-003), Character, cost 1, 3000 power" in text
    assert "no card zoro" in text and "ST01-013" not in text


def test_a_long_menu_groups_its_short_options_under_headings_within_80_columns():
    s = Scenario(turn=3)
    for number in ("ST01-004", "ST01-004", "ST01-009", "ST01-007", "ST01-013"):
        s.p1.character(number)
    s.p1.hand("ST01-006")
    s.p1.don(active=2)
    s.p2.character("ST02-002", rested=True)
    game = s.build()
    out = io.StringIO()
    # a tall terminal: the whole menu at once
    human = HumanPlayer(0, Console(file=out, width=80, height=60), read_line=lambda _p: "1")
    human.choose(game, game.decision)
    lines = out.getvalue().splitlines()
    assert all(len(line) <= 80 for line in lines)
    menu_lines = lines[next(k for k, t in enumerate(lines) if t.startswith("Your Main")):]
    numbers = [int(n) for line in menu_lines for n in re.findall(r"(?:^|\s)(\d+)\. ", line)]
    assert numbers == list(range(1, len(numbers) + 1)) and len(numbers) > 10
    for heading in ("     Play Tony Tony.Chopper (ST01-006) (cost 1), trashing to make room:",
                    "     Give 1 DON!! to:", "     Attack Vito (5000) with:"):
        assert heading in lines
    # two Sanji on the field are told apart (#1, #2), never merged into one option
    assert any("Sanji #1" in t and "Sanji #2" in t for t in menu_lines)
    assert " x2 " not in out.getvalue()


def test_a_menu_too_long_for_24_lines_folds_each_kind_into_one_line_asked_next():
    """On an 80x24 terminal, a crowded Main Phase (10 cards in hand, a full
    field) folds the options of each kind into one line, and a group of
    them into one line again; choosing one asks which option of it, and 0
    goes back a level."""
    game = crowded().build()
    out = io.StringIO()
    # Play a card; Nico Robin's group; back; back; i 1; Play a card; Nico Robin; trash Vivi
    answers = iter(["1", "4", "0", "0", "i 1", "1", "4", "2"])
    human = HumanPlayer(0, Console(file=out, width=80, height=24),
                        read_line=lambda _p: next(answers))
    action = human.choose(game, game.decision)
    text = out.getvalue()
    lines = text.splitlines()
    assert "  1. Play a card… (31 choices)" in lines
    assert "  4. Attack with Monkey.D.Luffy (Leader) (5000)… (6 choices)" in lines
    assert "  4. Play Nico Robin (ST01-008) (cost 3), trashing to make room… (5 choices)" in lines
    assert lines.count("Play a card:") == 3
    assert lines.count("Play Nico Robin (ST01-008) (cost 3), trashing to make room:") == 2
    assert "  2. Nefeltari Vivi" in lines
    assert text.count("  0. back") == 5
    # the menu was shown again after going back, then `i 1` named the group's cards
    assert text.count("Your Main Phase: choose an action.") == 2
    assert "Nico Robin (ST01-008), Character, cost 3, 5000 power" in text
    assert "Diable Jambe (ST01-016), Event, cost 1: [Main]" in text
    assert game.describe(action) == ("Play Nico Robin (ST01-008), "
                                     "trashing Nefeltari Vivi (ST01-009)")
    game.apply(action)                                        # a legal action


def counter_step(target_power_above: bool) -> Game:
    """P2 attacks; P1 holds two Nefeltari Vivi (+1000 Counter each)."""
    s = Scenario(turn=4, turn_player=1)
    s.p1.hand("ST01-009", "ST01-009", "ST01-003")
    target = s.p1.character("ST01-012" if target_power_above else "ST01-003", rested=True)
    s.p2.don(active=2)
    game = s.build()
    game.apply(Action("attack", s.p2.leader_id, target))
    while game.decision.kind != "counter":
        game.apply(game.decision.options[-1])
    return game


def test_counters_are_grouped_by_card():
    game = counter_step(target_power_above=False)
    entries, note = menu(game, game.view(0), game.decision)
    # one line per card, for the attacked card only (not for the Leader)
    attacked = game.view(0).battle[1]
    counters = [e for e in entries if e.actions[0].kind == "counter"]
    assert [len(e.actions) for e in counters] == [1, 2]          # Karoo, Vivi x2
    assert "Nefeltari Vivi" in counters[1].label
    assert all(a.target == attacked for e in counters for a in e.actions)
    assert note == "Left out, as they change nothing: Counters for cards not attacked."


def test_counters_are_left_out_where_the_attack_fails_already():
    """CR 7-1-4-1: a 5000 attack on a 6000 Character fails; more power
    cannot change that, so no Counter is offered."""
    game = counter_step(target_power_above=True)
    entries, note = menu(game, game.view(0), game.decision)
    assert [e.actions[0].kind for e in entries] == ["end_counters"]
    assert "Counters (the attack fails already, CR 7-1-4-1)" in note


# -- undo ------------------------------------------------------------------------------------

def session(answers: list[str]):
    s = Scenario(turn=3)
    s.p1.hand("ST01-003", "ST01-009")
    s.p1.don(active=3)
    s.p1.deck(*["ST01-008"] * 5)
    s.p2.deck(*["ST02-007"] * 5)
    s.p2.don(active=2)
    game = s.build()
    out = io.StringIO()
    console = Console(file=out, width=120)
    it = iter(answers)
    human = HumanPlayer(0, console, read_line=lambda _p: next(it), show_board=False)
    table = TableSession(game, [human, AIPlayer("greedy", 1)],
                         LogPrinter(console, perspective=0), undo=True)
    table.run()
    return table, out.getvalue()


def test_undo_takes_back_the_last_choice_against_the_ai():
    # 2: play Nefeltari Vivi; u: take it back; c, y: concede
    table, out = session(["2", "u", "c", "y"])
    assert "Undone: back to your last choice." in out
    assert [a.kind for a in table.game.history] == ["concede"]
    assert table.game.result.reason == "concession"


def test_undo_is_refused_once_a_hidden_card_was_seen():
    """The AI's turn draws a card (its deck changes): the choice that ended
    P1's Main Phase cannot be taken back."""
    table, out = session(["u", "6", "u", "c", "y"])          # 6: end the Main Phase
    assert "Cannot undo: there is no choice of yours to take back here" in out
    assert "Cannot undo: a card hidden before was seen or moved since" in out
    assert table.game.history[0].kind == "end_phase"


def test_undo_takes_back_a_battle_that_revealed_nothing():
    """P1's Leader K.O.s a rested Karoo: every card stays in the open, so
    the attack can be taken back (and Karoo is on the field again)."""
    s = Scenario(turn=3)
    s.p1.deck(*["ST01-008"] * 5)
    s.p2.deck(*["ST02-007"] * 5)
    karoo = s.p2.character("ST01-003", rested=True)
    game = s.build()
    entries, _ = menu(game, game.view(0), game.decision)
    attack = next(n for n, e in enumerate(entries, start=1)
                  if e.actions[0] == Action("attack", s.p1.leader_id, karoo))
    out = io.StringIO()
    console = Console(file=out, width=120)
    answers = iter([str(attack), "u", "c", "y"])
    human = HumanPlayer(0, console, read_line=lambda _p: next(answers), show_board=False)
    table = TableSession(game, [human, AIPlayer("greedy", 1)],
                         LogPrinter(console, perspective=0), undo=True)
    table.run()
    text = out.getvalue()
    assert "Karoo (ST01-003) is K.O.'d." in text
    assert "Undone: back to your last choice." in text
    assert [a.kind for a in table.game.history] == ["concede"]
    assert karoo in table.game.state.chars[1]


def test_undo_is_not_offered_between_two_people():
    game = main_phase(("ST01-003",))
    out = io.StringIO()
    answers = iter(["u", "1"])
    human = HumanPlayer(0, Console(file=out, width=120), read_line=lambda _p: next(answers),
                        show_board=False)
    human.choose(game, game.decision)
    assert "Cannot undo: undo is only offered against an AI" in out.getvalue()
    assert "u undo" not in out.getvalue()


# -- instance tags and cards not automated -----------------------------------------------------

def test_instance_tags_tell_apart_cards_of_one_name():
    s = Scenario(turn=3)
    s.p1.don(active=1)
    k1, k2 = s.p2.character("ST01-003", rested=True), s.p2.character("ST01-003", rested=True)
    s.p2.character("ST01-006", rested=True)
    game = s.build()
    tags = Tags()
    tags.update(game.view(0))
    assert (tags.tag(k1), tags.tag(k2)) == (" #1", " #2")
    board = "\n".join(printed(compact_board(game.view(0), tags)))
    assert "Karoo #1" in board and "Karoo #2" in board and "Chopper #" not in board
    entries, _ = menu(game, game.view(0), game.decision, tags)
    attacks = [e.label for e in entries if e.actions[0].kind == "attack"]
    assert any(a.startswith("Attack Karoo #1 (3000) with") for a in attacks)
    assert any(a.startswith("Attack Karoo #2 (3000) with") for a in attacks)


def test_a_tag_is_handed_out_afresh_when_a_card_comes_back_to_the_field():
    """A tag never links a card on the field to where it was hidden: one
    that left and came back gets the smallest free tag, not its old one."""
    s = Scenario(turn=3)
    k1, k2 = s.p1.character("ST01-003"), s.p1.character("ST01-003")
    game = s.build()
    tags = Tags()
    tags.update(game.view(0))
    game.state.area[k1] = game.state.area[s.p1.leader_id] + 99   # gone from the field
    game.state.chars[0].remove(k1)
    tags.update(game.view(0))
    assert tags.tag(k2) == " #2" and tags.tag(k1) == ""


def test_cards_not_automated_are_marked_and_the_warning_names_only_the_deck():
    number = unautomated_number()
    st01, st02 = (load_deck(n) for n in ("st01", "st02"))
    deck2 = [card_def(n) for n in st02.main_deck()]
    deck2[0] = card_def(number)
    game = Game.new((card_def(st01.leader_number), [card_def(n) for n in st01.main_deck()]),
                    (card_def(st02.leader_number), deck2), seed=3, allow_unimplemented=True)

    def log(**kw) -> str:
        out = io.StringIO()
        LogPrinter(Console(file=out, width=300), **kw).flush(game)
        return out.getvalue()

    name = card_def(number).name
    mine, theirs = log(perspective=1), log(perspective=0)
    assert f"Not yet automated in P2's deck: {number} {name}." in mine
    assert "P2's deck holds 1 card whose effects do nothing" in theirs
    assert number not in theirs
    s = Scenario(turn=3)
    s.p2.character(number)
    s.p1.hand(number)
    board = printed(compact_board(s.build().view(0), Tags()))
    assert any(f"{name}{UNAUTOMATED}" in line for line in board[:4])     # the field
    hand = next(line for line in board if "Hand:" in line)
    assert f"{name}{UNAUTOMATED}" in hand                                # the hand


# -- play and replay options ----------------------------------------------------------------------

def test_no_rules_leaves_the_citations_out():
    result = run("play", "--seed", "1", "--no-rules")
    assert result.exit_code == 0
    assert "[CR" not in result.output and "P1" in result.output


def test_the_compact_log_is_one_line_per_event_within_the_width():
    result = run("play", "--seed", "1", "--compact-log")
    assert result.exit_code == 0
    lines = result.output.splitlines()
    assert all(len(line) <= 80 for line in lines)
    assert "[CR" not in result.output
    assert any(line.startswith("── Turn 2") for line in lines)


def test_show_hidden_is_refused_in_a_game_with_a_human():
    result = run("play", "--p1", "human", "--show-hidden", "--seed", "1", input="1\n")
    assert result.exit_code == 2
    assert "--show-hidden" in result.output and "human" in result.output


def test_show_hidden_prints_hands_and_draws_between_ais():
    hidden = run("play", "--seed", "1", "--show-hidden").output
    public = run("play", "--seed", "1").output
    assert re.search(r"\[hidden\] P1's hand: \S", hidden)
    assert re.search(r"\[hidden\] P2's hand gains \S.* \(\d+ cards\)", hidden)
    assert "[hidden]" not in public
    # every Draw Phase draw is named: the hand shown after it says which card is new
    lines = hidden.splitlines()
    draws = [(k, m.group(1)) for k, line in enumerate(lines)
             if (m := re.match(r"Draw Phase: (P\d) draws 1 card", line))]
    assert draws
    for k, who in draws:
        hand = next(line for line in lines[k:] if line.startswith(f"  [hidden] {who}'s hand: "))
        assert "(new: " in hand, hand


def test_the_seed_is_shown_only_after_a_game_against_the_ai():
    out = run("play", "--p1", "human", "--seed", "3", input="c\ny\n").output
    assert "The seed is shown when the game is over." in out
    result_at = out.index("P2 wins: P1 conceded")
    assert out.index("Seed 3 (play this game again") > result_at
    assert "--seed 3" not in out[:result_at]
    between_ais = run("play", "--seed", "3", "-q").output
    assert between_ais.index("Seed 3") < between_ais.index(" wins")


@pytest.fixture
def replay_file(tmp_path):
    path = tmp_path / "game.json"
    assert run("play", "--seed", "5", "-q", "--save-replay", str(path)).exit_code == 0
    return path


def test_replay_show_at_a_turn_shows_the_board_there_and_stops(replay_file):
    result = run("replay", "show", str(replay_file), "--at", "3")
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    status = [line for line in lines if line.startswith("── Turn")]
    assert len(status) == 1 and status[0].startswith("── Turn 3 · P2")
    assert "Turn 4" not in result.output and " wins: " not in result.output
    assert "Hand: " not in result.output                    # public: no hands


def test_replay_show_every_turn_draws_a_board_per_turn(replay_file):
    result = run("replay", "show", str(replay_file), "--every-turn", "--show-hidden")
    assert result.exit_code == 0, result.output
    turns = int(re.search(r"\(turn (\d+)\)", result.output).group(1))
    status = [line for line in result.output.splitlines() if line.startswith("── ")]
    assert len(status) == turns + 1                          # the setup and each turn
    assert "  Hand: " in result.output                       # --show-hidden: both hands


@pytest.mark.parametrize("args, words", [
    (("--at", "99"), "there is no turn 99"),
    (("--at", "-1"), "greater than or equal to 0"),
    (("--at", "2", "--every-turn"), "cannot be used together"),
])
def test_replay_show_refuses_a_turn_it_cannot_show(replay_file, args, words):
    result = run("replay", "show", str(replay_file), *args)
    assert result.exit_code == 2
    assert words in result.output


def test_play_refusing_cards_not_automated_says_which_deck_holds_them(tmp_path):
    red = next((i.number for i in default_database()
                if i.category == "Character" and i.colors == ("Red",)
                and not card_def(i.number).implemented), None)
    if red is None:
        pytest.skip("every red Character of the pool is automated")
    text = load_deck("st01").to_text().replace("4xST01-002", f"4x{red}")
    path = tmp_path / "mixed.txt"
    path.write_text(text)
    result = run("play", "--deck2", str(path), "--seed", "1", "-q")
    assert result.exit_code == 1
    out = " ".join(result.output.split())
    assert f"P2's deck {path}" in out and f"{red} {card_def(red).name}" in out
    assert "P1's deck" not in out                     # st01 holds none
