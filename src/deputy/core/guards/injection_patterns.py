# ruff: noqa: E501, RUF001  (pattern data: long alternations, Cyrillic words on purpose)
"""The prompt-injection pattern table.

Phrase patterns are written as plain words and compiled against `normalize.matching_view`: each word goes
through the same fold as the text (so Cyrillic, accented and Greek words are spelled as the view spells them),
letters also match their leetspeak digits, and words are joined by whitespace. Every phrase also gets a *glued*
form, matched on the `despace`d view where `i g n o r e a l l` became `ignoreall`.

Raw patterns are RE2 syntax matched on the original text (chat-template delimiters, invisible characters).

`strong` marks a pattern whose match is an attack on its own. A message whose only matches are weak patterns is
flagged, never blocked, because weak patterns also fit ordinary operations language.
"""

from __future__ import annotations

from dataclasses import dataclass

from deputy.core.guards.normalize import matching_view

__all__ = ["PATTERNS", "Gap", "InjectionPattern"]

_LEET = {"a": "a4", "e": "e3", "i": "i1", "o": "o0", "s": "s5", "t": "t7", "l": "l1", "g": "g9", "b": "b8"}
_SPACE = r"\s+"
_FILLERS = "all|the|of|these|those|any|every|your|above|prior|previous|earlier|initial|original|system"


@dataclass(frozen=True, slots=True)
class Gap:
    """Up to `words` filler words between two phrase parts (from `choices` when given, else any word)."""

    words: int
    choices: str | None = None


@dataclass(frozen=True, slots=True)
class InjectionPattern:
    """One detector pattern: matched on the matching view (`spaced`, `glued`) or the raw text (`raw`)."""

    id: str
    category: str
    weight: float
    strong: bool
    spaced: str | None = None
    glued: str | None = None
    raw: str | None = None


def _letters(word: str) -> str:
    return "".join(_letter(c) for c in word)


def _letter(char: str) -> str:
    """What may stand for `char` of a folded word: itself, its leetspeak digits, and the fold of its upper-case
    form (Cyrillic capital EN folds to `h`, its small form stays itself), so the phrase matches in any case."""
    forms = {char, *_LEET.get(char, "")}
    upper = matching_view(char.upper())
    if len(upper) == 1:
        forms.add(upper)
    if len(forms) == 1:
        return _escape(char)
    return "[" + "".join(_escape(form) for form in sorted(forms)) + "]"


def _escape(char: str) -> str:
    return char if char.isalnum() else "\\" + char


def _alternatives(spec: str, joiner: str) -> str:
    options = []
    for option in spec.split("|"):
        stem = option.endswith("*")
        words = matching_view(option.rstrip("*")).split()
        body = joiner.join(_letters(word) for word in words)
        options.append(body + ("[^\\s]{0,4}" if stem else ""))
    return "(?:" + "|".join(options) + ")"


def _gap(gap: Gap, *, glued: bool) -> str:
    if glued:
        return f"[^\\s]{{0,{8 * gap.words}}}"
    if gap.choices is None:
        return f"(?:[^\\s]+\\s+){{0,{gap.words}}}"
    words = _alternatives(gap.choices, _SPACE)
    return f"(?:{words}{_SPACE}){{0,{gap.words}}}"


def _phrase(parts: tuple[str | Gap, ...], *, glued: bool) -> str:
    pieces = []
    for part in parts:
        if isinstance(part, Gap):
            pieces.append(_gap(part, glued=glued))
        else:
            pieces.append(_alternatives(part, r"\s*" if glued else r"\s+") + (r"\s*" if glued else r"\s+"))
    body = "".join(pieces)
    body = body.removesuffix(r"\s*") if glued else body.removesuffix(r"\s+")
    return body if glued else r"(?:^|\s)" + body + r"(?:\s|$)"


def phrase(pid: str, category: str, weight: float, strong: bool, *parts: str | Gap) -> InjectionPattern:
    """A word-sequence pattern; see the module docstring."""
    return InjectionPattern(
        pid, category, weight, strong, spaced=_phrase(parts, glued=False), glued=_phrase(parts, glued=True)
    )


def raw(pid: str, category: str, weight: float, strong: bool, regex: str) -> InjectionPattern:
    return InjectionPattern(pid, category, weight, strong, raw=regex)


F2 = Gap(2, _FILLERS)
F3 = Gap(3, _FILLERS)
IGNORE = "ignore|disregard|forget|override|bypass|discard|abandon|set aside|put aside|throw away|drop"
PRIOR = "previous|prior|above|earlier|preceding|foregoing|initial|original|system|your|developer"
RULES = "instruction*|direction*|rule*|guideline*|prompt*|directive*|programming|constraint*|guardrail*"
REVEAL = "reveal|show|print|display|output|repeat|tell|give|leak|dump|share|expose|write out|what is|what are"
FILTERS = "filter*|guardrail*|safeguard*|restriction*|moderation|alignment|safety|censorship|content policy"
PERSONA_ADJ = "unrestricted|unfiltered|uncensored|jailbroken|evil|rogue|unlimited|liberated|unbound|amoral|unethical"

PATTERNS: tuple[InjectionPattern, ...] = (
    # Instruction override
    phrase("override.prior", "instruction_override", 0.95, True, IGNORE, F3, PRIOR, F2, RULES),
    phrase(
        "override.all",
        "instruction_override",
        0.9,
        True,
        IGNORE,
        "all|any|every",
        Gap(2, "of|the|your|these"),
        "instruction*|directive*|prompt*|guideline*",
    ),
    phrase(
        "override.everything",
        "instruction_reset",
        0.9,
        True,
        "forget|ignore|disregard",
        "everything|all",
        "you were|you have been|you've been|above|before|prior|so far",
        Gap(1),
        "told|said|given|instructed",
    ),
    phrase(
        "override.no_follow",
        "instruction_override",
        0.9,
        True,
        "do not|don't|dont|stop|never",
        "follow|obey",
        F2,
        PRIOR,
        F2,
        RULES,
    ),
    phrase(
        "override.new_rules",
        "system_override",
        0.9,
        True,
        "your|the",
        "new|updated|real|actual|true",
        "instruction*|directive*|system prompt|orders",
        "are|is|follow",
    ),
    phrase(
        "override.from_now",
        "behavior_override",
        0.65,
        False,
        "from now on|henceforth|for the rest of",
        Gap(3),
        "you will|you must|you shall|you are to|you're going to",
        Gap(1),
        "ignore|obey|disregard|pretend|act|respond only|answer only|say only",
    ),
    phrase(
        "override.safety_own",
        "safety_override",
        0.9,
        True,
        IGNORE + "|disable|turn off|deactivate|circumvent",
        "your|all your|the model's|the assistant's",
        Gap(2),
        FILTERS,
    ),
    phrase(
        "override.safety",
        "safety_bypass",
        0.6,
        False,
        "disable|turn off|bypass|circumvent|remove",
        Gap(2, "all|the|any|ai|content|safety|ethical"),
        "safety filter*|content filter*|guardrail*|safeguard*",
    ),
    # Persona and mode switches
    phrase(
        "persona.now",
        "persona_hijack",
        0.85,
        True,
        "you are now|you're now|you are|from now on you are|become",
        Gap(1, "a|an|in|my"),
        PERSONA_ADJ,
    ),
    phrase(
        "persona.pretend",
        "persona_hijack",
        0.85,
        True,
        "pretend|imagine|act as if|roleplay|role play",
        Gap(3),
        "you are|you're|to be|as",
        Gap(1, "a|an"),
        PERSONA_ADJ,
    ),
    phrase(
        "persona.no_rules",
        "persona_hijack",
        0.8,
        True,
        "you|an ai|assistant|model",
        "have no|without|with no|free of|free from",
        Gap(1),
        "ethical|moral|ethics|morals",
        Gap(1),
        "guideline*|restriction*|limit*|constraint*|boundar*|compass",
    ),
    phrase(
        "persona.grandma",
        "persona_hijack",
        0.8,
        True,
        "act as|pretend to be|pretend you are|roleplay as",
        "my",
        "deceased|dead|late",
        "grandmother|grandma|grandfather",
    ),
    phrase(
        "mode.dangerous",
        "mode_switch",
        0.9,
        True,
        "enter|switch to|enable|activate|turn on|go into|you are in",
        "god|jailbreak|jailbroken|dan|unrestricted|evil|unfiltered|uncensored|chaos",
        "mode",
    ),
    phrase(
        "mode.developer",
        "mode_switch",
        0.55,
        False,
        "enter|switch to|enable|activate|turn on|go into|you are in",
        "developer|debug|admin|sudo|root|test",
        "mode",
    ),
    phrase("persona.character", "persona_hijack", 0.55, False, "stay|remain|stay fully", "in character"),
    # Jailbreaks
    phrase("jailbreak.dan", "jailbreak", 0.95, True, "do anything now"),
    phrase(
        "jailbreak.dan_named",
        "jailbreak",
        0.95,
        True,
        "you are|act as|pretend to be|you're|become|as",
        "dan|stan|dude|aim|mongo tom|betterdan|better dan|antigpt|anti gpt|basedgpt|evilbot|developer mode gpt",
    ),
    phrase(
        "jailbreak.named_mode",
        "jailbreak",
        0.85,
        True,
        "dan|stan|dude|kevin|max|aim|mongo tom",
        "mode|prompt|persona|jailbreak",
    ),
    phrase(
        "jailbreak.word",
        "jailbreak",
        0.9,
        True,
        "jailbreak|jailbroken",
        "mode|prompt|the ai|the model|the assistant|yourself|enabled|activated|successful",
    ),
    phrase(
        "jailbreak.never_refuse",
        "jailbreak",
        0.85,
        True,
        "never|cannot|can't|can not|must not|mustn't|do not|don't|will not|won't",
        "refuse|decline|say no",
    ),
    phrase(
        "jailbreak.no_filter_answer",
        "unrestricted",
        0.65,
        False,
        "answer|respond|reply|write",
        Gap(2),
        "without|with no|free of",
        Gap(1, "any|your"),
        "restriction*|censorship|filter*|refusal*|moral*|ethic*|warnings or|guardrail*",
    ),
    phrase(
        "jailbreak.unrestricted",
        "unrestricted",
        0.55,
        False,
        "no|without|zero",
        "rules|restrictions|filters|censorship|guardrails|boundaries",
        "apply|at all|whatsoever|anymore",
    ),
    # Prompt leaking
    phrase(
        "leak.system_prompt",
        "prompt_leak",
        0.85,
        True,
        REVEAL,
        Gap(3, "me|us|the|your|full|entire|complete|exact|whole|hidden|secret|original|initial"),
        "system|initial|original|hidden|secret|developer|pre",
        "prompt*|instruction*|message|directive*",
    ),
    phrase(
        "leak.your_prompt",
        "prompt_leak",
        0.8,
        True,
        REVEAL,
        Gap(2, "me|us|the|all|of"),
        "your",
        Gap(2, "full|entire|complete|exact|whole|hidden|secret|original|initial"),
        "prompt|instructions|rules|directives|guidelines",
    ),
    phrase(
        "leak.repeat_above",
        "prompt_leak",
        0.8,
        True,
        "repeat|print|output|copy|reproduce",
        Gap(2),
        "text|words|everything|content|lines|message*",
        "above|before this|preceding|prior to",
    ),
    phrase("leak.verbatim", "prompt_leak", 0.85, True, "instruction*|prompt*", Gap(2), "verbatim|word for word"),
    phrase(
        "leak.told",
        "prompt_leak",
        0.75,
        True,
        "what",
        "were you|have you been|was you",
        "told|instructed|programmed",
        "before|initially|at the start|originally|to do",
    ),
    # Social engineering
    phrase(
        "social.vendor",
        "authority_claim",
        0.85,
        True,
        "i am|i'm|this is|we are|message from",
        Gap(1, "an|a|the|your"),
        "openai|anthropic|your developer*|your creator*|your programmer*|the developers of you",
    ),
    phrase(
        "social.admin",
        "authority_claim",
        0.5,
        False,
        "i am|i'm|as",
        Gap(1, "the|an|a|your"),
        "admin|administrator|developer|owner|root|sysadmin|superuser",
    ),
    phrase(
        "social.authorized",
        "fake_authorization",
        0.65,
        False,
        "authorized|approved|sanctioned|permitted",
        "by",
        Gap(1, "the|your"),
        "openai|anthropic|developer*|administrator*|admin*|security team|creator*",
    ),
    phrase(
        "social.granted",
        "privilege_claim",
        0.6,
        False,
        "admin|root|sudo|developer|god|unrestricted",
        "access|privilege*|permission*|override",
        "granted|enabled|unlocked|activated|confirmed",
    ),
    phrase(
        "social.emergency",
        "emergency_bypass",
        0.65,
        False,
        "emergency|urgent|life or death|immediately",
        Gap(4),
        "bypass|override|ignore|disable",
        Gap(2),
        "safety|security|rules|restrictions|filters|guidelines",
    ),
    # Multilingual overrides (written with accents; the fold strips them)
    phrase(
        "i18n.de",
        "instruction_override",
        0.9,
        True,
        "ignoriere*|ignorier|vergiss|vergesse*|missachte*",
        Gap(2, "alle|deine|die|sämtliche|bisherigen|vorherigen"),
        "vorherigen|bisherigen|vorigen|obigen|früheren|ursprünglichen|deine|alle",
        "anweisung*|instruktion*|regeln|befehle|vorgaben",
    ),
    phrase(
        "i18n.fr",
        "instruction_override",
        0.9,
        True,
        "ignore*|oublie*|ne tiens pas compte des|ignorez",
        Gap(2, "toutes|tous|les|tes|vos"),
        "instruction*|consigne*|règle*|directive*",
        "précédente*|antérieure*|initiale*|ci dessus|du système",
    ),
    phrase(
        "i18n.es",
        "instruction_override",
        0.9,
        True,
        "ignora*|olvida*|omite|descarta",
        Gap(2, "todas|todos|las|los|tus|sus"),
        "instrucci*|regla*|indicaci*|directiva*",
        "anterior*|previa*|iniciales|del sistema",
    ),
    phrase(
        "i18n.ru",
        "instruction_override",
        0.9,
        True,
        "игнорируй|игнорируйте|забудь|забудьте|проигнорируй|не следуй",
        Gap(2, "все|всех|свои|твои"),
        "предыдущие|прежние|предшествующие|системные|исходные|твои",
        "инструкции|указания|правила|команды|инструкций",
    ),
    phrase(
        "i18n.uk",
        "instruction_override",
        0.9,
        True,
        "ігноруй|ігноруйте|забудь|забудьте|проігноруй|не виконуй",
        Gap(2, "усі|всі|свої|твої"),
        "попередні|системні|початкові|твої",
        "інструкції|вказівки|правила|команди|інструкцій",
    ),
    phrase(
        "i18n.et",
        "instruction_override",
        0.9,
        True,
        "ignoreeri|unusta|eira|ära järgi",
        Gap(2, "kõiki|kõik|oma|sinu"),
        "eelnevaid|eelmisi|varasemaid|eelnevad|varasemad|süsteemi",
        "juhiseid|juhised|juhendeid|reegleid|käske|korraldusi",
    ),
    # Context manipulation and indirect injection
    phrase(
        "context.void",
        "context_manipulation",
        0.8,
        True,
        "the|all",
        "above|previous|preceding|prior",
        "text|instructions|conversation|prompt|messages|content",
        "was|were|is",
        Gap(2, "just|only|a|all"),
        "test|fake|joke|void|cancelled|canceled|invalid|not real|overridden",
    ),
    phrase(
        "context.from_system",
        "context_injection",
        0.85,
        True,
        "the",
        "following|next|below",
        "text|message|content|instruction*",
        Gap(1, "is|comes|was"),
        "from",
        "the|your",
        "system|developer*|administrator|admin|operator",
    ),
    phrase(
        "context.end_input",
        "context_injection",
        0.85,
        True,
        "end of|stop",
        "user input|user message|user data|untrusted input|context",
        Gap(2),
        "system|assistant|new instructions|admin",
    ),
    phrase(
        "context.end_prompt",
        "context_injection",
        0.8,
        True,
        "end of|begin|start of",
        "system prompt|system instructions|admin instructions|developer instructions",
    ),
    phrase(
        "indirect.address_ai",
        "indirect_injection",
        0.85,
        True,
        "attention|note to|message for|instructions for|important for|dear",
        Gap(1, "the|all|any"),
        "ai|assistant|llm|language model|chatbot|agent|ai agent|ai assistant",
        Gap(4),
        "ignore|must|should|do not|don't|instead|new task|your task",
    ),
    phrase(
        "indirect.when_read",
        "indirect_injection",
        0.8,
        True,
        "when|if|once|as soon as",
        "you|an ai|the assistant|the model|the agent",
        "read|see|process|parse|summarize|encounter",
        "this",
        Gap(3),
        "must|should|will|ignore|instead|immediately",
    ),
    phrase(
        "exfil.send",
        "exfiltration",
        0.9,
        True,
        "send|forward|exfiltrate|upload|post|email|leak|transmit",
        Gap(2, "all|the|your|my|this|our"),
        "conversation*|chat history|history|credentials|secrets|api key*|token*|passwords|system prompt|session cookie*",
        Gap(3),
        "to|at|into",
        Gap(1),
        "http*|https*|www|attacker*|this url|this address|the following url|webhook",
    ),
    phrase(
        "encode.follow",
        "decode_and_follow",
        0.85,
        True,
        "decode|decipher|decrypt|reverse|unscramble|translate|rot13|base64",
        Gap(6),
        "then|and",
        Gap(1, "then|just"),
        "follow|execute|obey|carry out|run|do what it says|act on",
    ),
    phrase(
        "tool.invoke",
        "tool_invocation",
        0.55,
        False,
        "call|invoke|execute|run|use",
        "the",
        "tool|function",
        Gap(2),
        "with|using",
        Gap(2),
        "argument*|parameter*|payload",
    ),
    # Chat-template delimiters and markup, matched on the original text
    raw(
        "delim.chatml",
        "delimiter_injection",
        0.95,
        True,
        r"(?i)<\|\s*(?:im_start|im_end|im_sep|system|user|assistant|endoftext|eot_id|start_header_id|end_header_id|begin_of_text|end_of_turn|start_of_turn)\s*\|>",
    ),
    raw(
        "delim.llama", "delimiter_injection", 0.9, True, r"(?i)\[/?INST\]|<<\s*/?SYS\s*>>|<start_of_turn>|<end_of_turn>"
    ),
    raw(
        "delim.tags",
        "tag_injection",
        0.85,
        True,
        r"(?i)</?\s*(?:system|system_prompt|system-prompt|sys|instructions?|admin|developer|im_start)\s*>",
    ),
    raw(
        "delim.tool_frame",
        "tag_injection",
        0.9,
        True,
        r"(?i)</\s*(?:tool_result|tool_output|untrusted|data|user_input|function_results)\s*>",
    ),
    raw(
        "delim.markdown",
        "format_injection",
        0.8,
        True,
        r"(?im)^\s*#{1,6}\s*(?:system|new instructions|admin override|developer instructions|system override)\s*:?\s*$",
    ),
    raw("delim.role_prefix", "role_prefix", 0.6, False, r"(?im)^\s*(?:system|assistant|developer)\s*:\s*\S"),
    raw("delim.human_assistant", "delimiter_injection", 0.8, True, r"(?i)\n\s*human\s*:[^\n]{0,400}\n\s*assistant\s*:"),
    raw(
        "exfil.markdown_image",
        "exfiltration",
        0.8,
        True,
        r"(?i)!\[[^\]\n]{0,200}\]\(\s*https?://[^)\s]{1,300}[?&][^)\s=]{1,50}=(?:\{|%7b|\$\{|<|\[)",
    ),
    raw("encoding.tags", "unicode_tags", 0.95, True, r"[\x{E0020}-\x{E007E}]{8,}"),
    raw(
        "encoding.invisible",
        "invisible_chars",
        0.6,
        False,
        r"[\pL\pN][\x{200B}-\x{200F}\x{2060}-\x{2064}\x{FEFF}\x{00AD}\x{180E}\x{034F}]+[\pL\pN][^\s]{0,40}[\x{200B}-\x{200F}\x{2060}-\x{2064}\x{FEFF}\x{180E}]+[\pL\pN]",
    ),
    raw("encoding.bidi", "invisible_chars", 0.6, False, r"[\x{202A}-\x{202E}\x{2066}-\x{2069}]"),
    raw("encoding.hex", "hex_encoding", 0.45, False, r"(?i)(?:\\x[0-9a-f]{2}){12,}"),
)
