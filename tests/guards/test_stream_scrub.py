from __future__ import annotations

import itertools

from hypothesis import given
from hypothesis import strategies as st

from deputy.core.guards import REDACTED
from deputy.core.guards.stream_scrub import StreamScrubber

PROVIDER_KEY = "sk-proj-StreamCanary0123456789abcdXYZ"
OAUTH_TOKEN = "dpo_U3RyZWFtQ2FuYXJ5X29hdXRoX3Rva2VuX2Zvcl90ZXN0MTI"
ANSWER = f"Sure. The key is {PROVIDER_KEY} and the token is {OAUTH_TOKEN}; also password = hunter2x done.\nBye"
PLAIN = "Two incidents are open:\n\n| id | title |\n|---|---|\n| 1 | Disk full |\n\nAsk me to resolve one."


def streamed(text: str, cuts: list[int]) -> tuple[str, list[str]]:
    scrubber = StreamScrubber()
    points = sorted({c % (len(text) + 1) for c in cuts} | {0, len(text)})
    released = [scrubber.feed(text[a:b]) for a, b in itertools.pairwise(points)]
    released.append(scrubber.flush())
    return "".join(released), released


@given(st.lists(st.integers(min_value=0, max_value=10_000), max_size=40))
def test_however_the_answer_is_cut_into_deltas_no_secret_is_released(cuts: list[int]) -> None:
    out, _ = streamed(ANSWER, cuts)
    assert PROVIDER_KEY not in out and OAUTH_TOKEN not in out and "hunter2x" not in out
    assert out.startswith("Sure. The key is ") and out.endswith("done.\nBye")
    assert out.count(REDACTED) == 3


ANSWER_I18N = (
    "Gotowe. Moje hasło to kwiatek123, a twój пароль: qwerty123. 我的密码是abc12345。Mein Passwort ist sonne2024 ok"
)


@given(st.lists(st.integers(min_value=0, max_value=10_000), max_size=40))
def test_however_a_password_stated_in_another_language_is_cut_none_of_its_letters_is_released(cuts: list[int]) -> None:
    out, _ = streamed(ANSWER_I18N, cuts)
    for value in ("kwiatek", "qwerty", "abc12345", "sonne"):
        assert value not in out
    assert out.count(REDACTED) == 4 and out.startswith("Gotowe. Moje hasło to ") and out.endswith(" ok")


LONG_REACH = "Ok: das Passwort für das Kundendatenbankverwaltungssystem Hauptrechenzentrum ist geheim2024 danke"


@given(st.lists(st.integers(min_value=0, max_value=10_000), max_size=40))
def test_a_password_stated_far_from_its_word_is_held_and_scrubbed_whole_however_it_is_cut(cuts: list[int]) -> None:
    """The statement reaches 80 characters back from its value: the scrubber must look as far."""
    out, _ = streamed(LONG_REACH, cuts)
    assert "geheim" not in out
    assert out == LONG_REACH.replace("geheim2024", REDACTED)


@given(st.lists(st.integers(min_value=0, max_value=10_000), max_size=40))
def test_text_without_secrets_streams_through_unchanged(cuts: list[int]) -> None:
    out, _ = streamed(PLAIN, cuts)
    assert out == PLAIN


KEYS = {  # each credential and the literal type prefix that is all an early-released word may show of it
    "AKIAIOSFODNN7EXAMPLE": "",
    "AIzaSyA1234567890abcdefghijklmnopqrstuv": "",
    "ghp_abcdefghijklmnopqrstuvwxyz0123456789": "ghp",
    "sk-proj-StreamCanary0123456789abcdXYZ": "sk",
    "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N": "ey",
    "dpo_U3RyZWFtQ2FuYXJ5X29hdXRoX3Rva2VuX2Zvcl90ZXN0MTI": "dpo",
}
KEYED = " ".join(f"Then {key} was used." for key in KEYS) + " Also bearer mytokenvalue1234567 and pwd: qwertyuiop."


@given(st.lists(st.integers(min_value=0, max_value=10_000), max_size=60))
def test_however_keys_are_cut_no_more_than_their_type_prefix_is_released(cuts: list[int]) -> None:
    out, _ = streamed(KEYED, cuts)
    assert out.count(REDACTED) == len(KEYS) + 2
    for key, prefix in KEYS.items():
        material = key[len(prefix) :]
        assert not any(material[i : i + 3] in out for i in range(len(material) - 2)), key
    assert "myt" not in out and "qwe" not in out


def test_a_plain_word_is_released_as_it_arrives_and_a_word_that_could_be_a_key_when_its_space_does() -> None:
    scrubber = StreamScrubber()
    # A model's tokens, which mostly begin with their space: each is shown at once, not a token later.
    assert [scrubber.feed(token) for token in ("Hello", ",", " the", " quick", " fox's", " den.")] == [
        "Hello",
        ",",
        " the",
        " quick",
        " fox's",
        " den.",
    ]
    assert scrubber.feed(" v2") == " "
    assert scrubber.feed("-beta") == ""
    assert scrubber.flush() == "v2-beta"


def test_an_early_released_word_that_turns_out_to_begin_a_key_gives_away_only_its_type_prefix() -> None:
    scrubber = StreamScrubber()
    out = [scrubber.feed(token) for token in ("Use", " sk", "-proj", "-Canary0123456789abcdXYZ", " now")]
    assert out == ["Use", " sk", "", "", REDACTED + " now"]


def test_after_a_word_naming_a_credential_the_next_word_waits_for_its_space() -> None:
    scrubber = StreamScrubber()
    out = [scrubber.feed(token) for token in ("The", " password", ":", " h", "unter", "x", " ok")]
    assert "".join(out) + scrubber.flush() == "The password: " + REDACTED + " ok"
    assert "h" not in out[3:6]


def test_a_capitalised_key_id_is_held_from_its_second_capital() -> None:
    scrubber = StreamScrubber()
    out = [scrubber.feed(token) for token in ("Id", " AK", "IAIOSF", "ODNN7EXAMPLE", " ok")]
    assert "".join(out) == "Id " + REDACTED + " ok"


def test_an_endless_word_is_released_in_bounded_pieces() -> None:
    scrubber = StreamScrubber()
    released = scrubber.feed("x" * 600)
    assert released == "x" * 600


def test_a_lone_surrogate_or_nul_in_the_stream_is_released_as_a_replacement_character() -> None:
    scrubber = StreamScrubber()
    assert scrubber.feed("bad \ud800 and \x00 here ") == "bad \ufffd and \ufffd here "


KEY_LINES = [f"MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC{i}x" for i in range(8)]
PRIVATE_KEY = "-----BEGIN PRIVATE KEY-----\n" + "\n".join(KEY_LINES) + "\n-----END PRIVATE KEY-----"


@given(st.lists(st.integers(min_value=0, max_value=10_000), max_size=60))
def test_however_a_private_key_is_cut_no_line_of_its_body_is_released(cuts: list[int]) -> None:
    """Its body is many words and lines long, far more than the scrubber's look-back: it is dropped to the footer."""
    out, _ = streamed(f"Here it is:\n{PRIVATE_KEY}\nKeep it safe.", cuts)
    assert not any(line[:8] in out for line in KEY_LINES)
    assert out.startswith("Here it is:\n") and out.endswith(f"{REDACTED}\nKeep it safe.")
