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

FROM base
WORKDIR /app
ENV PORT=8080 HOST=0.0.0.0 DATABASE_PATH=/data/app.db
RUN mkdir -p /data && chown node:node /data
COPY --from=production-deps --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
COPY --from=build --chown=node:node /app/public ./public
COPY --chown=node:node package.json ./
COPY --chown=node:node db/migrations ./db/migrations
USER node
VOLUME /data
EXPOSE 8080
# remix-serve's own entry (the bin behind `npm start`), run by node directly: node is the process
# that receives SIGTERM/SIGINT from `docker stop` or Fly and closes the server; npm in between
# would exit and leave the server behind.
CMD ["node", "node_modules/@remix-run/serve/dist/cli.js", "build/index.js"]
