"""Conversations and people in SQL: conversations and messages, participants, context, memory, skills, workspaces,
summaries, search and retention."""
