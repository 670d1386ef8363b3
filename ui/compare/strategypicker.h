#pragma once

#include <QStringList>
#include <QWidget>

class QCheckBox;

namespace idem::ui {

// A check box per strategy (every one of the format's strategies, in the
// canonical order), for choosing what to compare or sweep.
class StrategyPicker final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StrategyPicker)
public:
    explicit StrategyPicker(QWidget *parent = nullptr);

    // Ids in canonical order; unknown ids are ignored.
    QStringList checked() const;
    void setChecked(const QStringList &ids);
    void setAllChecked(bool on);

signals:
    void selectionChanged(const QStringList &ids);

private:
    QList<QCheckBox *> m_boxes;
};

} // namespace idem::ui
