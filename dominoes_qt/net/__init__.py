"""Tables over the network: an authoritative table server and the client library. No Qt.

- :mod:`~dominoes_qt.net.protocol`: the messages, their limits, the refusal reasons, a
  seat's view as JSON and back, and the mixing of the clients' seeds into the deal
  (``docs/PROTOCOL.md`` is the contract; this module is its one implementation).
- :mod:`~dominoes_qt.net.table`: one table (its lobby, its :class:`Match`, its seats and
  its numbered events), with no networking, so it can be driven and tested directly.
- :mod:`~dominoes_qt.net.store`: the tables and finished records in SQLite.
- :mod:`~dominoes_qt.net.server`: ``dominoes-qt serve`` on asyncio and ``websockets``.
- :mod:`~dominoes_qt.net.client`: the client library the window will use.

``websockets`` is an optional dependency (the ``net`` extra): importing the table, the
protocol or the store never needs it; the server and the client import it when used.
"""
