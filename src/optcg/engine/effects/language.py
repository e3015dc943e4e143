"""The effect language: card effects as data.

A card's script is a tuple of abilities.  An ability has a timing (when it
can be used), conditions, an activation cost and a body of steps; a step is
an action applied to a target.  Every node is an immutable dataclass shared
by all games, so a paused effect is just an ability reference plus a
program counter (see runtime.py) and the same nodes are rendered back into
English (the wording package).

The pieces combine like the phrases of card text:

    Ability(ON_PLAY, cost=(DonMinus(1),),
            steps=(KO(Choose(Cards(OPPONENT, cost_max=4))),))

reads "[On Play] DON!! -1: K.O. up to 1 of your opponent's Characters with
a cost of 4 or less."
"""

from __future__ import annotations

# every node and word of the language, by concept (named one by one: the
# compiled build does not take `import *`)
from .nodes.vocabulary import (YOU, OPPONENT, ANY, FIELD, HAND, TRASH, DECK, LIFE, LOOKED,
                               HAND_OR_TRASH, LEADER, CHARACTER, EVENT, STAGE, ON_PLAY,
                               WHEN_ATTACKING, WHEN_ATTACKED, ON_BLOCK, ON_KO, ON_OPPONENTS_ATTACK,
                               END_OF_YOUR_TURN, END_OF_OPPONENTS_TURN, END_OF_BATTLE,
                               START_OF_YOUR_TURN, ACTIVATE_MAIN, MAIN, COUNTER, TRIGGER,
                               START_OF_GAME, WOULD_BE_KO, WOULD_BE_KO_BY_EFFECT,
                               WOULD_BE_KO_IN_BATTLE, WOULD_BE_KO_BY_OPPONENT,
                               WOULD_BE_REMOVED_BY_OPPONENT, WOULD_LEAVE_FIELD, WOULD_BE_REMOVED,
                               WOULD_BE_KO_OR_REMOVED_BY_OPPONENT, WOULD_BE_KO_TIMINGS, BY_BATTLE,
                               WOULD_BE_RESTED_BY_OPPONENT_CHARACTER, WHEN_PLAYED_FROM_TRASH,
                               BY_EFFECTS, BY_OPPONENTS_EFFECTS, KO_CAUSES, AUTO_TIMINGS,
                               WHEN_RESTED, WHEN_DON_RETURNED, WHEN_DON_RETURNED_BY_YOU,
                               WHEN_2_DON_RETURNED, WHEN_DRAW_OUTSIDE_DRAW_PHASE, WHEN_THIS_KOED,
                               WHEN_THIS_KOED_BY_EFFECT, WHEN_THIS_KOED_BY_OPPONENT,
                               WHEN_CHARACTER_KOED, WHEN_OPPONENT_CHARACTER_KOED,
                               WHEN_ATTACK_DEALS_DAMAGE, WHEN_OPPONENT_ACTIVATES_EVENT,
                               WHEN_OPPONENT_ACTIVATES_BLOCKER,
                               WHEN_YOU_ACTIVATE_EVENT, WHEN_ANY_DON_RETURNED,
                               WHEN_YOU_PLAY_CHARACTER, WHEN_OPPONENT_PLAYS_CHARACTER,
                               WHEN_OPPONENT_CHARACTER_RETURNED_BY_YOU, WHEN_LIFE_ADDED_TO_HAND,
                               WHEN_LIFE_BECOMES_0, WHEN_TRIGGER_ACTIVATES, WHEN_BATTLES_AND_KOS,
                               WHEN_ATTACKS_LEADER, WHEN_HAND_TRASHED_BY_EFFECT,
                               WHEN_REMOVED_BY_OPPONENT, WHEN_GIVEN_DON,
                               WHEN_OPPONENT_LIFE_REMOVED, WHEN_YOU_DEAL_DAMAGE, WHEN_THIS_BATTLES,
                               WHEN_YOU_PLAY_VANILLA_FROM_HAND, WHEN_ATTACKS_OR_ATTACKED,
                               WHEN_OPPONENT_ACTIVATES_EVENT_OR_BLOCKER, WHEN_ANY_LIFE_REMOVED,
                               EVENT_TIMINGS, THIS_KOED_TIMINGS, THIS_BATTLE, THIS_TURN,
                               UNTIL_NEXT_TURN, UNTIL_END_OF_OPPONENTS_NEXT_TURN,
                               UNTIL_END_OF_OPPONENTS_NEXT_END_PHASE, UNTIL_END_OF_YOUR_NEXT_TURN,
                               WHILE_ON_FIELD, DON_ON_FIELD, OPPONENTS_LIFE, TOTAL_LIFE,
                               YOUR_LIFE, OPPONENTS_DON,
                               MANY, Range, up_to, exactly, at_least)
from .nodes.filters import (Cards, This, Choose, Every, Selected, Select, LeaderAndThis)
from .nodes.conditions import (DonAttached, YourTurn, OpponentsTurn, LeaderNameIncludes,
                               BattledCharacter, EITHER, AT_LEAST,
                               AT_MOST, EXACTLY, LESS, MORE, DonCards, RestedCards, AllDonRested,
                               PlayedThisTurn, Has, OnlyHave, Compare, CardIs, LeaderMulticolored,
                               AllOf, AnyOf, RevealedIs, YouDid, DonOnFieldEither, HasEachNamed,
                               RevealedCost, HandTrashedThisTurn, HAND_TRASHED_MARK, NegatedIf,
                               EventActivatedThisTurn, EVENT_ACTIVATED_MARK,
                               NotDrawnByThis, DREW_MARK, TheyDidNot,
                               BattledCharacterThisTurn, BATTLED_MARK, BATTLED_LISTEN, OnActivation)
from .nodes.costs import (RestDon, DonMinus, RestThis, TrashFromHand, StepCost, RestDonCards,
                          LifeCards, RevealCards, RestLeaderOrDon)
from .nodes.ko_trash import (KO, Trash, TrashFromDeck, CannotBeKOd, CannotBeRemoved, ProtectFromKO,
                             OpponentMayTrashHand)
from .nodes.hand_deck import (ReturnToHand, ToDeckBottom, ANY_ORDER, YOUR_DECK_IN_ANY_ORDER,
                              ToDeckTop, AddToHand, Draw, NoDrawByEffect,
                              ShuffleDeck, DrawToHandSize, RedrawHand, ShuffleIntoDeck,
                              ReturnHandToDeck,
                              OpponentReveals, TrashHandsDownTo, ToHandOrDeckBottom,
                              OpponentRevealsHand, HandToDeck)
from .nodes.life import (LookAtLife, LookAtAllLife, AddLifeFromDeck, TakeLife, TrashLife, TurnLife,
                         TurnAllLife, AddToLife, HasFaceUpLife, TrashLifeUntil, NoLifeToHand,
                         TrashFaceUpLife, SearchToLife, RevealLife, LifeToDeckBottom,
                         FaceUpLifeToDeck, OpponentMayTrashLife)
from .nodes.don import (GiveDon, AddDon, SetDonActive, RestOpponentDon, ReturnDon, GiveDonEach,
                        ReturnGivenDon, RestCards, RestDonOrCharacter,
                        ReturnActiveDon, GiveActiveDon, GiveOpponentDon, GiveDonToOwner, GivenCost,
                        MoveGivenDon, NoDonActiveByCharacters, OpponentMayReturnDon,
                        OpponentMayAddDon, SetActiveWithDon)
from .nodes.search import (LookAtTop, Search, Look, PlaceRest, TrashRest)
from .nodes.search import DeclareCostReveal, MAX_DECLARED_COST
from .nodes.conditions import RevealedHasChosenCost
from .nodes.play import (PlayCard, NextPlayCostReduction, PlayCostReduction, PLAY_COST_MARK,
                         CannotPlayCharacters)
from .nodes.play import PlayedRested, PLAYED_RESTED_MARK
from .nodes.power_cost import (PowerChange, SetBasePower, SetBaseCost, SetPowerToZero, CostChange,
                               SetCost, StaticPower, StaticBasePower, StaticCounter, HandCost, StaticCost, PowerPerCard,
                               SAME_AS_OPPONENTS_LEADER, SAME_AS_OPPONENTS_LEADER_POWER,
                               SAME_AS_SELECTED, SAME_AS_ATTACKER, BasePowerSameAs, PowerPerCost)
from .nodes.power_cost import PowerPerGivenDon
from .nodes.keywords import (GainKeyword, LoseKeyword, Negate, StaticKeyword, AlsoNamed,
                             AnyNumberInDeck)
from .nodes.keywords import OnPlayNegated, ON_PLAY_NEGATED_MARK
from .nodes.restrictions import (Rest, SetActive, CannotAttack, CannotAttackCostAtMost,
                                 CannotActivateBlocker, CannotBlock,
                                 UnblockableWhenAttacking, Against, StaticCannotAttack,
                                 StaticAttackActive, StaticAttackCharactersWhenPlayed,
                                 CannotBeRested, CanAttackActive, StayRested,
                                 StaticNoLeaderAttackWhenPlayed, RefreshLock, AttackOnly)
from .nodes.restrictions import StaticCannotBeRested
from .nodes.power_cost import SwapBasePower
from .nodes.game import DeckOutAtEndOfTurn
from .nodes.vocabulary import BY_YOUR_EFFECTS
from .nodes.replacement import (WouldBeKOd, ChooseInstead, DrawInstead, REPLACED)
from .nodes.durations import (AtEndOfTurn, AtEndOfBattle)
from .nodes.abilities import (ActivateOwn, ActivateEvent, If, Python, Ability, StaticAnd, Static, Option,
                              ChooseOne, EitherAction, StaticSentences, Both, ForEvery,
                              ANY_NUMBER, May)
from .nodes.game import (WinGame, LoseGame, DealDamage, DeckOutWins, ChangeAttackTarget, ExtraTurn)
from .nodes.don import SetAllDonActive
from .nodes.play import CannotPlayFromHand
from .nodes.don import RestDonAnyNumber
from .nodes.power_cost import PowerPerDonRested
from .nodes.vocabulary import WHEN_DAMAGE_OR_CHARACTER_KOED
from .nodes.vocabulary import WHEN_ONE_OF_YOUR_CHARACTERS_KOED
from .nodes.vocabulary import (WHEN_CHARACTER_REMOVED_BY_YOU, WHEN_YOU_PLAY_TRIGGER_CHARACTER,
                               WHEN_OPPONENT_ACTIVATES_EVENT_OR_TRIGGER,
                               WHEN_REMOVED_BY_OPPONENT_OR_KOED)
from .nodes.vocabulary import WHEN_OPPONENT_CHARACTER_ATTACKS
from .nodes.restrictions import AttackTax
from .nodes.conditions import OtherNamedCharacters
from .nodes.conditions import HasDifferentNames
from .nodes.conditions import YourTurnOrLater
from .nodes.keywords import DeckExcludes
from .nodes.deck_rules import DeckOnly, DonDeckSize
from .nodes.abilities import ActivateMainOf
from .nodes.search import LookAtOpponentTop
from .nodes.vocabulary import WHEN_THIS_RESTED_BY_OPPONENT, WHEN_CHARACTER_RESTED_BY_YOU
from .nodes.vocabulary import WHEN_YOUR_CHARACTER_REMOVED
from .nodes.vocabulary import WHEN_OPPONENT_PLAYS_DESCRIBED_OR_BY_CHARACTER
