"""Products, prices with their version timelines, and plans."""
