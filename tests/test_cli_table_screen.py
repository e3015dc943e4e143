"""The terminal table fits the terminal: every screen from the board to the
prompt, in the most crowded positions we can build, takes at most the
terminal's lines (24 by default) and no line is wider than 80 columns; the
menu folds deeper, and the hand drops its card text, only when the whole
would not fit."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from optcg import Action
from optcg.cli.human import HumanPlayer
from optcg.testing import Scenario

from test_cli_table import crowded

#: Ten Characters with a Counter (and some a [Trigger]), all different.
COUNTERS = ("ST01-002", "ST01-003", "ST01-007", "ST01-008", "ST01-009", "ST01-010",
            "ST01-011", "ST02-005", "ST02-008", "ST03-013")
#: A Character whose [Trigger] text is among the longest of the pool.
LONG_TRIGGER = "OP13-102"


class Asked(Exception):
    """The table asked for an answer: the screen is complete."""


def screen(game, player: int, width: int = 80, height: int | None = 24) -> list[str]:
    """The lines printed from the board to the question's prompt (the prompt
    itself is the last line, as the terminal shows it)."""
    out = io.StringIO()
    prompts: list[str] = []

    def read_line(prompt: str) -> str:
        prompts.append(prompt)
        raise Asked()

    human = HumanPlayer(player, Console(file=out, width=width, height=height),
                        read_line=read_line)
    with pytest.raises(Asked):
        human.choose(game, game.decision)
    return out.getvalue().splitlines() + prompts


def full_fields() -> Scenario:
    """Five rested Characters and a Stage on each side, DON!! in every zone."""
    s = Scenario(turn=4, turn_player=1)
    for side in (s.p1, s.p2):
        for number, don in (("ST01-012", 2), ("ST01-013", 1), ("ST01-006", 0),
                            ("ST01-009", 1), ("ST01-008", 0)):
            side.character(number, don=don, rested=True)
        side.stage("ST01-017")
        side.trash("ST01-003")
        side.don(active=3, rested=2)
    return s


def counter_step() -> tuple:
    """P2 attacks P1's Leader; P1 holds ten different Counter cards."""
    s = full_fields()
    s.p1.hand(*COUNTERS)
    s.p1.life(LONG_TRIGGER, "ST01-003")
    s.p2.don(active=5)
    game = s.build()
    game.apply(Action("attack", s.p2.leader_id, s.p1.leader_id))
    while game.decision.kind != "counter":
        game.apply(game.decision.options[-1])          # no block
    return game, s


def trigger_step():
    """The damage of the attack above reveals a long [Trigger] (CR 10-1-5)."""
    game, _ = counter_step()
    while game.decision.kind != "trigger":
        game.apply(game.decision.options[-1])          # no Counter
    return game


def select_step():
    """P1 plays Diable Jambe (ST01-016) in the crowded Main Phase: a target
    prompt with the effect's purpose above it."""
    s = crowded()
    game = s.build()
    jambe = next(i for i in game.state.hand[0] if game.state.defs[i].number == "ST01-016")
    game.apply(Action("play", jambe))
    assert game.decision.kind == "select"
    return game


def worst_screens() -> dict:
    return {"main": (crowded().build(), 0), "counter": (counter_step()[0], 0),
            "trigger": (trigger_step(), 0), "select": (select_step(), 0)}


@pytest.mark.parametrize("name", ["main", "counter", "trigger", "select"])
def test_the_most_crowded_screens_fit_an_80x24_terminal(name):
    game, player = worst_screens()[name]
    lines = screen(game, player)
    assert len(lines) <= 24, "\n".join(lines)
    assert all(len(line) <= 80 for line in lines), "\n".join(lines)
    assert lines[-1] == f"P{player + 1}> "
    assert any(line.startswith("── Turn ") for line in lines)        # the whole board
    assert sum("Roronoa Zoro" in line for line in lines[:12]) >= 2   # both fields


def test_the_crowded_main_phase_folds_each_kind_of_option_into_one_line():
    lines = screen(crowded().build(), 0)
    menu = lines[lines.index("Your Main Phase: choose an action."):]
    assert "  1. Play a card… (31 choices)" in menu
    assert "  5. End the Main Phase" in menu
    assert any(line.startswith("  Hand: Karoo C1 3000 +1000 · ") for line in lines)


def test_a_trigger_prompt_shows_the_trigger_text_cut_only_when_it_must_be():
    """CR 10-1-5: the [Trigger] asked about is shown under the question (its
    own text, not the card's other effects); on a shorter terminal it is cut
    to the lines left, with '…'."""
    game = trigger_step()
    lines = screen(game, 0)
    start = next(k for k, line in enumerate(lines) if line.startswith("  Edison (OP13-102): "))
    told = " ".join(line.strip() for line in lines[start:start + 2])
    assert told.startswith("Edison (OP13-102): [Trigger] Draw 1 card") and "…" not in told
    assert "[Activate: Main]" not in "\n".join(lines)
    short = screen(game, 0, height=23)
    assert len(short) <= 23
    cut = [line for line in short if line.startswith("  Edison (OP13-102): [Trigger]")]
    assert len(cut) == 1 and cut[0].endswith("…"), short


def test_nothing_is_folded_or_cut_on_a_terminal_where_it_fits():
    """120x60: the crowded Main Phase shows every option and each hand card's
    text on its own line."""
    lines = screen(crowded().build(), 0, width=120, height=60)
    assert len(lines) <= 60
    text = "\n".join(lines)
    assert "choices)" not in text and "…" not in lines[lines.index(
        "Your Main Phase: choose an action.") - 1]
    assert "  Hand: Karoo C1 3000 +1000" in lines
    assert any(line.strip().startswith("Diable Jambe x2 E1 Trg — [Main] Select up to 1")
               for line in lines)
    assert " 46. End the Main Phase" in lines


def test_the_hand_shows_each_cards_text_at_80x24_when_there_is_room():
    """A small position: each hand card's effect rendered from its script,
    cut to the line with '…'; the opponent's hand is never shown."""
    s = Scenario(turn=3)
    s.p1.hand("ST01-016", "ST01-003", "ST01-012")
    s.p1.don(active=3)
    s.p2.hand("ST01-013")
    lines = screen(s.build(), 0)
    assert len(lines) <= 24 and all(len(line) <= 80 for line in lines)
    hand = [line for line in lines if line.startswith(("  Hand:", "        "))]
    assert hand[0] == "  Hand: Karoo C1 3000 +1000"
    assert hand[1].startswith("        Diable Jambe E1 Trg — [Main] Select up to 1 of your")
    assert hand[1].endswith("…") and len(hand[1]) == 80
    assert "Roronoa Zoro" not in "\n".join(lines)              # the opponent's hand
