"""Budgets: the token ledger (reserve, then settle), per-user quotas, per-connection spend caps and turn admission."""
