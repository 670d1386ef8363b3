#include "databasepanel.h"

#include "balancemodel.h"
#include "runtables.h"
#include "timedtablemodel.h"
#include "uiformat.h"

#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QScrollBar>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace idem::ui {

namespace {
constexpr int kCoalesceMs = 120;
} // namespace

DatabasePanel::DatabasePanel(QWidget *parent)
    : QWidget(parent),
      m_balance(new BalanceModel(this))
{
    setObjectName(QStringLiteral("databasePanel"));
    m_header = new QLabel(this);
    m_header->setWordWrap(true);
    m_header->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("databaseTabs"));
    m_tabs->setDocumentMode(true);
    m_inboxView = addTable(nullptr, QStringLiteral("inbox"));
    m_ordersView = addTable(nullptr, QStringLiteral("orders"));
    addTable(m_balance, QStringLiteral("account_balance"));
    m_emailsView = addTable(nullptr, QStringLiteral("sent_emails"));
    m_tabs->setTabToolTip(0, tr("The inbox: one row per handled message id (committed rows)"));
    m_tabs->setTabToolTip(1, tr("The business table: one row per order inserted"));
    m_tabs->setTabToolTip(2, tr("Balances, rebuilt from the committed increments up to the playhead"));
    m_tabs->setTabToolTip(3, tr("The mail server's own database: no consumer transaction covers it"));

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_header);
    layout->addWidget(m_tabs, 1);

    m_coalesce.setSingleShot(true);
    m_coalesce.setInterval(kCoalesceMs);
    connect(&m_coalesce, &QTimer::timeout, this, &DatabasePanel::refreshNow);
    m_header->setText(tr("The run's tables appear here after a run."));
}

DatabasePanel::~DatabasePanel()
{
    dropTables();
}

QTableView *DatabasePanel::addTable(QAbstractItemModel *model, const QString &name)
{
    auto *view = new QTableView(m_tabs);
    view->setObjectName(name + QStringLiteral("View"));
    view->setModel(model);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setAlternatingRowColors(true);
    view->verticalHeader()->hide();
    view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 6);
    view->horizontalHeader()->setStretchLastSection(true);
    view->horizontalHeader()->setDefaultSectionSize(view->fontMetrics().horizontalAdvance(QLatin1Char('0')) * 14);
    m_tabs->addTab(view, name);
    return view;
}

void DatabasePanel::dropTables()
{
    // Views let go of the models before the models (and then their
    // connections) are destroyed.
    for (QTableView *view : {m_inboxView, m_ordersView, m_emailsView}) {
        QItemSelectionModel *selection = view->selectionModel();
        view->setModel(nullptr);
        delete selection; // setModel leaves the old one to its owner
    }
    m_tables.reset();
}

void DatabasePanel::setRun(RunPtr run)
{
    m_coalesce.stop();
    dropTables();
    m_run = std::move(run);
    m_balance->setRun(m_run);
    m_error.clear();
    if (m_run) {
        m_tables = std::make_unique<RunTables>(m_run->databasePath);
        m_error = m_tables->error();
        m_inboxView->setModel(m_tables->inbox());
        m_ordersView->setModel(m_tables->orders());
        m_emailsView->setModel(m_tables->emails());
    }
    m_time = m_run ? kNever : 0;
    m_record = m_run ? int(m_run->trace.size()) - 1 : -1;
    refreshNow();
    for (int i = 0; i < m_tabs->count(); ++i)
        static_cast<QTableView *>(m_tabs->widget(i))->resizeColumnsToContents();
}

TimedTableModel *DatabasePanel::inboxModel() const
{
    return m_tables ? m_tables->inbox() : nullptr;
}

TimedTableModel *DatabasePanel::ordersModel() const
{
    return m_tables ? m_tables->orders() : nullptr;
}

TimedTableModel *DatabasePanel::emailsModel() const
{
    return m_tables ? m_tables->emails() : nullptr;
}

QString DatabasePanel::headerText() const
{
    return m_header->text();
}

void DatabasePanel::setPlayhead(SimTime time, int record)
{
    m_time = time;
    m_record = record;
    if (!m_coalesce.isActive())
        m_coalesce.start();
}

void DatabasePanel::refreshNow()
{
    m_coalesce.stop();
    if (!m_run) {
        m_header->setText(tr("The run's tables appear here after a run."));
        for (int i = 0; i < m_tabs->count(); ++i)
            m_tabs->setTabText(i, m_tabs->widget(i)->objectName().chopped(4));
        return;
    }
    // Keep each table's scroll position across the refresh.
    QList<int> scroll;
    for (int i = 0; i < m_tabs->count(); ++i)
        scroll.append(static_cast<QTableView *>(m_tabs->widget(i))->verticalScrollBar()->value());
    const qint64 ms = m_time == kNever ? std::numeric_limits<qint64>::max() : m_time / 1000;
    if (m_error.isEmpty())
        m_error = m_tables->refresh(ms);
    m_balance->setPlayhead(m_record);
    const int counts[] = {m_tables->inbox()->totalRows(), m_tables->orders()->totalRows(), m_balance->rowCount(),
                          m_tables->emails()->totalRows()};
    for (int i = 0; i < m_tabs->count(); ++i) {
        m_tabs->setTabText(i, QStringLiteral("%1 (%2)").arg(m_tabs->widget(i)->objectName().chopped(4),
                                                           UiFormat::count(counts[i])));
        static_cast<QTableView *>(m_tabs->widget(i))->verticalScrollBar()->setValue(scroll.value(i));
    }
    const QString when = m_time == kNever ? tr("by the end of the run")
                                          : tr("at or before %1").arg(UiFormat::seconds(m_time));
    m_header->setText(m_error.isEmpty()
                          ? tr("Rows written %1 (the time their statement ran; rolled-back rows "
                               "never reach the file), newest first. Red: a second row for the same key.")
                                .arg(when)
                          : tr("Cannot read the run database: %1").arg(m_error));
}

} // namespace idem::ui
