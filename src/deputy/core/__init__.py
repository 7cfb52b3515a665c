"""The domain, framework-free: tools, access, consent, audit, budgets. Adapters plug in through `ports`."""
