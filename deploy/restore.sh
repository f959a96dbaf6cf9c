#!/usr/bin/env bash
# Restores a backup made by deploy/backup.sh into the portal of docker-compose.yml: replaces the
# database and the uploads volume with the backup's, then starts the gateway again.
#
#   deploy/restore.sh backups/<UTC time>
#
# The portal's .env must hold the same ENCRYPTION_KEY as when the backup was made (stored GHL,
# SMTP and OneDrive secrets are encrypted with it). See docs/operations.md, "Backups and restore".
set -euo pipefail
cd "$(dirname "$0")/.."
backup="${1:?usage: deploy/restore.sh <backup folder made by deploy/backup.sh>}"
(cd "$backup" && sha256sum --check --quiet SHA256SUMS)

# No writes while the data is replaced.
docker compose stop gateway

docker compose exec -T mongo sh -c 'exec mongorestore --quiet --drop --oplogReplay --gzip --archive \
  --username "$MONGO_INITDB_ROOT_USERNAME" --password "$MONGO_INITDB_ROOT_PASSWORD" --authenticationDatabase admin' \
  <"$backup/mongo.archive.gz"

docker compose run --rm --no-deps -T --user node --entrypoint sh gateway \
  -c 'find /app/storage -mindepth 1 -delete && tar -C /app/storage -xzf -' <"$backup/uploads.tar.gz"

docker compose start gateway
echo "restored $backup; the gateway is starting (watch: docker compose ps gateway)"
