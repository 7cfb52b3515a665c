"""Tools and consent: declarations, the registry, the one schema and validator, access decisions, the gateway every
call takes, proposal tokens and audit."""
