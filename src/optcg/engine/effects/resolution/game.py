"""Steps on the game itself: winning or losing, damage by an effect, an extra
turn, a changed attack target."""

from __future__ import annotations

from ...zones import on_field
from ...constants import REASON_EFFECT, PERMANENT, MOD_EXTRA_TURN
from ... import events as E
from ...rules import end_game
from ...records import DamageTask, player_mod
from .. import language as L
from ..runtime import resolves, suspend_with


@resolves(L.ChangeAttackTarget)
def s_change_attack_target(st, f, step, targets):
    """The attacked card becomes the chosen one of
    the attacked player's cards, if it is still on the field."""
    b = st.battle
    if b is None or not targets:
        return
    new = targets[0]
    defender = st.owner[b.target]
    if not on_field(st, new) or st.owner[new] != defender or new == b.target:
        return
    b.target = new
    b.target_incarnation = st.incarnation[new]
    if st.log is not None:
        st.log.append((E.AttackRetargeted, st.turn, "7-1-1-2", new))


@resolves(L.ExtraTurn)
def s_extra_turn(st, f, step, targets):
    """L.ExtraTurn: turn.start_turn reads the mark as the turn ends."""
    p = f.ctl
    st.mods.append(player_mod(MOD_EXTRA_TURN, p, 1, PERMANENT, p, f.src))
    if st.log is not None:
        st.log.append((E.ExtraTurn, st.turn, "8-4-3", p, True))


@resolves(L.WinGame)
def s_win(st, f, step, targets):
    end_game(st, f.ctl, REASON_EFFECT, "1-2-5")


@resolves(L.LoseGame)
def s_lose(st, f, step, targets):
    end_game(st, 1 - f.ctl, REASON_EFFECT, "1-2-5")


@resolves(L.DealDamage)
def s_deal_damage(st, f, step, targets):
    """Damage processing runs before the rest of the effect."""
    hit = f.ctl if step.to == L.YOU else 1 - f.ctl
    if st.log is not None:
        st.log.append((E.EffectDamage, st.turn, "4-6-2", f.ctl, hit, step.count))
    return suspend_with(st, f, [DamageTask(hit, step.count, 0, -1)])
