# svc in a container: `docker compose up` (compose.yaml) runs it with PostgreSQL and Redis.
FROM node:20-bookworm-slim
# better-sqlite3 builds from source when no prebuilt binary fits; these are its build tools.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
# npm ci runs the prepare script (scripts/build.js), which finds no src/ yet and compiles nothing.
COPY scripts/build.js scripts/dist-freshness.js ./scripts/
RUN npm ci --omit=dev
COPY bin ./bin
COPY src ./src
COPY apps ./apps
# The desk at /app, prebuilt (npm run build:desk): nothing to build here.
COPY desk/dist ./desk/dist
# dist/: svc compiled and bundled, what bin/svc.js runs (it falls back to src/ through tsx only
# when dist/ does not match src/, which in an image never happens).
RUN node scripts/build.js
COPY deploy/docker-entrypoint.sh ./deploy/docker-entrypoint.sh
RUN mkdir -p /data/sites && chown -R node:node /data
ENV NODE_ENV=production SVC_SITES_DIR=/data/sites SVC_LOG_LEVEL=info
VOLUME /data
EXPOSE 8000
USER node
ENTRYPOINT ["/app/deploy/docker-entrypoint.sh"]
