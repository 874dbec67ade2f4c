"""Customer segments."""
