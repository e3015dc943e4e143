"""What the environments share: decks, a game per episode, rewards, and the
encoding of each player's observation with its action mask.

The environments (aec.py, single.py, vector.py) are thin shells over a
`Match`: it starts a game from the episode's generator, names each legal
answer by its fixed id (actions.py) or its row in the option list
(options.py), and computes rewards.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from copy import copy as shallow_copy
from typing import Any, Final

import numpy as np
from gymnasium import spaces

from ..api import deck_defs, resolve_deck
from ..decks import check_deck
from ..engine import Action, Decision, Game, PlayerView
from ..engine.state import GameState
from .actions import ACTIONS, ActionSpaceError, known_refs, legal_ids, mask_of
from .observation import OBSERVATION, ROWS, Encoder
from .options import OPTION_FEATURES, option_table

INTERFACES: Final = ("fixed", "options")


class Reward:
    """Win +1, loss -1, draw 0 (configurable), plus optional shaping by a
    potential: each step adds potential(view after) - potential(view before),
    so that shaping never changes which policy is best (Ng et al., 1999).
    The potential reads the player's own view only."""

    def __init__(self, win: float = 1.0, loss: float = -1.0, draw: float = 0.0,
                 potential: Callable[[PlayerView], float] | None = None) -> None:
        self.win, self.loss, self.draw, self.potential = win, loss, draw, potential

    def terminal(self, game: Game, player: int) -> float:
        r = game.result
        if r is None:
            return 0.0
        if r.winner is None:
            return self.draw
        return self.win if r.winner == player else self.loss


def life_difference(weight: float = 0.05) -> Callable[[PlayerView], float]:
    """A potential: `weight` * (my Life cards - the opponent's)."""
    def potential(view: PlayerView) -> float:
        return weight * (view.life_size(view.player) - view.life_size(view.opponent))
    return potential


def _load(deck) -> tuple:
    """(leader, cards) CardDefs of a deck (DeckList, built-in name or file),
    checked against the deck rules (CR 5-1-2)."""
    d = resolve_deck(deck)
    check_deck(d)
    return deck_defs(d)


class Match:
    """The game of the current episode and how players see it."""

    def __init__(self, decks: Sequence = ("st01", "st02"), deck_pool: Sequence | None = None,
                 reward: Reward | Callable[[Game, int], float] | None = None,
                 max_steps: int = 10_000, interface: str = "fixed", max_options: int = 128,
                 allow_unimplemented: bool = False, illegal_action: str = "lose") -> None:
        if illegal_action not in ("lose", "raise"):
            raise ValueError(f"illegal_action {illegal_action!r}: choose 'lose' (the player "
                             f"concedes, CR 1-2-3) or 'raise' (ActionSpaceError)")
        self.illegal_action = illegal_action
        # the message of the last action refused (illegal_action="lose"), or None
        self.refused: str | None = None
        if interface not in INTERFACES:
            raise ValueError(f"unknown action interface {interface!r}: choose 'fixed' (one id "
                             f"per action) or 'options' (a row of the option list)")
        if deck_pool is not None:
            pool = list(deck_pool)
            if not pool:
                raise ValueError("deck_pool is empty: give at least one deck")
            self.pairs: list | None = None
            self.pool = [_load(d) for d in pool]
        else:
            if isinstance(decks, (str, bytes)) or len(decks) != 2:
                raise ValueError(f"decks must be a pair of decks (one per player), not {decks!r}")
            self.pool = [_load(d) for d in decks]
            self.pairs = [(0, 1)]
        if max_steps < 1:
            raise ValueError(f"max_steps must be at least 1, not {max_steps}")
        self.reward = reward if reward is not None else Reward()
        self.max_steps = max_steps
        self.interface = interface
        self.max_options = max_options
        self.allow_unimplemented = allow_unimplemented
        self.encoders: dict[tuple[int, int], Encoder] = {}
        # the game (the `game` property) and its state, read at every step
        # without a property call (a game played without a log has nothing to
        # record before its state is read: Game.state)
        self._game: Game | None = None
        self.state: GameState | None = None
        self.encoder: Encoder | None = None
        self.steps = 0
        self._legal: dict[int, Action] | None = None
        self._potentials = [0.0, 0.0]
        # the batch row the encoder keeps the observation in (observe_into):
        # the batch, the row, the seat and the encoder bound, and whether
        # the binding took (else the encoder's arrays are copied)
        self._into: Batch | None = None
        self._into_row = -1
        self._into_player = -1
        self._into_encoder: Encoder | None = None
        self._direct = False
        self.observation_space = observation_space(interface, max_options)
        self.action_space = spaces.Discrete(ACTIONS if interface == "fixed" else max_options)

    # -- episodes --------------------------------------------------------
    def start(self, rng: np.random.Generator) -> None:
        """A new game: decks and seed drawn from `rng`."""
        if self.pairs is not None:
            a, b = self.pairs[0]
        else:
            a, b = (int(x) for x in rng.integers(len(self.pool), size=2))
        seed = int(rng.integers(2**31 - 1))
        # each agent sees when the other decides (agent_selection): every
        # decision that turns on hidden cards is asked whatever they are
        self.game = Game.new(self.pool[a], self.pool[b], seed=seed, log=False,
                             allow_unimplemented=self.allow_unimplemented,
                             conceal_decisions=True)
        enc = self.encoders.get((a, b))
        if enc is None:
            enc = self.encoders[(a, b)] = Encoder(self.state.defs)
        self.encoder = enc
        self.steps = 0
        self._legal = None
        self.refused = None
        self._potentials = [self._potential(0), self._potential(1)]

    @property
    def game(self) -> Game | None:
        """The game of the current episode (None before the first)."""
        return self._game

    @game.setter
    def game(self, game: Game | None) -> None:
        self._game = game
        self.state = game.state if game is not None else None

    @property
    def over(self) -> bool:
        return self._game is None or self.state.result is not None

    @property
    def truncated(self) -> bool:
        return self.state.result is None and self.steps >= self.max_steps

    @property
    def to_move(self) -> int:
        """The player who must decide now (-1 when the game is over)."""
        d = self.state.decision
        return -1 if d is None else d.player

    # -- actions ------------------------------------------------------------
    def legal(self) -> dict[int, Action]:
        """The fixed id of each legal action of the open decision."""
        if self._legal is None:
            st = self.state
            self._legal = legal_ids(st, st.decision.player, self._game.legal_actions())
        return self._legal

    def action_of(self, i: Any) -> Action:
        """The engine action an agent's integer stands for (a fixed id, or a
        row of the option list)."""
        legal = self._legal
        if legal is not None and i.__class__ is int and self.interface == "fixed":
            a = legal.get(i)        # the ids listed for the observation: no lookup
            if a is not None:
                return a
        try:
            k = int(i)
        except (TypeError, ValueError):
            raise ActionSpaceError(f"an action is an integer, not {i!r}") from None
        if self.interface == "options":
            opts = self._game.legal_actions()
            if not 0 <= k < len(opts):
                raise ActionSpaceError(f"no option {k}: this decision has options 0 to "
                                       f"{len(opts) - 1} (see the action mask)")
            return opts[k]
        a = self.legal().get(k)
        if a is None:
            from .actions import action_name
            name = action_name(k) if 0 <= k < ACTIONS else "out of the space"
            raise ActionSpaceError(f"action {k} ({name}) is not legal now: choose an id "
                                   f"whose action_mask entry is 1")
        return a

    def apply(self, i: Any) -> tuple[float, float]:
        """Play the agent's integer for the deciding player; each player's
        reward.  An integer that is no legal action raises ActionSpaceError,
        or with illegal_action="lose" makes the player concede (CR 1-2-3),
        the convention of PettingZoo's classic games."""
        action = None
        if i.__class__ is int:      # action_of without its checks, for a listed answer
            if self.interface == "fixed":
                legal = self._legal         # the ids listed for the observation
                if legal is not None:
                    action = legal.get(i)
            else:
                options = self._game.legal_actions()
                if 0 <= i < len(options):
                    action = options[i]
        if action is not None:
            self.refused = None
            self._game.apply(action)
            self.steps += 1
            self._legal = None
            rw = self.reward
            if rw.__class__ is Reward and rw.potential is None and self.state.result is None:
                return 0.0, 0.0         # rewards(): the default ones, before the end
            return self.rewards()
        try:
            action = self.action_of(i)
        except ActionSpaceError as exc:
            if self.illegal_action == "raise":
                raise
            self.refused = str(exc)
            self._game.concede(self.to_move)
            self.steps += 1
            self._legal = None
            return self.rewards()
        self.refused = None
        self._game.apply(action)
        self.steps += 1
        self._legal = None
        return self.rewards()

    def apply_action(self, action: Action) -> tuple[float, float]:
        """Play an engine action (an opponent agent's) for the deciding player."""
        self._game.apply(action)
        self.steps += 1
        self._legal = None
        return self.rewards()

    @property
    def plain_rewards(self) -> bool:
        """The default rewards with no shaping: 0 until the game ends."""
        rw = self.reward
        return rw.__class__ is Reward and rw.potential is None

    def rewards(self) -> tuple[float, float]:
        rw = self.reward
        g = self._game
        if rw.__class__ is Reward and rw.potential is None and self.state.result is None:
            return 0.0, 0.0         # the default rewards, before the end
        if not isinstance(rw, Reward):
            return float(rw(g, 0)), float(rw(g, 1))
        out = [rw.terminal(g, 0), rw.terminal(g, 1)]
        if rw.potential is not None:
            for p in (0, 1):
                now = 0.0 if g.over else self._potential(p)
                out[p] += now - self._potentials[p]
                self._potentials[p] = now
        return out[0], out[1]

    def _potential(self, p: int) -> float:
        rw = self.reward
        if isinstance(rw, Reward) and rw.potential is not None:
            return float(rw.potential(self._game.view(p)))
        return 0.0

    # -- observations -------------------------------------------------------
    def decision_for(self, player: int) -> Decision | None:
        d = self.state.decision
        if d is None or d.player != player or self.truncated:
            return None
        return self._game.decision

    def observe(self, player: int, copy: bool = True) -> dict[str, np.ndarray]:
        """What `player` sees now, with the mask of their legal answers (all
        zero when they need not decide); copy=False: see `observe`."""
        g = self._game
        st = self.state
        d = st.decision
        # decision_for, inlined: the player's open decision (not cut short)
        if d is None or d.player != player or (st.result is None and self.steps >= self.max_steps):
            d = None
        else:
            d = g.decision
        enc = self.encoder
        if copy and enc.__class__ is Encoder:
            # the common cases, observe() without its branches
            vec, ids = enc.encode(st, player, d, len(d.options) if d is not None else 0)
            if self.interface == "fixed":
                if d is None:
                    return {"observation": vec, "card_ids": ids,
                            "action_mask": np.zeros(ACTIONS, dtype=np.int8)}
                legal = self._legal         # legal(), inlined, from the options at hand
                if legal is None:
                    legal = self._legal = legal_ids(st, player, d.options)
                return {"observation": vec, "card_ids": ids, "action_mask": mask_of(legal)}
            if d is None:
                table = option_table(st, player, (), None, enc.facts, -1, self.max_options,
                                     enc.option_rows)
            else:
                purpose = d.purpose
                table = option_table(st, player, d.options, None, enc.facts,
                                     purpose.step if purpose is not None else -1,
                                     self.max_options, enc.option_rows, known_refs(st, player))
            feats, mask, option_ids, option_refs = table
            return {"observation": vec, "card_ids": ids, "action_mask": mask, "options": feats,
                    "option_ids": option_ids, "option_refs": option_refs}
        legal = self.legal() if d is not None and self.interface == "fixed" else None
        return observe(g, player, self.encoder, self.interface, self.max_options, d, legal, copy)

    def observe_into(self, player: int, out: Batch, i: int, bind: bool = False) -> bool:
        """Write what `player` sees now into row i of the batched
        environment's output `out` (the action mask's row must start
        zeroed).  bind=True, for an output written again at every step: the
        encoder is bound to the row (Encoder.bind), keeps it as its own
        memory and writes there only what changed, so nothing is copied;
        True.  Else, or where the encoder cannot be bound (a custom one, the
        compiled build's), it writes into its own arrays, copied into the
        row: False.  For the fixed ids the mask's legal entries are set one
        by one, with no array in between."""
        direct = False
        if bind:
            if out is not self._into or i != self._into_row or \
                    player != self._into_player or self.encoder is not self._into_encoder:
                self._bind(player, out, i)
            direct = self._direct
        if self.interface != "fixed":
            arrays = out.arrays
            for k, v in self.observe(player, copy=False).items():
                if not direct or (k != "observation" and k != "card_ids"):
                    arrays[k][i] = v
            return direct
        st = self.state
        d = st.decision
        # decision_for, inlined: the player's open decision (not cut short)
        if d is None or d.player != player or (st.result is None and self.steps >= self.max_steps):
            d = None
        else:
            d = self._game.decision
        vec, ids = self.encoder.encode(st, player, d, len(d.options) if d is not None else 0,
                                       False)
        if not direct:
            try:
                out.obs[i * OBSERVATION:(i + 1) * OBSERVATION] = vec
                out.ids[i * ROWS:(i + 1) * ROWS] = ids
            except (TypeError, ValueError):     # a custom encoder's arrays of other types
                out.arrays["observation"][i] = vec
                out.arrays["card_ids"][i] = ids
        if d is not None:
            legal = self._legal         # legal(), inlined, from the options at hand
            if legal is None:
                legal = self._legal = legal_ids(st, player, d.options)
            mask = out.mask
            base = i * ACTIONS
            for k in legal:
                mask[base + k] = 1
        return direct

    def _bind(self, player: int, rows: Batch, i: int) -> None:
        """Bind the encoder's memory for `player` to row i of `rows`, and
        give the encoder that held the binding (another pair of decks' or the
        other seat's) memory of its own again."""
        old = self._into_encoder
        if old is not None and self._direct:
            old.bind(self._into_player, bytearray(4 * OBSERVATION), np.zeros(ROWS, np.int64))
        enc = self.encoder
        bind = getattr(enc, "bind", None)
        obs, ids = rows.row(i)
        self._direct = bind is not None and bool(bind(player, obs, ids))
        self._into, self._into_row, self._into_player, self._into_encoder = \
            rows, i, player, enc

    def action_mask(self) -> np.ndarray:
        """The mask of the deciding player's legal answers."""
        if self.over or self.truncated:
            return np.zeros(self.action_space.n, dtype=np.int8)
        if self.interface == "fixed":
            return mask_of(self.legal())
        m = np.zeros(self.max_options, dtype=np.int8)
        m[:len(self._game.legal_actions())] = 1
        return m


def observation_space(interface: str, max_options: int) -> spaces.Dict:
    """A Match's observation space: Boxes of its own (each seeds and samples
    with a generator of its own) over bounds shared, read-only, with every
    Match of the same interface and size (78 KB a game with the fixed ids,
    340 KB with the option list)."""
    key = (interface, max_options)
    parts = _SPACES.get(key)
    if parts is None:
        parts = {
            "observation": spaces.Box(-np.inf, np.inf, (OBSERVATION,), np.float32),
            "action_mask": spaces.Box(0, 1, (ACTIONS if interface == "fixed" else max_options,),
                                      np.int8),
            "card_ids": spaces.Box(0, 2**31 - 1, (ROWS,), np.int64),
        }
        if interface == "options":
            parts["options"] = spaces.Box(-np.inf, np.inf, (max_options, OPTION_FEATURES),
                                          np.float32)
            parts["option_ids"] = spaces.Box(-1, ACTIONS - 1, (max_options,), np.int64)
            parts["option_refs"] = spaces.Box(-1, 2**31 - 1, (max_options, 2), np.int64)
        for box in parts.values():
            for bounds in (box.low, box.high, box.bounded_below, box.bounded_above):
                bounds.flags.writeable = False
        _SPACES[key] = parts
    return spaces.Dict({k: shallow_copy(box) for k, box in parts.items()})


# the Boxes of the observation spaces by (interface, max_options), never
# handed out: copies share their bounds
_SPACES: Final[dict[tuple[str, int], dict[str, spaces.Box]]] = {}


class Batch:
    """Output arrays of a batch of observations (the observation space's
    keys with a leading batch axis) and flat views of the fixed-id arrays,
    through which a row is copied or a mask entry set without a NumPy call:
    `shapes` gives each key's (shape, dtype).  The action masks are NumPy's
    view of a bytearray (`mask`), zeroed: setting a bytearray's item costs
    less than setting a memoryview's."""

    __slots__ = ("arrays", "obs", "ids", "mask", "words", "free")

    def __init__(self, shapes: dict[str, tuple[tuple[int, ...], np.dtype]]) -> None:
        arrays: dict[str, np.ndarray] = {}
        for k, (shape, dtype) in shapes.items():
            if k == "action_mask":
                self.mask = bytearray(int(np.prod(shape)) * np.dtype(dtype).itemsize)
                # the array over the bytes itself: the views handed out refer to it
                arrays[k] = np.ndarray(shape, dtype, buffer=self.mask)
            else:
                arrays[k] = np.empty(shape, dtype=dtype)
        self.arrays = arrays
        self.obs = memoryview(arrays["observation"].reshape(-1))
        self.ids = memoryview(arrays["card_ids"].reshape(-1))
        flat = arrays["action_mask"].reshape(-1)
        # the masks as the widest words that tile them: NumPy fills int8
        # arrays a byte at a time, eight times the work of filling words
        size = flat.nbytes
        self.words = flat.view(np.uint64 if size % 8 == 0 else
                               np.uint32 if size % 4 == 0 else np.uint8)
        del flat                        # no reference of its own
        self.free = self.holders()      # the count when nothing outside holds them

    def clear_masks(self) -> None:
        """Every action mask zeroed, to be set entry by entry."""
        self.words.fill(0)

    def holders(self) -> int:
        """The references to the arrays: every view handed out, and every
        view of such a view, holds one (NumPy's views refer to the array
        that owns the memory), so the count is `free` only when nothing
        outside the batch can read or write them."""
        count = sys.getrefcount
        return sum([count(a) for a in self.arrays.values()])

    def row(self, i: int) -> tuple[memoryview, np.ndarray]:
        """Row i's observation as writable bytes and its card ids: the
        memory an encoder is bound to (Match.observe_into)."""
        arrays = self.arrays
        return memoryview(arrays["observation"][i]).cast("B"), arrays["card_ids"][i]

    def views(self, writeable: bool = True) -> dict[str, np.ndarray]:
        """The arrays as a caller gets them: views, so that what the caller
        does to a shape, its flags or the dict stays with them; read-only
        ones if not `writeable`."""
        got = {k: a.view() for k, a in self.arrays.items()}
        if not writeable:
            for v in got.values():
                v.flags.writeable = False
        return got


def observe(game: Game, player: int, encoder: Encoder, interface: str = "fixed",
            max_options: int = 128, decision: Decision | None = None,
            legal: dict[int, Action] | None = None,
            copy: bool = True) -> dict[str, np.ndarray]:
    """The observation of `player` in `game`: `decision` is the open decision
    if it is theirs to answer (else None: no decision is shown and the mask
    is zero), `legal` its options by fixed id (computed if not given).
    copy=False: the observation and card ids are the encoder's own arrays,
    overwritten when it next encodes for this player (the batched
    environment copies them into its batch at once)."""
    st = game.state
    d = decision
    n = len(d.options) if d is not None else 0
    # a custom encoder may take no `copy` (tests/test_rl_leaks.py has one)
    vec, ids = encoder.encode(st, player, d, n) if copy else encoder.encode(st, player, d, n, False)
    out = {"observation": vec, "card_ids": ids}
    refs = None
    if d is not None and (legal is None or interface != "fixed"):
        refs = known_refs(st, player)       # looked up once, for the ids and the table
        if legal is None and interface == "fixed":
            legal = legal_ids(st, player, d.options, refs)
    if interface == "fixed":
        out["action_mask"] = mask_of(legal) if d is not None else \
            np.zeros(ACTIONS, dtype=np.int8)
        return out
    options = d.options if d is not None else ()
    step = d.purpose.step if d is not None and d.purpose is not None else -1
    # a row whose action the fixed ids cannot name gets id -1: the list has no size
    # limit (None: option_table finds the ids with the rows)
    ids = list(legal) if legal is not None else None
    feats, mask, oids, refs_out = option_table(st, player, options, ids,
                                               encoder.facts, step, max_options,
                                               getattr(encoder, "option_rows", None), refs)
    out.update(action_mask=mask, options=feats, option_ids=oids, option_refs=refs_out)
    return out
