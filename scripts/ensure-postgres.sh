#!/usr/bin/env bash
# Starts the local Postgres cluster when it is not accepting connections.
# With DATABASE_URL set, the caller owns the server and nothing is started.
set -euo pipefail
[ -n "${DATABASE_URL:-}" ] && exit 0
if pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then exit 0; fi
if ! command -v pg_ctlcluster >/dev/null; then
  echo "postgres is not running and pg_ctlcluster is missing: install postgresql (apt-get install -y postgresql) or set DATABASE_URL" >&2
  exit 1
fi
version=$(ls /etc/postgresql | sort -n | tail -1)
echo "starting postgres $version"
pg_ctlcluster --skip-systemctl-redirect "$version" main start 2>/dev/null || pg_ctlcluster "$version" main start
for _ in $(seq 1 30); do
  pg_isready -q -h 127.0.0.1 -p 5432 && exit 0
  sleep 1
done
echo "postgres did not become ready on 127.0.0.1:5432" >&2
exit 1
