#pragma once

#include "rowsatmoment.h"
#include "run/runptr.h"

#include <QWidget>

class QTextBrowser;

namespace idem::ui {

// The inspector dock: everything about the selected record, in words.
class InspectorPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(InspectorPanel)
public:
    explicit InspectorPanel(QWidget *parent = nullptr);

    void setRun(RunPtr run);
    RunPtr run() const { return m_run; }
    void inspect(int record); // -1 clears
    int inspectedRecord() const { return m_record; }
    QString plainText() const;
    QTextBrowser *browser() const { return m_browser; }

signals:
    void followRequested(int logical);
    void filterRequested(int logical);

private:
    RunPtr m_run;
    RowsAtMoment m_rows;
    QTextBrowser *m_browser = nullptr;
    int m_record = -1;
};

} // namespace idem::ui
