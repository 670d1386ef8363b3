#pragma once

#include <QByteArray>
#include <QStringList>

namespace idem {

// The workshop scenarios shipped in resources/scenarios (compiled into the
// core library as Qt resources), addressed as `builtin:NAME`.
class BuiltinScenarios final
{
public:
    static QStringList names();
    static QByteArray json(const QString &name); // empty when unknown
};

} // namespace idem
