#!/usr/bin/env bash
# Lets 127.0.0.1 open replication connections to the local cluster, which
# `make replica-test` needs for `pg_basebackup -R` (docs/replicas.md).
# Idempotent. What it may change on the primary, and says so when it does:
#   - appends `host replication all 127.0.0.1/32 trust` to pg_hba.conf (the
#     stock `host all all` line does not cover replication) and reloads the
#     configuration (pg_reload_conf(): no restart, sessions are untouched).
# What it will not change: wal_level and max_wal_senders need a restart; when
# they do not allow a standby it stops and says which setting to change.
set -euo pipefail
PGHOST=${PGHOST:-127.0.0.1} PGPORT=${PGPORT:-5432} PGUSER=${PGUSER:-postgres}
export PGHOST PGPORT PGUSER
q() { psql -d postgres -XAtqc "$1"; }

wal_level=$(q "SHOW wal_level")
senders=$(q "SHOW max_wal_senders")
if [ "$wal_level" = minimal ] || [ "$senders" -lt 1 ]; then
  echo "ensure-replication: wal_level=$wal_level max_wal_senders=$senders; a standby needs wal_level=replica and max_wal_senders>=1 (restart Postgres after changing them)" >&2
  exit 1
fi
if [ "$(q "SELECT rolreplication OR rolsuper FROM pg_roles WHERE rolname = current_user")" != t ]; then
  echo "ensure-replication: role $PGUSER may not replicate (ALTER ROLE $PGUSER REPLICATION)" >&2
  exit 1
fi
# Does a rule already let 127.0.0.1 replicate? pg_hba_file_rules is what the
# server loaded (a line edited in the file but not reloaded does not count).
has_rule=$(q "SELECT count(*) FROM pg_hba_file_rules WHERE 'replication' = ANY(database) AND type = 'host'
  AND (address IS NULL OR address IN ('all', '127.0.0.1', 'samehost') OR ('127.0.0.1'::inet <<= (address || '/' || coalesce(masklen(netmask::inet), 32))::inet))
  AND auth_method IN ('trust', 'md5', 'scram-sha-256', 'password')")
if [ "$has_rule" -gt 0 ]; then
  exit 0
fi
hba=$(q "SHOW hba_file")
if ! grep -Eq '^[[:space:]]*host[[:space:]]+replication[[:space:]]+all[[:space:]]+127\.0\.0\.1/32[[:space:]]+trust' "$hba"; then
  printf '\n# added by scripts/ensure-replication.sh (make replica-test): local streaming replicas\nhost replication all 127.0.0.1/32 trust\n' >> "$hba"
  echo "ensure-replication: appended 'host replication all 127.0.0.1/32 trust' to $hba"
fi
q "SELECT pg_reload_conf()" >/dev/null
echo "ensure-replication: reloaded the configuration of $PGHOST:$PGPORT"
