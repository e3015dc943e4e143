"""The WebSocket protocol's client messages (docs/web/protocol.md), checked
with pydantic: anything else is refused with an error naming the problem."""

from __future__ import annotations

import json
from typing import Annotated, Literal, Optional, Union

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

#: the largest client message accepted, in bytes
MAX_MESSAGE_BYTES = 2048


class _Message(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


class Join(_Message):
    """Take a seat with its token, or watch as a spectator (no token)."""
    type: Literal["join"]
    token: Optional[str] = Field(default=None, min_length=16, max_length=128)


class Act(_Message):
    """Answer the open decision with option number `option`; `seq` is the
    number of actions the game had when the client saw the decision, so a
    stale answer is refused instead of answering a newer decision."""
    type: Literal["act"]
    seq: int = Field(ge=0)
    option: int = Field(ge=0, le=10_000)


class Concede(_Message):
    type: Literal["concede"]


class Ping(_Message):
    type: Literal["ping"]


class Undo(_Message):
    """Take back your last action (casual games against the AI only)."""
    type: Literal["undo"]


ClientMessage = Annotated[Union[Join, Act, Concede, Ping, Undo], Field(discriminator="type")]
_adapter: TypeAdapter = TypeAdapter(ClientMessage)


class ProtocolError(ValueError):
    """A client message that is refused: `code` is a short word for
    programs, the message says what is wrong for people."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code
        self.message = message

    def to_message(self) -> dict:
        return {"type": "error", "code": self.code, "message": self.message}


def parse(raw: str | bytes) -> Union[Join, Act, Concede, Ping, Undo]:
    """One client message, or ProtocolError saying what is wrong with it."""
    size = len(raw.encode() if isinstance(raw, str) else raw)
    if size > MAX_MESSAGE_BYTES:
        raise ProtocolError("oversized", f"message of {size} bytes; the limit is "
                                         f"{MAX_MESSAGE_BYTES}")
    try:
        data = json.loads(raw)
    except (ValueError, UnicodeDecodeError) as e:
        raise ProtocolError("malformed", f"not JSON: {e}") from None
    if not isinstance(data, dict) or "type" not in data:
        raise ProtocolError("malformed", "a message is a JSON object with a 'type' "
                                         "(join, act, concede, undo or ping)")
    try:
        return _adapter.validate_python(data)
    except ValidationError as e:
        problems = "; ".join(f"{'.'.join(str(x) for x in err['loc']) or 'message'}: "
                             f"{err['msg']}" for err in e.errors(include_url=False))
        raise ProtocolError("invalid", problems) from None
