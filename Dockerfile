# syntax=docker/dockerfile:1
# Vehicle Partner Portal: multi-stage build, production dependencies only, non-root user.
# Run behind a reverse proxy that terminates TLS, with TRUST_PROXY=1 and UPSTREAM_API_URL set.
#
# The image runs the portal only: the API sandbox is built apart (dist/sandbox.js) and left
# out, with the packages only it needs (socket.io, drizzle-orm, dayjs: devDependencies).
# A demo image with the seeded sandbox: `docker build --build-arg DEMO=1 -t partner-portal:demo .`
# and run it with DEMO=1.

FROM node:20-bookworm-slim AS deps
WORKDIR /app
# better-sqlite3 (the portal's logout store, and the sandbox's database) builds from source when
# no prebuilt binary matches.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY patches ./patches
# Install scripts only for the packages package.json's `allowScripts` approves (better-sqlite3's
# binary, esbuild's): the image's npm 10 would otherwise also run vnu-jar's, which downloads a Java
# runtime from GitHub for the HTML check that only CI runs (ADR 0046). The root's own postinstall
# (patch-package: the route-matching, rendering, streaming and compression backports, ADRs 0059, 0060, 0069) is run by hand
# for the same reason.
RUN npm install --no-audit --no-fund --ignore-scripts && npm rebuild better-sqlite3 esbuild && npx patch-package

FROM deps AS build
ARG DEMO=0
COPY . .
# `extra/` holds what only a demo image carries (the sandbox's migrations).
RUN npm run build && node scripts/check-bundle.mjs && mkdir -p extra \
    && if [ "$DEMO" = "1" ]; then mkdir -p extra/sandbox && cp -r sandbox/migrations extra/sandbox/; \
       else rm -f dist/sandbox.js dist/sandbox.js.map && npm prune --omit=dev; fi

FROM node:20-bookworm-slim AS runtime
# A heap limit (ADR 0070): V8 otherwise grows its heap with the machine's memory, not the
# container's (a replica under load reached 650–718 MB); with 192 MB an export of 100,000 lines
# peaks under 200 MB resident. The bench measures exports with this very line.
ENV NODE_ENV=production \
    PORT=3000 \
    NODE_OPTIONS=--max-old-space-size=192
WORKDIR /app
RUN groupadd --system app && useradd --system --gid app --home-dir /app app \
    && mkdir -p /app/.data && chown app:app /app/.data
COPY --from=build --chown=app:app /app/package.json ./package.json
COPY --from=build --chown=app:app /app/node_modules ./node_modules
COPY --from=build --chown=app:app /app/build ./build
COPY --from=build --chown=app:app /app/public ./public
COPY --from=build --chown=app:app /app/dist ./dist
COPY --from=build --chown=app:app /app/extra ./
USER app
# 3000: the portal, behind the reverse proxy. 9464: Prometheus metrics (METRICS_PORT), for the
# scraper on the private network only; never publish it or route it through the proxy.
EXPOSE 3000 9464
# Ready, not only alive (issue 71 §4): /readyz answers 503 while the API cannot be reached and
# from the moment a shutdown starts; /healthz (alive) is for a liveness probe.
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "dist/server.js"]
