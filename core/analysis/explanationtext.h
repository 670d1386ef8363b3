#pragma once

#include "explanation.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

namespace idem {

// Writes an explanation as whole sentences: one template per Sentence, with
// numbered arguments in the order of its roles, translated as a whole (tr
// context "Explainer", so translators see one sentence, never a fragment).
// Times and numbers are written locale-neutrally; the ui localises digits.
class ExplanationText final
{
    Q_DECLARE_TR_FUNCTIONS(Explainer)
public:
    struct Template
    {
        Sentence sentence;
        const char *name;   // summary.json: "ack-lost-at"
        const char *source; // the English template, QT_TRANSLATE_NOOP("Explainer", …)
        QVector<Role> roles; // %1, %2, … in this order
    };
    static const Template &templateOf(Sentence s);
    static int templateCount() { return int(Sentence::Count); }

    static QString sentence(const ExplanationPart &part);
    static QStringList sentences(const Explanation &e);
    static QString text(const Explanation &e); // the sentences, space-separated
    static QString text(const QVector<ExplanationPart> &parts);

    // The roles a part lacks for its template (a builder's mistake; tests hold it empty).
    static QVector<Role> missingRoles(const ExplanationPart &part);

    // summary.json: {"subject", "mechanism", "slip", "sentences": [{"template", values…}]}.
    static QJsonObject json(const Explanation &e);
    static QJsonObject json(const ExplanationPart &part);
    static QString roleName(Role r);       // "atMs", "consumer", …
    static QString subjectName(Explanation::Subject s);
    static QString value(const ExplanationValue &v); // one value as the sentence writes it
};

QString formatSeconds(SimTime t); // "12.400 s", locale-neutral

} // namespace idem
