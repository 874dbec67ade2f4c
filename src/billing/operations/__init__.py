"""What operators do from a shell (`billing keys`, `billing users`, `billing status`): the
rules live here, the command line that calls them in `billing.cli`."""
