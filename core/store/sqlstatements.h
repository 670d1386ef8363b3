#pragma once

#include <QString>

namespace idem {

// Every statement the consumer side runs, by id, so the trace can say which
// one ran without storing text. The text is fixed here: nothing is built from
// scenario strings, every value is bound.
enum class SqlStatement : quint8 {
    Begin,
    Commit,
    Rollback,
    InboxSelect,
    InboxClaim,
    InboxInsert,
    InsertOrder,
    UpsertOrder,
    IncrementBalance,
    SendEmail,
    RetentionDelete,
    Count
};

QString sqlText(SqlStatement statement);

} // namespace idem
