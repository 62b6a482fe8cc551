# syntax=docker/dockerfile:1
# The site as a container: built once here, run many times (compose.yaml, any orchestrator).
# Runs `node build/server.js` as an unprivileged user with production dependencies only, the same
# command and settings deploy/topology.mjs runs and the test suite proves (docs/operations.md).
#
#   docker build --build-arg BUILD_COMMIT=$(git rev-parse --short=12 HEAD) .
#
# BUILD_COMMIT names the build in /readyz and the logs: .git stays out of the image's context,
# so without it the build is `unknown`.

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# better-sqlite3 ships prebuilt binaries; these build it from source where none fits.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ARG BUILD_COMMIT=unknown
# The release with its own production dependencies (scripts/releases.mjs), moved out of
# releases/ to be the final stage's build/.
RUN npm run build -- --with-dependencies \
 && mv "$(readlink -f build)" /release

FROM ${NODE_IMAGE}
# pg_dump and pg_restore for `db:backup` and `db:restore` on PostgreSQL: from the PostgreSQL
# project's own repository, as a dump needs a pg_dump of the server's major version or newer
# (compose.yaml runs postgres:17; Debian's own client is 15).
ARG PG_MAJOR=17
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates postgresql-common \
 && /usr/share/postgresql-common/pgdg/apt.postgresql.org.sh -y \
 && apt-get install -y --no-install-recommends postgresql-client-${PG_MAJOR} \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    PROBE_PORT=3001 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /release ./build
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
# 3001: /healthz and /readyz from the probe thread, answered at once however busy the site is.
EXPOSE 3000 3001
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PROBE_PORT||process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Exec form: node is PID 1 and gets `docker stop`'s SIGTERM itself; it finishes the requests under
# way and exits within 10 s, the default grace period.
STOPSIGNAL SIGTERM
CMD ["node", "build/server.js"]
