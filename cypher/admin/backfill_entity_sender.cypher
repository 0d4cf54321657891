// admin
// Entities written before `sender` existed get it (search/senders reads it through the
// entity_user_sender index). graphmem/store/schema.py runs this while that index does not exist
// yet, so an interrupted start-up runs it again, and a later one never scans the entities.
MATCH (e:Entity) WHERE e.sender IS NULL
CALL (e) {
  SET e.sender = EXISTS { MATCH (e)<-[r:MENTIONS]-(:Memory) WHERE r.as_sender }
} IN TRANSACTIONS OF 5000 ROWS
