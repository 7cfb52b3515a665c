"""`/api/conversations`: the signed-in user's own conversations. Another user's conversation is a 404."""

from __future__ import annotations

from fastapi import APIRouter

router = APIRouter(prefix="/api", tags=["conversations"])
