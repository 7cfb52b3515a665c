"""Personal identifiers: national IDs, IBANs, payment cards (REDACT) and e-mail, EU VAT numbers (WARN).

Candidates are found with bounded, boundary-anchored `re` patterns and must pass python-stdnum's validator
(or Luhn plus an issuer prefix for cards). Eleven national IDs, as Waldur: EE isikukood, IT codice fiscale,
FR NIR, FI HETU, ES DNI, ES NIE, PL PESEL, DE Steuer-ID, CZ/SK rodné číslo, NL BSN, SE personnummer; and the
US SSN (dashed, or nine bare digits next to a keyword). Phone numbers (NANP, or `+` and a country code) WARN. Bare digit
runs (EE, PL, DE, CZ, NL, SE) weigh 0.4, so they need a nearby keyword as well as a valid checksum.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from stdnum import iban, luhn
from stdnum.cz import rc as cz_rc
from stdnum.de import idnr as de_idnr
from stdnum.ee import ik as ee_ik
from stdnum.es import dni as es_dni
from stdnum.es import nie as es_nie
from stdnum.eu import vat as eu_vat
from stdnum.fi import hetu as fi_hetu
from stdnum.fr import nir as fr_nir
from stdnum.it import codicefiscale as it_cf
from stdnum.nl import bsn as nl_bsn
from stdnum.pl import pesel as pl_pesel
from stdnum.se import personnummer as se_pnr
from stdnum.us import ssn as us_ssn

from deputy.core.guards._engine import LinearRegex
from deputy.core.guards.verdict import Action

__all__ = ["KEYWORDS", "RULES", "IdRule", "keywords"]


@dataclass(frozen=True, slots=True)
class IdRule:
    """`validate(candidate)` returns the span of the valid identifier inside the candidate, or None."""

    type: str
    regex: re.Pattern[str]
    validate: Callable[[str], tuple[int, int] | None]
    action: Action
    weight: float
    checksum: bool = True
    anchor: tuple[str, int, int] | None = None
    """`(character, before, after)`: every match contains `character`, with at most `before` characters before it
    and `after` after it, so only those stretches need searching (`pii._matches`)."""


def _whole(is_valid: Callable[[str], bool]) -> Callable[[str], tuple[int, int] | None]:
    def validate(candidate: str) -> tuple[int, int] | None:
        try:
            return (0, len(candidate)) if is_valid(candidate) else None
        except Exception:  # stdnum validators raise on odd input; such input is simply not an ID
            return None

    return validate


def _iban_prefix(candidate: str) -> tuple[int, int] | None:
    """The longest valid IBAN at the start of the candidate (a greedy match may run into following words)."""
    positions = [i for i, char in enumerate(candidate) if char != " "]
    for length in range(min(34, len(positions)), 14, -1):
        compact = "".join(candidate[i] for i in positions[:length])
        if iban.is_valid(compact):
            return 0, positions[length - 1] + 1
    return None


_CARD_PREFIX = re.compile(r"4|5[1-5]|2[2-7]|3[47]|3[068]|6(?:011|5|4[4-9]|2)|35|5[06-9]")


def _card(candidate: str) -> tuple[int, int] | None:
    digits = candidate.replace(" ", "").replace("-", "")
    if not _CARD_PREFIX.match(digits) or not 13 <= len(digits) <= 19:
        return None
    return (0, len(candidate)) if luhn.is_valid(digits) else None


def _ascii(pattern: str) -> re.Pattern[str]:
    """Identifiers are written in ASCII digits (python-stdnum validates nothing else), so `\\d` means [0-9]."""
    return re.compile(pattern, re.ASCII)


_B = r"(?<![A-Za-z0-9])"
_E = r"(?![A-Za-z0-9])"
_D = r"(?<![\d])"
_DE = r"(?!\d)"
RULES: tuple[IdRule, ...] = (
    IdRule("IBAN", _ascii(_B + r"[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}" + _E), _iban_prefix, Action.REDACT, 0.6),
    IdRule("CREDIT_CARD", _ascii(r"(?<![\d\-])\d(?:[ \-]?\d){12,18}" + _DE), _card, Action.REDACT, 0.5),
    IdRule("EE_ID", _ascii(_D + r"[1-6]\d{10}" + _DE), _whole(ee_ik.is_valid), Action.REDACT, 0.4),
    IdRule(
        "IT_FISCAL_CODE",
        _ascii(_B + r"(?i:[A-Z]{6}\d{2}[A-EHLMPR-T]\d{2}[A-Z]\d{3}[A-Z])" + _E),
        _whole(it_cf.is_valid),
        Action.REDACT,
        0.6,
    ),
    IdRule(
        "FR_NIR",
        _ascii(_D + r"[12] ?\d{2} ?\d{2} ?(?:\d{2}|2[AB]) ?\d{3} ?\d{3} ?\d{2}" + _DE),
        _whole(fr_nir.is_valid),
        Action.REDACT,
        0.5,
    ),
    IdRule(
        "FI_HETU",
        _ascii(_B + r"\d{6}[\-+ABCDEFYXWVU]\d{3}[0-9A-Y]" + _E),
        _whole(fi_hetu.is_valid),
        Action.REDACT,
        0.5,
    ),
    IdRule("ES_DNI", _ascii(_B + r"\d{8}-?[A-Z]" + _E), _whole(es_dni.is_valid), Action.REDACT, 0.5),
    IdRule("ES_NIE", _ascii(_B + r"[XYZ]-?\d{7}-?[A-Z]" + _E), _whole(es_nie.is_valid), Action.REDACT, 0.5),
    IdRule("PL_PESEL", _ascii(_D + r"\d{11}" + _DE), _whole(pl_pesel.is_valid), Action.REDACT, 0.4),
    IdRule("DE_TAX_ID", _ascii(_D + r"\d{2} ?\d{3} ?\d{3} ?\d{3}" + _DE), _whole(de_idnr.is_valid), Action.REDACT, 0.4),
    IdRule("CZ_BIRTH_NUMBER", _ascii(r"(?<![\d/])\d{6}/?\d{3,4}(?![\d/])"), _whole(cz_rc.is_valid), Action.REDACT, 0.4),
    IdRule(
        "NL_BSN",
        _ascii(r"(?<![\d.])(?:\d{9}|\d{4}\.\d{2}\.\d{3})" + _DE),
        _whole(nl_bsn.is_valid),
        Action.REDACT,
        0.4,
    ),
    IdRule(
        "SE_PERSONNUMMER",
        _ascii(_D + r"(?:\d{2})?\d{6}[\-+]?\d{4}" + _DE),
        _whole(se_pnr.is_valid),
        Action.REDACT,
        0.4,
    ),
    IdRule(
        "US_SSN",
        _ascii(_D + r"\d{3}-\d{2}-\d{4}" + _DE),
        _whole(us_ssn.is_valid),
        Action.REDACT,
        0.6,
        checksum=False,
    ),
    # Grouped with spaces ("SSN: 536 90 4399"), which python-stdnum does not read; as weak as nine bare digits, so
    # only a keyword nearby makes it one (a spaced 3-2-4 group is also an order or a phone fragment).
    IdRule(
        "US_SSN",
        _ascii(_D + r"\d{3}[\- ]\d{2}[\- ]\d{4}" + _DE),
        _whole(lambda candidate: " " in candidate and us_ssn.is_valid(candidate.replace(" ", "-"))),
        Action.REDACT,
        0.45,
        checksum=False,
    ),
    IdRule("US_SSN", _ascii(_D + r"\d{9}" + _DE), _whole(us_ssn.is_valid), Action.REDACT, 0.45, checksum=False),
    IdRule(
        "EU_VAT",
        _ascii(
            _B + r"(?:AT|BE|BG|CY|CZ|DE|DK|EE|EL|ES|FI|FR|HR|HU|IE|IT|LT|LU|LV|MT|NL|PL|PT|RO|SE|SI|SK)"
            r" ?[0-9A-Z]{8,13}" + _E
        ),
        _whole(eu_vat.is_valid),
        Action.WARN,
        0.5,
    ),
    IdRule(
        "PHONE",
        _ascii(
            r"(?<![\d+])(?:\+?1[ .\-]?)?(?:\([2-9]\d{2}\) ?|[2-9]\d{2}[ .\-])[2-9]\d{2}[ .\-]\d{4}"
            + _DE
            + r"|(?<![\d+])\+[1-9]\d{0,2}[ \-]\(?\d{1,4}\)?(?:[ \-]\d{2,4}){2,4}"
            + _DE
        ),
        lambda candidate: (0, len(candidate)),
        Action.WARN,
        0.5,
        checksum=False,
    ),
    IdRule(
        "EMAIL",
        _ascii(r"(?<![A-Za-z0-9._%+\-])[A-Za-z0-9._%+\-]{1,64}@[A-Za-z0-9\-]{1,63}(?:\.[A-Za-z0-9\-]{1,63}){1,8}"),
        lambda candidate: (0, len(candidate)),
        Action.WARN,
        0.6,
        checksum=False,
        anchor=("@", 64, 63 + 8 * (1 + 63)),  # a local part of up to 64; a domain of up to 9 labels of 63 and 8 dots
    ),
)


def keywords(*words: str) -> LinearRegex:
    """Any of `words` (regex fragments) as a whole word, case-insensitive, on the linear engine. It has no
    lookarounds, so the letter boundaries are matched around group 1, whose span is the hit (`group_spans`)."""
    return LinearRegex(r"(?i)(?:^|[^a-z])(" + "|".join(words) + r")(?:[^a-z]|$)")


KEYWORDS: dict[str, LinearRegex] = {
    "IBAN": keywords(
        "iban", "bank account", "account number", "kontonummer", "konto", "pangakonto", "rahunok", "рахунок"
    ),
    "CREDIT_CARD": keywords(
        "card", "credit card", "visa", "mastercard", "amex", "kaart", "karte", "carte", "tarjeta", "картка"
    ),
    "EE_ID": keywords("isikukood", "personal code", "id code", "estonian id"),
    "IT_FISCAL_CODE": keywords("codice fiscale", "fiscal code", "cf"),
    "FR_NIR": keywords("nir", "sécurité sociale", "securite sociale", "numéro de sécu", "social security", "insee"),
    "FI_HETU": keywords("hetu", "henkilötunnus", "henkilotunnus", "personal identity code"),
    "ES_DNI": keywords("dni", "nif", "documento nacional"),
    "ES_NIE": keywords("nie", "número de identidad de extranjero", "extranjero"),
    "PL_PESEL": keywords("pesel"),
    "DE_TAX_ID": keywords("steuer-id", "steuerid", "steuer id", "steueridentifikationsnummer", "idnr", "tax id"),
    "CZ_BIRTH_NUMBER": keywords("rodné číslo", "rodne cislo", "rč", "birth number"),
    "NL_BSN": keywords("bsn", "burgerservicenummer", "sofinummer"),
    "SE_PERSONNUMMER": keywords("personnummer", "personal identity number"),
    "US_SSN": keywords("ssn", "social security", "social security number", "ss#", "taxpayer"),
    "PHONE": keywords("phone", "tel", "telephone", "mobile", "cell", "call me", "text me", "fax"),
    "EU_VAT": keywords("vat", "ust-idnr", "tva", "iva", "käibemaks", "kmkr", "btw", "moms"),
}
