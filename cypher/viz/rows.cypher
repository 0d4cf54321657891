// What a node of the map shows, for the $limit memories viz/nodes or viz/nodes_between chose
// (most important first, then the latest; viz/count counts all that pass beside it). A memory
// the projection job has not placed yet borrows the position of a placed neighbour (thread
// order, supersede chain, episode) or of any placed memory of its thread; the caller marks it
// unpositioned. With each memory come its edges, read while it is at hand (5,000 memories sought
// again by id in two more statements took ~290 ms beside each other, against ~70 ms more here):
// its structural edges (supersede chain, thread order, episode contents; the caller keeps those
// whose both ends are on the map) and the entities it mentions as a subject (the sender's own
// mention is left out: same speaker is not same subject), for the entity_overlap edges.
RETURN CASE WHEN $with_links THEN [(m)-[r:SUPERSEDED_BY|NEXT|CONTAINS]->(b:Memory)
                                   WHERE b.user_id = $user_id
                                   | [b.id, type(r), r.at, r.reason]] END AS links,
       CASE WHEN $with_mentions THEN [(m)-[r:MENTIONS]->(e:Entity)
                                      WHERE e.user_id = $user_id AND NOT coalesce(r.sender, false)
                                      | [e.key, e.name]] END AS mentions,
       m.id AS id, m.kind AS kind, left(m.text, 200) AS text, m.viz_pos AS position,
       m.importance AS importance, m.decay_class AS decay_class, m.pinned AS pinned,
       m.last_accessed_at AS last_accessed_at, m.access_count AS access_count,
       m.occurred_at AS occurred_at, m.recorded_at AS recorded_at,
       m.valid_from AS valid_from, m.valid_to AS valid_to,
       coalesce(m.superseded, false) AS superseded, m.thread_id AS thread_id,
       m.topic_id AS topic_id, m.sender AS sender, m.record_id AS record_id, m.seq AS seq,
       CASE WHEN m.viz_pos IS NULL THEN head(COLLECT {
         MATCH (m)-[:NEXT|FOLLOWS|SUPERSEDED_BY|CONTAINS]-(n:Memory)
         WHERE n.user_id = $user_id AND n.viz_pos IS NOT NULL
         RETURN n.viz_pos LIMIT 1
       }) END AS neighbour_pos,
       CASE WHEN m.viz_pos IS NULL AND m.thread_id IS NOT NULL THEN head(COLLECT {
         MATCH (n:Memory {user_id: $user_id, thread_id: m.thread_id})
         WHERE n.viz_pos IS NOT NULL
         RETURN n.viz_pos LIMIT 1
       }) END AS thread_pos
