// Candidates -> filtered, with the fields that score them. One row holding a list: a row per
// candidate costs the driver two socket reads each.
UNWIND $ids AS mid
MATCH (m:Memory {id: mid})
WITH m, $known[m.id] AS known
// include: search/hydrate_rows
