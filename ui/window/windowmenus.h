#pragma once

#include "shortcutmodel.h"

#include <QCoreApplication>

class QAction;
class QMainWindow;
class QMenu;
class QToolBar;

namespace idem::ui {

class FileController;
class PlaybackActions;
class ReportExporter;
class ViewActions;

// Every command of the main window, for laying them out in menus, the
// toolbar and the shortcut overlay.
struct WindowCommands
{
    FileController *files = nullptr;
    ReportExporter *exporter = nullptr;
    PlaybackActions *playback = nullptr;
    ViewActions *view = nullptr;
    QAction *run = nullptr;
    QAction *cancel = nullptr;
    QAction *keepRun = nullptr;     // Keep This Run
    QAction *runHistory = nullptr;  // Run History… (the runs folder's limits)
    QAction *compare = nullptr;
    QAction *sweep = nullptr;
    QAction *explore = nullptr; // Explore… (the fault-schedule search)
    QAction *live = nullptr;  // Run against a Real Broker…
    QAction *check = nullptr; // Test My Consumer…
    QAction *presenter = nullptr;
    QAction *undo = nullptr;
    QAction *redo = nullptr;
    QAction *help = nullptr;
    QAction *quit = nullptr;
};

// Lays the commands out: File, Edit, Run, Playback and View menus, the
// main toolbar, and the grouped list the shortcut overlay shows.
class WindowMenus final
{
    Q_DECLARE_TR_FUNCTIONS(idem::ui::WindowMenus)
public:
    // Returns the View menu, for the caller to add the dock toggles.
    static QMenu *buildMenus(QMainWindow *window, const WindowCommands &c);
    static QToolBar *buildToolBar(QMainWindow *window, const WindowCommands &c);
    static QVector<ShortcutModel::Section> shortcuts(const WindowCommands &c);
};

} // namespace idem::ui
