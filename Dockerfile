# syntax=docker/dockerfile:1
# Three targets from one file:
#   app     (the default, last): the compiled BFF serving the built SPA; runtime dependencies only,
#           non-root, with a health check. `docker build .` or `docker build --target app .`
#   standin the legacy stand-in for demos and QA (TypeScript through tsx, dev dependencies).
#   build   what both start from: every dependency, the web and the BFF built.

FROM node:24-bookworm-slim AS deps
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm_config_fund=false npm_config_audit=false
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY bff/package.json bff/
COPY web/package.json web/
COPY mocks/package.json mocks/
COPY e2e/package.json e2e/
# npm's download cache is of no use in an image (the stand-in's kept 286 MB of it).
RUN npm ci && npm cache clean --force

FROM deps AS build
COPY . .
# The SPA (web/dist) and the BFF compiled ahead of time with the contract bundled in (bff/dist).
RUN npm run build && npm run build:bff

# The stand-in of the legacy service: a development tool, so it keeps tsx and the dev tree.
FROM build AS standin
ENV HOST=0.0.0.0 PORT=8090
# Fonts for the text of the posters it draws (sharp renders them; the slim image has none).
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core \
  && rm -rf /var/lib/apt/lists/*
USER node
EXPOSE 8090
HEALTHCHECK --interval=10s --timeout=3s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8090/__standin/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node_modules/.bin/tsx", "mocks/src/legacy/main.ts"]

# Only the BFF's runtime dependencies (no Playwright, Vite, Vitest, TypeScript, tsx); then
# scripts/prune-runtime.mjs removes what that install keeps though the BFF never loads it.
FROM node:24-bookworm-slim AS runtime-deps
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm_config_fund=false npm_config_audit=false
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY bff/package.json bff/
COPY web/package.json web/
COPY mocks/package.json mocks/
COPY e2e/package.json e2e/
COPY scripts/prune-runtime.mjs scripts/
RUN npm ci --omit=dev --workspace bff --include-workspace-root=false \
  && node scripts/prune-runtime.mjs && npm cache clean --force

FROM node:24-bookworm-slim AS app
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080
COPY --from=runtime-deps --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/bff/dist ./bff/dist
COPY --from=build --chown=root:root /app/web/dist ./web/dist
COPY --chown=root:root package.json ./
# Files owned by root, process run as `node`: the app cannot rewrite itself.
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "--max-semi-space-size=64", "bff/dist/main.mjs"]
