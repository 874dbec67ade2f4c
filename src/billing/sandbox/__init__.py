"""Sandbox tools: test clocks and payment simulations."""
