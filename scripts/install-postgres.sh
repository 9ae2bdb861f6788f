#!/usr/bin/env bash
# Installs Debian's PostgreSQL server binaries when they are missing. The API's storage tests
# (apps/api/test/global-setup.ts) start a throwaway server of their own from
# /usr/lib/postgresql/*/bin on 127.0.0.1 and a free port: nothing here starts, configures or relies
# on the system service. Idempotent; uses sudo when not root. (~10 s when the package is missing.)
set -euo pipefail
if compgen -G '/usr/lib/postgresql/*/bin/pg_ctl' >/dev/null && compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; then
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive

# The package would start its default cluster as a service; a policy-rc.d answering 101 ("action
# forbidden") keeps it from doing so. Put one in place only for this install if there is none.
policy=/usr/sbin/policy-rc.d
added_policy=""
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\n# Added by install-postgres.sh for the duration of one apt-get install.\nexit 101\n' | $SUDO tee "$policy" >/dev/null
  $SUDO chmod 755 "$policy"
  added_policy="yes"
fi
cleanup() { if [ -n "$added_policy" ]; then $SUDO rm -f "$policy"; fi; }
trap cleanup EXIT

$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends postgresql >/dev/null
if ! compgen -G '/usr/lib/postgresql/*/bin/pg_ctl' >/dev/null; then
  echo "install-postgres.sh: the postgresql package installed no /usr/lib/postgresql/*/bin/pg_ctl" >&2
  exit 1
fi
postgres_bin=$(ls -d /usr/lib/postgresql/*/bin/postgres | sort -V | tail -n 1)
echo "Installed $("$postgres_bin" --version)"
