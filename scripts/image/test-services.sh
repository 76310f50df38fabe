#!/usr/bin/env bash
# The images CI gives compose.yaml's server profile in place of the official ones, with no registry: PostgreSQL 15
# from Debian's packages on a root file system of mmdebstrap's, started as the official postgres image starts, and
# s3rver, the S3-compatible server of the app's tests, on the app's own base (so `npm run image` comes first).
set -euo pipefail

cd "$(dirname "$0")/../.."
# shellcheck source=scripts/image/settings.sh
source scripts/image/settings.sh

work="$(mktemp -d -t openhire-test-services-XXXXXX)"
trap 'rm -rf "$work"' EXIT
s3rver="$(node -p "require('./package-lock.json').packages['node_modules/s3rver'].version")"

npm pack --silent --pack-destination "$work" "npm@$NPM_VERSION" >/dev/null
mv "$work/npm-$NPM_VERSION.tgz" "$work/npm.tgz"
podman build --quiet --layers=false --secret "id=registry-ca,src=$REGISTRY_CA" --build-arg "BASE=$BASE_IMAGE" --build-arg "S3RVER=$s3rver" \
  --file scripts/image/bucket.Containerfile --tag localhost/openhire-bucket:s3rver "$work" >/dev/null &
bucket=$!

mmdebstrap "${MMDEBSTRAP_SLIM[@]}" --include=postgresql-15 \
  --customize-hook='copy-in scripts/image/postgres-entrypoint.sh /usr/local/bin' \
  --customize-hook='chroot "$1" install -d -o postgres -g postgres -m 0700 /var/lib/postgresql/data' \
  "$SUITE" "$work/postgres.tar" "${MIRRORS[@]}" >"$work/mmdebstrap.log" 2>&1 || { cat "$work/mmdebstrap.log"; exit 1; }
podman import --quiet \
  --change 'USER postgres' \
  --change 'ENV PATH=/usr/lib/postgresql/15/bin:/usr/local/bin:/usr/bin:/bin PGDATA=/var/lib/postgresql/data' \
  --change 'VOLUME /var/lib/postgresql/data' \
  --change 'EXPOSE 5432' \
  --change 'STOPSIGNAL SIGINT' \
  --change 'ENTRYPOINT ["/usr/local/bin/postgres-entrypoint.sh"]' \
  "$work/postgres.tar" localhost/openhire-postgres:15 >/dev/null

wait "$bucket"
echo "built localhost/openhire-postgres:15 (PostgreSQL 15, Debian $SUITE) and localhost/openhire-bucket:s3rver (s3rver $s3rver)"
