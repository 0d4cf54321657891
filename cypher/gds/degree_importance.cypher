// Without GDS: entity importance from degree, log-scaled to [0, 1] over the user's maximum.
MATCH (e:Entity)
WHERE e.user_id = $user_id
WITH e, COUNT { (e)-[:RELATED]-(:Entity) } AS degree
WITH collect({e: e, degree: degree}) AS rows, max(degree) AS top
UNWIND rows AS row
WITH row.e AS e, row.degree AS degree, top
SET e.importance = CASE WHEN top > 0 THEN log(1.0 + degree) / log(1.0 + top) ELSE 0.0 END,
    e.degree = degree
RETURN count(e) AS entities, top
