#include "uiformat.h"

#include "sim/trace.h"

#include <QLocale>

namespace idem::ui {

QString UiFormat::seconds(SimTime t, int decimals)
{
    return tr("%1 s").arg(QLocale().toString(double(t) / 1e6, 'f', decimals));
}

QString UiFormat::milliseconds(qint64 ms)
{
    return tr("%1 ms").arg(QLocale().toString(ms));
}

QString UiFormat::count(qint64 n)
{
    return QLocale().toString(n);
}

QString UiFormat::percent(double fraction, int decimals)
{
    return tr("%1 %").arg(QLocale().toString(fraction * 100.0, 'f', decimals));
}

QString UiFormat::laneName(int actor)
{
    switch (actor) {
    case ActorProducer: return tr("producer");
    case ActorBroker: return tr("broker");
    case ActorStore: return tr("store");
    case ActorCache: return tr("cache");
    default: break;
    }
    return consumerName(actor - kFirstConsumerActor + 1);
}

QString UiFormat::consumerName(int consumer)
{
    return tr("consumer-%1").arg(consumer);
}

} // namespace idem::ui
