# syntax=docker/dockerfile:1
# Multi-stage build: compile native modules and the app with dev tools, ship only what runs.
FROM node:22-bookworm-slim AS base
ENV NODE_ENV=production

FROM base AS deps
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --include=dev --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build

FROM deps AS production-deps
RUN npm prune --omit=dev

# The app on one machine with the database on a volume (the default target).
FROM base AS app
WORKDIR /app
ENV PORT=8080 HOST=0.0.0.0 DATABASE_PATH=/data/app.db
RUN mkdir -p /data && chown node:node /data
COPY --from=production-deps --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
COPY --from=build --chown=node:node /app/public ./public
COPY --chown=node:node package.json server.mjs ./
COPY --chown=node:node models ./models
COPY --chown=node:node db/migrations ./db/migrations
# npm run backup / npm run restore (README "Backups"), run with node in the machine.
COPY --chown=node:node db/backup.mjs ./db/backup.mjs
COPY --chown=node:node scripts/backup.mjs scripts/restore.mjs ./scripts/
USER node
VOLUME /data
EXPOSE 8080
# The server entry behind `npm start`, run by node directly: node is the process that receives
# SIGTERM/SIGINT from `docker stop` or Fly and closes the server; npm in between would exit and
# leave the server behind.
CMD ["node", "server.mjs"]

# LiteFS (fly.toml's build target; README "Scale out", litefs.yml): LiteFS runs as root, mounts
# the database at /litefs (FUSE), keeps its own data and the app's files on the volume at /data,
# answers port 8080 and forwards every request but GET/HEAD to the primary. The app listens on
# 8081 and runs as `node` (litefs.yml's exec).
FROM app AS litefs
USER root
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates fuse3 sqlite3 \
  && rm -rf /var/lib/apt/lists/* && echo "user_allow_other" >> /etc/fuse.conf
COPY --from=flyio/litefs:0.5 /usr/local/bin/litefs /usr/local/bin/litefs
COPY litefs.yml /etc/litefs.yml
ENV PORT=8081 DATABASE_PATH=/litefs/app.db LITEFS_DIR=/litefs DATA_DIR=/data/files \
  BACKUP_DIR=/data/backups
ENTRYPOINT ["litefs", "mount"]
CMD []

# Litestream (README "Backups"): one machine as in `app`, with every change of the database
# shipped continuously to S3-compatible storage (litestream.yml, configured by LITESTREAM_*).
# Litestream starts the app as its child and stops with it.
FROM app AS litestream
COPY --from=litestream/litestream:0.3 /usr/local/bin/litestream /usr/local/bin/litestream
COPY litestream.yml /etc/litestream.yml
CMD ["litestream", "replicate", "-exec", "node server.mjs"]

# Without --target, `docker build` makes the single-machine image.
FROM app
