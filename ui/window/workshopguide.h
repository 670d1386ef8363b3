#pragma once

#include <QDialog>

class QAction;
class QMenu;

namespace idem::ui {

// Help → Workshop Guide: the instructor's guide (docs/workshop/guide.LANG.md,
// compiled into the app) in the window's language, English when the guide
// has no translation for it; right to left for Persian.
class WorkshopGuide final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WorkshopGuide)
public:
    explicit WorkshopGuide(const QString &language, QWidget *parent = nullptr);

    // The guide's Markdown for a language code ("fa", "tr", "en"...), and the
    // language actually found (English when the code has no guide).
    static QString markdown(const QString &language, QString *found = nullptr);
    // Adds "Workshop Guide" to menu; it opens the guide over window.
    static QAction *addAction(QMenu *menu, QWidget *window);
};

} // namespace idem::ui
