#!/bin/sh
# Builds the portal's image (deploy/Dockerfile) with podman on a machine without a container
# registry, then starts its nginx as www-data and checks what it serves. The base images are made
# here: Debian bookworm by mmdebstrap from Debian's mirror, and a Node 24 image of it with the Node
# that npm pinned for this repo (node_modules/node) and the machine's npm. Needs root, podman and
# mmdebstrap (Debian: apt-get install podman mmdebstrap). Usage, from the repo root:
#   sh deploy/build-image.sh
set -eu
cd "$(dirname "$0")/.."
work=$(mktemp -d)
nginx=
container=
cleanup() {
  [ -z "$nginx" ] || kill "$nginx" 2>/dev/null || true
  [ -z "$container" ] || podman rm -f "$container" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT
# This kind of machine runs no container engine: builds in a chroot, no cgroups of their own. Its
# TLS goes through the machine's own CA bundle, lent to the build, never copied into an image.
ca=/etc/ssl/certs/ca-certificates.crt
build() {
  podman build --format docker --isolation=chroot --cgroup-manager=cgroupfs --network=host \
    -v "$ca:$ca:ro" "$@"
}

if ! podman image exists localhost/debian:bookworm-slim; then
  mmdebstrap --variant=minbase --include=ca-certificates bookworm "$work/debian.tar"
  podman import "$work/debian.tar" localhost/debian:bookworm-slim
fi
node_bin=node_modules/node/bin/node
[ -x "$node_bin" ] || { echo "run npm install first: $node_bin is the repo's Node 24" >&2; exit 1; }
mkdir "$work/node"
cp "$node_bin" "$work/node/node"
cp -r "$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")" "$work/node/npm"
cat >"$work/node/Dockerfile" <<'DOCKERFILE'
FROM localhost/debian:bookworm-slim
COPY node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm && node --version && npm --version
DOCKERFILE
build -t localhost/node:24-bookworm-slim "$work/node"

build -f deploy/Dockerfile -t localhost/vonk-portal \
  --build-arg NODE_IMAGE=localhost/node:24-bookworm-slim \
  --build-arg DEBIAN_IMAGE=localhost/debian:bookworm-slim .

# `podman run` needs cgroups and rlimits this machine does not grant: run the image's own entry
# point in a container's file system instead, as the image's user, as the container would.
user=$(podman image inspect --format '{{.Config.User}}' localhost/vonk-portal)
container=$(podman create localhost/vonk-portal)
root=$(podman mount "$container")
port=18080
VONK_PORT=$port VONK_API_UPSTREAM=http://api.invalid:8080 VONK_IDP_ORIGIN=https://login.vonk.example \
  VONK_MEDIA_ORIGIN=https://www.vonk.example VONK_CSP_REPORT_URI=https://csp.vonk.example/report \
  VONK_RESOLVER=127.0.0.1 chroot --userspec="$user:$user" "$root" /usr/local/bin/vonk-nginx &
nginx=$!
for _ in 1 2 3 4 5 6 7 8 9 10; do
  curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null 2>&1 && break
  sleep 0.5
done
echo "image user: $user; nginx runs as: $(ps -o user= -C nginx | sort -u | tr '\n' ' ')"
echo "health check: $(podman image inspect --format '{{.Config.Healthcheck.Test}}' localhost/vonk-portal)"
echo "/healthz: $(curl -fsS "http://127.0.0.1:$port/healthz")"
headers=$(curl -fsS -o /dev/null -D - "http://127.0.0.1:$port/rekeningen")
echo "$headers" | grep -qi '^content-security-policy: default-src' || { echo "no CSP" >&2; exit 1; }
echo "/rekeningen: $(echo "$headers" | head -1 | tr -d "\r"), with the CSP"
# The upstream's name does not resolve: nginx still started, and answers that request 502.
echo "/api/ with an upstream that does not resolve: $(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/api/account")"
echo "image size: $(podman image inspect --format '{{.Size}}' localhost/vonk-portal) bytes"
