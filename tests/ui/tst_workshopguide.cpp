// Help → Workshop Guide: the guide opens in the window's language, falls back
// to English, reads right to left in Persian, and the three guides have the
// same plan (the same number of sections and of lesson references).
#include "window/workshopguide.h"
#include "scenario/builtinscenarios.h"

#include <QRegularExpression>
#include <QTextBrowser>
#include <QtTest>

using namespace idem;
using namespace idem::ui;

class TestWorkshopGuide : public QObject
{
    Q_OBJECT
private slots:
    void everyLanguageHasItsGuide();
    void persianReadsRightToLeft();
    void guidesShareOnePlan();
};

void TestWorkshopGuide::everyLanguageHasItsGuide()
{
    for (const QString &code : {QStringLiteral("en"), QStringLiteral("fa"), QStringLiteral("tr")}) {
        QString found;
        const QString text = WorkshopGuide::markdown(code + QStringLiteral("_XX"), &found);
        QCOMPARE(found, code);
        QVERIFY(text.size() > 2000);
    }
    QString found;
    QVERIFY(!WorkshopGuide::markdown(QStringLiteral("de_DE"), &found).isEmpty());
    QCOMPARE(found, QStringLiteral("en"));
}

void TestWorkshopGuide::persianReadsRightToLeft()
{
    WorkshopGuide fa(QStringLiteral("fa_IR"));
    auto *text = fa.findChild<QTextBrowser *>(QStringLiteral("workshopGuideText"));
    QVERIFY(text);
    QCOMPARE(text->document()->defaultTextOption().textDirection(), Qt::RightToLeft);
    WorkshopGuide en(QStringLiteral("en_US"));
    text = en.findChild<QTextBrowser *>(QStringLiteral("workshopGuideText"));
    QVERIFY(text);
    QCOMPARE(text->document()->defaultTextOption().textDirection(), Qt::LeftToRight);
    // "Also in Persian": the link between guides switches the language in place.
    emit text->anchorClicked(QUrl(QStringLiteral("guide.fa.md")));
    QCOMPARE(text->document()->defaultTextOption().textDirection(), Qt::RightToLeft);
    QCOMPARE(text->toMarkdown().size() > 2000, true);
}

// The plan is the same in every language: as many headings, and the same
// built-in lessons named (by their ids, which stay Latin), each one real.
void TestWorkshopGuide::guidesShareOnePlan()
{
    static const QRegularExpression heading(QStringLiteral("^#+ "), QRegularExpression::MultilineOption);
    static const QRegularExpression lesson(QStringLiteral("\\b(\\d\\d-[a-z0-9-]+)"));
    const QStringList builtins = BuiltinScenarios::names();
    QMap<QString, int> headings;
    QMap<QString, QSet<QString>> lessons;
    for (const QString &code : {QStringLiteral("en"), QStringLiteral("fa"), QStringLiteral("tr")}) {
        const QString text = WorkshopGuide::markdown(code);
        headings[code] = int(text.count(heading));
        for (auto it = lesson.globalMatch(text); it.hasNext();) {
            const QString id = it.next().captured(1);
            if (builtins.contains(id))
                lessons[code].insert(id);
        }
    }
    QVERIFY(headings[QStringLiteral("en")] >= 6);
    QCOMPARE(headings[QStringLiteral("fa")], headings[QStringLiteral("en")]);
    QCOMPARE(headings[QStringLiteral("tr")], headings[QStringLiteral("en")]);
    QVERIFY(lessons[QStringLiteral("en")].size() >= 5);
    QCOMPARE(lessons[QStringLiteral("fa")], lessons[QStringLiteral("en")]);
    QCOMPARE(lessons[QStringLiteral("tr")], lessons[QStringLiteral("en")]);
}

QTEST_MAIN(TestWorkshopGuide)
#include "tst_workshopguide.moc"
