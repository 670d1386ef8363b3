#!/usr/bin/python3
"""An idempotent consumer: the inbox row (the message id, unique) and the
effect are written in one transaction, then the message is acked. A message
that comes again finds its inbox row and is acked without a second effect.

    idemlab check --consumer "/usr/bin/python3 examples/consumers/idempotent_consumer.py"
"""
import sqlite3

from idemlab_consumer import CONSUMER, open_sqlite, run

db = open_sqlite(
    "CREATE TABLE IF NOT EXISTS orders (id INTEGER PRIMARY KEY, order_key TEXT NOT NULL, "
    "amount INTEGER NOT NULL, message_id TEXT NOT NULL, consumer TEXT NOT NULL)",
    "CREATE TABLE IF NOT EXISTS inbox (message_id TEXT PRIMARY KEY, consumer TEXT NOT NULL)")


def handle(message_id, body):
    db.execute("BEGIN IMMEDIATE")
    try:
        db.execute("INSERT INTO inbox (message_id, consumer) VALUES (?, ?)", (message_id, CONSUMER))
    except sqlite3.IntegrityError:
        db.execute("ROLLBACK")  # handled before: ack it, apply nothing
        return
    db.execute("INSERT INTO orders (order_key, amount, message_id, consumer) VALUES (?, ?, ?, ?)",
               (body["businessKey"], body["payload"]["amount"], message_id, CONSUMER))
    db.execute("COMMIT")


run(handle)
