// The structure drawn from the code's own #include lines: core's folders form
// no cycle (scenario → kernel → brokers / consumers / producer → analysis →
// run → report), nor do the ui's (its root holds the shared helpers, the
// window lives in window/), core includes no header of a GUI module, and the
// ui reaches into core only through its public vocabulary.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTextStream>
#include <QtTest>

#include <algorithm>
#include <functional>

namespace {

// One #include line: `file` and `target` relative to the source root
// ("core/kernel/simcontext.h"); `target` is empty when the header is outside
// the tree (Qt, the standard library, a generated .moc).
struct Include
{
    QString file;
    int line = 0;
    QString written; // as written between the quotes or angle brackets
    QString target;
    bool angled = false;
};

QString where(const Include &inc)
{
    return QStringLiteral("%1:%2 includes \"%3\"").arg(inc.file).arg(inc.line).arg(inc.written);
}

// Every #include of the .h/.cpp files under root/top. A quoted header is
// looked up beside the including file, then from the include directories
// the libraries export (ui/ then core/ for the ui), the way the compiler does.
QVector<Include> includesUnder(const QString &root, const QString &top)
{
    static const QRegularExpression line(QStringLiteral("^\\s*#\\s*include\\s*([<\"])([^>\"]+)[>\"]"));
    const QDir rootDir(root);
    QVector<Include> result;
    QDirIterator it(rootDir.filePath(top), {QStringLiteral("*.h"), QStringLiteral("*.cpp")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
            continue;
        QTextStream in(&file);
        int number = 0;
        while (!in.atEnd()) {
            const QString text = in.readLine();
            ++number;
            const QRegularExpressionMatch m = line.match(text);
            if (!m.hasMatch())
                continue;
            Include inc;
            inc.file = rootDir.relativeFilePath(path);
            inc.line = number;
            inc.written = m.captured(2);
            inc.angled = m.captured(1) == QLatin1String("<");
            if (!inc.angled) {
                // The ui's own folder comes before core's, as in its -I order.
                const bool inUi = top == QLatin1String("ui");
                const QStringList candidates = {
                    QFileInfo(path).dir().filePath(inc.written),
                    rootDir.filePath((inUi ? QStringLiteral("ui/") : QStringLiteral("core/")) + inc.written),
                    rootDir.filePath((inUi ? QStringLiteral("core/") : QStringLiteral("ui/")) + inc.written)};
                for (const QString &candidate : candidates) {
                    if (QFileInfo::exists(candidate)) {
                        inc.target = QDir::cleanPath(rootDir.relativeFilePath(candidate));
                        break;
                    }
                }
            }
            result.append(inc);
        }
    }
    return result;
}

// "core/kernel/trace.h" → "kernel"; empty outside core.
QString coreFolder(const QString &path)
{
    const QStringList parts = path.split(QLatin1Char('/'));
    if (parts.size() < 3 || parts.first() != QLatin1String("core"))
        return {};
    return parts.at(1);
}

// The folder of a file below `top` ("ui/timeline/x.h" → "timeline"); the
// files right in `top` (the ui's shared helpers) are its root, "(root)".
// Empty outside `top`.
QString folderIn(const QString &top, const QString &path)
{
    const QStringList parts = path.split(QLatin1Char('/'));
    if (parts.size() < 2 || parts.first() != top)
        return {};
    return parts.size() == 2 ? QStringLiteral("(root)") : parts.at(1);
}

// A cycle among the folders of `top` (core or ui), named folder by folder
// with one include line for each step, or an empty string.
QString folderCycle(const QVector<Include> &includes, const QString &top = QStringLiteral("core"))
{
    QMap<QString, QMap<QString, Include>> edges; // from → to → first include seen
    for (const Include &inc : includes) {
        const QString from = folderIn(top, inc.file);
        const QString to = folderIn(top, inc.target);
        if (!from.isEmpty() && !to.isEmpty() && from != to && !edges[from].contains(to))
            edges[from].insert(to, inc);
    }
    // Depth-first search; a folder met again on the current path closes a cycle.
    QStringList path;
    QSet<QString> done;
    std::function<QString(const QString &)> visit = [&](const QString &folder) -> QString {
        const int at = path.indexOf(folder);
        if (at >= 0) {
            QStringList steps;
            QStringList names = path.mid(at);
            names.append(folder);
            for (int i = 0; i + 1 < names.size(); ++i)
                steps.append(where(edges[names.at(i)][names.at(i + 1)]));
            return QStringLiteral("%1 folder cycle %2 (%3)")
                .arg(top, names.join(QStringLiteral(" -> ")), steps.join(QStringLiteral("; ")));
        }
        if (done.contains(folder))
            return {};
        path.append(folder);
        for (auto it = edges[folder].cbegin(); it != edges[folder].cend(); ++it) {
            const QString cycle = visit(it.key());
            if (!cycle.isEmpty())
                return cycle;
        }
        path.removeLast();
        done.insert(folder);
        return {};
    };
    const QStringList folders = edges.keys();
    for (const QString &folder : folders) {
        const QString cycle = visit(folder);
        if (!cycle.isEmpty())
            return cycle;
    }
    return {};
}

// The Qt module a header belongs to ("QColor" → "QtGui"), found in the Qt
// include directory; empty for a header of no Qt module.
QString qtModuleOf(const QString &qtHeaders, const QString &header)
{
    const int slash = header.indexOf(QLatin1Char('/'));
    if (slash > 0 && header.startsWith(QLatin1String("Qt")))
        return header.left(slash);
    // The modules core may use come first: a name found there is theirs.
    static const QStringList preferred = {QStringLiteral("QtCore"), QStringLiteral("QtSql"),
                                          QStringLiteral("QtNetwork")};
    QStringList modules = preferred;
    const QStringList all = QDir(qtHeaders).entryList({QStringLiteral("Qt*")}, QDir::Dirs, QDir::Name);
    for (const QString &module : all) {
        if (!modules.contains(module))
            modules.append(module);
    }
    for (const QString &module : modules) {
        if (QFileInfo::exists(QDir(qtHeaders).filePath(module + QLatin1Char('/') + header)))
            return module;
    }
    return {};
}

// Headers of a GUI module (Gui, Widgets, Charts, …) that core includes.
QStringList guiHeadersInCore(const QVector<Include> &includes, const QString &qtHeaders)
{
    static const QStringList allowed = {QStringLiteral("QtCore"), QStringLiteral("QtSql"),
                                        QStringLiteral("QtNetwork")};
    QStringList found;
    for (const Include &inc : includes) {
        if (!inc.angled || coreFolder(inc.file).isEmpty())
            continue;
        const QString module = qtModuleOf(qtHeaders, inc.written);
        if (!module.isEmpty() && !allowed.contains(module))
            found.append(QStringLiteral("%1, a %2 header: core uses QtCore, QtSql and QtNetwork only")
                             .arg(where(inc), module));
    }
    return found;
}

// Core's public vocabulary: the headers the ui may include. The scenario it
// edits, the run layer's entry points and result, the trace and what names its
// fields, the strategy table, the database rows it shows and the reports it
// writes. Brokers, consumers, the producer, the event queue and the context
// are the engine's own business.
bool isPublicVocabulary(const QString &coreHeader)
{
    static const QSet<QString> folders = {QStringLiteral("base"), QStringLiteral("scenario"), QStringLiteral("report"),
                                          QStringLiteral("code")};
    static const QSet<QString> headers = {
        QStringLiteral("core/analysis/explainer.h"),    QStringLiteral("core/analysis/violation.h"),
        QStringLiteral("core/analysis/runanalysis.h"),
        QStringLiteral("core/consumer/strategytraits.h"), QStringLiteral("core/kernel/messageids.h"),
        QStringLiteral("core/kernel/partitioner.h"),    QStringLiteral("core/kernel/runlimits.h"),
        QStringLiteral("core/kernel/runmetrics.h"),     QStringLiteral("core/kernel/simtime.h"),
        QStringLiteral("core/kernel/trace.h"),          QStringLiteral("core/run/comparisonrunner.h"),
        QStringLiteral("core/run/runresult.h"),         QStringLiteral("core/run/simulation.h"),
        QStringLiteral("core/run/sweeprunner.h"),       QStringLiteral("core/store/effect.h"),
        QStringLiteral("core/store/rundatabase.h"),     QStringLiteral("core/store/sqlstatements.h"),
        QStringLiteral("core/store/storestatus.h"),
    };
    return folders.contains(coreFolder(coreHeader)) || headers.contains(coreHeader);
}

QStringList privateCoreIncludes(const QVector<Include> &includes)
{
    QStringList found;
    for (const Include &inc : includes) {
        if (!coreFolder(inc.target).isEmpty() && !isPublicVocabulary(inc.target))
            found.append(QStringLiteral("%1, not in core's public vocabulary").arg(where(inc)));
    }
    return found;
}

// The longest a function may be, from its opening `{` to its closing `}`.
constexpr int kMaxFunctionLines = 80;

// The folders whose functions must stay short (their .cpp files, not their
// subfolders): the one reading of a run and the picture drawn from it.
const char *const kShortFunctionFolders[] = {"core/analysis", "ui/timeline"};

// Every block of the .cpp files in root/folder longer than kMaxFunctionLines,
// as "file:line:name (n lines)", the line being the name's. A block opens
// with a `{` alone at column 0 and closes at the next `}` alone at column 0
// (a function, or a struct written with its members inline); the name is
// the nearest line above the `{` that starts at column 0. `blocks` counts
// every block seen.
QStringList longFunctions(const QString &root, const QString &folder, int *blocks)
{
    const QDir rootDir(root);
    QStringList found;
    QDirIterator it(rootDir.filePath(folder), {QStringLiteral("*.cpp")}, QDir::Files);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
            found.append(QStringLiteral("%1: cannot be read").arg(rootDir.relativeFilePath(path)));
            continue;
        }
        const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
        for (int open = 1; open < lines.size(); ++open) {
            if (lines[open] != QLatin1String("{"))
                continue;
            int head = open - 1;
            while (head > 0 && lines[head].startsWith(QLatin1Char(' ')))
                --head;
            int close = open + 1;
            while (close < lines.size() && lines[close] != QLatin1String("}"))
                ++close;
            ++*blocks;
            const int length = close - open + 1;
            if (length > kMaxFunctionLines) {
                // "void TimelineBinner::collect(int row, …" names TimelineBinner::collect.
                QString name = lines[head].trimmed();
                const int paren = name.indexOf(QLatin1Char('('));
                if (paren > 0)
                    name = name.left(paren).section(QLatin1Char(' '), -1);
                found.append(QStringLiteral("%1:%2:%3 (%4 lines)")
                                 .arg(rootDir.relativeFilePath(path))
                                 .arg(head + 1)
                                 .arg(name)
                                 .arg(length));
            }
            open = close;
        }
    }
    found.sort();
    return found;
}

void writeFile(const QString &path, const QByteArray &text)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    QVERIFY2(file.open(QIODevice::WriteOnly), qPrintable(path));
    file.write(text);
}

} // namespace

namespace {
// Every line under `folders` (recursively or not) that `pattern` matches,
// as "file:line: text", skipping files whose name ends in one of `skip` and
// comment lines; `scanned` counts the files read, so a wrong path cannot
// pass as "nothing found".
QStringList linesMatching(const QStringList &folders, const QRegularExpression &pattern, const QStringList &skip,
                          QDirIterator::IteratorFlags flags, int *scanned)
{
    const QDir root(QStringLiteral(SOURCE_ROOT));
    QStringList found;
    *scanned = 0;
    for (const QString &top : folders) {
        QDirIterator it(root.filePath(top), {QStringLiteral("*.h"), QStringLiteral("*.cpp")}, QDir::Files, flags);
        while (it.hasNext()) {
            const QString path = it.next();
            if (std::any_of(skip.begin(), skip.end(), [&path](const QString &s) { return path.endsWith(s); }))
                continue;
            QFile file(path);
            if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
                continue;
            ++*scanned;
            int number = 0;
            QTextStream in(&file);
            while (!in.atEnd()) {
                const QString text = in.readLine();
                ++number;
                if (pattern.match(text).hasMatch() && !text.trimmed().startsWith(QLatin1String("//")))
                    found << QStringLiteral("%1:%2: %3").arg(root.relativeFilePath(path)).arg(number).arg(text.trimmed());
            }
        }
    }
    return found;
}

// Reads of a trace record's raw `delivery` or `detail` under `folders` of
// `root`, as "file:line: text". A record is known by its type, not by the
// field's name (a scheduled fault and the inspector's delivery facts have a
// `delivery` of their own): a name declared a TraceRecord anywhere in those
// folders (`const TraceRecord &r`, a member `TraceRecord selected;`), or
// bound with auto to a trace's element, then `name.delivery`; or a record
// reached in place (`trace.at(i).detail`, `records[i].delivery`).
QStringList rawRecordReads(const QString &root, const QStringList &folders, int *scanned)
{
    static const QRegularExpression declared(
        QStringLiteral("\\bTraceRecord\\b\\s*(?:const\\s*)?[&*]*\\s*(\\w+)"));
    static const QRegularExpression bound(QStringLiteral(
        "\\bauto\\b\\s*(?:const\\s*)?[&*]*\\s*(\\w+)\\s*=[^;]*\\b(?:trace|records)\\w*(?:\\(\\))?\\s*"
        "(?:\\.at\\(|\\[|\\.back\\(|\\.front\\()"));
    static const QRegularExpression inPlace(QStringLiteral(
        "\\b(?:trace|records)\\w*(?:\\(\\))?(?:\\.at\\([^;]*?\\)|\\[[^\\]]*\\]|\\.back\\(\\)|\\.front\\(\\))"
        "(?:\\.|->)(?:delivery|detail)\\b"));
    const QDir dir(root);
    QMap<QString, QStringList> files; // path → lines
    for (const QString &top : folders) {
        QDirIterator it(dir.filePath(top), {QStringLiteral("*.h"), QStringLiteral("*.cpp")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            QFile file(path);
            if (file.open(QIODevice::ReadOnly | QIODevice::Text))
                files.insert(path, QString::fromUtf8(file.readAll()).split(QLatin1Char('\n')));
        }
    }
    *scanned = int(files.size());
    QSet<QString> names;
    for (const QStringList &lines : std::as_const(files)) {
        for (const QString &line : lines) {
            for (const QRegularExpression *re : {&declared, &bound}) {
                for (auto m = re->globalMatch(line); m.hasNext();)
                    names.insert(m.next().captured(1));
            }
        }
    }
    QStringList sorted(names.cbegin(), names.cend());
    sorted.sort();
    const QRegularExpression named(QStringLiteral("\\b(?:%1)(?:\\.|->)(?:delivery|detail)\\b")
                                       .arg(sorted.isEmpty() ? QStringLiteral("$^") : sorted.join(QLatin1Char('|'))));
    QStringList found;
    for (auto it = files.cbegin(); it != files.cend(); ++it) {
        for (int i = 0; i < it.value().size(); ++i) {
            const QString text = it.value().at(i).trimmed();
            if (!text.startsWith(QLatin1String("//")) && (named.match(text).hasMatch() || inPlace.match(text).hasMatch()))
                found << QStringLiteral("%1:%2: %3").arg(dir.relativeFilePath(it.key())).arg(i + 1).arg(text);
        }
    }
    return found;
}
} // namespace

namespace {
// The index just past the parenthesis that closes the one at `open`,
// skipping string literals; -1 when it never closes.
int closingParen(const QString &text, int open)
{
    int depth = 0;
    for (int i = open; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('"')) {
            for (++i; i < text.size() && text.at(i) != QLatin1Char('"'); ++i) {
                if (text.at(i) == QLatin1Char('\\'))
                    ++i;
            }
        } else if (c == QLatin1Char('(')) {
            ++depth;
        } else if (c == QLatin1Char(')') && --depth == 0) {
            return i + 1;
        }
    }
    return -1;
}

// The translated strings of one source file that are not whole sentences:
// a source beginning with a space or punctuation (a fragment for another
// sentence to take in), or a tr() result glued to something with `+` or
// `+=` (a sentence made of halves). As "name:line: what". Comments are
// skipped line by line.
QStringList trFragments(const QString &name, const QString &source)
{
    QStringList lines = source.split(QLatin1Char('\n'));
    for (QString &l : lines) {
        if (l.trimmed().startsWith(QLatin1String("//")))
            l.clear();
    }
    const QString text = lines.join(QLatin1Char('\n'));
    static const QRegularExpression call(QStringLiteral(
        "\\b(tr|QT_TR_NOOP|QCoreApplication::translate|QT_TRANSLATE_NOOP)\\s*\\(\\s*(\"(?:[^\"\\\\]|\\\\.)*\"\\s*,\\s*)?"));
    static const QRegularExpression fragment(QStringLiteral("^\"[ ,;.:]"));
    static const QRegularExpression arg(QStringLiteral("^\\s*\\.arg\\s*\\("));
    QStringList found;
    auto it = call.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        const int line = int(text.left(m.capturedStart()).count(QLatin1Char('\n'))) + 1;
        const QString where = QStringLiteral("%1:%2: ").arg(name).arg(line);
        const bool contextFirst = m.captured(1).contains(QLatin1String("translate")) || m.captured(1) == QLatin1String("QT_TRANSLATE_NOOP");
        const QString rest = text.mid(m.capturedEnd(), 40);
        if ((!contextFirst || !m.captured(2).isEmpty()) && fragment.match(rest).hasMatch())
            found.append(where + QStringLiteral("a fragment: ") + rest.section(QLatin1Char('"'), 1, 1));
        // What comes before the call and after it and its .arg() chain.
        const QString before = text.left(m.capturedStart()).trimmed();
        int end = closingParen(text, text.indexOf(QLatin1Char('('), m.capturedStart()));
        while (end > 0) {
            const QRegularExpressionMatch a = arg.match(text.mid(end, 20));
            if (!a.hasMatch())
                break;
            end = closingParen(text, end + a.capturedLength() - 1);
        }
        const QString after = end > 0 ? text.mid(end).trimmed() : QString();
        if (before.endsWith(QLatin1Char('+')) || before.endsWith(QLatin1String("+="))
            || (after.startsWith(QLatin1Char('+')) && !after.startsWith(QLatin1String("++"))))
            found.append(where + QStringLiteral("a translated string glued to another with +"));
    }
    return found;
}

// The explanations' sources: the explainer and the sentence renderer.
QStringList explanationSources()
{
    const QDir dir(QStringLiteral(SOURCE_ROOT "/core/analysis"));
    QStringList out;
    for (const QString &f : dir.entryList({QStringLiteral("explainer*.cpp"), QStringLiteral("explainer*.h"),
                                           QStringLiteral("explanation*.cpp"), QStringLiteral("explanation*.h")},
                                          QDir::Files))
        out.append(dir.filePath(f));
    return out;
}
} // namespace

class TestArchitecture final : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void coreFoldersFormNoCycle();
    void uiFoldersFormNoCycle();
    void coreIncludesNoGuiHeader();
    void uiIncludesOnlyPublicVocabulary();
    void checksCatchPlantedMistakes();
    void traceFieldsReadThroughTheTable();
    void theViewsDrawTheAnalysis();
    void noViewReadsARecordsRawFields();
    void noLongFunctionsInTheAnalysisAndTheTimeline();
    void explanationsAreWholeSentences();

private:
    QVector<Include> m_core;
    QVector<Include> m_ui;
};

void TestArchitecture::initTestCase()
{
    m_core = includesUnder(QStringLiteral(SOURCE_ROOT), QStringLiteral("core"));
    m_ui = includesUnder(QStringLiteral(SOURCE_ROOT), QStringLiteral("ui"));
    // A wrong source path would find nothing and pass everything: the run
    // layer must be seen reaching the kernel, the ui reaching the run layer.
    const auto reaches = [](const QVector<Include> &includes, const QString &from, const QString &to) {
        return std::any_of(includes.cbegin(), includes.cend(), [&](const Include &inc) {
            return inc.file.startsWith(from) && inc.target == to;
        });
    };
    QVERIFY(m_core.size() > 200);
    QVERIFY(reaches(m_core, QStringLiteral("core/run/"), QStringLiteral("core/kernel/simcontext.h")));
    QVERIFY(reaches(m_ui, QStringLiteral("ui/"), QStringLiteral("core/run/simulation.h")));
    QVERIFY(QFileInfo::exists(QStringLiteral(QT_HEADERS_DIR "/QtGui/QColor")));
}

void TestArchitecture::coreFoldersFormNoCycle()
{
    const QString cycle = folderCycle(m_core);
    QVERIFY2(cycle.isEmpty(), qPrintable(cycle));
}

void TestArchitecture::uiFoldersFormNoCycle()
{
    const QString cycle = folderCycle(m_ui, QStringLiteral("ui"));
    QVERIFY2(cycle.isEmpty(), qPrintable(cycle));
}

void TestArchitecture::coreIncludesNoGuiHeader()
{
    const QStringList found = guiHeadersInCore(m_core, QStringLiteral(QT_HEADERS_DIR));
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
}

void TestArchitecture::uiIncludesOnlyPublicVocabulary()
{
    const QStringList found = privateCoreIncludes(m_ui);
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
}

// A trace record's `detail` means something different for every kind (the
// trace-kind table, core/kernel/tracekinds.h): the views, the run layer and
// the report model read it only through TraceRecord's typed accessors. The
// CSV writer is the one place that writes the raw column, by design.
void TestArchitecture::theViewsDrawTheAnalysis()
{
    // The cache's TTL and LRU rules, Kafka's offsets and session waits are
    // worked out once, in core/analysis; the timeline and the presenter only
    // place what it found. Only the marks table (which glyph a kind gets)
    // and the index (which lane a record goes on) name these kinds.
    static const QRegularExpression derives(QStringLiteral(
        "TraceKind::(CacheSet|CacheHit|CacheMiss|OffsetCommit|OffsetReset)\\b|DedupCache|"
        "\\bexpires\\b|(sessionTimeoutMs|maxPollIntervalMs|cacheTtlMs)\\s*\\)?\\s*\\*"));
    int scanned = 0;
    const QStringList found = linesMatching({QStringLiteral("ui/timeline"), QStringLiteral("ui/presenter")}, derives,
                                            {QStringLiteral("/timelinemarks.cpp"), QStringLiteral("/timelineindex.cpp")},
                                            QDirIterator::NoIteratorFlags, &scanned);
    QVERIFY(scanned > 30);
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));

    // Handlings, the broker's holds and transactions are the message
    // history's (core/analysis/messagehistory.h): the timeline reads no
    // record's raw fields, and no kind that takes a walk over a message's
    // records to make sense of (which copy a requeue takes back, which
    // handling a commit closes, which attempt the broker stored). Only the
    // marks table and a record's own tooltip name those kinds.
    static const QRegularExpression raw(QStringLiteral("(\\.|->)(delivery|detail)\\b"));
    const QStringList rawReads = linesMatching({QStringLiteral("ui/timeline")}, raw, {}, QDirIterator::NoIteratorFlags, &scanned);
    QVERIFY(scanned > 30);
    QVERIFY2(rawReads.isEmpty(), qPrintable(rawReads.join(QLatin1Char('\n'))));
    static const QRegularExpression walks(QStringLiteral(
        "TraceKind::(Requeued|DeadLettered|MaxDeliveries|HandleStart|Sql|Commit|Rollback|BrokerEnqueued|"
        "BrokerDeduped|SlowHandler)\\b"));
    const QStringList walked = linesMatching({QStringLiteral("ui/timeline")}, walks,
                                             {QStringLiteral("/timelinemarks.cpp"), QStringLiteral("/timelinetext.cpp")},
                                             QDirIterator::NoIteratorFlags, &scanned);
    QVERIFY(scanned > 30);
    QVERIFY2(walked.isEmpty(), qPrintable(walked.join(QLatin1Char('\n'))));
}

// What `delivery` and `detail` hold is the trace-kind table's, read through
// TraceRecord's accessors: no file of the ui or the app reads them raw. The
// check is planted first, on a file that reads a record's fields in each
// way and a scheduled fault's `delivery` (not a record: not named).
void TestArchitecture::noViewReadsARecordsRawFields()
{
    QTemporaryDir tree;
    QVERIFY(tree.isValid());
    writeFile(tree.filePath(QStringLiteral("ui/log/planted.h")), "struct Facts { TraceRecord selected; };\n");
    writeFile(tree.filePath(QStringLiteral("ui/log/planted.cpp")),
              "int a(const Trace &trace, int i) { const TraceRecord &r = trace.at(i); return r.delivery; }\n"
              "int b(const Trace &trace) { return trace.at(std::size_t(3)).detail; }\n"
              "int c(const RunResult &run) { const auto &records = run.trace.records(); return records[0].delivery; }\n"
              "int d(const Facts &f) { return f.selected.detail; }\n"
              "int e(const ScheduledFault &f) { return f.delivery; }\n"
              "// r.detail in a comment\n"
              "int g(const Trace &trace) { const auto &last = trace.records().back(); return last.number(); }\n"
              "int h(const Trace &trace) { for (const TraceRecord *p = &trace.at(0); p; p = nullptr) return p->detail; return 0; }\n");
    int planted = 0;
    QCOMPARE(rawRecordReads(tree.path(), {QStringLiteral("ui")}, &planted),
             (QStringList{
                 QStringLiteral("ui/log/planted.cpp:1: int a(const Trace &trace, int i) { const TraceRecord &r = "
                                "trace.at(i); return r.delivery; }"),
                 QStringLiteral("ui/log/planted.cpp:2: int b(const Trace &trace) { return trace.at(std::size_t(3)).detail; }"),
                 QStringLiteral("ui/log/planted.cpp:3: int c(const RunResult &run) { const auto &records = "
                                "run.trace.records(); return records[0].delivery; }"),
                 QStringLiteral("ui/log/planted.cpp:4: int d(const Facts &f) { return f.selected.detail; }"),
                 QStringLiteral("ui/log/planted.cpp:8: int h(const Trace &trace) { for (const TraceRecord *p = "
                                "&trace.at(0); p; p = nullptr) return p->detail; return 0; }"),
             }));
    QCOMPARE(planted, 2);

    int scanned = 0;
    const QStringList found = rawRecordReads(QStringLiteral(SOURCE_ROOT), {QStringLiteral("ui"), QStringLiteral("app")}, &scanned);
    QVERIFY(scanned > 200);
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
}

void TestArchitecture::traceFieldsReadThroughTheTable()
{
    static const QRegularExpression raw(QStringLiteral("(\\.|->)detail\\b"));
    int scanned = 0;
    const QStringList found = linesMatching({QStringLiteral("ui"), QStringLiteral("core/run"), QStringLiteral("core/report")},
                                            raw, {QStringLiteral("/csvwriter.cpp")}, QDirIterator::Subdirectories,
                                            &scanned);
    QVERIFY(scanned > 100);
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
}

// A function longer than a screen is split into named steps (the painter,
// the binner, the index). The count is planted on a small tree first: a
// function of 81 lines is named, one of 80 is not, so a green run means
// the real folders are clean.
void TestArchitecture::noLongFunctionsInTheAnalysisAndTheTimeline()
{
    QTemporaryDir tree;
    QVERIFY(tree.isValid());
    const auto function = [](const char *name, int lines) {
        return QByteArray("void ") + name + "()\n{\n" + QByteArray("    step();\n").repeated(lines - 2) + "}\n";
    };
    writeFile(tree.filePath(QStringLiteral("ui/timeline/long.cpp")),
              function("tooLong", kMaxFunctionLines + 1) + "\n" + function("justRight", kMaxFunctionLines));
    int planted = 0;
    QCOMPARE(longFunctions(tree.path(), QStringLiteral("ui/timeline"), &planted),
             QStringList{QStringLiteral("ui/timeline/long.cpp:1:tooLong (81 lines)")});
    QCOMPARE(planted, 2);

    QStringList found;
    for (const char *folder : kShortFunctionFolders) {
        int blocks = 0;
        found += longFunctions(QStringLiteral(SOURCE_ROOT), QString::fromLatin1(folder), &blocks);
        // A wrong source path would find nothing and pass.
        QVERIFY2(blocks > 50, folder);
    }
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
}

// Turkish and Persian put a sentence's parts in their own order: each
// explanation is written from whole-sentence templates, one tr() each with
// numbered arguments, never a fragment (" at %1") inserted into another
// sentence nor two halves joined with +. Planted first, so a green run
// means the real files are clean.
void TestArchitecture::explanationsAreWholeSentences()
{
    const QString planted = QStringLiteral(
        "QString a() { return tr(\"%1 crashed%2\").arg(c, tr(\" at %1\").arg(t)); }\n"
        "QString b() { return tr(\"Then %1\").arg(x) + tr(\"and %1\").arg(y); }\n"
        "QString c() { text += tr(\"It was lost.\"); return text; }\n"
        "// tr(\" in a comment\") + tr(\"is fine\")\n"
        "const char *d = QT_TRANSLATE_NOOP(\"Explainer\", \"; and then\");\n"
        "QString e() { return QCoreApplication::translate(\"Explainer\", src).arg(f(g(1)), h); }\n"
        "QString f() { return tr(\"Whole sentence at %1.\").arg(formatSeconds(t)); }\n");
    QCOMPARE(trFragments(QStringLiteral("planted.cpp"), planted),
             (QStringList{QStringLiteral("planted.cpp:1: a fragment:  at %1"),
                          QStringLiteral("planted.cpp:2: a translated string glued to another with +"),
                          QStringLiteral("planted.cpp:2: a translated string glued to another with +"),
                          QStringLiteral("planted.cpp:3: a translated string glued to another with +"),
                          QStringLiteral("planted.cpp:5: a fragment: ; and then")}));

    const QStringList files = explanationSources();
    // The explainer and the renderer, each a header and a source.
    QVERIFY2(files.size() >= 4, qPrintable(files.join(QLatin1Char(' '))));
    QStringList found;
    int translated = 0;
    for (const QString &path : files) {
        QFile file(path);
        QVERIFY2(file.open(QIODevice::ReadOnly | QIODevice::Text), qPrintable(path));
        const QString text = QString::fromUtf8(file.readAll());
        translated += int(text.count(QLatin1String("QT_TRANSLATE_NOOP(")));
        found += trFragments(QFileInfo(path).fileName(), text);
    }
    // The template table was read (a wrong path would find nothing and pass).
    QVERIFY2(translated > 100, qPrintable(QString::number(translated)));
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
}

// The three checks on a small tree holding one mistake of each kind: they
// must name it, so a green run above means the real tree is clean.
void TestArchitecture::checksCatchPlantedMistakes()
{
    QTemporaryDir tree;
    QVERIFY(tree.isValid());
    writeFile(tree.filePath(QStringLiteral("core/kernel/context.h")), "#include \"../broker/queue.h\"\n");
    writeFile(tree.filePath(QStringLiteral("core/broker/queue.h")),
              "#pragma once\n#include <QColor>\n#include <QString>\n#include \"../kernel/context.h\"\n");
    writeFile(tree.filePath(QStringLiteral("core/scenario/scenario.h")), "#pragma once\n");
    writeFile(tree.filePath(QStringLiteral("ui/view.cpp")),
              "#include \"scenario/scenario.h\"\n#include \"broker/queue.h\"\n");
    const QVector<Include> core = includesUnder(tree.path(), QStringLiteral("core"));
    const QVector<Include> ui = includesUnder(tree.path(), QStringLiteral("ui"));

    const QString cycle = folderCycle(core);
    QVERIFY2(cycle.startsWith(QLatin1String("core folder cycle broker -> kernel -> broker")), qPrintable(cycle));
    QVERIFY2(cycle.contains(QLatin1String("core/kernel/context.h:1 includes \"../broker/queue.h\"")),
             qPrintable(cycle));

    const QStringList gui = guiHeadersInCore(core, QStringLiteral(QT_HEADERS_DIR));
    QCOMPARE(gui, QStringList{QStringLiteral("core/broker/queue.h:2 includes \"QColor\", a QtGui header: "
                                             "core uses QtCore, QtSql and QtNetwork only")});

    const QStringList hidden = privateCoreIncludes(ui);
    QCOMPARE(hidden, QStringList{QStringLiteral("ui/view.cpp:2 includes \"broker/queue.h\", "
                                                "not in core's public vocabulary")});

    // Once the broker no longer includes the kernel, the cycle is gone.
    writeFile(tree.filePath(QStringLiteral("core/broker/queue.h")), "#pragma once\n");
    QCOMPARE(folderCycle(includesUnder(tree.path(), QStringLiteral("core"))), QString());

    // A shared helper in the ui's root that includes the window, which
    // includes the helper: the cycle the window's move to window/ broke.
    writeFile(tree.filePath(QStringLiteral("ui/format.h")), "#pragma once\n#include \"window/main.h\"\n");
    writeFile(tree.filePath(QStringLiteral("ui/window/main.h")), "#pragma once\n#include \"format.h\"\n");
    const QString uiCycle = folderCycle(includesUnder(tree.path(), QStringLiteral("ui")), QStringLiteral("ui"));
    QVERIFY2(uiCycle.startsWith(QLatin1String("ui folder cycle (root) -> window -> (root)")), qPrintable(uiCycle));
    QVERIFY2(uiCycle.contains(QLatin1String("ui/window/main.h:2 includes \"format.h\"")), qPrintable(uiCycle));
}

QTEST_GUILESS_MAIN(TestArchitecture)
#include "tst_architecture.moc"
