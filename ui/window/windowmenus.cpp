#include "windowmenus.h"

#include "filecontroller.h"
#include "playback/playbackactions.h"
#include "reportexporter.h"
#include "viewactions.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QToolBar>
#include <QEvent>
#include <QToolButton>

namespace idem::ui {

QMenu *WindowMenus::buildMenus(QMainWindow *window, const WindowCommands &c)
{
    QMenuBar *bar = window->menuBar();
    QMenu *file = bar->addMenu(tr("&File"));
    file->addActions({c.files->newAction, c.files->openAction});
    file->addMenu(c.files->recentMenu);
    file->addMenu(c.files->builtinMenu);
    file->addAction(c.files->workshopAction);
    file->addSeparator();
    file->addActions({c.files->saveAction, c.files->saveAsAction});
    file->addSeparator();
    file->addMenu(c.exporter->menu());
    file->addAction(c.exporter->worksheetAction());
    file->addSeparator();
    file->addAction(c.quit);

    bar->addMenu(tr("&Edit"))->addActions({c.undo, c.redo});
    QMenu *run = bar->addMenu(tr("&Run"));
    run->addActions({c.run, c.cancel});
    run->addSeparator();
    run->addActions({c.keepRun, c.runHistory});
    run->addSeparator();
    run->addActions({c.compare, c.sweep, c.explore});
    run->addSeparator();
    run->addActions({c.live, c.check});
    bar->addMenu(tr("&Playback"))->addActions(c.playback->all());
    QMenu *view = bar->addMenu(tr("&View"));
    view->addActions(c.view->all());
    view->addSeparator();
    view->addAction(c.presenter);
    return view;
}

namespace {
// Switches the compactable buttons between text and icon only as the window
// crosses kCompactBelow pixels.
class ToolBarFitter final : public QObject
{
public:
    static constexpr int kCompactBelow = 1450;
    ToolBarFitter(QWidget *window, QList<QToolButton *> buttons) : QObject(window), m_buttons(std::move(buttons)) {}

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Resize) {
            const bool compact = static_cast<QWidget *>(watched)->width() < kCompactBelow;
            for (QToolButton *b : std::as_const(m_buttons))
                b->setToolButtonStyle(compact ? Qt::ToolButtonIconOnly : Qt::ToolButtonTextBesideIcon);
        }
        return QObject::eventFilter(watched, event);
    }

private:
    QList<QToolButton *> m_buttons;
};
} // namespace

QToolBar *WindowMenus::buildToolBar(QMainWindow *window, const WindowCommands &c)
{
    QToolBar *bar = window->addToolBar(tr("Main"));
    bar->setObjectName(QStringLiteral("mainToolBar"));
    bar->setMovable(false);
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    bar->setIconSize(QSize(18, 18));
    bar->addActions({c.files->openAction, c.files->saveAction});
    bar->addSeparator();
    bar->addActions({c.undo, c.redo});
    // Their text names the step ("Undo Edit seed"): icons keep the bar still.
    for (QAction *a : {c.undo, c.redo}) {
        if (auto *button = qobject_cast<QToolButton *>(bar->widgetForAction(a)))
            button->setToolButtonStyle(Qt::ToolButtonIconOnly);
    }
    bar->addSeparator();
    bar->addActions({c.run, c.cancel});
    bar->addSeparator();
    bar->addActions({c.compare, c.sweep});
    bar->addSeparator();
    bar->addActions({c.view->zoomIn, c.view->zoomOut, c.view->fit, c.view->compressGaps});
    // In a narrow window these show their icons only (their tooltips keep
    // the words), so every command stays on the bar at 1280 px.
    QList<QToolButton *> compactable;
    for (QAction *a : {c.files->openAction, c.files->saveAction, c.view->zoomIn, c.view->zoomOut, c.view->fit,
                       c.view->compressGaps}) {
        if (auto *button = qobject_cast<QToolButton *>(bar->widgetForAction(a)))
            compactable.append(button);
    }
    auto *fitter = new ToolBarFitter(window, compactable);
    window->installEventFilter(fitter);
    auto *spacer = new QWidget(bar);
    spacer->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    bar->addWidget(spacer);
    bar->addActions({c.files->workshopAction, c.presenter, c.help});
    return bar;
}

QVector<ShortcutModel::Section> WindowMenus::shortcuts(const WindowCommands &c)
{
    return {{tr("Run"), {c.run, c.cancel, c.compare, c.sweep, c.explore, c.live}},
            {tr("Playback"), c.playback->all()},
            {tr("Timeline"), c.view->all()},
            {tr("Edit"), {c.undo, c.redo}},
            {tr("File"), {c.files->newAction, c.files->openAction, c.files->workshopAction, c.files->saveAction,
                          c.files->saveAsAction, c.exporter->menu()->actions().value(0), c.quit}},
            {tr("Teaching"), {c.presenter}},
            {tr("Help"), {c.help}}};
}

} // namespace idem::ui
