#!/usr/bin/env bash
# Idempotency Lab — one command to set up, build and run or test.
#   ./lab.sh run    install what is missing, build, start the app
#                   (no display: run the headless demo and write a report)
#   ./lab.sh test   install what is missing, build, run every test
#   ./lab.sh package  install what is missing, build, make the .deb
#                   (build/idemlab_VERSION_ARCH.deb: apt install ./build/idemlab_*.deb)
set -euo pipefail
cd "$(dirname "$0")"

# fonts-noto-core: Noto Sans Arabic for Persian text, and Noto Sans, which has
# glyphs for the bidi isolates (U+2066-2069) the reports wrap Latin words in.
# DejaVu (fonts-dejavu-core) has neither isolate, so Qt shaped them with a
# fallback and the space beside each isolate was lost: "صفbroker" in print.
# mono-mcs: tst_listings compiles every Code view listing (resources/listings).
PACKAGES=(
  cmake ninja-build g++ pkg-config
  qt6-base-dev qt6-charts-dev libqt6sql6-sqlite qt6-tools-dev qt6-l10n-tools
  qt6-translations-l10n libgl-dev libsqlite3-dev sqlite3
  qt6-svg-dev poppler-utils
  xvfb xauth fonts-dejavu-core fonts-noto-core
  librsvg2-bin dpkg-dev lintian desktop-file-utils appstream shared-mime-info file xdg-utils
  rabbitmq-server librabbitmq-dev redis-server libhiredis-dev nats-server libnats-dev
  python3-pika python3-psycopg2 postgresql libqt6sql6-psql amqp-tools
  mono-mcs
)

install_missing() {
  local missing=()
  for p in "${PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "lab.sh: installing ${missing[*]}"
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -q
  $sudo apt-get install -y -q "${missing[@]}"
}

build() {
  cmake --preset default >/dev/null
  cmake --build --preset default
}

case "${1:-run}" in
  run)
    install_missing
    build
    if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
      exec ./build/idemlab "${@:2}"
    fi
    echo "lab.sh: no display — running the headless demo instead of the window."
    out="$PWD/demo-report"
    ./build/idemlab compare builtin:lost-acks-sqs --out "$out" --format json,csv,html,pdf
    echo "lab.sh: report written to $out — open $out/none/report.html (duplicates explained) and $out/db-insert-first/report.html"
    ;;
  test)
    install_missing
    build
    cmake --build --preset default --target benches
    cd build
    QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j2
    ;;
  package)
    install_missing
    build
    cmake --build --preset default --target package
    echo "lab.sh: install it with: sudo apt install $(ls -t "$PWD"/build/idemlab_*.deb | head -n 1)"
    ;;
  *)
    echo "usage: ./lab.sh run | test | package" >&2
    exit 2
    ;;
esac
