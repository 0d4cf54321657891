// admin
// How many memories the store holds, of every user: `graphmem eval` says so before it runs,
// since the full-text index's keyword statistics are shared by all the users of a store.
MATCH (m:Memory)
RETURN count(m) AS memories
