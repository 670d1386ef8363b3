#include "listingcatalog.h"

#include "../consumer/strategytraits.h"

#include <QFile>
#include <QRegularExpression>
#include <QJsonDocument>
#include <QJsonObject>

static void initListingResources()
{
    Q_INIT_RESOURCE(listings);
}

namespace idem {

namespace {
const QString kFolder = QStringLiteral(":/listings/");
} // namespace

QStringList ListingCatalog::strategies()
{
    return vocab::strategies();
}

QSet<QString> ListingCatalog::wordsOf(const Scenario &scenario)
{
    QSet<QString> words = {scenario.effect, scenario.strategy.cacheWrite};
    if (scenario.strategy.uniqueConstraint)
        words.insert(QStringLiteral("unique-key"));
    if (const StrategyTraits *traits = StrategyTraits::find(scenario.strategy.id); traits && traits->naturalUpsert)
        words.insert(QStringLiteral("natural"));
    if (scenario.strategy.retentionMs > 0)
        words.insert(QStringLiteral("retention"));
    return words;
}

QHash<QString, QString> ListingCatalog::valuesOf(const Scenario &scenario)
{
    const QLocale c = QLocale::c();
    return {{QStringLiteral("ttlMs"), c.toString(scenario.strategy.cacheTtlMs)},
            {QStringLiteral("capacity"), c.toString(scenario.strategy.cacheCapacity)},
            {QStringLiteral("retentionMs"), c.toString(scenario.strategy.retentionMs)}};
}

namespace {
QString readListing(const QString &name)
{
    QFile file(kFolder + name);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

// "// @insert NAME" lines become NAME.inc.cs, indented like the line.
QString withInserts(const QString &text)
{
    static const QRegularExpression insert(QStringLiteral("^([ \\t]*)//\\s*@insert\\s+([a-z-]+)\\s*$"));
    QStringList out;
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        const QRegularExpressionMatch m = insert.match(line);
        if (!m.hasMatch()) {
            out.append(line);
            continue;
        }
        QString snippet = readListing(m.captured(2) + QStringLiteral(".inc.cs"));
        if (snippet.endsWith(QLatin1Char('\n')))
            snippet.chop(1);
        for (const QString &s : snippet.split(QLatin1Char('\n')))
            out.append(s.isEmpty() ? s : m.captured(1) + s);
    }
    return out.join(QLatin1Char('\n'));
}
} // namespace

QString ListingCatalog::source(const QString &strategy)
{
    initListingResources();
    if (!strategies().contains(strategy))
        return {};
    return withInserts(readListing(strategy + QStringLiteral(".cs")));
}

std::optional<Listing> ListingCatalog::forScenario(const Scenario &scenario, QString *error)
{
    const QString text = source(scenario.strategy.id);
    if (text.isEmpty()) {
        if (error)
            *error = QStringLiteral("no listing for strategy \"%1\"").arg(scenario.strategy.id);
        return std::nullopt;
    }
    QString why;
    auto listing = Listing::parse(text, wordsOf(scenario), valuesOf(scenario), &why);
    if (!listing && error)
        *error = QStringLiteral("%1.cs: %2").arg(scenario.strategy.id, why);
    return listing;
}

QHash<QString, QString> ListingCatalog::comments(const QString &language)
{
    initListingResources();
    const QString code = language.left(2).toLower();
    QHash<QString, QString> out;
    QFile file(kFolder + QStringLiteral("comments.%1.json").arg(code));
    if (code.isEmpty() || !file.open(QIODevice::ReadOnly))
        return out;
    const QJsonObject table = QJsonDocument::fromJson(file.readAll()).object();
    for (auto it = table.constBegin(); it != table.constEnd(); ++it)
        out.insert(it.key(), it.value().toString());
    return out;
}

std::optional<Listing> ListingCatalog::forScenario(const Scenario &scenario, const QString &language,
                                                   QString *error)
{
    auto listing = forScenario(scenario, error);
    if (!listing)
        return listing;
    const QHash<QString, QString> table = comments(language);
    if (table.isEmpty())
        return listing;
    return listing->translated(table);
}

} // namespace idem
