"""rate hit: a Postgres budget charge in one statement (lock, count, insert)

Revision ID: 0014
Revises: 0013
Create Date: 2026-11-21 15:15:00.000000
"""

from __future__ import annotations

from alembic import op

revision = "0014"
down_revision = "0013"
branch_labels = None
depends_on = None

# Each statement of a PL/pgSQL function reads a fresh snapshot under Read Committed: the count, begun once the
# key's lock is held, sees every event committed before the lock was ours (as two statements of a transaction do).
RATE_HIT = """
CREATE OR REPLACE FUNCTION deputy_rate_hit(p_key varchar, p_now timestamptz, p_since timestamptz, p_limit bigint)
RETURNS TABLE (used bigint, oldest timestamptz, held bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
    UPDATE rate_locks SET touched_at = p_now WHERE key = p_key;
    IF NOT FOUND THEN
        INSERT INTO rate_locks (key, touched_at) VALUES (p_key, p_now) ON CONFLICT DO NOTHING;
        UPDATE rate_locks SET touched_at = p_now WHERE key = p_key;
    END IF;
    RETURN QUERY
    WITH counted AS (
        SELECT count(*) FILTER (WHERE e.created_at > p_since) AS n_used,
               min(e.created_at) FILTER (WHERE e.created_at > p_since) AS n_oldest,
               count(*) AS n_held
        FROM rate_events AS e
        WHERE e.key = p_key
    ), added AS (
        INSERT INTO rate_events (key, weight, created_at)
        SELECT p_key, 1, p_now FROM counted WHERE counted.n_used < p_limit
    )
    SELECT counted.n_used, counted.n_oldest, counted.n_held FROM counted;
END
$$
"""


def upgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute(RATE_HIT)


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute("DROP FUNCTION IF EXISTS deputy_rate_hit(varchar, timestamptz, timestamptz, bigint)")
