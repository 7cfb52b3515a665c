"""Conversations and people: the conversation model, participants, entities, workspaces, memory and skills."""
