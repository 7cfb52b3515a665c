"""`/api/memories`: the caller's own notes (`core.conversations.memory`). Another user's note is a 404, like a missing
one."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any

from fastapi import APIRouter, Path, Response
from pydantic import BaseModel, ConfigDict

from deputy.core.conversations.memory import Memory, validate_note
from deputy.web.deps import PrincipalDep, RuntimeDep
from deputy.web.errors import problems

router = APIRouter(prefix="/api/memories", tags=["memory"], responses=problems(401, 403))

MemoryId = Annotated[str, Path(pattern=r"^[A-Za-z0-9_-]{1,64}$")]


class MemoryOut(BaseModel):
    id: str
    content: str
    always_inject: bool
    created_at: datetime
    source_conversation_id: str | None


class MemoryIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    content: Any
    always_inject: bool = False


def memory_out(memory: Memory) -> MemoryOut:
    return MemoryOut(
        id=memory.id,
        content=memory.content,
        always_inject=memory.always_inject,
        created_at=memory.created_at,
        source_conversation_id=memory.source_conversation_id,
    )


@router.get("")
async def list_memories(runtime: RuntimeDep, principal: PrincipalDep) -> list[MemoryOut]:
    """The caller's notes, newest first."""
    return [memory_out(m) for m in await runtime.stores.memories.list_for(principal)]


@router.post("", status_code=201, responses=problems(409))
async def add_memory(body: MemoryIn, runtime: RuntimeDep, principal: PrincipalDep) -> MemoryOut:
    """Save a note by hand (scrubbed like the ones the assistant saves)."""
    memory = await runtime.stores.memories.add(
        principal,
        content=validate_note(body.content),
        always_inject=body.always_inject,
        conversation_id=None,
        now=runtime.clock.now(),
    )
    return memory_out(memory)


@router.delete("/{memory_id}", status_code=204, responses=problems(404))
async def delete_memory(memory_id: MemoryId, runtime: RuntimeDep, principal: PrincipalDep) -> Response:
    await runtime.stores.memories.delete(principal, memory_id)
    return Response(status_code=204)
