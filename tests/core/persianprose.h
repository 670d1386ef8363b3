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

// Zero-width non-joiners beside a Latin letter or digit ("commit\u200cشده"):
// a ZWNJ only separates Persian letters, so there it is a stray mark between
// scripts; the articles write "commit شده", "retryهای". Returns the words.
inline QStringList strayJoiners(const QString &text)
{
    static const QRegularExpression stray(
        QStringLiteral("\\S*(?:[A-Za-z0-9]\\x{200C}|\\x{200C}[A-Za-z0-9])\\S*"));
    QStringList out;
    auto it = stray.globalMatch(text);
    while (it.hasNext())
        out.append(it.next().captured());
    return out;
}

} // namespace testsupport
