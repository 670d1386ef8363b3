#include "scenario/builtinscenarios.h"
#include "scenario/scenarioio.h"
#include "persianprose.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

using namespace idem;
using testsupport::latinNumbersInPersianProse;

class TestScenarioText final : public QObject
{
    Q_OBJECT
private slots:
    void translationsAreReadAndLookedUp();
    void englishIsTheFallbackPerField();
    void translationsRoundTrip();
    void badTranslationsAreRejectedWithPath_data();
    void badTranslationsAreRejectedWithPath();
    void everyBuiltinIsTranslated_data();
    void everyBuiltinIsTranslated();
    void translationsFollowTheEnglish();
    void everyBuiltinStandsOnItsOwn();
    void digitCheckSeesLatinNumbers();
};

void TestScenarioText::translationsAreReadAndLookedUp()
{
    const ScenarioLoadResult r = ScenarioIo::parse(R"({"name": "Lost acks", "lesson": "Be idempotent.",
        "translations": {"fa": {"name": "ackهای گم‌شده", "lesson": "idempotent باشید."},
                         "tr": {"name": "Kayıp onaylar"}}})",
                                                   QStringLiteral("t.json"));
    QVERIFY2(r.ok(), qPrintable(r.errors.join(QLatin1Char('\n'))));
    const Scenario &s = r.scenario;
    QCOMPARE(s.text(QStringLiteral("name"), QStringLiteral("fa")), QStringLiteral("ackهای گم‌شده"));
    // The locale's full name and a BCP 47 tag pick the same texts.
    QCOMPARE(s.text(QStringLiteral("name"), QStringLiteral("fa_IR")), QStringLiteral("ackهای گم‌شده"));
    QCOMPARE(s.text(QStringLiteral("lesson"), QStringLiteral("fa-IR")), QStringLiteral("idempotent باشید."));
    QCOMPARE(s.text(QStringLiteral("name"), QStringLiteral("tr_TR")), QStringLiteral("Kayıp onaylar"));
    QCOMPARE(s.text(QStringLiteral("name"), QString()), QStringLiteral("Lost acks"));
    // The engine's English fields are untouched by the translations.
    QCOMPARE(s.name, QStringLiteral("Lost acks"));
}

void TestScenarioText::englishIsTheFallbackPerField()
{
    const ScenarioLoadResult r = ScenarioIo::parse(R"({"name": "N", "predict": "P?", "observe": "O",
        "translations": {"tr": {"predict": "T?", "observe": "  "}}})",
                                                   QStringLiteral("f.json"));
    QVERIFY(r.ok());
    QCOMPARE(r.scenario.text(QStringLiteral("predict"), QStringLiteral("tr")), QStringLiteral("T?"));
    QCOMPARE(r.scenario.text(QStringLiteral("name"), QStringLiteral("tr")), QStringLiteral("N"));
    QCOMPARE(r.scenario.text(QStringLiteral("observe"), QStringLiteral("tr")), QStringLiteral("O")); // blank = missing
    QCOMPARE(r.scenario.text(QStringLiteral("predict"), QStringLiteral("de")), QStringLiteral("P?"));
    QCOMPARE(r.scenario.text(QStringLiteral("lesson"), QStringLiteral("fa")), QString());
}

void TestScenarioText::translationsRoundTrip()
{
    Scenario s;
    s.name = QStringLiteral("Round trip");
    s.topic = QStringLiteral("Caches");
    s.translations[QStringLiteral("fa")] = {{QStringLiteral("name"), QStringLiteral("رفت و برگشت")},
                                            {QStringLiteral("topic"), QStringLiteral("Cache")},
                                            {QStringLiteral("lesson"), QStringLiteral("order-3 دو بار")}};
    s.translations[QStringLiteral("tr")] = {{QStringLiteral("description"), QStringLiteral("İki kez işlendi.")}};
    const QByteArray json = ScenarioIo::toJson(s);
    QVERIFY(json.contains("\"translations\""));
    const ScenarioLoadResult r = ScenarioIo::parse(json, QStringLiteral("rt.json"));
    QVERIFY2(r.ok(), qPrintable(r.errors.join(QLatin1Char('\n'))));
    QCOMPARE(r.scenario, s);
    QCOMPARE(r.scenario.text(QStringLiteral("description"), QStringLiteral("tr")), QStringLiteral("İki kez işlendi."));
    // A scenario without translations writes none.
    QVERIFY(!ScenarioIo::toJson(Scenario()).contains("translations"));
}

void TestScenarioText::badTranslationsAreRejectedWithPath_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected");
    QTest::newRow("not an object") << QByteArray("{\n\"translations\": [\"fa\"]\n}")
                                   << QStringLiteral("bad.json:2: $.translations: expected an object");
    QTest::newRow("language not an object") << QByteArray("{\"translations\": {\"fa\": \"سلام\"}}")
                                            << QStringLiteral("$.translations.fa: expected an object");
    QTest::newRow("bad language code") << QByteArray("{\"translations\": {\"Persian\": {}}}")
                                       << QStringLiteral("$.translations.Persian: expected a language code");
    QTest::newRow("unknown field") << QByteArray("{\"translations\": {\"tr\": {\"title\": \"x\"}}}")
                                   << QStringLiteral("$.translations.tr.title: unknown field");
    QTest::newRow("simulated field") << QByteArray("{\"translations\": {\"tr\": {\"messages\": 3}}}")
                                     << QStringLiteral("$.translations.tr.messages: unknown field");
    QTest::newRow("wrong type") << QByteArray("{\n\"translations\": {\n\"tr\": {\n\"lesson\": 3}}}")
                                << QStringLiteral("bad.json:4: $.translations.tr.lesson: expected a string");
}

void TestScenarioText::badTranslationsAreRejectedWithPath()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    const ScenarioLoadResult r = ScenarioIo::parse(json, QStringLiteral("bad.json"));
    QVERIFY(!r.ok());
    const QString all = r.errors.join(QLatin1Char('\n'));
    QVERIFY2(all.contains(expected), qPrintable(all));
}

void TestScenarioText::everyBuiltinIsTranslated_data()
{
    QTest::addColumn<QString>("name");
    for (const QString &name : BuiltinScenarios::names())
        QTest::newRow(qPrintable(name)) << name;
}

// The completeness check for the workshop content: every teaching text of
// every built-in scenario exists in Persian and Turkish, is not the English
// text copied, and Persian prose writes its numbers in Persian digits.
void TestScenarioText::everyBuiltinIsTranslated()
{
    QFETCH(QString, name);
    const ScenarioLoadResult r = ScenarioIo::load(QStringLiteral("builtin:") + name);
    QVERIFY2(r.ok(), qPrintable(r.errors.join(QLatin1Char('\n'))));
    const Scenario &s = r.scenario;
    for (const QString &language : {QStringLiteral("fa"), QStringLiteral("tr")}) {
        for (const QString &field : Scenario::textFields()) {
            const QString english = s.text(field, QString());
            if (english.trimmed().isEmpty())
                continue;
            const QString translated = s.translations.value(language).value(field).trimmed();
            QVERIFY2(!translated.isEmpty(), qPrintable(QStringLiteral("%1: %2.%3 is missing").arg(name, language, field)));
            // "Kafka" may stay "Kafka"; a sentence may not stay English.
            if (english.contains(QLatin1Char(' ')))
                QVERIFY2(translated != english.trimmed(),
                         qPrintable(QStringLiteral("%1: %2.%3 is the English text").arg(name, language, field)));
            if (language == QLatin1String("fa")) {
                const QStringList latin = latinNumbersInPersianProse(translated);
                QVERIFY2(latin.isEmpty(), qPrintable(QStringLiteral("%1: fa.%2 has Latin digits in prose: %3")
                                                         .arg(name, field, latin.join(QStringLiteral(" | ")))));
                const QStringList stray = testsupport::strayJoiners(translated);
                QVERIFY2(stray.isEmpty(), qPrintable(QStringLiteral("%1: fa.%2 has a ZWNJ beside Latin: %3")
                                                         .arg(name, field, stray.join(QStringLiteral(" | ")))));
                // Beside Persian digits a middle dot reads as the digit zero.
                QVERIFY2(!translated.contains(QChar(0x00B7)),
                         qPrintable(QStringLiteral("%1: fa.%2 separates with a middle dot").arg(name, field)));
            }
        }
    }
}

// A translation made from an older English text is wrong even though it
// exists: tests/core/data/translated-from.json records, per built-in and
// field, the SHA-1 (12 hex digits) of the English the Persian and Turkish
// were written from. When the English changes, this fails until both
// translations are brought up to date and the hash with them.
void TestScenarioText::translationsFollowTheEnglish()
{
    const QString path = QStringLiteral(TESTDATA_DIR "/translated-from.json");
    QFile file(path);
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path + QStringLiteral(": cannot read")));
    const QJsonObject recorded = QJsonDocument::fromJson(file.readAll()).object();
    QVERIFY2(!recorded.isEmpty(), qPrintable(path + QStringLiteral(": not a JSON object")));
    QStringList stale;
    for (const QString &name : BuiltinScenarios::names()) {
        const ScenarioLoadResult r = ScenarioIo::load(QStringLiteral("builtin:") + name);
        QVERIFY2(r.ok(), qPrintable(r.errors.join(QLatin1Char('\n'))));
        const QJsonObject fields = recorded.value(name).toObject();
        for (const QString &field : Scenario::textFields()) {
            const QString english = r.scenario.text(field, QString());
            if (english.trimmed().isEmpty())
                continue;
            const QString now = QString::fromLatin1(
                QCryptographicHash::hash(english.toUtf8(), QCryptographicHash::Sha1).toHex().left(12));
            const QString then = fields.value(field).toString();
            if (now != then)
                stale.append(QStringLiteral("%1.%2: the English text changed since it was translated (%3, now %4): "
                                            "update translations.fa.%2 and translations.tr.%2, then the hash in %5")
                                 .arg(name, field, then.isEmpty() ? QStringLiteral("no record") : then, now, path));
        }
    }
    QVERIFY2(stale.isEmpty(), qPrintable(stale.join(QLatin1Char('\n'))));
}

// A workshop shows one scenario to a room that has read neither source
// article nor the scenario before it: no built-in's texts, in any language,
// lean on an article ("the Turkish article's consumer") or on another
// scenario ("the same queue as the previous scenario").
void TestScenarioText::everyBuiltinStandsOnItsOwn()
{
    const QList<std::pair<QString, QRegularExpression>> leans = {
        {QString(), QRegularExpression(QStringLiteral("article|(previous|next|UPSERT) scenario"),
                                       QRegularExpression::CaseInsensitiveOption)},
        {QStringLiteral("fa"), QRegularExpression(QStringLiteral("مقاله|سناریوی (قبلی|بعدی|UPSERT)"))},
        {QStringLiteral("tr"), QRegularExpression(QStringLiteral("makale|(önceki|sonraki) senaryo|senaryosuyla aynı"),
                                                  QRegularExpression::CaseInsensitiveOption)},
    };
    QStringList found;
    for (const QString &name : BuiltinScenarios::names()) {
        const ScenarioLoadResult r = ScenarioIo::load(QStringLiteral("builtin:") + name);
        QVERIFY2(r.ok(), qPrintable(r.errors.join(QLatin1Char('\n'))));
        for (const auto &[language, lean] : leans) {
            for (const QString &field : Scenario::textFields()) {
                const QString text = r.scenario.text(field, language);
                const QRegularExpressionMatch m = lean.match(text);
                if (m.hasMatch())
                    found.append(QStringLiteral("%1 %2.%3: \"…%4…\"")
                                     .arg(name, language.isEmpty() ? QStringLiteral("en") : language, field,
                                          text.mid(qMax(0, int(m.capturedStart()) - 40), 80)));
            }
        }
    }
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
}

void TestScenarioText::digitCheckSeesLatinNumbers()
{
    QCOMPARE(latinNumbersInPersianProse(QStringLiteral("در 0.22 s رسید")), QStringList{QStringLiteral("0.22 s")});
    QCOMPARE(latinNumbersInPersianProse(QStringLiteral("۲۰ تحویل و 3 تکراری")), QStringList{QStringLiteral("3")});
    QVERIFY(latinNumbersInPersianProse(QStringLiteral("order-3 روی consumer-1 در ۰٫۲۲ ثانیه")).isEmpty());
    QVERIFY(latinNumbersInPersianProse(QStringLiteral("دستور SELECT count(*) FROM orders WHERE n = 2 صفر")).isEmpty());
}

QTEST_GUILESS_MAIN(TestScenarioText)
#include "tst_scenariotext.moc"
