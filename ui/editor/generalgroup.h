#pragma once

#include "editorgroup.h"

#include <memory>
#include <vector>

class QComboBox;

namespace idem::ui {

// Name, teaching texts, seed, message count, publish rate and the effect.
// The six teaching texts (name, topic, description, predict, observe,
// lesson) are shown and edited in one language at a time, the window's by
// default ("Texts in"): English edits the plain fields, another language its
// `translations` entry. A text the language lacks shows the English in grey
// (what the window and reports fall back to) and stays unset until typed.
class GeneralGroup final : public EditorGroup
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GeneralGroup)
public:
    explicit GeneralGroup(FieldBinder &binder, QWidget *parent = nullptr);

    void refresh(const Scenario &scenario) override;
    QString textLanguage() const { return *m_language; } // "en", "fa", "tr", …
    void setTextLanguage(const QString &code);

private:
    void fillLanguages(const Scenario &scenario);

    struct Text
    {
        QString field; // "description"
        QWidget *widget;
        QString tooltip;
    };
    // Shared with the bound fields' getters and setters.
    std::shared_ptr<QString> m_language;
    QComboBox *m_languages = nullptr;
    QLabel *m_fallbackNote = nullptr;
    std::vector<Text> m_texts;
    Scenario m_shown;
};

} // namespace idem::ui
