#include "noticestyle.h"

namespace idem::ui {

namespace {
QColor mix(const QColor &a, const QColor &b, double t)
{
    return QColor::fromRgbF(float(a.redF() * (1 - t) + b.redF() * t), float(a.greenF() * (1 - t) + b.greenF() * t),
                            float(a.blueF() * (1 - t) + b.blueF() * t));
}

QColor hue(NoticeStyle::Tone tone)
{
    switch (tone) {
    case NoticeStyle::Tone::Error:
        return {0xd3, 0x2f, 0x2f};
    case NoticeStyle::Tone::Warning:
        return {0xe0, 0x8a, 0x00};
    case NoticeStyle::Tone::Success:
        return {0x1e, 0x8e, 0x3e};
    }
    return {};
}
} // namespace

NoticeStyle::Colours NoticeStyle::colours(const QPalette &palette, Tone tone)
{
    const QColor base = palette.color(QPalette::Base);
    const QColor accent = hue(tone);
    // Dark red words on a faintly red light box, light red words on a
    // faintly red dark box: the contrast follows the theme's own.
    return {wordsIn(palette, accent), mix(base, accent, 0.12), mix(base, accent, 0.4)};
}

QColor NoticeStyle::wordsIn(const QPalette &palette, const QColor &accent)
{
    return mix(palette.color(QPalette::Text), accent, 0.6);
}

QString NoticeStyle::boxStyleSheet(const QPalette &palette, Tone tone, bool bold)
{
    const Colours c = colours(palette, tone);
    return QStringLiteral("QLabel { color: %1; background: %2; border: 1px solid %3; border-radius: 4px; "
                          "padding: 6px;%4 }")
        .arg(c.text.name(), c.background.name(), c.border.name(),
             bold ? QStringLiteral(" font-weight: bold;") : QString());
}

QString NoticeStyle::textStyleSheet(const QPalette &palette, Tone tone)
{
    return QStringLiteral("QLabel { color: %1; font-weight: bold; }").arg(colours(palette, tone).text.name());
}

} // namespace idem::ui
