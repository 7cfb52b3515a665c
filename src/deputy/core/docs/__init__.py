"""Documentation grounding: the docs index, its search rules and the docs tools."""
