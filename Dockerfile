# syntax=docker/dockerfile:1
#
# Sunshine Clean: one Node process serving the built web app, /graphql and /api on port 3000.
#   docker build -t sunshine-clean .      (or: docker compose up --build, see docker-compose.yml)
# Production needs DATABASE_URL and SESSION_SECRET; see .env.example for every setting.

ARG NODE_IMAGE=node:22-bookworm-slim

# ---- deps: every dependency (dev included) of both workspaces, from the lockfile only --------------------------
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY web/package.json web/
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund

# ---- build: web/dist (vite) then api/dist (tsc), as `npm run build` does ----------------------------------------
FROM deps AS build
COPY . .
RUN npm run build

# ---- runtime: the api's production dependencies and the two build outputs, nothing else ------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY web/package.json web/
# Only the api workspace's runtime dependencies: web's React/Apollo are already bundled into web/dist.
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev --workspace api --include-workspace-root=false --no-audit --no-fund
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/web/dist web/dist
# The public page's starter gallery, seeded on a database's first start (see api/src/db/bootstrap.ts).
COPY --from=build /app/api/src/db/seeders/gallery api/src/db/seeders/gallery
# Same layout as the repository, so the defaults hold: WEB_DIST is /app/web/dist (api/dist/../../web/dist) and
# DATA_DIR is /app/.data, the only folder the app may write to (used only without DATABASE_URL).
RUN mkdir -p /app/.data && chown node:node /app/.data

USER node
EXPOSE 3000
# Liveness only (no database round trip); docker-compose.yml checks /readyz instead. 127.0.0.1 rather than
# "localhost", which may resolve to ::1 first while the server listens on 0.0.0.0 (IPv4).
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "api/dist/main.js"]
