"""Fresco's live board (the game protocol's :class:`~fresco_nb.games.protocol.LiveBoard`): its drawing with every
part answering a click, the rule behind each part that stands for no action, and the decisions built by several
clicks — several tiles of one stall, the altar's three paints, a plan — checked by the core at every click."""
from __future__ import annotations

from ...drawing.words import say
from .board import LAYOUTS, board_svg, current_decision, plan_in_words
from .rules.actions import ROMAN, BuyTiles, RestoreAltar
from .rules.errors import IllegalAction

# a part that stands for no action: the rule that governs it (what it is: [board] look_<part>)
LOOKS = {"cathedral": "R-CATH-1", "bishop": "R-CATH-4", "altar": "R-ALT-1", "workshop": "R-WKS-1",
         "market": "R-MKT-1", "inn": "R-WAKE-2", "mood": "R-MOOD-1", "score": "R-SCORE-1", "player": "R-HID-1",
         "round": "R-ACT-1", "plan": "R-PLAN-1", "studio": "R-STU-1", "theatre": "R-THE-1", "income": "R-PREP-2",
         "requests": "R-REQ-2"}
# a part where a decision is built by clicks: its actions' word (how to do it, said when that decision is due:
# [board] how_<part>)
HOW_TO = {"bishop": "bishop ", "altar": "altar ", "market": "buy ", "plan": "plan "}


class FrescoLiveBoard:
    """Fresco's answers to the live board's questions (see the protocol's ``LiveBoard``)."""

    layouts = tuple(LAYOUTS)          # "desk" (the notebook's) and "projector"
    watch_rule = "R-HID-1"

    def svg(self, game, who, layout: str, picks: dict) -> str:
        return board_svg(game, who, layout=layout, draft=picks or None)

    def look(self, game, who, part: str) -> tuple[str, str, str]:
        rule, what = LOOKS.get(part, "R-ACT-1"), say("look_" + part if part in LOOKS else "look_other")
        word = HOW_TO.get(part)
        due_here = word and any(a.startswith(word) for a in current_decision(game, who).legal)
        return rule, what, say("how_" + part) if due_here else ""

    def several_ways(self, text: str) -> str:
        return LOOKS["studio" if text.startswith("portrait") else "requests"]

    def builds(self, text: str, legal) -> bool:
        return text.startswith(("altar+ ", "plan+ ")) or _builds_purchase(text, legal)

    def pick(self, game, seat, legal, text: str, picks: dict):
        word, value = text.split(" ", 1)
        if word == "altar+":
            if not any(a.startswith("altar ") for a in legal):
                return game.check("altar R+Y+B", seat) or _nothing("R-ALT-1")
            paints = list(picks.get("paints", ())) if picks.get("kind") == "altar" else []
            paints = (paints + [value])[-3:]
            return {"kind": "altar", "paints": paints}, "R-ALT-1", say("altar_chosen", n=len(paints)), \
                len(paints) == 3
        if word == "plan+":
            if not any(a.startswith("plan ") for a in legal):
                return game.check("plan 1 0 0 0 0", seat) or _nothing("R-PLAN-1")
            counts = list(picks.get("counts", [0] * 5)) if picks.get("kind") == "plan" else [0] * 5
            counts[int(value) - 1] += 1
            return {"kind": "plan", "counts": counts}, "R-PLAN-1", say("plan_placed", n=sum(counts)), False
        roman, slot = value.split()
        stall, slot = ROMAN.index(roman), int(slot) - 1
        same = picks.get("kind") == "buy" and picks["stall"] == stall
        slots = set(picks["slots"]) if same else set()
        slots ^= {slot}
        chosen = {"kind": "buy", "stall": stall, "slots": sorted(slots)} if slots else {}
        return chosen, "R-MKT-2", say("tiles_chosen", n=len(slots), stall=roman), False

    def draft(self, game, picks: dict) -> tuple[str, str]:
        kind = picks["kind"]
        if kind == "buy":
            title = say("draft_buy", stall=ROMAN[picks["stall"]], slots=", ".join(str(s + 1) for s in picks["slots"]))
            return title, str(BuyTiles(picks["stall"], tuple(picks["slots"])))
        if kind == "altar":
            return say("draft_altar", paints=" + ".join(picks["paints"])), str(RestoreAltar(tuple(picks["paints"])))
        title = say("draft_plan", plan=plan_in_words(picks["counts"], game.view("public")["last_round"]))
        return title, "plan " + " ".join(map(str, picks["counts"]))


LIVE_BOARD = FrescoLiveBoard()


def _builds_purchase(text: str, legal) -> bool:
    """A click on a stall's tile when several tiles of that stall may be bought: it is picked, not bought."""
    words = text.split()
    if len(words) != 3 or words[0] != "buy" or "," in words[2]:
        return False
    return any(a.startswith(f"buy {words[1]} ") and "," in a for a in legal)


def _nothing(rule):
    """The answer when the core finds nothing wrong with a stand-in action but no such option is listed."""
    return IllegalAction(rule, "not_an_option")
