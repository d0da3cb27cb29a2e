#!/bin/sh
# Starts the portal's nginx (deploy/nginx/nginx.conf.template) as the container's one process:
# fills in the template from the environment with envsubst, listing exactly the template's names so
# nginx's own $variables stay, then runs nginx in the foreground without root. The tests render the
# same template the same way (scripts/lib/nginx.mjs; scripts/lib/nginx.test.mjs runs this script).
set -eu

: "${VONK_API_UPSTREAM:?set VONK_API_UPSTREAM, e.g. http://api.internal:8080}"
: "${VONK_IDP_ORIGIN:?set VONK_IDP_ORIGIN, e.g. https://login.vonk.example}"
: "${VONK_MEDIA_ORIGIN:?set VONK_MEDIA_ORIGIN, the origin of the product videos, e.g. https://www.vonk.example}"
: "${VONK_CSP_REPORT_URI:?set VONK_CSP_REPORT_URI, where browsers send CSP violation reports}"
: "${VONK_PORT:=8080}"
: "${VONK_DIST:=/srv/portal}"
: "${VONK_RUNTIME_DIR:=/tmp/vonk-nginx}"
: "${VONK_TEST_SWITCH:=off}"
# nginx resolves the upstream per request (issue #31) through the container's DNS server.
: "${VONK_RESOLVER:=$(awk '/^nameserver/ { print ($2 ~ /:/) ? "[" $2 "]" : $2; exit }' /etc/resolv.conf)}"
: "${VONK_TEMPLATE:=/etc/vonk/nginx.conf.template}"
export VONK_PORT VONK_DIST VONK_RUNTIME_DIR VONK_API_UPSTREAM VONK_IDP_ORIGIN VONK_MEDIA_ORIGIN VONK_TEST_SWITCH VONK_CSP_REPORT_URI VONK_RESOLVER

mkdir -p "$VONK_RUNTIME_DIR"
envsubst '${VONK_PORT} ${VONK_DIST} ${VONK_RUNTIME_DIR} ${VONK_API_UPSTREAM} ${VONK_IDP_ORIGIN} ${VONK_MEDIA_ORIGIN} ${VONK_TEST_SWITCH} ${VONK_CSP_REPORT_URI} ${VONK_RESOLVER}' \
  <"$VONK_TEMPLATE" >"$VONK_RUNTIME_DIR/nginx.conf"
exec nginx -e stderr -p "$VONK_RUNTIME_DIR" -c "$VONK_RUNTIME_DIR/nginx.conf" -g 'daemon off;'
