/* global rs, db, quit -- mongosh's shell helpers */
// The `mongo` service's health check (mongosh, signed in as root): initiates the replica set
// with this one member on its first run, then reports healthy once this member is the primary.
// Adding members later: docs/operations.md, "Scaling the replica set to three members".
try {
  rs.status();
} catch (error) {
  if (error.codeName !== 'NotYetInitialized') throw error;
  rs.initiate({ _id: 'rs0', members: [{ _id: 0, host: process.env.MONGO_REPLICA_SET_HOST || 'mongo:27017' }] });
}
quit(db.hello().isWritablePrimary ? 0 : 1);
