# Install rules and the Debian package (CPack DEB):
#   cmake --build build --target package      ->  build/idemlab_<version>_<arch>.deb
# Built-in scenarios and translations are Qt resources inside the binary, so
# the binary is all there is to install of the program itself; the rest is
# desktop integration: launcher, icons, AppStream metadata, MIME type, man page.
# Paths come from GNUInstallDirs; the package installs under /usr.

include(GNUInstallDirs)

set(IDEMLAB_HOMEPAGE "https://idempotencylab.example" CACHE STRING
    "Project homepage, written into the AppStream metadata and the package")
set(IDEMLAB_SCREENSHOTS "${IDEMLAB_HOMEPAGE}/docs/screenshots" CACHE STRING
    "Where the README's docs/screenshots images are served, for AppStream")
set(IDEMLAB_MAINTAINER "Idempotency Lab maintainers <maintainers@idempotencylab.example>" CACHE STRING
    "The package's Maintainer field")

set(PACKAGING_DIR ${PROJECT_SOURCE_DIR}/packaging)
set(PACKAGING_OUT ${PROJECT_BINARY_DIR}/packaging)

# Files that are generated: the metainfo and the man page carry the version
# and homepage; Debian wants the man page and the changelog gzipped without
# a timestamp (-n) so the package is reproducible.
configure_file(${PACKAGING_DIR}/${IDEMLAB_APP_ID}.metainfo.xml.in
               ${PACKAGING_OUT}/${IDEMLAB_APP_ID}.metainfo.xml @ONLY)
configure_file(${PACKAGING_DIR}/idemlab.1.in ${PACKAGING_OUT}/idemlab.1 @ONLY)

# debian/copyright in the machine-readable format, its licence text taken
# from LICENSE (blank lines become " .", every line indented by one space).
file(READ ${PROJECT_SOURCE_DIR}/LICENSE licence_text)
string(REGEX MATCH "Copyright \\(c\\) ([^\n]*)" _ "${licence_text}")
set(licence_holder "${CMAKE_MATCH_1}")
string(FIND "${licence_text}" "Permission is hereby granted" body_start)
string(SUBSTRING "${licence_text}" ${body_start} -1 licence_body)
string(STRIP "${licence_body}" licence_body)
string(REPLACE "\n\n" "\n.\n" licence_body "${licence_body}")
string(REPLACE "\n" "\n " licence_body " ${licence_body}")
file(WRITE ${PACKAGING_OUT}/copyright
"Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: Idempotency Lab
Source: ${IDEMLAB_HOMEPAGE}

Files: *
Copyright: ${licence_holder}
License: Expat
${licence_body}
")

configure_file(${PACKAGING_DIR}/debian/changelog ${PACKAGING_OUT}/changelog COPYONLY)
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/LICENSE)
set(gzipped)
foreach(file idemlab.1 changelog)
    add_custom_command(OUTPUT ${PACKAGING_OUT}/${file}.gz
        COMMAND gzip -9 -n -k -f ${PACKAGING_OUT}/${file}
        DEPENDS ${PACKAGING_OUT}/${file} VERBATIM)
    list(APPEND gzipped ${PACKAGING_OUT}/${file}.gz)
endforeach()
add_custom_target(idemlab_packaging_files ALL DEPENDS ${gzipped})

# Hardening as Debian's own packages get it from dpkg-buildflags: checked
# libc calls in optimised builds (fortify needs -O) and relocations made
# read-only at start-up (relro is the toolchain default, "now" is not).
target_compile_definitions(idemlab_options INTERFACE $<$<NOT:$<CONFIG:Debug>>:_FORTIFY_SOURCE=2>)
target_link_options(idemlab PRIVATE LINKER:-z,now)

install(TARGETS idemlab RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
# A stripped install (the package) also drops the compilers' .comment
# section, as dh_strip does for Debian's packages.
install(CODE "if(CMAKE_INSTALL_DO_STRIP)
    execute_process(COMMAND \"${CMAKE_OBJCOPY}\" --remove-section=.comment
        \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_BINDIR}/idemlab\" COMMAND_ERROR_IS_FATAL ANY)
endif()")
install(FILES ${PACKAGING_DIR}/${IDEMLAB_APP_ID}.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES ${PACKAGING_OUT}/${IDEMLAB_APP_ID}.metainfo.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
install(FILES ${PACKAGING_DIR}/${IDEMLAB_APP_ID}.mime.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages
        RENAME ${IDEMLAB_APP_ID}.xml)
install(FILES ${IDEMLAB_ICON_SVG} DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps
        RENAME ${IDEMLAB_APP_ID}.svg)
# File managers show .idemlab files with the app's icon (the icon name
# shared-mime-info derives from the type).
install(FILES ${IDEMLAB_ICON_SVG} DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/mimetypes
        RENAME application-x-idemlab-scenario.svg)
foreach(size IN LISTS IDEMLAB_ICON_SIZES)
    install(FILES ${IDEMLAB_ICON_DIR}/${size}x${size}.png
            DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps RENAME ${IDEMLAB_APP_ID}.png)
endforeach()
install(FILES ${PACKAGING_OUT}/idemlab.1.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
install(FILES ${PACKAGING_OUT}/copyright ${PACKAGING_OUT}/changelog.gz
        DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/doc/idemlab)

# --- CPack: one .deb -------------------------------------------------------
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME idemlab)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "Idempotency Lab")
set(CPACK_PACKAGE_CONTACT "${IDEMLAB_MAINTAINER}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "simulator of at-least-once delivery and deduplication strategies")
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
"Idempotency Lab teaches the Idempotent Consumer pattern. A deterministic
simulation replays a scenario - a producer, a message broker with its
documented defaults (RabbitMQ, SQS FIFO, Azure Service Bus, NATS JetStream,
Kafka) and a set of consumers - from a seed, while the consumers run real
transactions in a real SQLite database. A desktop application draws every
delivery on a timeline, explains why each duplicate happened and compares
deduplication strategies on the same faults; a command line runs scenarios
headless and writes JSON, CSV, HTML and PDF reports.")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${IDEMLAB_HOMEPAGE}")
set(CPACK_DEBIAN_COMPRESSION_TYPE xz)
# dpkg-shlibdeps finds the libraries the binary links (Qt Core, Gui, Widgets,
# Sql, Charts, PrintSupport, SQLite, libstdc++..., and the live lab's client
# libraries: librabbitmq4, libhiredis0.14 and libnats3.4 for JetStream). It cannot see plugins Qt
# loads at run time: the QSQLITE driver (libqt6sql6-sqlite) is opened by
# QSqlDatabase::addDatabase("QSQLITE"), and without it no run can start, so
# it is the one dependency listed by hand. The platform plugins (xcb,
# offscreen) ship in libqt6gui6, which shlibdeps already finds.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# fonts-noto-core: Noto Sans Arabic shapes the Persian text, and Noto Sans
# has the bidi isolates (U+2066-2069) the reports wrap each Latin word in;
# with DejaVu alone they fall back and the space beside them is lost in the
# printed Persian report (tst_reports persianLegendKeepsItsSpaces).
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite, fonts-noto-core")
# Qt's own strings (dialog buttons...) in Persian and Turkish.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n")
include(CPack)
