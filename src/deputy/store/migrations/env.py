"""Alembic environment. Deputy runs migrations programmatically (`deputy migrate`), handing in a connection."""

from __future__ import annotations

from alembic import context

from deputy.store.tables import metadata

config = context.config
connection = config.attributes.get("connection")
if connection is None:
    raise RuntimeError("Run migrations through `deputy migrate` (deputy.store.engine.migrate.upgrade).")

context.configure(connection=connection, target_metadata=metadata, render_as_batch=True, compare_type=True)
with context.begin_transaction():
    context.run_migrations()
