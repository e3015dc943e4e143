"""Rule processing (CR 9): defeat judgment."""

from __future__ import annotations

from . import zones
from .constants import (
    DECK,
    PHASE_OVER,
    REASON_DECK_OUT,
    REASON_EFFECT,
    REASON_LIFE,
)
from .constants import END_OF_TURN, MOD_DECK_OUT_AT_END
from .effects.language import (
    DeckOutAtEndOfTurn,
    DeckOutWins,
    FaceUpLifeToDeck,
)
from .records import Result, player_mod
from . import events as E
from .state import GameState
from .stats import negated


def rule_processing(st: GameState) -> bool:
    """CR 9-2-1: every player meeting a defeat condition loses, all at once.

    Returns True when the game ended.
    """
    losers = []
    reasons = []
    for p in (0, 1):
        if st.defeated[p]:
            losers.append(p)
            reasons.append(REASON_LIFE)              # CR 9-2-1-1
        elif not st.deck[p] and _deck_out_wins(st, p):
            if st.log is not None:
                st.log.append((E.DeckOutWin, st.turn, "1-2-5", p))
            end_game(st, p, REASON_EFFECT, "1-2-5")
            return True
        elif not st.deck[p] and _deck_out_at_end(st, p):
            _put_off_deck_out(st, p)
        elif not st.deck[p]:
            losers.append(p)
            reasons.append(REASON_DECK_OUT)          # CR 9-2-1-2
    if not losers:
        return False
    if len(losers) == 2:
        reason = reasons[0] if reasons[0] == reasons[1] else "+".join(reasons)
        end_game(st, None, reason, "9-2-1")
    else:
        p = losers[0]
        if st.log is not None:
            st.log.append((E.Lost, st.turn, "9-2-1-1" if reasons[0] == REASON_LIFE
                                   else "9-2-1-2", p, reasons[0]))
        end_game(st, 1 - p, reasons[0], "1-2-1")
    return True


def _deck_out_wins(st: GameState, p: int) -> bool:
    """Player p's Leader says "When your deck is reduced to 0,
    you win the game instead of losing" and its effects are valid."""
    leader = st.leaders[p]
    if leader < 0 or negated(st, leader):
        return False
    return any(isinstance(s.effect, DeckOutWins) for s in st.defs[leader].statics)


def _deck_out_at_end(st: GameState, p: int) -> bool:
    """Player p's Leader says "you do not lose when your deck has 0 cards;
    you lose at the end of the turn in which it becomes 0 cards" and its
    effects are valid."""
    leader = st.leaders[p]
    if leader < 0 or negated(st, leader):
        return False
    return any(isinstance(s.effect, DeckOutAtEndOfTurn) for s in st.defs[leader].statics)


def _put_off_deck_out(st: GameState, p: int) -> None:
    """CR 9-2-1-2 put off: a player modifier remembers, until the end of
    this turn, that p's deck became 0 cards in it (no game state of its
    own, so games without such a Leader save and hash as before)."""
    for m in st.mods:
        if m.kind == MOD_DECK_OUT_AT_END and m.player == p:
            return
    st.mods.append(player_mod(MOD_DECK_OUT_AT_END, p, 0, END_OF_TURN, p, st.leaders[p]))


def deck_out_at_end_of_turn(st: GameState) -> bool:
    """At the end of the turn, each player whose deck became 0 cards in it
    under such a Leader loses, even if cards have been added to the deck
    since (official Q&A on OP15-022); a deck that is 0 now counts too.
    True when the game ended."""
    if not st.mods:
        return False
    losers = [p for p in (0, 1)
              if any(m.kind == MOD_DECK_OUT_AT_END and m.player == p for m in st.mods)
              or (not st.deck[p] and _deck_out_at_end(st, p))]
    if not losers:
        return False
    if len(losers) == 2:
        end_game(st, None, REASON_DECK_OUT, "9-2-1")
        return True
    p = losers[0]
    if st.log is not None:
        st.log.append(E.Lost(st.turn, "9-2-1-2", p, REASON_DECK_OUT))
    end_game(st, 1 - p, REASON_DECK_OUT, "1-2-1")
    return True


# -- "Your face-up Life cards are placed at the bottom of your deck
# instead of being added to your hand, according to the rules" --

def face_up_life_to_deck(st: GameState, p: int) -> bool:
    """Whether player p's Leader sends their face-up Life cards to the
    bottom of the deck instead of the hand, its effects being valid."""
    leader = st.leaders[p]
    if leader < 0 or negated(st, leader):
        return False
    return any(isinstance(s.effect, FaceUpLifeToDeck) for s in st.defs[leader].statics)


def life_to_deck_instead(st: GameState, p: int, i: int) -> bool:
    """Life card i (face-up, still in the Life area) would go to player p's
    hand: to the bottom of the deck instead, if p's Leader says so."""
    if not st.face_up[i] or not face_up_life_to_deck(st, p):
        return False
    zones.move(st, i, DECK, bottom=True)
    if st.log is not None:
        st.log.append((E.LifeToDeck, st.turn, "8-1-3-4", p, i))
    return True


def end_game(st: GameState, winner: int | None, reason: str, rule: str) -> None:
    st.result = Result(winner, reason)
    st.decision = None
    st.phase = PHASE_OVER
    if winner is None:
        if st.log is not None:
            st.log.append((E.GameOver, st.turn, rule, None, reason))
    else:
        if st.log is not None:
            st.log.append((E.GameOver, st.turn, rule, winner, reason))
