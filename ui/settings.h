#pragma once

#include <QByteArray>
#include <QSettings>
#include <QStringList>

namespace idem::ui {

// The application's remembered state, typed. Every key lives here, so a
// typo cannot silently create a second setting.
class Settings final
{
    Q_DISABLE_COPY_MOVE(Settings)
public:
    static constexpr int kMaxRecentFiles = 8;
    // The runs folder keeps this many of the window's runs, and this much.
    static constexpr int kDefaultMaxRuns = 50;
    static constexpr qint64 kDefaultMaxRunBytes = qint64(2) * 1024 * 1024 * 1024;

    struct Keys
    {
        static constexpr const char *windowGeometry = "window/geometry";
        static constexpr const char *windowState = "window/state";
        static constexpr const char *recentFiles = "files/recent";
        static constexpr const char *lastFolder = "files/lastFolder";
        static constexpr const char *language = "ui/language";
        static constexpr const char *playbackSpeed = "playback/speed";
        static constexpr const char *compressGaps = "timeline/compressGaps";
        static constexpr const char *legendVisible = "timeline/legendVisible";
        static constexpr const char *allCauses = "timeline/allCauses";
        static constexpr const char *maxRuns = "runs/maxRuns";
        static constexpr const char *maxRunBytes = "runs/maxBytes";
        static constexpr const char *keptRuns = "runs/kept";
        static constexpr const char *exploreStrategies = "explore/strategies";
        static constexpr const char *exploreMaxFaults = "explore/maxFaults";
        static constexpr const char *exploreBudget = "explore/budget";
        static constexpr const char *checkCommand = "check/command";
        static constexpr const char *checkFolder = "check/folder";
        static constexpr const char *checkConsumers = "check/consumers";
        static constexpr const char *checkPostgres = "check/postgres";
        static constexpr const char *checkEffects = "check/effects";
        static constexpr const char *checkQuery = "check/query";
    };

    // What Run ▸ Test My Consumer… was last given (empty when never).
    struct CheckForm
    {
        QString command;
        QString folder;
        int consumers = 0;     // 0: the scenario's
        bool postgres = false; // `effects` is a PostgreSQL URL, not an SQLite file
        QString effects;
        QString query;
    };

    Settings();

    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray &geometry);
    QByteArray windowState() const;
    void setWindowState(const QByteArray &state);

    QStringList recentFiles() const;
    void addRecentFile(const QString &path); // moves it to the front
    void removeRecentFile(const QString &path);
    void clearRecentFiles();

    QString lastFolder() const; // the home folder when never set
    void setLastFolder(const QString &folder);

    // A locale name ("fa", "tr", "en"); empty = follow the system.
    QString language() const;
    void setLanguage(const QString &name);

    // A PlaybackController::speedKey ("1x", "10/s"); empty when never set
    // or unreadable. A value from before keys (a list index) reads as the
    // speed that index stood for then.
    QString playbackSpeed() const;
    void setPlaybackSpeed(const QString &key);
    // Whether long runs start with idle gaps squeezed (short ones never do).
    bool compressGaps() const;
    void setCompressGaps(bool on);
    bool legendVisible() const;
    void setLegendVisible(bool on);
    bool allCauses() const;
    void setAllCauses(bool on);

    // How many runs the runs folder keeps (RunRetention), in number and in
    // bytes; the defaults when never set or unreadable.
    int maxRuns() const;
    void setMaxRuns(int runs);
    qint64 maxRunBytes() const;
    void setMaxRunBytes(qint64 bytes);
    // Runs the user chose to keep (absolute paths): never pruned.
    QStringList keptRuns() const;
    bool isRunKept(const QString &path) const;
    void setRunKept(const QString &path, bool kept);

    // Run ▸ Explore…: the strategies last explored (empty: never chosen),
    // the bound K (1..kMaxExploreFaults, default 1) and the budget (0: the
    // bound only, no random search).
    static constexpr int kMaxExploreFaults = 4;
    QStringList exploreStrategies() const;
    void setExploreStrategies(const QStringList &ids);
    int exploreMaxFaults() const;
    void setExploreMaxFaults(int k);
    qint64 exploreBudget() const;
    void setExploreBudget(qint64 budget);
    CheckForm checkForm() const;
    void setCheckForm(const CheckForm &form);

private:
    QVariant value(const char *key, const QVariant &fallback = {}) const;
    void setValue(const char *key, const QVariant &value);

    QSettings m_settings;
};

} // namespace idem::ui
