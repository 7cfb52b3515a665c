"""Identity in SQL: tenants, users, roles and API tokens, browser sessions, OAuth, and the secret box."""
