"""Events recorded as their raw fields and built only when the log is read.

Building a typed record costs more than the work it records on the hot
path, so the most frequent emissions append a plain tuple instead:

    (EventClass, turn, rule, field, ...)     the event's fields, in order
    (builder, arg, ...)                      builder(log, k, arg, ...)

Typed events are NamedTuple subclasses, never plain tuples, so a plain tuple
in a log is always such a raw record.  `settle` replaces them in place, in
order, the first time anyone reads the log (`Game.events`); a builder may
read the events before its own (CostPaid names the cards its cost moved),
which are settled by then.  Nothing the reader gets differs from the event
built at emit time: the raw fields are taken then, and a builder derives
only what cannot have changed since (the events before it, the card
scripts).
"""

from __future__ import annotations

_new = tuple.__new__


def settle(log: list, start: int) -> int:
    """Build the raw records of `log` from index `start` on, in place;
    returns the log's length (everything before it is typed)."""
    n = len(log)
    for k in range(start, n):
        e = log[k]
        if type(e) is tuple:
            head = e[0]
            if not isinstance(head, type):
                log[k] = head(log, k, *e[1:])
            elif len(e) - 1 == len(head._fields):
                log[k] = _new(head, e[1:])
            else:                       # a recording site out of step with its event
                raise TypeError(f"event {k} of the log: {head.__name__} has "
                                f"{len(head._fields)} fields, recorded with {len(e) - 1}")
    return n
