"""rate counts: a budget charge counts only the events that left the window since the key's previous charge

Before, every charge counted every event of its key still in the window: a cost that grew with the budget (a
charge of a key holding 10,000 events in its window took 2.3 ms on Postgres and 1.3 ms on SQLite, against 0.4 and
0.15 ms with none). Now the key's lock row keeps the count (`store.budgets.rate_limits` says how), and a charge reads
only the events that left the window since the key's previous charge. When the window's start would move back (the
window was made longer, or a pod's clock is behind the one before it) or the row has no count yet (the first
charge, or a key from before this revision), the charge counts the key's events as before. The expired events are
deleted by the charge that finds `PRUNE_AT` of them (the function's `p_prune_at`), refused or not.

Revision ID: 0016
Revises: 0015
Create Date: 2026-11-26 20:10:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

import deputy.store.engine.types
from deputy.store.engine.migrate import migration_module

revision = "0016"
down_revision = "0015"
branch_labels = None
depends_on = None

RATE_HIT = """
CREATE OR REPLACE FUNCTION deputy_rate_hit(
    p_key varchar, p_now timestamptz, p_since timestamptz, p_limit bigint, p_prune_at bigint
)
RETURNS TABLE (used bigint, oldest timestamptz)
LANGUAGE plpgsql AS $$
DECLARE
    v_used bigint;
    v_added bigint;
    v_expired bigint;
    v_since timestamptz;
    v_gone bigint;
    v_oldest timestamptz;
BEGIN
    -- The charge's commit does not wait for the disk (migration 0015).
    PERFORM set_config('synchronous_commit', 'off', true);
    SELECT l.used, l.last_added, l.expired, l.counted_since INTO v_used, v_added, v_expired, v_since
        FROM rate_locks AS l WHERE l.key = p_key FOR UPDATE;
    IF NOT FOUND THEN
        INSERT INTO rate_locks (key, touched_at) VALUES (p_key, p_now) ON CONFLICT DO NOTHING;
        SELECT l.used, l.last_added, l.expired, l.counted_since INTO v_used, v_added, v_expired, v_since
            FROM rate_locks AS l WHERE l.key = p_key FOR UPDATE;
    END IF;
    -- The row's lock is ours: every charge of the key before this one has committed, and each statement below
    -- reads a fresh snapshot (Read Committed), so it sees all of their events.
    IF v_since IS NULL OR p_since < v_since THEN
        SELECT count(*) FILTER (WHERE e.created_at > p_since), count(*) FILTER (WHERE e.created_at <= p_since)
            INTO v_used, v_expired
            FROM rate_events AS e WHERE e.key = p_key;
    ELSE
        SELECT count(*) INTO v_gone
            FROM rate_events AS e WHERE e.key = p_key AND e.created_at > v_since AND e.created_at <= p_since;
        v_used := v_used + v_added - v_gone;
        v_expired := v_expired + v_gone;
    END IF;
    IF v_expired >= p_prune_at THEN
        DELETE FROM rate_events AS e WHERE e.key = p_key AND e.created_at <= p_since;
        v_expired := 0;
    END IF;
    IF v_used < p_limit THEN
        INSERT INTO rate_events (key, weight, created_at) VALUES (p_key, 1, p_now);
    ELSE
        SELECT min(e.created_at) INTO v_oldest
            FROM rate_events AS e WHERE e.key = p_key AND e.created_at > p_since;
    END IF;
    UPDATE rate_locks AS l
        SET touched_at = p_now, used = v_used, last_added = (v_used < p_limit)::int, expired = v_expired,
            counted_since = p_since
        WHERE l.key = p_key;
    RETURN QUERY SELECT v_used, v_oldest;
END
$$
"""
DROP_PREVIOUS = "DROP FUNCTION IF EXISTS deputy_rate_hit(varchar, timestamptz, timestamptz, bigint)"
DROP_RATE_HIT = "DROP FUNCTION IF EXISTS deputy_rate_hit(varchar, timestamptz, timestamptz, bigint, bigint)"


def upgrade() -> None:
    with op.batch_alter_table("rate_locks") as batch:
        batch.add_column(sa.Column("counted_since", deputy.store.engine.types.UtcDateTime(), nullable=True))
        batch.add_column(sa.Column("used", sa.BigInteger(), nullable=True))
        batch.add_column(sa.Column("last_added", sa.Integer(), nullable=True))
        batch.add_column(sa.Column("expired", sa.BigInteger(), nullable=True))
    if op.get_bind().dialect.name == "postgresql":
        op.execute(DROP_PREVIOUS)
        op.execute(RATE_HIT)


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute(DROP_RATE_HIT)
        op.execute(migration_module("0015_rate_hit_async_commit.py").RATE_HIT)  # 0015's function
    with op.batch_alter_table("rate_locks") as batch:
        batch.drop_column("expired")
        batch.drop_column("last_added")
        batch.drop_column("used")
        batch.drop_column("counted_since")
