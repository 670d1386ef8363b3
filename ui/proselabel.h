#pragma once

#include <QLabel>
#include <QVector>

namespace idem::ui {

// A word-wrapped label of plain text for the presenter's large type. It
// lays its text out with QTextLayout in the label's own direction and
// paints each line where that line's glyphs are, set against the line's
// side (the right in Persian): QLabel's word wrap and its painting
// disagreed on right-to-left lines holding isolated Latin runs ("inbox.",
// "commit"), drawing them up to a space's width past the left edge, so
// the last word of a line was cut. Measuring (heightForWidth, textHeight)
// and painting go through one layout here.
class ProseLabel final : public QLabel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ProseLabel)
public:
    explicit ProseLabel(QWidget *parent = nullptr);

    // The height `text` takes in `font` wrapped at `width`, as a ProseLabel
    // in `direction` lays it out.
    static int textHeight(const QFont &font, int width, const QString &text, Qt::LayoutDirection direction);
    // Where each line's ink is painted, in the label's coordinates.
    QVector<QRectF> lineRects() const;

    bool hasHeightForWidth() const override { return wordWrap(); }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QSize marginsSize() const; // what the frame and the style sheet's padding take
};

} // namespace idem::ui
