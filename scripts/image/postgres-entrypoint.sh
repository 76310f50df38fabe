#!/bin/sh
# PostgreSQL 15 from Debian's packages, started as the official postgres image starts: the same POSTGRES_USER,
# POSTGRES_PASSWORD, POSTGRES_DB and PGDATA, so that compose.yaml's server profile runs on either image.
set -eu

: "${PGDATA:=/var/lib/postgresql/data}"
: "${POSTGRES_USER:=postgres}"
: "${POSTGRES_DB:=$POSTGRES_USER}"
if [ -z "${POSTGRES_PASSWORD:-}" ]; then
  echo "POSTGRES_PASSWORD is required: every connection from another container signs in with it" >&2
  exit 1
fi

if [ ! -s "$PGDATA/PG_VERSION" ]; then
  password_file="$(mktemp)"
  printf '%s\n' "$POSTGRES_PASSWORD" >"$password_file"
  initdb --pgdata="$PGDATA" --username="$POSTGRES_USER" --pwfile="$password_file" --encoding=UTF8 \
    --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  rm -f "$password_file"
  echo "host all all all scram-sha-256" >>"$PGDATA/pg_hba.conf"
  if [ "$POSTGRES_DB" != postgres ]; then
    echo "CREATE DATABASE \"$POSTGRES_DB\";" | postgres --single -D "$PGDATA" postgres >/dev/null
  fi
fi

exec postgres -D "$PGDATA" -c listen_addresses='*' -c unix_socket_directories=/tmp
