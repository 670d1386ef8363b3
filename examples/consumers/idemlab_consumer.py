"""What the three example consumers share: the environment `idemlab check`
gives them, and a pika consumer loop that connects again when its
connection drops (the proxy cuts it, the broker restarts).

Run with Debian's Python and python3-pika: /usr/bin/python3.
"""
import json
import os
import sys
import time

import pika

AMQP_URL = os.environ["IDEMLAB_AMQP_URL"]
QUEUE = os.environ["IDEMLAB_QUEUE"]
EFFECTS_DB = os.environ["IDEMLAB_EFFECTS_DB"]
CONSUMER = "consumer-" + os.environ.get("IDEMLAB_CONSUMER", "1")
PREFETCH = int(os.environ.get("IDEMLAB_PREFETCH", "1"))


def open_sqlite(*schema):
    """The effects file in WAL mode with `schema` applied. Two consumers start
    at once, and switching to WAL takes the file's lock without waiting for
    it: the one that loses tries again."""
    import sqlite3
    db = sqlite3.connect(EFFECTS_DB, timeout=30, isolation_level=None)
    for attempt in range(100):
        try:
            db.execute("PRAGMA journal_mode=WAL")
            for statement in schema:
                db.execute(statement)
            return db
        except sqlite3.OperationalError:
            if attempt == 99:
                raise
            time.sleep(0.05)


def run(handle):
    """Calls handle(message_id, body) for each delivery and acks after it
    returns. Connects again after any connection failure."""
    while True:
        try:
            connection = pika.BlockingConnection(pika.URLParameters(AMQP_URL))
        except pika.exceptions.AMQPError:
            time.sleep(0.05)  # the broker is restarting, or refused us
            continue
        try:
            channel = connection.channel()
            channel.basic_qos(prefetch_count=PREFETCH)

            def on_message(ch, method, properties, body):
                handle(properties.message_id, json.loads(body))
                ch.basic_ack(delivery_tag=method.delivery_tag)

            channel.basic_consume(queue=QUEUE, on_message_callback=on_message)
            channel.start_consuming()
        except pika.exceptions.AMQPError as e:
            print(f"{CONSUMER}: connection lost ({type(e).__name__}), connecting again", file=sys.stderr, flush=True)
            time.sleep(0.05)
