"""Short transactions below SQLAlchemy's execution layer: what `Database.run_transaction`, `run_statement` and
`run_autocommit` run, on SQLite (`store.engine.sqlite_inline`) and on Postgres (`store.engine.postgres_inline`).

Those carry the statements every request and every turn repeats: authenticating, a turn's opening reads and its
claim, the audit row, the budget charge, the turn polls. Through SQLAlchemy's `Connection` each paid for its
transaction and execution-context objects, its result objects and the driver adapter's cursor; and a request after
a pause finds all of that code cold (authenticating a token after 50 ms idle: 0.72-0.86 ms on SQLite, against 0.12
ms with `sqlite3` alone; one read on Postgres 1.45 ms, against 0.54 ms with asyncpg alone).

Here every statement is compiled by SQLAlchemy once (per statement object, and per shape for statements built per
call, with SQLAlchemy's own cache key) and then run as its SQL with SQLAlchemy's own conversion of parameters and
columns (JSON, datetimes, booleans, IN lists): the same statements, the same values, less machinery. The work
function gets an `InlineConnection`, the part of `sqlalchemy.Connection` the stores use; a driver supplies how a
statement runs (`InlineConnection._fetch`, `_fetch_many`) and how a transaction begins and ends.

The engine's `begin`, `before_cursor_execute` and `commit` events are sent as the engine would send them (tests
and `bench.start_path` count statements with them). The compiled statement's `_bind_processors`,
`_result_columns` and `_process_parameters_for_postcompile` are SQLAlchemy internals: the same its own execution
context reads; `tests/store/test_inline.py` holds them to the engine's results on both engines.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import sqlalchemy as sa
from sqlalchemy import exc
from sqlalchemy.engine import Dialect
from sqlalchemy.sql.compiler import SQLCompiler

__all__ = ["InlineConnection", "InlineDriver", "InlineResult"]

Processor = Callable[[Any], Any]
CACHED_STATEMENTS = 1000
"""Compiled statements kept per cache (by statement object, and by shape): more than Deputy's shapes."""


@dataclass(frozen=True, slots=True)
class _Compiled:
    compiled: SQLCompiler
    sql: str
    positions: tuple[str, ...]
    processors: Mapping[str, Processor]
    expanding: bool
    """IN lists and other parameters SQLAlchemy renders at execution (`post_compile`)."""
    keys: tuple[str, ...] | None
    """The result's column keys (None: take the driver's, for textual SQL)."""
    results: tuple[tuple[int, Processor], ...]
    """SQLAlchemy's conversion of the stored value, for each column that has one, by its place."""
    batchable: bool
    """An INSERT, UPDATE or DELETE without RETURNING: many parameter sets go to the driver's `executemany`."""


@dataclass(frozen=True, slots=True)
class _Prepared:
    statement: sa.Executable
    """Held, so that the `id` the entry is cached under is not reused while it is."""
    extracted: Sequence[Any]
    """The statement's own literal values (its cache key's), which a shared compiled form does not carry."""
    compiled: _Compiled


class _Statements:
    """Compiled statements of one dialect: by statement object first (the module's prebuilt statements: no cache
    key to compute), else by SQLAlchemy's cache key (statements built per call)."""

    def __init__(self, dialect: Dialect) -> None:
        self._dialect = dialect
        self._by_object: dict[tuple[int, tuple[str, ...], bool], _Prepared] = {}
        self._by_shape: dict[Any, _Compiled] = {}

    def prepared(self, statement: sa.Executable, keys: tuple[str, ...], many: bool) -> _Prepared:
        found = self._by_object.get((id(statement), keys, many))
        if found is not None and found.statement is statement:
            return found
        cache_key = statement._generate_cache_key()  # type: ignore[attr-defined]
        extracted: Sequence[Any] = () if cache_key is None else cache_key.bindparams
        shape = None if cache_key is None else (cache_key.key, keys, many)
        compiled = self._by_shape.get(shape) if shape is not None else None
        if compiled is not None:  # a statement built per call: found by its shape each time
            return _Prepared(statement, extracted, compiled)
        compiled = self._compile(statement, cache_key, keys, many)
        prepared = _Prepared(statement, extracted, compiled)
        if shape is not None:  # the first of its shape, most likely one built once: found by itself from now on
            _bounded(self._by_shape)[shape] = compiled
            _bounded(self._by_object)[(id(statement), keys, many)] = prepared
        return prepared

    def _compile(self, statement: sa.Executable, cache_key: Any, keys: tuple[str, ...], many: bool) -> _Compiled:
        dialect = self._dialect
        compiled: Any = statement.compile(  # type: ignore[attr-defined]
            dialect=dialect, cache_key=cache_key, column_keys=list(keys), for_executemany=many
        )
        columns = compiled._result_columns
        converts = [column.type._cached_result_processor(dialect, None) for column in columns]
        return _Compiled(
            compiled=compiled,
            sql=compiled.string,
            positions=tuple(compiled.positiontup or ()),
            processors=dict(compiled._bind_processors),
            expanding=bool(compiled.literal_execute_params or compiled.post_compile_params),
            keys=tuple(column.keyname for column in columns) if columns else None,
            results=tuple((place, convert) for place, convert in enumerate(converts) if convert is not None),
            batchable=(compiled.isinsert or compiled.isupdate or compiled.isdelete) and not compiled.returning,
        )


def _bounded(cache: dict[Any, Any]) -> dict[Any, Any]:
    if len(cache) >= CACHED_STATEMENTS:
        cache.clear()  # statements built per call in a loop: start over rather than grow
    return cache


class InlineRow(tuple[Any, ...]):
    """A row: a tuple whose columns are also attributes, with `_mapping` (what the stores use of `sqlalchemy.Row`)."""

    __slots__ = ()
    _keys: tuple[str, ...] = ()
    _index: Mapping[str, int] = {}

    def __getattr__(self, name: str) -> Any:
        try:
            return self[self._index[name]]
        except KeyError:
            raise AttributeError(name) from None

    @property
    def _mapping(self) -> dict[str, Any]:
        return dict(zip(self._keys, self, strict=True))


class _Items:
    """`all`, `first`, `one`, `one_or_none` and iteration over a result's rows, scalars or mappings."""

    def __init__(self, items: list[Any]) -> None:
        self._items = items

    def __iter__(self) -> Iterator[Any]:
        return iter(self._items)

    def all(self) -> list[Any]:
        return list(self._items)

    def first(self) -> Any:
        return self._items[0] if self._items else None

    def one_or_none(self) -> Any:
        if len(self._items) > 1:
            raise exc.MultipleResultsFound("Multiple rows were found when one or none was required")
        return self.first()

    def one(self) -> Any:
        if not self._items:
            raise exc.NoResultFound("No row was found when one was required")
        return self.one_or_none()


class InlineResult(_Items):
    """A statement's rows (all read when it ran) and `rowcount`: the part of `sqlalchemy.CursorResult` the stores
    use."""

    def __init__(self, rows: list[InlineRow], keys: tuple[str, ...], rowcount: int) -> None:
        super().__init__(rows)
        self._keys = keys
        self.rowcount = rowcount

    def keys(self) -> tuple[str, ...]:
        return self._keys

    def fetchall(self) -> list[Any]:
        return self.all()

    def scalars(self) -> _Items:
        return _Items([row[0] for row in self._items])

    def scalar(self) -> Any:
        return self._items[0][0] if self._items else None

    def scalar_one(self) -> Any:
        return self.scalars().one()

    def scalar_one_or_none(self) -> Any:
        return self.scalars().one_or_none()

    def mappings(self) -> _Items:
        return _Items([dict(zip(self._keys, row, strict=True)) for row in self._items])


class InlineDriver:
    """What a driver's connections share: the compiled statements, the row classes and the engine's events."""

    def __init__(self, *, dialect: Dialect, engine: sa.Engine) -> None:
        self.dialect = dialect
        self._engine = engine
        """Whose events the transactions send."""
        self.statements = _Statements(dialect)
        self._row_types: dict[tuple[str, ...], type[InlineRow]] = {}

    def row_type(self, keys: tuple[str, ...]) -> type[InlineRow]:
        row_type = self._row_types.get(keys)
        if row_type is None:
            index: dict[str, int] = {}
            for place, key in enumerate(keys):
                index.setdefault(key, place)
            namespace = {"__slots__": (), "_keys": keys, "_index": index}
            row_type = self._row_types[keys] = type("Row", (InlineRow,), namespace)
        return row_type

    def dispatch(self, name: str, *args: Any) -> None:
        listeners = getattr(self._engine.dispatch, name)
        if listeners:
            listeners(*args)


class InlineConnection:
    """What a work function gets: `execute` and `scalar` of SQLAlchemy statements with a dict of parameters (or a
    list of them: executemany), and `dialect`. A driver's subclass runs the SQL (`_fetch`, `_fetch_many`)."""

    def __init__(self, driver: InlineDriver) -> None:
        self._driver = driver
        self.dialect = driver.dialect

    def execute(self, statement: sa.Executable, parameters: Any = None) -> InlineResult:
        many = isinstance(parameters, list | tuple)
        rows: list[Mapping[str, Any]] = list(parameters) if many else [parameters or {}]
        if many and not rows:
            return InlineResult([], (), 0)
        prepared = self._driver.statements.prepared(statement, tuple(sorted(rows[0])), many and len(rows) > 1)
        if len(rows) == 1:
            return self._run(prepared, rows[0])
        if prepared.compiled.batchable and not prepared.compiled.expanding:
            return self._run_many(prepared, rows)
        results = [self._run(prepared, row) for row in rows]
        rowcount = sum(result.rowcount for result in results)
        return InlineResult([row for result in results for row in result], results[0].keys(), rowcount)

    def scalar(self, statement: sa.Executable, parameters: Any = None) -> Any:
        return self.execute(statement, parameters).scalar()

    def _fetch(self, sql: str, bound: tuple[Any, ...]) -> tuple[Sequence[Sequence[Any]], tuple[str, ...], int]:
        """Run one statement: its rows, its column names (for textual SQL) and its row count."""
        raise NotImplementedError

    def _fetch_many(self, sql: str, bound: list[tuple[Any, ...]]) -> int:
        """Run one statement with many parameter sets (an INSERT, UPDATE or DELETE): its row count."""
        raise NotImplementedError

    def _run_many(self, prepared: _Prepared, rows: list[Mapping[str, Any]]) -> InlineResult:
        compiled = prepared.compiled
        bound = [_bound(compiled.positions, compiled.processors, self._values(prepared, row)) for row in rows]
        self._driver.dispatch("before_cursor_execute", self, None, compiled.sql, bound, None, True)
        return InlineResult([], (), self._fetch_many(compiled.sql, bound))

    def _run(self, prepared: _Prepared, parameters: Mapping[str, Any]) -> InlineResult:
        compiled = prepared.compiled
        values = self._values(prepared, parameters)
        sql, processors = compiled.sql, compiled.processors
        positions: Sequence[str] = compiled.positions
        if compiled.expanding:
            expanded = compiled.compiled._process_parameters_for_postcompile(values)
            sql, positions, processors = expanded.statement, expanded.positiontup or (), expanded.processors
            values = expanded.parameters
        bound = _bound(positions, processors, values)
        self._driver.dispatch("before_cursor_execute", self, None, sql, bound, None, False)
        rows, names, rowcount = self._fetch(sql, bound)
        keys = compiled.keys if compiled.keys is not None else names
        if compiled.results:
            rows = [_converted(compiled.results, row) for row in rows]
        row_type = self._driver.row_type(keys)
        return InlineResult([row_type(row) for row in rows], keys, rowcount)

    @staticmethod
    def _values(prepared: _Prepared, parameters: Mapping[str, Any]) -> Any:
        """Every bound parameter's value: the given ones, and the statement's own literal values."""
        return prepared.compiled.compiled.construct_params(parameters, extracted_parameters=prepared.extracted or None)


def _bound(positions: Sequence[str], processors: Mapping[str, Processor], values: Mapping[str, Any]) -> tuple[Any, ...]:
    """The parameters in the SQL's order, each converted for the driver as SQLAlchemy converts it."""
    return tuple(processors[name](values[name]) if name in processors else values[name] for name in positions)


def _converted(converts: tuple[tuple[int, Processor], ...], row: Sequence[Any]) -> list[Any]:
    values = list(row)
    for place, convert in converts:
        values[place] = convert(values[place])
    return values
