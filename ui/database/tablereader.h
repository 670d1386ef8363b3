#pragma once

#include "tablesnapshot.h"

#include <QObject>
#include <memory>

namespace idem::ui {

class RunDatabaseConnection;

// Reads the run's inbox, orders and sent_emails as they were at a moment,
// through its own connections, on the thread it lives on (DatabasePanel
// gives it one), so a million-row run never stalls the window. Only plain
// values leave it: no model or query ever outlives its connection.
class TableReader final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TableReader)
public:
    // At most this many rows per table, newest first.
    static constexpr int kPageRows = 1000;

    explicit TableReader(QObject *parent = nullptr);
    ~TableReader() override;

    // Reads `runPath` (and its mail-server file) at `timeMs` and emits
    // `tablesRead`; an empty path closes the files.
    void read(quint64 request, const QString &runPath, qint64 timeMs);
    // The same, returned instead of emitted (tests, and the reader's own use).
    TablesAtTime readNow(quint64 request, const QString &runPath, qint64 timeMs);

signals:
    void tablesRead(const idem::ui::TablesAtTime &tables);

private:
    std::unique_ptr<RunDatabaseConnection> m_db;
};

} // namespace idem::ui
