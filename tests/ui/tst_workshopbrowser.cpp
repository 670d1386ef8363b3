#include "scenario/builtinscenarios.h"
#include "scenario/scenarioio.h"
#include "editor/vocablabels.h"
#include "workshop/scenariocatalog.h"
#include "workshop/workshopbrowser.h"

#include <QAbstractItemModelTester>
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTextBrowser>
#include <QTreeView>

using namespace idem;
using namespace idem::ui;

namespace {
// Scenario names under each topic, as the tree shows them.
QMap<QString, QStringList> tree(const QAbstractItemModel *model)
{
    QMap<QString, QStringList> out;
    for (int t = 0; t < model->rowCount(); ++t) {
        const QModelIndex topic = model->index(t, 0);
        QStringList names;
        for (int s = 0; s < model->rowCount(topic); ++s)
            names.append(model->index(s, 0, topic).data(ScenarioCatalog::NameRole).toString());
        out.insert(topic.data().toString(), names);
    }
    return out;
}
} // namespace

class TestWorkshopBrowser final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void listsEveryBuiltinUnderItsTopic();
    void showsTheTeachingText();
    void filtersByText_data();
    void filtersByText();
    void returnsTheChosenName();
    void openNeedsAScenario();
};

void TestWorkshopBrowser::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale::c());
    QVERIFY(!BuiltinScenarios::names().isEmpty());
}

void TestWorkshopBrowser::listsEveryBuiltinUnderItsTopic()
{
    ScenarioCatalog catalog;
    QAbstractItemModelTester tester(&catalog, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const QStringList names = BuiltinScenarios::names();
    QCOMPARE(catalog.scenarioCount(), names.size());

    // Expected: topics in order of first appearance, scenarios in file-name order.
    QStringList topicOrder;
    QMap<QString, QStringList> expected;
    for (const QString &name : names) {
        const ScenarioLoadResult loaded = ScenarioIo::load(QStringLiteral("builtin:") + name);
        QVERIFY2(loaded.ok(), qPrintable(name + QLatin1Char(' ') + loaded.errors.join(QLatin1Char('\n'))));
        const QString topic = loaded.scenario.topic.isEmpty() ? QStringLiteral("Other") : loaded.scenario.topic;
        if (!topicOrder.contains(topic))
            topicOrder.append(topic);
        expected[topic].append(name);
        const QModelIndex index = catalog.indexOfName(name);
        QVERIFY(index.isValid());
        QCOMPARE(index.data().toString(), loaded.scenario.name);
        QCOMPARE(index.parent().data().toString(), topic);
    }
    QCOMPARE(tree(&catalog), expected);
    for (int t = 0; t < topicOrder.size(); ++t)
        QCOMPARE(catalog.index(t, 0).data().toString(), topicOrder.at(t));
}

void TestWorkshopBrowser::showsTheTeachingText()
{
    WorkshopBrowser browser;
    QVERIFY(browser.selectName(QStringLiteral("lost-acks-sqs")));
    const Scenario s = ScenarioIo::load(QStringLiteral("builtin:lost-acks-sqs")).scenario;
    auto *details = browser.findChild<QTextBrowser *>(QStringLiteral("details"));
    auto *reveal = browser.findChild<QPushButton *>(QStringLiteral("revealAnswers"));
    QVERIFY(details && reveal);
    // Reported: "What to observe" — the answer — stood right under "Predict
    // first". The answers wait until asked for.
    QVERIFY(!reveal->isChecked());
    QString text = details->toPlainText();
    for (const QString &part : {s.name, s.description, s.predict})
        QVERIFY2(text.contains(part), qPrintable(part));
    for (const QString &part : {s.observe, s.lesson})
        QVERIFY2(!text.contains(part), qPrintable(part));
    reveal->click();
    text = details->toPlainText();
    for (const QString &part : {s.observe, s.lesson})
        QVERIFY2(text.contains(part), qPrintable(part));
    QVERIFY(text.contains(QStringLiteral("Predict first")));
    QVERIFY(text.contains(QStringLiteral("The lesson")));
    // The next scenario starts with its answers hidden again.
    QVERIFY(browser.selectName(QStringLiteral("04-ack-lost-network-timeout")));
    QVERIFY(!reveal->isChecked());
    const Scenario other = ScenarioIo::load(QStringLiteral("builtin:04-ack-lost-network-timeout")).scenario;
    QVERIFY(!details->toPlainText().contains(other.observe));
    QVERIFY(browser.selectName(QStringLiteral("lost-acks-sqs")));
    reveal->click();
    // A learner reads the strategy and the effect by their names; the
    // strategy's id (what --strategy takes) follows in parentheses.
    QVERIFY2(text.contains(QStringLiteral("opens with the strategy “%1” (%2)")
                               .arg(VocabLabels::strategyTitle(s.strategy.id), s.strategy.id)),
             qPrintable(text));
    QVERIFY2(text.contains(VocabLabels::label(VocabLabels::effects(), s.effect)), qPrintable(text));
}

void TestWorkshopBrowser::filtersByText_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("mustShow");
    QTest::addColumn<bool>("narrows");
    QTest::newRow("title words") << QStringLiteral("lost acks") << QStringLiteral("lost-acks-sqs") << true;
    QTest::newRow("any case") << QStringLiteral("LOST ACKS ON SQS") << QStringLiteral("lost-acks-sqs") << true;
    QTest::newRow("story text") << QStringLiteral("visibility timeout") << QStringLiteral("lost-acks-sqs") << true;
    QTest::newRow("broker") << QStringLiteral("sqs-fifo") << QStringLiteral("lost-acks-sqs") << true;
    QTest::newRow("nothing") << QStringLiteral("no scenario says this xyzzy") << QString() << true;
    QTest::newRow("empty") << QString() << QStringLiteral("lost-acks-sqs") << false;
}

void TestWorkshopBrowser::filtersByText()
{
    QFETCH(QString, text);
    QFETCH(QString, mustShow);
    QFETCH(bool, narrows);
    WorkshopBrowser browser;
    auto *treeView = browser.findChild<QTreeView *>(QStringLiteral("scenarioTree"));
    QVERIFY(treeView);
    QAbstractItemModelTester tester(treeView->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QTest::keyClicks(browser.findChild<QLineEdit *>(QStringLiteral("search")), text);
    const QMap<QString, QStringList> shown = tree(treeView->model());
    QStringList all;
    for (const QStringList &names : shown)
        all += names;
    if (mustShow.isEmpty()) {
        QVERIFY(all.isEmpty());
        QCOMPARE(treeView->model()->rowCount(), 0); // no empty topic headings either
        QVERIFY(!browser.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Open)->isEnabled());
        return;
    }
    QVERIFY(all.contains(mustShow));
    QCOMPARE(all.size() < BuiltinScenarios::names().size(), narrows);
    for (auto it = shown.cbegin(); it != shown.cend(); ++it)
        QVERIFY2(!it.value().isEmpty(), qPrintable(it.key())); // topics only with a hit
    // Every hit really contains the text somewhere.
    for (const QString &name : std::as_const(all)) {
        const QModelIndex index = browser.catalog()->indexOfName(name);
        QVERIFY(index.data(ScenarioCatalog::SearchRole).toString().contains(text.trimmed(), Qt::CaseInsensitive));
    }
    // The selection follows the filter: a visible scenario is selected.
    QVERIFY(all.contains(browser.selectedName()));
}

void TestWorkshopBrowser::returnsTheChosenName()
{
    WorkshopBrowser browser;
    QSignalSpy chosen(&browser, &WorkshopBrowser::scenarioChosen);
    browser.setFilterText(QStringLiteral("lost acks"));
    QVERIFY(browser.selectName(QStringLiteral("lost-acks-sqs")));
    QCOMPARE(browser.selectedSource(), QStringLiteral("builtin:lost-acks-sqs"));
    auto *open = browser.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Open);
    QVERIFY(open->isEnabled());
    QTest::mouseClick(open, Qt::LeftButton);
    QCOMPARE(browser.result(), int(QDialog::Accepted));
    QCOMPARE(chosen.count(), 1);
    QCOMPARE(chosen.first().first().toString(), QStringLiteral("lost-acks-sqs"));
    QCOMPARE(browser.selectedName(), QStringLiteral("lost-acks-sqs"));
    // What the main window does with it: the name loads, ready to run.
    QVERIFY(ScenarioIo::load(browser.selectedSource()).ok());
}

void TestWorkshopBrowser::openNeedsAScenario()
{
    WorkshopBrowser browser;
    auto *treeView = browser.findChild<QTreeView *>(QStringLiteral("scenarioTree"));
    treeView->setCurrentIndex(treeView->model()->index(0, 0)); // a topic heading
    QCOMPARE(browser.selectedName(), QString());
    QVERIFY(!browser.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Open)->isEnabled());
    QVERIFY(!browser.selectName(QStringLiteral("no-such-scenario")));
}

QTEST_MAIN(TestWorkshopBrowser)
#include "tst_workshopbrowser.moc"
