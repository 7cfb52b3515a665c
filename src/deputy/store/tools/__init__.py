"""Tools and consent in SQL: proposals, the audit log and audit events."""
