#include "mainwindow.h"

#include "scenario/scenarioio.h"

#include <QPlainTextEdit>

namespace idem::ui {

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent)
{
    setWindowTitle(tr("Idempotency Lab"));
    m_log = new QPlainTextEdit(this);
    m_log->setReadOnly(true);
    setCentralWidget(m_log);
    resize(1280, 800);
}

bool MainWindow::openScenario(const QString &source)
{
    const ScenarioLoadResult r = ScenarioIo::load(source);
    m_log->setPlainText(r.ok() ? QString::fromUtf8(ScenarioIo::toJson(r.scenario)) : r.errors.join(QLatin1Char('\n')));
    return r.ok();
}

} // namespace idem::ui
