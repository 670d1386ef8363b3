#include "storestatus.h"

namespace idem {

StoreStatus classify(const QSqlError &error)
{
    if (error.type() == QSqlError::NoError)
        return StoreStatus::Ok;
    // QSQLITE reports SQLite's result code (sometimes the extended one).
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok);
    const int primary = ok ? (code & 0xFF) : -1;
    if (primary == 5 || primary == 6)
        return StoreStatus::Busy;
    if (primary == 19)
        return StoreStatus::Constraint;
    const QString text = error.driverText() + error.databaseText();
    if (text.contains(QLatin1String("locked")) || text.contains(QLatin1String("busy")))
        return StoreStatus::Busy;
    if (text.contains(QLatin1String("constraint"), Qt::CaseInsensitive))
        return StoreStatus::Constraint;
    return StoreStatus::Failed;
}

} // namespace idem
