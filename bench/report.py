"""Plots and the results section of `docs/performance.md`, from `bench/results/*.json`.

`python -m bench.report` (also run by `python -m bench`) draws `docs/images/perf-*.png` and rewrites the part of
`docs/performance.md` between the `results:start` and `results:end` markers; the rest of the page is prose.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "bench" / "results"
IMAGES = ROOT / "docs" / "images"
PAGE = ROOT / "docs" / "performance.md"
START, END = "<!-- results:start -->", "<!-- results:end -->"
CONFIGS = {"sqlite": "SQLite, one process", "postgres": "Postgres, one process", "pods": "Postgres, 2 pods + nginx"}
CAPACITY_RUNS = {"capacity": "sqlite", "capacity_postgres": "postgres", "capacity_pods": "pods"}
"""The streams bench's capacity runs (`bench.streams_bench.CAPACITY`), by the configuration each runs on."""
TTFT_GOAL_MS, ITL_GOAL_MS, STREAMS_GOAL = 5.0, 20.0, 1000


def load() -> dict[str, Any]:
    return {path.stem: json.loads(path.read_text(encoding="utf-8")) for path in sorted(RESULTS.glob("*.json"))}


# -- plots -----------------------------------------------------------------------------------------------------


def _configs(streams: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    return [(name, streams[name]["rungs"]) for name in CONFIGS if "rungs" in streams.get(name, {})]


def _plot(
    streams: dict[str, Any],
    name: str,
    title: str,
    ylabel: str,
    series: dict[str, Callable[[dict[str, Any]], float | None]],
    *,
    goal: float | None = None,
) -> Path:
    figure, axes = plt.subplots(figsize=(7.5, 4.2), dpi=110)
    for config, rungs in _configs(streams):
        for label, pick in series.items():
            points = [(int(n), pick(rung)) for n, rung in rungs.items()]
            xs = [x for x, y in points if y is not None]
            ys = [y for _, y in points if y is not None]
            style = "-o" if label in ("p50", "") else "--s"
            axes.plot(xs, ys, style, label=f"{CONFIGS[config]} {label}".strip(), markersize=4)
    if goal is not None:
        axes.axhline(goal, color="grey", linewidth=1, linestyle=":", label=f"goal ≤ {goal:g}")
    axes.set_xscale("log")
    axes.set_yscale("symlog", linthresh=1.0)
    axes.set_xlabel("concurrent streams")
    axes.set_ylabel(ylabel)
    axes.set_title(title)
    axes.grid(True, which="both", linewidth=0.3)
    axes.legend(fontsize=7)
    figure.tight_layout()
    IMAGES.mkdir(parents=True, exist_ok=True)
    path = IMAGES / f"perf-{name}.png"
    figure.savefig(path)
    plt.close(figure)
    return path


def plots(results: dict[str, Any]) -> list[Path]:
    streams = results.get("streams")
    if not streams:
        return []
    return [
        _plot(
            streams,
            "ttft",
            "Added time to first token (Deputy minus the fake called directly)",
            "ms",
            {"p50": lambda r: r["added"]["ttft_p50_ms"], "p99": lambda r: r["added"]["ttft_p99_ms"]},
        ),
        _plot(
            streams,
            "inter-token",
            "Added inter-token latency (Deputy minus the fake called directly)",
            "ms",
            {"p50": lambda r: r["added"]["gap_p50_ms"], "p99": lambda r: r["added"]["gap_p99_ms"]},
            goal=ITL_GOAL_MS,
        ),
        _plot(
            streams,
            "memory",
            "Deputy's resident memory per active stream",
            "KB per stream",
            {"": lambda r: r["deputy_rss_per_stream_kb"]},
        ),
        _plot(
            streams,
            "cpu",
            "Deputy's CPU while the streams run (100% = one core)",
            "% of one core",
            {"": lambda r: r["deputy_cpu_percent"]},
        ),
    ]


# -- the results section ---------------------------------------------------------------------------------------


def _ms(value: float | None) -> str:
    return "n/a" if value is None else f"{value:,.1f}"


def _iqr(chat: dict[str, Any]) -> str:
    """`, IQR a to b over n rounds` for a result measured in rounds (`chat_stream_bench`), else nothing."""
    quartiles = chat["ttft_ms"].get("added_p50_iqr")
    if not quartiles:
        return ""
    return f", median of {chat['rounds']} rounds, IQR {_ms(quartiles[0])} to {_ms(quartiles[1])}"


def _goals(results: dict[str, Any]) -> list[str]:
    chat, streams = results.get("chat_stream", {}), results.get("streams", {})
    rows = ["| Goal | Configuration | Measured | Met |", "|---|---|---|---|"]
    for engine in ("sqlite", "postgres"):
        if engine in chat:
            added = chat[engine]["ttft_ms"]["added_p50"]
            split = chat[engine]["ttft_split_ms"]
            spread = _iqr(chat[engine])
            rows.append(
                f"| added TTFT p50 ≤ {TTFT_GOAL_MS:g} ms at 1 stream | {CONFIGS[engine]} | {_ms(added)} ms{spread} "
                f"({_ms(split['added_before_upstream_p50'])} before the model request) | "
                f"{'yes' if added <= TTFT_GOAL_MS else 'no'} |"
            )
    for run, config in CAPACITY_RUNS.items():
        capacity = streams.get(run, {}).get("rungs", {}).get(str(STREAMS_GOAL))
        if not capacity:
            continue
        d, a = capacity["deputy"], capacity["added"]
        whole = d["peak_open_streams"] >= STREAMS_GOAL and not (d["text_frames_lost"] or d["errors"] or d["stalls"])
        met = whole and a["gap_p99_ms"] is not None and a["gap_p99_ms"] <= ITL_GOAL_MS
        plan = streams[run]["plan"]
        rows.append(
            f"| ≥ {STREAMS_GOAL:,} streams, no lost frame, added inter-token p99 ≤ {ITL_GOAL_MS:g} ms | "
            f"{CONFIGS[config]}, {STREAMS_GOAL:,} streams arriving {plan['starts_per_second']:g} a second, "
            f"{plan['tokens_per_stream']} pieces {plan['interval_ms']:g} ms apart | {d['peak_open_streams']:,} open at "
            f"once, {d['text_frames_lost']:,} frames lost, {d['errors']} errors; added inter-token p99 "
            f"{_ms(a['gap_p99_ms'])} ms ({_ms(a.get('gap_all_open_p99_ms'))} ms while all were open), added TTFT p50 "
            f"{_ms(a['ttft_p50_ms'])} ms, Deputy CPU {capacity['deputy_cpu_percent']:.0f}%{_pauses(capacity)} | "
            f"{_verdict(met, a['gap_p99_ms'])} |"
        )
    for config, rungs in _configs(streams):
        best = streams[config]["sustained"]
        top = rungs.get(str(best))
        itl = top["added"]["gap_p99_ms"] if top else None
        met = best >= STREAMS_GOAL and itl is not None and itl <= ITL_GOAL_MS
        rows.append(
            f"| ≥ {STREAMS_GOAL:,} streams, no lost frame, added inter-token p99 ≤ {ITL_GOAL_MS:g} ms | "
            f"{CONFIGS[config]} | {best:,} streams sustained (added inter-token p99 {_ms(itl)} ms there) | "
            f"{_verdict(met, itl)} |"
        )
    return rows


def _verdict(met: bool, added_gap_p99: float | None) -> str:
    """`yes` or `no`; a negative added p99 (the direct path's own gaps were the later ones: the client, reading
    while it sent hundreds of requests a second, was late) shows nothing of Deputy's, so it is not a `yes`."""
    if met and added_gap_p99 is not None and added_gap_p99 < 0:
        return "not shown (the direct path was the later one)"
    return "yes" if met else "no"


def _pauses(rung: dict[str, Any]) -> str:
    """Deputy's own pauses in the rung (`streams_bench._pause_figures`), when its metrics were read."""
    pauses = rung.get("deputy_pauses")
    if not pauses or not pauses["loop_lag_samples"]:
        return ""
    return (
        f"; its event loop over 20 ms late in {pauses['loop_lag_over_20ms_percent']:.1f}% of samples, garbage "
        f"collection {sum(pauses['gc_seconds'].values()):.1f} s of the round"
    )


def _sweep(streams: dict[str, Any]) -> list[str]:
    lines = []
    for config, rungs in _configs(streams):
        lines += [
            f"**{CONFIGS[config]}** (idle resident set {streams[config]['deputy_rss_idle_kb'] / 1024:,.0f} MB):",
            "",
            "| streams | added TTFT p50 / p99 (ms) | added inter-token p50 / p99 (ms) | text frames lost | errors "
            "| stalls | direct TTFT p50 (ms) | KB per stream | Deputy CPU |",
            "|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for count, rung in rungs.items():
            a, d = rung["added"], rung["deputy"]
            lines.append(
                f"| {int(count):,} | {_ms(a['ttft_p50_ms'])} / {_ms(a['ttft_p99_ms'])} "
                f"| {_ms(a['gap_p50_ms'])} / {_ms(a['gap_p99_ms'])} "
                f"| {d['text_frames_lost']:,} of {d['text_frames_expected']:,} | {d['errors']} | {d['stalls']} "
                f"| {_ms(rung['direct']['ttft_ms']['p50'])} | {rung['deputy_rss_per_stream_kb']:,.0f} "
                f"| {rung['deputy_cpu_percent']:.0f}% |"
            )
        lines.append("")
        for count, rung in rungs.items():
            d = rung["deputy"]
            if d["errors"] or d["peak_open_streams"] < int(count):
                failed = f"{d['errors']:,} failed" + (f" (the first: `{d['first_error']}`)" if d["errors"] else "")
                opened = f"At {int(count):,} streams at most {d['peak_open_streams']:,} were open at once"
                lines += [f"{opened}; {failed}.", ""]
    return lines


def _others(results: dict[str, Any]) -> list[str]:
    lines = []
    chat = results.get("chat_stream", {})
    if chat:
        lines += [
            "| One stream at a time | direct TTFT p50 | Deputy TTFT p50 | added p50 (before / after the model request)"
            " | added inter-token p99 | whole answer added p50 |",
            "|---|---:|---:|---:|---:|---:|",
        ]
        for engine in ("sqlite", "postgres"):
            if engine in chat:
                r = chat[engine]
                t, s, g = r["ttft_ms"], r["ttft_split_ms"], r["inter_token_ms"]
                whole = r.get("answer_ms", {}).get("added_p50")
                lines.append(
                    f"| {CONFIGS[engine]} | {_ms(t['direct']['p50'])} ms | {_ms(t['deputy']['p50'])} ms "
                    f"| {_ms(t['added_p50'])} ms ({_ms(s['added_before_upstream_p50'])} / "
                    f"{_ms(s['added_after_upstream_p50'])}) | {_ms(g['added_p99'])} ms | {_ms(whole)} ms |"
                )
        lines.append("")
    mcp, gateway = results.get("mcp", {}), results.get("gateway", {})
    if mcp or gateway:
        lines += [
            "| Non-streamed requests | tools/list p50 / p99 | tools/call p50 / p99 | tools/call at 16 concurrent p50"
            " / p99 | gateway added per call p50 / p99 |",
            "|---|---:|---:|---:|---:|",
        ]
        for engine in ("sqlite", "postgres"):
            m, gw = mcp.get(engine), gateway.get(engine)
            if m is None or gw is None:
                continue
            lines.append(
                f"| MCP over HTTP, {CONFIGS[engine]} | {_ms(m['c1']['tools/list']['p50_ms'])} / "
                f"{_ms(m['c1']['tools/list']['p99_ms'])} ms | {_ms(m['c1']['tools/call']['p50_ms'])} / "
                f"{_ms(m['c1']['tools/call']['p99_ms'])} ms | {_ms(m['c16']['tools/call']['p50_ms'])} / "
                f"{_ms(m['c16']['tools/call']['p99_ms'])} ms | {_ms(gw['added_ms_p50'])} / "
                f"{_ms(gw['added_ms_p99'])} ms |"
            )
        lines.append("")
        lines += _mcp_floor(mcp)
    guards = results.get("guards")
    if guards:
        worst = guards["worst_case"]
        chars = guards.get("worst_case_1m_characters")
        of_chars = (
            f"; at a million characters (up to 4 MB, beyond the cap) the worst (`{chars['input']}`) takes "
            f"{chars['ms']:.0f} ms"
            if chars
            else ""
        )
        lines += [
            f"Guards: {guards['ms_per_4kb']:.2f} ms per 4 KB message ({1000 / guards['ms_per_4kb']:,.0f} messages "
            f"of 4 KB per second on one core), {guards['ms_per_size_bytes']['65536']:.1f} ms per 64 KB; the worst "
            f"1 MB adversarial input, the input cap (`{worst['input']}`), takes {worst['ms']:.0f} ms{of_chars}.",
            "",
        ]
    budget = results.get("budget")
    if budget:
        parts = []
        for engine in ("sqlite", "postgres"):
            if engine in budget:
                b = budget[engine]
                parts.append(
                    f"{CONFIGS[engine]}: {b['no_limits']['per_turn']['p50_ms']:.1f} ms per turn without limits, "
                    f"{b['all_limits']['per_turn']['p50_ms']:.1f} ms with every budget on"
                )
        lines += [f"Budgets (admission + settlement): {'; '.join(parts)}.", ""]
    keepalive = results.get("keepalive")
    if keepalive:
        lines += [
            "| Keep-alive, one connection (`GET /api/health`) | p50 | p99 |",
            "|---|---:|---:|",
            *(f"| `deputy {name}` | {_ms(r['p50_ms'])} ms | {_ms(r['p99_ms'])} ms |" for name, r in keepalive.items()),
            "",
        ]
    return lines


def _reference(run: dict[str, Any]) -> list[str]:
    """A line with the machine's speed before each bench (`bench.machine`), where the run recorded it."""
    reference = run.get("machine_reference_ms", {})
    if not reference:
        return []
    named = [f"{ms:g} ms {'at the end' if name == 'end' else f'before {name}'}" for name, ms in reference.items()]
    return [
        "",
        f"Machine reference (`bench/machine.py`, fixed plain-Python work; lower is faster): {', '.join(named)}.",
    ]


def _reruns(run: dict[str, Any]) -> list[str]:
    """A line naming the benches re-run alone since (`python -m bench --only`), with their commit and time."""
    rerun = run.get("rerun", {})
    if not rerun:
        return []
    named = [
        f"{name} at `{again['commit']}`, {again['when']} (load {again['load_average_1m_at_start']})"
        for name, again in sorted(rerun.items())
    ]
    return ["", f"Re-run alone since: {'; '.join(named)}."]


def section(results: dict[str, Any]) -> str:
    streams = results.get("streams", {})
    run = results.get("run", {})
    lines = [
        START,
        "",
        f"Measured at commit `{run.get('commit', '?')}` on {run.get('cpus', '?')} cores, {run.get('when', '?')}"
        f"{' (quick mode)' if run.get('quick') else ''}; 1-minute load average "
        f"{run.get('load_average_1m_at_start', '?')} at the start and {run.get('load_average_1m_at_end', '?')} at "
        "the end. Other work shared the machine: compare the Deputy and direct figures of one run, not runs with "
        "each other.",
        *_reference(run),
        *_reruns(run),
        "",
        "### Against the goals",
        "",
        *_goals(results),
        "",
    ]
    if streams:
        lines += [
            "### Concurrent streams",
            "",
            f"The fake answers after {streams['setup']['fake_ttft_ms']:g} ms, then sends "
            f"{streams['setup']['tokens_per_stream']} text pieces {streams['setup']['fake_interval_ms']:g} ms "
            f"apart; rounds per rung: {streams['setup']['rounds']}.",
            "",
            *_sweep(streams),
            *[f"**{CONFIGS[n]}** failed: {streams[n]['error']}\n" for n in CONFIGS if "error" in streams.get(n, {})],
            "![Added TTFT](images/perf-ttft.png)",
            "",
            "![Added inter-token latency](images/perf-inter-token.png)",
            "",
            "![Memory per stream](images/perf-memory.png)",
            "",
            "![CPU](images/perf-cpu.png)",
            "",
        ]
    lines += ["### One stream, tools, guards and budgets", "", *_others(results), END]
    return "\n".join(lines)


def write_page(results: dict[str, Any]) -> None:
    text = PAGE.read_text(encoding="utf-8")
    head, _, rest = text.partition(START)
    _, _, tail = rest.partition(END)
    PAGE.write_text(head + section(results) + tail, encoding="utf-8")


def main() -> None:
    results = load()
    for path in plots(results):
        print(f"wrote {path.relative_to(ROOT)}")
    write_page(results)
    print(f"wrote {PAGE.relative_to(ROOT)}")


if __name__ == "__main__":
    main()


def _mcp_floor(mcp: dict[str, Any]) -> list[str]:
    """What 16 requests in flight cost a server with no Deputy in it, beside what Deputy's calls cost."""
    bare, sdk = mcp.get("floor_app"), mcp.get("sdk_app")
    if bare is None or sdk is None:
        return []

    def at16(results: dict[str, Any]) -> str:
        call = results["c16"]["tools/call"]
        return (
            f"p50 {_ms(call['p50_ms'])} ms ({call['per_second']:,} a second, "
            f"{call['server_cpu_ms_per_request']:.2f} ms of server CPU each)"
        )

    deputy = [f"{CONFIGS[engine]} {at16(mcp[engine])}" for engine in ("sqlite", "postgres") if engine in mcp]
    return [
        f"MCP floors, `tools/call` with 16 in flight, served and driven the same way: `floor_app` (no framework, a "
        f"fixed answer) {at16(bare)}; `sdk_app` (the official SDK's path with handlers that do nothing) {at16(sdk)}; "
        f"Deputy: {'; '.join(deputy)}.",
        "",
    ]
