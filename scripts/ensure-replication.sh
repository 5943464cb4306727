#!/usr/bin/env bash
# Lets 127.0.0.1 open replication connections to the local cluster, which
# `make replica-test` needs for `pg_basebackup -R` (docs/replicas.md).
# Idempotent. What it may change on the primary, and says so when it does:
#   - adds `host replication all 127.0.0.1/32 trust` to pg_hba.conf (a
#     `host all ...` line does not cover replication), at the end, or first
#     when an earlier rule asks replication from 127.0.0.1 for a password,
#     and reloads the configuration (pg_reload_conf(): no restart, sessions
#     are untouched). Nothing changes when a trust rule already applies.
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
# The first pg_hba rule that a replication connection of this user from
# 127.0.0.1 matches decides it (first match wins); pg_hba_file_rules is what
# the server loaded. The test connects without a password: it needs trust.
first_rule() {
  q "SELECT auth_method FROM pg_hba_file_rules
     WHERE error IS NULL AND type IN ('host', 'hostnossl')
       AND 'replication' = ANY(database)
       AND ('all' = ANY(user_name) OR current_user = ANY(user_name))
       AND CASE WHEN netmask IS NULL THEN address IN ('all', 'samehost', 'samenet', 'localhost')
                ELSE ('127.0.0.1'::inet & netmask::inet) = (address::inet & netmask::inet) END
     ORDER BY line_number LIMIT 1"
}
rule=$(first_rule)
[ "$rule" = trust ] && exit 0
hba=$(q "SHOW hba_file")
line='host replication all 127.0.0.1/32 trust'
marker='# added by scripts/ensure-replication.sh (make replica-test): local streaming replicas'
if ! grep -qxF "$line" "$hba"; then
  if [ -z "$rule" ]; then
    printf '\n%s\n%s\n' "$marker" "$line" >> "$hba"
    echo "ensure-replication: appended '$line' to $hba"
  else
    # An earlier rule asks for $rule: ours goes first to win.
    sed -i "1i $marker\n$line" "$hba"
    echo "ensure-replication: inserted '$line' at the top of $hba (a rule asked for $rule)"
  fi
fi
q "SELECT pg_reload_conf()" >/dev/null
echo "ensure-replication: reloaded the configuration of $PGHOST:$PGPORT"
rule=$(first_rule)
if [ "$rule" != trust ]; then
  echo "ensure-replication: replication from 127.0.0.1 still asks for '${rule:-no rule}' in $hba" >&2
  exit 1
fi
