#include "sweepparameter.h"

#include "uiformat.h"

namespace idem::ui {

SweepParameter::SweepParameter(const ScenarioField &f)
    : field(&f),
      path(QLatin1String(f.path)),
      minimum(f.minimum),
      maximum(f.maximum),
      from(f.sweepFrom),
      to(f.sweepTo),
      steps(f.sweepSteps),
      decimals(f.isInteger() ? 0 : 3)
{
}

const QVector<SweepParameter> &SweepParameter::all()
{
    static const QVector<SweepParameter> table = [] {
        QVector<SweepParameter> out;
        for (const ScenarioField &f : ScenarioField::all()) {
            if (f.isSweepable())
                out.append(SweepParameter(f));
        }
        return out;
    }();
    return table;
}

const SweepParameter *SweepParameter::find(const QString &path)
{
    for (const SweepParameter &p : all()) {
        if (p.path == path)
            return &p;
    }
    return nullptr;
}

QString SweepParameter::name() const
{
    return field->sweepNameText();
}

QString SweepParameter::unit() const
{
    return UiFormat::fieldUnit(*field);
}

QString SweepParameter::title() const
{
    if (unit().isEmpty())
        return name();
    return tr("%1 (%2)").arg(name(), unit());
}

QString SweepParameter::toolTip() const
{
    return tr("%1\nScenario field: %2").arg(field->helpText(), path);
}

} // namespace idem::ui
