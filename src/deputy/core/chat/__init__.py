"""Chat turns: the chat service, the background turn runner, the agent loop and everything a turn reads, streams and
leaves behind."""
