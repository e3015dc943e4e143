"""A card is never silently vanilla: a game with cards whose effects are not
automated yet must be asked for (`allow_unimplemented=True`), the deck check
warns about them, and replays and saved games of such a game still load."""

from __future__ import annotations

import random

import pytest
from typer.testing import CliRunner

import optcg
from optcg import Replay, UnimplementedCardsError
from optcg.cards import default_database
from optcg.cards.defs import card_def
from optcg.cli.main import app
from optcg.decks import load_deck, parse_deck, validate_deck
from optcg.engine import Game
from optcg.text.english import log_lines

runner = CliRunner()


def unimplemented_red_cards(n: int) -> list[str]:
    """`n` red non-Leader cards with effect text and no complete script."""
    found = [c.number for c in default_database().search(color="Red")
             if not c.is_leader and not card_def(c.number).implemented]
    if len(found) < n:
        pytest.skip(f"fewer than {n} red cards are left unimplemented: nothing to test")
    return found[:n]


@pytest.fixture
def mixed_deck_text() -> str:
    """The ST-01 starter deck (Red) with two of its cards swapped, 4 copies
    each, for red cards that are not automated yet: a legal deck."""
    a, b = unimplemented_red_cards(2)
    text = load_deck("st01").to_text()
    assert "4xST01-002" in text and "4xST01-004" in text
    return text.replace("4xST01-002", f"4x{a}").replace("4xST01-004", f"4x{b}")


@pytest.fixture
def mixed_deck(mixed_deck_text):
    deck = parse_deck(mixed_deck_text, source="mixed.txt")
    assert validate_deck(deck) == []
    return deck


def missing_of(deck) -> list[str]:
    numbers = {deck.leader.number, *deck.main_deck()}
    return sorted(n for n in numbers if not card_def(n).implemented)


# -- the API ------------------------------------------------------------------------

def test_new_game_refuses_a_deck_with_unimplemented_cards(mixed_deck):
    with pytest.raises(UnimplementedCardsError) as info:
        optcg.new_game(mixed_deck, "st02", seed=1)
    e = info.value
    assert isinstance(e, ValueError) and isinstance(e, optcg.OptcgError)
    expected = missing_of(mixed_deck)
    assert [n for n, _ in e.cards] == expected            # each once, sorted
    for number, name in e.cards:
        assert name == card_def(number).name
        assert f"{number} {name}" in str(e)
    assert "allow_unimplemented=True" in str(e)


def test_the_error_lists_the_cards_of_both_decks_once_sorted(mixed_deck):
    with pytest.raises(UnimplementedCardsError) as info:
        optcg.new_game(mixed_deck, mixed_deck, seed=1, log=False)
    assert [n for n, _ in info.value.cards] == missing_of(mixed_deck)


def test_new_game_accepts_them_when_asked_and_says_so_in_the_log(mixed_deck):
    game = optcg.new_game(mixed_deck, "st02", seed=1, allow_unimplemented=True)
    assert game.unimplemented == missing_of(mixed_deck)
    text = "\n".join(log_lines(game, None, full=True))
    assert "Not yet automated" in text
    assert all(n in text for n in game.unimplemented)
    rng = random.Random(1)
    steps = 0
    while not game.over and steps < 3000:
        game.apply(rng.choice(game.legal_actions()))
        steps += 1
    assert game.over


def test_fully_automated_decks_need_no_opt_in():
    game = optcg.new_game("st03", "st04", seed=2)
    assert game.unimplemented == []
    assert not any("Not yet automated" in line for line in log_lines(game, None, full=True))


def test_game_new_refuses_too_and_deck_errors_come_first(mixed_deck, tmp_path):
    leader = card_def(mixed_deck.leader.number)
    cards = [card_def(n) for n in mixed_deck.main_deck()]
    with pytest.raises(UnimplementedCardsError):
        Game.new((leader, cards), (leader, cards), seed=0)
    assert Game.new((leader, cards), (leader, cards), seed=0,
                    allow_unimplemented=True).unimplemented
    # an illegal deck is reported as such, whatever its cards
    bad = tmp_path / "short.txt"
    bad.write_text(mixed_deck.to_text().replace("4xST01-003", "3xST01-003"))
    with pytest.raises(optcg.decks.DeckError):
        optcg.new_game(str(bad), "st02", seed=1)


def test_replays_and_saved_games_of_an_opted_in_game_still_load(mixed_deck):
    rng = random.Random(3)
    game = optcg.new_game(mixed_deck, "st02", seed=3, allow_unimplemented=True)
    for _ in range(40):
        if game.over:
            break
        game.apply(rng.choice(game.legal_actions()))
    saved = game.to_json()
    again = optcg.load_game(saved)
    assert again.hash() == game.hash() and again.unimplemented == game.unimplemented
    replay = Replay.from_dict(Replay.from_game(game).to_dict())
    assert optcg.replay_game(replay).hash() == game.hash()
    ok, _ = replay.verify(card_def)
    assert ok


def test_meta_decks_need_the_opt_in_exactly_for_their_unimplemented_cards(shared_dir):
    meta = shared_dir / "decks" / "meta"
    if not meta.is_dir():
        pytest.skip(f"no meta deck lists at {meta}")
    paths = sorted(meta.glob("*.txt"))
    assert paths, f"no deck lists in {meta}"
    for path in paths:
        deck = load_deck(str(path))
        missing = missing_of(deck)
        if missing:
            with pytest.raises(UnimplementedCardsError) as info:
                optcg.new_game(deck, "st01", seed=1, log=False)
            assert [n for n, _ in info.value.cards] == missing, path.name
        game = optcg.new_game(deck, "st01", seed=1, log=False, allow_unimplemented=True)
        assert game.unimplemented == missing, path.name


# -- the command line ---------------------------------------------------------------

def run(*args: str):
    result = runner.invoke(app, list(args))
    assert "Traceback" not in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), \
        repr(result.exception)
    return result


def test_play_refuses_unimplemented_cards_without_the_flag(tmp_path, mixed_deck):
    path = tmp_path / "mixed.txt"
    path.write_text(mixed_deck.to_text())
    result = run("play", "--deck1", str(path), "--seed", "1", "--quiet")
    assert result.exit_code == 1
    assert "not automated yet" in result.output
    assert "--allow-unimplemented" in result.output
    for number in missing_of(mixed_deck):
        assert number in result.output
    assert "Seed" not in result.output                       # refused before playing


def test_play_with_the_flag_plays_and_the_replay_verifies(tmp_path, mixed_deck):
    path = tmp_path / "mixed.txt"
    path.write_text(mixed_deck.to_text())
    replay = tmp_path / "game.json"
    result = run("play", "--deck1", str(path), "--seed", "4", "--allow-unimplemented",
                 "--save-replay", str(replay))
    assert result.exit_code == 0, result.output
    assert "Not yet automated" in result.output
    assert run("replay", "verify", str(replay)).exit_code == 0


def test_deck_validate_warns_with_cards_and_copies(tmp_path, mixed_deck):
    path = tmp_path / "mixed.txt"
    path.write_text(mixed_deck.to_text())
    result = run("deck", "validate", str(path))
    assert result.exit_code == 0, result.output             # a warning, not a failure
    a, b = missing_of(mixed_deck)
    assert "OK" in result.output
    assert "warning: 2 cards (8 copies) are not automated yet" in result.output
    out = " ".join(result.output.split())
    assert f"{a} {card_def(a).name} x4" in out and f"{b} {card_def(b).name} x4" in out
    assert "--allow-unimplemented" in out


def test_deck_validate_strict_fails_on_unimplemented_cards(tmp_path, mixed_deck):
    path = tmp_path / "mixed.txt"
    path.write_text(mixed_deck.to_text())
    result = run("deck", "validate", "--strict", str(path))
    assert result.exit_code == 1
    assert "not automated yet" in result.output
    assert run("deck", "validate", "--strict", "st01", "st02").exit_code == 0
