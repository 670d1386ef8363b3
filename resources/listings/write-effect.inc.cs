// @if insert-order
// @if natural
// @step business-write
// Natural idempotency: an upsert by the business key, no inbox
await _db.Database.ExecuteSqlInterpolatedAsync($@"INSERT INTO orders(order_key, message_id)
    VALUES({order.OrderKey}, {messageId}) ON CONFLICT(order_key) DO UPDATE SET writes = writes + 1");
// @end
// @else
// @step business-write
_db.Orders.Add(new Order { OrderKey = order.OrderKey, MessageId = messageId, CreatedAt = DateTime.UtcNow });
await _db.SaveChangesAsync();
// @end
// @endif
// @endif
// @if upsert-order
// @step business-write
await _db.Database.ExecuteSqlInterpolatedAsync($@"INSERT INTO orders(order_key, message_id)
    VALUES({order.OrderKey}, {messageId}) ON CONFLICT(order_key) DO UPDATE SET writes = writes + 1");
// @end
// @endif
// @if increment-balance
// @step business-write
// Not idempotent: every run adds 10 again
await _db.Database.ExecuteSqlInterpolatedAsync($@"INSERT INTO account_balance(account, balance)
    VALUES({order.Account}, 10) ON CONFLICT(account) DO UPDATE SET balance = balance + 10");
// @end
// @endif
