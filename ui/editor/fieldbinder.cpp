#include "fieldbinder.h"
#include "textdirection.h"

#include "scenariodocument.h"

#include "scenario/scenariofields.h"
#include "uiformat.h"

#include <QCheckBox>
#include <QComboBox>
#include <QAbstractSpinBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QKeyEvent>
#include <QKeySequence>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSignalBlocker>
#include <QSpinBox>
#include <climits>
#include <cmath>

namespace idem::ui {

namespace {
// A spin box's line edit keeps an undo history of its own and claims Ctrl+Z
// (ShortcutOverride) while it has focus, though every edit is already one
// step of the document's undo stack: hand the keys back to the window's
// Undo and Redo, so Ctrl+Z works wherever the focus is.
class UndoKeysToWindow final : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::ShortcutOverride) {
            auto *key = static_cast<QKeyEvent *>(event);
            if (key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo)) {
                event->ignore();
                return true;
            }
        }
        return QObject::eventFilter(watched, event);
    }
};

// JSON numbers are doubles: seeds above 2^53 would not survive a save.
constexpr double kMaxExactSeed = 9007199254740991.0;
} // namespace

FieldBinder::FieldBinder(ScenarioDocument *document) : m_document(document) {}

template <typename T>
void FieldBinder::commit(const QString &path, const QString &label, const Set<T> &set, T value)
{
    Scenario next = m_document->scenario();
    set(next, value);
    m_document->change(next, tr("Edit %1").arg(label), path);
}

void FieldBinder::remember(const QString &path, QWidget *widget, std::function<void(const Scenario &)> refresher)
{
    widget->setObjectName(path);
    // Let the form shrink to the dock's width; long ranges (the seed) would
    // otherwise ask for a very wide spin box.
    widget->setMinimumWidth(64);
    widget->setAccessibleName(path);
    if (auto *spin = qobject_cast<QAbstractSpinBox *>(widget)) {
        auto *filter = new UndoKeysToWindow(spin);
        spin->installEventFilter(filter);
        if (QWidget *edit = spin->findChild<QLineEdit *>())
            edit->installEventFilter(filter);
    }
    m_widgets.insert(path, widget);
    refresher(m_document->scenario());
    m_refreshers.push_back(std::move(refresher));
}

void FieldBinder::refresh(const Scenario &scenario)
{
    for (const auto &r : m_refreshers)
        r(scenario);
}

QSpinBox *FieldBinder::integer(const QString &path, const QString &label, int min, int max, Get<int> get,
                               Set<int> set)
{
    auto *box = new QSpinBox;
    box->setRange(min, max);
    box->setAccelerated(true);
    remember(path, box, [box, get](const Scenario &s) {
        const QSignalBlocker block(box);
        box->setValue(get(s));
    });
    QObject::connect(box, &QSpinBox::valueChanged, box,
                     [this, path, label, set](int v) { commit<int>(path, label, set, v); });
    return box;
}

QWidget *FieldBinder::millis(const QString &path, const QString &label, qint64 min, qint64 max,
                             Get<qint64> get, Set<qint64> set)
{
    if (max <= INT_MAX) {
        auto *box = integer(path, label, int(min), int(max), [get](const Scenario &s) { return int(get(s)); },
                            [set](Scenario &s, int v) { set(s, qint64(v)); });
        box->setSuffix(UiFormat::unitSuffix(UiFormat::Unit::Milliseconds));
        box->setSingleStep(100);
        // "2,000 ms", "۲٬۰۰۰ میلی‌ثانیه" as the timeline, log and reports write it.
        box->setGroupSeparatorShown(true);
        return box;
    }
    auto *box = new QDoubleSpinBox;
    box->setDecimals(0);
    box->setRange(double(min), double(max));
    box->setSuffix(UiFormat::unitSuffix(UiFormat::Unit::Milliseconds));
    box->setSingleStep(1000);
    box->setGroupSeparatorShown(true);
    box->setAccelerated(true);
    remember(path, box, [box, get](const Scenario &s) {
        const QSignalBlocker block(box);
        box->setValue(double(get(s)));
    });
    QObject::connect(box, &QDoubleSpinBox::valueChanged, box, [this, path, label, set](double v) {
        commit<qint64>(path, label, set, qint64(std::llround(v)));
    });
    return box;
}

QDoubleSpinBox *FieldBinder::seed(const QString &path, const QString &label, Get<quint64> get, Set<quint64> set)
{
    auto *box = new QDoubleSpinBox;
    box->setDecimals(0);
    box->setRange(0, kMaxExactSeed);
    remember(path, box, [box, get](const Scenario &s) {
        const QSignalBlocker block(box);
        box->setValue(double(get(s)));
    });
    QObject::connect(box, &QDoubleSpinBox::valueChanged, box, [this, path, label, set](double v) {
        commit<quint64>(path, label, set, quint64(std::llround(v)));
    });
    return box;
}

QDoubleSpinBox *FieldBinder::decimal(const QString &path, const QString &label, double min, double max,
                                     int decimals, const QString &suffix, Get<double> get, Set<double> set)
{
    auto *box = new QDoubleSpinBox;
    box->setDecimals(decimals);
    box->setRange(min, max);
    box->setSuffix(suffix);
    box->setSingleStep(std::pow(10.0, -decimals + 1));
    remember(path, box, [box, get](const Scenario &s) {
        const QSignalBlocker block(box);
        box->setValue(get(s));
    });
    QObject::connect(box, &QDoubleSpinBox::valueChanged, box,
                     [this, path, label, set](double v) { commit<double>(path, label, set, v); });
    return box;
}

QDoubleSpinBox *FieldBinder::percent(const QString &path, const QString &label, Get<double> get, Set<double> set)
{
    // The spin box rounds to two decimals; dividing an exact two-decimal
    // percentage by 100 gives the same double as the file's literal.
    return decimal(path, label, 0.0, 100.0, 2, tr(" %"), [get](const Scenario &s) { return get(s) * 100.0; },
                   [set](Scenario &s, double v) { set(s, v / 100.0); });
}

QLineEdit *FieldBinder::text(const QString &path, const QString &label, int maxLength, Get<QString> get,
                             Set<QString> set, std::function<QString()> mergeKey)
{
    auto *edit = new QLineEdit;
    edit->setMaxLength(maxLength);
    remember(path, edit, [edit, get](const Scenario &s) {
        const QString value = get(s);
        if (withoutDirectionMark(edit->text()) != value) {
            const QSignalBlocker block(edit);
            edit->setText(value);
            // A name longer than the field shows its beginning, not its end.
            if (!edit->hasFocus())
                edit->setCursorPosition(0);
        }
    });
    QObject::connect(edit, &QLineEdit::textEdited, edit, [this, path, label, set, mergeKey](const QString &v) {
        commit<QString>(mergeKey ? mergeKey() : path, label, set, withoutDirectionMark(v));
    });
    return edit;
}

QPlainTextEdit *FieldBinder::longText(const QString &path, const QString &label, Get<QString> get, Set<QString> set,
                                      std::function<QString()> mergeKey)
{
    auto *edit = new QPlainTextEdit;
    edit->setTabChangesFocus(true);
    edit->setFixedHeight(edit->fontMetrics().lineSpacing() * 4 + 12);
    remember(path, edit, [edit, get](const Scenario &s) {
        const QString value = get(s);
        if (edit->toPlainText() != value) {
            const QSignalBlocker block(edit);
            edit->setPlainText(value);
        }
    });
    QObject::connect(edit, &QPlainTextEdit::textChanged, edit, [this, edit, path, label, set, mergeKey] {
        commit<QString>(mergeKey ? mergeKey() : path, label, set, edit->toPlainText());
    });
    return edit;
}

QComboBox *FieldBinder::choice(const QString &path, const QString &label, const VocabLabels::Choices &choices,
                               Get<QString> get, Set<QString> set)
{
    auto *combo = new QComboBox;
    for (const auto &c : choices)
        combo->addItem(c.second, c.first);
    remember(path, combo, [combo, get](const Scenario &s) {
        const QSignalBlocker block(combo);
        combo->setCurrentIndex(combo->findData(get(s)));
    });
    QObject::connect(combo, &QComboBox::currentIndexChanged, combo, [this, combo, path, label, set](int index) {
        if (index >= 0)
            commit<QString>(path, label, set, combo->itemData(index).toString());
    });
    return combo;
}

QCheckBox *FieldBinder::flag(const QString &path, const QString &label, Get<bool> get, Set<bool> set)
{
    auto *box = new QCheckBox(label);
    remember(path, box, [box, get](const Scenario &s) {
        const QSignalBlocker block(box);
        box->setChecked(get(s));
    });
    QObject::connect(box, &QCheckBox::toggled, box,
                     [this, path, label, set](bool on) { commit<bool>(path, label, set, on); });
    return box;
}

QWidget *FieldBinder::field(const ScenarioField &f)
{
    const QString path = f.jsonPath();
    const QString noun = f.nounText();
    const auto get = f.get;
    const auto set = f.set;
    QWidget *widget = nullptr;
    switch (f.type) {
    case FieldType::Count:
        widget = integer(path, noun, int(f.minimum), int(f.maximum),
                         [get](const Scenario &s) { return int(get(s)); },
                         [set](Scenario &s, int v) { set(s, double(v)); });
        break;
    case FieldType::Millis:
        widget = millis(path, noun, qint64(f.minimum), qint64(f.maximum),
                         [get](const Scenario &s) { return qint64(get(s)); },
                         [set](Scenario &s, qint64 v) { set(s, double(v)); });
        break;
    case FieldType::Decimal:
        widget = decimal(path, noun, f.minimum, f.maximum, 2,
                         UiFormat::fieldUnit(f).isEmpty() ? QString() : QLatin1Char(' ') + UiFormat::fieldUnit(f), get,
                         [set](Scenario &s, double v) { set(s, v); });
        break;
    case FieldType::Probability:
        widget = percent(path, noun, get, [set](Scenario &s, double v) { set(s, v); });
        break;
    case FieldType::Flag:
        widget = flag(path, f.labelText(), [get](const Scenario &s) { return get(s) != 0; },
                      [set](Scenario &s, bool v) { set(s, v ? 1.0 : 0.0); });
        break;
    }
    if (const QString zero = f.zeroValueText(); !zero.isEmpty()) {
        if (auto *box = qobject_cast<QSpinBox *>(widget))
            box->setSpecialValueText(zero);
        else if (auto *real = qobject_cast<QDoubleSpinBox *>(widget))
            real->setSpecialValueText(zero);
    }
    widget->setToolTip(f.helpText());
    return widget;
}

} // namespace idem::ui
