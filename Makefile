# The two commands a new user needs: `make run` and `make test`.
# Python 3.11 or newer: python3.11 when it is on the PATH, else python3.
PYTHON ?= $(shell command -v python3.11 2>/dev/null || echo python3)
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: install system-deps run test lint typecheck test-sqlite test-postgres bench migration client clean

# What documents need from the system: DejaVu Sans and IPAGothic (a TrueType font that renders
# Japanese) for the PDFs, and poppler's pdftoppm, with which the tests look at rendered pages.
SYSTEM_PACKAGES := fonts-dejavu-core fonts-ipafont-gothic poppler-utils
FONT_FILES := /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf /usr/share/fonts/opentype/ipafont-gothic/ipag.ttf

system-deps:
	@missing=0; for f in $(FONT_FILES); do [ -f "$$f" ] || missing=1; done; \
	command -v pdftoppm >/dev/null 2>&1 || missing=1; \
	if [ $$missing = 1 ]; then \
		if command -v apt-get >/dev/null 2>&1 && [ "$$(id -u)" = 0 ]; then \
			DEBIAN_FRONTEND=noninteractive apt-get update -q && \
			DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $(SYSTEM_PACKAGES); \
		else \
			echo "install these packages (or their equivalents): $(SYSTEM_PACKAGES)"; exit 1; \
		fi; \
	fi

# `make test` and CI install as before (quiet pip, each command echoed). `make run`, and what it
# builds, prints one line per step instead of the commands (Q) and shows pip's progress
# (PIP_QUIET), so a first start never sits silent for minutes.
PIP_QUIET ?= --quiet
Q ?=

$(STAMP): pyproject.toml requirements.lock
	@echo "Checking the system packages documents need (fonts, poppler)..."
	$(Q)$(MAKE) --no-print-directory system-deps
	@echo "Creating the Python environment in $(VENV) with $(PYTHON)..."
	$(Q)$(PYTHON) -m venv $(VENV)
	@echo "Installing the pinned dependencies of requirements.lock (a few minutes the first time)..."
	$(Q)$(BIN)/pip install $(PIP_QUIET) --upgrade pip
	$(Q)$(BIN)/pip install $(PIP_QUIET) -r requirements.lock
	$(Q)$(BIN)/pip install $(PIP_QUIET) --no-deps -e .
	$(Q)touch $(STAMP)
	@echo "Installed: $(BIN)/billing (try $(BIN)/billing --help)."

install: $(STAMP)

# Serves on http://127.0.0.1:8000 (docs at /docs) with the SQLite database var/billing.db;
# the first start migrates it and prints the admin login and one API key per workspace, and
# each step says what it does. Credentials lost? `.venv/bin/billing keys create live` and
# `.venv/bin/billing users reset-password admin@example.com` (docs/operations.md).
run: PIP_QUIET =
run: Q = @
run: $(STAMP)
	@mkdir -p var
	@echo "Starting the service (billing serve)..."
	@$(BIN)/billing serve

lint: $(STAMP)
	$(BIN)/ruff check src tests bench migrations
	$(BIN)/ruff format --check src tests bench migrations

typecheck: $(STAMP)
	$(BIN)/mypy

# Every test runs against SQLite, and again against PostgreSQL when BILLING_TEST_DATABASE_URL is set
# (an unreachable server fails the run; pytest's "no tests collected" exit status 5 fails it too).
test-sqlite: $(STAMP)
	BILLING_TEST_DATABASE_URL= $(BIN)/pytest -n 2 --dist worksteal

test-postgres: $(STAMP)
	@if [ -n "$$BILLING_TEST_DATABASE_URL" ]; then \
		$(BIN)/pytest -n 2 --dist worksteal; \
	else \
		echo "BILLING_TEST_DATABASE_URL is not set: PostgreSQL run skipped"; \
	fi

test: lint typecheck test-sqlite test-postgres

bench: $(STAMP)
	$(BIN)/python -m bench

# Regenerate the typed Python client (clients/python) from the OpenAPI document; the test suite
# fails when the committed client differs from what this writes.
client: $(STAMP)
	$(BIN)/python clients/python/generate.py

# Regenerate a migration from the models: make migration MESSAGE="add invoices"
migration: $(STAMP)
	$(BIN)/alembic revision --autogenerate -m "$(MESSAGE)"

clean:
	rm -rf $(VENV) var/*.db*
