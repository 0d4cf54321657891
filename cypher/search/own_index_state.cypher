// The state of a user's own vector index (retrieve/own_index.py): ONLINE once populated; no row
// when there is none.
SHOW INDEXES YIELD name, state WHERE name = $index
RETURN state
