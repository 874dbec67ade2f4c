"""Tags: organization-wide labels on customers, subscriptions, products, plans and invoices."""
