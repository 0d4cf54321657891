// admin
// Memories pinned before the Pinned label existed get it (curate/core_memory finds core memory
// by the label, through the pinned_user index). graphmem/store/schema.py runs this while that
// index does not exist yet, so an interrupted start-up runs it again, and a later one never
// reads the memories.
MATCH (m:Memory)
WHERE m.pinned = true AND NOT m:Pinned
SET m:Pinned
