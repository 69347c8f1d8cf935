"""``fresco-nb serve`` keeps an idle HTTP/1.1 connection open longer than any client keeps it (issue 12): a phone on
Wi-Fi, a browser or the load benchmark's httpx pool that sends its next request on a connection it kept must get an
answer, not a closed socket. uvicorn's own default closes a connection after 5 s idle — the moment httpx's pool
(5 s) reuses it — and a POST was lost that way."""
from __future__ import annotations

import socket
import time
from urllib.parse import urlsplit

import pytest

pytest.importorskip("starlette")
pytest.importorskip("httpx")

from test_serve_browser import Server   # noqa: E402  (``python -m fresco_nb serve`` in a subprocess)

IDLE_SECONDS = 6.0               # longer than uvicorn's default keep-alive (5 s) and httpx's pool expiry (5 s)


def _request(connection: socket.socket, host: str, path: str) -> bytes:
    """Send one HTTP/1.1 GET on ``connection`` and read its whole answer (b"" if the server closed it)."""
    connection.sendall(f"GET {path} HTTP/1.1\r\nHost: {host}\r\n\r\n".encode())
    received = b""
    while b"\r\n\r\n" not in received:
        chunk = connection.recv(65536)
        if not chunk:
            return received
        received += chunk
    head, body = received.split(b"\r\n\r\n", 1)
    length = int(next(line.split(b":", 1)[1] for line in head.split(b"\r\n")
                      if line.lower().startswith(b"content-length:")))
    while len(body) < length:
        chunk = connection.recv(65536)
        if not chunk:
            break
        body += chunk
    return head + b"\r\n\r\n" + body


def test_an_idle_connection_still_answers_a_request_after_the_clients_keep_alive(tmp_path):
    server = Server(tmp_path / "state")
    teacher = urlsplit(server.start())
    try:
        with socket.create_connection((teacher.hostname, teacher.port), timeout=10) as connection:
            first = _request(connection, teacher.netloc, teacher.path)
            assert first.startswith(b"HTTP/1.1 200"), first[:80]
            time.sleep(IDLE_SECONDS)
            again = _request(connection, teacher.netloc, teacher.path)     # the same connection, kept idle
            assert again.startswith(b"HTTP/1.1 200"), again[:80]
            assert again.split(b"\r\n\r\n", 1)[1] == first.split(b"\r\n\r\n", 1)[1]
    finally:
        server.kill()
