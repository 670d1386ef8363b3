#include "narrationdelegate.h"

#include <QApplication>
#include <QListView>
#include <QStyle>
#include <QTextLayout>
#include <cmath>

namespace idem::ui {

namespace {
// What QCommonStyle leaves on each side of an item's text.
int textMargin(const QWidget *widget)
{
    const QStyle *style = widget ? widget->style() : QApplication::style();
    return style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
}
} // namespace

int NarrationDelegate::textWidth(const QWidget *view)
{
    const auto *list = qobject_cast<const QListView *>(view);
    const int width = list ? list->viewport()->width() - 2 * list->spacing() : 200;
    return qMax(40, width - 2 * textMargin(view));
}

QSize NarrationDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const int width = textWidth(opt.widget);
    // Laid out the way the style paints it: word wrap at this width.
    QTextLayout layout(opt.text, opt.font);
    QTextOption wrap;
    wrap.setWrapMode(QTextOption::WordWrap);
    wrap.setTextDirection(opt.direction);
    layout.setTextOption(wrap);
    qreal height = 0;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        height += line.height();
    }
    layout.endLayout();
    return QSize(width + 2 * textMargin(opt.widget), int(std::ceil(height)) + 4);
}

} // namespace idem::ui
