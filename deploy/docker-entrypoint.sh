#!/bin/sh
# Container entry: on first start create the site named by SVC_SITE (its database at SVC_DB_URL,
# Redis at SVC_REDIS_URL when given) in the sites volume, then serve it. Later starts only serve;
# svc migrates the site when it opens it.
set -eu
sites="${SVC_SITES_DIR:-/data/sites}"
site="${SVC_SITE:-localhost}"
bin="$(cd "$(dirname "$0")/.." && pwd)/bin/svc.js"
svc() { node "$bin" --sites-dir "$sites" "$@"; }

if [ ! -f "$sites/$site/site_config.json" ]; then
  if [ -z "${ADMIN_PASSWORD:-}" ]; then
    echo "svc: set ADMIN_PASSWORD to create the site $site on first start" >&2
    exit 1
  fi
  if [ -n "${SVC_DB_URL:-}" ]; then
    svc new-site "$site" --admin-password "$ADMIN_PASSWORD" --db-type "${SVC_DB_TYPE:-postgres}" --db-url "$SVC_DB_URL"
  else
    svc new-site "$site" --admin-password "$ADMIN_PASSWORD"
  fi
  if [ -n "${SVC_HOST_NAME:-}" ]; then svc set-config host_name "$SVC_HOST_NAME" --string --site "$site"; fi
fi
if [ -n "${SVC_REDIS_URL:-}" ]; then svc set-config redis_url "$SVC_REDIS_URL" --string --global; fi
exec node "$bin" --sites-dir "$sites" serve --host 0.0.0.0 --port "${PORT:-8000}" --workers "${SVC_WORKERS:-1}" "$@"
