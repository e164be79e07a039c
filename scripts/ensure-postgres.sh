#!/usr/bin/env bash
# Makes sure a local PostgreSQL server runs and has a scratch database for the tests.
# Prints the TEST_DATABASE_URL to use. Needs root (Debian/Ubuntu machines such as CI).
set -euo pipefail

DB_NAME=${TEST_DB_NAME:-kamba_test}
DB_USER=${TEST_DB_USER:-kamba_test}
DB_PASSWORD=${TEST_DB_PASSWORD:-kamba_test}

if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  echo "Installing PostgreSQL..." >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
fi

version=$(ls /usr/lib/postgresql | sort -V | tail -n 1)
if ! pg_lsclusters -h | grep -q "^${version} main"; then
  pg_createcluster "$version" main >&2
fi
pg_ctlcluster "$version" main start >&2 2>/dev/null || true
port=$(pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" { print $3 }')

for _ in $(seq 1 30); do
  su postgres -c "pg_isready -q -p $port" && break
  sleep 1
done

su postgres -c "psql -q -p $port -v ON_ERROR_STOP=1" >&2 <<SQL
do \$\$ begin
  if not exists (select from pg_roles where rolname = '${DB_USER}') then
    create role ${DB_USER} login password '${DB_PASSWORD}';
  end if;
end \$\$;
SQL
if ! su postgres -c "psql -p $port -tAc \"select 1 from pg_database where datname = '${DB_NAME}'\"" | grep -q 1; then
  su postgres -c "createdb -p $port -O ${DB_USER} ${DB_NAME}" >&2
fi

echo "postgres://${DB_USER}:${DB_PASSWORD}@localhost:${port}/${DB_NAME}"
