#!/usr/bin/env bash
# usage: test_package.sh CPACK CPACK_CONFIG BUILT_IDEMLAB VERSION APP_ID
# Builds the .deb from the build tree, then checks what a user installing it
# gets. Every failure names what is wrong; exit 1 on the first one.
set -uo pipefail
cpack=$1 config=$2 built=$3 version=$4 appid=$5

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
step() { echo "-- $*"; }

step "cpack builds the package"
"$cpack" --config "$config" -B "$tmp/out" >"$tmp/cpack.log" 2>&1 || { cat "$tmp/cpack.log"; fail "cpack failed"; }
debs=("$tmp"/out/idemlab_"$version"_*.deb)
[ ${#debs[@]} -eq 1 ] && [ -f "${debs[0]}" ] || fail "expected one idemlab_${version}_ARCH.deb, got: ${debs[*]}"
deb=${debs[0]}

step "dependencies come from dpkg-shlibdeps, plus the QSQLITE plugin and the Persian font"
depends=$(dpkg-deb -f "$deb" Depends)
names=$(sed 's/ *([^)]*)//g; s/, */\n/g' <<<"$depends")
for lib in libqt6core6 libqt6gui6 libqt6widgets6 libqt6sql6 libqt6charts6 libsqlite3-0 libstdc++6 libqt6sql6-sqlite fonts-noto-core; do
    grep -Fqx "$lib" <<<"$names" || fail "Depends lacks $lib: $depends"
done

step "lintian finds no error or warning"
lintian --fail-on error,warning "$deb" >"$tmp/lintian.log" 2>&1 || { cat "$tmp/lintian.log"; fail "lintian"; }

step "dpkg -x into a temporary root"
root=$tmp/root
dpkg -x "$deb" "$root" || fail "dpkg -x"
bin=$root/usr/bin/idemlab
[ -x "$bin" ] || fail "no executable usr/bin/idemlab in the package"

# Headless: no display at all, as on a server or in CI.
headless() { env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "$@"; }

step "idemlab --version and --help work without a display"
out=$(headless "$bin" --version) || fail "--version exited $?"
[ "$out" = "idemlab $version" ] || fail "--version printed '$out', expected 'idemlab $version'"
out=$(headless "$bin" --help) || fail "--help exited $?"
grep -q "idemlab run SCENARIO" <<<"$out" || fail "--help does not describe the commands"

step "the installed binary runs a built-in scenario like the built one"
scenario=builtin:04-ack-lost-network-timeout
headless "$bin" run "$scenario" --out "$tmp/run" >"$tmp/run.log" 2>&1
code=$?
[ $code -le 1 ] || { cat "$tmp/run.log"; fail "run exited $code"; }
[ -s "$tmp/run/summary.json" ] || fail "run wrote no summary.json"
hash=$(sed -n 's/.*"traceHash": *"\([0-9a-f]*\)".*/\1/p' "$tmp/run/summary.json")
[ -n "$hash" ] || fail "summary.json has no traceHash"
[ -s "$tmp/run/none.sqlite" ] || fail "the run left no SQLite database (QSQLITE plugin missing?)"
headless "$built" run "$scenario" --out "$tmp/run-built" >/dev/null 2>&1
built_code=$?
[ $code -eq $built_code ] || fail "the installed binary exited $code, the built one $built_code"
built_hash=$(sed -n 's/.*"traceHash": *"\([0-9a-f]*\)".*/\1/p' "$tmp/run-built/summary.json")
[ "$hash" = "$built_hash" ] || fail "trace hash $hash differs from the build tree's $built_hash"

share=$root/usr/share
step "the launcher is valid and opens scenario files"
desktop=$share/applications/$appid.desktop
desktop-file-validate "$desktop" || fail "desktop-file-validate $desktop"
grep -qx 'Exec=idemlab %f' "$desktop" || fail "the launcher does not pass the file (%f)"
grep -q '^MimeType=.*application/x-idemlab-scenario;' "$desktop" || fail "the launcher does not declare the MIME type"

step "the AppStream metadata is valid and lists this release"
metainfo=$share/metainfo/$appid.metainfo.xml
appstreamcli validate --no-net "$metainfo" >"$tmp/appstream.log" 2>&1 || { cat "$tmp/appstream.log"; fail "appstreamcli validate"; }
grep -q "<release version=\"$version\"" "$metainfo" || fail "metainfo has no <release> for $version"

step "*.idemlab maps to application/x-idemlab-scenario, handled by the launcher"
update-mime-database "$share/mime" || fail "update-mime-database"
grep -q '^50:application/x-idemlab-scenario:\*\.idemlab$' "$share/mime/globs2" || fail "no *.idemlab glob in the MIME database"
update-desktop-database "$share/applications" || fail "update-desktop-database"
grep -qx "application/x-idemlab-scenario=$appid.desktop;" "$share/applications/mimeinfo.cache" ||
    fail "the launcher is not registered for application/x-idemlab-scenario"

step "icons: scalable SVG and PNGs of their nominal size"
[ -s "$share/icons/hicolor/scalable/apps/$appid.svg" ] || fail "no scalable icon"
[ -s "$share/icons/hicolor/scalable/mimetypes/application-x-idemlab-scenario.svg" ] || fail "no icon for .idemlab files"
for size in 16 24 32 48 64 128 256; do
    png=$share/icons/hicolor/${size}x${size}/apps/$appid.png
    file -b "$png" | grep -q "PNG image data, $size x $size" || fail "$png: $(file -b "$png")"
done

step "man page and Debian docs"
[ -s "$share/man/man1/idemlab.1.gz" ] || fail "no man page"
zcat "$share/man/man1/idemlab.1.gz" | grep -q "^\.TH IDEMLAB 1 .*idemlab $version" || fail "man page not for $version"
[ -s "$share/doc/idemlab/copyright" ] || fail "no copyright file"
echo "package OK: $(basename "$deb")"
