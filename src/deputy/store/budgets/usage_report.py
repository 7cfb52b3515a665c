"""The rows of the cost report (`core.budgets.usage_report`): every answer of a period with stored usage."""

from __future__ import annotations

from datetime import datetime

import sqlalchemy as sa

from deputy.core.budgets.usage_report import TurnUsageRow, UsageReport, build_report
from deputy.store.engine.database import Database
from deputy.store.tables import conversations, messages, model_connections, users

NO_CONNECTION = "(none)"


async def usage_report(database: Database, *, since: datetime, days: int) -> UsageReport:
    """The answers stored since `since`, by the conversation owner's username, connection name and model. A
    conversation that never chose a connection is counted under today's default connection."""
    m, c, u, mc = messages.c, conversations.c, users.c, model_connections.c
    query = (
        sa.select(u.username, mc.name, m.model, m.usage)
        .select_from(
            messages.join(conversations, c.id == m.conversation_id)
            .outerjoin(users, u.id == c.owner_id)
            .outerjoin(model_connections, mc.id == c.connection_id)
        )
        .where(m.role == "assistant", m.created_at >= since, m.usage.is_not(None))
    )
    async with database.transaction() as conn:
        rows = (await conn.execute(query)).all()
        default = (await conn.execute(sa.select(mc.name).where(mc.is_default.is_(True)).limit(1))).scalar()
    return build_report(
        (
            TurnUsageRow(
                user=username or "(deleted user)",
                connection=connection or default or NO_CONNECTION,
                model=model or "(unknown)",
                usage=usage,
            )
            for username, connection, model, usage in rows
            if isinstance(usage, dict)
        ),
        days=days,
    )
