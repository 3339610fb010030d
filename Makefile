# vgwidget — build / test plumbing.
#
#   make lab     venv + `pip install -e .[lab]`, then JupyterLab on tutorials/ (no npm needed)
#   make test    venv + `pip install -e .[test]`, js build (if js/ exists), Debian chromium
#                and valgrind (if missing), then unit+doctest, notebook, browser and speed
#                budget stages
#   make notebooks  build + run tutorials/src/*.py into tutorials/*.ipynb (NB="04 05" for some)
#   make lint    ruff + mypy (strict) on vgwidget, tests, benchmarks; the layers (lint-imports)
#   make docs    the documentation site: docs/ -> site/ (MkDocs, --strict, offline)
#   make bench   every benchmarks/bench_*.py
#   make budget  the speed budget alone (callgrind; BUDGET_ARGS=--write-budget rewrites it)
#   make fuzz    long random run, every invariant after every event (FUZZ_ARGS="--games 50")
#   make clean   caches and build output (keeps .venv; `make distclean` drops it too)
#
# Every Python tool runs as `$(PY) -m ...` from the project venv.

SHELL := /bin/bash
.ONESHELL:
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
PIP := $(PY) -m pip
PYTEST := $(PY) -m pytest
ARTIFACTS ?= test-artifacts
CHROMIUM ?= /usr/bin/chromium

# Stamp files: an install is redone when pyproject.toml is newer than its stamp.
STAMP_TEST := $(VENV)/.stamp-test
STAMP_LAB := $(VENV)/.stamp-lab
JS_STAMP := js/node_modules/.stamp-build

export PIP_DISABLE_PIP_VERSION_CHECK := 1
export DEBIAN_FRONTEND := noninteractive

.PHONY: help lab test lint bench fuzz clean distclean venv install-test install-lab js chromium \
	valgrind budget notebooks docs

help:
	@sed -n '3,13p' Makefile | sed 's/^# \{0,1\}//'

# ---------------------------------------------------------------- environment

$(PY):
	$(PYTHON) -m venv $(VENV)

venv: $(PY)

$(STAMP_TEST): pyproject.toml | $(PY)
	@echo "[install] pip install -e '.[test]' into $(VENV)"
	start=$$(date +%s)
	$(PIP) install -q -e '.[test]'
	echo "[install] done in $$(( $$(date +%s) - start ))s"
	touch $@

$(STAMP_LAB): pyproject.toml | $(PY)
	@echo "[install] pip install -e '.[lab]' into $(VENV)"
	$(PIP) install -q -e '.[lab]'
	touch $@

install-test: $(STAMP_TEST)
install-lab: $(STAMP_LAB)

# js/ (the widget front end): built (tsc check, node tests, esbuild) when npm is there;
# users never need it, the bundle in vgwidget/static/ is committed.
JS_INPUTS := $(wildcard js/package.json js/package-lock.json)

js:
	@if [ ! -f js/package.json ]; then echo "[js] no js/package.json: skipped"; \
	elif ! command -v npm >/dev/null 2>&1; then echo "[js] no npm: the committed bundle in vgwidget/static/ is used"; \
	else $(MAKE) --no-print-directory $(JS_STAMP); fi

$(JS_STAMP): $(JS_INPUTS) $(shell find js -path js/node_modules -prune -o -type f -print 2>/dev/null)
	@cd js
	if [ -f package-lock.json ]; then npm ci --no-audit --no-fund; \
	else npm install --no-audit --no-fund; fi
	npm run build
	mkdir -p node_modules && touch node_modules/.stamp-build
	echo "[js] built"

# Debian chromium for the browser tests (never `playwright install`: it downloads a browser).
chromium:
	@if [ -x "$(CHROMIUM)" ]; then echo "[chromium] $(CHROMIUM) present"; exit 0; fi
	SUDO=""
	if [ "$$(id -u)" != 0 ]; then
	  if command -v sudo >/dev/null 2>&1; then SUDO="sudo -n"; \
	  else echo "[chromium] not root and no sudo: cannot apt-get install chromium" >&2; exit 1; fi
	fi
	echo "[chromium] apt-get install chromium"
	start=$$(date +%s)
	$$SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -q </dev/null
	$$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium </dev/null
	echo "[chromium] installed in $$(( $$(date +%s) - start ))s: $$($(CHROMIUM) --version 2>/dev/null || true)"

# Debian valgrind for the speed budget (callgrind counts instructions, whatever the load).
valgrind:
	@if command -v valgrind >/dev/null 2>&1; then echo "[valgrind] $$(valgrind --version) present"; exit 0; fi
	SUDO=""
	if [ "$$(id -u)" != 0 ]; then
	  if command -v sudo >/dev/null 2>&1; then SUDO="sudo -n"; \
	  else echo "[valgrind] not root and no sudo: cannot apt-get install valgrind" >&2; exit 1; fi
	fi
	echo "[valgrind] apt-get install valgrind"
	start=$$(date +%s)
	$$SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -q </dev/null
	$$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q valgrind </dev/null
	echo "[valgrind] installed in $$(( $$(date +%s) - start ))s: $$(valgrind --version)"

# ---------------------------------------------------------------- targets

# LAB_ARGS: extra JupyterLab flags, e.g. make lab LAB_ARGS="--no-browser --port 8890"
lab: $(STAMP_LAB)
	@mkdir -p tutorials
	root_flag=""; if [ "$$(id -u)" = 0 ]; then root_flag="--allow-root"; fi
	echo "[lab] $(PY) -m jupyterlab $$root_flag $(LAB_ARGS) tutorials/"
	exec $(PY) -m jupyterlab $$root_flag $(LAB_ARGS) tutorials/

# Test stages run one after another; each prints a one-line summary, a failed stage does
# not stop the later ones, and the target fails if any stage failed. The last line is a
# total over all pytest stages ("tests: N passed, N failed, N skipped").
test: $(STAMP_TEST) js
	@export PATH="$(abspath $(VENV))/bin:$$PATH"
	mkdir -p $(ARTIFACTS)
	summaries=()
	failed=0
	tp=0; tf=0; ts=0
	# run_pytest NAME ALLOW_EMPTY ARGS...: run pytest, tee its output, record a summary.
	run_pytest() {
	  local name=$$1 allow_empty=$$2; shift 2
	  local log="$(ARTIFACTS)/pytest-$$name.log" rc=0 start=$$SECONDS
	  echo; echo "===== [$$name] pytest $$*"
	  $(PYTEST) "$$@" 2>&1 | tee "$$log" || rc=$${PIPESTATUS[0]}
	  local last p f e s
	  last=$$(grep -E '^(=+ )?[^ ]*.*(passed|failed|errors?|skipped|deselected|no tests ran).* in [0-9.]+s( \([0-9:]+\))?( =+)?$$' "$$log" | tail -n1 || true)
	  p=$$(grep -oE '[0-9]+ passed' <<<"$$last" | grep -oE '[0-9]+' || echo 0)
	  f=$$(grep -oE '[0-9]+ failed' <<<"$$last" | grep -oE '[0-9]+' || echo 0)
	  e=$$(grep -oE '[0-9]+ errors?' <<<"$$last" | grep -oE '[0-9]+' || echo 0)
	  s=$$(grep -oE '[0-9]+ skipped' <<<"$$last" | grep -oE '[0-9]+' || echo 0)
	  tp=$$((tp + p)); tf=$$((tf + f + e)); ts=$$((ts + s))
	  local status
	  if [ "$$rc" = 0 ]; then status=PASS
	  elif [ "$$rc" = 5 ] && [ "$$allow_empty" = yes ]; then status="PASS (no tests)"
	  else status="FAIL (pytest exit $$rc)"; failed=1; fi
	  summaries+=("[$$name] $$status: $$p passed, $$((f + e)) failed, $$s skipped in $$((SECONDS - start))s")
	}
	# (a) unit tests + engine doctests
	run_pytest unit no -m "not browser"
	# (b) tutorial notebooks, when there are any
	if compgen -G "tutorials/*.ipynb" >/dev/null; then
	  run_pytest notebooks yes --nbval-lax --nbval-current-env --nbval-sanitize-with tutorials/nbval-sanitize.cfg tutorials/
	else
	  summaries+=("[notebooks] PASS (skipped: no tutorials/*.ipynb)")
	fi
	# (c) browser tests (JupyterLab + Debian chromium through playwright)
	if $(MAKE) --no-print-directory chromium; then
	  run_pytest browser yes -m browser
	else
	  summaries+=("[browser] FAIL (Debian chromium could not be installed)"); failed=1
	fi
	# (d) the speed budget: instructions per decision (callgrind) against benchmarks/budget.toml
	echo; echo "===== [budget] $(PY) benchmarks/bench_instructions.py --check"
	start=$$SECONDS
	if $(MAKE) --no-print-directory valgrind; then
	  rc=0
	  $(PY) benchmarks/bench_instructions.py --check 2>&1 | tee "$(ARTIFACTS)/budget.log" || rc=$${PIPESTATUS[0]}
	  line=$$(grep -E '^\[budget\] (ok|FAIL|written)' "$(ARTIFACTS)/budget.log" | tail -n1 | sed 's/^\[budget\] //' || true)
	  if [ "$$rc" = 0 ]; then summaries+=("[budget] PASS: $$line in $$((SECONDS - start))s")
	  else summaries+=("[budget] FAIL (exit $$rc): $${line:-see $(ARTIFACTS)/budget.log} in $$((SECONDS - start))s"); failed=1; fi
	elif [ "$${CI:-}" = true ]; then
	  summaries+=("[budget] FAIL (valgrind could not be installed; CI=true)"); failed=1
	else
	  summaries+=("[budget] SKIPPED: valgrind is not installed and could not be (outside CI)")
	fi
	echo; echo "===== summary"
	printf '%s\n' "$${summaries[@]}"
	echo "tests: $$tp passed, $$tf failed, $$ts skipped"
	exit $$failed

# NB: numbers or names of the tutorials to build, e.g. make notebooks NB="04 05" (default: all).
# Each tutorials/src/NN-slug.py (jupytext percent format) is run and written, cleaned of widget
# state, to tutorials/NN-slug.ipynb (see vgwidget/tutorial/build.py).
notebooks: $(STAMP_TEST)
	@$(PY) -m vgwidget.tutorial.build $(NB)

# The documentation site (mkdocs.yml): every page of docs/ and the API reference from the
# docstrings, built without network into site/. The docs' examples run in `make test`
# (tests/test_docs.py, in the unit stage), which also builds the site.
STAMP_DOCS := $(VENV)/.stamp-docs
$(STAMP_DOCS): pyproject.toml | $(PY)
	@echo "[install] pip install -e '.[docs]' into $(VENV)"
	$(PIP) install -q -e '.[docs]'
	touch $@

docs: $(STAMP_DOCS)
	@NO_MKDOCS_2_WARNING=1 $(PY) -m mkdocs build --strict

# ruff checks the whole tree; mypy checks the `files` of [tool.mypy] in pyproject.toml
# (vgwidget, tests, benchmarks), all with the same strict settings.
lint: $(STAMP_TEST)
	@rc=0
	$(PY) -m ruff check . || rc=1
	$(PY) -m mypy || rc=1
	$(VENV)/bin/lint-imports --no-cache || rc=1
	exit $$rc

# The speed budget alone (the last stage of `make test`); BUDGET_ARGS=--write-budget rewrites it.
budget: $(STAMP_TEST) valgrind
	@$(PY) benchmarks/bench_instructions.py --check $(BUDGET_ARGS)

bench: $(STAMP_TEST)
	@rc=0
	for f in benchmarks/bench_*.py; do
	  [ -e "$$f" ] || { echo "[bench] no benchmarks/bench_*.py"; break; }
	  echo "===== [bench] $$f"
	  $(PY) "$$f" $(BENCH_ARGS) || rc=1
	done
	exit $$rc

# FUZZ_ARGS: options of benchmarks/fuzz.py, e.g. make fuzz FUZZ_ARGS="--games 200 --formats classic"
# (default: 2,000 games in each of standard, classic, standard-abilities, classic-abilities).
# Exits non-zero if any invariant was broken; see benchmarks/README.md.
fuzz: $(STAMP_TEST)
	@$(PY) benchmarks/fuzz.py $(FUZZ_ARGS)

clean:
	rm -rf build dist site *.egg-info .pytest_cache .mypy_cache .ruff_cache $(ARTIFACTS)
	rm -rf js/node_modules/.stamp-build
	find . -path ./$(VENV) -prune -o -path ./js/node_modules -prune -o \
	  -name __pycache__ -type d -print0 | xargs -0 rm -rf

distclean: clean
	rm -rf $(VENV) js/node_modules
