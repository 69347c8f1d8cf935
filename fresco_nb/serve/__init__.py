"""``fresco-nb serve``: one class game played from several devices on the classroom network.

The teacher's link (``/teacher/<token>``) makes tables; each table has a projector page (the public table), a
page per team (its own view only) and a teacher page (the full view, undo, pause, bots, end). Every page draws
the board with the notebook's renderer and widget front end, updates live over a WebSocket, and is saved in the
state dir after every action (a restarted server resumes every table, links included). Needs the ``serve`` extra
(Starlette, uvicorn, segno).
"""
from __future__ import annotations

import socket

DEFAULT_PORT = 8000
# How long an idle HTTP/1.1 connection stays open, in seconds (nginx's default). It must outlast the time a client
# keeps an idle connection for its next request: with uvicorn's default (5 s, the same as httpx's pool) the server
# closes the connection just as the client sends on it, and that request meets a closed socket (a POST lost).
KEEP_ALIVE_SECONDS = 75


def lan_address() -> str:
    """This machine's address on the local network (no packet is sent), or 127.0.0.1."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.255.255.255", 1))
        return probe.getsockname()[0]
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()


def public_base(host: str, port: int) -> str:
    """The address put in the links: the LAN address when listening on every interface."""
    shown = lan_address() if host in ("0.0.0.0", "::", "") else host
    shown = f"[{shown}]" if ":" in shown else shown
    return f"http://{shown}:{port}"


def serve(host: str, port: int, state_dir, public_url: str | None = None, say=None) -> None:
    """Run the server until Ctrl-C; ``say`` receives the teacher's link. ``public_url`` is the address put in
    the links when the server is reached through another one (an HTTPS proxy)."""
    import uvicorn
    from .app import make_app
    say = say or (lambda line: print(line, flush=True))
    base = public_url.rstrip("/") if public_url else public_base(host, port)
    app = make_app(state_dir, public_base=base)
    tables = app.state.tables
    say(f"teacher: {base}/teacher/{tables.teacher_token}")
    say(f"state dir: {tables.store.path} ({len(tables.tables)} table(s) resumed); Ctrl-C stops")
    uvicorn.run(app, host=host, port=port, log_level="warning", ws="websockets-sansio", ws_per_message_deflate=False,
                timeout_keep_alive=KEEP_ALIVE_SECONDS)
