#pragma once

#include "code/codetrace.h"
#include "run/runptr.h"

#include <QWidget>
#include <optional>

class QLabel;

namespace idem::ui {

class CodeListing;

// The Code dock: the run's handler as the learner would write it (the
// listing of its strategy and effect, comments in the UI's language), with
// the selected record's step highlighted and what the step saw beside it,
// the scenario's crash points in the gutter, and a click on a line
// choosing the next record that runs it (Shift: the previous one).
class CodeView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CodeView)
public:
    explicit CodeView(QWidget *parent = nullptr);

    void setRun(RunPtr run);
    // The same with the run's steps read already (PreparedRun, off the GUI
    // thread: a million-delivery run's take tens of milliseconds).
    void setRun(RunPtr run, CodeTrace prepared);
    // Highlights `record`'s step; a record that is no step clears it.
    void showRecord(int record);
    // Presenter mode: the same view in large type.
    void setScale(double scale);

    CodeListing *listing() const { return m_lines; }
    const std::optional<Listing> &currentListing() const { return m_listing; }
    int shownRecord() const { return m_record; }
    // What the selected step saw, in words ("row found"); "" for none.
    QString note() const;

signals:
    void recordChosen(int record);

private:
    void lineClicked(int line, bool backwards);
    QString noteFor(std::size_t record) const;

    CodeListing *m_lines;
    QLabel *m_title;
    QLabel *m_hint;
    RunPtr m_run;
    std::optional<Listing> m_listing;
    CodeTrace m_code;
    int m_record = -1;
};

} // namespace idem::ui
