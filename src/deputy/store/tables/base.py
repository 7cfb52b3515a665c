"""The metadata every table is declared on, with its naming convention, and the columns many tables share."""

from __future__ import annotations

import sqlalchemy as sa

from deputy.store.engine.types import UtcDateTime

metadata = sa.MetaData(
    naming_convention={
        "ix": "ix_%(table_name)s_%(column_0_N_name)s",
        "uq": "uq_%(table_name)s_%(column_0_N_name)s",
        "ck": "ck_%(table_name)s_%(constraint_name)s",
        "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
        "pk": "pk_%(table_name)s",
    }
)


def id_column() -> sa.Column[str]:
    return sa.Column("id", sa.String(32), primary_key=True)


def created_column() -> sa.Column[sa.DateTime]:
    return sa.Column("created_at", UtcDateTime(), nullable=False)
