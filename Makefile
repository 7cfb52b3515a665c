# Every target CI needs is here; .ci/run calls `make check` verbatim.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
HOST ?= 127.0.0.1
PORT ?= 8000

.PHONY: install install-dev node-deps ui demo serve lint typecheck layers test check requirements bench clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip

install: $(BIN)/python
	$(BIN)/pip install --quiet -e .

install-dev: $(BIN)/python
	$(BIN)/pip install --quiet -e '.[dev]'

# The real AI SDK clients (`ai` v6 and v7) that tests/web/test_ai_sdk_clients.py drives, the official MCP client, and
# axe-core for the browser tests' accessibility checks, at the lockfiles' versions.
NPM ?= npm
NODE_CLIENTS := tests/node/ai6 tests/node/ai7 tests/node/mcp tests/node/axe
node-deps:
	for dir in $(NODE_CLIENTS); do (cd $$dir && $(NPM) ci --no-audit --no-fund) || exit 1; done

# The web UI bundle (web-ui/ -> src/deputy/web/static, committed; CI does not rebuild it). `npm install`, not
# `npm ci`: npm 11's `ci` wants a lock entry for every platform's optional rollup package, which a registry that
# serves only this platform's cannot record; `install` takes the locked versions, and `--no-save` keeps it from
# adding those entries to the lock file (without it, npm 11.19 did, and the sources' hash in build-info.json then
# named a lock file nobody committed). The bundle it builds is byte-identical to the committed one.
ui:
	cd web-ui && $(NPM) install --no-audit --no-fund --no-save && $(NPM) run build

demo: install
	$(BIN)/deputy demo --host $(HOST) --port $(PORT)

serve: install
	$(BIN)/deputy serve --host $(HOST) --port $(PORT)

lint:
	$(BIN)/ruff check src tests bench
	$(BIN)/ruff format --check src tests bench

typecheck:
	$(BIN)/mypy

layers:
	$(BIN)/lint-imports

# One worker per core (`auto`): four on two cores were hardly faster (many tests wait on a browser, a child process
# or a socket) and left less room for the tests that race a deadline. Work stealing, not `loadgroup` or
# `loadfile`: those key tests by node id, and schemathesis gives its 70 cases one id, so all but one would be
# dropped. `make test PYTEST_WORKERS=0` runs in this process, one test at a time.
PYTEST_WORKERS ?= auto
test:
	$(BIN)/pytest -n $(PYTEST_WORKERS) --dist worksteal

# What `make check` needs besides Python (Node.js, npm, Chromium; nginx with the Postgres tests), with the command
# that installs what is missing.
requirements:
	@bash scripts/check_requirements.sh

# Install everything from nothing, then run every static check and the whole test suite.
check: requirements install-dev lint typecheck layers node-deps test

# Benchmarks: results in bench/results/*.json, plots in docs/images/perf-*.png, numbers in docs/performance.md
# (then the docs index is rebuilt). `make bench BENCH_ARGS=--quick` for a short run.
bench: install-dev
	$(BIN)/pip install --quiet -e '.[dev,bench]'
	$(BIN)/python -m bench $(BENCH_ARGS)
	$(BIN)/deputy docs build

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
