#include "strategypalette.h"

#include "consumer/strategytraits.h"
#include "scenario/scenario.h"

#include <iterator>

namespace idem::ui {

QStringList StrategyPalette::ids()
{
    return vocab::strategies();
}

QColor StrategyPalette::color(const QString &id)
{
    // Warm for the strategies that leak, cool for the database ones; all
    // readable on white and distinct for colour-blind viewers in pairs.
    static const QStringList order = ids();
    static const QColor colors[] = {
        QColor(0xd6, 0x27, 0x28), // none
        QColor(0xff, 0x7f, 0x0e), // cache-local
        QColor(0x94, 0x67, 0xbd), // cache-shared
        QColor(0x17, 0xbe, 0xcf), // db-check-then-insert
        QColor(0x2c, 0xa0, 0x2c), // db-insert-first
        QColor(0x1f, 0x77, 0xb4), // db-separate-tx
        QColor(0x8c, 0x56, 0x4b), // natural
        QColor(0xe3, 0x77, 0xc2), // hybrid
    };
    const int i = int(order.indexOf(id));
    if (i < 0 || i >= int(std::size(colors)))
        return QColor(0x7f, 0x7f, 0x7f);
    return colors[i];
}

QString StrategyPalette::title(const QString &id)
{
    const StrategyTraits *traits = StrategyTraits::find(id);
    return traits ? QCoreApplication::translate("Strategy", traits->title) : id;
}

QString StrategyPalette::toolTip(const QString &id)
{
    const StrategyTraits *traits = StrategyTraits::find(id);
    if (!traits)
        return id;
    return tr("<b>%1</b> (<code>%2</code>)<br>Mirrors: %3<br>Where it leaks: %4")
        .arg(title(id).toHtmlEscaped(), id, QCoreApplication::translate("Strategy", traits->mirrors).toHtmlEscaped(),
             QCoreApplication::translate("Strategy", traits->leaks).toHtmlEscaped());
}

} // namespace idem::ui
