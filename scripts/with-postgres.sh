#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL 15 cluster (Debian's packages), exporting DATABASE_URL.
# An existing DATABASE_URL is used as it is.
set -euo pipefail
if [ -n "${DATABASE_URL:-}" ]; then exec "$@"; fi

bin=/usr/lib/postgresql/15/bin
[ -x "$bin/postgres" ] || { echo "PostgreSQL 15 is not installed: run bash scripts/bootstrap.sh --test" >&2; exit 1; }

dir=$(mktemp -d /tmp/ceremony-pg.XXXXXX)
port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
as_pg=()
if [ "$(id -u)" -eq 0 ]; then chown postgres "$dir"; as_pg=(runuser -u postgres --); fi

"${as_pg[@]}" "$bin/initdb" -D "$dir/data" -U postgres -A trust --no-sync >/dev/null
"${as_pg[@]}" "$bin/pg_ctl" -D "$dir/data" -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off" -l "$dir/log" -w start >/dev/null
cleanup() { "${as_pg[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true; rm -rf "$dir"; }
trap cleanup EXIT

export DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "PostgreSQL 15 ready at $DATABASE_URL"
"$@"
