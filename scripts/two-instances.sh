#!/usr/bin/env bash
# Two server instances on loopback sharing this machine's PostgreSQL and Redis,
# as several instances behind a load balancer would (docs/deployment.md).
# Sign in on one, open the other in a second window: changes, presence and
# notifications show up on both. Ctrl-C stops both.
#
#   scripts/two-instances.sh                     # ports 3001 and 3002
#   PORTS="3107 3108" scripts/two-instances.sh   # other ports
#
# Environment (all optional): DATABASE_URL (default: database "taskmanager_two" on
# 127.0.0.1:5432, created when missing), REDIS_URL (default redis://127.0.0.1:6379),
# DATA_DIR (shared by both, default ./data/two-instances), SESSION_SECRET.
# The screens are served when built (`npm run build`); the API works either way.
set -euo pipefail
cd "$(dirname "$0")/.."

NODE=./node_modules/.bin/node
[ -x "$NODE" ] || NODE=node
read -r -a ports <<<"${PORTS:-3001 3002}"
export DATABASE_URL="${DATABASE_URL:-postgresql://postgres@127.0.0.1:5432/taskmanager_two}"
export REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379}"
export DATA_DIR="${DATA_DIR:-./data/two-instances}"
export SEED_DEMO="${SEED_DEMO:-1}"
export HOST="${HOST:-127.0.0.1}"
mkdir -p "$DATA_DIR"
# Both instances must share the secret (calendar tokens, encrypted integration keys).
if [ -z "${SESSION_SECRET:-}" ]; then
  [ -s "$DATA_DIR/.two-instances-secret" ] || "$NODE" -e \
    "process.stdout.write(require('node:crypto').randomBytes(32).toString('base64url'))" >"$DATA_DIR/.two-instances-secret"
  SESSION_SECRET="$(cat "$DATA_DIR/.two-instances-secret")"
fi
export SESSION_SECRET

# Create the database when missing (the instances migrate it themselves, under a lock).
"$NODE" --input-type=module -e "
import pg from 'pg';
const target = new URL(process.env.DATABASE_URL);
const name = decodeURIComponent(target.pathname.slice(1));
const admin = new URL(target); admin.pathname = '/postgres';
const c = new pg.Client({ connectionString: admin.toString() });
await c.connect();
const { rowCount } = await c.query('select 1 from pg_database where datname = \$1', [name]);
if (!rowCount) { await c.query('create database \"' + name.replaceAll('\"', '\"\"') + '\"'); console.log('created database ' + name); }
await c.end();
" || { echo "PostgreSQL at $DATABASE_URL does not answer" >&2; exit 1; }
redis-cli -u "$REDIS_URL" ping >/dev/null 2>&1 || echo "warning: Redis at $REDIS_URL does not answer; each instance will serve alone until it does" >&2

pids=()
stop() {
  trap - INT TERM EXIT
  # SIGTERM: each instance drains its requests and sockets, then exits.
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  wait
}
trap stop INT TERM EXIT

for port in "${ports[@]}"; do
  PORT="$port" "$NODE" --max-semi-space-size=2 --heap-growing-percent=30 server/src/main.ts &
  pids+=("$!")
done
for port in "${ports[@]}"; do
  until curl -fs "http://127.0.0.1:$port/api/ready" >/dev/null 2>&1; do
    for pid in "${pids[@]}"; do kill -0 "$pid" 2>/dev/null || { echo "an instance exited" >&2; exit 1; }; done
    sleep 0.5
  done
done
echo
for port in "${ports[@]}"; do echo "instance ready: http://127.0.0.1:$port"; done
echo "demo accounts: demo@example.com / demo123, admin@example.com / admin123. Ctrl-C stops both."
wait
