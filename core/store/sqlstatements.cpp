#include "sqlstatements.h"

namespace idem {

QString sqlText(SqlStatement statement)
{
    switch (statement) {
    case SqlStatement::Begin: return QStringLiteral("BEGIN IMMEDIATE");
    case SqlStatement::Commit: return QStringLiteral("COMMIT");
    case SqlStatement::Rollback: return QStringLiteral("ROLLBACK");
    case SqlStatement::InboxSelect:
        return QStringLiteral("SELECT 1 FROM inbox WHERE message_id = :id AND consumer = :consumer");
    case SqlStatement::InboxClaim:
        return QStringLiteral("INSERT INTO inbox(message_id, consumer, consumed_at, instance) "
                              "VALUES(:id, :consumer, :at, :instance) ON CONFLICT DO NOTHING");
    case SqlStatement::InboxInsert:
        return QStringLiteral("INSERT INTO inbox(message_id, consumer, consumed_at, instance) "
                              "VALUES(:id, :consumer, :at, :instance)");
    case SqlStatement::InsertOrder:
        return QStringLiteral("INSERT INTO orders(order_key, message_id, instance, created_at) "
                              "VALUES(:key, :id, :instance, :at)");
    case SqlStatement::UpsertOrder:
        return QStringLiteral("INSERT INTO orders(order_key, message_id, instance, created_at) "
                              "VALUES(:key, :id, :instance, :at) ON CONFLICT(order_key) DO UPDATE "
                              "SET writes = writes + 1");
    case SqlStatement::IncrementBalance:
        return QStringLiteral("INSERT INTO account_balance(account, balance) VALUES(:key, 10) "
                              "ON CONFLICT(account) DO UPDATE SET balance = balance + 10");
    case SqlStatement::SendEmail:
        return QStringLiteral("INSERT INTO sent_emails(order_key, message_id, instance, sent_at) "
                              "VALUES(:key, :id, :instance, :at)");
    case SqlStatement::RetentionDelete:
        return QStringLiteral("DELETE FROM inbox WHERE consumed_at < :cutoff");
    case SqlStatement::Count: break;
    }
    return {};
}

} // namespace idem
