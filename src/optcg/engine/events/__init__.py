"""What happened in a game, as plain data: one small record per kind of event.

The engine appends events to `GameState.log` (only when a log is kept: every
emission sits behind `if st.log is not None`, so a game without a log pays
nothing); the most frequent go in raw, as a plain tuple of their fields, and
are built when the log is first read (`deferred`), so readers read
`Game.events`.  An event holds ids, numbers, area codes and the rule it
applies; no English: words are the text layer's job (`optcg.text`).

Secrets (CR 3-1-5, 3-4-3, 11-2, 11-3).  A kind that can name a card from a
secret area lists those fields in `SECRET_FIELDS` and carries `seen`, the
players allowed to know them (a bit per player: `ALL`, `NOBODY` or
`only(p)`), decided at emit time from the areas involved.  `events_for`
is the one filter every stream that leaves the engine goes through: what
a viewer may not know becomes `HIDDEN` ("a card": no id, hence no number
and no name).  Nor may anything else a viewer reads depend on what they
may not know: a kind that also tells a fact about a secret card (a
declined [Trigger], a cost that could not be paid with the cards of a
hidden hand) has a public form in `PUBLIC_FORMS`, the event that viewer
would have read had the fact been otherwise, or none at all (a decision
asked of the other player, DecisionAsked).

Card fields are annotated `CardId` (one card) or `CardIds` (several), so a
reader can find every card an event names without knowing the kind.

The kinds live by concept: `game` (start, turns, phases, decisions asked,
the end), `cards` (cards moved, Life, looks and reveals, DON!!), `battle`,
`effects`; `seen` holds the masks and `filter` the one privacy filter.
Every name is importable from this package, as the engine reads them
(`events as E`, `E.KOd`).
"""
# ruff: noqa: F401  (this package re-exports every event kind and the filter)

from __future__ import annotations

from .seen import (CardId, CardIds, HIDDEN, NOBODY, ALL, only, seen_moving)
from .game import (LeadersShown, NotAutomated, RockPaperScissorsWon, TurnOrderChosen,
                   OpeningHandDrawn, MulliganDecided, LifeSetUp, TurnBegan, ExtraTurn, MAIN,
                   END, PhaseBegan, DecisionAsked, PhaseEnded, Refreshed, StayRested,
                   FirstTurnDrawSkipped, DonPlaced, Conceded, DeckOutWin, Lost, GameOver,
                   decision_asked)
from .cards import (Drew, CardMoved, CardsMoved, CardPlaced, Played, TrashedForRoom, KOd,
                    Rested, LifeTaken, LifeTrashed, LifeToDeck, LifeTurned, LifeFromDeck,
                    Looked, REVEAL_CARDS, REVEAL_FROM_HAND, REVEAL_HAND, REVEAL_DECK_TOP,
                    REVEAL_LIFE_TOP, REVEAL_TO_HAND, REVEAL_TRIGGER, Revealed, HandCardChosen,
                    Shuffled, DonGiven, DonRested, DonReturned, DonAdded, DonSetActive,
                    don_given_in_main)
from .battle import (AttackDeclared, AttackRetargeted, BattleAbandoned, Unblockable, Blocked,
                     CounterUsed, EventActivated, BattleResult, DamageTaken, EffectDamage)
from .effects import (AbilityActivated, EffectResolved, AbilityDeclined, StepDeclined, CostPaid,
                      cost_paid, CostUnpayable, EffectLapsed, OptionChosen, PowerChanged,
                      CostChanged, CostSet, BaseSet, KeywordGained, NEGATED, CANNOT_ATTACK,
                      CANNOT_ATTACK_COST_AT_MOST, CANNOT_BLOCK, LOSES_KEYWORD, CANNOT_BE_RESTED,
                      CANNOT_BE_KOED, ATTACKS_ACTIVE, UNBLOCKED_ATTACKER, STAYS_RESTED,
                      ATTACK_TAXED, CardRestricted, NO_BLOCKER, NO_BLOCKER_MAX_POWER,
                      NO_BLOCKER_MAX_COST, NO_CHARACTER_PLAY, NO_LIFE_TO_HAND,
                      NO_DRAW_BY_EFFECT, NO_DON_ACTIVE_BY_CHARACTERS, NEXT_PLAY_COST,
                      DON_STAY_RESTED, NO_PLAY_FROM_HAND, ON_PLAY_NEGATED, PlayerRestricted,
                      Protected, Replaced, effect_resolved)
from .filter import (SECRET_FIELDS, PUBLIC_FORMS, event_for, events_for)
