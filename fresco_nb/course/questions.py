"""Questions with checked answers for the lessons: pick an option, type a number or type an action, or predict
what an experiment of the design lab measures (:func:`effect`, :func:`highest`).

Each question is a small widget (the question, an answer field, a "Check" button and the feedback) whose
checker answers with a reason and the rule ID behind it, never just "right" or "wrong". Where the answer
depends on the game, the rules core gives it: :meth:`Game.check` says why an action is illegal (rule ID and
reason), :meth:`Game.preview` and :meth:`Game.describe` what a legal one scores. The game is copied when the
question is made, so playing on later does not change the question.

Beside the live widget each question carries a plain-HTML copy (question, options, the answer folded in a
``<details>``), which exported pages, handouts and a notebook opened without its kernel show.

>>> q = choice(1, "Who chooses a wake-up time first?", ["Anna", "Ben"], answer="Ben",
...            why="the painter furthest behind on the score track chooses first", rules=["R-WAKE-1"])
>>> q.check("Anna").correct, q.check("Ben").text
"""
from __future__ import annotations

import html
from typing import Callable, NamedTuple, Sequence

import ipywidgets as widgets

from .. import parse_action, rule_text
from ..handouts.static import with_static
from ..texts import widget_language, widget_text


def _say(key: str, **values) -> str:
    """The question boxes' text ``key`` (``texts/<lang>/widgets.toml``, [questions]) filled with ``values``."""
    return widget_text("questions", key, **values)


class Feedback(NamedTuple):
    """The checker's answer: right or not, and why in words (with the rule IDs it rests on)."""
    correct: bool
    text: str
    rules: tuple[str, ...] = ()

    def html(self) -> str:
        """The feedback as HTML: the reason, then each rule cited by ID and title, unfolding to its text."""
        colour = "#2e7d32" if self.correct else "#b23c17"
        head = _say("right" if self.correct else "wrong")
        cited = "".join(rule_html(rule) for rule in self.rules)
        return (f'<div style="border-left:4px solid {colour};padding:2px 8px"><b style="color:{colour}">{head}</b> '
                f'{html.escape(self.text)}{cited}</div>')


def rule_html(rule_id: str) -> str:
    """A rule ID with its title, which unfolds to the rule's text (also shown as a tooltip)."""
    rule = rule_text(rule_id, lang=widget_language())
    return (f'<details style="margin:2px 0 0 12px"><summary title="{html.escape(rule.text)}"><b>{rule.id}</b> · '
            f'{html.escape(rule.title)}</summary><div style="margin-left:14px;white-space:pre-line">'
            f'{html.escape(rule.text)}</div></details>')


class Question(widgets.VBox):
    """A numbered question with an answer field, a "Check" button and explained feedback.

    ``checker(answer) -> Feedback``; ``answer`` is a right answer and ``wrong`` a few wrong ones (the tests
    check that the checker explains both); ``explanation`` the right answer in words, for the folded answer of
    the static copy."""

    def __init__(self, number: int, prompt: str, field: widgets.ValueWidget, checker: Callable[[object], Feedback],
                 answer, wrong: Sequence, explanation: str, options: Sequence[str] = ()):
        self.number, self.prompt, self.answer, self.wrong = number, prompt, answer, tuple(wrong)
        self.options, self.explanation, self._checker = tuple(options), explanation, checker
        self.field = field
        self.button = widgets.Button(description=_say("check"), button_style="info", layout=widgets.Layout(width="90px"))
        self.feedback = widgets.HTML()
        self.button.on_click(lambda _: self.submit())
        title = widgets.HTML(f"<b>{html.escape(_say('title', number=number))}</b> {html.escape(prompt)}")
        super().__init__([title, widgets.HBox([field, self.button]), self.feedback])

    def check(self, answer) -> Feedback:
        """The feedback for ``answer`` (not shown in the widget)."""
        return self._checker(answer)

    def submit(self, answer=None) -> Feedback:
        """Check ``answer`` (default: what the answer field holds) and show the feedback under the question."""
        result = self.check(self.field.value if answer is None else answer)
        self.feedback.value = result.html()
        return result

    def __repr__(self) -> str:
        return f"Question {self.number}: {self.prompt}"

    def static_html(self) -> str:
        """The question for a page without a kernel: the options, and the answer folded away in a
        ``<details class='fresco-answer'>`` (which a student's copy can drop while keeping the question)."""
        options = "".join(f"<li>{html.escape(option)}</li>" for option in self.options)
        right = self.check(self.answer)
        title = html.escape(_say("title", number=self.number))
        return (f'<div class="fresco-question"><p><b>{title}</b> {html.escape(self.prompt)}</p>'
                + (f"<ol type='a'>{options}</ol>" if options else "")
                + f"<details class='fresco-answer'><summary>{html.escape(_say('answer'))}</summary><p><b>{html.escape(str(self.answer))}</b> — "
                f"{html.escape(self.explanation)}</p>{right.html()}</details></div>")

    def _repr_mimebundle_(self, **kwargs):
        """The live question, and beside it the static copy (exports, handouts, a notebook without kernel)."""
        return with_static(super()._repr_mimebundle_(**kwargs), "text/html", self.static_html())


def _cited(rules: Sequence[str]) -> tuple[str, ...]:
    for rule in rules:
        rule_text(rule)         # an unknown rule ID fails here, when the question is written
    return tuple(rules)


def _radio(options: Sequence[str]) -> widgets.RadioButtons:
    return widgets.RadioButtons(options=list(options), value=None, layout=widgets.Layout(width="auto"))


def choice(number: int, prompt: str, options: Sequence[str], answer: str, why: str,
           rules: Sequence[str] = ()) -> Question:
    """Pick one of ``options``; ``answer`` is the right one and ``why`` says why (with ``rules``). The answer comes
    from the notebook (read from the game or the data), not from here."""
    rules = _cited(rules)
    if answer not in options:
        raise ValueError(f"question {number}: the answer {answer!r} is not one of the options {list(options)}")

    def checker(picked) -> Feedback:
        if picked is None:
            return Feedback(False, _say("not_picked"), ())
        if picked == answer:
            return Feedback(True, _say("picked_right", answer=answer, why=why), rules)
        return Feedback(False, _say("picked_wrong", picked=picked, answer=answer, why=why), rules)

    wrong = [option for option in options if option != answer]
    return Question(number, prompt, _radio(options), checker, answer, wrong, why, options)


def number(number: int, prompt: str, answer: int, why: str, rules: Sequence[str] = ()) -> Question:
    """Type a whole number; ``answer`` (read from the game or the data by the notebook) and ``why`` explain it."""
    rules = _cited(rules)

    def checker(typed) -> Feedback:
        try:
            value = int(str(typed).strip())
        except ValueError:
            return Feedback(False, _say("not_a_number", typed=repr(typed)), ())
        if value == answer:
            return Feedback(True, _say("picked_right", answer=answer, why=why), rules)
        return Feedback(False, _say("too_high" if value > answer else "too_low", value=value, answer=answer, why=why),
                        rules)

    field = widgets.Text(placeholder=_say("number_placeholder"), layout=widgets.Layout(width="120px"))
    return Question(number, prompt, field, checker, answer, [answer + 1, answer - 1], why)


def _for(game, seat):
    """The painter a decision is for, by name (the one deciding now when no seat is given)."""
    painter = game.decision.painter if seat is None else seat
    return game.names[painter] if painter is not None else _say("the_player")


def legal_choice(number: int, game, prompt: str, options: Sequence[str], seat: int | None = None,
                 rules: Sequence[str] = ()) -> Question:
    """Which of these actions (text forms) may the player make now? The rules core decides: a wrong pick is
    answered with the rule it breaks and the core's reason, a right one with what it does."""
    game, rules = game.clone(), _cited(rules)
    errors = {option: game.check(option, seat) for option in options}
    legal = [option for option, error in errors.items() if error is None]
    if len(legal) != 1:
        raise ValueError(f"question {number}: exactly one option should be legal, the core allows {legal}")

    def checker(picked) -> Feedback:
        if picked is None:
            return Feedback(False, _say("not_picked"), ())
        error = errors.get(picked)
        if picked in legal:
            described = game.describe(picked, seat, lang=widget_language())
            return Feedback(True, _say("legal", action=picked, described=described), rules)
        refused = _say("not_allowed", action=picked, rule=error.rule, reason=error.reason_in(widget_language()))
        return Feedback(False, f"{refused} {_say('legal_one', action=legal[0])}",
                        (error.rule, *[r for r in rules if r != error.rule]))

    explanation = _say("only_legal", name=_for(game, seat),
                       described=game.describe(legal[0], seat, lang=widget_language()))
    return Question(number, prompt, _radio(options), checker, legal[0], [o for o in options if o != legal[0]],
                    explanation, options)


def best_choice(number: int, game, prompt: str, options: Sequence[str], seat: int | None = None,
                rules: Sequence[str] = ()) -> Question:
    """Which of these legal actions scores the most VP right now? The core's preview of each option decides
    and explains (the tile's value, the bishop bonus)."""
    game, rules = game.clone(), _cited(rules)
    for option in options:
        error = game.check(option, seat)
        if error is not None:
            raise ValueError(f"question {number}: option {option!r} is not legal now ({error.rule}: {error.reason})")
    vp = {option: game.preview(option, seat).vp for option in options}
    best = max(options, key=lambda option: vp[option])
    if sum(value == vp[best] for value in vp.values()) > 1:
        raise ValueError(f"question {number}: two options score the most ({vp}); the question needs one best")

    def scores(option):
        said = game.describe(option, seat, lang=widget_language())
        if "VP" in said:
            return _say("scores", action=option, vp=vp[option])
        return _say("scores_said", action=option, vp=vp[option], said=said.removeprefix(option + ", "))

    def checker(picked) -> Feedback:
        if picked is None:
            return Feedback(False, _say("not_picked"), ())
        if picked == best:
            return Feedback(True, _say("best", scores=scores(best)), rules)
        return Feedback(False, _say("not_best", scores=scores(picked), best=scores(best)), rules)

    return Question(number, prompt, _radio(options), checker, best, [o for o in options if o != best],
                    scores(best), options)


def action(number: int, game, prompt: str, answer: str, seat: int | None = None, vp: int | None = None,
           wrong: Sequence[str] = (), rules: Sequence[str] = ()) -> Question:
    """Type an action in its text form ("restore b2", "plan 2 1 0 1 1", "mix O"). The core checks it: an
    illegal one is answered with the rule it breaks and the reason; with ``vp`` a legal one must also score
    that many VP now. ``answer`` is one right action, ``wrong`` a few typical wrong ones (for the tests)."""
    game, rules = game.clone(), _cited(rules)

    def checker(typed) -> Feedback:
        text = str(typed or "").strip()
        try:
            parse_action(text)
        except ValueError as exc:
            return Feedback(False, _say("unreadable", typed=repr(text), error=exc), ("ACTION-FORM",))
        error = game.check(text, seat)
        if error is not None:
            reason = error.reason_in(widget_language())
            return Feedback(False, _say("not_allowed", action=text, rule=error.rule, reason=reason),
                            (error.rule, *[r for r in rules if r != error.rule]))
        scored = game.preview(text, seat).vp
        described = game.describe(text, seat, lang=widget_language())
        if vp is not None and scored != vp:
            return Feedback(False, _say("wrong_score", action=text, scored=scored, vp=vp, described=described), rules)
        return Feedback(True, _say("legal", action=text, described=described), rules)

    if not checker(answer).correct:
        raise ValueError(f"question {number}: the model answer {answer!r} is not right: {checker(answer).text}")
    field = widgets.Text(placeholder=_say("action_placeholder", verb=answer.split()[0]), layout=widgets.Layout(width="220px"))
    explanation = game.describe(answer, seat, lang=widget_language())
    return Question(number, prompt, field, checker, answer, wrong, explanation)


def effect(number: int, prompt: str, diff: float, low: float, high: float, options: Sequence[str], unit: str = "",
           why: str = "", rules: Sequence[str] = ()) -> Question:
    """Did a change move a measure up or down, or can the batch not tell? ``options`` name the three answers:
    up, down, not shown (e.g. "longer", "shorter", "not shown at this size"). The answer is read from the
    experiment's paired difference ``diff`` and its 95 % interval (``low``, ``high``): wholly above 0, wholly
    below 0, or containing 0; ``why`` may add what the difference means."""
    if not low <= diff <= high:
        raise ValueError(f"question {number}: the interval {low:.2f} to {high:.2f} does not contain {diff:.2f}")
    up, down, unclear = options
    where = _say("above" if low > 0 else "below" if high < 0 else "unclear")
    measured = _say("measured", diff=diff, low=low, high=high, unit=unit, where=where)
    answer = up if low > 0 else down if high < 0 else unclear
    return choice(number, prompt, options, answer, _with_why(measured, why), rules)


def _with_why(said: str, why: str) -> str:
    """``said``, and ``why`` after it when the notebook gives one."""
    return _say("and_why", said=said, why=why) if why else said


def highest(number: int, prompt: str, measured: dict[str, tuple[float, float, float]], unit: str = "",
            digits: int = 1, why: str = "", rules: Sequence[str] = ()) -> Question:
    """Which option measured highest? ``measured`` maps each option to its value and 95 % interval
    ``(value, low, high)``, as the experiment computed them; the feedback lists them all and says whether the
    highest one's interval lies above the runner-up's (settled) or overlaps it (not settled at this size)."""
    if len(measured) < 2:
        raise ValueError(f"question {number}: at least two options to compare, got {list(measured)}")
    best, second = sorted(measured, key=lambda option: measured[option][0], reverse=True)[:2]
    if measured[best][0] == measured[second][0]:
        raise ValueError(f"question {number}: {best} and {second} measured the same highest value")
    listed = _say("option_separator").join(
        _say("option_measured", option=option, value=f"{value:.{digits}f}", low=f"{low:.{digits}f}",
             high=f"{high:.{digits}f}", unit=unit) for option, (value, low, high) in measured.items())
    settled = _say("settled" if measured[best][1] > measured[second][2] else "not_settled", best=best, second=second)
    return choice(number, prompt, list(measured), best,
                  _with_why(_say("experiment", listed=listed, settled=settled), why), rules)


class Answers:
    """The right answers of some questions with their explanations, for the teacher's copy."""

    def __init__(self, questions: Sequence[Question]):
        self.questions = tuple(questions)

    def __repr__(self) -> str:
        return "\n".join(_say("answer_line", number=q.number, answer=q.answer, explanation=q.explanation)
                         for q in self.questions)

    def _repr_html_(self) -> str:
        return "".join(f"<p><b>{html.escape(_say('answer_head', number=q.number, answer=q.answer))}</b> — "
                       f"{html.escape(q.explanation)}</p>{q.check(q.answer).html()}" for q in self.questions)


def answers(*questions: Question) -> Answers:
    """The answers of ``questions``, shown with the checker's explanation (put them in a ``solution`` cell)."""
    return Answers(questions)
