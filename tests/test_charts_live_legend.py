"""The stepper's score chart as a browser view opened now would draw it: the widget state plotly hands a new view
lists each player once in the legend, whatever the game (notebooks 05 and 07 showed "Bot 1/Bot 2" twice once the
bots had stepped). The browser check is tests/test_browser_stepper_legend.py."""
from __future__ import annotations

import pytest

from fresco_nb.widgets.stepper import Stepper

NAMES = ["Class", "Bot 1", "Bot 2"]


def legend_entries(traces: list[dict]) -> list[str]:
    """The names plotly.js puts in the legend: every trace not hidden and not kept out (both default to shown)."""
    return [trace.get("name", "") for trace in traces
            if trace.get("visible", True) is not False and trace.get("showlegend", True) is not False]


@pytest.mark.parametrize("game", ["azul_sp", "fresco_cards", "fresco"])
def test_a_view_opened_after_the_bots_step_lists_each_player_once(game):
    table = Stepper(game=game, players=3, seed=1, controllers=["human", "greedy", "greedy"], names=NAMES, who="auto")
    chart = table.tracks
    assert legend_entries(chart._widget_data) == NAMES          # the state a view opened now starts from
    table.board.set_state({"clicked": str(table.game.legal_actions(0)[0])})     # the class decides, the bots step
    table.step_round()
    assert table.decisions >= 3
    assert legend_entries(chart._widget_data) == legend_entries(chart.to_plotly_json()["data"]) == NAMES
    assert chart._widget_data == chart.to_plotly_json()["data"]
    assert chart._widget_layout == chart.to_plotly_json()["layout"]
