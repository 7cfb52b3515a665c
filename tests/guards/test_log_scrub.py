from __future__ import annotations

import logging

import pytest

from deputy.core.guards.log_scrub import install_log_scrubbing

PROVIDER_KEY = "sk-proj-LogCanary0123456789abcdefXYZ"
OAUTH_TOKEN = "dpo_TG9nQ2FuYXJ5X29hdXRoX3Rva2VuX2Zvcl90ZXN0c18xMjM"


def test_a_secret_in_a_log_message_or_its_arguments_never_reaches_a_handler(caplog: pytest.LogCaptureFixture) -> None:
    install_log_scrubbing()
    install_log_scrubbing()  # idempotent
    log = logging.getLogger("anything.at.all")
    with caplog.at_level(logging.INFO):
        log.info("calling with key %s", PROVIDER_KEY)
        log.warning(f"token was {OAUTH_TOKEN} and the host was db1")

    assert [record.getMessage() for record in caplog.records] == [
        "calling with key [REDACTED]",
        "token was [REDACTED] and the host was db1",
    ]
    assert PROVIDER_KEY not in caplog.text and OAUTH_TOKEN not in caplog.text


def test_a_secret_in_a_logged_exception_is_scrubbed_from_the_rendered_traceback(
    caplog: pytest.LogCaptureFixture,
) -> None:
    install_log_scrubbing()
    with caplog.at_level(logging.ERROR):
        try:
            raise RuntimeError(f"upstream refused key {PROVIDER_KEY}")
        except RuntimeError:
            logging.getLogger("deputy.test").exception("model call failed")

    assert "upstream refused key [REDACTED]" in caplog.text
    assert PROVIDER_KEY not in caplog.text
