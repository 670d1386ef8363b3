#include "scenariocommand.h"

#include "scenariodocument.h"

namespace idem::ui {

namespace {
constexpr int kFieldEditId = 0x5CE1;
}

ScenarioCommand::ScenarioCommand(ScenarioDocument *document, Scenario before, Scenario after,
                                 const QString &text, QString mergeKey, bool rerun)
    : QUndoCommand(text),
      m_document(document),
      m_before(std::move(before)),
      m_after(std::move(after)),
      m_mergeKey(std::move(mergeKey)),
      m_rerun(rerun)
{
}

void ScenarioCommand::undo()
{
    m_document->apply(m_before, m_rerun);
}

void ScenarioCommand::redo()
{
    m_document->apply(m_after, m_rerun);
}

int ScenarioCommand::id() const
{
    return m_mergeKey.isEmpty() ? -1 : kFieldEditId;
}

bool ScenarioCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const ScenarioCommand *>(other);
    if (next->m_mergeKey != m_mergeKey || next->m_rerun != m_rerun)
        return false;
    m_after = next->m_after;
    // Typing a value back to where it started leaves nothing to undo.
    setObsolete(m_after == m_before);
    return true;
}

} // namespace idem::ui
