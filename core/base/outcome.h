#pragma once

#include <QString>

namespace idem {

// What an operation that can fail hands back: success, or what went wrong in
// plain words naming the file, folder, field or table. [[nodiscard]]: a
// caller that drops one gets a compiler warning, and the build has none.
class [[nodiscard]] Outcome final
{
public:
    Outcome() = default; // success
    // An empty text is success: lets code that builds its error as text
    // return it as it is.
    Outcome(QString error) : m_error(std::move(error)) {}

    bool ok() const { return m_error.isEmpty(); }
    const QString &error() const { return m_error; }

private:
    QString m_error;
};

} // namespace idem
