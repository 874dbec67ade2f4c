"""Benchmarks (not tests): `python -m bench` or `make bench`."""
