#!/usr/bin/python3
"""The idempotent consumer on PostgreSQL (python3-psycopg2): the inbox row
and the order in one transaction, ON CONFLICT DO NOTHING on the message id,
then the ack. IDEMLAB_EFFECTS_DB is the --effects URL.

    idemlab check --consumer "/usr/bin/python3 examples/consumers/idempotent_consumer_pg.py" \\
        --effects postgresql://USER@127.0.0.1:5432/DB
"""
import psycopg2

from idemlab_consumer import CONSUMER, EFFECTS_DB, run

db = psycopg2.connect(EFFECTS_DB)
with db, db.cursor() as cur:
    # Two consumers may start at once: one creates, the other waits for the lock.
    cur.execute("SELECT pg_advisory_xact_lock(33)")
    cur.execute("CREATE TABLE IF NOT EXISTS orders (id SERIAL PRIMARY KEY, order_key TEXT NOT NULL, "
                "amount INTEGER NOT NULL, message_id TEXT NOT NULL, consumer TEXT NOT NULL)")
    cur.execute("CREATE TABLE IF NOT EXISTS inbox (message_id TEXT PRIMARY KEY, consumer TEXT NOT NULL)")


def handle(message_id, body):
    with db, db.cursor() as cur:  # one transaction: committed on leaving, rolled back on an error
        cur.execute("INSERT INTO inbox (message_id, consumer) VALUES (%s, %s) ON CONFLICT DO NOTHING",
                    (message_id, CONSUMER))
        if cur.rowcount == 0:
            return  # handled before
        cur.execute("INSERT INTO orders (order_key, amount, message_id, consumer) VALUES (%s, %s, %s, %s)",
                    (body["businessKey"], body["payload"]["amount"], message_id, CONSUMER))


run(handle)
