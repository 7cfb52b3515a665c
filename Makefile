# Every target CI needs is here; .ci/run calls `make check` verbatim.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
HOST ?= 127.0.0.1
PORT ?= 8000

.PHONY: install install-dev demo serve lint typecheck layers test check bench clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip

install: $(BIN)/python
	$(BIN)/pip install --quiet -e .

install-dev: $(BIN)/python
	$(BIN)/pip install --quiet -e '.[dev]'

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

test:
	$(BIN)/pytest

# Install everything from nothing, then run every static check and the whole test suite.
check: install-dev lint typecheck layers test

bench: install-dev
	$(BIN)/python -m bench

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
