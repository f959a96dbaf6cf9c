#!/usr/bin/env bash
# Backs up the portal of docker-compose.yml: the database (a consistent dump of the replica set)
# and the uploads volume (documents kept when no OneDrive is connected), into one folder per run.
#
#   deploy/backup.sh [folder]        # default: ./backups; writes <folder>/<UTC time>/
#
# Run it on the docker host from the repository folder, while the portal runs (docs/operations.md,
# "Backups and restore"). Copy the result off the host; keep ENCRYPTION_KEY and .env apart from it.
set -euo pipefail
cd "$(dirname "$0")/.."
target="${1:-backups}/$(date -u +%Y%m%dT%H%M%SZ)"
mkdir -p "$target"

# The database first: every document record in the dump then has its file in the uploads copy
# (a file is stored before its record). --oplog makes the dump one point in time although writes
# continue; it needs the whole instance, hence the root user.
docker compose exec -T mongo sh -c 'exec mongodump --quiet --oplog --gzip --archive \
  --username "$MONGO_INITDB_ROOT_USERNAME" --password "$MONGO_INITDB_ROOT_PASSWORD" --authenticationDatabase admin' \
  >"$target/mongo.archive.gz"

docker compose exec -T gateway tar -C /app/storage -czf - . >"$target/uploads.tar.gz"

(cd "$target" && sha256sum mongo.archive.gz uploads.tar.gz >SHA256SUMS)
echo "backup written to $target"
