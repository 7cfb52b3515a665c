# ruff: noqa: RUF001  (words and punctuation of other scripts, on purpose)
"""Passwords stated in prose in the guards' languages other than English ("moje hasło to Kwiatek123", "mein Passwort
lautet: Sonne2024", "мой пароль — qwerty123", "密码是abc12345"); `credentials` finds the English ones.

A statement is the word for password (with its case or possessive ending: "hasła", "passordet", "şifrem"), a
possessive after it ("passordet mitt"), a preposition and up to three words ("für das WLAN", "do konta w banku"), a
copula, colon or dash, and the value up to the next space or quote. The value must then be `plausible`: four to 256
characters once trailing punctuation is trimmed, letters and digits both, and no length, version, date, ticket or
algorithm ("8-stellig", "v2.1", "ABC-123", "AES-256"), so "das Passwort ist abgelaufen" and "Hasło jest 8-znakowe" are
not secrets.

The statements run on RE2 (linear time, whatever the text): in `re`, an alternation of words in six scripts is
tried at every position of the text, and counted repeats in the value let a megabyte of `hasło:` runs without spaces
take seconds even on RE2, so the value is unbounded there and its length is checked here. RE2's `\\s` is ASCII, so
the patterns name Unicode spaces (`\\pZ`) themselves.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from deputy.core.guards._engine import LinearRegex

__all__ = ["NAMES", "WORDS", "not_a_password", "prose_passwords"]

WORDS = (
    r"passw(?:ort|örter)(?:e?s)?|kennwort(?:e?s)?|mot de passe|mdp|contrase[ñn]as?|clave|senhas?|palavra-passe"
    r"|wachtwoord(?:en)?|has(?:ło|ła|łem|lo|la)|haśle|hesl(?:o|a|em)|l[öo]senord(?:et)?|passord(?:et)?"
    r"|adgangskode(?:n)?|salasana(?:ni|si|mme|nne)?|parool(?:i|iks)?|salas[õo]na|парол(?:ь|я|ем|е|і)"
    r"|[şs][iİı]fre(?:m|miz|niz|si|n)?|parola(?:m|mız|nız|sı)|كلمة المرور|كلمة السر|पासवर्ड"
)
"""The words for password (RE2 and `re` alike; `(?i)` applies), English apart."""
_UNSPACED_WORDS = "密码|密碼|口令|パスワード|비밀번호|비번"
NAMES = ("passw", "kennw", "mot de passe", "mdp", "contrase", "clave", "senha", "palavra-passe", "wachtw", "hasł",
         "hasl", "haśl", "hesl", "lösen", "losen", "passord", "adgangskode", "salasan", "parool", "salasõn", "salason",
         "парол", "şifre", "sifre", "şi\u0307fre", "parola", "كلمة", "पासवर्ड", "密码", "密碼", "口令", "パスワード",
         "비밀번호", "비번")  # fmt: skip
"""Lower-case stems of those words (`str.lower`: "ŞİFRE" gives "şi\u0307fre"), for the stream scrubber's "the next
word may be a secret"."""

_S = r"[\s\pZ]"
_BOUNDARY = r"(?:^|[^\pL\pN_])"
_AFTER = rf"(?:{_S}+(?:mitt|min|mit|minun))?"
_FOR = (
    rf"(?:{_S}+(?:für|zum|zur|vom|des|der|pour|du|de|para|del|do|da|dos|das|per|della|dello|al|voor|van|na|pro|k"
    rf"|ke|w|för|till|til|for|для|от|до|від|на|için)(?:{_S}+[^\s\pZ:=]{{1,32}}){{1,3}})?"
)
_COPULA = (
    rf"(?:{_S}+(?:ist|lautet|est|es|é|è|is|luidt|to|jest|brzmi|je|zn[íi]|är|er|on|это|هي|है|[—\x{{2013}}\-])"
    rf"(?:{_S}*[:=])?{_S}+|{_S}*[:=]\*{{0,2}}{_S}*)"
)
_OPEN = rf"(?:[\"'`«„»‹›]|\*{{1,2}})?{_S}{{0,2}}"
_NOT_VALUE = r"\s\pZ\"'`,;«»“”„‹›「」『』।،؟"
_C, _L = rf"[^{_NOT_VALUE}]", rf"[^{_NOT_VALUE}\d]"
_VALUE = rf"(\d{_C}{{3,}}|{_L}\d{_C}{{2,}}|{_L}{{2}}\d{_C}+|{_L}{{3,}}\d{_C}*)"
"""Up to the next space or quote: four characters or more, one a digit (the first after none, one, two or three
others), so that "hasło do a b to x" or "hasło to ab1" gives no match to look at (a megabyte of them costs what any
megabyte does). Unbounded on purpose: a long counted repeat (`{4,256}`) multiplies RE2's states on a megabyte of
`hasło:` runs without spaces, and took seconds."""
_SPACED = LinearRegex(
    rf"(?i){_BOUNDARY}(?:(?:{WORDS}){_AFTER}{_FOR}{_COPULA}"
    rf"|password{_S}+(?:ist|lautet|es|è|est|é|är|er|jest|je)(?:{_S}*[:=])?{_S}+){_OPEN}{_VALUE}"
)
_A, _AL = r"[A-Za-z0-9!#$%&()*+\-./<=>?@\[\]^_{|}~]", r"[A-Za-z!#$%&()*+\-./<=>?@\[\]^_{|}~]"
_UNSPACED = LinearRegex(
    rf"(?:{_UNSPACED_WORDS})(?:是|为|為|は|が|는|은|가|:|\x{{FF1A}})(?:{_S}*[:\x{{FF1A}}])?{_S}*[\"'`「『]?"
    rf"(\d{_A}{{3,}}|{_AL}\d{_A}{{2,}}|{_AL}{{2}}\d{_A}+|{_AL}{{3,}}\d{_A}*)"
)
TRIGGER = rf"(?i){WORDS}|password{_S}|{_UNSPACED_WORDS}"
"""RE2: where a statement may be; the credential prefilter runs it in its one pass."""

_TRAILING = ".!?:;,)]}>…-–—‐*،؟»›\"'"
_NOT_A_PASSWORD = re.compile(
    r"""(?ix)
      \d{1,3}[-+]?[^\W\d_]+                          # a length or a period: 8-stellig, 8místné, 90Tage
    | v?\d+(?:[.\-/]\d+)+[^\W\d_]{0,3}               # a version or a date: v2.1, 01.01.2025г
    | [a-z]{2,10}-\d+                                # a ticket: ABC-123
    | (?:sha|md|aes|rsa|des|hmac|pbkdf|crc|utf|ucs|iso|rfc|tls|ssl|wpa|ipv|2fa|mfa|[2-6]g|\d{1,2}ghz)
      [-_]?\d*(?:[-_]?[^\W\d_]+)?                    # an algorithm, a standard, a network: AES-256, UTF8, 2FA-Code
    """
)


def not_a_password(value: str) -> bool:
    """A value that states a length, a version, a date, a ticket or an algorithm rather than a password."""
    return _NOT_A_PASSWORD.fullmatch(value) is not None


def prose_passwords(text: str) -> Iterator[tuple[int, int]]:
    """The spans of the passwords `text` states in prose outside English."""
    for regex in (_SPACED, _UNSPACED):
        for start, end in regex.group_spans(text):
            while end > start and text[end - 1] in _TRAILING:
                end -= 1
            value = text[start:end]
            if 4 <= len(value) <= 256 and _letters_and_digits(value) and not not_a_password(value):
                yield start, end


def _letters_and_digits(value: str) -> bool:
    return any(c.isdigit() for c in value) and any(c.isalpha() for c in value)
