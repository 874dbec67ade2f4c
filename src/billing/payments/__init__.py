"""Payment methods."""
