"""Load of ``fresco-nb serve``: 20 tables × 4 scripted clients on the loopback (issue 12).

Run: ``python benchmarks/bench_serve.py [--tables 20] [--seconds 60] [--think 1.0]``.
Starts ``python -m fresco_nb serve`` on a free port with a fresh state dir, makes ``--tables`` tables of four teams,
and plays them with one scripted client per seat: each holds its seat page's WebSocket (the live updates) and,
when its seat decides, waits a think time (uniform 0.5–1.5 × ``--think`` seconds, a class is not a script) and
POSTs one of its legal options to its ``action`` route. One action at a time per table is measured: from just
before the POST to the moment the last of the table's four subscribers has received the update. Prints the
latency's p50/p95/max, actions per second, and the server's CPU seconds (it runs in its own process; the machine
may be shared, so the CPU figures say how much of a core the server needed, and the load average is printed beside
the latencies), then the same figures as a row for the README's table. ``--profile FILE`` runs the server under
cProfile (``python -m pstats FILE``).
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import random
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time

import httpx
import websockets

from fresco_nb.serve import KEEP_ALIVE_SECONDS

# a client drops an idle connection well before the server would (a request sent on a connection the server closes
# at that moment meets a closed socket)
CLIENT_LIMITS = httpx.Limits(keepalive_expiry=KEEP_ALIVE_SECONDS / 2)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def cpu_seconds(pid: int) -> float:
    """User + system CPU seconds of a process (Linux /proc; 0 elsewhere)."""
    try:
        fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


class TablePlay:
    """One table's four clients; one measured action in flight at a time."""

    def __init__(self, links: dict, rng: random.Random, think: float, latencies: list, until: float):
        self.links, self.rng, self.think, self.latencies, self.until = links, rng, think, latencies, until
        self.seen = [-1] * 4                  # the moves each subscriber last received
        self.latest = [None] * 4              # each seat's last message
        self.turn = asyncio.Event()
        self.lock = asyncio.Lock()
        self.arrived = asyncio.Event()        # every subscriber has the update of the action in flight
        self.pending = None                   # (start, moves before) of the action in flight
        self.lost = 0                         # updates that never reached every subscriber (5 s)
        self.dropped = 0                      # POSTs whose connection closed before an answer

    def receive(self, seat: int, message: dict) -> None:
        self.seen[seat], self.latest[seat] = message["info"]["moves"], message
        if self.pending and all(moves > self.pending[1] for moves in self.seen):
            self.latencies.append((time.perf_counter() - self.pending[0], self.pending[0]))
            self.pending = None
            self.arrived.set()
        self.turn.set()

    async def listen(self, seat: int, client: httpx.AsyncClient, url: str) -> None:
        cookie = "; ".join(f"{k}={v}" for k, v in client.cookies.items())
        async with websockets.connect(url.replace("http://", "ws://") + "/live", max_size=2 ** 22,
                                      additional_headers={"Cookie": cookie}) as socket_:
            async for text in socket_:
                self.receive(seat, json.loads(text))

    async def act(self, seat: int, client: httpx.AsyncClient, url: str) -> int:
        done = 0
        while time.perf_counter() < self.until:
            message = self.latest[seat]
            if message is None or seat not in message["info"]["deciding"] or message["info"]["over"]:
                self.turn.clear()
                try:
                    await asyncio.wait_for(self.turn.wait(), 1.0)
                except asyncio.TimeoutError:
                    pass
                continue
            await asyncio.sleep(self.think * self.rng.uniform(0.5, 1.5))
            async with self.lock:
                message = self.latest[seat]
                if seat not in message["info"]["deciding"]:
                    continue
                action = self.rng.choice(message["traits"]["options"])["action"]
                self.arrived.clear()
                self.pending = (time.perf_counter(), min(self.seen))
                try:
                    answer = await client.post(url + "/action", json={"action": action})
                except httpx.TransportError as error:     # e.g. an idle keep-alive connection the server just closed
                    print("no answer:", repr(error), file=sys.stderr)
                    self.pending = None
                    self.dropped += 1
                    continue
                if answer.status_code != 200:
                    print("refused:", answer.text, file=sys.stderr)
                    self.pending = None
                    continue
                try:
                    await asyncio.wait_for(self.arrived.wait(), 5.0)
                except asyncio.TimeoutError:
                    self.pending = None
                    self.lost += 1
                done += 1
        return done


async def run(base: str, teacher: str, tables: int, seconds: float, think: float, seed: int) -> dict:
    rng = random.Random(seed)
    latencies: list[tuple[float, float]] = []          # (seconds to the last subscriber, when posted)
    async with httpx.AsyncClient(timeout=30, limits=CLIENT_LIMITS) as admin:
        made = [(await admin.post(f"{teacher}/tables", json={"players": 4, "seats": ["team"] * 4,
                                                              "seed": rng.randrange(2 ** 31)})).json()
                for _ in range(tables)]
    until = time.perf_counter() + seconds
    clients, listeners, actors, plays = [], [], [], []
    for links in made:
        play = TablePlay(links, random.Random(rng.random()), think, latencies, until)
        plays.append(play)
        for seat, url in enumerate(links["seats"]):
            client = httpx.AsyncClient(timeout=30, limits=CLIENT_LIMITS)
            await client.get(url + "/state.json")                 # claims the seat: the device cookie
            clients.append(client)
            listeners.append(asyncio.ensure_future(play.listen(seat, client, url)))
            actors.append(asyncio.ensure_future(play.act(seat, client, url)))
    results = await asyncio.gather(*actors, return_exceptions=True)
    for listener in listeners:
        listener.cancel()
    heard = await asyncio.gather(*listeners, return_exceptions=True)
    for client in clients:
        await client.aclose()
    errors = [r for r in results + heard if isinstance(r, BaseException) and not isinstance(r, asyncio.CancelledError)]
    return {"latencies": latencies, "actions": sum(r for r in results if isinstance(r, int)), "errors": errors,
            "lost": sum(play.lost for play in plays), "dropped": sum(play.dropped for play in plays)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tables", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--think", type=float, default=1.0, help="mean think time of a client, seconds")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--profile", metavar="FILE", help="run the server under cProfile, its stats saved to FILE "
                                                          "(read them with python -m pstats FILE)")
    args = parser.parse_args()
    port = free_port()
    profiler = ["-m", "cProfile", "-o", args.profile] if args.profile else []
    load_before = os.getloadavg()
    with tempfile.TemporaryDirectory() as state_dir:
        server = subprocess.Popen([sys.executable, *profiler, "-m", "fresco_nb", "serve", "--port", str(port),
                                   "--state-dir", state_dir], stdout=subprocess.PIPE, text=True)
        try:
            teacher = server.stdout.readline().split(" ", 1)[1].strip()
            for _ in range(200):
                try:
                    httpx.get(teacher, timeout=1)
                    break
                except httpx.TransportError:
                    time.sleep(0.05)
            cpu0, wall0, mine0 = cpu_seconds(server.pid), time.perf_counter(), time.process_time()
            found = asyncio.run(run(f"http://127.0.0.1:{port}", teacher, args.tables, args.seconds, args.think,
                                    args.seed))
            cpu, wall = cpu_seconds(server.pid) - cpu0, time.perf_counter() - wall0
            clients_cpu = time.process_time() - mine0
        finally:
            # uvicorn re-raises the signal it stopped on; only SIGINT (KeyboardInterrupt) lets cProfile write
            server.send_signal(signal.SIGINT if args.profile else signal.SIGTERM)
            server.wait(timeout=10)
    ms = sorted(latency * 1000 for latency, _ in found["latencies"])
    p95 = ms[min(len(ms) - 1, round(0.95 * (len(ms) - 1)))]
    print(f"{platform.machine()} · Python {platform.python_version()} · {os.cpu_count()} cores · "
          f"{args.tables} tables × 4 clients · think {args.think} s · {wall:.0f} s")
    print(f"actions measured: {len(ms)} ({len(ms) / wall:.1f}/s); POST → last subscriber's update: "
          f"p50 {statistics.median(ms):.1f} ms · p95 {p95:.1f} ms · max {ms[-1]:.1f} ms")
    print(f"server CPU: {cpu:.1f} s in {wall:.0f} s ({100 * cpu / wall:.0f}% of one core); "
          f"{1000 * cpu / max(1, len(ms)):.1f} CPU-ms per action; the clients' process: {clients_cpu:.1f} CPU-s; "
          f"errors: {len(found['errors'])}; updates lost: {found['lost']}; POSTs unanswered: {found['dropped']}")
    load_after = os.getloadavg()
    print(f"machine load (1-min average) {load_before[0]:.1f} before, {load_after[0]:.1f} after")
    for error in found["errors"][:3]:
        print("  ", repr(error))
    print("README row: | load | actions/s | p50 | p95 | max | server CPU per action | server share of a core |")
    print(f"README row: | {load_before[0]:.1f}–{load_after[0]:.1f} | {len(ms) / wall:.1f} | "
          f"{statistics.median(ms):.0f} ms | {p95:.0f} ms | {ms[-1]:.0f} ms | {1000 * cpu / max(1, len(ms)):.1f} ms | "
          f"{100 * cpu / wall:.0f} % |")


if __name__ == "__main__":
    main()
