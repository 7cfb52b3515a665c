# ruff: noqa: RUF001  (other scripts on purpose)
from __future__ import annotations

import random
import unicodedata
from collections.abc import Callable

import pytest
from hypothesis import given
from hypothesis import strategies as st
from stdnum import iban, luhn
from stdnum.cz import rc as cz_rc
from stdnum.de import idnr as de_idnr
from stdnum.ee import ik as ee_ik
from stdnum.es import dni as es_dni
from stdnum.es import nie as es_nie
from stdnum.fi import hetu as fi_hetu
from stdnum.fr import nir as fr_nir
from stdnum.iso7064 import mod_11_10
from stdnum.it import codicefiscale as it_cf
from stdnum.nl import bsn as nl_bsn
from stdnum.pl import pesel as pl_pesel
from stdnum.se import personnummer as se_pnr

from deputy.core.guards import Action, PiiDetector, redact
from deputy.core.guards.national_ids import RULES
from deputy.core.guards.pii import MAX_FINDINGS, _matches
from deputy.core.guards.prose_passwords import not_a_password

DETECTOR = PiiDetector()
RNG = random.Random(20240601)


def _digits(count: int) -> str:
    return "".join(RNG.choice("0123456789") for _ in range(count))


def _iban() -> str:
    bban = "37040044" + _digits(10)
    return "DE" + iban.calc_check_digits("DE00" + bban) + bban


def _card() -> str:
    body = "45" + _digits(13)
    return body + luhn.calc_check_digit(body)


def _first_valid(candidates: Callable[[], str], is_valid: Callable[[str], bool]) -> str:
    for _ in range(1000):
        value = candidates()
        if is_valid(value):
            return value
    raise AssertionError("no valid vector generated")


def _ee() -> str:
    base = "3" + f"{RNG.randint(70, 99)}0{RNG.randint(1, 9)}1{RNG.randint(1, 2)}" + _digits(3)
    return base + ee_ik.calc_check_digit(base + "0")  # stdnum reads the full-length number


def _pesel() -> str:
    base = f"{RNG.randint(50, 99)}0{RNG.randint(1, 9)}1{RNG.randint(0, 9)}" + _digits(4)
    return base + pl_pesel.calc_check_digit(base)


def _de() -> str:
    return _first_valid(lambda: (b := "3" + _digits(9)) + mod_11_10.calc_check_digit(b), de_idnr.is_valid)


def _it() -> str:
    base = "RSSMRA" + f"{RNG.randint(50, 99)}" + "T" + f"{RNG.randint(10, 28)}" + "A562"
    return base + it_cf.calc_check_digit(base)


def _fr() -> str:
    base = f"2{RNG.randint(50, 99)}0{RNG.randint(1, 9)}78006{_digits(3)}"
    return base + fr_nir.calc_check_digits(base)


def _fi() -> str:
    head = f"1{RNG.randint(0, 9)}0{RNG.randint(1, 9)}{RNG.randint(50, 99)}"
    serial = f"{RNG.randint(2, 899):03d}"
    return f"{head}-{serial}" + "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(head + serial) % 31]


def _dni() -> str:
    base = _digits(8)
    return base + es_dni.calc_check_digit(base)


def _nie() -> str:
    base = "X" + _digits(7)
    return base + es_nie.calc_check_digit(base)


def _cz() -> str:
    def candidate() -> str:
        head = f"{RNG.randint(60, 99)}0{RNG.randint(1, 9)}1{RNG.randint(0, 9)}" + _digits(3)
        return head + str((11 - int(head) * 10 % 11) % 11)

    return _first_valid(candidate, cz_rc.is_valid)


def _bsn() -> str:
    return _first_valid(lambda: _digits(9), nl_bsn.is_valid)


def _se() -> str:
    base = f"{RNG.randint(50, 99)}0{RNG.randint(1, 9)}1{RNG.randint(0, 9)}" + _digits(3)
    return base[:6] + "-" + base[6:] + luhn.calc_check_digit(base)


# type, generator, stdnum validator, the sentence that gives keyword context
VECTORS: tuple[tuple[str, Callable[[], str], Callable[[str], bool], str], ...] = (
    ("IBAN", _iban, iban.is_valid, "Pay to IBAN {} please"),
    ("CREDIT_CARD", _card, luhn.is_valid, "my credit card is {} ok"),
    ("EE_ID", _ee, ee_ik.is_valid, "isikukood {}"),
    ("PL_PESEL", _pesel, pl_pesel.is_valid, "PESEL: {}"),
    ("DE_TAX_ID", _de, de_idnr.is_valid, "Steuer-ID {}"),
    ("IT_FISCAL_CODE", _it, it_cf.is_valid, "codice fiscale {}"),
    ("FR_NIR", _fr, fr_nir.is_valid, "numéro de sécurité sociale {}"),
    ("FI_HETU", _fi, fi_hetu.is_valid, "henkilötunnus {}"),
    ("ES_DNI", _dni, es_dni.is_valid, "mi DNI es {}"),
    ("ES_NIE", _nie, es_nie.is_valid, "NIE {}"),
    ("CZ_BIRTH_NUMBER", _cz, cz_rc.is_valid, "rodné číslo {}"),
    ("NL_BSN", _bsn, nl_bsn.is_valid, "BSN {}"),
    ("SE_PERSONNUMMER", _se, se_pnr.is_valid, "personnummer {}"),
)
IDS = [v[0] for v in VECTORS]


def _mutations(value: str) -> list[str]:
    return [
        value[:i] + str((int(c) + d) % 10) + value[i + 1 :] for i, c in enumerate(value) if c.isdigit() for d in (1, 5)
    ]


@pytest.mark.parametrize(("type_", "make", "is_valid", "sentence"), VECTORS, ids=IDS)
def test_valid_identifiers_generated_with_stdnum_are_redacted(
    type_: str, make: Callable[[], str], is_valid: Callable[[str], bool], sentence: str
) -> None:
    for _ in range(5):
        value = make()
        assert is_valid(value), value
        text = sentence.format(value)
        findings = DETECTOR.scan(text)
        assert [(f.type, text[f.start : f.end]) for f in findings] == [(type_, value)]
        assert findings[0].action is Action.REDACT
        assert redact(text, findings) == sentence.format(f"[{type_}_REDACTED]")


@pytest.mark.parametrize(("type_", "make", "is_valid", "sentence"), VECTORS, ids=IDS)
def test_single_digit_mutations_that_fail_the_checksum_are_not_detected(
    type_: str, make: Callable[[], str], is_valid: Callable[[str], bool], sentence: str
) -> None:
    rejected = [m for m in _mutations(make()) if not is_valid(m)]
    assert rejected
    for mutation in rejected:
        assert type_ not in {f.type for f in DETECTOR.scan(sentence.format(mutation))}, mutation


@pytest.mark.parametrize(("type_", "make", "is_valid", "sentence"), VECTORS, ids=IDS)
def test_an_identifier_between_long_digit_runs_is_found_where_it_stands(
    type_: str, make: Callable[[], str], is_valid: Callable[[str], bool], sentence: str
) -> None:
    value = make()
    padding = "7" * 5000
    text = f"{padding} {sentence.format(value)} {padding}"
    findings = DETECTOR.scan(text)
    assert [(f.type, text[f.start : f.end]) for f in findings] == [(type_, value)]


def test_a_digit_run_too_long_for_any_identifier_is_not_one_even_when_it_starts_like_one() -> None:
    value = _pesel()
    assert DETECTOR.scan(f"PESEL {value}{'0' * 40}") == ()
    assert DETECTOR.scan(f"PESEL {value}") != ()


def test_an_email_address_whose_local_part_is_a_long_digit_run_keeps_its_digits() -> None:
    address = "1" * 40 + "@acme.io"
    [finding] = DETECTOR.scan(f"write to {address} today")
    assert (finding.type, f"write to {address} today"[finding.start : finding.end]) == ("EMAIL", address)


def test_bare_digit_ids_need_a_keyword_nearby() -> None:
    value = _pesel()
    assert DETECTOR.scan(f"order {value} shipped") == ()


@pytest.mark.parametrize(
    "template",
    ["PESEL {v}", "my pesel:{v}", "pesel{v}", "{v} (numer PESEL)", "Pesel — " + "x" * 80 + " {v}", "PESEL\n{v}"],
)
def test_a_keyword_counts_wherever_it_stands_within_the_window_even_touching_the_number(template: str) -> None:
    assert "PL_PESEL" in {f.type for f in DETECTOR.scan(template.format(v=_pesel()))}


def test_a_keyword_inside_a_longer_word_or_beyond_the_window_does_not_count() -> None:
    value = _pesel()
    assert DETECTOR.scan(f"superpeselish {value}") == ()
    assert DETECTOR.scan("pesel " + "y" * 120 + f" {value}") == ()


@pytest.mark.parametrize(
    ("text", "type_"),
    [
        ("-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA7\n-----END RSA PRIVATE KEY-----", "PRIVATE_KEY"),
        ("aws key AKIAZ7Q3XJ5L2MNB4K6P", "AWS_ACCESS_KEY"),
        ("aws_secret_access_key = abcdEFGHijklMNOPqrstUVWXyz0123456789+/AB", "AWS_SECRET_KEY"),
        ("key=AIzaSyD3f9Kx7Lq2Vb8Nw1Mz4Pr6Ts0Uy5Xc7Ah", "GCP_API_KEY"),
        ("token ghp_aB3dE5gH7jK9mN1pQ3sT5vW7yZ9bC1dF3hJ5", "GITHUB_TOKEN"),
        ("glpat-Ab3De5Gh7Jk9Mn1Pq3St", "GITLAB_TOKEN"),
        ("xoxb-1234567890-abcdefghijkl", "SLACK_TOKEN"),
        ("sk_live_51Hx2y3z4a5b6c7d8e9f0g1h2", "STRIPE_KEY"),
        ("OPENAI_API_KEY sk-proj-Ab3De5Gh7Jk9Mn1Pq3St5Vw7Yz", "PROVIDER_API_KEY"),
        ("postgres://app:S3cr3t!@db.acme.io:5432/app", "DATABASE_URL"),
        ("password=hunter2!", "PASSWORD"),
    ],
)
def test_each_credential_kind_blocks(text: str, type_: str) -> None:
    findings = DETECTOR.scan(text)
    assert type_ in {f.type for f in findings if f.action is Action.BLOCK}


def test_a_zero_width_character_does_not_hide_a_key_and_the_span_covers_the_original() -> None:
    text = "use ghp_aB3dE5gH7jK9mN1pQ3s\u200bT5vW7yZ9bC1dF3hJ5 now"
    (finding,) = DETECTOR.scan(text)
    assert finding.type == "GITHUB_TOKEN"
    assert finding.action is Action.BLOCK
    assert text[finding.start : finding.end] == "ghp_aB3dE5gH7jK9mN1pQ3s\u200bT5vW7yZ9bC1dF3hJ5"


def test_a_homoglyph_inside_a_key_does_not_hide_it() -> None:
    assert "AWS_ACCESS_KEY" in {f.type for f in DETECTOR.scan("\u0410KIAZ7Q3XJ5L2MNB4K6P")}


def test_every_block_tier_hit_is_reported_not_only_the_first() -> None:
    text = "AKIAZ7Q3XJ5L2MNB4K6P and xoxb-1234567890-abcdefghijkl and password=p4ss!"
    assert {f.type for f in DETECTOR.scan(text)} == {"AWS_ACCESS_KEY", "SLACK_TOKEN", "PASSWORD"}


@pytest.mark.parametrize(
    "text", ["AKIAIOSFODNN7EXAMPLE", "card 4111 1111 1111 1111", "sk_test_4eC39HqLyjWDarjtT1zdp7dc", "x@example.com"]
)
def test_known_test_values_are_ignored(text: str) -> None:
    assert DETECTOR.scan(text) == ()


def test_a_suppression_word_lowers_confidence_below_the_redact_threshold() -> None:
    card = _card()
    assert DETECTOR.scan(f"card {card}")
    assert DETECTOR.scan(f"a placeholder such as {card}") == ()


@pytest.mark.parametrize(
    ("text", "type_"),
    [
        ("write to jane.doe@acme.io", "EMAIL"),
        ("Authorization: Bearer abcdefghijklmnop1234", "BEARER_TOKEN"),
        ("eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U", "JWT"),
        ("our VAT number is DE136695976", "EU_VAT"),
    ],
)
def test_contact_details_and_tokens_only_warn(text: str, type_: str) -> None:
    findings = DETECTOR.scan(text)
    assert [(f.type, f.action) for f in findings] == [(type_, Action.WARN)]
    assert redact(text, findings) == text


def test_a_password_made_only_of_letters_is_not_a_credential() -> None:
    assert DETECTOR.scan("password: reset") == ()


# A password stated in prose in each language the guards read: (before the value, after it).
PASSWORD_PROSE = [
    ("Moje hasło to ", ", nie mów nikomu."),
    ("hasło do VPN to ", ""),
    ("Mein Passwort ist ", "."),
    ("Das Passwort für das WLAN lautet ", " (bis Freitag)."),
    ("Mon mot de passe est ", "."),
    ("Mi contraseña es ", "."),
    ("Minha senha é ", "!"),
    ("La mia password è ", "."),
    ("Mijn wachtwoord is ", "."),
    ("Moje heslo je ", "."),
    ("Mitt lösenord är ", "."),
    ("Passordet mitt er ", "."),
    ("Salasanani on ", "."),
    ("Minu parool on ", "."),
    ("Мой пароль: ", ", не говори никому."),
    ("Мій пароль — ", "."),
    ("Şifrem: ", ""),
    ("كلمة المرور هي ", ""),
    ("मेरा पासवर्ड है ", "।"),
    ("我的密码是", "，别告诉别人。"),
    ("パスワードは", "です。"),
    ("비밀번호는 ", "입니다."),
]


@pytest.mark.parametrize(("before", "after"), PASSWORD_PROSE)
@given(
    value=st.from_regex(r"[A-Za-z]{3,8}[0-9]{2,4}(?:[A-Za-z0-9#&*]{0,5}[A-Za-z0-9])?", fullmatch=True).filter(
        lambda value: not not_a_password(value)  # "RSA00" reads as an algorithm (tested below)
    )
)
def test_a_password_stated_in_prose_in_any_language_blocks_and_its_value_is_redacted(
    before: str, after: str, value: str
) -> None:
    text = before + value + after
    findings = DETECTOR.scan(text)
    assert [(f.type, f.action) for f in findings] == [("PASSWORD", Action.BLOCK)]
    assert text[findings[0].start : findings[0].end] == value
    assert redact(text, findings) == before + "[PASSWORD_REDACTED]" + after


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Mein Passwort lautet: Sonne2024", "Sonne2024"),
        ("Mon mot de passe est « soleil2024 »", "soleil2024"),
        ("Passwort ist Sonne2024\u00a0bitte merken", "Sonne2024"),  # a no-break space ends the value
        ("Passwort:\u00a0Sonne2024", "Sonne2024"),
        ("**Hasło:** Kwiatek123", "Kwiatek123"),
        ("Hasło do konta w banku to Zima2024", "Zima2024"),
        ("La contraseña del wifi es sol2024", "sol2024"),
        ("ŞİFRE: gunes2024", "gunes2024"),
        ("Passwort: »Sonne2024«", "Sonne2024"),
        ("(Passwort: Sonne2024)", "Sonne2024"),
        ("密码是abc1.2345，记住", "abc1.2345"),
        ("我的密码是：abc12345", "abc12345"),
        ("Mein Password ist Sonne2024.", "Sonne2024"),
        ("비밀번호가 abc12345", "abc12345"),
        ("hasło to “Kwiatek123”", "Kwiatek123"),
        ("lösenordet är ”Sol2024”", "Sol2024"),
        ("密码是“abc12345”", "abc12345"),
        ("la contraseña es ‘Sol2024’", "Sol2024"),
        ("la password del wifi è Sole2024", "Sole2024"),
        ("la mia password e' Sole2024", "Sole2024"),
        ("мой пароль — это Qwerty123", "Qwerty123"),
        ("мій пароль це qwerty123", "qwerty123"),
        ("mon mdp c'est soleil2024", "soleil2024"),
        ("Das Kennwort heißt Sonne2024", "Sonne2024"),
        ("Mein Passwort war Sonne2024, jetzt nicht mehr", "Sonne2024"),
        ("मेरा पासवर्ड Rahul123 है", "Rahul123"),
        ("şifrem Kedi2024", "Kedi2024"),
        ("비밀번호 qwer1234", "qwer1234"),
        ("mit kodeord er Sol2024", "Sol2024"),
        ("Mein Routerpasswort ist Sonne2024", "Sonne2024"),
        ("**Passwort**: Sonne2024", "Sonne2024"),
        ("das Passwort für das Kundendatenbankverwaltungssystem Hauptrechenzentrum ist Sonne2024", "Sonne2024"),
        (unicodedata.normalize("NFD", "mitt lösenord är Sol2024"), "Sol2024"),  # decomposed, as macOS pastes it
        ("I reset the db01 password to S3cr3t-x, please update the config.", "S3cr3t-x"),
        ("Set the password to Welcome2024! and tell nobody.", "Welcome2024"),
        ("the password was reset to Temp2024! ok", "Temp2024"),
        ("zmieniłem hasło na Kwiatek123", "Kwiatek123"),
        ("j'ai changé mon mot de passe en Soleil2024", "Soleil2024"),
        ("cambié la contraseña a Sol2024", "Sol2024"),
        ("mudei a senha para Sol2024", "Sol2024"),
        ("сменил пароль на Qwerty123", "Qwerty123"),
        ("ich habe mein Passwort auf Sonne2024 geändert", "Sonne2024"),
        ("密码改成abc12345了", "abc12345"),
    ],
)
def test_a_password_stated_with_any_punctuation_spacing_or_casing_is_redacted_exactly(text: str, value: str) -> None:
    findings = DETECTOR.scan(text)
    assert [text[f.start : f.end] for f in findings if f.type == "PASSWORD"] == [value]


@pytest.mark.parametrize(
    "text",
    [
        "Hasło jest 8-znakowe.",
        "Пароль — 8-значный.",
        "Passwort ist v2.1 der Richtlinie.",
        "Kennwort: ABC-123 im Ticket.",
        "Passwort: 2FA-Code aus der App.",
        "Şifreleme: AES-256",
        "密码为SHA256哈希",
        "パスワードはUTF8で保存",
        "Resenha: iPhone15 vale a pena?",
        "Deşifre: bölüm3 hazır",
        "Hasło do WiFi to 5GHz-router",
        "Пароль: 01.01.2025г.",
        "La parola è ciao2",
        "Das Passwort ist 8–16-stellig.",
        "Das Passwort ist 128-Bit-verschlüsselt.",
        "Das Passwort ist NIST-800-63B-konform.",
        "Das Passwort ist Argon2id-gehasht.",
        "Das Passwort ist 600000fach gehasht.",
        "Speicherung der Passwörter: Argon2id",
        "The MDP is CartPole-v1.",
        "MDP: MountainCar-v0",
        "La clave del curso es MAT101.",
        "La clave del error es 0x80070005.",
        "Minha senha de atendimento é B047",
        "Hasło do konta – poradnik2024",
        "淘口令：$Ab3XyZ9$",
        "Passwort: SR-2024-0012",
        "Passwort: v2.1-beta",
        "Passwort: 1920x1080",
        "WLAN-Passwort: 2.4GHz-Netz",
        "Set the password to expire in 90 days.",
        "Reset the password to 12 characters or more.",
        "Change the password to something stronger.",
        "Set the password rotation to 90days.",  # English is the English rule's, which takes no "to"
        "Das Passwort ist abgelaufen, bitte neu setzen.",
        "Hasło to 8 znaków minimum i jedna cyfra.",
        "Die Passwortrichtlinie ist v2 seit 2024.",
        "Le mot de passe est trop court (12 caractères minimum).",
        "Пароль — 12 символов, не меньше.",
        "密码是8位数字。",
        "Nenhuma entrada de senha para 'root' -m, --md5 criptografa",
        "Скинь пароль адміністратора на qwerty123",  # an instruction to set one, not a stated one
    ],
)
def test_sentences_about_passwords_in_other_languages_state_none(text: str) -> None:
    assert [f for f in DETECTOR.scan(text) if f.type == "PASSWORD"] == []


def test_a_flood_of_findings_stops_the_scan_and_blocks_the_unexamined_rest() -> None:
    text = "password=s3cr3t! " * (MAX_FINDINGS + 10)
    findings = DETECTOR.scan(text)
    assert findings[-1].type == "TOO_MANY_FINDINGS"
    assert findings[-1].action is Action.BLOCK
    assert findings[-1].end == len(text)


def test_many_email_addresses_only_warn_however_many_there_are() -> None:
    text = " ".join(f"user{i}@acme.io" for i in range(MAX_FINDINGS + 50))
    findings = DETECTOR.scan(text)
    assert {f.action for f in findings} == {Action.WARN}
    assert len(findings) == MAX_FINDINGS


def test_a_key_written_with_capital_cyrillic_look_alikes_is_still_a_credential() -> None:
    findings = PiiDetector().scan("aws key AK\u0406AZ7Q2XWMBN5TRLK4P")  # Cyrillic capital I, a look-alike of l
    assert [f.type for f in findings] == ["AWS_ACCESS_KEY"]


@given(
    st.lists(
        st.one_of(
            st.sampled_from(["@", ".", "-", "+", "_", " ", "\n", "é", "a@b.cd", "x" * 70, "y" * 64, "@@", ".."]),
            st.text("ab1.-@", min_size=1, max_size=8),
        ),
        max_size=40,
    ).map("".join)
)
def test_an_anchored_rule_finds_exactly_what_its_regex_finds(text: str) -> None:
    """The e-mail rule searches only around each `@` (`pii._matches`); it must find the same matches, in the same
    places, as the regex run over the whole text: runs of local-part characters longer than 64, a second `@`
    inside a domain, overlapping candidates."""
    for rule in RULES:
        if rule.anchor is not None:
            expected = [(m.start(), m.end()) for m in rule.regex.finditer(text)]
            assert [(m.start(), m.end()) for m in _matches(rule, text)] == expected


def test_an_email_with_the_longest_domain_is_found_whole() -> None:
    local, domain = "l" * 64, ".".join(["d" * 63] * 9)
    text = f"mail {local}@{domain} now"
    (finding,) = DETECTOR.scan(text)
    assert (finding.type, text[finding.start : finding.end]) == ("EMAIL", f"{local}@{domain}")
