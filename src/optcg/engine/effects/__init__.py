"""Card effects (CR 8, 10): the effect language (its nodes in `nodes`, one
module per concept), its compiler, the runtime that resolves effects as
plain data, permanent effects, and the wording that reads card text into
scripts and writes scripts back into English (`wording`, loaded on demand
through `text`)."""

from . import language, compiler, text, targets, triggers, runtime, resolution, statics  # noqa: F401
