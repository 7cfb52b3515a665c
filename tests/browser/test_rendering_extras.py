"""What an answer's markdown renders beyond tables and links, at desktop (1366 by 860) and phone (390 by 844)
sizes, in light and dark mode: highlighted code, KaTeX math with its bundled fonts (nothing fetched from elsewhere,
nothing the CSP refuses), dollar amounts left as prose, headings of three sizes, autolinks that stop before a
closing quote or bracket, and external links that ask first however they are opened. A scripted model
(`FakeUpstream`) answers each question with exactly the markdown the test needs."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from playwright.async_api import Browser, Locator, Page, Request, Route, expect

from deputy.core.chat.titles import TITLE_REQUEST
from deputy.demo.running import running_demo
from deputy.llm.fake_script import FakeScript, FakeTurn
from deputy.llm.fake_upstream import FakeUpstream
from deputy.settings import Settings
from deputy.store import Database
from tests.browser.conftest import DESKTOP, PHONE, SECRET, Site, ask, assert_accessible, log_in, new_page, page_width

SHOWCASE = r"""# Restart checklist

Run this when `checkout-api` is stuck:

```python
def restart(service: str, *, attempts: int = 3) -> bool:
    # try a graceful restart first
    return call("restart", service, attempts=attempts) == "ok"
```

```unknownlang
kept as plain text
```

Latency grows like $O(n \log n)$ with the queue length $n$, so:

$$
p_{95} = \frac{1}{N}\sum_{i=1}^{N} t_i + 2\sigma
$$
"""

HEADINGS = "# Heading one\n\nText.\n\n## Heading two\n\nText.\n\n### Heading three\n\nText."
DOLLARS = "It costs $5 and $10 a month, or $20,000 a year; $x^2$ is math.\n\nA range of $5-$10 is prose; $$a+b$$ not."
LINKS = """Quoted: "see https://example.com/a" there.

In brackets (https://example.com/b) too.

At the end of a sentence: https://example.com/c.

Curly: “see https://example.com/d” and «https://example.com/e» and https://example.com/f…
"""
EXTERNAL = (
    "Read [the vendor's status page](https://status.vendor.example/incidents) or https://status.vendor.example/b."
)

RULES = [
    FakeTurn(match=f"^{re.escape(TITLE_REQUEST)}", text="Scripted"),
    FakeTurn(match="showcase", text=SHOWCASE),
    FakeTurn(match="headings", text=HEADINGS),
    FakeTurn(match="dollars", text=DOLLARS),
    FakeTurn(match="autolinks", text=LINKS),
    FakeTurn(match="external", text=EXTERNAL),
]


@pytest.fixture
async def scripted_site(sqlite_db: Database, tmp_path: Path, screenshots: Path) -> AsyncIterator[Site]:
    async with FakeUpstream(FakeScript(rules=RULES)) as upstream:
        settings = Settings(
            db_url=sqlite_db.url,
            secret_key=SECRET,
            secret_key_file=tmp_path / "unused",
            demo=True,
            llm_base_url=upstream.url_for("openai"),
            llm_model="fake-model",
        )
        async with running_demo(settings, database=sqlite_db) as running:
            yield Site(url=running.origin, demo=running.demo, model=None, screenshots=screenshots)


@pytest.fixture
async def page(browser: Browser, scripted_site: Site) -> AsyncIterator[Page]:
    async for opened in new_page(browser, viewport=DESKTOP):
        yield opened


async def answer_to(page: Page, question: str) -> Locator:
    """Ask, and the last answer's markdown once the model has finished it."""
    await ask(page, question)
    await expect(page.get_by_role("button", name="Send")).to_be_visible()
    answer = page.locator(".message.assistant .markdown").last
    await expect(answer).not_to_be_empty()
    return answer


async def colour(locator: Locator) -> str:
    value: str = await locator.evaluate("element => getComputedStyle(element).color")
    return value


@pytest.mark.parametrize(
    ("size", "viewport", "theme"),
    [("desktop", DESKTOP, "light"), ("desktop", DESKTOP, "dark"), ("phone", PHONE, "light"), ("phone", PHONE, "dark")],
)
async def test_code_is_highlighted_and_math_is_typeset_from_this_origin_only(
    browser: Browser, scripted_site: Site, size: str, viewport: dict[str, int], theme: str
) -> None:
    async for page in new_page(browser, viewport=viewport, color_scheme=theme):
        requests = await showcase(page, scripted_site, theme)
        assert await page_width(page) <= viewport["width"]
        await assert_accessible(page)
        shot = scripted_site.screenshots / f"rendering-code-math-{size}-{theme}.png"
        await page.screenshot(path=shot, full_page=True)
        fonts = [r.url for r in requests if r.resource_type == "font"]
        assert fonts and all(re.search(r"/assets/KaTeX_[\w-]+\.woff2$", url) for url in fonts), fonts
        elsewhere = [r.url for r in requests if not r.url.startswith(scripted_site.url)]
        assert elsewhere == [], f"the page fetched from outside its origin: {elsewhere}"


async def showcase(page: Page, site: Site, theme: str) -> list[Request]:
    """Ask for the answer with code and math and check how it renders; every request the page made."""
    requests: list[Request] = []
    page.on("request", lambda request: requests.append(request))
    await log_in(page, site)
    assert await page.evaluate("document.documentElement.dataset.theme") == theme
    answer = await answer_to(page, "showcase please")

    python = answer.locator(".code-block code.hljs.language-python")
    await expect(python).to_contain_text("def restart(service: str")
    keyword, string = python.locator(".hljs-keyword").first, python.locator(".hljs-string").first
    await expect(keyword).to_have_text("def")
    await expect(string).to_have_text('"restart"')
    await expect(python.locator(".hljs-comment")).to_have_text("# try a graceful restart first")
    assert len({await colour(keyword), await colour(string), await colour(python)}) == 3
    plain = answer.locator(".code-block").filter(has_text="kept as plain text")
    await expect(plain.locator(".code-head")).to_contain_text("unknownlang")
    assert await plain.locator("code span").count() == 0

    inline = answer.locator("p .katex")
    await expect(inline).to_have_count(2)
    await expect(inline.first.locator("annotation")).to_have_text(r"O(n \log n)")
    display = answer.locator(".katex-display")
    await expect(display).to_have_count(1)
    await expect(display.locator("annotation")).to_contain_text(r"\frac{1}{N}\sum_{i=1}^{N}")
    await expect(answer.locator(".katex-error")).to_have_count(0)
    loaded = await page.evaluate(
        "async () => { await document.fonts.ready; return [...document.fonts]"
        ".filter(font => font.status === 'loaded').map(font => font.family.replaceAll('\"', '')); }"
    )
    assert {"KaTeX_Main", "KaTeX_Math"} <= set(loaded), loaded
    return requests


async def test_dollar_amounts_in_prose_stay_text(page: Page, scripted_site: Site) -> None:
    await log_in(page, scripted_site)
    answer = await answer_to(page, "dollars please")

    await expect(answer.locator(".katex annotation")).to_have_text(["x^2", "a+b"])
    prose = answer.locator("p")
    assert (await prose.nth(0).inner_text()).startswith("It costs $5 and $10 a month, or $20,000 a year; ")
    assert (await prose.nth(1).inner_text()).startswith("A range of $5-$10 is prose; ")


async def test_headings_get_smaller_from_h1_to_h3(page: Page, scripted_site: Site) -> None:
    await log_in(page, scripted_site)
    answer = await answer_to(page, "headings please")

    sizes = [
        float(await answer.locator(tag).evaluate("heading => parseFloat(getComputedStyle(heading).fontSize)"))
        for tag in ("h1", "h2", "h3")
    ]
    body = float(await answer.locator("p").first.evaluate("p => parseFloat(getComputedStyle(p).fontSize)"))
    assert sizes[0] > sizes[1] > sizes[2] > body, (sizes, body)
    await page.screenshot(path=scripted_site.screenshots / "rendering-headings.png")


async def test_an_autolink_stops_before_a_closing_quote_bracket_or_full_stop(page: Page, scripted_site: Site) -> None:
    await log_in(page, scripted_site)
    answer = await answer_to(page, "autolinks please")

    links = answer.get_by_role("link")
    await expect(links).to_have_count(6)
    hrefs = [await link.get_attribute("href") for link in await links.all()]
    letters = "abcdef"
    assert hrefs == [f"https://example.com/{letter}" for letter in letters]
    await expect(links).to_have_text([f"https://example.com/{letter}" for letter in letters])
    paragraphs = answer.locator("p")
    await expect(paragraphs.nth(0)).to_have_text('Quoted: "see https://example.com/a" there.')
    await expect(paragraphs.nth(1)).to_have_text("In brackets (https://example.com/b) too.")
    await expect(paragraphs.nth(2)).to_have_text("At the end of a sentence: https://example.com/c.")
    await expect(paragraphs.nth(3)).to_have_text(
        "Curly: “see https://example.com/d” and «https://example.com/e» and https://example.com/f…"
    )
    await page.screenshot(path=scripted_site.screenshots / "rendering-autolinks.png")


async def test_middle_and_ctrl_click_on_an_external_link_ask_first_and_open_no_tab(
    page: Page, scripted_site: Site
) -> None:
    opened: list[str] = []

    async def vendor(route: Route) -> None:  # never the network: the "external" site answers locally
        opened.append(route.request.url)
        await route.fulfill(status=200, content_type="text/html", body="<p>status</p>")

    await page.context.route("https://status.vendor.example/**", vendor)
    tabs: list[Page] = []
    page.context.on("page", lambda tab: tabs.append(tab))
    await log_in(page, scripted_site)
    answer = await answer_to(page, "external links please")
    dialog = page.get_by_role("dialog", name="Open an external link?")

    for link, target, how in [
        (answer.get_by_role("link", name="the vendor's status page"), "/incidents", {"button": "middle"}),
        (answer.get_by_role("link", name="https://status.vendor.example/b"), "/b", {"button": "middle"}),
        (answer.get_by_role("link", name="the vendor's status page"), "/incidents", {"modifiers": ["ControlOrMeta"]}),
        (answer.get_by_role("link", name="the vendor's status page"), "/incidents", {"modifiers": ["Shift"]}),
    ]:
        await link.click(**how)  # type: ignore[arg-type]
        await expect(dialog).to_contain_text(f"https://status.vendor.example{target}")
        await dialog.get_by_role("button", name="Cancel").click()
        await expect(dialog).to_have_count(0)
    await page.wait_for_timeout(300)  # a tab the browser opened by itself would have shown up by now
    assert tabs == [] and opened == []

    await answer.get_by_role("link", name="the vendor's status page").click(button="middle")
    await expect(dialog).to_be_visible()
    await page.screenshot(path=scripted_site.screenshots / "rendering-middle-click.png")
    async with page.context.expect_page() as popup:
        await dialog.get_by_role("button", name="Open link").click()
    await (await popup.value).wait_for_load_state()
    assert opened == ["https://status.vendor.example/incidents"]
