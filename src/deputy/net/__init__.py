"""Network adapters: outbound HTTP that honours the core's SSRF policy, and the guard CLI commands."""
