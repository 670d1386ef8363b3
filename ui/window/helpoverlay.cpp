#include "helpoverlay.h"

#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QPainter>
#include <QTableView>
#include <QVBoxLayout>

namespace idem::ui {

HelpOverlay::HelpOverlay(QWidget *window) : QWidget(window), m_model(new ShortcutModel(this))
{
    setObjectName(QStringLiteral("helpOverlay"));
    setFocusPolicy(Qt::StrongFocus);
    m_panel = new QFrame(this);
    m_panel->setObjectName(QStringLiteral("helpPanel"));
    m_panel->setAutoFillBackground(true);
    m_panel->setStyleSheet(QStringLiteral("#helpPanel { background: palette(window); border-radius: 8px; "
                                          "border: 1px solid palette(mid); }"));
    auto *title = new QLabel(tr("<h2>Keyboard shortcuts</h2>"), m_panel);
    auto *hint = new QLabel(tr("Press Esc, ? or F1 to close."), m_panel);
    m_view = new QTableView(m_panel);
    m_view->setModel(m_model);
    m_view->setFocusPolicy(Qt::NoFocus);
    m_view->setSelectionMode(QAbstractItemView::NoSelection);
    m_view->setShowGrid(false);
    m_view->setFrameShape(QFrame::NoFrame);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    m_view->setAlternatingRowColors(true);
    m_view->horizontalHeader()->setStretchLastSection(true);
    auto *layout = new QVBoxLayout(m_panel);
    layout->setContentsMargins(20, 12, 20, 16);
    layout->addWidget(title);
    layout->addWidget(m_view, 1);
    layout->addWidget(hint);
    window->installEventFilter(this);
    hide();
}

void HelpOverlay::showWith(const QVector<ShortcutModel::Section> &sections)
{
    m_model->setSections(sections);
    m_view->resizeColumnsToContents();
    setGeometry(parentWidget()->rect());
    const int rows = m_model->rowCount() + 1; // and the header
    const int wantHeight = rows * (fontMetrics().height() + 6) + 4 * fontMetrics().height() + 60;
    const QSize want(qMin(width() - 80, 720), qMin(height() - 60, wantHeight));
    m_panel->setGeometry(QRect(QPoint((width() - want.width()) / 2, (height() - want.height()) / 2), want));
    show();
    raise();
    setFocus();
}

bool HelpOverlay::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == parentWidget() && event->type() == QEvent::Resize && isVisible())
        setGeometry(parentWidget()->rect());
    return QWidget::eventFilter(watched, event);
}

void HelpOverlay::paintEvent(QPaintEvent *event)
{
    Q_UNUSED(event)
    QPainter p(this);
    p.fillRect(rect(), QColor(0, 0, 0, 110));
}

void HelpOverlay::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape || event->key() == Qt::Key_Question || event->key() == Qt::Key_F1) {
        hide();
        event->accept();
        return;
    }
    QWidget::keyPressEvent(event);
}

void HelpOverlay::mousePressEvent(QMouseEvent *event)
{
    if (!m_panel->geometry().contains(event->position().toPoint()))
        hide();
    QWidget::mousePressEvent(event);
}

} // namespace idem::ui
