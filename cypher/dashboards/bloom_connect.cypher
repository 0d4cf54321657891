// admin
// Bloom search phrase "what connects $a to $b": the 3 shortest paths (at most 4 hops over
// RELATED and SAME_AS) between two entities named $a and $b (name or alias, any case), with the
// memories each hop names as evidence. Bloom runs with database credentials, across users; a
// path never leaves one user's graph because no edge crosses users.
MATCH (a:Entity)
WHERE toLower(a.name) = toLower($a) OR toLower($a) IN [x IN coalesce(a.aliases, []) | toLower(x)]
MATCH (b:Entity)
WHERE b.user_id = a.user_id AND a <> b
  AND (toLower(b.name) = toLower($b) OR toLower($b) IN [x IN coalesce(b.aliases, []) | toLower(x)])
MATCH p = SHORTEST 3 (a)-[:RELATED|SAME_AS]-{1,4}(b)
UNWIND relationships(p) AS hop
OPTIONAL MATCH (m:Memory)
WHERE m.user_id = a.user_id AND m.id IN coalesce(hop.evidence, [])
RETURN p, collect(DISTINCT m) AS evidence
