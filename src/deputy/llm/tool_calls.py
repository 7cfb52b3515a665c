"""Joining streamed tool-call fragments into whole calls, whatever the server's flavor.

Servers disagree (`reference/protocols.md` §3.2-3.3): OpenAI sends `id` and `name` on the first fragment and only
`index` + `arguments` after; vLLM may send the first fragment without `arguments`, or the whole call at once;
Ollama sends every call whole in one chunk, and before 0.4.7 without `index`; some servers send empty ids. The
assembler keys fragments by `index`, falls back to "a fragment with an id or a name starts a call" when there is
no index, treats a new id on a used index as a new call, and generates an id for every call that has none.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass, field

from deputy.core.model import ToolCallRequested
from deputy.errors import ModelProtocolError


@dataclass(slots=True)
class _Call:
    call_id: str = ""
    name: str = ""
    arguments: list[str] = field(default_factory=list)


class ToolCallAssembler:
    """Collects fragments with `add`; `finish` returns the complete calls in the order they started."""

    def __init__(self) -> None:
        self._calls: list[_Call] = []
        self._by_index: dict[int, _Call] = {}

    def __bool__(self) -> bool:
        return bool(self._calls)

    def add(self, *, index: int | None, call_id: str | None, name: str | None, arguments: str | None) -> None:
        call = self._call_for(index=index, call_id=call_id or "", starts=bool(call_id or name))
        if call_id and not call.call_id:
            call.call_id = call_id
        # The first name wins: some servers repeat the whole name on later fragments.
        if name and not call.name:
            call.name = name
        if arguments:
            call.arguments.append(arguments)

    def finish(self) -> list[ToolCallRequested]:
        """The complete calls. Raises `ModelProtocolError` for a call that never got a name."""
        seen: set[str] = set()
        complete = []
        for call in self._calls:
            if not call.name:
                raise ModelProtocolError("The model server streamed a tool call without a name.")
            call_id = call.call_id
            if not call_id or call_id in seen:
                call_id = f"call_{uuid.uuid4().hex[:24]}"
            seen.add(call_id)
            arguments = "".join(call.arguments)
            complete.append(
                ToolCallRequested(call_id=call_id, name=call.name, arguments_json=arguments.strip() or "{}")
            )
        return complete

    def _call_for(self, *, index: int | None, call_id: str, starts: bool) -> _Call:
        if index is None:
            last = self._calls[-1] if self._calls else None
            if last is not None and not starts:
                return last
            if last is not None and call_id and call_id == last.call_id:
                return last
            return self._new(None)
        call = self._by_index.get(index)
        if call is None or (call_id and call.call_id and call_id != call.call_id):
            return self._new(index)
        return call

    def _new(self, index: int | None) -> _Call:
        call = _Call()
        self._calls.append(call)
        if index is not None:
            self._by_index[index] = call
        return call
