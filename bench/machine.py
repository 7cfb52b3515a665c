"""How fast the machine is right now: a fixed workload of plain Python, timed before each bench.

On a shared machine the same code measured an hour apart has differed by more than the gaps to the goals (the
guards bench, which runs only our own code, took 0.55 to 1.66 ms per 4 KB on different days). Each bench's
figures are stored with this reference, taken just before it ran, so two runs can be compared: a run whose
reference is 30% slower ran on a machine about 30% slower. The workload touches none of Deputy's code (a change
to Deputy cannot move it) and is the kind of work a request does: building small dicts and strings, encoding
JSON, sorting. Lower is faster.
"""

from __future__ import annotations

import json
import statistics
import time

REPEATS = 7


def _workload() -> int:
    rows = [{"id": i, "name": f"item-{i}", "tags": ["a", str(i % 7)], "score": i * 0.5} for i in range(3000)]
    encoded = json.dumps(rows)
    ordered = sorted(rows, key=lambda row: (row["tags"][1], -row["score"]))
    return len(encoded) + sum(len(row["name"]) for row in ordered[:100])


def reference_ms() -> float:
    """The median time of the workload, in milliseconds, over `REPEATS` runs after one to warm up."""
    _workload()
    timings = []
    for _ in range(REPEATS):
        started = time.perf_counter()
        _workload()
        timings.append((time.perf_counter() - started) * 1000)
    return round(statistics.median(timings), 2)
