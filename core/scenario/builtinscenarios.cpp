#include "builtinscenarios.h"

#include <QDir>
#include <QFile>

static void initCoreResources()
{
    Q_INIT_RESOURCE(scenarios);
}

namespace idem {

namespace {
const QString kFolder = QStringLiteral(":/scenarios/");
}

QStringList BuiltinScenarios::names()
{
    initCoreResources();
    QStringList out;
    const QStringList files = QDir(kFolder).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    for (const QString &f : files)
        out.append(f.chopped(5));
    return out;
}

QByteArray BuiltinScenarios::json(const QString &name)
{
    initCoreResources();
    if (name.contains(QLatin1Char('/')))
        return {};
    QFile file(kFolder + name + QStringLiteral(".json"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

} // namespace idem
