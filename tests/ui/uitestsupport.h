#pragma once

#include "window/mainwindow.h"
#include "report/comparisonjson.h"
#include "report/reportmodel.h"
#include "run/runcontroller.h"

#include <QApplication>
#include <QColor>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QRect>
#include <QLibraryInfo>
#include <QLocale>
#include <QPalette>
#include <QSettings>
#include <QSignalSpy>
#include <QSize>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <cmath>
#include <initializer_list>

// Shared set-up for the UI suites: a pinned C locale, test-mode standard
// paths (settings and run databases go to a throw-away location) and a
// clean settings file.
namespace uitestsupport {

inline void pinEnvironment()
{
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale::c());
    QCoreApplication::setOrganizationName(QStringLiteral("IdempotencyLabTests"));
    // One settings file per suite, so suites running in parallel never share one.
    QCoreApplication::setApplicationName(QFileInfo(QCoreApplication::applicationFilePath()).baseName());
    QSettings().clear();
}

// The offscreen platform's screen is 800×600 unless told otherwise; a
// window would shrink to it. Before the QApplication is made, gives the
// platform a screen a little larger than 1920×1080, described in a file in
// `config` (which must outlive the application's start).
inline void useLargeOffscreenScreen(const QTemporaryDir &config)
{
    if (qgetenv("QT_QPA_PLATFORM") != "offscreen")
        return;
    const QString file = config.filePath(QStringLiteral("screens.json"));
    QFile f(file);
    if (f.open(QIODevice::WriteOnly))
        f.write(R"({"screens": [{"name": "tests", "x": 0, "y": 0, "width": 2000, "height": 1200,
                    "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})");
    f.close();
    qputenv("QT_QPA_PLATFORM", QByteArray("offscreen:configfile=") + QFile::encodeName(file));
}

// The layouts the last change asked for, done now: Qt posts them as
// LayoutRequest events, and a layout done may post the next one up.
inline void finishLayouts()
{
    for (int pass = 0; pass < 4; ++pass)
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
}

// Starts a run of the window's scenario and waits until it has finished.
inline bool runAndWait(idem::ui::MainWindow &w)
{
    QSignalSpy finished(w.runController(), &idem::ui::RunController::finished);
    if (!w.startRun())
        return false;
    return finished.wait(60000) || finished.count() > 0;
}

// A data function's rows: one per language, named by it.
inline void addLanguageRows(std::initializer_list<const char *> languages)
{
    QTest::addColumn<QString>("language");
    for (const char *language : languages)
        QTest::newRow(language) << QString::fromLatin1(language);
}

// A data function's rows: every language at every window size, named
// like "fa 1280x800".
inline void addLanguageSizeRows(std::initializer_list<const char *> languages, std::initializer_list<QSize> sizes)
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("size");
    for (const char *language : languages) {
        for (const QSize &size : sizes)
            QTest::addRow("%s %dx%d", language, size.width(), size.height()) << QString::fromLatin1(language) << size;
    }
}

#ifdef QM_DIR
// Switches the running suite to a language as the app does at start: Qt's
// and the app's translations (the .qm files lrelease built), the default
// locale and the layout direction. "en" removes them again.
struct Language
{
    QList<QTranslator *> translators;

    void use(const QString &name)
    {
        for (QTranslator *t : std::as_const(translators)) {
            QCoreApplication::removeTranslator(t);
            delete t;
        }
        translators.clear();
        const QLocale locale = name == QLatin1String("en") ? QLocale(QLocale::English, QLocale::UnitedStates) : QLocale(name);
        QLocale::setDefault(locale);
        if (name != QLatin1String("en")) {
            auto *qt = new QTranslator;
            if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                         QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
                QCoreApplication::installTranslator(qt);
            auto *own = new QTranslator;
            QVERIFY2(own->load(QStringLiteral(QM_DIR "/idemlab_%1.qm").arg(name)),
                     qPrintable(QStringLiteral(QM_DIR "/idemlab_%1.qm: cannot load").arg(name)));
            QCoreApplication::installTranslator(own);
            translators = {qt, own};
        }
        QApplication::setLayoutDirection(locale.textDirection());
    }
};
#endif

// WCAG's contrast ratio of `text` (blended over `paper`, as painted) against
// `paper`: 4.5 is what body text needs.
inline double contrast(QColor text, const QColor &paper)
{
    const double a = text.alphaF();
    text = QColor::fromRgbF(float(text.redF() * a + paper.redF() * (1 - a)),
                            float(text.greenF() * a + paper.greenF() * (1 - a)),
                            float(text.blueF() * a + paper.blueF() * (1 - a)));
    const auto luminance = [](const QColor &c) {
        const auto channel = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
    };
    const double l1 = luminance(text);
    const double l2 = luminance(paper);
    return (qMax(l1, l2) + 0.05) / (qMin(l1, l2) + 0.05);
}

// The comparison report of `runs` (one scenario under several strategies,
// run into `folder`), as the report files build it; it reads the runs.
inline idem::ComparisonReport comparisonReport(const QVector<idem::RunResult> &runs, const QString &folder)
{
    idem::ReportContext context;
    context.folder = folder;
    return idem::ReportModel::comparison(idem::ComparisonJson::pointers(runs), context);
}

// A dark desktop palette (Breeze Dark's colours), as a dark theme sets it.
inline QPalette darkPalette()
{
    QPalette p;
    const auto set = [&p](QPalette::ColorRole role, const char *colour) { p.setColor(role, QColor(QLatin1String(colour))); };
    set(QPalette::Window, "#31363b");
    set(QPalette::WindowText, "#eff0f1");
    set(QPalette::Base, "#232629");
    set(QPalette::AlternateBase, "#2c3034");
    set(QPalette::Text, "#eff0f1");
    set(QPalette::Button, "#31363b");
    set(QPalette::ButtonText, "#eff0f1");
    set(QPalette::Highlight, "#3daee9");
    set(QPalette::HighlightedText, "#eff0f1");
    set(QPalette::Light, "#474d54");
    set(QPalette::Midlight, "#3c4248");
    set(QPalette::Mid, "#4f555b");
    set(QPalette::Dark, "#1b1e20");
    set(QPalette::Shadow, "#141618");
    set(QPalette::ToolTipBase, "#31363b");
    set(QPalette::ToolTipText, "#eff0f1");
    return p;
}

// What is painted in `area` of `image` over `background`: the leftmost and
// rightmost inked columns, and the height of the first glyph from the left
// (the columns from the leftmost inked one to the next blank one).
struct Ink
{
    int left = -1;
    int right = -1;
    int firstGlyphHeight = 0;
};

inline Ink inkOf(const QImage &image, const QRect &area, const QColor &background)
{
    const auto inked = [&](int x, int y) {
        const QColor c = image.pixelColor(x, y);
        return qAbs(c.red() - background.red()) + qAbs(c.green() - background.green())
            + qAbs(c.blue() - background.blue()) > 120;
    };
    const auto columnInked = [&](int x) {
        for (int y = area.top(); y <= area.bottom(); ++y) {
            if (inked(x, y))
                return true;
        }
        return false;
    };
    Ink ink;
    for (int x = area.left(); x <= area.right(); ++x) {
        if (!columnInked(x))
            continue;
        if (ink.left < 0)
            ink.left = x;
        ink.right = x;
    }
    if (ink.left < 0)
        return ink;
    int top = area.bottom();
    int bottom = area.top();
    for (int x = ink.left; x <= area.right() && columnInked(x); ++x) {
        for (int y = area.top(); y <= area.bottom(); ++y) {
            if (inked(x, y)) {
                top = qMin(top, y);
                bottom = qMax(bottom, y);
            }
        }
    }
    ink.firstGlyphHeight = bottom - top + 1;
    return ink;
}

} // namespace uitestsupport
