#!/usr/bin/python3
"""A naive consumer: it applies the effect (an order row), commits, then
acks. A lost ack or a crash between the commit and the ack makes the broker
deliver the message again, and the order is inserted twice.

    idemlab check --consumer "/usr/bin/python3 examples/consumers/naive_consumer.py"
"""

from idemlab_consumer import CONSUMER, open_sqlite, run

db = open_sqlite(
    "CREATE TABLE IF NOT EXISTS orders (id INTEGER PRIMARY KEY, order_key TEXT NOT NULL, "
    "amount INTEGER NOT NULL, message_id TEXT NOT NULL, consumer TEXT NOT NULL)")


def handle(message_id, body):
    db.execute("BEGIN IMMEDIATE")
    db.execute("INSERT INTO orders (order_key, amount, message_id, consumer) VALUES (?, ?, ?, ?)",
               (body["businessKey"], body["payload"]["amount"], message_id, CONSUMER))
    db.execute("COMMIT")


run(handle)
