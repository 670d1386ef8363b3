#pragma once

#include <QRegularExpression>
#include <QString>
#include <QStringList>

namespace testsupport {

// Latin digits a Persian reader should not meet in prose: a digit is fine
// inside a Latin run that is code or an id (order-3, msg-order-4, SQL,
// max.poll.interval.ms, balance += 10), not in "0.22 s" or a bare "20".
inline QStringList latinNumbersInPersianProse(const QString &text)
{
    static const QRegularExpression latinRun(QStringLiteral("[\\x{0020}-\\x{007E}\\x{2026}\\x{00D7}]+"));
    static const QRegularExpression word(QStringLiteral("[A-Za-z]+"));
    static const QStringList units = {QStringLiteral("s"), QStringLiteral("ms"), QStringLiteral("min"),
                                      QStringLiteral("h"), QStringLiteral("x")};
    QStringList out;
    auto runs = latinRun.globalMatch(text);
    while (runs.hasNext()) {
        const QString run = runs.next().captured();
        if (!run.contains(QRegularExpression(QStringLiteral("[0-9]"))))
            continue;
        bool code = false;
        auto words = word.globalMatch(run);
        while (words.hasNext() && !code)
            code = !units.contains(words.next().captured());
        if (!code)
            out.append(run.trimmed());
    }
    return out;
}

} // namespace testsupport
