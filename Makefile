# Two commands: `make run` (set up, print every component into ./out/, serve the referee)
# and `make test` (set up, lint, run the whole test suite). Each creates .venv if missing.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp

.PHONY: run print serve test test-stress bench bench-referee translations digests clean

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

# The suite runs in one pytest-xdist worker per CPU; a worker that runs out of tests takes some
# of another's (--dist worksteal; a file's module fixtures may then be built on both). With a
# whole file per worker, the last long browser files kept one worker busy while the other
# idled: on one 2-core machine 9 min 4 s and 10 min 8 s, against 7 min 58 s, 8 min 19 s and
# 9 min 59 s (a fresh clone) with worksteal. Every server test binds a free port and a fresh
# instance folder or schema.
# A failed test is not run again: a test that fails now and then is a bug in the server or in
# the test, and `make test-stress` is there to find it. The summary names the 15 slowest tests
# (--durations 15). A test that hangs fails after 300 s with its threads' stacks
# (pytest-timeout, set in pyproject.toml) instead of holding the run.
test: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/python -m pytest -q -n auto --dist worksteal --durations 15

# The flake check: the browser and server tests ROUNDS times (5 by default) with one busy loop
# per CPU beside them, started and stopped by tools/stress.py; it lists every test that failed
# at least once and exits non-zero if any did.
ROUNDS ?= 5
test-stress: $(STAMP)
	$(BIN)/python tools/stress.py --rounds $(ROUNDS)

bench: $(STAMP)
	$(BIN)/python bench/print_bench.py

bench-referee: $(STAMP)
	$(BIN)/python bench/referee_bench.py --vs-boardgameio --under-load --hall --cliff $(BENCH_ARGS)

# Re-record the SHA-256 of every file tapete-print writes (tests/generator/pdf_digests.json).
# Run it only after an intended change of printed output (or a new reportlab/font version);
# a refactoring must leave `python tools/pdf_digests.py compare` reporting every file identical.
digests: $(STAMP)
	$(BIN)/python tools/pdf_digests.py record

# Refresh the referee's Babel catalogues after changing texts: domain "api" (API errors and the
# engines' IllegalMove messages) and domain "messages" (pages and page scripts).
translations: $(STAMP)
	$(BIN)/pybabel extract -k _ -k IllegalMove:2 -k Plural:1,2 --add-location=file -o /tmp/tapete-api.pot \
		$$(find referee -name '*.py' ! -path referee/web/pages.py | sort)
	$(BIN)/pybabel update -D api -i /tmp/tapete-api.pot -d referee/translations
	$(BIN)/pybabel extract -F referee/translations/messages.cfg -k t -k tn:1,2 -k say \
		-k sayN:1,2 --no-location --sort-output -o /tmp/tapete-messages.pot .
	$(BIN)/pybabel update -D messages -i /tmp/tapete-messages.pot -d referee/translations \
		--no-fuzzy-matching -w 100
	$(BIN)/pybabel compile -D api -d referee/translations
	$(BIN)/pybabel compile -D messages -d referee/translations

clean:
	rm -rf out build dist *.egg-info
