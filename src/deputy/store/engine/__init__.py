"""The database engine: SQLAlchemy with the SQLite and Postgres inline drivers, pools, group commit, LISTEN/NOTIFY
wake-ups, migrations and the per-process read cache."""
