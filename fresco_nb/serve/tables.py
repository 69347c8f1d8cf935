"""Tables and their tokens. A table is one game with a token per page: the projector's, one per seat (the teacher
uses the server's teacher token). A seat is claimed by the first device that opens it (a random device cookie,
kept as its hash); another device is refused until the teacher releases the seat. Each page may send at most
:data:`ACTIONS_PER_SECOND` actions a second. Everything about a table is saved after every change.
"""
from __future__ import annotations

import hashlib
import json
import secrets
import time
from collections import deque
from dataclasses import dataclass

from .games import GAMES, Refused
from .storage import StateDir
from .words import say

TOKEN_BYTES = 32                 # secrets.token_urlsafe(32): 43 characters, 256 random bits
ACTIONS_PER_SECOND = 10
MAX_BOT_STEPS = 10_000           # a table of bots only plays to its end in one go; this bounds it
ROLES = ("projector", "seat", "teacher")


def new_token() -> str:
    """A long random token for a link."""
    return secrets.token_urlsafe(TOKEN_BYTES)


def same_token(given: str, kept: str) -> bool:
    """Compare tokens in constant time."""
    return secrets.compare_digest(given.encode(), kept.encode())


def device_hash(device: str) -> str:
    return hashlib.sha256(device.encode()).hexdigest()


class Denied(Exception):
    """A request the server refuses before the game sees it: ``status`` (HTTP) and a sentence."""

    def __init__(self, status: int, reason: str):
        super().__init__(reason)
        self.status, self.reason = status, reason

    def answer(self) -> dict:
        return {"rule": "", "reason": self.reason, "rule_text": ""}


@dataclass(frozen=True)
class Page:
    """One page of a table: ``role`` "projector", "seat" or "teacher", ``who`` its view ("public", a seat, "full")."""
    table: "Table"
    role: str
    who: object
    token: str

    @property
    def key(self) -> str:
        return f"seat{self.who}" if self.role == "seat" else self.role

    @property
    def path(self) -> str:
        return f"/table/{self.table.id}/{self.role}/{self.token}"


class Table:
    """One game served to its pages."""

    def __init__(self, table_id: str, record: dict, game, tables: "Tables"):
        self.id, self.record, self.game, self.tables = table_id, record, game, tables
        self.kind = GAMES[record["game"]]
        self._boards = {}           # page key → its live board
        self._sent = {}             # page key → (versions, its live message as JSON text)
        self._recent = {}           # page key → the times of its last actions
        self._changes = 0           # grows with every change of the table (every page is drawn again)
        self._answers = {}          # page key → grows with every answer to a click that left the game as it was

    # -- pages -----------------------------------------------------------------------------------
    def page(self, role: str, token: str) -> Page | None:
        """The page whose link carries ``token``, or None."""
        if role == "projector" and same_token(token, self.record["projector"]):
            return Page(self, "projector", "public", token)
        if role == "teacher" and same_token(token, self.tables.teacher_token):
            return Page(self, "teacher", "full", token)
        if role == "seat":
            for seat, kept in enumerate(self.record["seats"]):
                if same_token(token, kept):
                    return Page(self, "seat", seat, token)
        return None

    def seat_page(self, seat: int) -> Page:
        return Page(self, "seat", seat, self.record["seats"][seat])

    def claim(self, page: Page, device: str) -> None:
        """A seat's page is for the device that opened it first; another one is refused."""
        if page.role != "seat":
            return
        claims, mine = self.record["claims"], device_hash(device)
        if claims[page.who] is None:
            claims[page.who] = mine
            self.save()
        elif not same_token(claims[page.who], mine):
            raise Denied(403, say("claimed"))

    def board(self, page: Page):
        """The page's live board (one per page: a half-built decision survives a reconnection)."""
        if page.key not in self._boards:
            layout = "projector" if page.role == "projector" else "desk"
            self._boards[page.key] = self.kind.board(self.game, page.who, layout)
        return self._boards[page.key]

    def view(self, page: Page) -> dict:
        return self.kind.view(self.game, page.who)

    def info(self, page: Page) -> dict:
        """What a page shows around the board: names, who decides, pause and end; the teacher sees the seats."""
        due = self.kind.due(self.game)
        info = {"table": self.id, "game": self.kind.title, "role": page.role, "you": page.who,
                "names": self.kind.seat_names(self.game), "summary": due.summary, "deciding": list(due.seats),
                "over": due.over, "paused": self.record["paused"], "ended": self.record["ended"],
                "moves": self.kind.moves(self.game)}
        if page.role == "teacher":
            info["controllers"] = list(self.record["controllers"])
            info["claimed"] = [claim is not None for claim in self.record["claims"]]
            info["bot_names"] = self.kind.setup_fields()["bots"]
        return info

    def live_text(self, page: Page) -> str:
        """The JSON message a page's live connection receives: its board's traits and the table's info. Drawn and
        encoded at most once per page and version of the table and of the page's answers, however many devices
        watch the page: the same text until either changes."""
        versions = (self._changes, self._answers.get(page.key, 0))
        sent = self._sent.get(page.key)
        if sent is None or sent[0] != versions:
            sent = (versions, json.dumps({"traits": self.board(page).traits(), "info": self.info(page)}))
            self._sent[page.key] = sent
        return sent[1]

    def draw(self, pages) -> None:
        """Draw the live messages of ``pages`` together (after a change): the parts of the board they show alike
        are drawn once, where the game's renderer allows it."""
        with self.kind.drawing_pages():
            for page in pages:
                self.live_text(page)

    # -- acting ----------------------------------------------------------------------------------
    def _may_act(self, page: Page) -> None:
        if page.role == "projector":
            raise Denied(403, say("projector_watches"))
        recent = self._recent.setdefault(page.key, deque())
        now = time.monotonic()
        while recent and now - recent[0] >= 1.0:
            recent.popleft()
        if len(recent) >= ACTIONS_PER_SECOND:
            raise Denied(429, say("too_fast", n=ACTIONS_PER_SECOND))
        recent.append(now)
        if self.record["ended"]:
            raise Denied(409, say("ended_now"))
        if self.record["paused"]:
            raise Denied(409, say("paused_now"))
        if page.role == "seat" and self.record["controllers"][page.who] != "team":
            raise Denied(409, say("bot_plays"))

    def act(self, page: Page, text: str) -> str:
        """Apply an action text from a seat's page (for that seat) or the teacher's (for the seat deciding)."""
        self._may_act(page)
        said = self.kind.act(self.game, text, page.who if page.role == "seat" else None)
        self.after_change()
        return said

    def click(self, page: Page, clicked: str) -> bool:
        """Answer a click on the page's board; True if the game moved. A click that leaves the game as it was
        (a look, a piece of a decision, a refusal) changes only this page's answer: no other page is drawn again."""
        self._may_act(page)
        before = self.kind.moves(self.game)
        self.board(page).play(clicked)
        moved = self.kind.moves(self.game) != before
        if moved:
            self.after_change()
        else:
            self._answers[page.key] = self._answers.get(page.key, 0) + 1
        return moved

    def after_change(self) -> None:
        """Let the bots play their turns, then save."""
        self.play_bots()
        self.save()

    def play_bots(self) -> None:
        """Bots play while one of them is due (never while paused or ended)."""
        for _ in range(MAX_BOT_STEPS):
            if self.record["paused"] or self.record["ended"]:
                return
            due = self.kind.due(self.game)
            bots = [seat for seat in due.seats if self.record["controllers"][seat] != "team"]
            if due.over or not bots:
                return
            seat = bots[0]
            seed = self.record["seed"] * 1_000_003 + seat * 10_007 + self.kind.moves(self.game)
            self.kind.act(self.game, self.kind.bot_move(self.record["controllers"][seat], seed, self.game, seat), seat)

    # -- the teacher's controls ------------------------------------------------------------------
    def undo(self) -> None:
        """Take back decisions until a team's decision is due (or none is left); an ended game goes on."""
        self.kind.undo(self.game)
        while self._bots_only_due():
            try:
                self.kind.undo(self.game)
            except Refused:
                break
        self.record["ended"] = False
        self.save()

    def _bots_only_due(self) -> bool:
        due = self.kind.due(self.game)
        return bool(due.seats) and all(self.record["controllers"][s] != "team" for s in due.seats)

    def pause(self, paused: bool) -> None:
        self.record["paused"] = paused
        self.after_change()

    def end(self) -> None:
        self.record["ended"] = True
        self.save()

    def set_controller(self, seat: int, controller: str) -> None:
        """Give a seat to its team ("team") or to a bot (by name)."""
        bots = self.kind.setup_fields()["bots"]
        if controller != "team" and controller not in bots:
            raise Denied(400, f"controller is 'team' or a bot ({', '.join(bots)}), not {controller!r}")
        self.record["controllers"][self._seat(seat)] = controller
        self.after_change()

    def release(self, seat: int) -> None:
        """Free a seat's link for another device."""
        self.record["claims"][self._seat(seat)] = None
        self.save()

    def _seat(self, seat) -> int:
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(self.record["seats"]):
            raise Denied(400, f"seat is a whole number 0..{len(self.record['seats']) - 1}, not {seat!r}")
        return seat

    def save(self) -> None:
        """Save the table after a change (every change goes through here). The files are written by the state
        dir's writer thread; a request is answered only once they are (:meth:`StateDir.written`)."""
        self._changes += 1
        self.tables.store.save_table(self.id, self.kind.save(self.game), self.record)


class Tables:
    """Every table of a server, kept in its state dir and loaded back when the server starts again."""

    def __init__(self, state_dir):
        self.store = StateDir(state_dir)
        self.teacher_token = self.store.server_record(lambda: {"teacher": new_token()})["teacher"]
        self.tables: dict[str, Table] = {}
        for table_id in self.store.table_ids():
            try:
                save, record = self.store.load_table(table_id)
                game = GAMES[record["game"]].load(save)
            except (ValueError, KeyError, TypeError, OSError) as error:
                raise ValueError(f"cannot resume the table {table_id} from {self.store.path / table_id}.json "
                                 f"and .table.json: {error}") from None
            self.tables[table_id] = Table(table_id, record, game, self)

    def is_teacher(self, token: str) -> bool:
        return same_token(token, self.teacher_token)

    def create(self, spec: dict) -> Table:
        """A new table from the teacher's JSON: ``players``, ``names``, ``modules``, ``seats`` ("team", "bot" or a
        bot's name per seat), optional ``game``, ``options`` (the game's own, as text: ``{"side": "grey"}``),
        ``rulings`` (its ⚖ switches, checked by the game: ``{"workshop_face_up": true}``) and ``seed``. A bad field
        raises Denied naming it (a bad ruling: naming the ruling), and no table is made."""
        if not isinstance(spec, dict):
            raise Denied(400, "send a JSON object: {\"players\": 3, \"names\": [...], \"modules\": [...], \"seats\": [...]}")
        unknown = sorted(set(spec) - {"game", "players", "names", "modules", "options", "rulings", "seats", "seed"})
        if unknown:
            raise Denied(400, f"unknown field {unknown[0]!r}")
        kind = GAMES.get(spec.get("game", "fresco"))
        if kind is None:
            raise Denied(400, f"game is one of {', '.join(GAMES)}, not {spec.get('game')!r}")
        fields = kind.setup_fields()
        players = spec.get("players")
        if players not in fields["players"] or isinstance(players, bool):
            raise Denied(400, f"players is one of {fields['players']}, not {players!r}")
        seed = spec.get("seed", secrets.randbits(32))
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2 ** 32:
            raise Denied(400, f"seed is a whole number 0..{2 ** 32 - 1}, not {seed!r}")
        modules = spec.get("modules", [])
        if not isinstance(modules, list) or not all(isinstance(m, str) for m in modules):
            raise Denied(400, f"modules is a list of names among {', '.join(fields['modules'])}")
        options = spec.get("options", {})
        if not isinstance(options, dict) or not all(isinstance(v, str) for v in options.values()):
            raise Denied(400, f"options is an object of texts, of the game's options "
                              f"{', '.join(fields.get('options', {})) or '(none)'}")
        try:
            game = kind.new(players, spec.get("names"), modules, seed, options, spec.get("rulings"))
        except Refused as refused:
            raise Denied(400, refused.reason) from None
        seats = spec.get("seats", ["team"] * len(kind.seat_names(game)))
        if not isinstance(seats, list) or len(seats) != len(kind.seat_names(game)):
            raise Denied(400, f"seats is a list of {len(kind.seat_names(game))} entries ('team', 'bot' or a bot's name)")
        controllers = []
        for entry in seats:
            entry = fields["default_bot"] if entry == "bot" else entry
            if entry != "team" and entry not in fields["bots"]:
                raise Denied(400, f"seats: each entry is 'team', 'bot' or one of {', '.join(fields['bots'])}, "
                                  f"not {entry!r}")
            controllers.append(entry)
        table_id = secrets.token_hex(4)
        while table_id in self.tables:
            table_id = secrets.token_hex(4)
        record = {"game": kind.name, "seed": seed, "projector": new_token(),
                  "seats": [new_token() for _ in controllers], "controllers": controllers,
                  "claims": [None] * len(controllers), "paused": False, "ended": False}
        table = Table(table_id, record, game, self)
        self.tables[table_id] = table
        table.after_change()
        return table

    def page(self, table_id: str, role: str, token: str) -> Page | None:
        """The page a link names, or None for an unknown table, role or token."""
        table = self.tables.get(table_id)
        return table.page(role, token) if table is not None and role in ROLES else None
