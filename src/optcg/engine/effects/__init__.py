"""Card effects (CR 8, 10): the effect language, its compiler, the runtime
that resolves effects as plain data, permanent effects, and the renderer
that turns scripts back into English."""

from . import language, compiler, render, targets, triggers, runtime, statics  # noqa: F401
