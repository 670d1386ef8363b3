#include "runpaths.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>
#include <QStandardPaths>

namespace idem::ui {

namespace {
const QString kStamp = QStringLiteral("yyyyMMdd-HHmmss-zzz");

// Letters of any script stay (a Persian scenario keeps its name); digits
// only as ASCII, so no locale's digits reach a file name.
QString slug(const QString &text, int length)
{
    QString out;
    for (const QChar c : text.toLower()) {
        const bool keep = c.isLetter() || (c >= QLatin1Char('0') && c <= QLatin1Char('9'));
        if (keep)
            out += c;
        else if (!out.isEmpty() && !out.endsWith(QLatin1Char('-')))
            out += QLatin1Char('-');
        if (out.size() >= length)
            break;
    }
    while (out.endsWith(QLatin1Char('-')))
        out.chop(1);
    return out;
}
} // namespace

QString RunPaths::folder()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation))
        .filePath(QStringLiteral("runs"));
}

QString RunPaths::runName(const QString &scenario, const QString &what, quint64 seed, const QDateTime &when)
{
    QString name = slug(scenario, 40);
    if (name.isEmpty())
        name = QStringLiteral("scenario");
    QString kind = what;
    for (QChar &c : kind) {
        if (!(c.isLetterOrNumber() && c.unicode() < 128) && c != QLatin1Char('-'))
            c = QLatin1Char('_');
    }
    // Locale-neutral stamp: a Persian locale must not put its digits in a file name.
    return QStringLiteral("%1-%2-%3-%4")
        .arg(name, kind, QString::number(seed), QLocale::c().toString(when.toUTC(), kStamp));
}

QDateTime RunPaths::startOf(const QString &name)
{
    // At the end (…-<time>, maybe -N when two runs started in the same
    // millisecond), or at the start in the names of older versions
    // (<time>-<strategy>, <time>-compare) and the live lab's live-<time>-<strategy>.
    static const QRegularExpression atEnd(QStringLiteral("-(\\d{8}-\\d{6})(-\\d{3})?(-\\d+)?(\\.sqlite)?$"));
    static const QRegularExpression atStart(QStringLiteral("^(?:live-)?(\\d{8}-\\d{6})(-\\d{3})?"));
    QRegularExpressionMatch m = atEnd.match(name);
    if (!m.hasMatch())
        m = atStart.match(name);
    if (!m.hasMatch())
        return {};
    const QString text = m.captured(1) + (m.captured(2).isEmpty() ? QStringLiteral("-000") : m.captured(2));
    QDateTime when = QLocale::c().toDateTime(text, kStamp);
    when.setTimeSpec(Qt::UTC);
    return when;
}

QString RunPaths::newRunPath(const QString &scenario, const QString &strategy, quint64 seed, const QDateTime &when)
{
    const QString dir = folder();
    if (!QDir().mkpath(dir))
        return {};
    const QString name = runName(scenario, strategy, seed, when);
    QString path = QDir(dir).filePath(name + QStringLiteral(".sqlite"));
    for (int n = 2; QFileInfo::exists(path); ++n)
        path = QDir(dir).filePath(QStringLiteral("%1-%2.sqlite").arg(name).arg(n));
    return path;
}

} // namespace idem::ui
