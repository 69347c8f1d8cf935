"""The web app (Starlette): the teacher's page, the table's pages (projector, seat, teacher), their ``state.json``,
``action`` and ``click`` routes, the teacher's controls and the live updates (one WebSocket per open page).

No rule is decided here: every action goes to the game's interface (:mod:`.games`), every page draws the board
with the notebook widget's own front end (``board.js``) fed by the server. Nothing about a table is reachable
without a token; a forged one gets the same 404 as a table that does not exist.
"""
from __future__ import annotations

import asyncio
import html
import json
import re
from pathlib import Path

from starlette.applications import Starlette
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import Route, WebSocketRoute
from starlette.websockets import WebSocket, WebSocketDisconnect

from ..texts import widget_language, widget_text
from .games import GAMES, Refused
from .tables import Denied, Page, Table, Tables, new_token
from .words import page_words, say

PAGES = Path(__file__).parent / "pages"
DEVICE_COOKIE = "fresco_device"
MAX_BODY = 4096                    # bytes of a request's JSON
MAX_TEXT = 200                     # characters of an action or a click
SECURITY_HEADERS = {
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",            # a link's token never leaves in a Referer header
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Content-Security-Policy": "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; "
                               "connect-src 'self'; frame-ancestors 'none'",
}
PAGE_FILES = {"page.js": PAGES / "page.js", "page.css": PAGES / "page.css"}
_SAYING = re.compile(r"\{\{say:(\w+)\}\}")       # a page's words: {{say:key}} is [pages] key of the catalogue


def _respond(body, status: int = 200) -> Response:
    response = JSONResponse(body, status) if not isinstance(body, Response) else body
    response.headers.update(SECURITY_HEADERS)
    return response


def _error(status: int, answer: dict) -> Response:
    return _respond({"error": answer}, status)


class Hub:
    """The live connections of every page. A change of a table draws each of its watched pages once, all together
    (one table's pages are not interleaved with another table's drawing, so the last device of a table is not kept
    waiting behind every other table), then wakes each connection, which sends its page's message as drawn if it
    is not the one it sent last (a click that changed only another page's answer sends nothing here)."""

    def __init__(self):
        self._watchers: dict[str, dict[asyncio.Event, Page]] = {}
        self._due: set[str] = set()                  # tables whose pages are to be drawn

    def notify(self, table: Table) -> None:
        """Draw the table's watched pages once the current request has answered (changes made meanwhile are drawn
        together)."""
        if table.id not in self._due:
            self._due.add(table.id)
            asyncio.get_running_loop().call_soon(self._publish, table)

    def _publish(self, table: Table) -> None:
        self._due.discard(table.id)
        watchers = self._watchers.get(table.id, {})
        table.draw(set(watchers.values()))
        for wake in watchers:
            wake.set()

    async def watch(self, websocket: WebSocket, page: Page) -> None:
        wake = asyncio.Event()
        wake.set()                                   # the first message: where the page is now
        self._watchers.setdefault(page.table.id, {})[wake] = page
        listening = asyncio.ensure_future(self._until_closed(websocket))
        sent = None
        try:
            while not listening.done():
                waiting = asyncio.ensure_future(wake.wait())
                await asyncio.wait({waiting, listening}, return_when=asyncio.FIRST_COMPLETED)
                if listening.done():
                    waiting.cancel()
                    break
                wake.clear()
                message = page.table.live_text(page)
                if message is not sent:             # the page's message is kept until it changes
                    await websocket.send_text(message)
                    sent = message
        except (WebSocketDisconnect, RuntimeError):
            pass
        finally:
            listening.cancel()
            self._watchers[page.table.id].pop(wake, None)

    @staticmethod
    async def _until_closed(websocket: WebSocket) -> None:
        while True:                                  # a page sends nothing but keep-alives
            message = await websocket.receive()
            if message["type"] == "websocket.disconnect":
                return


def make_app(state_dir, public_base: str | None = None) -> Starlette:
    """The server's app on the tables of ``state_dir`` (made if missing, every table there resumed).
    ``public_base`` ("http://192.168.1.20:8000") is put in the links the teacher hands out; by default the
    address the teacher's browser used."""
    tables = Tables(state_dir)
    hub = Hub()

    def base(request) -> str:
        return public_base or str(request.base_url).rstrip("/")

    def page_of(request) -> Page:
        params = request.path_params
        page = tables.page(params["table"], params["role"], params["token"])
        if page is None:
            raise Denied(404, say("no_page"))
        return page

    def claimed(request, page: Page) -> None:
        """Claim a seat for the request's device (a new device gets its cookie with the answer)."""
        device = request.cookies.get(DEVICE_COOKIE)
        if not device or len(device) > 64:
            device = request.state.new_device = new_token()
        page.table.claim(page, device)

    def guarded(handler):
        """Answer a refusal as JSON: the rule and reason of an illegal action, or why the request was refused;
        a device seen for the first time gets its cookie, whatever the answer."""
        async def run(request):
            try:
                response = await handler(request)
            except Denied as denied:
                response = _error(denied.status, denied.answer())
            except Refused as refused:
                response = _error(409, refused.answer())
            await tables.store.written()             # nothing is answered before its change is on disk
            device = getattr(request.state, "new_device", None)
            if device:
                response.set_cookie(DEVICE_COOKIE, device, max_age=30 * 24 * 3600, httponly=True, samesite="strict")
            return response
        return run

    async def json_body(request, example: str = "{}") -> dict:
        """The request's JSON object (at most MAX_BODY bytes); anything else is refused with an example."""
        body = await request.body()
        if len(body) > MAX_BODY:
            raise Denied(413, f"the request is too long (at most {MAX_BODY} bytes)")
        try:
            sent = json.loads(body or b"{}")
        except (ValueError, UnicodeDecodeError):
            sent = None
        if not isinstance(sent, dict):
            raise Denied(400, f"send a JSON object like {example}")
        return sent

    async def text_field(request, field: str) -> str:
        """One line of text sent as ``{field: "..."}``."""
        value = (await json_body(request, f'{{"{field}": "..."}}')).get(field)
        if not isinstance(value, str) or not value.strip() or len(value) > MAX_TEXT or not value.isprintable():
            raise Denied(400, f'"{field}" is a line of text of at most {MAX_TEXT} characters')
        return value

    # -- the teacher's home ----------------------------------------------------------------------
    def teacher_only(request) -> None:
        if not tables.is_teacher(request.path_params["token"]):
            raise Denied(404, say("no_page"))

    def links(request, table: Table) -> dict:
        root, record = base(request), table.record
        controllers = record["controllers"]
        return {"table": table.id, "projector": f"{root}/table/{table.id}/projector/{record['projector']}",
                "seats": [f"{root}{table.seat_page(seat).path}" if controllers[seat] == "team" else None
                          for seat in range(len(controllers))],
                "teacher": f"{root}/table/{table.id}/teacher/{tables.teacher_token}"}

    @guarded
    async def teacher_home(request):
        teacher_only(request)
        return _respond(HTMLResponse(_fill("teacher.html", base=f"/teacher/{request.path_params['token']}")))

    @guarded
    async def list_tables(request):
        teacher_only(request)
        listed = []
        for table in tables.tables.values():
            due = table.kind.due(table.game)
            listed.append(links(request, table) | {"game": table.kind.title, "names": table.kind.seat_names(table.game),
                                                   "summary": due.summary, "ended": table.record["ended"]})
        fields = {name: kind.setup_fields() for name, kind in GAMES.items()}
        return _respond({"tables": listed, "games": fields})

    @guarded
    async def create_table(request):
        teacher_only(request)
        table = tables.create(await json_body(request))
        return _respond(links(request, table), 201)

    # -- a table's pages -------------------------------------------------------------------------
    @guarded
    async def page_html(request):
        try:
            page = page_of(request)
            claimed(request, page)
        except Denied as denied:                     # a person reads this one: a page, not JSON
            return _respond(HTMLResponse(_fill("refused.html", reason=denied.reason), denied.status))
        names = page.table.kind.seat_names(page.table.game)
        title = (say("projector") if page.role == "projector" else say("teacher") if page.role == "teacher"
                 else say("seat", seat=page.who + 1, name=names[page.who]))
        text = _fill("page.html", base=page.path, role=page.role, game=page.table.kind.name,
                     title=say("page_title", game=page.table.kind.title, table=page.table.id, page=title))
        return _respond(HTMLResponse(text))

    @guarded
    async def state_json(request):
        page = page_of(request)
        claimed(request, page)
        return _respond(page.table.view(page))

    @guarded
    async def live_json(request):
        page = page_of(request)
        claimed(request, page)
        return _live_answer(page)

    @guarded
    async def action(request):
        page = page_of(request)
        claimed(request, page)
        text = await text_field(request, "action")
        said = page.table.act(page, text)
        hub.notify(page.table)
        return _respond({"done": said, "state": page.table.view(page)})

    @guarded
    async def click(request):
        page = page_of(request)
        claimed(request, page)
        text = await text_field(request, "clicked")
        page.table.click(page, text)
        hub.notify(page.table)
        return _live_answer(page)

    async def live(websocket: WebSocket):
        params = websocket.path_params
        page = tables.page(params["table"], params["role"], params["token"])
        device = websocket.cookies.get(DEVICE_COOKIE, "")
        try:
            if page is None:
                raise Denied(404, say("no_page"))
            if page.role == "seat" and not device:
                raise Denied(403, say("open_first"))
            page.table.claim(page, device)
        except Denied as denied:
            await websocket.close(code=4000 + denied.status, reason=denied.reason[:120])
            return
        await tables.store.written()
        await websocket.accept()
        await hub.watch(websocket, page)

    # -- the teacher's controls on a table -------------------------------------------------------
    def teacher_table(request) -> Table:
        page = page_of(request)
        if page.role != "teacher":
            raise Denied(404, say("no_page"))
        return page.table

    def control(change):
        @guarded
        async def run(request):
            table = teacher_table(request)
            answer = change(table, request, await json_body(request))
            hub.notify(table)
            return _respond(answer or {"info": table.info(Page(table, "teacher", "full", tables.teacher_token))})
        return run

    def seat_number(request) -> int:
        text = request.path_params["seat"]
        return int(text) if text.isdigit() and len(text) < 3 else -1

    @guarded
    async def join_code(request):
        import segno
        table = teacher_table(request)
        seat = table._seat(seat_number(request))
        url = f"{base(request)}{table.seat_page(seat).path}"
        qr = segno.make(url, error="m").svg_inline(scale=6, dark="#000", light="#fff")
        return _respond({"seat": seat, "name": table.kind.seat_names(table.game)[seat], "url": url, "qr": qr})

    async def static(request):
        """The pages' own files, and each game's front end under its name (``/static/fresco/board.js``)."""
        params = request.path_params
        files = PAGE_FILES
        if "game" in params:
            kind = GAMES.get(params["game"])
            files = kind.client_files if kind is not None else {}
        path = files.get(params["name"])
        if path is None:
            return _respond(Response(say("no_page"), 404, media_type="text/plain"))
        kind = "text/javascript" if path.suffix == ".js" else "text/css"
        return _respond(Response(path.read_bytes(), media_type=kind))

    async def nothing(request):
        return _respond(Response(say("no_page"), 404, media_type="text/plain"))

    page_path = "/table/{table}/{role}/{token}"
    routes = [
        Route("/", nothing),
        Route("/static/{name}", static),
        Route("/static/{game}/{name}", static),
        Route("/teacher/{token}", teacher_home),
        Route("/teacher/{token}/tables", list_tables, methods=["GET"]),
        Route("/teacher/{token}/tables", create_table, methods=["POST"]),
        Route(page_path, page_html),
        Route(page_path + "/state.json", state_json),
        Route(page_path + "/live.json", live_json),
        Route(page_path + "/action", action, methods=["POST"]),
        Route(page_path + "/click", click, methods=["POST"]),
        WebSocketRoute(page_path + "/live", live),
        Route(page_path + "/undo", control(lambda t, r, b: t.undo()), methods=["POST"]),
        Route(page_path + "/pause", control(lambda t, r, b: t.pause(_flag(b, "paused"))), methods=["POST"]),
        Route(page_path + "/end", control(lambda t, r, b: t.end()), methods=["POST"]),
        Route(page_path + "/seats/{seat}", control(lambda t, r, b: t.set_controller(
            seat_number(r), b.get("controller"))), methods=["POST"]),
        Route(page_path + "/seats/{seat}/release", control(lambda t, r, b: t.release(seat_number(r))),
              methods=["POST"]),
        Route(page_path + "/seats/{seat}/join", join_code),
    ]
    app = Starlette(routes=routes)
    app.state.tables = tables
    app.state.hub = hub
    return app


def _live_answer(page: Page) -> Response:
    """The page's live message as drawn for its connections (the same JSON text, not encoded again)."""
    return _respond(Response(page.table.live_text(page), media_type="application/json"))


def _flag(body: dict, field: str) -> bool:
    value = body.get(field)
    if not isinstance(value, bool):
        raise Denied(400, f'"{field}" is true or false')
    return value


_HEAD = (PAGES / "head.html").read_text(encoding="utf-8").split("\n", 1)[1].rstrip("\n")   # every <head>'s start


def _fill(template: str, **values) -> str:
    """A page of ``pages/`` with ``{{head}}`` (the start every page's head shares), its ``{{name}}`` slots filled (escaped), its ``{{say:key}}`` slots worded by the
    catalogue's [pages] in the widget language, ``{{lang}}`` and ``{{words}}`` (every text of [pages], for page.js)."""
    page = (PAGES / template).read_text(encoding="utf-8").replace("{{head}}", _HEAD)
    text = _SAYING.sub(lambda found: html.escape(widget_text("pages", found.group(1))), page)
    values = {"lang": widget_language(), "words": json.dumps(page_words(), ensure_ascii=False), **values}
    for name, value in values.items():
        text = text.replace("{{" + name + "}}", html.escape(str(value)))
    return text
