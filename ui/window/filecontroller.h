#pragma once

#include <QObject>

class QAction;
class QMenu;
class QWidget;

namespace idem::ui {

class ScenarioDocument;

// The scenario file commands: New, Open…, Save, Save As…, Open Recent,
// Open Built-in Scenario, Workshop Library…. Asks before discarding unsaved edits and keeps the
// recent files and last folder in the settings.
class FileController final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FileController)
public:
    FileController(ScenarioDocument *document, QWidget *window);

    QAction *newAction = nullptr;
    QAction *openAction = nullptr;
    QAction *saveAction = nullptr;
    QAction *saveAsAction = nullptr;
    QAction *workshopAction = nullptr;
    QMenu *recentMenu = nullptr;
    QMenu *builtinMenu = nullptr;

    // Loads `source` (a path or builtin:NAME) without asking; reports errors.
    bool open(const QString &source);
    // Asks to save unsaved edits; false when the user cancels.
    bool maybeSave();
    bool save();
    bool saveAs();
    void newScenario();
    // Asks, then opens (menus, drag and drop).
    void openAfterAsking(const QString &source);
    // Asks, then opens builtin:NAME (the workshop library); false when the
    // user cancels or it cannot be loaded.
    bool openBuiltin(const QString &name);
    // A scenario file by its name: .idemlab (its own MIME type) or .json.
    static bool isScenarioFile(const QString &path);

signals:
    void opened(const QString &source);
    void statusMessage(const QString &text);

private:
    void chooseAndOpen();
    void chooseFromLibrary();
    void rebuildRecentMenu();
    bool saveTo(const QString &path);

    ScenarioDocument *m_document;
    QWidget *m_window;
};

} // namespace idem::ui
