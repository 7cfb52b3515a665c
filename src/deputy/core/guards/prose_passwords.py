# ruff: noqa: RUF001  (words and punctuation of other scripts, on purpose)
"""Passwords stated in prose in the guards' languages other than English ("moje hasło to Kwiatek123", "mein Passwort
lautet: Sonne2024", "мой пароль — qwerty123", "密码是abc12345"; `credentials` finds "my password is …"), and passwords
set to a value in any of them ("I reset the db01 password to S3cr3t-x", "密码改成abc12345").

A statement is the word for password (with its case or possessive ending: "hasła", "passordet", "şifrem"), a
possessive after it ("passordet mitt"), a preposition and up to three words ("für das WLAN", "do konta w banku"), a
copula, colon or dash, and the value up to the next space or quote. The value must then hold five to 256
characters once trailing punctuation is trimmed, letters and digits both, and state no length, version, date, ticket
or algorithm (`not_a_password`: "8-stellig", "v2.1", "ABC-123", "AES-256"), so "das Passwort ist abgelaufen" and
"Hasło jest 8-znakowe" are not secrets. Measured on the 193,367 rows of the guard corpus (templates and harvested
real text in 19 languages): no statement found.

The statements run on RE2 (linear time, whatever the text): in `re`, an alternation of words in six scripts is
tried at every position of the text, and counted repeats in the value let a megabyte of `hasło:` runs without spaces
take seconds even on RE2, so the value is unbounded there and its length is checked here. RE2's `\\s` is ASCII, so
the patterns name Unicode spaces (`\\pZ`) themselves.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator

from deputy.core.guards._engine import LinearRegex

__all__ = ["MAX_REACH", "NAMES", "TRIGGER", "WORDS", "letters_and_digits", "not_a_password", "prose_passwords"]

_WORDS = (
    r"(?:passw(?:ort|örter)(?:e?s)?|kennwort(?:e?s)?|wachtwoord(?:en)?|l[öo]senord(?:et)?|passord(?:et)?"
    r"|adgangskode(?:n)?|kodeord(?:et)?)|mot de passe|contrase[ñn]as?|clave de acceso|senhas?|palavra-passe"
    r"|has(?:ło|ła|łem|lo|la)|haśle|hesl(?:o|a|em)|salasana(?:ni|si|mme|nne)?|parool(?:i|iks)?|salas[õo]na"
    r"|парол(?:ь|я|ем|е|і)|[şs][iİı]fre(?:m|miz|niz|si|n)?|parola(?:m|mız|nız|sı)|كلمة المرور|كلمة السر|पासवर्ड"
)
WORDS = r"\pL{0,16}" + _WORDS
"""The words for password (RE2 and `re` alike; `(?i)` applies), English apart; a Germanic one may close a compound
("Routerpasswort"). "Clave" alone is also a course or an error code, so only "clave de acceso"."""
_UNSPACED_WORDS = "密码|密碼|パスワード|ハスワート|비밀번호|비번"
""""ハスワート" is "パスワード" in the folded view of a decomposed text, which loses the sound marks."""
NAMES = ("passw", "kennw", "mot de passe", "mdp", "contrase", "clave de acceso", "senha", "palavra-passe", "wachtw",
         "kodeord", "hasł", "hasl", "haśl", "hesl", "lösen", "losen", "passord", "adgangskode", "salasan", "parool",
         "salasõn", "salason", "парол", "şifre", "sifre", "şıfre", "sıfre", "şi\u0307fre", "parola", "كلمة", "पासवर्ड",
         "密码", "密碼", "パスワード", "비밀번호", "비번")  # fmt: skip
"""Lower-case stems of those words (`str.lower`: "ŞİFRE" gives "şi\u0307fre"), for the stream scrubber's "the next
word may be a secret"."""

_S = r"[\s\pZ]"
_BOUNDARY = r"(?:^|[^\pL\pN_])"
_AFTER = rf"(?:{_S}{{1,4}}(?:mitt|min|mit|minun|mio|mia))?"
_FOR = (
    rf"(?:{_S}{{1,4}}(?:für|zum|zur|vom|des|der|pour|du|de|para|del|dell'|do|da|dos|das|per|della|dello|al|voor|van"
    rf"|na|pro|k|ke|w|för|till|til|for|для|от|до|від|на|için)(?:{_S}{{1,4}}[^\s\pZ:=]{{1,32}}){{1,3}})?"
)
_VERB = (
    r"ist|lautet|heißt|heisst|war|est|c'est|c’est|était|es|era|é|è|e'|e’|is|luidt|was|to|jest|brzmi|było|je|zn[íi]"
    r"|byl[oa]?|är|ar|var|er|on|oli|e|(?:[—\x{2013}\-][\s\pZ]{1,4})?(?:это|це)|هي|है"
)
"""The copulas, present and past ("lautet", "c'est", "war", "пароль — это"), and "är", "è", "é" as the folded view
of a decomposed text reads them ("ar", "e"); a dash is one too, but not after a preposition phrase, where "Hasło do
konta – poradnik2024" is a heading."""
_COPULA = rf"(?:{_S}{{1,4}}(?:{_VERB})(?:{_S}{{0,4}}[:=])?{_S}{{1,4}}|\*{{0,2}}{_S}{{0,4}}[:=]\*{{0,2}}{_S}{{0,4}})"
_DASH = rf"{_S}{{1,4}}[—\x{{2013}}\-]{_S}{{1,4}}"
_OPEN = rf"(?:[\"'`«„»‹›“”‘’‚]|\*{{1,2}})?{_S}{{0,2}}"
_NOT_VALUE = r"\s\pZ\"'`,;«»“”„‹›‘’‚‛「」『』।،؟"
_C, _L = rf"[^{_NOT_VALUE}]", rf"[^{_NOT_VALUE}\d]"
_VALUE = rf"(\d{_C}{{4,}}|{_L}\d{_C}{{3,}}|{_L}{{2}}\d{_C}{{2,}}|{_L}{{3}}\d{_C}+|{_L}{{4,}}\d{_C}*)"
"""Up to the next space or quote: five characters or more, one a digit (the first after none, one, two, three or
more others), so that "hasło do a b to x" or "hasło to ab1" gives no match to look at (a megabyte of them costs what
any megabyte does). Unbounded on purpose: a long counted repeat (`{5,256}`) multiplies RE2's states on a megabyte of
`hasło:` runs without spaces, and took seconds; the length is checked after."""
_STATED = (
    rf"(?:(?:{WORDS}){_AFTER}(?:{_FOR}{_COPULA}|{_DASH})"
    rf"|password{_AFTER}{_FOR}{_S}{{1,4}}(?:ist|lautet|heißt|es|era|è|e'|e’|e|est|é|är|ar|er|jest|je)"
    rf"(?:{_S}{{0,4}}[:=])?{_S}{{1,4}}"
    rf"|mdp{_S}{{0,4}}(?:est|c'est|:|=){_S}{{0,4}}"
    rf"|(?:şifrem|şifresi|parolam|sifrem|sifresi){_S}{{1,4}})"
)
"""The word, then a copula, a colon or a dash; the English word as Italian and German use it; the French "mdp"
(not with "is": "the MDP is CartPole-v1"); a Turkish possessive, which needs no copula ("şifrem Kedi2024")."""
_SPACED = rf"(?i){_BOUNDARY}{_STATED}{_OPEN}{_VALUE}"
_SET_VERB = (
    r"changed|change|set|reset|updated|update|rotated|rotate|switched|zmieni\pL*|ustawi\pL*|zresetowa\pL*|changé"
    r"|modifié|réinitialisé|mis|cambié|cambiado|cambia|puse|restablecí|mudei|alterei|troquei|mudou|alterou|cambiato"
    r"|cambiata|impostato|impostata|сменил\pL*|поменял\pL*|изменил\pL*|установил\pL*|змінив\pL*|поміняв\pL*"
    r"|ändrade|bytte|satte|vaihdoin|muutin|změnil\pL*|nastavil\pL*"
)
_SET_PARTICIPLE = (
    r"changed|reset|set|updated|rotated|geändert|zurückgesetzt|gesetzt|gewijzigd|veranderd|ingesteld|изменён|изменен"
    r"|сменён|сменен|змінено|zmienione|zmienion[ey]|ustawione|changé|modifié|réinitialisé|cambiada|cambiado"
    r"|restablecida|alterada|mudada|cambiata|impostata|reimpostata|ändrat|byttet|endret|změněno|vaihdettu"
)
_SET_TO = r"to|na|auf|en|à|a|para|in|naar|op|till|til|på|на|як|as|zu"
_CHANGED = (
    rf"(?i){_BOUNDARY}(?:(?:{_SET_VERB}){_S}{{1,4}}(?:[^\s\pZ]{{1,32}}{_S}{{1,4}}){{0,3}}(?:{WORDS}|password)"
    rf"|(?:{WORDS}|password){_FOR}{_S}{{1,4}}(?:was{_S}{{1,4}}|has{_S}{{1,4}}been{_S}{{1,4}}|wurde{_S}{{1,4}})?"
    rf"(?:{_SET_PARTICIPLE}))(?:{_S}{{1,4}}[^\s\pZ]{{1,32}}){{0,2}}?{_S}{{1,4}}(?:{_SET_TO}){_S}{{1,4}}{_OPEN}{_VALUE}"
)
"""A password set to a value, in English too ("I reset the db01 password to S3cr3t-x", "zmieniłem hasło na
Kwiatek123", "j'ai changé mon mot de passe en Soleil2024", "Passwort geändert auf Sonne2024"): a verb of changing,
up to three words, the word, then "to" in the text's language and the value."""
_SET_AFTER = (
    rf"(?i){_BOUNDARY}(?:{WORDS}){_FOR}{_S}{{1,4}}(?:auf|zu|op|naar){_S}{{1,4}}{_OPEN}{_VALUE}{_S}{{1,4}}"
    r"(?:geändert|gesetzt|zurückgesetzt|umgestellt|gewijzigd|veranderd|gezet)"
)
"""German and Dutch put the verb last: "ich habe mein Passwort auf Sonne2024 geändert"."""
_HINDI = rf"पासवर्ड{_S}{{1,4}}([^{_NOT_VALUE}]{{4,}}){_S}{{1,4}}है"
"""Hindi puts the verb last: "मेरा पासवर्ड Rahul123 है"."""
_A, _AL = r"[A-Za-z0-9!#$%&()*+\-./<=>?@\[\]^_{|}~]", r"[A-Za-z!#$%&()*+\-./<=>?@\[\]^_{|}~]"
_UNSPACED = (
    rf"(?:{_UNSPACED_WORDS})(?:(?:是|为|為|は|が|는|은|가|:|\x{{FF1A}}|(?:改|设置|設置|设|設|换|換|重置)(?:成|为|為))"
    rf"(?:{_S}{{0,4}}[:\x{{FF1A}}])?{_S}{{0,4}}|{_S}{{1,4}})"
    rf"[\"'`「『“‘（(]?(\d{_A}{{4,}}|{_AL}\d{_A}{{3,}}|{_AL}{{2}}\d{_A}{{2,}}|{_AL}{{3}}\d{_A}+|{_AL}{{4,}}\d{_A}*)"
)
TRIGGER = rf"(?i){_WORDS}|password|mdp|{_UNSPACED_WORDS}"
"""RE2: where a statement may be; the credential prefilter runs it in its one pass (without the compound's letters,
which made that pass over every text a third slower)."""
MAX_REACH = 16 + 16 + 10 + 12 + 3 * 36 + 24 + 6
"""At most this many characters from the start of the word to the value (a compound, the word, a possessive, a
preposition and three words, a copula and a colon, an opening quote): how far back the stream scrubber must look."""
_MAX_MATCHES = 1024
"""Statements looked at in one text; past that, the rest of the text counts as one secret (`prose_passwords`)."""

_TRAILING = ".!?:;,)]}>…-–—‐*،؟»›‘’\"'）"
_NOT_A_PASSWORD = re.compile(
    r"""(?ix)
      \d+(?:[.,]\d+)*(?:\s?[-–]\s?\d+)?(?:[-–+]?[^\W\d_]+)+  # a count, range or period: 8–16-stellig
    | .*\d.*-[^\W\d_]{5,}                                   # a name and its property: Argon2id-gehasht
    | v?\d+(?:[.\-/]\d+)+[^\W\d_]{0,3}(?:-[^\W\d_]+)?       # a version or a date: v2.1, 3.14.2-alpha, 01.01.2025г
    | [^\W\d_]+-v\d+(?:\.\d+)*                              # a named version: CartPole-v1
    | [a-z]{2,10}(?:-\d+)+                                   # a ticket: ABC-123, SR-2024-0012
    | 0x[0-9a-f]+ | \d+x\d+                                  # a hex code, a resolution
    | (?:sha|md|aes|rsa|des|hmac|pbkdf|argon|bcrypt|scrypt|crc|utf|ucs|iso|rfc|tls|ssl|wpa|ipv|2fa|mfa|[2-6]g
         |\d+(?:[.,]\d+)?(?:ghz|mhz|gb|mb|tb|k))
      [-_]?\d*(?:[-_]?[^\W\d_]+)*                          # an algorithm, a standard, a size: AES-256
    """
)


def not_a_password(value: str) -> bool:
    """A value that states a length, a version, a date, a ticket or an algorithm rather than a password."""
    return _NOT_A_PASSWORD.fullmatch(value) is not None


@functools.cache
def _statements() -> tuple[LinearRegex, ...]:
    """Compiled on first need, not on import: the five take RE2 about 40 ms, which every process (the CLI too) paid
    at start-up though most never see a password word."""
    return tuple(LinearRegex(pattern) for pattern in (_SPACED, _CHANGED, _SET_AFTER, _HINDI, _UNSPACED))


def prose_passwords(text: str) -> Iterator[tuple[int, int]]:
    """The spans of the passwords `text` states in prose outside English. Past `_MAX_MATCHES` statements (each costs
    the RE2 binding some microseconds, a megabyte holds a hundred thousand), the rest of the text is one span."""
    looked = 0
    for regex in _statements():
        for start, end in regex.group_spans(text):
            looked += 1
            if looked > _MAX_MATCHES:
                yield start, len(text)
                return
            while end > start and text[end - 1] in _TRAILING:
                end -= 1
            value = text[start:end]
            if 5 <= len(value) <= 256 and letters_and_digits(value) and not not_a_password(value):
                yield start, end


def letters_and_digits(value: str) -> bool:
    """Whether `value` holds a letter and a digit: a password or a key, not a word or a number."""
    return any(c.isdigit() for c in value) and any(c.isalpha() for c in value)
