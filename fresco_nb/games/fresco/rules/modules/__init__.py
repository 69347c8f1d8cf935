"""The expansion modules with rules of their own, each plugged in where the book says it acts (R-MOD-1; module 3,
the blend colours, only changes tables and a setup count, read by the base rules). Importing them plugs them in,
in this order (:mod:`..plugins`)."""
from . import portraits, requests  # noqa: F401
