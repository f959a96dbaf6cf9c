#!/bin/sh
# Entry point of the `mongo` service: writes the replica set's shared key (MONGO_REPLICA_SET_KEY,
# the same on every member) where mongod reads it, owned by mongod's user with the mode it
# insists on, then hands over to the official image's entry point.
set -eu
key=/data/configdb/replica-set.key
if [ -z "${MONGO_REPLICA_SET_KEY:-}" ]; then
  echo 'MONGO_REPLICA_SET_KEY is required (generate one with: openssl rand -base64 512 | tr -d "\n")' >&2
  exit 1
fi
umask 077
printf '%s' "$MONGO_REPLICA_SET_KEY" > "$key"
chmod 400 "$key"
chown mongodb:mongodb "$key"
exec docker-entrypoint.sh "$@"
