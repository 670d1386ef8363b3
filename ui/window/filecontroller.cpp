#include "filecontroller.h"
#include "uiformat.h"

#include "editor/scenariodocument.h"
#include "icons.h"
#include "messages.h"
#include "settings.h"
#include "workshop/workshopbrowser.h"

#include "scenario/builtinscenarios.h"
#include "scenario/scenarioio.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QStyle>
#include <QWidget>

namespace idem::ui {

FileController::FileController(ScenarioDocument *document, QWidget *window)
    : QObject(window), m_document(document), m_window(window)
{
    const auto make = [window](const QString &name, const QString &text, const QKeySequence &key,
                               const QString &themed, QStyle::StandardPixmap icon) {
        auto *a = new QAction(Icons::get(themed, icon), text, window);
        a->setObjectName(name);
        a->setShortcut(key);
        return a;
    };
    newAction = make(QStringLiteral("fileNew"), tr("&New"), QKeySequence::New, QStringLiteral("document-new"), QStyle::SP_FileIcon);
    openAction = make(QStringLiteral("fileOpen"), tr("&Open…"), QKeySequence::Open, QStringLiteral("document-open"),
                      QStyle::SP_DialogOpenButton);
    saveAction = make(QStringLiteral("fileSave"), tr("&Save"), QKeySequence::Save, QStringLiteral("document-save"),
                      QStyle::SP_DialogSaveButton);
    saveAsAction = make(QStringLiteral("fileSaveAs"), tr("Save &As…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S),
                        QStringLiteral("document-save-as"), QStyle::SP_DialogSaveButton);
    workshopAction = make(QStringLiteral("workshopLibrary"), tr("&Workshop Library…"), QKeySequence(Qt::CTRL | Qt::Key_B),
                          QStringLiteral("help-contents"), QStyle::SP_FileDialogInfoView);
    workshopAction->setIconText(tr("Library"));
    workshopAction->setToolTip(tr("Choose a built-in scenario by topic, with its story and lesson (%1)")
                                   .arg(workshopAction->shortcut().toString(QKeySequence::NativeText)));
    connect(newAction, &QAction::triggered, this, [this] {
        if (maybeSave())
            newScenario();
    });
    connect(openAction, &QAction::triggered, this, &FileController::chooseAndOpen);
    connect(saveAction, &QAction::triggered, this, &FileController::save);
    connect(saveAsAction, &QAction::triggered, this, &FileController::saveAs);
    connect(workshopAction, &QAction::triggered, this, &FileController::chooseFromLibrary);

    recentMenu = new QMenu(tr("Open &Recent"), window);
    recentMenu->setObjectName(QStringLiteral("recentMenu"));
    connect(recentMenu, &QMenu::aboutToShow, this, &FileController::rebuildRecentMenu);
    rebuildRecentMenu();

    builtinMenu = new QMenu(tr("Open &Built-in Scenario"), window);
    builtinMenu->setObjectName(QStringLiteral("builtinMenu"));
    for (const QString &name : BuiltinScenarios::names()) {
        const ScenarioLoadResult r = ScenarioIo::load(QStringLiteral("builtin:") + name);
        QAction *a = builtinMenu->addAction(
            r.ok() ? QStringLiteral("%1 — %2").arg(UiFormat::isolate(name), UiFormat::scenarioText(r.scenario, "name")) : name);
        a->setObjectName(QStringLiteral("builtin:") + name);
        if (r.ok() && !r.scenario.topic.isEmpty())
            a->setToolTip(UiFormat::scenarioText(r.scenario, "topic"));
        connect(a, &QAction::triggered, this, [this, name] { openAfterAsking(QStringLiteral("builtin:") + name); });
    }
    if (builtinMenu->isEmpty())
        builtinMenu->addAction(tr("(none)"))->setEnabled(false);
}

bool FileController::open(const QString &source)
{
    const ScenarioLoadResult r = ScenarioIo::load(source);
    if (!r.ok()) {
        Messages::error(m_window, tr("Cannot open the scenario"),
                        tr("Problems in %1:").arg(source) + QStringLiteral("\n\n")
                            + r.errors.join(QLatin1Char('\n')));
        return false;
    }
    const bool builtin = source.startsWith(QLatin1String("builtin:"));
    const QString path = builtin ? QString() : QFileInfo(source).absoluteFilePath();
    m_document->reset(r.scenario, path, builtin ? source : QFileInfo(source).fileName());
    if (!builtin) {
        Settings settings;
        settings.addRecentFile(path);
        settings.setLastFolder(QFileInfo(path).absolutePath());
    }
    emit opened(source);
    emit statusMessage(tr("Opened %1").arg(source));
    return true;
}

void FileController::openAfterAsking(const QString &source)
{
    if (maybeSave())
        open(source);
}

bool FileController::openBuiltin(const QString &name)
{
    if (name.isEmpty() || !maybeSave())
        return false;
    return open(QStringLiteral("builtin:") + name);
}

void FileController::chooseFromLibrary()
{
    // Pick first, ask about unsaved edits second: browsing costs nothing.
    QString current = m_document->displayName();
    current = current.startsWith(QLatin1String("builtin:")) ? current.mid(8) : QString();
    const QString name = WorkshopBrowser::choose(m_window, current);
    if (!name.isEmpty())
        openBuiltin(name);
}

void FileController::chooseAndOpen()
{
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open scenario"), Settings().lastFolder(),
                                                      tr("Scenario files (*.idemlab *.json);;All files (*)"));
    if (!path.isEmpty())
        open(path);
}

bool FileController::isScenarioFile(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix();
    return suffix.compare(QLatin1String("idemlab"), Qt::CaseInsensitive) == 0
        || suffix.compare(QLatin1String("json"), Qt::CaseInsensitive) == 0;
}

void FileController::newScenario()
{
    m_document->reset(Scenario(), {}, {});
    emit opened({});
}

bool FileController::maybeSave()
{
    if (!m_document->isModified())
        return true;
    const auto answer = QMessageBox::warning(
        m_window, tr("Unsaved changes"),
        tr("%1 has unsaved changes. Save them first?").arg(m_document->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

bool FileController::save()
{
    if (m_document->filePath().isEmpty())
        return saveAs();
    return saveTo(m_document->filePath());
}

bool FileController::saveAs()
{
    QString suggested = m_document->filePath();
    if (suggested.isEmpty()) {
        QString base = m_document->displayName();
        base.remove(QStringLiteral("builtin:"));
        suggested = Settings().lastFolder() + QLatin1Char('/') + base + QStringLiteral(".json");
    }
    QString path = QFileDialog::getSaveFileName(m_window, tr("Save scenario"), suggested,
                                                tr("Scenario files (*.idemlab *.json)"));
    if (path.isEmpty())
        return false;
    if (!isScenarioFile(path))
        path += QStringLiteral(".json");
    return saveTo(path);
}

bool FileController::saveTo(const QString &path)
{
    if (const Outcome saved = ScenarioIo::save(m_document->scenario(), path); !saved.ok()) {
        Messages::error(m_window, tr("Cannot save the scenario"), saved.error());
        return false;
    }
    m_document->markSaved(QFileInfo(path).absoluteFilePath());
    Settings settings;
    settings.addRecentFile(path);
    settings.setLastFolder(QFileInfo(path).absolutePath());
    emit statusMessage(tr("Saved %1").arg(path));
    return true;
}

void FileController::rebuildRecentMenu()
{
    recentMenu->clear();
    const QStringList files = Settings().recentFiles();
    for (int i = 0; i < files.size(); ++i) {
        const QString path = files.at(i);
        QAction *a = recentMenu->addAction(QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName()));
        a->setToolTip(path);
        a->setEnabled(QFileInfo::exists(path));
        connect(a, &QAction::triggered, this, [this, path] { openAfterAsking(path); });
    }
    if (files.isEmpty()) {
        recentMenu->addAction(tr("(no recent files)"))->setEnabled(false);
        return;
    }
    recentMenu->addSeparator();
    connect(recentMenu->addAction(tr("Clear the list")), &QAction::triggered, this, [] { Settings().clearRecentFiles(); });
}

} // namespace idem::ui
