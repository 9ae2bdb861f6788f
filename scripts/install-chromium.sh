#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when it is missing: the full browser for the story
# screenshots (their baselines are its pixels) and Lighthouse, and its headless shell for the end-to-end
# tests, which load hundreds of pages and load them faster in it (decision 0040).
# Tools that download their own browser fail on our machines, so every browser test uses these.
set -euo pipefail
missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium fonts-dejavu-core)
[ -x "${CHROMIUM_HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}" ] || missing+=(chromium-headless-shell)
if [ "${#missing[@]}" -eq 0 ]; then
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
echo "Installed ${missing[*]}: $(/usr/bin/chromium --version)"
