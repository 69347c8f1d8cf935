"""Every test and every notebook run by nbval plays with the shipped data: the active-data setting
(``FRESCO_NB_DATA``, see :mod:`fresco_nb.games.fresco.data.active`) is cleared before anything runs, also in the
notebook kernels, which inherit this process's environment."""
import os


def pytest_configure(config):
    os.environ.pop("FRESCO_NB_DATA", None)
