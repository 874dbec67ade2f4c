"""Schedule flows: authored DAGs of steps (approval gates, bulk fan-out, waits, notices) that
the worker advances from a trigger instant resolved in the flow's time zone."""
