"""`lab.simulate` is the function; the module that plays games is `lab.playing` (issue 13)."""
import importlib.util


def test_lab_simulate_is_the_function_and_no_module_hides_behind_it():
    from fresco_nb import lab
    from fresco_nb.lab import experiments, playing, simulate
    assert simulate is experiments.simulate and callable(simulate)
    assert importlib.util.find_spec("fresco_nb.lab.simulate") is None
    assert lab.play_game is playing.play_game
