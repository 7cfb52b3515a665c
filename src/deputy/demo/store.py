"""Acme Ops' data access: what its routes read and change. It knows nothing of who asks; the routes check that."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import UTC, datetime, timedelta
from typing import Any

import sqlalchemy as sa
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncConnection

from deputy.demo.tables import checks, incidents, oncall, services
from deputy.errors import Conflict, NotFound
from deputy.store.engine.database import Database

ROTATION_START = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)
"""A Monday, 09:00 UTC: every team's weekly on-call rotation hands over at this time of the week."""
SHIFT = timedelta(days=7)
Row = Mapping[Any, Any]
"""A result row (SQLAlchemy's `RowMapping`)."""


def _iso(value: datetime | None) -> str | None:
    return None if value is None else value.isoformat()


def service_row(row: Row) -> dict[str, Any]:
    return {k: row[k] for k in ("id", "name", "team", "tier", "status")}


def check_row(row: Row) -> dict[str, Any]:
    return {
        **{k: row[k] for k in ("id", "service_id", "name", "kind", "target", "interval_seconds", "status")},
    }


def incident_row(row: Row, *, full: bool = False) -> dict[str, Any]:
    lean = {
        **{k: row[k] for k in ("id", "service_id", "title", "severity", "status")},
        "opened_at": _iso(row["opened_at"]),
    }
    if not full:
        return lean
    return {
        **lean,
        "summary": row["summary"],
        "opened_by": row["opened_by"],
        "resolved_by": row["resolved_by"],
        "resolved_at": _iso(row["resolved_at"]),
        "resolution": row["resolution"],
    }


class AcmeStore:
    """Services, checks, incidents and on-call over one `Database` (Deputy's, shared)."""

    def __init__(self, database: Database) -> None:
        self._db = database

    # ---- services ------------------------------------------------------------------------------------------

    async def list_services(self, *, team: str | None = None, status: str | None = None) -> list[dict[str, Any]]:
        query = sa.select(services).order_by(services.c.tier, services.c.id)
        if team:
            query = query.where(services.c.team == team)
        if status:
            query = query.where(services.c.status == status)
        async with self._db.transaction() as conn:
            rows = (await conn.execute(query)).mappings().all()
            open_counts = await _open_incident_counts(conn)
            failing = await _failing_check_counts(conn)
        return [
            {**service_row(r), "open_incidents": open_counts.get(r["id"], 0), "failing_checks": failing.get(r["id"], 0)}
            for r in rows
        ]

    async def get_service(self, service_id: str) -> dict[str, Any]:
        async with self._db.transaction() as conn:
            row = await _service(conn, service_id)
            found_checks = (
                (await conn.execute(sa.select(checks).where(checks.c.service_id == service_id).order_by(checks.c.id)))
                .mappings()
                .all()
            )
            open_incidents = (
                (
                    await conn.execute(
                        sa.select(incidents)
                        .where(incidents.c.service_id == service_id, incidents.c.status == "open")
                        .order_by(incidents.c.id)
                    )
                )
                .mappings()
                .all()
            )
        return {
            **service_row(row),
            "description": row["description"],
            "checks": [{k: c[k] for k in ("id", "name", "kind", "status", "interval_seconds")} for c in found_checks],
            "open_incidents": [incident_row(i) for i in open_incidents],
        }

    async def delete_service(self, service_id: str) -> dict[str, Any]:
        """Delete a service and its checks; refused while it has open incidents."""
        async with self._db.transaction() as conn:
            row = await _service(conn, service_id)
            still_open = await conn.scalar(
                sa.select(sa.func.count())
                .select_from(incidents)
                .where(incidents.c.service_id == service_id, incidents.c.status == "open")
            )
            if still_open:
                raise Conflict(
                    f"{row['name']} has {still_open} open incident(s); resolve them before deleting the service.",
                    code="service_has_open_incidents",
                )
            removed = (await conn.execute(checks.delete().where(checks.c.service_id == service_id))).rowcount
            await conn.execute(services.delete().where(services.c.id == service_id))
        return {"deleted": service_id, "name": row["name"], "checks_removed": removed}

    # ---- checks --------------------------------------------------------------------------------------------

    async def list_checks(self, *, service_id: str | None = None, status: str | None = None) -> list[dict[str, Any]]:
        query = sa.select(checks).order_by(checks.c.service_id, checks.c.id)
        if service_id:
            query = query.where(checks.c.service_id == service_id)
        if status:
            query = query.where(checks.c.status == status)
        async with self._db.transaction() as conn:
            if service_id:
                await _service(conn, service_id)
            return [check_row(r) for r in (await conn.execute(query)).mappings().all()]

    async def create_check(self, values: Mapping[str, Any], *, by: str, now: datetime) -> dict[str, Any]:
        try:
            async with self._db.transaction() as conn:
                await _service(conn, str(values["service_id"]))
                check_id = await _next_id(conn, checks)
                row = {**values, "id": check_id, "status": "unknown", "created_by": by, "created_at": now}
                await conn.execute(checks.insert().values(**row))
        except IntegrityError as exc:
            raise Conflict(
                f"{values['service_id']} already has a check named {values['name']!r}.", code="check_exists"
            ) from exc
        return check_row(row)

    # ---- incidents -----------------------------------------------------------------------------------------

    async def list_incidents(
        self, *, status: str | None = None, service_id: str | None = None, limit: int = 50
    ) -> list[dict[str, Any]]:
        query = sa.select(incidents).order_by(incidents.c.id.desc()).limit(limit)
        if status:
            query = query.where(incidents.c.status == status)
        if service_id:
            query = query.where(incidents.c.service_id == service_id)
        async with self._db.transaction() as conn:
            return [incident_row(r) for r in (await conn.execute(query)).mappings().all()]

    async def get_incident(self, incident_id: int) -> dict[str, Any]:
        async with self._db.transaction() as conn:
            return incident_row(await _incident(conn, incident_id), full=True)

    async def create_incident(self, values: Mapping[str, Any], *, by: str, now: datetime) -> dict[str, Any]:
        for attempt in range(3):
            try:
                async with self._db.transaction() as conn:
                    await _service(conn, str(values["service_id"]))
                    row = {
                        **values,
                        "id": await _next_id(conn, incidents),
                        "status": "open",
                        "opened_by": by,
                        "opened_at": now,
                    }
                    await conn.execute(incidents.insert().values(**row))
                    return incident_row(await _incident(conn, row["id"]), full=True)
            except IntegrityError:  # another writer took the same number; take the next one
                if attempt == 2:
                    raise
        raise AssertionError("unreachable")

    async def resolve_incident(self, incident_id: int, *, resolution: str, by: str, now: datetime) -> dict[str, Any]:
        async with self._db.transaction() as conn:
            row = await _incident(conn, incident_id)
            if row["status"] != "open":
                raise Conflict(f"Incident #{incident_id} is already {row['status']}.", code="incident_not_open")
            await conn.execute(
                incidents.update()
                .where(incidents.c.id == incident_id)
                .values(status="resolved", resolved_by=by, resolved_at=now, resolution=resolution)
            )
            return incident_row(await _incident(conn, incident_id), full=True)

    # ---- on call -------------------------------------------------------------------------------------------

    async def oncall(self, *, now: datetime, team: str | None = None) -> list[dict[str, Any]]:
        """Who holds each team's weekly shift at `now`, until when, and who is next."""
        query = sa.select(oncall).order_by(oncall.c.team, oncall.c.position)
        if team:
            query = query.where(oncall.c.team == team)
        async with self._db.transaction() as conn:
            rows = (await conn.execute(query)).mappings().all()
        if team and not rows:
            raise NotFound(f"No on-call rotation for a team named {team!r}.", code="unknown_team")
        by_team: dict[str, list[Row]] = {}
        for row in rows:
            by_team.setdefault(row["team"], []).append(row)
        week = (now - ROTATION_START) // SHIFT
        since = ROTATION_START + week * SHIFT
        shifts = []
        for name, people in by_team.items():
            current, following = people[week % len(people)], people[(week + 1) % len(people)]
            shifts.append(
                {
                    "team": name,
                    "person": current["person"],
                    "contact": current["contact"],
                    "since": since.isoformat(),
                    "until": (since + SHIFT).isoformat(),
                    "next": following["person"],
                }
            )
        return shifts


async def _service(conn: AsyncConnection, service_id: str) -> Row:
    row = (await conn.execute(sa.select(services).where(services.c.id == service_id))).mappings().first()
    if row is None:
        raise NotFound(f"There is no service {service_id!r}.", code="unknown_service")
    return row


async def _incident(conn: AsyncConnection, incident_id: int) -> Row:
    row = (await conn.execute(sa.select(incidents).where(incidents.c.id == incident_id))).mappings().first()
    if row is None:
        raise NotFound(f"There is no incident #{incident_id}.", code="unknown_incident")
    return row


async def _next_id(conn: AsyncConnection, table: sa.Table) -> int:
    return int(await conn.scalar(sa.select(sa.func.coalesce(sa.func.max(table.c.id), 0))) or 0) + 1


async def _open_incident_counts(conn: AsyncConnection) -> dict[str, int]:
    query = (
        sa.select(incidents.c.service_id, sa.func.count())
        .where(incidents.c.status == "open")
        .group_by(incidents.c.service_id)
    )
    return {service: int(count) for service, count in (await conn.execute(query)).all()}


async def _failing_check_counts(conn: AsyncConnection) -> dict[str, int]:
    query = sa.select(checks.c.service_id, sa.func.count()).where(checks.c.status == "failing")
    query = query.group_by(checks.c.service_id)
    return {service: int(count) for service, count in (await conn.execute(query)).all()}
