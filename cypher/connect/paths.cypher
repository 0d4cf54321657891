// Candidate paths between two entities (each given with its SAME_AS aliases) over RELATED and
// SAME_AS, at most $max_hops edges: the 16 shortest per pair of ends (connect ranks and keeps
// k). With $as_of only edges first seen by then. Quantifier bounds must be literals, so each
// hop limit has its branch; only the branch whose $max_hops matches does any work.
MATCH (a:Entity) WHERE a.id IN $from_ids AND a.user_id = $user_id
MATCH (b:Entity) WHERE b.id IN $to_ids AND b.user_id = $user_id
CALL (a, b) {
  WITH a, b WHERE $max_hops = 1
  MATCH p = SHORTEST 16 (a)(()-[r:RELATED|SAME_AS
                                WHERE $as_of IS NULL OR r.first_seen IS NULL
                                   OR r.first_seen <= $as_of]-()){1,1}(b)
  RETURN p
  UNION
  WITH a, b WHERE $max_hops = 2
  MATCH p = SHORTEST 16 (a)(()-[r:RELATED|SAME_AS
                                WHERE $as_of IS NULL OR r.first_seen IS NULL
                                   OR r.first_seen <= $as_of]-()){1,2}(b)
  RETURN p
  UNION
  WITH a, b WHERE $max_hops = 3
  MATCH p = SHORTEST 16 (a)(()-[r:RELATED|SAME_AS
                                WHERE $as_of IS NULL OR r.first_seen IS NULL
                                   OR r.first_seen <= $as_of]-()){1,3}(b)
  RETURN p
  UNION
  WITH a, b WHERE $max_hops = 4
  MATCH p = SHORTEST 16 (a)(()-[r:RELATED|SAME_AS
                                WHERE $as_of IS NULL OR r.first_seen IS NULL
                                   OR r.first_seen <= $as_of]-()){1,4}(b)
  RETURN p
  UNION
  WITH a, b WHERE $max_hops = 5
  MATCH p = SHORTEST 16 (a)(()-[r:RELATED|SAME_AS
                                WHERE $as_of IS NULL OR r.first_seen IS NULL
                                   OR r.first_seen <= $as_of]-()){1,5}(b)
  RETURN p
  UNION
  WITH a, b WHERE $max_hops = 6
  MATCH p = SHORTEST 16 (a)(()-[r:RELATED|SAME_AS
                                WHERE $as_of IS NULL OR r.first_seen IS NULL
                                   OR r.first_seen <= $as_of]-()){1,6}(b)
  RETURN p
}
RETURN [n IN nodes(p) | n {.id, .name, .type, .importance, .user_id}] AS nodes
