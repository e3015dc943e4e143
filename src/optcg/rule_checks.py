"""Rule checks for played games: after every action, what happened must
agree with the Comprehensive Rules, not only with the engine's bookkeeping.

`optcg.testing.check_invariants` proves that nothing is lost (every card in
one place, counts within their limits).  These checks prove that a few rules
were followed, from the game's events and state, with arithmetic of their own
rather than the engine's code, so that a wrong rule in the engine shows up in
any random game:

- CR 7-1-4-1, 7-1-4-2: a battle is won exactly when the attacking card's power
  is at least the attacked card's; only a won attack on a Leader deals damage.
- CR 6-5-6-1: neither player battles on their first turn (game turns 1 and 2).
- CR 10-2-10, 6-4-1: the DON!! deck changes by exactly what the DON!! Phase,
  additions and returns (DON!! -X among them) say they moved.
- CR 10-2-10: a paid DON!! -X cost returned exactly X DON!! to the DON!! deck.
- CR 10-1-5: a Life card with a [Trigger] taken by damage is offered to its
  owner (it reaches the hand only declined, CR 10-1-5-2).
- CR 6-5-5-2: a DON!! given to a Leader or Character adds 1000 power in its
  owner's turn only; checked on cards with no effects of their own and
  nothing modifying them, whose power the printed value and the DON!! decide.
- CR 10-2-13: a [Once Per Turn] ability is activated at most once a turn by
  one card, which becomes a new card when it moves (CR 10-2-13-4).

    checks = RuleChecks(game)          # a game made with log=True
    while not game.over:
        game.apply(choice(game.legal_actions()))
        checks.after_action()          # raises RuleViolation
"""

from __future__ import annotations

from .engine import events as E
from .engine import stats
from .engine.constants import CHARACTER, LEADER, DecisionKind
from .engine.effects.language import TRIGGER

DON_PER_GIVEN: int = 1000          # CR 6-5-5-2


class RuleViolation(AssertionError):
    """The game did something a rule forbids; the message cites the rule."""

    def __init__(self, rule: str, message: str, turn: int):
        super().__init__(f"CR {rule} (turn {turn}): {message}")
        self.rule = rule
        self.turn = turn


class RuleChecks:
    """Checks one game after each of its actions (see the module)."""

    def __init__(self, game) -> None:
        if game.state.log is None:
            raise ValueError("rule checks read the game's events: make the game with "
                             "log=True")
        self.game = game
        self.seen = len(game.events)
        self.don_deck = list(game.state.don_deck)
        self.moved = [0, 0]       # DON!! out of each DON!! deck since don_deck
        self.checked = {"battles": 0, "attacks": 0, "don_moves": 0, "don_power": 0,
                        "once_per_turn": 0, "don_minus": 0, "triggers": 0}
        # DON!! returned to each DON!! deck since that player's last activation
        self.returned = [0, 0]
        self.activated: dict[tuple[int, int], int] = {}    # (card, ability) -> turn

    def after_action(self) -> None:
        st = self.game.state
        new = self.game.events[self.seen:]
        self.seen = len(self.game.events)
        moved = self.moved
        for ev in new:
            t = type(ev)
            if t is E.BattleResult:
                self._battle(ev)
            elif t is E.AttackDeclared:
                self.checked["attacks"] += 1
                if ev.turn <= 2:
                    raise RuleViolation("6-5-6-1", f"an attack was declared on turn {ev.turn}, "
                                        "a player's first turn", ev.turn)
            elif t is E.DonPlaced:
                moved[ev.player] += ev.count
            elif t is E.DonAdded:
                moved[ev.player] += ev.count
            elif t is E.DonReturned and ev.deck:
                moved[ev.player] -= ev.count
                self.returned[ev.player] += ev.count
            elif t is E.AbilityActivated:
                self.returned[ev.player] = 0
                self._once_per_turn(ev)
            elif t is E.CostPaid:
                self._don_minus(ev)
            elif t is E.LifeTaken and ev.damage and ev.to_hand:
                self._trigger_offered(ev)
            elif t is E.Played or t is E.KOd or t is E.CardMoved or t is E.TrashedForRoom:
                for key in [k for k in self.activated if k[0] == ev.card]:
                    del self.activated[key]           # a new card (CR 10-2-13-4)
        # a DON!! -X is paid one DON!! per decision and reported once paid
        if st.decision is None or st.decision.kind != DecisionKind.RETURN_DON:
            self._don_deck()
        self._given_don_power()

    def _don_deck(self) -> None:
        st = self.game.state
        for p in (0, 1):
            change = self.don_deck[p] - st.don_deck[p]
            if change != self.moved[p]:
                raise RuleViolation("10-2-10", f"player {p}'s DON!! deck went from "
                                    f"{self.don_deck[p]} to {st.don_deck[p]}, but the events "
                                    f"moved {self.moved[p]} out of it", st.turn)
            if self.moved[p]:
                self.checked["don_moves"] += 1
        self.don_deck = list(st.don_deck)
        self.moved = [0, 0]

    def _don_minus(self, ev: E.CostPaid) -> None:
        x = sum(n for c, n in zip(ev.costs, ev.counts) if c == "DonMinus")
        if "DonMinus" not in ev.costs:
            return
        if self.returned[ev.player] != x:
            raise RuleViolation("10-2-10", f"a DON!! -{x} of {self.game.state.defs[ev.card].number} "
                                f"returned {self.returned[ev.player]} DON!! to the DON!! deck",
                                ev.turn)
        self.checked["don_minus"] += 1
        self.returned[ev.player] = 0

    def _trigger_offered(self, ev: E.LifeTaken) -> None:
        d = self.game.state.defs[ev.card]
        if not d.by_timing.get(TRIGGER):
            return
        if not ev.trigger_declined:
            raise RuleViolation("10-1-5", f"the Life card {d.number} has a [Trigger] but "
                                "went to the hand without being offered", ev.turn)
        self.checked["triggers"] += 1

    def _once_per_turn(self, ev: E.AbilityActivated) -> None:
        if not self.game.state.defs[ev.card].abilities[ev.ability].once_per_turn:
            return
        key = (ev.card, ev.ability)
        if self.activated.get(key) == ev.turn:
            raise RuleViolation("10-2-13-1", f"the [Once Per Turn] ability {ev.ability} of "
                                f"{self.game.state.defs[ev.card].number} was activated twice "
                                "in one turn", ev.turn)
        self.activated[key] = ev.turn
        self.checked["once_per_turn"] += 1

    def _battle(self, ev: E.BattleResult) -> None:
        self.checked["battles"] += 1
        won = ev.attacker_power >= ev.target_power
        if ev.won != won:
            raise RuleViolation("7-1-4-1" if won else "7-1-4-2",
                                f"{ev.attacker_power} power attacking {ev.target_power} "
                                f"was {'won' if ev.won else 'lost'}", ev.turn)
        leader = self.game.state.defs[ev.target].category == LEADER
        if ev.damage and not (won and leader):
            raise RuleViolation("7-1-4-1-1", f"{ev.damage} damage dealt by an attack "
                                f"{'on a Character' if won else 'that lost'}", ev.turn)
        if won and leader and ev.damage < 1:
            raise RuleViolation("7-1-4-1-1", "a won attack on a Leader dealt no damage",
                                ev.turn)

    def _given_don_power(self) -> None:
        st = self.game.state
        if st.field_statics:              # a permanent effect may change any power
            return
        modified = {m.card for m in st.mods}
        for p in (0, 1):
            for i in (st.leaders[p], *st.chars[p]):
                d = st.defs[i]
                if d.abilities or i in modified or d.category not in (LEADER, CHARACTER):
                    continue
                given = st.don[i] if st.turn_player == p else 0
                expected = d.power + DON_PER_GIVEN * given
                if stats.power(st, i) != expected:
                    raise RuleViolation("6-5-5-2", f"{d.number} has {stats.power(st, i)} power "
                                        f"with {st.don[i]} DON!! given in "
                                        f"{'its owner' if st.turn_player == p else 'the other'}"
                                        f"'s turn; expected {expected}", st.turn)
                self.checked["don_power"] += 1
