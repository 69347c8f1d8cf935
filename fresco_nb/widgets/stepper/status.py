"""The status panel's words: where the game is and who decides (public facts only, for the projector too), and
the note that says whose eyes the teacher's screen shows."""
from __future__ import annotations

import html

PHASES = {"wake": "wake-up", "plan": "planning", "act": "actions", "income": "income", "over": "game over"}
PLACES = {"market": "market", "cathedral": "cathedral", "studio": "studio", "workshop": "workshop",
          "place": "score track", "income": "income", "wake": "inn"}
VIEW_NOTES = {"public": "Public view — what everybody may see (no seat's paints, thalers, plans or options).",
              "full": "Teacher view — EVERYTHING is shown: every seat's paints, thalers, plans and options. "
                      "Not for the projector."}


def public_status(game) -> str:
    """Round, phase and whose turn, in words: public facts only (the projector's header)."""
    if game.over:
        result = game.result()
        return f"Game over — {result['winner_name']} wins"
    decision = game.decision
    view = game.view("public")
    where = f"Round {view['round']} · {PHASES.get(view['phase'], view['phase'])}"
    if view["phase"] == "act" and decision.kind in PLACES:
        where += f": {PLACES[decision.kind]}"
    if decision.kind == "chance":
        return f"{where} — a chance draw"
    names = game.names
    deciding = ", ".join(names[s] for s in decision.seats)
    if decision.painter is not None and decision.painter not in decision.seats:
        deciding += f" for {names[decision.painter]}"
    verb = "plan" if decision.kind == "plan" and len(decision.seats) > 1 else "decides"
    if verb == "decides" and len(decision.seats) > 1:
        verb = "decide"
    return f"{where} — {deciding} {verb}"


def view_note_html(game, target) -> str:
    """What the teacher's screen shows now: the public view, the teacher's (everything) or a team's screen."""
    if target in VIEW_NOTES:
        note = VIEW_NOTES[target]
        colour = "#D55E00" if target == "full" else "#555"
    else:
        name = game.names[target]
        note, colour = f"{name}'s screen — what {name}'s team sees (their own paints, thalers, plan).", "#0072B2"
    return f'<div style="color:{colour};font-weight:bold">{html.escape(note, quote=False)}</div>'
