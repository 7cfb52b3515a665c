"""Agents: operator-defined assistants, headless runs, and delegation from one agent to another."""
