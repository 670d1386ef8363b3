#pragma once

#include <QCoreApplication>
#include <QFileInfo>
#include <QLocale>
#include <QSettings>
#include <QStandardPaths>

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

} // namespace uitestsupport
