#pragma once

#include <QMetaType>
#include <QStringList>
#include <QVariant>
#include <QVector>

namespace idem::ui {

// One run table as it was at a moment, read off the GUI thread: the newest
// rows up to a page, how many rows there were in all, and which column
// counts the rows of the same key (`copies`, above 1 is a duplicate).
struct TableSnapshot
{
    QStringList columns;
    QVector<QVector<QVariant>> rows;
    int total = 0;
    int copiesColumn = -1;
    QString error;
};

// The panel's tables at one playhead time.
struct TablesAtTime
{
    quint64 request = 0;
    qint64 timeMs = 0;
    TableSnapshot inbox;
    TableSnapshot orders;
    TableSnapshot emails;
    QString error; // opening the files
};

} // namespace idem::ui

Q_DECLARE_METATYPE(idem::ui::TablesAtTime)
