#pragma once

#include <QMainWindow>

class QLabel;
class QPlainTextEdit;

namespace idem::ui {

// The application window. (Grows into editor, timeline, inspector and
// metrics docks.)
class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)
public:
    explicit MainWindow(QWidget *parent = nullptr);
    bool openScenario(const QString &source);

private:
    QPlainTextEdit *m_log = nullptr;
};

} // namespace idem::ui
