"""The status panel's words: where the game is and who decides (public facts only, for the projector too), and
the note that says whose eyes the teacher's screen shows."""
from __future__ import annotations

import html

from ...games import module_of
from ...texts import Catalogue, widget_language
from ..live_board import phase_of
from .words import say

PHASES = ("wake", "plan", "act", "income", "over")          # the phases with a name ([stepper] phase_...)
PLACES = ("market", "cathedral", "studio", "workshop", "place", "income", "wake")   # decisions named in the action phase
VIEW_NOTE_COLOURS = {"public": "#555", "full": "#D55E00"}


def phase_words(game, phase: str) -> str:
    """A phase's name in words: the game's own (its catalogue's ``[phrases] <game>_phase_<key>``), else the kit's
    (``[stepper] phase_<key>``: Fresco's phases), else the key itself."""
    own = Catalogue.load(widget_language()).phrases.get(f"{module_of(game).NAME}_phase_{phase}")
    if own is not None:
        return own
    return say("phase_" + phase) if phase in PHASES else phase


def round_and_phase(game, view=None) -> str:
    """"Round 2 · planning": the round and the phase in the game's words."""
    view = game.view("public") if view is None else view
    return say("round_phase", round=view["round"], phase=phase_words(game, phase_of(game, view)))


def public_status(game) -> str:
    """Round, phase and whose turn, in words: public facts only (the projector's header)."""
    if game.over:
        return say("game_over", winner=game.result()["winner_name"])
    decision = game.decision
    view = game.view("public")
    where = round_and_phase(game, view)
    if phase_of(game, view) == "act" and decision.kind in PLACES:
        where = say("round_phase_place", round=view["round"], phase=say("phase_act"),
                    place=say("place_" + decision.kind))
    if decision.kind == "chance":
        return say("chance_draw", where=where)
    names = game.names
    deciding = ", ".join(names[s] for s in decision.seats)
    if decision.painter is not None and decision.painter not in decision.seats:
        deciding = say("for_painter", deciders=deciding, painter=names[decision.painter])
    several = len(decision.seats) > 1
    return say("plan" if several and decision.kind == "plan" else "decide" if several else "decides",
               where=where, deciding=deciding)


def view_note_html(game, target) -> str:
    """What the teacher's screen shows now: the public view, the teacher's (everything) or a team's screen."""
    if target in VIEW_NOTE_COLOURS:
        note, colour = say("view_" + target), VIEW_NOTE_COLOURS[target]
    else:
        note, colour = say("seat_view", name=game.names[target]), "#0072B2"
    return f'<div style="color:{colour};font-weight:bold">{html.escape(note, quote=False)}</div>'
