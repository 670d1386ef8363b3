#pragma once

#include <QWidget>

class QLabel;
class QPushButton;

namespace idem::ui {

class ScenarioDocument;

// What the centre shows before a run: the scenario's teaching text (what it
// sets up, what to predict) and a big Run button.
class EmptyState final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EmptyState)
public:
    EmptyState(ScenarioDocument *document, QAction *runAction, QWidget *parent = nullptr);

private:
    void refresh();

    ScenarioDocument *m_document;
    QLabel *m_text = nullptr;
};

} // namespace idem::ui
