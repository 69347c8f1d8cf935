"""The error raised for a rejected action or a malformed save."""
from __future__ import annotations


class IllegalAction(ValueError):
    """An action the rules do not allow now: carries the rule ID broken and the reason in words."""

    def __init__(self, rule: str, reason: str):
        super().__init__(f"{reason} ({rule})")
        self.rule = rule
        self.reason = reason


class BadSave(ValueError):
    """A saved game that cannot be read back (names what is wrong)."""
