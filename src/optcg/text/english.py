"""The game log in English: one sentence per engine event.

`render(event, defs)` words one event, whole or as `events_for` redacted
it (a card a viewer may not know is "a card"); `defs` are the game's
CardDefs (`game.state.defs`), to name cards by id.  `log_lines(game,
player)` is a player's log.
"""

from __future__ import annotations

from typing import Callable, Optional

from ..engine import events as E
from ..engine.constants import (CHARACTER_AREA, DECK, HAND, LEADER_AREA, LIFE,
                                REASON_LIFE, STAGE, STAGE_AREA, TRASH)
from ..engine.effects.text import ability_text

_FIELD = (LEADER_AREA, CHARACTER_AREA, STAGE_AREA)


def player_name(p: int) -> str:
    return f"P{p + 1}"


class _Words:
    """The names of one game's cards; a redacted card is "a card".  `tag`
    (optional) gives a card id's instance tag (" #2", or ""), to tell
    cards of one name apart."""

    __slots__ = ("defs", "tag")

    def __init__(self, defs, tag: Optional[Callable[[int], str]] = None):
        self.defs = defs
        self.tag = tag

    def card(self, i: int) -> str:
        if i == E.HIDDEN:
            return "a card"
        d = self.defs[i]
        tag = self.tag(i) if self.tag is not None else ""
        return f"{d.name} ({d.number}{tag})"

    def Card(self, i: int) -> str:
        """The card at the start of a sentence."""
        return "A card" if i == E.HIDDEN else self.card(i)

    def cards(self, ids, empty: str) -> str:
        return ", ".join(self.card(i) for i in ids) or empty


def _s(n: int) -> str:
    return "" if n == 1 else "s"


_RENDER: dict[type, Callable[[object, _Words], Optional[str]]] = {}


def _words(kind: type):
    def register(fn):
        _RENDER[kind] = fn
        return fn
    return register


# -- the start and the turns ----------------------------------------------------

@_words(E.LeadersShown)
def _leaders(e, w):
    return f"Leaders: P1 {w.card(e.leaders[0])}, P2 {w.card(e.leaders[1])}."


@_words(E.NotAutomated)
def _not_automated(e, w):
    names = {d.number: d.name for d in w.defs}
    listed = ", ".join(f"{n} {names[n]}" for n in e.numbers)
    return (f"Not yet automated: {listed}. Their effects do nothing (Characters and Stages "
            "play with their printed stats and keywords; Events without a scripted effect "
            "cannot be activated).")


@_words(E.RockPaperScissorsWon)
def _rps(e, w):
    return f"{player_name(e.player)} wins rock-paper-scissors and chooses to go first or second."


@_words(E.TurnOrderChosen)
def _order(e, w):
    return (f"{player_name(e.player)} chooses to go {'first' if e.go_first else 'second'}; "
            f"{player_name(e.first_player)} goes first.")


@_words(E.OpeningHandDrawn)
def _opening(e, w):
    return f"{player_name(e.player)} draws an opening hand of {e.count}."


@_words(E.MulliganDecided)
def _mulligan(e, w):
    return f"{player_name(e.player)} {'redraws' if e.redraw else 'keeps'} their hand."


@_words(E.LifeSetUp)
def _life_set_up(e, w):
    return f"{player_name(e.player)} places {e.count} Life cards."


@_words(E.TurnBegan)
def _turn(e, w):
    return f"Turn {e.turn}: {player_name(e.player)}'s turn."


@_words(E.ExtraTurn)
def _extra_turn(e, w):
    if e.scheduled:
        return f"{player_name(e.player)} will take an extra turn after this one."
    return f"{player_name(e.player)} takes an extra turn."


@_words(E.PhaseBegan)
def _phase_began(e, w):
    if e.phase == E.END:
        return f"End Phase of {player_name(e.player)}'s turn."
    return None


@_words(E.DecisionAsked)
@_words(E.EffectResolved)
@_words(E.CostPaid)
def _untold(e, w):
    return None     # the log tells what the decision, effect or each step of the cost did


@_words(E.PhaseEnded)
def _phase_ended(e, w):
    if e.phase == E.MAIN:
        return f"{player_name(e.player)} ends their Main Phase."
    return None


@_words(E.Refreshed)
def _refreshed(e, w):
    return (f"Refresh Phase: {player_name(e.player)} returns {e.don_returned} given DON!! "
            "and sets their cards active.")


@_words(E.StayRested)
def _stay_rested(e, w):
    if not e.cards:
        return f"Refresh Phase: {e.don} of {player_name(e.player)}'s DON!! cards stay rested."
    why = " (a permanent effect)" if e.permanent else ""
    return f"Refresh Phase: {w.cards(e.cards, '')} stay rested{why}."


@_words(E.FirstTurnDrawSkipped)
def _no_draw(e, w):
    return (f"Draw Phase: {player_name(e.player)} goes first and does not draw "
            "on their first turn.")


@_words(E.DonPlaced)
def _don_placed(e, w):
    return (f"DON!! Phase: {player_name(e.player)} places {e.count} DON!! "
            f"({e.total} in their cost area).")


# -- cards ------------------------------------------------------------------------

@_words(E.Drew)
def _drew(e, w):
    phase = "Draw Phase: " if e.rule == "6-3-1" else ""     # the Draw Phase's draw
    return f"{phase}{player_name(e.player)} draws {e.count} card{_s(e.count)}."


@_words(E.CardMoved)
def _moved(e, w):
    who, owner = player_name(e.player), player_name(e.owner)
    if e.dst == TRASH:
        if e.src == HAND:
            return f"{who} trashes {w.card(e.card)} from their hand."
        if e.src == DECK:
            where = "the top of their deck" if e.top else "their deck"
            return f"{who} trashes {w.card(e.card)} from {where}."
        return f"{who} trashes {w.card(e.card)}."
    if e.dst == HAND:
        if e.src in _FIELD:
            return f"{w.Card(e.card)} returns to {owner}'s hand."
        return f"{owner} adds {w.card(e.card)} to their hand."
    if e.dst == DECK:
        return f"{w.Card(e.card)} is placed at the {'top' if e.top else 'bottom'} of {owner}'s deck."
    if e.dst == LIFE:
        shown = w.card(e.card) if e.face_up else "a card"
        side = "face-up" if e.face_up else "face-down"
        return f"{who} adds {shown} to the top of {owner}'s Life {side}."
    return None


@_words(E.CardsMoved)
def _cards_moved(e, w):
    who = player_name(e.player)
    if not e.shuffled:
        return f"{who} places {e.count} card{_s(e.count)} from their hand on their deck."
    whence = " from their hand" if e.src == HAND else ""
    return f"{who} returns {e.count} cards{whence} to their deck and shuffles it."


@_words(E.CardPlaced)
def _placed(e, w):
    where = "deck" if e.dst == DECK else "Life area"
    return (f"{player_name(e.player)} places {w.card(e.card)} at the "
            f"{'top' if e.top else 'bottom'} of {player_name(e.owner)}'s {where}.")


@_words(E.Played)
def _played(e, w):
    who, card = player_name(e.player), w.card(e.card)
    if e.cost < 0:
        return f"{who} plays {card}{' rested' if e.rested else ''}."
    stage = "the Stage " if w.defs[e.card].category == STAGE else ""
    return f"{who} plays {stage}{card} for {e.cost} DON!!."


@_words(E.TrashedForRoom)
def _trashed_for_room(e, w):
    who, card = player_name(e.player), w.card(e.card)
    if w.defs[e.card].category == STAGE:
        return f"{who} trashes the Stage {card} to play a new one."
    return f"{who} has 5 Characters and trashes {card} to make room (not a K.O.)."


@_words(E.KOd)
def _kod(e, w):
    return f"{w.Card(e.card)} is K.O.'d."


@_words(E.Rested)
def _rested(e, w):
    if e.active:
        return f"{w.Card(e.card)} is set as active."
    if e.player >= 0:
        return f"{player_name(e.player)} rests {w.card(e.card)}."
    return f"{w.Card(e.card)} is rested."


# -- Life -------------------------------------------------------------------------

@_words(E.LifeTaken)
def _life_taken(e, w):
    who, known = player_name(e.player), e.card != E.HIDDEN
    if e.trigger_declined:                  # told only to who may know the card
        what = f"{w.card(e.card)} from Life" if known else "a Life card"
        return (f"{who} adds {what} to their hand without using its [Trigger] "
                f"({e.life_left} Life left).")
    if e.damage:
        what = f"{w.card(e.card)} from Life" if known else "a Life card"
        return f"{who} adds {what} to their hand ({e.life_left} Life left)."
    if not e.to_hand:
        return f"{who} trashes a Life card."
    if known:
        return f"{who} adds {w.card(e.card)} from their Life to their hand."
    return f"{who} adds a Life card to their hand."


@_words(E.LifeTrashed)
def _life_trashed(e, w):
    who, card = player_name(e.player), w.card(e.card)
    if e.banish:
        return f"[Banish]: {who}'s Life card {card} is trashed ({e.life_left} Life left)."
    if e.face_up:
        return f"{who} trashes their face-up Life card {card}."
    if e.by_owner:
        return f"{who} trashes their top Life card {card}."
    return f"{who}'s top Life card {card} is trashed."


@_words(E.LifeToDeck)
def _life_to_deck(e, w):
    who = player_name(e.player)
    if e.card == E.HIDDEN:
        return f"{who}'s top Life card is placed at the bottom of their deck."
    return (f"{who} places the face-up Life card {w.card(e.card)} at the bottom of their "
            "deck instead of adding it to their hand.")


@_words(E.LifeTurned)
def _life_turned(e, w):
    who, side = player_name(e.player), "face-up" if e.face_up else "face-down"
    if e.all_cards:
        return f"{who} turns all their Life cards {side}."
    shown = w.card(e.card) if e.face_up and e.card != E.HIDDEN else "a Life card"
    return f"{who} turns {shown} {side}."


@_words(E.LifeFromDeck)
def _life_from_deck(e, w):
    return (f"{player_name(e.player)} adds {e.count} card{_s(e.count)} from the top of their "
            f"deck to the top of their Life ({e.life}).")


# -- looking and revealing ------------------------------------------------------------

@_words(E.Looked)
def _looked(e, w):
    who = player_name(e.player)
    known = E.HIDDEN not in e.cards
    if e.area == DECK:
        what = f"the top {e.count} card{_s(e.count)} of their deck"
        empty = "nothing"
    elif e.count == 1:
        what = f"{player_name(e.owner)}'s top Life card"
        empty = "none"
    else:
        what = "their Life cards"
        empty = "none"
    if not known:
        return f"{who} looks at {what}."
    return f"{who} looks at {what}: {w.cards(e.cards, empty)}."


@_words(E.Revealed)
def _revealed(e, w):
    who, what = player_name(e.player), e.what
    if what == E.REVEAL_FROM_HAND:
        return f"{who} reveals {w.cards(e.cards, '')} from their hand."
    if what == E.REVEAL_HAND:
        return f"{who} reveals their hand: {w.cards(e.cards, 'no card')}."
    if what == E.REVEAL_DECK_TOP:
        return (f"{who} reveals the top {e.count} card{_s(e.count)} of their deck: "
                f"{w.cards(e.cards, 'nothing')}.")
    if what == E.REVEAL_LIFE_TOP:
        return f"{who} reveals the top of their Life cards: {w.cards(e.cards, 'none')}."
    if what == E.REVEAL_TO_HAND:
        return f"{who} reveals {w.cards(e.cards, '')} and adds it to their hand."
    if what == E.REVEAL_TRIGGER:
        return f"{who} reveals {w.cards(e.cards, '')} and activates its [Trigger]."
    return f"{who} reveals {w.cards(e.cards, '')}."


@_words(E.HandCardChosen)
def _hand_card_chosen(e, w):
    return (f"{player_name(e.player)} chooses a card from {player_name(e.owner)}'s "
            "hand face-down.")


@_words(E.Shuffled)
def _shuffled(e, w):
    return f"{player_name(e.player)} shuffles their deck."


# -- DON!! ------------------------------------------------------------------------------

@_words(E.DonGiven)
def _don_given(e, w):
    who, card = player_name(e.player), w.card(e.card)
    if e.source >= 0:
        return f"A DON!! given to {w.card(e.source)} is given to {card}."
    if not e.state:
        return f"{who} gives {e.count} DON!! to {card} ({e.given} given)."
    whose = "" if e.owner == e.player else f"of {player_name(e.owner)}'s "
    return f"{who} gives {e.count} {whose}{e.state} DON!! to {card}."


@_words(E.DonRested)
def _don_rested(e, w):
    who = player_name(e.player)
    if e.cost:
        return f"{who} rests {e.count} DON!!."
    return f"{who} rests {e.count} of {player_name(e.owner)}'s DON!!."


@_words(E.DonReturned)
def _don_returned(e, w):
    who = player_name(e.player)
    to = "their DON!! deck" if e.deck else "their cost area rested"
    if e.state == "given":
        return f"{who} returns {e.count} DON!! given to {w.card(e.source)} to {to}."
    state = f"{e.state} " if e.state else ""
    return f"{who} returns {e.count} {state}DON!! to {to}."


@_words(E.DonAdded)
def _don_added(e, w):
    return (f"{player_name(e.player)} adds {e.count} DON!! from their DON!! deck "
            f"{'active' if e.active else 'rested'}.")


@_words(E.DonSetActive)
def _don_set_active(e, w):
    return f"{player_name(e.player)} sets {e.count} DON!! as active."


# -- battle -----------------------------------------------------------------------------

@_words(E.AttackDeclared)
def _attack(e, w):
    return (f"{player_name(e.player)} attacks {w.card(e.target)} with {w.card(e.attacker)} "
            f"({e.power} power).")


@_words(E.AttackRetargeted)
def _retargeted(e, w):
    return f"The target of the attack becomes {w.card(e.target)}."


@_words(E.BattleAbandoned)
def _abandoned(e, w):
    return "The attacking or attacked card has moved: the battle proceeds to its end."


@_words(E.Unblockable)
def _unblockable(e, w):
    return f"{w.Card(e.attacker)} is [Unblockable]."


@_words(E.Blocked)
def _blocked(e, w):
    return f"{player_name(e.player)} blocks with {w.card(e.blocker)} ({e.power} power)."


@_words(E.CounterUsed)
def _counter(e, w):
    return (f"{player_name(e.player)} trashes {w.card(e.card)} from their hand: "
            f"{w.card(e.target)} gains +{e.value} power during this battle ({e.power}).")


@_words(E.EventActivated)
def _event(e, w):
    return f"{player_name(e.player)} activates the Event {w.card(e.card)} for {e.cost} DON!!."


@_words(E.BattleResult)
def _battle_result(e, w):
    a = f"{w.Card(e.attacker)} ({e.attacker_power})"
    t = f"{w.card(e.target)} ({e.target_power})"
    if not e.won:
        return f"{a} loses the battle against {t}."
    if e.damage:
        return f"{a} wins the battle against {t}: {e.damage} damage."
    return f"{a} wins the battle against {t}."


@_words(E.DamageTaken)
def _damage_at_zero(e, w):
    return f"{player_name(e.player)} takes damage with 0 Life."


@_words(E.EffectDamage)
def _effect_damage(e, w):
    return f"{player_name(e.player)} deals {e.count} damage to {player_name(e.target)}."


# -- effects ----------------------------------------------------------------------------

@_words(E.AbilityActivated)
def _activated(e, w):
    d = w.defs[e.card]
    return (f"{player_name(e.player)} activates {w.card(e.card)}: "
            f"{ability_text(d.abilities[e.ability], d.category_name)}")


@_words(E.AbilityDeclined)
def _declined(e, w):
    return f"{player_name(e.player)} does not activate [{e.timing}] of {w.card(e.card)}."


@_words(E.StepDeclined)
def _step_declined(e, w):
    return f"{player_name(e.player)} chooses not to: the optional step of {w.card(e.card)} is skipped."


@_words(E.CostUnpayable)
def _unpayable(e, w):
    return f"{w.Card(e.card)}: the cost of [{e.timing}] cannot be paid."


@_words(E.EffectLapsed)
def _lapsed(e, w):
    if e.moved:
        return f"{w.Card(e.card)} has moved: its effect does not activate."
    return f"{w.Card(e.card)}: its conditions no longer hold; the effect does not resolve."


@_words(E.OptionChosen)
def _option(e, w):
    return f"{player_name(e.player)} chooses option {e.option + 1} of {w.card(e.card)}."


@_words(E.PowerChanged)
def _power(e, w):
    return f"{w.Card(e.card)} gains {e.amount:+d} power {e.duration} ({e.power})."


@_words(E.CostChanged)
def _cost(e, w):
    return f"{w.Card(e.card)} gets {e.amount:+d} cost {e.duration}."


@_words(E.CostSet)
def _cost_set(e, w):
    return f"{w.Card(e.card)}'s cost is set to {e.value} {e.duration}."


@_words(E.BaseSet)
def _base(e, w):
    if e.zero_power:
        return f"{w.Card(e.card)}'s power is set to 0 {e.duration}."
    return (f"{w.Card(e.card)}'s base {'cost' if e.cost else 'power'} becomes {e.value} "
            f"{e.duration}.")


@_words(E.KeywordGained)
def _keyword(e, w):
    return f"{w.Card(e.card)} gains [{e.keyword}] {e.duration}."


_CARD_RESTRICTIONS = {
    E.NEGATED: "has its effects negated",
    E.CANNOT_ATTACK: "cannot attack",
    E.CANNOT_ATTACK_COST_AT_MOST: ("cannot attack the opponent's Characters with a base cost of "
                                   "{kw} or less"),
    E.CANNOT_BLOCK: "cannot activate [Blocker]",
    E.LOSES_KEYWORD: "loses [{kw}]",
    E.CANNOT_BE_RESTED: "cannot be rested",
    E.CANNOT_BE_KOED: "cannot be K.O.'d",
    E.ATTACKS_ACTIVE: "can also attack active Characters",
    E.ATTACK_TAXED: ("cannot attack unless its player trashes {kw} cards from their hand "
                     "whenever it attacks"),
}


@_words(E.CardRestricted)
def _card_restricted(e, w):
    if e.what == E.UNBLOCKED_ATTACKER:
        return (f"{player_name(e.player)} cannot activate [Blocker] if {w.card(e.card)} "
                f"attacks {e.duration}.")
    if e.what == E.STAYS_RESTED:
        return (f"{w.Card(e.card)} will not become active in {player_name(e.player)}'s next "
                "Refresh Phase.")
    what = _CARD_RESTRICTIONS[e.what].format(kw=e.keyword)
    return f"{w.Card(e.card)} {what} {e.duration}."


@_words(E.PlayerRestricted)
def _player_restricted(e, w):
    who, v, d = player_name(e.player), e.value, e.duration
    what = e.what
    if what == E.NO_BLOCKER:
        which = f"a [Blocker] Character that has {v} or more power" if v else "[Blocker]"
        return f"{who} cannot activate {which} {d}."
    if what == E.NO_BLOCKER_MAX_COST:
        return (f"{who} cannot activate the [Blocker] of any Character with a cost of {v} "
                f"or less {d}.")
    if what == E.NO_BLOCKER_MAX_POWER:
        return f"{who} cannot activate a [Blocker] Character that has {v} or less power {d}."
    if what == E.NO_CHARACTER_PLAY:
        which = f" with a base cost of {v} or more" if v else ""
        return f"{who} cannot play Character cards{which} {d}."
    if what == E.NO_LIFE_TO_HAND:
        return f"{who} cannot add Life cards to their hand using their own effects {d}."
    if what == E.ON_PLAY_NEGATED:
        return f"{who}'s [On Play] effects are negated {d}."
    if what == E.NO_DRAW_BY_EFFECT:
        return f"{who} cannot draw cards using their own effects {d}."
    if what == E.NO_DON_ACTIVE_BY_CHARACTERS:
        return f"{who} cannot set DON!! cards as active using Character effects {d}."
    if what == E.NEXT_PLAY_COST:
        return (f"{who}'s next matching Character played from their hand this turn costs "
                f"{v} less.")
    if what == E.DON_STAY_RESTED:
        return (f"{v} of {who}'s rested DON!! cards will not become active in their next "
                "Refresh Phase.")
    if what == E.NO_PLAY_FROM_HAND:
        return f"{who} cannot play cards from their hand {d}."
    return None


@_words(E.Protected)
def _protected(e, w):
    if not e.by:
        return f"{w.Card(e.card)} cannot be removed from the field by its opponent's effects."
    if e.by == E.CANNOT_BE_RESTED:
        return f"{w.Card(e.card)} cannot be rested by its opponent's effects."
    return f"{w.Card(e.card)} cannot be K.O.'d by {e.by}."


@_words(E.Replaced)
def _replaced(e, w):
    what = "leave the field" if e.leave else "be K.O.'d"
    return f"{w.Card(e.card)} would {what}: a replacement effect applies instead."


# -- the end ----------------------------------------------------------------------------

@_words(E.Conceded)
def _conceded(e, w):
    return f"{player_name(e.player)} concedes."


@_words(E.DeckOutWin)
def _deck_out_win(e, w):
    return f"{player_name(e.player)} has 0 cards in their deck and wins instead of losing."


@_words(E.Lost)
def _lost(e, w):
    why = "took damage with 0 Life" if e.reason == REASON_LIFE else "has 0 cards in their deck"
    return f"{player_name(e.player)} {why} and loses."


@_words(E.GameOver)
def _game_over(e, w):
    if e.winner is None:
        return f"The game ends in a draw ({e.reason})."
    return f"{player_name(e.winner)} wins ({e.reason})."


# -- the public functions ---------------------------------------------------------------

def render(event, defs, tag: Optional[Callable[[int], str]] = None) -> Optional[str]:
    """One event as an English sentence (None: an event people are not told
    about); `defs` name the game's cards by id, `tag(id)` adds an instance
    tag to a card's number (" #2": the second of its name on its side)."""
    fn = _RENDER.get(type(event))
    return fn(event, _Words(defs, tag)) if fn is not None else None


def log_lines(game, player: Optional[int], full: bool = False) -> list[str]:
    """The log `player` may read (0 or 1; None: a spectator, public
    information only); `full` reads every event whole (for the engine's
    tests and the --show-hidden terminal)."""
    words = _Words(game.state.defs)
    events = game.events if full else game.events_for(player)
    out = []
    for e in events:
        fn = _RENDER.get(type(e))
        text = fn(e, words) if fn is not None else None
        if text is not None:
            out.append(text)
    return out
