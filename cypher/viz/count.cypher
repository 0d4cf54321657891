// How many memories pass the map's filters (its `total`, so the client knows what was cut).
MATCH (m:Memory)
WHERE m.user_id = $user_id
// include: viz/filters
RETURN count(m) AS total
