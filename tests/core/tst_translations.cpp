#include "persianprose.h"

#include <QFile>
#include <QRegularExpression>
#include <QTest>
#include <QXmlStreamReader>
#include <functional>

// The completeness check for the window's strings: every entry of both .ts
// files is translated (lupdate marks new and changed strings "unfinished"),
// keeps the source's placeholders, and Persian prose writes its numbers in
// Persian digits.
namespace {
struct Entry
{
    QString context;
    QString source;
    QStringList translations; // one, or one per plural form
    bool unfinished = false;
};

QVector<Entry> readTs(const QString &path, QString *error)
{
    QVector<Entry> out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = path + QStringLiteral(": cannot read: ") + file.errorString();
        return out;
    }
    QXmlStreamReader xml(&file);
    QString context;
    Entry entry;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            entry = Entry{context, {}, {}, false};
        } else if (name == QLatin1String("source")) {
            entry.source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            const QString type = xml.attributes().value(QLatin1String("type")).toString();
            entry.unfinished = type == QLatin1String("unfinished") || type == QLatin1String("vanished")
                || type == QLatin1String("obsolete");
            QString text;
            while (!xml.atEnd()) {
                xml.readNext();
                if (xml.isCharacters())
                    text += xml.text();
                else if (xml.isStartElement() && xml.name() == QLatin1String("numerusform"))
                    entry.translations.append(xml.readElementText());
                else if (xml.isEndElement() && xml.name() == QLatin1String("translation"))
                    break;
            }
            if (entry.translations.isEmpty())
                entry.translations.append(text);
            out.append(entry);
        }
    }
    if (xml.hasError())
        *error = QStringLiteral("%1:%2: %3").arg(path).arg(xml.lineNumber()).arg(xml.errorString());
    return out;
}

QSet<QString> placeholders(const QString &text)
{
    static const QRegularExpression ph(QStringLiteral("%L?(\\d+|n)"));
    QSet<QString> out;
    auto it = ph.globalMatch(text);
    while (it.hasNext())
        out.insert(it.next().captured().remove(QLatin1Char('L')));
    return out;
}

QStringList latinNumbersInPersianProse(QString text)
{
    text.remove(QRegularExpression(QStringLiteral("<[^>]*>")));              // markup
    text.remove(QRegularExpression(QStringLiteral("%L?(\\d+|n)")));         // placeholders
    return testsupport::latinNumbersInPersianProse(text);
}
// Every Persian translation that `check` finds fault with (it returns what is
// wrong, or nothing), one line each naming its context and source.
QStringList persianProblems(const std::function<QString(const QString &)> &check, QString *error)
{
    QStringList problems;
    const QVector<Entry> entries = readTs(QStringLiteral(TESTDATA_DIR "/../../../translations/idemlab_fa.ts"), error);
    for (const Entry &e : entries) {
        for (const QString &t : e.translations) {
            const QString fault = check(t);
            if (!fault.isEmpty())
                problems.append(QStringLiteral("%1 / \"%2\": %3").arg(e.context, e.source.left(60), fault));
        }
    }
    return problems;
}

// The letter a mnemonic ('&') underlines is shaped apart from its word, so
// when it joins a neighbour the word falls apart on screen: "&مقایسه" draws
// an isolated "م" before "قایسه". A mnemonic may mark a Latin letter, or an
// Arabic-script letter that stands alone anyway (the "ا" of "&اجرای", the
// "د" of "&داده"). Returns each mnemonic that breaks a word, or nothing.
QStringList mnemonicsThatBreakJoining(const QString &text)
{
    auto neighbour = [&](qsizetype i, int step) {
        for (i += step; i >= 0 && i < text.size(); i += step) {
            if (text.at(i) == QLatin1Char('&'))
                continue;
            if (text.at(i).joiningType() != QChar::Joining_Transparent)
                return text.at(i);
        }
        return QChar();
    };
    auto joinsForward = [](QChar c) {  // towards the next letter in reading order
        const auto j = c.joiningType();
        return j == QChar::Joining_Dual || j == QChar::Joining_Causing || j == QChar::Joining_Left;
    };
    auto joinsBack = [](QChar c) {
        const auto j = c.joiningType();
        return j == QChar::Joining_Dual || j == QChar::Joining_Causing || j == QChar::Joining_Right;
    };
    QStringList broken;
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) != QLatin1Char('&'))
            continue;
        const QChar c = text.at(i + 1);
        if (c == QLatin1Char('&')) {  // "&&" is a literal ampersand
            ++i;
            continue;
        }
        const QChar before = neighbour(i, -1), after = neighbour(i + 1, +1);
        if ((joinsBack(c) && joinsForward(before)) || (joinsForward(c) && joinsBack(after)))
            broken.append(text.mid(qMax<qsizetype>(0, i - 6), 14));
    }
    return broken;
}
} // namespace

class TestTranslations final : public QObject
{
    Q_OBJECT
private slots:
    void everyEntryIsTranslated_data();
    void everyEntryIsTranslated();
    void persianProseUsesPersianDigits();
    void persianHasNoJoinerBesideLatin();
    void persianSeparatesWithoutTheMiddleDot();
    void persianMnemonicsKeepLettersJoined();
    void turkishPutsNoSuffixOnAValue();
};

void TestTranslations::everyEntryIsTranslated_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("fa") << QStringLiteral("fa");
    QTest::newRow("tr") << QStringLiteral("tr");
}

void TestTranslations::everyEntryIsTranslated()
{
    QFETCH(QString, language);
    const QString path = QStringLiteral(TESTDATA_DIR "/../../../translations/idemlab_%1.ts").arg(language);
    QString error;
    const QVector<Entry> entries = readTs(path, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY2(entries.size() > 1000, qPrintable(QStringLiteral("%1: only %2 entries").arg(path).arg(entries.size())));
    QStringList problems;
    for (const Entry &e : entries) {
        const QString where = QStringLiteral("%1 / \"%2\"").arg(e.context, e.source.left(70));
        if (e.unfinished)
            problems.append(where + QStringLiteral(": unfinished"));
        for (const QString &t : e.translations) {
            if (t.trimmed().isEmpty() && !e.source.trimmed().isEmpty())
                problems.append(where + QStringLiteral(": empty"));
            else if (placeholders(t) != placeholders(e.source))
                problems.append(where + QStringLiteral(": placeholders differ in \"%1\"").arg(t));
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("%1: %2 entries to translate "
                                                           "(cmake --build build --target update_translations):\n")
                                                .arg(path)
                                                .arg(problems.size())
                                            + problems.mid(0, 40).join(QLatin1Char('\n'))));
}

void TestTranslations::persianProseUsesPersianDigits()
{
    QString error;
    const QStringList problems = persianProblems(
        [](const QString &t) { return latinNumbersInPersianProse(t).join(QStringLiteral(" | ")); }, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    // The check itself: a bare number fails, an id or a setting does not.
    QCOMPARE(latinNumbersInPersianProse(QStringLiteral("برابر 30 s")), QStringList{QStringLiteral("30 s")});
    QVERIFY(latinNumbersInPersianProse(QStringLiteral("order-17 و max.poll.records در %1 ثانیه")).isEmpty());
}

void TestTranslations::persianHasNoJoinerBesideLatin()
{
    QString error;
    const QStringList problems = persianProblems(
        [](const QString &t) {
            const QStringList stray = testsupport::strayJoiners(t);
            return stray.isEmpty() ? QString()
                                   : QStringLiteral("a ZWNJ beside Latin in ") + stray.join(QStringLiteral(" | "));
        },
        &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    // The check itself: "commit\u200cشده" fails, "پیام\u200cهای" and "commit شده" do not.
    QCOMPARE(testsupport::strayJoiners(QStringLiteral("از offset commit\u200cشده")),
             QStringList{QStringLiteral("commit\u200cشده")});
    QVERIFY(testsupport::strayJoiners(QStringLiteral("پیام\u200cهای commit شده")).isEmpty());
}

// "رویداد ۴ از ۱۴ · ۵۱٫۰۴ ثانیه" reads as "۱۴ ۰ ۵۱": beside Persian digits a
// middle dot is the digit zero. Persian separates the items of a line with
// its comma.
void TestTranslations::persianSeparatesWithoutTheMiddleDot()
{
    QString error;
    const QStringList problems = persianProblems(
        [](const QString &t) { return t.contains(QChar(0x00B7)) || t.contains(QChar(0x2219)) ? t : QString(); }, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestTranslations::persianMnemonicsKeepLettersJoined()
{
    QString error;
    const QStringList problems = persianProblems(
        [](const QString &t) { return mnemonicsThatBreakJoining(t).join(QStringLiteral(" | ")); }, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("%1 mnemonics split a word:\n").arg(problems.size())
                                            + problems.join(QLatin1Char('\n'))));
    // The check itself, on the cases drawn and looked at: the first two split
    // their word, the others do not.
    QCOMPARE(mnemonicsThatBreakJoining(QStringLiteral("&مقایسه")).size(), 1);
    QCOMPARE(mnemonicsThatBreakJoining(QStringLiteral("مقا&یسه")).size(), 1);
    QVERIFY(mnemonicsThatBreakJoining(QStringLiteral("&اجرای آزمون")).isEmpty());
    QVERIFY(mnemonicsThatBreakJoining(QStringLiteral("پایگاه &داده")).isEmpty());
    QVERIFY(mnemonicsThatBreakJoining(QStringLiteral("آزمودن &consumer من")).isEmpty());
    QVERIFY(mnemonicsThatBreakJoining(QStringLiteral("Tom && Jerry")).isEmpty());
}

// A Turkish case suffix follows the sound of the word before it, and a
// placeholder's value decides that sound: "%2'e ulaştı" reads right for
// consumer-1 ('e) and wrong for consumer-2 ('ye), consumer-6 ('ya) or
// offset 10 ('a). The value is named by a fixed word that takes the suffix
// ("%2 tüketicisine", "%1 numaralı partition'ın").
void TestTranslations::turkishPutsNoSuffixOnAValue()
{
    QString error;
    const QVector<Entry> entries = readTs(QStringLiteral(TESTDATA_DIR "/../../../translations/idemlab_tr.ts"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(entries.size() > 100);
    static const QRegularExpression suffixed(QStringLiteral("%L?\\d+['\u2019]\\w+"),
                                             QRegularExpression::UseUnicodePropertiesOption);
    QStringList problems;
    for (const Entry &e : entries) {
        for (const QString &t : e.translations) {
            for (auto it = suffixed.globalMatch(t); it.hasNext();)
                problems.append(QStringLiteral("%1 / \"%2\": %3").arg(e.context, e.source.left(60), it.next().captured()));
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("%1 suffixes on a value:\n").arg(problems.size())
                                            + problems.join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
