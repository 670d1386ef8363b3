#pragma once

#include "scenario/vocabulary.h"

#include <QCoreApplication>
#include <QPair>
#include <QString>
#include <QVector>

namespace idem::ui {

// Human labels (translated) for the closed vocabularies of the scenario
// format. The ids themselves stay as they are: they are the file format.
class VocabLabels final
{
    Q_DECLARE_TR_FUNCTIONS(idem::ui::VocabLabels)
public:
    using Choices = QVector<QPair<QString, QString>>; // id, label

    static Choices effects();
    static Choices profiles();
    static Choices messageIdPolicies();
    static Choices strategies();
    static Choices crashPoints();
    static Choices scheduleKinds();
    static Choices assignments();
    static Choices rebalanceModes();
    static Choices offsetResets();

    static QString label(const Choices &choices, const QString &id); // id when unknown
    static QString strategyTitle(const QString &id);
    static QString profileName(const QString &id);
    static QString crashPoint(const QString &id);   // id when unknown; "" is "At once"
    static QString crashPoint(CrashPoint point);
    static QString scheduleKind(const QString &id); // id when unknown
    static QString scheduleKind(ScheduleKind kind);
};

} // namespace idem::ui
