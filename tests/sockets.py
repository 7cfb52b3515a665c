"""The server's end of a TCP connection, looked at from the client's process: which descriptor of the server holds the
connection the client opened, and the socket options set on it (Linux: `/proc` and `pidfd_getfd`). The client's
end is `deputy.testing.processes.keep_alive_request`."""

from __future__ import annotations

import ctypes
import os
import socket
from pathlib import Path

PIDFD_GETFD = 438  # the same number on every architecture (the unified syscall table)
_libc = ctypes.CDLL(None, use_errno=True)


def server_nodelay(pid: int, client: socket.socket) -> bool:
    """Whether the socket process `pid` accepted for `client`'s connection has `TCP_NODELAY` set."""
    server_port, client_port = client.getpeername()[1], client.getsockname()[1]
    inode = _inode(pid, local=server_port, remote=client_port)
    for fd in os.listdir(f"/proc/{pid}/fd"):
        try:
            target = os.readlink(f"/proc/{pid}/fd/{fd}")
        except FileNotFoundError:  # closed meanwhile
            continue
        if target == f"socket:[{inode}]":
            with socket.socket(fileno=_borrow(pid, int(fd))) as borrowed:
                return bool(borrowed.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY))
    raise AssertionError(f"process {pid} holds no descriptor of socket {inode}")


def _inode(pid: int, *, local: int, remote: int) -> str:
    """The inode of `pid`'s TCP socket from port `local` to port `remote` (IPv4 or IPv6)."""
    for table in ("tcp", "tcp6"):
        for line in Path(f"/proc/{pid}/net/{table}").read_text(encoding="ascii").splitlines()[1:]:
            fields = line.split()
            if int(fields[1].rsplit(":", 1)[1], 16) == local and int(fields[2].rsplit(":", 1)[1], 16) == remote:
                return fields[9]
    raise AssertionError(f"process {pid} has no connection from port {local} to port {remote}")


def _borrow(pid: int, fd: int) -> int:
    """A duplicate, in this process, of descriptor `fd` of process `pid`."""
    pidfd = os.pidfd_open(pid)
    try:
        dup = _libc.syscall(PIDFD_GETFD, pidfd, fd, 0)
        if dup < 0:
            errno = ctypes.get_errno()
            raise OSError(errno, f"pidfd_getfd({pid}, {fd}): {os.strerror(errno)}")
        return int(dup)
    finally:
        os.close(pidfd)
