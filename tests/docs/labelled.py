"""A small labelled set: questions a user would ask, and the page that answers each."""

from __future__ import annotations

LABELLED: tuple[tuple[str, str], ...] = (
    ("How do I limit how many tokens one model connection can use?", "deputy/operators"),
    ("set a daily token limit for a user", "deputy/operators"),
    ("Which environment variable deletes old conversations?", "deputy/operators"),
    ("How do I run the demo without a model?", "deputy/getting-started"),
    ("connect Ollama as the language model", "deputy/getting-started"),
    ("What happens when the assistant wants to change something? Do I have to approve it?", "deputy/chat"),
    ("stop a running answer", "deputy/chat"),
    ("declare a tool with a pydantic input model", "deputy/tools"),
    ("expose an existing FastAPI route as a tool", "deputy/tools"),
    ("Is a secret in my message stored in the database?", "deputy/security"),
    ("SSRF private addresses", "deputy/security"),
    ("connect Claude Desktop over OAuth", "deputy/mcp"),
    ("Which check kinds exist and what target does a tcp check take?", "acme-ops/checks"),
    ("how often should a health check probe?", "acme-ops/checks"),
    ("What severity should I give an incident when customers cannot pay?", "acme-ops/incidents"),
    ("When does the on-call shift hand over?", "acme-ops/on-call"),
    ("Why can't I delete a service?", "acme-ops/services"),
    ("What may a viewer do in Acme Ops?", "acme-ops/roles"),
    # Paraphrases written after the pages, avoiding their wording; kept as they ranked (no tuning to them).
    ("my API key ended up in a log line, does Deputy hide it?", "deputy/security"),
    ("how can external agents use my tools?", "deputy/mcp"),
    ("can the bot make changes without asking me first?", "deputy/chat"),
    ("only let administrators use the assistant", "deputy/operators"),
    ("what does tier 1 mean", "acme-ops/services"),
    ("who should I page for a critical outage", "acme-ops/on-call"),
    ("write custom instructions for the assistant", "deputy/operators"),
    ("undo a change the assistant made", "deputy/chat"),
)

UNCOVERED: tuple[str, ...] = (
    "kubernetes helm chart values",
    "configure LDAP single sign-on groups",
    "export billing invoices as PDF",
)
"""Questions the docs do not cover: the note must say weak or empty."""
