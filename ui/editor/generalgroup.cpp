#include "generalgroup.h"
#include "textdirection.h"

#include "fieldbinder.h"
#include "reportlanguage.h"
#include "uiformat.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QSignalBlocker>
#include <QSpinBox>

namespace idem::ui {

namespace {
const QString kEnglish = QStringLiteral("en");

QString *englishText(Scenario &s, const QString &field)
{
    if (field == QLatin1String("name"))
        return &s.name;
    if (field == QLatin1String("topic"))
        return &s.topic;
    if (field == QLatin1String("description"))
        return &s.description;
    if (field == QLatin1String("predict"))
        return &s.predict;
    if (field == QLatin1String("observe"))
        return &s.observe;
    return &s.lesson;
}

// The text exactly as the file has it in `language`: no fallback.
QString ownText(const Scenario &s, const QString &field, const QString &language)
{
    if (language == kEnglish)
        return *englishText(const_cast<Scenario &>(s), field);
    return s.translations.value(language).value(field);
}

void setOwnText(Scenario &s, const QString &field, const QString &language, const QString &text)
{
    if (language == kEnglish) {
        *englishText(s, field) = text;
        return;
    }
    // Emptied: the field falls back to English again, and the file does
    // not keep an empty entry (nor an empty language).
    if (text.isEmpty()) {
        auto it = s.translations.find(language);
        if (it == s.translations.end())
            return;
        it->remove(field);
        if (it->isEmpty())
            s.translations.erase(it);
        return;
    }
    s.translations[language][field] = text;
}

QString languageName(const QString &code)
{
    QString name = code == kEnglish ? QLocale::languageToString(QLocale::English) : QLocale(code).nativeLanguageName();
    if (name.isEmpty())
        name = code;
    else
        name[0] = name.at(0).toUpper();
    return name;
}

void setPlaceholder(QWidget *w, const QString &text)
{
    if (auto *line = qobject_cast<QLineEdit *>(w))
        line->setPlaceholderText(text);
    else if (auto *edit = qobject_cast<QPlainTextEdit *>(w))
        edit->setPlaceholderText(text);
}
} // namespace

GeneralGroup::GeneralGroup(FieldBinder &b, QWidget *parent)
    : EditorGroup(tr("General"), QStringLiteral("$"), b, parent), m_language(std::make_shared<QString>(kEnglish))
{
    const QString window = UiFormat::language();
    *m_language = window.isEmpty() ? kEnglish : window;

    m_languages = new QComboBox(this);
    m_languages->setObjectName(QStringLiteral("textLanguage"));
    m_languages->setAccessibleName(tr("Language of the teaching texts"));
    addRow(tr("Texts in"), m_languages,
           tr("The language whose name, story, prediction, observation and lesson you see and edit here. "
              "English is the fallback for every text a language leaves out."));
    connect(m_languages, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (index >= 0)
            setTextLanguage(m_languages->itemData(index).toString());
    });

    const std::shared_ptr<QString> language = m_language;
    const auto addText = [&](const QString &field, const QString &label, const QString &what,
                             const QString &tooltip, bool longText) {
        const QString path = QStringLiteral("$.") + field;
        const auto get = [language, field](const Scenario &s) { return ownText(s, field, *language); };
        const auto set = [language, field](Scenario &s, const QString &v) { setOwnText(s, field, *language, v); };
        // A Persian edit never merges into the English one before it.
        const auto key = [language, path] { return path + QLatin1Char('@') + *language; };
        QWidget *w = longText ? static_cast<QWidget *>(b.longText(path, what, get, set, key))
                              : static_cast<QWidget *>(b.text(path, what, 200, get, set, key));
        addRow(label, w, tooltip);
        m_texts.push_back({field, w, tooltip});
        // As it is typed, a text reads from the side its own letters say.
        const auto follow = [this, w] { followTextDirection(w, QLocale(*m_language).textDirection()); };
        if (auto *line = qobject_cast<QLineEdit *>(w))
            connect(line, &QLineEdit::textChanged, this, follow);
        else if (auto *edit = qobject_cast<QPlainTextEdit *>(w))
            connect(edit, &QPlainTextEdit::textChanged, this, follow);
    };
    addText(QStringLiteral("name"), tr("Name"), tr("name"),
            tr("The scenario's title, shown in the window and in reports."), false);
    addText(QStringLiteral("topic"), tr("Topic"), tr("topic"),
            tr("The workshop topic this scenario belongs to (optional)."), false);
    addText(QStringLiteral("description"), tr("Description"), tr("description"),
            tr("What the scenario sets up, in plain words."), true);
    addText(QStringLiteral("predict"), tr("Predict"), tr("prediction question"),
            tr("The question students answer before the run."), true);
    addText(QStringLiteral("observe"), tr("Observe"), tr("what to observe"),
            tr("What to look for on the timeline after the run."), true);
    addText(QStringLiteral("lesson"), tr("Lesson"), tr("lesson"), tr("The take-away, shown with the verdict."), true);
    m_fallbackNote = addNote();
    m_fallbackNote->setObjectName(QStringLiteral("textFallbackNote"));

    addRow(tr("Seed"),
           b.seed(QStringLiteral("$.seed"), tr("seed"), [](const Scenario &s) { return s.seed; },
                  [](Scenario &s, quint64 v) { s.seed = v; }),
           tr("Every random decision (which ack is lost, which delivery crashes) follows from this "
              "number: the same seed replays the same run, byte for byte."));
    addFields(QString());
    addRow(tr("Effect"),
           b.choice(QStringLiteral("$.effect"), tr("effect"), VocabLabels::effects(),
                    [](const Scenario &s) { return s.effect; }, [](Scenario &s, const QString &v) { s.effect = v; }),
           tr("What handling one event does. insert-order and increment-balance are not idempotent by "
              "themselves; upsert-order is; send-email happens outside any transaction."));
}

void GeneralGroup::fillLanguages(const Scenario &scenario)
{
    // The languages the app speaks, those the file carries, and the one chosen.
    QStringList codes = ReportLanguage::available();
    for (auto it = scenario.translations.cbegin(); it != scenario.translations.cend(); ++it) {
        if (!codes.contains(it.key()))
            codes.append(it.key());
    }
    if (!codes.contains(*m_language))
        codes.append(*m_language);
    QStringList shown;
    for (int i = 0; i < m_languages->count(); ++i)
        shown.append(m_languages->itemData(i).toString());
    const QSignalBlocker block(m_languages);
    if (shown != codes) {
        m_languages->clear();
        for (const QString &code : std::as_const(codes))
            m_languages->addItem(languageName(code), code);
    }
    m_languages->setCurrentIndex(m_languages->findData(*m_language));
}

void GeneralGroup::setTextLanguage(const QString &code)
{
    if (code.isEmpty() || code == *m_language)
        return;
    *m_language = code;
    binder().refresh(m_shown);
    refresh(m_shown);
}

void GeneralGroup::refresh(const Scenario &scenario)
{
    EditorGroup::refresh(scenario);
    m_shown = scenario;
    fillLanguages(scenario);
    const QString &language = *m_language;
    const bool english = language == kEnglish;
    const Qt::LayoutDirection direction = QLocale(language).textDirection();
    int missing = 0;
    for (const Text &t : m_texts) {
        const bool falls = !english && ownText(scenario, t.field, language).trimmed().isEmpty();
        QString fallback = falls ? ownText(scenario, t.field, kEnglish) : QString();
        // Core's name for a scenario nobody named yet is the file format's
        // English, no text a person wrote: in grey it is the window's words.
        const bool untitled = falls && t.field == QLatin1String("name") && fallback == Scenario().name;
        if (untitled)
            fallback = UiFormat::scenarioText(Scenario(), "name");
        const bool greyEnglish = falls && !fallback.isEmpty() && !untitled;
        missing += greyEnglish ? 1 : 0;
        setPlaceholder(t.widget, fallback);
        // Typing Persian into a field of an English window (or the reverse)
        // starts at the side the language is read from; a text there reads
        // from the side of its own letters, not of its first word.
        t.widget->setLayoutDirection(direction);
        followTextDirection(t.widget, direction);
        const QString tip = greyEnglish
            ? t.tooltip + QLatin1Char('\n')
                + tr("No %1 text yet: the English text (in grey) is shown in its place.").arg(languageName(language))
            : t.tooltip;
        if (t.widget->property("baseToolTip").toString() != tip) {
            t.widget->setProperty("baseToolTip", tip);
            t.widget->setToolTip(tip);
        }
    }
    m_fallbackNote->setText(english ? QString()
                                    : missing == 0 ? tr("These texts are in %1; the English ones are kept as they are.")
                                                         .arg(languageName(language))
                                                   : tr("%n text(s) have no %1 version yet: each shows the English "
                                                        "text in grey, which is what the window and reports use.",
                                                        nullptr, missing)
                                                         .arg(languageName(language)));
    m_fallbackNote->setVisible(!english);
}

} // namespace idem::ui
