# One container: the app as plain JavaScript, its SQLite file and uploads on a volume at /data.
# Debian slim (glibc) for the native modules (better-sqlite3, sqlite-vec) and Litestream's binary.
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The image has no .git: the commit analysis results record comes from here (app/lib/app-version.server.ts).
ARG APP_COMMIT=""
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# What runs: no sources, no TypeScript, no development packages. The app folder stays root's and read-only to the
# server, which runs as the unprivileged `node` user and writes only to /data.
# `npm run start:container-check` reproduces this stage from its COPY lines, so keep them the whole list.
FROM node:20-bookworm-slim
ENV NODE_ENV=production DATA_DIR=/data PORT=3000 HOST=0.0.0.0
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/migrations ./migrations
COPY --from=build /app/docker-entrypoint.sh ./docker-entrypoint.sh
RUN mkdir -p /data && chown node:node /data
VOLUME /data
EXPOSE 3000
# The server stops gracefully on SIGTERM within 25 s: give it 30 (`docker run --stop-timeout 30`, fly.toml kill_timeout).
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
ENTRYPOINT ["./docker-entrypoint.sh"]
CMD ["node", "build/server.js"]
