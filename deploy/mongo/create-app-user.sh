#!/bin/bash
# Runs once, on the first start with an empty data volume (the official image runs
# /docker-entrypoint-initdb.d/ then, after creating the root user): the portal's own user, with
# readWrite on the portal's database and nothing else. The gateway and mongo-init connect as it.
set -euo pipefail
mongosh --quiet --host 127.0.0.1 \
  --username "$MONGO_INITDB_ROOT_USERNAME" --password "$MONGO_INITDB_ROOT_PASSWORD" --authenticationDatabase admin \
  --eval '
    const name = process.env.MONGO_APP_DATABASE;
    db.getSiblingDB(name).createUser({
      user: process.env.MONGO_APP_USERNAME,
      pwd: process.env.MONGO_APP_PASSWORD,
      roles: [{ role: "readWrite", db: name }],
    });
    print(`created ${process.env.MONGO_APP_USERNAME} with readWrite on ${name}`);
  '
