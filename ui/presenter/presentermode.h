#pragma once

#include "run/runptr.h"

#include <QWidget>

class QLabel;
class QListView;
class QPushButton;
class QScrollArea;
class QStackedWidget;

namespace idem::ui {

class CodeView;
class NarrationModel;
struct NarrationLine;
class TimelineView;

// A teaching screen with large type, to show on a projector: the scenario's
// story, then the question to predict, then a big Reveal (the main window
// runs the scenario on revealRequested() and hands the run back with
// setRun). As playback moves the playhead (setPlayhead), the run's timeline
// (with its legend) fills the top of the screen, the camera moves to each
// interesting event and its cause, which are highlighted, and the event is
// told below in one plain sentence; at the end of the run, the lesson.
//
// Keys: Space, Right, Down, PageDown or Enter go on (story → question →
// reveal → next event → lesson); Left, Up, PageUp or Backspace go back; the
// same in every layout direction (isForwardKey says why). Esc leaves. As a
// top-level window it can go full screen (showFullScreen()); Esc then
// closes it.
class PresenterMode final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PresenterMode)
public:
    enum class Stage { Story, Predict, Waiting, Narrating, Lesson };
    Q_ENUM(Stage)

    explicit PresenterMode(QWidget *parent = nullptr);

    // Starts over at the story.
    void setScenario(const Scenario &scenario);
    // The revealed run; the playhead starts at its beginning.
    void setRun(RunPtr run);
    void setPlayhead(SimTime t);
    Stage stage() const { return m_stage; }
    const RunPtr &run() const { return m_run; }
    NarrationModel *narration() const { return m_narration; }
    // The keys a presenter (or a clicker: PageDown / PageUp) steps with.
    static bool isForwardKey(int key);
    static bool isBackKey(int key);
    TimelineView *timeline() const { return m_timeline; }
    // The Code panel beside the events (key C while they are told).
    CodeView *code() const { return m_code; }
    bool codeShown() const { return m_codeShown; }
    void setCodeShown(bool shown);
    // The camera shows the burst the told event is in, not its causes.
    bool zoomedIntoBurst() const { return m_zoomedIntoBurst; }

public slots:
    // Space / Right: one step on.
    void advance();
    // Left: one event back (or one stage back before the run).
    void goBack();
    void reveal();
    void showLesson();

signals:
    void revealRequested();
    // Advancing asks the main window's playback to move here (the presenter
    // has already moved its own playhead).
    void seekRequested(idem::SimTime time);
    void stageChanged(idem::ui::PresenterMode::Stage stage);
    void leaveRequested();

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void setStage(Stage stage);
    void updateNarration();
    void applyScale();
    void applyStyle();
    // Chooses the narration's and the diagram's type and the diagram's
    // height for this run at this window size, once for the whole run (the
    // picture does not jump from event to event): the largest type with
    // which every moment's text fits under the diagram.
    void fitNarration();
    // The story's type: as large as the page has room for.
    void fitStory();
    // The Code panel's width and type at this window size.
    void fitCode();
    // Gives the why the row under the page, for the moment shown.
    void placeWhy();
    // Lets the diagram, the event's column and the why shrink again: what
    // fitNarration and placeWhy fixed for one moment must not make the
    // window grow while the next is measured.
    void releaseHeights();
    // Lays out the page, then the window around it, with no stale height.
    void activateLayouts();
    // What the page and the why's row share, from the page's top to the hints.
    int narrationHeight() const;
    int soFarNeed() const;
    // Scrolls "So far" to its newest row with no row cut at the top.
    void showNewestTold();
    // What the labels say after `told` events.
    QString positionText(int told) const;
    QString currentText(int told) const;
    QString whyText(int told) const;
    int diagramPixelSize() const; // the timeline's type at this window size
    // Shows the told line's event and what caused it, the event selected;
    // inside a burst, the burst.
    void frameLine(int index);
    // The lines of the burst `index` is in: kBurstLines or more, each at
    // most `crowded` after the one before; {index, index} when none.
    std::pair<int, int> burstAround(int index, SimTime crowded) const;
    // When the earliest cause of a line happened (its own time when
    // nothing earlier led to it).
    SimTime causeTime(const NarrationLine &line) const;
    SimTime runEnd() const;

    static constexpr int kTimelineGap = 10; // between the diagram and the text under it
    static constexpr int kColumnGap = 40;   // between "What happened" and "So far"
    static constexpr int kNowSpacing = 8;
    static constexpr int kSoFarSpacing = 6;
    static constexpr int kBurstLines = 3;      // events close together that make a burst
    static constexpr int kBurstCrowding = 60;  // closer than 1/60 of the picture: one blob
    static constexpr int kBurstShown = 10;     // a burst's events in one zoomed picture

    Scenario m_scenario;
    RunPtr m_run;
    Stage m_stage = Stage::Story;
    int m_scale = 0; // base font size in px the style sheet was built for
    int m_currentPx = 0; // the event's sentence and the why, chosen by fitNarration
    int m_whyPx = 0;
    int m_storyPx = 0;
    int m_framed = -1; // the record the timeline's camera is on
    bool m_zoomedIntoBurst = false;
    NarrationModel *m_narration;

    QLabel *m_title;
    QLabel *m_topic;
    QStackedWidget *m_pages;
    QLabel *m_story;
    QLabel *m_predict;
    QPushButton *m_reveal;
    QLabel *m_waiting;
    QLabel *m_position;
    QLabel *m_current;
    QLabel *m_why;
    QListView *m_told;
    TimelineView *m_timeline;
    QWidget *m_narrating = nullptr; // the page the events are told on
    QWidget *m_nowColumn = nullptr; // what happened: heading, position, the event
    QLabel *m_nowHeading = nullptr;
    QLabel *m_soFar = nullptr;
    QScrollArea *m_whyArea = nullptr;
    QLabel *m_endNote;
    QLabel *m_lesson;
    QLabel *m_summary;
    QLabel *m_hint;
    CodeView *m_code;
    bool m_codeShown = false;
};

} // namespace idem::ui
