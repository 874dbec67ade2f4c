"""Collection: getting invoices paid (payments, attempts, dunning) and money back (refunds, void).

It sits above invoices and credit notes. Importing any part of it imports `service`, which
installs collection where those lower domains need it, so that no process can use one without
the other.
"""

from billing.collection import service as service
