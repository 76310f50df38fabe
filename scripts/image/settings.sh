# shellcheck shell=bash
# What every image of scripts/image is built from, sourced by build.sh and test-services.sh.

export CONTAINERS_CONF="$PWD/scripts/image/containers.conf"

# Node 22, the image's line, at the exact version CI tests (NEWER_NODES in .ci/run).
NODE_VERSION="$(sed -n 's/^NEWER_NODES=(.*\b\(22\.[0-9]*\.[0-9]*\)\b.*/\1/p' .ci/run)"
# npm for the build stages only, the version of the machines that made the lock file.
NPM_VERSION=11.19.1
SUITE=bookworm
MIRRORS=(
  "deb http://deb.debian.org/debian $SUITE main"
  "deb http://deb.debian.org/debian $SUITE-updates main"
  "deb http://deb.debian.org/debian-security $SUITE-security main"
)
# A root file system holds no manuals or translations; each package keeps its copyright file. Without the
# merged-/usr hook bookworm's essential set pulls in usrmerge, and Perl with it: 50 MB that nothing runs.
MMDEBSTRAP_SLIM=(
  --quiet --variant=essential --hook-dir=/usr/share/mmdebstrap/hooks/merged-usr
  --dpkgopt='path-exclude=/usr/share/doc/*' --dpkgopt='path-include=/usr/share/doc/*/copyright'
  --dpkgopt='path-exclude=/usr/share/man/*' --dpkgopt='path-exclude=/usr/share/info/*'
  --dpkgopt='path-exclude=/usr/share/locale/*'
  --customize-hook='rm -rf "$1"/var/cache/* "$1"/var/lib/apt/lists/* "$1"/var/log/*'
)
# npm in a build stage trusts what the building machine's npm trusts: a proxy that signs the registry's certificates
# with its own authority is common behind company firewalls. Mounted as a secret, never part of an image.
REGISTRY_CA="${NODE_EXTRA_CA_CERTS:-$(npm config get cafile)}"
if [ ! -f "$REGISTRY_CA" ]; then REGISTRY_CA=/etc/ssl/certs/ca-certificates.crt; fi
BASE_IMAGE="localhost/openhire-base:node-$NODE_VERSION"

if [ -z "$NODE_VERSION" ]; then
  echo "no Node 22 version in NEWER_NODES in .ci/run" >&2
  exit 1
fi
for tool in mmdebstrap podman runc; do
  if ! command -v "$tool" >/dev/null; then
    echo "$tool is missing: apt-get install mmdebstrap podman runc" >&2
    exit 1
  fi
done
