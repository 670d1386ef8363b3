#include "databasepanel.h"

#include "balancemodel.h"
#include "snapshotmodel.h"
#include "tablereader.h"
#include "uiformat.h"

#include <QHeaderView>
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
      m_inbox(new SnapshotModel(this)),
      m_orders(new SnapshotModel(this)),
      m_emails(new SnapshotModel(this)),
      m_balance(new BalanceModel(this))
{
    setObjectName(QStringLiteral("databasePanel"));
    m_header = new QLabel(this);
    m_header->setWordWrap(true);
    m_header->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("databaseTabs"));
    m_tabs->setDocumentMode(true);
    addTable(m_inbox, QStringLiteral("inbox"));
    addTable(m_orders, QStringLiteral("orders"));
    addTable(m_balance, QStringLiteral("account_balance"));
    addTable(m_emails, QStringLiteral("sent_emails"));
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

    m_reader = new TableReader;
    m_reader->moveToThread(&m_thread);
    m_thread.setObjectName(QStringLiteral("idemlab-tables"));
    connect(&m_thread, &QThread::finished, m_reader, &QObject::deleteLater);
    connect(m_reader, &TableReader::tablesRead, this, &DatabasePanel::show);
    m_thread.start();
}

DatabasePanel::~DatabasePanel()
{
    // The reader closes its connections on its own thread as it is deleted.
    m_thread.quit();
    m_thread.wait();
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

void DatabasePanel::setRun(RunPtr run)
{
    m_coalesce.stop();
    m_run = std::move(run);
    m_balance->setRun(m_run);
    m_error.clear();
    m_columnsFitted = false;
    for (SnapshotModel *model : {m_inbox, m_orders, m_emails})
        model->setSnapshot({});
    m_time = m_run ? kNever : 0;
    m_record = m_run ? int(m_run->trace.size()) - 1 : -1;
    m_balance->setPlayhead(m_record);
    updateTabs();
    m_header->setText(m_run ? tr("Reading the run's tables…") : tr("The run's tables appear here after a run."));
    refreshNow();
}

QString DatabasePanel::headerText() const
{
    return m_header->text();
}

void DatabasePanel::setPlayhead(SimTime time, int record)
{
    m_time = time;
    m_record = record;
    m_balance->setPlayhead(m_record);
    if (!m_coalesce.isActive())
        m_coalesce.start();
}

void DatabasePanel::refreshNow()
{
    m_coalesce.stop();
    if (m_inFlight) {
        m_pending = true; // asked again when the answer comes back
        return;
    }
    request();
}

void DatabasePanel::request()
{
    m_pending = false;
    m_inFlight = true;
    const quint64 id = ++m_lastRequest;
    const QString path = m_run ? m_run->databasePath : QString();
    const qint64 ms = m_time == kNever ? std::numeric_limits<qint64>::max() : m_time / 1000;
    TableReader *reader = m_reader;
    QMetaObject::invokeMethod(reader, [reader, id, path, ms] { reader->read(id, path, ms); }, Qt::QueuedConnection);
}

void DatabasePanel::show(const TablesAtTime &tables)
{
    m_inFlight = false;
    if (m_pending) {
        request(); // the playhead or the run moved on: this answer is stale
        return;
    }
    if (tables.request != m_lastRequest)
        return;
    // Keep each table's scroll position across the refresh.
    QList<int> scroll;
    for (int i = 0; i < m_tabs->count(); ++i)
        scroll.append(static_cast<QTableView *>(m_tabs->widget(i))->verticalScrollBar()->value());
    m_inbox->setSnapshot(tables.inbox);
    m_orders->setSnapshot(tables.orders);
    m_emails->setSnapshot(tables.emails);
    m_error = tables.error;
    for (const TableSnapshot *t : {&tables.inbox, &tables.orders, &tables.emails}) {
        if (m_error.isEmpty())
            m_error = t->error;
    }
    updateTabs();
    for (int i = 0; i < m_tabs->count(); ++i)
        static_cast<QTableView *>(m_tabs->widget(i))->verticalScrollBar()->setValue(scroll.value(i));
    if (m_run && !m_columnsFitted) {
        m_columnsFitted = true;
        for (int i = 0; i < m_tabs->count(); ++i)
            static_cast<QTableView *>(m_tabs->widget(i))->resizeColumnsToContents();
    }
    if (!m_run) {
        m_header->setText(tr("The run's tables appear here after a run."));
    } else if (!m_error.isEmpty()) {
        m_header->setText(tr("Cannot read the run database: %1").arg(m_error));
    } else {
        const QString when = m_time == kNever ? tr("by the end of the run")
                                              : tr("at or before %1").arg(UiFormat::seconds(m_time));
        QString text = tr("Rows written %1 (the time their statement ran; rolled-back rows "
                          "never reach the file), newest first. Red: a second row for the same key.")
                           .arg(when);
        if (m_orders->totalRows() > TableReader::kPageRows || m_inbox->totalRows() > TableReader::kPageRows)
            text += QLatin1Char(' ') + tr("Each table lists its newest %1 rows; sqlite3 on the file shows all.")
                                           .arg(UiFormat::count(TableReader::kPageRows));
        m_header->setText(text);
    }
    emit tablesShown();
}

void DatabasePanel::updateTabs()
{
    if (!m_run) {
        for (int i = 0; i < m_tabs->count(); ++i) {
            m_tabs->setTabText(i, m_tabs->widget(i)->objectName().chopped(4));
            m_tabs->setTabVisible(i, true);
        }
        return;
    }
    const int counts[] = {m_inbox->totalRows(), m_orders->totalRows(), m_balance->rowCount(), m_emails->totalRows()};
    // The inbox and the table the scenario's effect writes; another effect's
    // table stays empty in this run and would only crowd the tabs of a
    // narrow dock.
    const QString &effect = m_run->scenario.effect;
    const bool used[] = {true,
                         effect == QLatin1String("insert-order") || effect == QLatin1String("upsert-order"),
                         effect == QLatin1String("increment-balance"), effect == QLatin1String("send-email")};
    for (int i = 0; i < m_tabs->count(); ++i) {
        m_tabs->setTabText(i, QStringLiteral("%1 (%2)").arg(m_tabs->widget(i)->objectName().chopped(4),
                                                           UiFormat::count(counts[i])));
        m_tabs->setTabVisible(i, used[i] || counts[i] > 0);
    }
}

} // namespace idem::ui
