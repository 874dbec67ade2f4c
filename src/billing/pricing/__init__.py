"""Price formulas: a small typed expression language for tier rates, versioned."""
