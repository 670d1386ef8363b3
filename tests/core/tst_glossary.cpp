#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>
#include <QXmlStreamReader>

// One word for one term: the glossary of each language (docs/glossary.*.md,
// the source article's words first) against the translations. Wherever a
// source text holds a glossary term, its translation uses the glossary's word
// and none of the words the glossary rules out ("بروکر" beside "broker",
// "Bölüm" on the lane beside "partition" in the explanations).
namespace {

struct Term
{
    QString english; // "partition"
    QString use;     // the word the translation holds
    QStringList never;
};

struct Message
{
    QString source;
    QStringList translations; // one, or one per plural form
};

QString sourceFile(const QString &relative)
{
    return QStringLiteral(TESTDATA_DIR "/../../../") + relative;
}

// The rows of the glossary's table: | English | use | never, never… |
QList<Term> readGlossary(const QString &text)
{
    QList<Term> out;
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        if (!line.trimmed().startsWith(QLatin1Char('|')))
            continue;
        QStringList cells = line.trimmed().mid(1).split(QLatin1Char('|'));
        if (cells.size() < 3)
            continue;
        for (QString &c : cells)
            c = c.trimmed();
        if (cells.at(0) == QLatin1String("English") || cells.at(0).startsWith(QLatin1Char('-')))
            continue;
        Term term{cells.at(0), cells.at(1), {}};
        for (const QString &word : cells.at(2).split(QLatin1Char(','), Qt::SkipEmptyParts))
            term.never.append(word.trimmed());
        out.append(term);
    }
    return out;
}

QList<Message> readTs(QIODevice *device)
{
    QList<Message> out;
    QXmlStreamReader xml(device);
    Message message;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("source")) {
            message = Message{xml.readElementText(), {}};
        } else if (xml.name() == QLatin1String("translation")) {
            const QString type = xml.attributes().value(QLatin1String("type")).toString();
            const bool kept = type != QLatin1String("vanished") && type != QLatin1String("obsolete");
            QString text;
            while (!xml.atEnd()) {
                xml.readNext();
                if (xml.isCharacters())
                    text += xml.text();
                else if (xml.isStartElement() && xml.name() == QLatin1String("numerusform"))
                    message.translations.append(xml.readElementText());
                else if (xml.isEndElement() && xml.name() == QLatin1String("translation"))
                    break;
            }
            if (message.translations.isEmpty())
                message.translations.append(text);
            if (kept)
                out.append(message);
        }
    }
    return out;
}

// A word the glossary rules out, as a word of the translation: in a
// right-to-left script not inside a longer word ("کش" is not "خط‌کش"), in a
// Latin one at a word's start, with its suffixes when it ends in '*'
// ("bölüm*" is "bölümü", "sun" is not "sunucu").
QRegularExpression neverPattern(const QString &word)
{
    const bool suffixes = word.endsWith(QLatin1Char('*'));
    const QString stem = QRegularExpression::escape(suffixes ? word.chopped(1) : word);
    const bool rightToLeft = stem.isRightToLeft();
    const QString before = rightToLeft ? QStringLiteral("(?<![\\x{0600}-\\x{06FF}\\x{200C}])") : QStringLiteral("(?<!\\w)");
    const QString after = suffixes ? QString()
        : rightToLeft             ? QStringLiteral("(?![\\x{0600}-\\x{06FF}])")
                                  : QStringLiteral("(?!\\w)");
    return QRegularExpression(before + stem + after, QRegularExpression::CaseInsensitiveOption
                                                         | QRegularExpression::UseUnicodePropertiesOption);
}

// Each drift, as "term: source → translation".
QStringList drifts(const QList<Term> &glossary, const QList<Message> &messages)
{
    QStringList out;
    for (const Term &term : glossary) {
        const QRegularExpression inSource(QStringLiteral("\\b%1(s|'s)?\\b").arg(QRegularExpression::escape(term.english)),
                                          QRegularExpression::CaseInsensitiveOption);
        QList<QRegularExpression> never;
        for (const QString &word : term.never)
            never.append(neverPattern(word));
        for (const Message &m : messages) {
            if (!m.source.contains(inSource))
                continue;
            for (const QString &t : m.translations) {
                const auto ruledOut = std::find_if(never.cbegin(), never.cend(),
                                                   [&t](const QRegularExpression &p) { return t.contains(p); });
                if (ruledOut != never.cend() || !t.contains(term.use, Qt::CaseInsensitive))
                    out.append(QStringLiteral("%1: \"%2\" → \"%3\"").arg(term.english, m.source, t));
            }
        }
    }
    return out;
}

} // namespace

class TestGlossary final : public QObject
{
    Q_OBJECT
private slots:
    void checkSeesADrift();
    void translationsUseTheGlossary_data();
    void translationsUseTheGlossary();
    void lessonsUseTheGlossary_data();
    void lessonsUseTheGlossary();
};

// The check itself: a ruled-out word, a missing glossary word and a ruled-out
// stem with a suffix are each a drift; the word inside a longer one is not.
void TestGlossary::checkSeesADrift()
{
    const QList<Term> glossary = readGlossary(QStringLiteral("| English | use | never |\n|---|---|---|\n"
                                                             "| broker | broker | بروکر |\n"
                                                             "| cache | cache | کش |\n"
                                                             "| partition | partition | bölüm* |\n"));
    QCOMPARE(glossary.size(), 3);
    QByteArray ts = QStringLiteral("<TS><context><name>x</name>"
                                   "<message><source>Broker</source><translation>بروکر</translation></message>"
                                   "<message><source>the broker</source><translation>broker</translation></message>"
                                   "<message><source>Cache</source><translation>حافظه</translation></message>"
                                   "<message><source>ruler cache</source><translation>خط\u200cکش cache</translation></message>"
                                   "<message><source>partitions</source><translation>bölümler partition</translation></message>"
                                   "</context></TS>")
                        .toUtf8();
    QBuffer buffer(&ts);
    QVERIFY(buffer.open(QIODevice::ReadOnly));
    const QStringList found = drifts(glossary, readTs(&buffer));
    QCOMPARE(found.size(), 3);
    QVERIFY(found.at(0).contains(QStringLiteral("بروکر")));
    QVERIFY(found.at(1).contains(QStringLiteral("حافظه")));
    QVERIFY(found.at(2).contains(QStringLiteral("bölümler")));
}

void TestGlossary::translationsUseTheGlossary_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("fa") << QStringLiteral("fa");
    QTest::newRow("tr") << QStringLiteral("tr");
}

void TestGlossary::translationsUseTheGlossary()
{
    QFETCH(QString, language);
    QFile glossaryFile(sourceFile(QStringLiteral("docs/glossary.%1.md").arg(language)));
    QVERIFY2(glossaryFile.open(QIODevice::ReadOnly), qPrintable(glossaryFile.fileName()));
    const QList<Term> glossary = readGlossary(QString::fromUtf8(glossaryFile.readAll()));
    QVERIFY2(glossary.size() >= 2, qPrintable(glossaryFile.fileName() + QStringLiteral(": no table rows")));
    QFile ts(sourceFile(QStringLiteral("translations/idemlab_%1.ts").arg(language)));
    QVERIFY2(ts.open(QIODevice::ReadOnly), qPrintable(ts.fileName()));
    const QList<Message> messages = readTs(&ts);
    QVERIFY(messages.size() > 500);
    const QStringList found = drifts(glossary, messages);
    QVERIFY2(found.isEmpty(), qPrintable(QStringLiteral("%1 translations drift from docs/glossary.%1.md:\n").arg(language)
                                         + found.join(QLatin1Char('\n'))));
}

void TestGlossary::lessonsUseTheGlossary_data()
{
    translationsUseTheGlossary_data();
}

// The built-in lessons are read in the workshop beside the window's words:
// their Persian and Turkish texts hold the same glossary (08's Turkish story
// said "bölüm" for the "partition" its timeline and explanations name).
void TestGlossary::lessonsUseTheGlossary()
{
    QFETCH(QString, language);
    QFile glossaryFile(sourceFile(QStringLiteral("docs/glossary.%1.md").arg(language)));
    QVERIFY2(glossaryFile.open(QIODevice::ReadOnly), qPrintable(glossaryFile.fileName()));
    const QList<Term> glossary = readGlossary(QString::fromUtf8(glossaryFile.readAll()));
    const QDir folder(sourceFile(QStringLiteral("resources/scenarios")));
    const QStringList files = folder.entryList({QStringLiteral("*.json")}, QDir::Files);
    QVERIFY2(files.size() >= 25, qPrintable(folder.path()));
    // Each text of a lesson in the language, as a message whose source is its English.
    QList<Message> messages;
    for (const QString &name : files) {
        QFile file(folder.filePath(name));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
        const QJsonObject lesson = QJsonDocument::fromJson(file.readAll()).object();
        const QJsonObject texts = lesson.value(QLatin1String("translations")).toObject().value(language).toObject();
        for (auto it = texts.constBegin(); it != texts.constEnd(); ++it) {
            const QString english = lesson.value(it.key()).toString();
            if (!english.isEmpty())
                messages.append({english, {it.value().toString()}});
        }
    }
    QVERIFY(messages.size() > 100);
    const QStringList found = drifts(glossary, messages);
    QVERIFY2(found.isEmpty(), qPrintable(QStringLiteral("%1 lessons drift from docs/glossary.%1.md:\n").arg(language)
                                         + found.join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestGlossary)
#include "tst_glossary.moc"
