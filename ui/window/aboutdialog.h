#pragma once

#include <QDialog>

class QAction;
class QMenu;

namespace idem::ui {

// Help → About: the version, what the app is for, the libraries it runs on
// (the versions loaded at run time, which can differ from the build) and
// the licence.
class AboutDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AboutDialog)
public:
    explicit AboutDialog(QWidget *parent = nullptr);

    // Adds "About Idempotency Lab" to menu; it opens the dialog over window.
    static QAction *addAction(QMenu *menu, QWidget *window);
    // The application icon in every rendered size (from the resources).
    static QIcon applicationIcon();
};

} // namespace idem::ui
