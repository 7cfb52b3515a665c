"""Acme Ops: the demo host application `deputy demo` serves with Deputy."""
