#!/usr/bin/env bash
# Installs whatever a fresh Debian machine with Node 20 lacks, then the workspace's dependencies.
#   bash scripts/bootstrap.sh          pnpm + dependencies (enough to start the product)
#   bash scripts/bootstrap.sh --test   also Debian's chromium, PostgreSQL 15 and nginx (browser, storage and proxy suites)
set -euo pipefail
cd "$(dirname "$0")/.."

PNPM_VERSION=12.21.0
want_test=0
[ "${1:-}" = "--test" ] && want_test=1

say() { printf '\033[1m» %s\033[0m\n' "$*"; }

node_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$node_major" -lt 20 ]; then
  echo "Node.js 20 or newer is required (found: $(node -v 2>/dev/null || echo none))." >&2
  exit 1
fi

if [ "$(pnpm -v 2>/dev/null || true)" != "$PNPM_VERSION" ]; then
  say "installing pnpm $PNPM_VERSION with npm"
  npm install -g "pnpm@$PNPM_VERSION" --no-fund --no-audit >/dev/null
fi

apt_updated=0
apt_install() {
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  if [ "$apt_updated" -eq 0 ]; then $sudo apt-get update -qq; apt_updated=1; fi
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >/dev/null
}

if [ "$want_test" -eq 1 ]; then
  if [ ! -x /usr/bin/chromium ]; then say "installing Debian's chromium"; apt_install chromium; fi
  if [ ! -x /usr/lib/postgresql/15/bin/postgres ]; then say "installing PostgreSQL 15"; apt_install postgresql-15; fi
  if [ ! -x /usr/sbin/nginx ]; then say "installing nginx (the two-instance proxy test)"; apt_install nginx; fi
fi

say "installing workspace dependencies"
CI=true pnpm install --frozen-lockfile
