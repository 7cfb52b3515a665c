"""Budgets in SQL: the token ledger, quotas and rolling-window rate limits."""
