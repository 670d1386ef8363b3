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
    // The style paints a line only if the lines before it plus one more of
    // the previous line's height fit the row: a Persian line without Latin
    // ("اثر جانبی تکراری.") is shorter than one with Latin in it, so the
    // plain sum of the heights would leave that last line unpainted.
    qreal height = 0;
    qreal need = 0;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        if (height > 0) // a line before this one: it is painted only if another of its height fits
            need = qMax(need, height + layout.lineAt(layout.lineCount() - 2).height());
        height += line.height();
        need = qMax(need, height);
    }
    layout.endLayout();
    return QSize(width + 2 * textMargin(opt.widget), int(std::ceil(need)) + 4);
}

} // namespace idem::ui
