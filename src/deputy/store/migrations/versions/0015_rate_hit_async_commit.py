"""rate hit without waiting for the disk: a budget charge commits without flushing the WAL first

A charge is a counter's event: visible to every pod once committed, flushed to disk within a moment after (Postgres'
asynchronous commit: the WAL writer flushes it within three `wal_writer_delay`s, 600 ms by default). Only a crash
of the Postgres server itself in that moment can lose it, and losing it lets a user make one call more than the
budget allows; the commit no longer waits for a disk flush (0.19 ms of every tool call on this machine's disk, the
charge's round trip 0.41 → 0.22 ms). A setting of the charge's own transaction (`set_config(..., true)`), so
every other commit of the connection, the audit row's included, still waits for the disk.

Revision ID: 0015
Revises: 0014
Create Date: 2026-11-21 18:40:00.000000
"""

from __future__ import annotations

from alembic import op

from deputy.store.engine.migrate import migration_module

revision = "0015"
down_revision = "0014"
branch_labels = None
depends_on = None

PREVIOUS = str(migration_module("0014_rate_hit.py").RATE_HIT)
"""0014's function, read from its migration (the same text, not a copy of it)."""
RATE_HIT = PREVIOUS.replace(
    "BEGIN\n",
    "BEGIN\n    -- The charge's commit does not wait for the disk: see the module's docstring.\n"
    "    PERFORM set_config('synchronous_commit', 'off', true);\n",
    1,
)
assert RATE_HIT != PREVIOUS


def upgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute(RATE_HIT)


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute(PREVIOUS)
