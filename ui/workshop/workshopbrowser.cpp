#include "workshopbrowser.h"

#include "scenariocatalog.h"
#include "jobs/noticestyle.h"
#include "uiformat.h"

#include <QDialogButtonBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextOption>
#include <QTreeView>
#include <QVBoxLayout>

namespace idem::ui {

namespace {
QString paragraphs(const QString &text)
{
    QString html;
    for (const QString &p : text.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        html += QStringLiteral("<p>%1</p>").arg(UiFormat::prose(p).toHtmlEscaped());
    return html;
}

QString section(const QString &title, const QString &text, const QString &accent)
{
    if (text.trimmed().isEmpty())
        return {};
    // The accent is mixed with the theme's text colour, so a dark theme reads it too.
    return QStringLiteral("<h3 style='color:%1; margin-bottom:2px'>%2</h3>%3")
        .arg(NoticeStyle::wordsIn(QGuiApplication::palette(), QColor(accent)).name(),
             UiFormat::prose(title).toHtmlEscaped(), paragraphs(text));
}
} // namespace

WorkshopBrowser::WorkshopBrowser(QWidget *parent)
    : QDialog(parent),
      m_catalog(new ScenarioCatalog(this)),
      m_filter(new QSortFilterProxyModel(this)),
      m_search(new QLineEdit(this)),
      m_tree(new QTreeView(this)),
      m_details(new QTextBrowser(this)),
      m_reveal(new QPushButton(tr("Show what to observe and the lesson"), this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Workshop library"));
    m_filter->setSourceModel(m_catalog);
    m_filter->setFilterRole(ScenarioCatalog::SearchRole);
    m_filter->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_filter->setRecursiveFilteringEnabled(true);

    m_search->setObjectName(QStringLiteral("search"));
    m_search->setPlaceholderText(tr("Search the scenarios (title, story, broker, topic)…"));
    m_search->setClearButtonEnabled(true);
    m_tree->setObjectName(QStringLiteral("scenarioTree"));
    m_tree->setModel(m_filter);
    m_tree->setHeaderHidden(true);
    m_tree->setUniformRowHeights(true);
    m_tree->setExpandsOnDoubleClick(false);
    m_tree->setMinimumWidth(300);
    m_tree->setStyleSheet(QStringLiteral("QTreeView::item { padding: 3px 2px; }"));
    m_tree->expandAll();
    m_details->setObjectName(QStringLiteral("details"));
    m_details->setOpenExternalLinks(false);
    m_details->setMinimumWidth(420);
    m_buttons->button(QDialogButtonBox::Open)->setObjectName(QStringLiteral("open"));

    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Pick a scenario to teach. Read the story, ask the room to predict, then open it "
                                "and run it."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    auto *left = new QWidget(splitter);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_search);
    leftLayout->addWidget(m_tree, 1);
    splitter->addWidget(left);
    // Projected in the room, the answers would spoil the prediction: they
    // wait behind a button, hidden again for the next scenario.
    m_reveal->setObjectName(QStringLiteral("revealAnswers"));
    m_reveal->setCheckable(true);
    auto *right = new QWidget(splitter);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_details, 1);
    rightLayout->addWidget(m_reveal, 0, Qt::AlignLeading);
    splitter->addWidget(right);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_buttons);
    resize(1040, 660);

    connect(m_search, &QLineEdit::textChanged, this, &WorkshopBrowser::filterChanged);
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this, [this] {
        const QSignalBlocker block(m_reveal);
        m_reveal->setChecked(false);
        showDetails();
    });
    connect(m_reveal, &QPushButton::toggled, this, &WorkshopBrowser::showDetails);
    connect(m_tree, &QTreeView::activated, this, [this](const QModelIndex &index) {
        if (!m_filter->mapToSource(index).data(ScenarioCatalog::NameRole).toString().isEmpty())
            openSelected();
    });
    connect(m_buttons, &QDialogButtonBox::accepted, this, &WorkshopBrowser::openSelected);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    // Start on the first scenario so the panel is never empty.
    const QModelIndex firstTopic = m_filter->index(0, 0);
    if (firstTopic.isValid() && m_filter->rowCount(firstTopic) > 0)
        m_tree->setCurrentIndex(m_filter->index(0, 0, firstTopic));
    showDetails();
    m_search->setFocus();
}

QString WorkshopBrowser::choose(QWidget *parent, const QString &current)
{
    WorkshopBrowser browser(parent);
    browser.selectName(current);
    if (browser.exec() != QDialog::Accepted)
        return {};
    return browser.selectedName();
}

QModelIndex WorkshopBrowser::currentSource() const
{
    return m_filter->mapToSource(m_tree->currentIndex());
}

QString WorkshopBrowser::selectedName() const
{
    return currentSource().data(ScenarioCatalog::NameRole).toString();
}

QString WorkshopBrowser::selectedSource() const
{
    const QString name = selectedName();
    return name.isEmpty() ? QString() : QStringLiteral("builtin:") + name;
}

bool WorkshopBrowser::selectName(const QString &name)
{
    const QModelIndex index = m_filter->mapFromSource(m_catalog->indexOfName(name));
    if (!index.isValid())
        return false;
    m_tree->setCurrentIndex(index);
    m_tree->scrollTo(index);
    return true;
}

void WorkshopBrowser::setFilterText(const QString &text)
{
    m_search->setText(text);
}

void WorkshopBrowser::filterChanged(const QString &text)
{
    const QString keep = selectedName();
    m_filter->setFilterFixedString(text.trimmed());
    m_tree->expandAll();
    // Keep the selection when it still matches; otherwise take the first hit.
    if (!selectName(keep)) {
        const QModelIndex firstTopic = m_filter->index(0, 0);
        m_tree->setCurrentIndex(firstTopic.isValid() ? m_filter->index(0, 0, firstTopic) : QModelIndex());
    }
    showDetails();
}

void WorkshopBrowser::showDetails()
{
    const QModelIndex index = currentSource();
    const QString name = index.data(ScenarioCatalog::NameRole).toString();
    const QString error = index.data(ScenarioCatalog::ErrorRole).toString();
    m_buttons->button(QDialogButtonBox::Open)->setEnabled(!name.isEmpty() && error.isEmpty());
    if (name.isEmpty()) {
        setDetails(m_filter->rowCount() == 0
                               ? tr("<p><i>No scenario matches “%1”.</i></p>").arg(m_search->text().toHtmlEscaped())
                               : tr("<p><i>Select a scenario to read its story.</i></p>"));
        return;
    }
    QString html = QStringLiteral("<h2 style='margin-bottom:0'>%1</h2>").arg(index.data().toString().toHtmlEscaped());
    html += QStringLiteral("<p style='color:#616161'>%1<br><code>%2</code></p>")
                .arg(UiFormat::prose(index.data(ScenarioCatalog::TopicRole).toString()).toHtmlEscaped(),
                     UiFormat::isolate(QStringLiteral("builtin:") + name).toHtmlEscaped());
    if (!error.isEmpty()) {
        html += section(tr("This scenario cannot be read"), error, QStringLiteral("#b71c1c"));
        setDetails(html);
        return;
    }
    html += QStringLiteral("<p style='color:#616161'>%1</p>")
                .arg(UiFormat::prose(index.data(ScenarioCatalog::FactsRole).toString()).toHtmlEscaped());
    html += section(tr("The story"), index.data(ScenarioCatalog::DescriptionRole).toString(),
                    QStringLiteral("#37474f"));
    html += section(tr("Predict first"), index.data(ScenarioCatalog::PredictRole).toString(),
                    QStringLiteral("#1565c0"));
    const bool answers = !index.data(ScenarioCatalog::ObserveRole).toString().trimmed().isEmpty()
        || !index.data(ScenarioCatalog::LessonRole).toString().trimmed().isEmpty();
    m_reveal->setVisible(answers);
    if (m_reveal->isChecked()) {
        html += section(tr("What to observe"), index.data(ScenarioCatalog::ObserveRole).toString(),
                        QStringLiteral("#ef6c00"));
        html += section(tr("The lesson"), index.data(ScenarioCatalog::LessonRole).toString(), QStringLiteral("#2e7d32"));
    }
    setDetails(html);
}

void WorkshopBrowser::setDetails(const QString &html)
{
    // Paragraphs follow the window's direction, not the first letter of
    // their text (a Persian sentence may start with "Kafka").
    const bool rtl = layoutDirection() == Qt::RightToLeft;
    QTextOption option = m_details->document()->defaultTextOption();
    option.setTextDirection(layoutDirection());
    m_details->document()->setDefaultTextOption(option);
    m_details->setHtml(rtl ? QStringLiteral("<div dir='rtl'>%1</div>").arg(html) : html);
}

void WorkshopBrowser::openSelected()
{
    const QModelIndex index = currentSource();
    const QString name = index.data(ScenarioCatalog::NameRole).toString();
    if (name.isEmpty() || !index.data(ScenarioCatalog::ErrorRole).toString().isEmpty())
        return;
    emit scenarioChosen(name);
    accept();
}

} // namespace idem::ui
