"""Guard scan time per input size, and the worst adversarial cases.

Run: `python bench/guards_bench.py`. Prints one JSON object: the streamed answer's scrub per token (a model's
tokens, which begin with their space; words with digits, which end with one; a key-less base64 blob in 4-character
chunks), median `scan_text` time per size (128 B to 64 KB) for realistic mixed text, milliseconds per 4 KB (also
with the classifier, `DEPUTY_GUARD_CLASSIFIER`, and on documentation-like prose in four languages), and
the time for several adversarial inputs designed against regex engines, normalization and the PII validators, each
cut to 1 MB of UTF-8 (the input cap) and, with the cap lifted, at a million characters (up to 4 MB). Targets:
<= 1 ms per 4 KB, linear growth, <= 100 ms for 1 MB.
"""

from __future__ import annotations

import json
import statistics
import time
from collections.abc import Callable

from deputy.core.guards import Guard, scan_text
from deputy.core.guards.normalize import forget_recent_texts
from deputy.core.guards.stream_scrub import StreamScrubber

MB = 1 << 20
SAMPLE = (
    "Hi, can you restart vm-42 in project apollo? The last deploy (v1.4.2) failed with error 503 at 10:42 UTC. "
    "Contact jane.doe@acme.io if needed. Wie kann ich die Firewall-Regeln ändern? Як перезапустити сервер? "
)
PROSE = (
    "Administrators manage agents, system prompts and API tokens from the console. Every tool call is written to the "
    "audit log with the user, the arguments and the result, and a change waits for the user's approval. "
    "Die Warteschlange für Zahlungen läuft wieder; der Fehler lag an einem abgelaufenen Zertifikat. "
    "Сервер перезапущено, перевірте журнали. 部署已完成\uff0c请检查日志。 "
)
"""Documentation-like text in four languages, without personal data: what a tool result often is."""
ADVERSARIAL: dict[str, Callable[[], str]] = {
    "1MB_single_char": lambda: "a" * MB,
    "1MB_digits": lambda: "1" * MB,
    "1MB_digit_groups": lambda: "1234 " * (MB // 5),
    "1MB_partial_override": lambda: "ignore all previous " * (MB // 20),
    "1MB_partial_delimiters": lambda: "<|im_" * (MB // 5),
    "1MB_password_no_value": lambda: "password= " * (MB // 10),
    "1MB_password_prose_short_value": lambda: "hasło to ab1 " * (MB // 14),
    "1MB_password_word_runs": lambda: "".join("hasło:" + "kwiatek"[: i % 8] for i in range(MB // 10)),
    "1MB_key_prefixes": lambda: "AKIA sk- ghp_ xoxb- eyJ " * (MB // 24),
    "1MB_email_locals": lambda: "a.b.c.d.e.f" * (MB // 11),
    "1MB_spaced_letters": lambda: "a " * (MB // 2),
    "1MB_zero_width_interleaved": lambda: "a\u200b" * (MB // 2),
    "1MB_cyrillic": lambda: "привіт " * (MB // 7),
    "1MB_cyrillic_capitals": lambda: "ПРИВІТ, " * (MB // 8),
    "1MB_cjk_fullwidth_punctuation": lambda: "你好世界\uff0c" * (MB // 5),
    "1MB_emoji_guillemets": lambda: "\U0001f600«п," * (MB // 4),
    "1MB_math_bold": lambda: "\U0001d400" * MB,
    "1MB_tags_interleaved": lambda: "a\U000e0041" * (MB // 2),
    "1MB_pem_headers": lambda: "-----BEGIN RSA PRIVATE KEY-----" * (MB // 31),
}


def _time(text: str, repeat: int, *, guard: Guard | None = None) -> float:
    samples = []
    for _ in range(repeat):
        forget_recent_texts()  # the same text again must cost a whole scan, not a cache hit
        started = time.perf_counter()
        scan_text(text, guard=guard)
        samples.append(time.perf_counter() - started)
    return statistics.median(samples) * 1000


TOKENS: dict[str, list[str]] = {
    "model_tokens": ["Sure", ",", " the", " incident", " INC", "-", "42", " is", " open", ".", "\n"] * 200,
    "digit_words": [f"{chr(97 + i % 26)}{i % 100:02d} " for i in range(2200)],
    "base64_blob": ["QUJD"] * 2200,
}


def _stream_scrub_us(tokens: list[str]) -> float:
    """Microseconds per token through a streamed answer's scrubber, the best of five runs."""
    best = float("inf")
    for _ in range(5):
        started = time.perf_counter()
        scrubber = StreamScrubber()
        for token in tokens:
            scrubber.feed(token)
        scrubber.flush()
        best = min(best, time.perf_counter() - started)
    return best / len(tokens) * 1e6


def run() -> dict[str, object]:
    """The report `main` prints (and `python -m bench` stores as `results/guards.json`)."""
    scan_text("warm up the caches")
    sizes: dict[str, float] = {}
    for size in (128, 512, 1024, 4096, 16384, 65536):
        text = (SAMPLE * (size // len(SAMPLE) + 1))[:size]
        sizes[str(size)] = round(_time(text, 50 if size <= 4096 else 10), 3)
    learned = Guard(learned=True)
    scan_text("warm up the classifier", guard=learned)
    text_4kb = (SAMPLE * (4096 // len(SAMPLE) + 1))[:4096]
    prose_4kb = (PROSE * (4096 // len(PROSE) + 1))[:4096]
    scan_text(prose_4kb, guard=learned)  # the fold tables for long texts are built on first need
    classifier_4kb = round(_time(text_4kb, 50, guard=learned), 3)
    prose = {
        "patterns": round(_time(prose_4kb, 50), 3),
        "with_classifier": round(_time(prose_4kb, 50, guard=learned), 3),
    }
    inputs = {name: make() for name, make in ADVERSARIAL.items()}
    # The input cap is 1 MiB of UTF-8, so each input is timed cut to that; outside ASCII its million characters
    # are up to 4 MB, refused unscanned, and are timed too with the cap lifted (what the scan costs per character).
    adversarial = {
        name: round(_time(text.encode()[:MB].decode("utf-8", "ignore"), 3), 1) for name, text in inputs.items()
    }
    uncapped = Guard(max_bytes=4 * MB)
    chars = {name: round(_time(text, 3, guard=uncapped), 1) for name, text in inputs.items()}
    worst = max(adversarial, key=lambda name: adversarial[name])
    worst_chars = max(chars, key=lambda name: chars[name])
    report = {
        "stream_scrub_us_per_token": {name: round(_stream_scrub_us(tokens), 2) for name, tokens in TOKENS.items()},
        "ms_per_size_bytes": sizes,
        "ms_per_4kb": sizes["4096"],
        "ms_per_4kb_with_classifier": classifier_4kb,
        "ms_per_4kb_prose": prose,
        "growth_64kb_over_4kb": round(sizes["65536"] / sizes["4096"], 1),
        "adversarial_1mb_ms": adversarial,
        "adversarial_1m_characters_ms": chars,
        "worst_case": {"input": worst, "ms": adversarial[worst]},
        "worst_case_1m_characters": {"input": worst_chars, "ms": chars[worst_chars]},
    }
    return report


def main() -> None:
    print(json.dumps(run(), indent=2))


if __name__ == "__main__":
    main()
