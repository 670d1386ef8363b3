#pragma once

#include <QColor>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace idem::ui {

// One colour and one display name per strategy, so the comparison table,
// its charts and the sweep chart agree on which line is which.
class StrategyPalette final
{
    Q_DECLARE_TR_FUNCTIONS(idem::ui::StrategyPalette)
public:
    static QStringList ids(); // every strategy, in the format's canonical order
    static QColor color(const QString &id);
    static QString title(const QString &id); // translated; the id when unknown
    static QString toolTip(const QString &id); // what it mirrors and where it leaks
};

} // namespace idem::ui
