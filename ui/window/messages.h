#pragma once

#include <QString>

class QWidget;

namespace idem::ui {

// Error reporting that never blocks the event loop: a window-modal message
// box opened with open(), deleted when closed.
class Messages final
{
public:
    static void error(QWidget *parent, const QString &title, const QString &text, const QString &details = {});
};

} // namespace idem::ui
