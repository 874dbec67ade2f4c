"""The authored state of a promotion, merge-patching it, and its cross-field rules (pure).

A state is a dict of the versioned writable fields (everything but the live audience) in
Python values: dates as `date`, `max_budget` as a major-unit Decimal, rules in their stored
JSON form. Create builds one from defaults, update merges the patch into the current one, and
`problems` judges the result as a whole, so that a rule such as "code iff COUPON" holds on what
an update leaves, not on what it sends. Problems name fields (`FieldError`); the HTTP edge
turns them into JSON pointers.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date, datetime
from decimal import Decimal
from typing import Any

from billing.models.promotions import Promotion
from billing.platform import money
from billing.platform.errors import FieldError, FieldPath
from billing.promotions.rule_schemas import MAX_CONDITION_DEPTH, stored
from billing.promotions.schemas import PromotionCopy, PromotionCreate, PromotionFields

State = dict[str, Any]

NAMING = ("name", "description", "public_description", "localizations")
STACKING = ("stacking_mode", "stacking_group", "priority")
BUDGET = (
    "max_budget",
    "budget_currency",
    "budget_behavior",
    "max_redemptions",
    "max_redemptions_per_customer",
)
VALIDITY = ("valid_from", "valid_to")
RELEASE = ("application_timing", "evaluation_scope", "archetype")
SNAPSHOT_FIELDS = (*NAMING, "code", "distribution", *STACKING, *BUDGET, *VALIDITY, *RELEASE)
"""What a version snapshot carries besides its rules."""
RULES = ("effects", "eligibility", "phases")
VERSIONED = (*SNAPSHOT_FIELDS, *RULES)

DEFAULTS: State = {
    "description": None,
    "public_description": None,
    "localizations": {},
    "code": None,
    "valid_to": None,
    "application_timing": "NEXT_CYCLE",
    "evaluation_scope": "invoice",
    "stacking_mode": "stack",
    "stacking_group": None,
    "priority": 0,
    "max_budget": None,
    "budget_currency": None,
    "budget_behavior": "SKIP",
    "max_redemptions": None,
    "max_redemptions_per_customer": None,
    "effects": [],
    "eligibility": None,
    "phases": None,
    "archetype": None,
}

_RULE_SHAPED = frozenset({"effects", "eligibility", "phases", "localizations"})


def _value(body: PromotionFields, name: str) -> Any:
    """A field of a request as stored: rule shapes in their JSON form."""
    value = getattr(body, name)
    if name == "localizations":
        return None if value is None else {k: stored(v) for k, v in value.items()}
    if name in _RULE_SHAPED:
        return [stored(item) for item in value] if isinstance(value, list) else stored(value)
    return value


def created(body: PromotionCreate) -> State:
    state = dict(DEFAULTS)
    for name in body.model_fields_set & set(VERSIONED):
        state[name] = _value(body, name)
    return _normalized(state)


def merged(current: State, patch: PromotionFields) -> State:
    """The merge-patch of `current`: fields the patch names replace theirs, whole."""
    state = dict(current)
    for name in patch.model_fields_set & set(VERSIONED):
        state[name] = _value(patch, name)
    return _normalized(state)


def copied(source: State, body: PromotionCopy) -> State:
    """A new draft's state from a source: its rules duplicated, its validity and name from the
    request, its code only from the request (codes are unique among promotions in use)."""
    state = dict(source)
    state["valid_from"] = body.valid_from
    state["valid_to"] = body.valid_to
    state["name"] = body.name or copy_name(source["name"])
    state["code"] = body.code
    return _normalized(state)


COPY_SUFFIX = " (copy)"


def copy_name(name: str, limit: int = 200) -> str:
    return name[: limit - len(COPY_SUFFIX)] + COPY_SUFFIX


def _normalized(state: State) -> State:
    if state.get("stacking_group") == "":
        state["stacking_group"] = None
    if state.get("effects") is None:
        state["effects"] = []
    if state.get("localizations") is None:
        state["localizations"] = {}
    return state


def problems(state: State) -> list[FieldError]:
    """Every cross-field rule of the field table that `state` breaks."""
    found: list[FieldError] = []
    distribution, code = state["distribution"], state["code"]
    if distribution == "COUPON" and code is None:
        found.append(FieldError(("code",), "required when distribution is COUPON"))
    if distribution != "COUPON" and code is not None:
        found.append(FieldError(("code",), "must be omitted unless distribution is COUPON"))
    found.extend(_budget_problems(state))
    valid_to = state["valid_to"]
    if valid_to is not None and valid_to < state["valid_from"]:
        found.append(FieldError(("valid_to",), "must not be before valid_from"))
    per_customer, overall = state["max_redemptions_per_customer"], state["max_redemptions"]
    if per_customer is not None and overall is not None and per_customer > overall:
        found.append(
            FieldError(("max_redemptions_per_customer",), "must not exceed max_redemptions")
        )
    if state["phases"] is not None and (state["effects"] or state["eligibility"] is not None):
        found.append(FieldError(("phases",), "mutually exclusive with effects and eligibility"))
    found.extend(_money_problems(state))
    found.extend(_depth_problems(state))
    return found


def _budget_problems(state: State) -> Iterator[FieldError]:
    budget, currency = state["max_budget"], state["budget_currency"]
    if budget is not None and currency is None:
        yield FieldError(("budget_currency",), "required when max_budget is set")
    if budget is None and currency is not None:
        yield FieldError(("budget_currency",), "must be omitted without max_budget")
    if budget is not None and budget <= 0:
        yield FieldError(("max_budget",), "must be greater than 0")
    elif (
        budget is not None
        and currency is not None
        and (detail := _minor_unit_problem(budget, currency)) is not None
    ):
        yield FieldError(("max_budget",), detail)


def _minor_unit_problem(amount: Decimal, currency: str) -> str | None:
    try:
        money.to_minor(amount, currency)
    except ValueError as exc:
        return str(exc)
    return None


def _amounts(state: State) -> Iterator[tuple[FieldPath, dict[str, Any], bool]]:
    """Every entry with an `amount` and `currency`, with its path and whether it is an effect
    (effects must be in the budget currency; a min_spend condition may be in any)."""
    for index, effect in enumerate(state["effects"]):
        yield ("effects", index), effect, True
    if state["eligibility"] is not None:
        for path, condition in _conditions(state["eligibility"], ("eligibility",)):
            yield path, condition, False
    for number, phase in enumerate(state["phases"] or []):
        for index, effect in enumerate(phase["effects"]):
            yield ("phases", number, "effects", index), effect, True
        if phase.get("conditions") is not None:
            for path, condition in _conditions(
                phase["conditions"], ("phases", number, "conditions")
            ):
                yield path, condition, False


def _money_problems(state: State) -> Iterator[FieldError]:
    budget_currency = state["budget_currency"]
    for path, entry, is_effect in _amounts(state):
        currency = entry.get("currency")
        if currency is None:
            continue
        detail = _minor_unit_problem(Decimal(entry["amount"]), currency)
        if detail is not None:
            yield FieldError((*path, "amount"), detail)
        if is_effect and budget_currency is not None and currency != budget_currency:
            yield FieldError((*path, "currency"), f"must be the budget currency {budget_currency}")


def _conditions(
    condition_set: dict[str, Any], path: FieldPath
) -> Iterator[tuple[FieldPath, dict[str, Any]]]:
    for combinator in ("all", "any"):
        for index, item in enumerate(condition_set.get(combinator) or []):
            at = (*path, combinator, index)
            if "type" in item:
                yield at, item
            else:
                yield from _conditions(item, at)


def _depth_problems(state: State) -> Iterator[FieldError]:
    roots: list[tuple[FieldPath, dict[str, Any]]] = []
    if state["eligibility"] is not None:
        roots.append((("eligibility",), state["eligibility"]))
    for number, phase in enumerate(state["phases"] or []):
        if phase.get("conditions") is not None:
            roots.append((("phases", number, "conditions"), phase["conditions"]))
    for path, root in roots:
        if (too_deep := _too_deep(root, path, 1)) is not None:
            yield FieldError(too_deep, f"condition sets nest at most {MAX_CONDITION_DEPTH} deep")


def _too_deep(condition_set: dict[str, Any], path: FieldPath, depth: int) -> FieldPath | None:
    if depth > MAX_CONDITION_DEPTH:
        return path
    for combinator in ("all", "any"):
        for index, item in enumerate(condition_set.get(combinator) or []):
            if "type" not in item:
                found = _too_deep(item, (*path, combinator, index), depth + 1)
                if found is not None:
                    return found
    return None


def staging_problems(
    effective_at: datetime | None, save_as_draft: bool | None, now: datetime
) -> list[FieldError]:
    """An update's release options: a staged edit is in the future, and not also a draft."""
    found = []
    if effective_at is not None and save_as_draft:
        found.append(FieldError(("save_as_draft",), "mutually exclusive with effective_at"))
    elif effective_at is not None and effective_at <= now:
        found.append(FieldError(("effective_at",), "must be in the future"))
    return found


def state_of(promotion: Promotion) -> State:
    state = {name: getattr(promotion, name) for name in VERSIONED if name != "max_budget"}
    state["max_budget"] = (
        None
        if promotion.max_budget is None or promotion.budget_currency is None
        else money.from_minor(promotion.max_budget, promotion.budget_currency)
    )
    return state


def apply(promotion: Promotion, state: State) -> None:
    """Write a (checked) state onto the promotion's head."""
    for name in VERSIONED:
        if name != "max_budget":
            setattr(promotion, name, state[name])
    budget, currency = state["max_budget"], state["budget_currency"]
    promotion.max_budget = None if budget is None else money.to_minor(budget, currency)
    promotion.code_key = None if state["code"] is None else state["code"].lower()


def snapshot(state: State) -> tuple[dict[str, Any], dict[str, Any]]:
    """A version's fields and rules, as stored (JSON values; the budget as a decimal string at
    its currency's scale, as the promotion answers it)."""
    fields = {name: state[name] for name in SNAPSHOT_FIELDS}
    for name in VALIDITY:
        value = fields[name]
        fields[name] = value.isoformat() if isinstance(value, date) else None
    budget, currency = fields["max_budget"], fields["budget_currency"]
    fields["max_budget"] = (
        None if budget is None else money.format_minor(money.to_minor(budget, currency), currency)
    )
    return fields, {name: state[name] for name in RULES}


def from_snapshot(fields: dict[str, Any], rules: dict[str, Any]) -> State:
    state = {**fields, **rules}
    for name in VALIDITY:
        value = state[name]
        state[name] = None if value is None else date.fromisoformat(value)
    budget = state["max_budget"]
    state["max_budget"] = None if budget is None else Decimal(budget)
    return state
