"""Turn state in SQL: claims, the shared event log, leases, the start-of-turn reads and loaded tools."""
