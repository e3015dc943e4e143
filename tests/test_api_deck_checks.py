"""`optcg.new_game` checks deck lists against the deck construction rules
(CR 5-1-2) once per list content in a process: a list found legal is not
checked again for the next game, and a list that changed is checked anew."""

from __future__ import annotations

import pytest

import optcg
from optcg.decks import DeckError, load_deck



def _st01_lines() -> list[str]:
    deck = load_deck("st01")
    return [f"{deck.leader.count}x{deck.leader.number}"] + [
        f"{e.count}x{e.number}" for e in deck.entries]


def test_a_list_that_became_illegal_is_refused_cr_5_1_2_2(tmp_path):
    path = tmp_path / "mine.txt"
    lines = _st01_lines()
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    for seed in (1, 2):                       # legal: played twice
        assert optcg.new_game(str(path), "st02", seed=seed).decision is not None
    # the same cards with a fifth copy of one of them, and one fewer of another
    first, second = lines[1].split("x"), lines[2].split("x")
    lines[1] = f"{int(first[0]) + 1}x{first[1]}"
    lines[2] = f"{int(second[0]) - 1}x{second[1]}"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    for seed in (1, 2):                       # refused each time
        with pytest.raises(DeckError, match="5-1-2-2|copies"):
            optcg.new_game(str(path), "st02", seed=seed)
    # unchecked on request
    assert optcg.new_game(str(path), "st02", seed=1, validate=False).decision is not None
