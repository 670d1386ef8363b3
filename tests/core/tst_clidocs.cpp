// The command line's own option table against its two documents: every
// option a command's --help lists is in the man page and in
// docs/command-line.md, every command is in both, and both list every exit
// code the program documents in its --help. A new option without its
// documentation fails here.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QtTest>

class TestCliDocs : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void everyOptionIsDocumented_data();
    void everyOptionIsDocumented();
    void everyExitCodeIsDocumented();

private:
    static QString help(const QStringList &args);
    static QString read(const QString &relative);
    QString m_man;
    QString m_doc;
};

QString TestCliDocs::help(const QStringList &args)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(QStringLiteral(IDEMLAB_BINARY), args);
    if (!p.waitForFinished(30000))
        return {};
    return QString::fromUtf8(p.readAll());
}

QString TestCliDocs::read(const QString &relative)
{
    QFile f(QDir(QStringLiteral(SOURCE_ROOT)).filePath(relative));
    return f.open(QIODevice::ReadOnly | QIODevice::Text) ? QString::fromUtf8(f.readAll()) : QString();
}

void TestCliDocs::initTestCase()
{
    m_man = read(QStringLiteral("packaging/idemlab.1.in"));
    m_doc = read(QStringLiteral("docs/command-line.md"));
    QVERIFY(m_man.size() > 1000);
    QVERIFY(m_doc.size() > 1000);
}

void TestCliDocs::everyOptionIsDocumented_data()
{
    QTest::addColumn<QString>("command");
    for (const char *c : {"run", "compare", "sweep", "live", "validate", "check"})
        QTest::newRow(c) << QString::fromLatin1(c);
    QTest::newRow("explore") << QStringLiteral("explore");
}

void TestCliDocs::everyOptionIsDocumented()
{
    QFETCH(QString, command);
    const QString text = help({command, QStringLiteral("--help")});
    QVERIFY2(text.contains(QLatin1String("--help")), qPrintable(text));
    // The man page names the command in its synopsis, the reference in a heading or a usage line.
    QVERIFY2(m_man.contains(QStringLiteral(".B idemlab ") + command), qPrintable(command));
    QVERIFY2(m_doc.contains(QStringLiteral("idemlab ") + command), qPrintable(command));
    static const QRegularExpression option(QStringLiteral("^\\s+(?:-\\w, )?--([a-z][a-z-]*)"),
                                           QRegularExpression::MultilineOption);
    QStringList missing;
    int options = 0;
    for (auto it = option.globalMatch(text); it.hasNext();) {
        const QString name = it.next().captured(1);
        if (name == QLatin1String("help") || name == QLatin1String("help-all"))
            continue;
        ++options;
        QString roff = QStringLiteral("\\-\\-") + QString(name).replace(QLatin1Char('-'), QStringLiteral("\\-"));
        if (!m_man.contains(roff))
            missing << QStringLiteral("man page: --") + name;
        if (!m_doc.contains(QStringLiteral("--") + name))
            missing << QStringLiteral("docs/command-line.md: --") + name;
    }
    if (command != QLatin1String("validate"))
        QVERIFY2(options >= 4, qPrintable(text));
    QVERIFY2(missing.isEmpty(), qPrintable(command + QStringLiteral(": ") + missing.join(QStringLiteral(", "))));
}

void TestCliDocs::everyExitCodeIsDocumented()
{
    const QString text = help({QStringLiteral("--help")});
    static const QRegularExpression code(QStringLiteral("\\b(\\d) (?:valid|invalid|bad|the run|the results)"));
    QList<int> codes;
    for (auto it = code.globalMatch(text); it.hasNext();)
        codes << it.next().captured(1).toInt();
    QVERIFY2(codes.size() >= 5, qPrintable(text));
    const QString exitStatus = m_man.mid(m_man.indexOf(QLatin1String(".SH EXIT STATUS")));
    const QString exitTable = m_doc.mid(m_doc.indexOf(QLatin1String("### Exit codes")));
    for (int c : codes) {
        QVERIFY2(exitStatus.contains(QStringLiteral(".B %1\n").arg(c)), qPrintable(QString::number(c)));
        QVERIFY2(exitTable.contains(QStringLiteral("| **%1** |").arg(c)), qPrintable(QString::number(c)));
    }
}

QTEST_GUILESS_MAIN(TestCliDocs)
#include "tst_clidocs.moc"
