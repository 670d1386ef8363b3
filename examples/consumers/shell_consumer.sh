#!/bin/sh
# A consumer in shell: amqp-consume (Debian's amqp-tools, on rabbitmq-c) runs
# this script's handler once per message with the body on its standard input,
# and acks after the handler exits 0; sqlite3 applies the effect.
#   naive       the order row, then the ack
#   idempotent  the inbox row and the order in one transaction, then the ack
#
#   idemlab check --consumer "sh examples/consumers/shell_consumer.sh idempotent"
#
# amqp-consume ends when its connection drops; idemlab check starts it again.
set -eu
mode=${1:-naive}
if [ "${2:-}" = handle ]; then
    body=$(cat)
    # The body is the check's JSON (docs/check.md); its ids and keys are [A-Za-z0-9-].
    field() { printf '%s' "$body" | sed -n "s/.*\"$1\":\"\([A-Za-z0-9-]*\)\".*/\1/p"; }
    key=$(field businessKey)
    id=$(field messageId)
    who="consumer-${IDEMLAB_CONSUMER:-1}"
    if [ "$mode" = idempotent ]; then
        sql="BEGIN IMMEDIATE;
INSERT OR IGNORE INTO inbox (message_id, consumer) VALUES ('$id', '$who');
INSERT INTO orders (order_key, amount, message_id, consumer) SELECT '$key', 100, '$id', '$who' WHERE changes() = 1;
COMMIT;"
    else
        sql="INSERT INTO orders (order_key, amount, message_id, consumer) VALUES ('$key', 100, '$id', '$who');"
    fi
    exec sqlite3 -bail -cmd ".timeout 30000" "$IDEMLAB_EFFECTS_DB" "$sql"
fi
# Two consumers start at once: switching to WAL takes the file's lock
# without waiting for it, so the one that loses tries again.
tries=0
until sqlite3 -cmd ".timeout 30000" "$IDEMLAB_EFFECTS_DB" "PRAGMA journal_mode=WAL;
CREATE TABLE IF NOT EXISTS orders (id INTEGER PRIMARY KEY, order_key TEXT NOT NULL, amount INTEGER NOT NULL,
                                   message_id TEXT NOT NULL, consumer TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS inbox (message_id TEXT PRIMARY KEY, consumer TEXT NOT NULL);" > /dev/null 2>&1; do
    tries=$((tries + 1))
    [ "$tries" -lt 100 ] || exit 1
    sleep 0.05
done
exec amqp-consume --url "$IDEMLAB_AMQP_URL" --queue "$IDEMLAB_QUEUE" --prefetch-count "${IDEMLAB_PREFETCH:-1}" \
    sh "$0" "$mode" handle
