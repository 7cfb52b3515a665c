"""Identity: who is calling (`Principal`), credentials, browser sessions and host assertions."""
