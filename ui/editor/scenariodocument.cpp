#include "scenariodocument.h"

#include "scenariocommand.h"
#include "scenario/scenarioio.h"

#include <QFileInfo>
#include <QUndoStack>

namespace idem::ui {

ScenarioDocument::ScenarioDocument(QObject *parent) : QObject(parent), m_undo(new QUndoStack(this))
{
    m_displayName = tr("Untitled");
    m_problems = ScenarioIo::validate(m_scenario);
    connect(m_undo, &QUndoStack::cleanChanged, this, [this](bool clean) { emit modifiedChanged(!clean); });
}

ScenarioDocument::~ScenarioDocument() = default;

void ScenarioDocument::change(const Scenario &next, const QString &text, const QString &mergeKey, bool rerun)
{
    if (next == m_scenario)
        return;
    m_undo->push(new ScenarioCommand(this, m_scenario, next, text, mergeKey, rerun));
}

void ScenarioDocument::reset(const Scenario &scenario, const QString &filePath, const QString &displayName)
{
    m_undo->clear();
    m_filePath = filePath;
    m_displayName = displayName.isEmpty() ? tr("Untitled") : displayName;
    apply(scenario, false);
    m_undo->setClean();
    emit fileChanged();
    emit modifiedChanged(false);
}

void ScenarioDocument::markSaved(const QString &filePath)
{
    m_filePath = filePath;
    m_displayName = QFileInfo(filePath).fileName();
    m_undo->setClean();
    emit fileChanged();
}

bool ScenarioDocument::isModified() const
{
    return !m_undo->isClean();
}

void ScenarioDocument::apply(const Scenario &scenario, bool rerun)
{
    m_scenario = scenario;
    m_problems = ScenarioIo::validate(m_scenario);
    emit changed();
    if (rerun)
        emit rerunRequested();
}

} // namespace idem::ui
