# Two commands: `make run` (set up, print every component into ./out/, serve the referee)
# and `make test` (set up, lint, run the whole test suite). Each creates .venv if missing.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp

.PHONY: run print serve test lint bench clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

run: print serve

print: $(STAMP)
	$(BIN)/tapete-print all --out out

serve: $(STAMP)
	$(BIN)/tapete-referee serve --instance instance

test: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/python -m pytest -q

bench: $(STAMP)
	$(BIN)/python bench/print_bench.py

clean:
	rm -rf out build dist *.egg-info
