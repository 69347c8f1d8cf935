"""The errors of Azul's rules core: a refused action naming its rule, an unreadable action text, a bad save."""
from __future__ import annotations


class IllegalAction(ValueError):
    """An action the rules do not allow now: ``rule`` is the rule ID broken (``A-DRAFT-3``), ``reason`` a sentence
    that says why and what is allowed instead."""

    def __init__(self, rule: str, reason: str):
        super().__init__(rule, reason)
        self.rule = rule
        self.reason = reason

    def reason_in(self, lang: str = "en") -> str:
        """The reason in ``lang``: Azul's reasons are written in English only."""
        return self.reason

    def __str__(self):
        return f"{self.reason} ({self.rule})"

    def __repr__(self):
        return f"{type(self).__name__}({str(self)!r})"


class UnreadableAction(IllegalAction):
    """An action text that cannot be read (rule ACTION-FORM); the ValueError of ``parse_action``."""

    def __init__(self, reason: str):
        super().__init__("ACTION-FORM", reason)


class BadSave(ValueError):
    """A saved game that cannot be read back (names what is wrong)."""
