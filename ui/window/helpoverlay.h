#pragma once

#include "shortcutmodel.h"

#include <QWidget>

class QTableView;

namespace idem::ui {

// A dimmed layer over the window listing every keyboard shortcut. Opens
// with ? or F1; Esc, ?, F1 or a click outside closes it.
class HelpOverlay final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HelpOverlay)
public:
    explicit HelpOverlay(QWidget *window);

    void showWith(const QVector<ShortcutModel::Section> &sections);
    ShortcutModel *model() const { return m_model; }

protected:
    void paintEvent(QPaintEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    ShortcutModel *m_model = nullptr;
    QWidget *m_panel = nullptr;
    QTableView *m_view = nullptr;
};

} // namespace idem::ui
