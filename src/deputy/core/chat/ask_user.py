"""`ask_user`: the model asks the user a few questions as a form in the chat, and the turn ends there.

The form is a `form` UI block (`core.chat.agent_loop.UI_COMPONENTS`), so the turn stops and waits (a terminal block, as
in Waldur). The web UI sends the answers as the user's next ordinary message ("Question: answer" lines), so they
pass the input guard like anything else the user types. Only the shape is checked here: 1-4 questions, 2-20
distinct options when there are options, bounded lengths.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field, field_validator

ASK_USER = "ask_user"
ASK_USER_DESCRIPTION = (
    "Ask the user one to four short questions when you cannot go on without their answer (a choice between "
    "options, or a missing value). The questions appear as a form and this turn ends; the answers come back as the "
    "user's next message. Do not ask what a tool can look up."
)


class Question(BaseModel):
    question: str = Field(min_length=3, max_length=300, description="The question, e.g. 'Which service?'")
    options: list[str] = Field(
        default_factory=list,
        max_length=20,
        description="2-20 choices the user picks from; leave empty for a free-text answer",
    )

    @field_validator("options")
    @classmethod
    def _distinct_choices(cls, options: list[str]) -> list[str]:
        seen: dict[str, str] = {}
        for option in (o.strip() for o in options):
            if not 1 <= len(option) <= 120:
                raise ValueError("each option must be 1-120 characters")
            seen.setdefault(option.casefold(), option)
        if options and len(seen) < 2:
            raise ValueError("give at least two different options, or none for a free-text answer")
        return list(seen.values())


class AskUserArgs(BaseModel):
    title: str = Field(default="A few questions", min_length=1, max_length=120, description="The form's heading")
    context: str = Field(default="", max_length=400, description="One sentence on why you ask")
    questions: list[Question] = Field(min_length=1, max_length=4, description="One to four questions")


def question_form(args: AskUserArgs) -> dict[str, Any]:
    """The tool result: a `form` block the UI renders (field `q1`... per question), and a note for the model."""
    fields = [
        {"name": f"q{n}", "label": q.question, "required": True, **({"options": q.options} if q.options else {})}
        for n, q in enumerate(args.questions, start=1)
    ]
    return {
        "ui_component": "form",
        "ui_data": {
            "title": args.title,
            "description": args.context,
            "fields": fields,
            "submit_label": "Send answers",
        },
        "status": "asked",
        "note": "The user sees these questions as a form; this turn ends here. Their answers arrive as their next "
        "message.",
    }
