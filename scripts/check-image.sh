#!/usr/bin/env bash
# Builds the production image with a real container engine and checks what it promises
# (docs/decisions/087-the-image-built-by-a-real-engine.md): the image runs as the unprivileged
# node user without development tools, serves the shop in WORKERS processes on PostgreSQL and
# Redis, turns healthy by its own HEALTHCHECK, and stops with exit code 0 on `docker stop`.
# Needs a running Docker daemon, PostgreSQL and Redis on this machine (README, "Containers").
#   bash scripts/check-image.sh
set -euo pipefail
cd "$(dirname "$0")/.."

image=wholesale-shop:check
container=wholesale-shop-check
database=shop_image_check
port=${CHECK_PORT:-3180}
token=$(node -e "console.log(require('node:crypto').randomBytes(24).toString('hex'))")

fail() {
  echo "FAILED: $*" >&2
  docker logs --tail 40 "$container" >&2 || true
  exit 1
}

cleanup() {
  docker rm -f "$container" >/dev/null 2>&1 || true
  PGOPTIONS="-c client_min_messages=warning" dropdb -h 127.0.0.1 -U postgres --if-exists "$database" || true
}
trap cleanup EXIT

docker info >/dev/null 2>&1 || { echo "no Docker daemon answers" >&2; exit 2; }

started=$(date +%s)
docker build -t "$image" .
echo "built in $(($(date +%s) - started)) s: $(docker image inspect "$image" --format '{{.Size}}' | awk '{printf "%.0f MB", $1 / 1e6}')"

cleanup
createdb -h 127.0.0.1 -U postgres "$database"
# the host's network: PostgreSQL and Redis listen on 127.0.0.1 only
docker run -d --name "$container" --network host \
  -e PORT="$port" -e WORKERS=2 -e METRICS_TOKEN="$token" \
  -e DATABASE_URL="postgres://postgres@127.0.0.1:5432/$database" \
  -e REDIS_URL=redis://127.0.0.1:6379 -e REDIS_PREFIX="image-check:" \
  "$image" >/dev/null

started=$(date +%s)
status=starting
while [ "$status" = starting ] && [ $(($(date +%s) - started)) -lt 180 ]; do
  sleep 2
  status=$(docker inspect "$container" --format '{{.State.Health.Status}}')
done
[ "$status" = healthy ] || fail "health status $status after $(($(date +%s) - started)) s"
echo "healthy after $(($(date +%s) - started)) s (its HEALTHCHECK asks /api/ready)"

user=$(docker exec "$container" id -un)
[ "$user" = node ] || fail "runs as $user"
echo "runs as $user (uid $(docker exec "$container" id -u))"

for tool in vite vitest eslint prettier playwright @playwright/test kysely-codegen; do
  if docker exec "$container" test -e "node_modules/$tool"; then fail "$tool is installed"; fi
done
echo "no development tools in node_modules"

base="http://127.0.0.1:$port"
pids=$(for _ in $(seq 1 40); do curl -fsS "$base/api/health"; echo; done |
  node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>console.log(new Set(s.trim().split('\n').map(l=>JSON.parse(l).pid)).size))")
[ "$pids" -ge 2 ] || fail "health answered from $pids process(es), WORKERS=2"
echo "health answered by $pids processes"

curl -fsSL "$base/" | grep -q '<div id="root">' || fail "the start page is not the shop's"
hits=$(curl -fsS -H 'content-type: application/json' \
  -d '{"searchParams":"","offset":0,"limit":20,"language":"de"}' "$base/api/articles" |
  node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>console.log(JSON.parse(s).hits))")
[ "$hits" -gt 0 ] || fail "the catalog search found $hits articles"
echo "start page served, the search finds $hits articles"

code=$(curl -s -o /dev/null -w '%{http_code}' "$base/metrics")
[ "$code" = 401 ] || fail "/metrics without the token answered $code"
curl -fsS -H "authorization: Bearer $token" "$base/metrics" | grep -q '^shop_http_requests_total' ||
  fail "/metrics with the token has no request counts"
echo "/metrics: 401 without the token, counts with it"

docker stop -t 30 "$container" >/dev/null
exit_code=$(docker inspect "$container" --format '{{.State.ExitCode}}')
[ "$exit_code" = 0 ] || fail "docker stop ended the shop with exit code $exit_code"
echo "docker stop: exit code 0"
echo "image check passed"
