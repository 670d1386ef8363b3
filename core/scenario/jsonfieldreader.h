#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace idem {

// Reads typed, range-checked fields out of one JSON object and collects every
// problem with its JSON path ("$.broker.dedupWindowMs"), so one pass reports
// all mistakes in a file rather than the first.
class JsonFieldReader final
{
public:
    JsonFieldReader(const QJsonObject &object, QString path, QStringList *errors);

    void readInt(const char *key, int *target, qint64 min, qint64 max);
    void readInt64(const char *key, qint64 *target, qint64 min, qint64 max);
    void readUInt64(const char *key, quint64 *target);
    void readDouble(const char *key, double *target, double min, double max);
    void readBool(const char *key, bool *target);
    void readString(const char *key, QString *target, int maxLength = 4000);
    void readChoice(const char *key, QString *target, const QStringList &choices);
    bool has(const char *key) const { return m_object.contains(QLatin1String(key)); }
    QJsonValue value(const char *key) const { return m_object.value(QLatin1String(key)); }
    QString pathOf(const char *key) const;

    // Reports every key that no read*/accept() call asked for.
    void rejectUnknown();
    void accept(const char *key);
    void error(const QString &path, const QString &message);

private:
    bool fetch(const char *key, QJsonValue *out);
    // What to add to "unknown field": the field meant, where it lives, or
    // the fields this object has.
    QString hintFor(const QString &key) const;

    QJsonObject m_object;
    QString m_path;
    QStringList *m_errors;
    QStringList m_known;
};

} // namespace idem
