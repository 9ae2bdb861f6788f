#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when it is missing.
# Tools that download their own browser fail on our machines, so every browser test uses this one.
set -euo pipefail
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
echo "Installed $(/usr/bin/chromium --version)"
