#include "strategypicker.h"

#include "strategypalette.h"

#include <QCheckBox>
#include <QGridLayout>
#include <QPainter>
#include <QPixmap>
#include <QToolButton>

namespace idem::ui {

namespace {
constexpr int kColumns = 4;

QIcon swatch(const QColor &color)
{
    QPixmap pixmap(12, 12);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(color.darker(130));
    painter.setBrush(color);
    painter.drawRoundedRect(QRectF(0.5, 0.5, 11, 11), 2, 2);
    return QIcon(pixmap);
}
} // namespace

StrategyPicker::StrategyPicker(QWidget *parent) : QWidget(parent)
{
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(12);
    grid->setVerticalSpacing(2);
    const QStringList ids = StrategyPalette::ids();
    for (int i = 0; i < ids.size(); ++i) {
        const QString &id = ids.at(i);
        auto *box = new QCheckBox(StrategyPalette::title(id), this);
        box->setObjectName(id);
        box->setIcon(swatch(StrategyPalette::color(id)));
        box->setToolTip(StrategyPalette::toolTip(id));
        box->setChecked(true);
        connect(box, &QCheckBox::toggled, this, [this] { emit selectionChanged(checked()); });
        grid->addWidget(box, i / kColumns, i % kColumns);
        m_boxes.append(box);
    }
    auto *all = new QToolButton(this);
    all->setText(tr("All"));
    all->setToolTip(tr("Check every strategy"));
    auto *none = new QToolButton(this);
    none->setText(tr("None"));
    none->setToolTip(tr("Uncheck every strategy"));
    connect(all, &QToolButton::clicked, this, [this] { setAllChecked(true); });
    connect(none, &QToolButton::clicked, this, [this] { setAllChecked(false); });
    grid->addWidget(all, 0, kColumns);
    grid->addWidget(none, 1, kColumns);
    grid->setColumnStretch(kColumns + 1, 1);
}

QStringList StrategyPicker::checked() const
{
    QStringList out;
    for (const QCheckBox *box : m_boxes) {
        if (box->isChecked())
            out.append(box->objectName());
    }
    return out;
}

void StrategyPicker::setChecked(const QStringList &ids)
{
    const QStringList before = checked();
    for (QCheckBox *box : std::as_const(m_boxes)) {
        const QSignalBlocker blocker(box);
        box->setChecked(ids.contains(box->objectName()));
    }
    if (checked() != before)
        emit selectionChanged(checked());
}

void StrategyPicker::setAllChecked(bool on)
{
    setChecked(on ? StrategyPalette::ids() : QStringList());
}

} // namespace idem::ui
