#include "settings.h"

#include <QDir>
#include <QFileInfo>
#include <iterator>

namespace idem::ui {

Settings::Settings() = default;

QVariant Settings::value(const char *key, const QVariant &fallback) const
{
    return m_settings.value(QLatin1String(key), fallback);
}

void Settings::setValue(const char *key, const QVariant &value)
{
    m_settings.setValue(QLatin1String(key), value);
}

QByteArray Settings::windowGeometry() const
{
    return value(Keys::windowGeometry).toByteArray();
}

void Settings::setWindowGeometry(const QByteArray &geometry)
{
    setValue(Keys::windowGeometry, geometry);
}

QByteArray Settings::windowState() const
{
    return value(Keys::windowState).toByteArray();
}

void Settings::setWindowState(const QByteArray &state)
{
    setValue(Keys::windowState, state);
}

QStringList Settings::recentFiles() const
{
    return value(Keys::recentFiles).toStringList();
}

void Settings::addRecentFile(const QString &path)
{
    // Built-in scenarios are one menu away already; only files are recent.
    if (path.isEmpty() || path.startsWith(QLatin1String("builtin:")))
        return;
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList files = recentFiles();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > kMaxRecentFiles)
        files.removeLast();
    setValue(Keys::recentFiles, files);
}

void Settings::removeRecentFile(const QString &path)
{
    QStringList files = recentFiles();
    files.removeAll(path);
    setValue(Keys::recentFiles, files);
}

void Settings::clearRecentFiles()
{
    setValue(Keys::recentFiles, QStringList());
}

QString Settings::lastFolder() const
{
    const QString folder = value(Keys::lastFolder).toString();
    return !folder.isEmpty() && QFileInfo(folder).isDir() ? folder : QDir::homePath();
}

void Settings::setLastFolder(const QString &folder)
{
    setValue(Keys::lastFolder, folder);
}

QString Settings::language() const
{
    return value(Keys::language).toString();
}

void Settings::setLanguage(const QString &name)
{
    setValue(Keys::language, name);
}

QString Settings::playbackSpeed() const
{
    const QString stored = value(Keys::playbackSpeed).toString();
    // Settings written before speed keys hold an index into the speed list
    // as it stood then; a later change to the list must not move them.
    static const char *const legacy[] = {"0.25x", "0.5x", "1x", "2x", "4x", "8x", "16x",
                                         "2/s", "10/s", "50/s", "250/s"};
    bool isIndex = false;
    const int index = stored.toInt(&isIndex);
    if (isIndex)
        return index >= 0 && index < int(std::size(legacy)) ? QLatin1String(legacy[index]) : QString();
    return stored;
}

void Settings::setPlaybackSpeed(const QString &key)
{
    setValue(Keys::playbackSpeed, key);
}

bool Settings::compressGaps() const
{
    return value(Keys::compressGaps, true).toBool();
}

void Settings::setCompressGaps(bool on)
{
    setValue(Keys::compressGaps, on);
}

bool Settings::legendVisible() const
{
    return value(Keys::legendVisible, true).toBool();
}

void Settings::setLegendVisible(bool on)
{
    setValue(Keys::legendVisible, on);
}

bool Settings::allCauses() const
{
    return value(Keys::allCauses, false).toBool();
}

void Settings::setAllCauses(bool on)
{
    setValue(Keys::allCauses, on);
}

int Settings::maxRuns() const
{
    bool ok = false;
    const int runs = value(Keys::maxRuns).toInt(&ok);
    return ok && runs >= 1 ? runs : kDefaultMaxRuns;
}

void Settings::setMaxRuns(int runs)
{
    setValue(Keys::maxRuns, qMax(1, runs));
}

qint64 Settings::maxRunBytes() const
{
    bool ok = false;
    const qint64 bytes = value(Keys::maxRunBytes).toLongLong(&ok);
    return ok && bytes >= 1 ? bytes : kDefaultMaxRunBytes;
}

void Settings::setMaxRunBytes(qint64 bytes)
{
    setValue(Keys::maxRunBytes, qMax<qint64>(1, bytes));
}

QStringList Settings::keptRuns() const
{
    return value(Keys::keptRuns).toStringList();
}

bool Settings::isRunKept(const QString &path) const
{
    return !path.isEmpty() && keptRuns().contains(QFileInfo(path).absoluteFilePath());
}

void Settings::setRunKept(const QString &path, bool kept)
{
    if (path.isEmpty())
        return;
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList runs = keptRuns();
    runs.removeAll(absolute);
    if (kept)
        runs.append(absolute);
    setValue(Keys::keptRuns, runs);
}

QStringList Settings::exploreStrategies() const
{
    return value(Keys::exploreStrategies).toStringList();
}

void Settings::setExploreStrategies(const QStringList &ids)
{
    setValue(Keys::exploreStrategies, ids);
}

int Settings::exploreMaxFaults() const
{
    bool ok = false;
    const int k = value(Keys::exploreMaxFaults).toInt(&ok);
    return ok && k >= 1 && k <= kMaxExploreFaults ? k : 1;
}

void Settings::setExploreMaxFaults(int k)
{
    setValue(Keys::exploreMaxFaults, k);
}

qint64 Settings::exploreBudget() const
{
    bool ok = false;
    const qint64 budget = value(Keys::exploreBudget).toLongLong(&ok);
    return ok && budget >= 0 ? budget : 0;
}

void Settings::setExploreBudget(qint64 budget)
{
    setValue(Keys::exploreBudget, budget);
}

Settings::CheckForm Settings::checkForm() const
{
    CheckForm f;
    f.command = value(Keys::checkCommand).toString();
    f.folder = value(Keys::checkFolder).toString();
    f.consumers = qBound(0, value(Keys::checkConsumers, 0).toInt(), 16);
    f.postgres = value(Keys::checkPostgres, false).toBool();
    f.effects = value(Keys::checkEffects).toString();
    f.query = value(Keys::checkQuery).toString();
    return f;
}

void Settings::setCheckForm(const CheckForm &f)
{
    setValue(Keys::checkCommand, f.command);
    setValue(Keys::checkFolder, f.folder);
    setValue(Keys::checkConsumers, f.consumers);
    setValue(Keys::checkPostgres, f.postgres);
    setValue(Keys::checkEffects, f.effects);
    setValue(Keys::checkQuery, f.query);
}

} // namespace idem::ui
