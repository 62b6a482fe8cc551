#!/bin/sh
# Starts or updates the containers of compose.yaml one app container at a time, so one instance
# serves while the other is replaced (docs/operations.md#containers).
#
#   deploy/compose-update.sh                              build this checkout's release and run it
#   SITE_TAG=1.6.0-0123456789ab deploy/compose-update.sh --no-build    back to an image built before
#
# Each image is tagged <version>-<commit>; `docker image ls ecs-digital-site` lists those kept.
# With POSTGRES_PASSWORD and SERVER_NAME set, as compose.yaml needs them.
set -eu
cd "$(dirname "$0")"
compose="docker compose -f compose.yaml"

if [ "${1:-}" != "--no-build" ]; then
  BUILD_COMMIT=$(git rev-parse --short=12 HEAD)
  SITE_TAG=${SITE_TAG:-$(node -p "require('../package.json').version")-$BUILD_COMMIT}
  export BUILD_COMMIT SITE_TAG
  # One image for both app services: building app1 builds it.
  $compose build app1
fi
: "${SITE_TAG:?set SITE_TAG to the tag of the image to run}"
export SITE_TAG

# The databases first (nothing happens to them when they run already).
$compose up -d --wait postgres redis
# A release refuses to start on a database with a migration it does not know: ask it first.
$compose run --rm --no-deps -T app1 node build/cli.js db:check

for app in app1 app2; do
  # Recreates this one container on the image; the other goes on serving. nginx tries a request
  # that cannot reach it on the other.
  $compose up -d --no-deps "$app"
  # nginx resolved the container's old address when it started: a reload looks it up again. The
  # first start of the site starts nginx here.
  if [ -n "$($compose ps -q proxy)" ]; then
    $compose exec -T proxy nginx -s reload
  else
    $compose up -d --no-deps proxy
  fi
  # Ready (migrated, loaded) before the next one goes: /readyz on the probe port.
  until $compose exec -T "$app" node -e \
    "fetch('http://127.0.0.1:'+process.env.PROBE_PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"; do
    sleep 2
  done
  echo "$app runs ecs-digital-site:$SITE_TAG"
done
