#pragma once

#include "editorgroup.h"

class QLabel;

namespace idem::ui {

// Broker profile and its documented defaults, with their source. Choosing a
// profile resets the fields the profile owns (one undo step).
class BrokerGroup final : public EditorGroup
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BrokerGroup)
public:
    explicit BrokerGroup(FieldBinder &binder, QWidget *parent = nullptr);
    void refresh(const Scenario &scenario) override;

private:
    QLabel *m_source = nullptr;
    QLabel *m_timeoutLabel = nullptr;
    QList<QWidget *> m_kafkaOnly;
};

} // namespace idem::ui
