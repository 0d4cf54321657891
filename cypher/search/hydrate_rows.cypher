// The filters of /search, all of them, once, and the fields that score a candidate: the end of
// search/hydrate and search/vector_hydrate (included where they say so), given `m`, a memory,
// and `known`, its cosine to the query when the vector index gave it (else null).
WITH m, known
WHERE m.user_id = $user_id
  AND ($kinds IS NULL OR m.kind IN $kinds)
  AND ($types IS NULL OR m.record_type IN $types)
  AND ($thread_id IS NULL OR m.thread_id = $thread_id)
  AND ($topic_id IS NULL OR m.topic_id = $topic_id)
  AND ($speakers IS NULL OR toLower(m.sender) IN $speakers)
  AND ($since IS NULL OR m.occurred_at >= $since)
  AND ($until IS NULL OR m.occurred_at <= $until)
  // archived for decay (long unread) is still found by a question ($include_decayed)
  AND ($include_archived OR NOT coalesce(m.archived, false)
       OR ($include_decayed AND m.archive_reason = 'decay'))
  AND ($known_at IS NULL OR m.recorded_at <= $known_at)
  AND ($as_of IS NULL OR m.valid_from <= $as_of)
  // A thread's episode sums up all its turns: as of a time, or until one, only an episode whose
  // last turn came by then (a later turn's words would be in its text).
  AND (($as_of IS NULL AND $until IS NULL) OR m.last_turn_at IS NULL
       OR (m.last_turn_at <= coalesce($as_of, $until) AND m.last_turn_at <= coalesce($until, $as_of)))
  AND (m.expires_at IS NULL OR m.expires_at > $now OR $include_archived)
  AND ($include_superseded OR NOT EXISTS {
        MATCH (m)-[s:SUPERSEDED_BY]->(n:Memory)
        WHERE ($known_at IS NULL OR n.recorded_at <= $known_at)
          // when it was superseded: the successor's start, or later for a chunk a new
          // version of its document left out (its successor a kept chunk that began before);
          // by now, without as_of: a value dated next year leaves today's current
          AND coalesce(s.at, n.valid_from) <= coalesce($as_of, $now)
      })
  // As known at known_at, a memory is superseded by any later one of its chain known then, not
  // only by the next: a value that arrived late for an earlier date sits between two values
  // known before it. Apart, so that a search without known_at skips it at once.
  AND ($include_superseded OR $known_at IS NULL OR NOT EXISTS {
        MATCH p = (m)-[:SUPERSEDED_BY*2..50]->(n:Memory)
        WHERE n.recorded_at <= $known_at
          AND ($as_of IS NULL OR coalesce(last(relationships(p)).at, n.valid_from) <= $as_of)
      })
// Each property read walks the node's property chain (a memory has thirty-odd), so only what
// scores is read here (273 candidates at 100k memories took 17.7 ms with every result field,
// 10-12 ms so); the fields a shown result adds come from search/page.
RETURN collect({
  memory_id: m.id, kind: m.kind, text: m.text, thread_id: m.thread_id,
  sender: m.sender, occurred_at: m.occurred_at, decay_class: m.decay_class, pinned: m.pinned,
  importance: m.importance,
  // read only where they score: the access clock (manager mode), an open task; each property
  // read is ~3 us a candidate (0.38 ms of a 7.0 ms call at 100k memories)
  last_accessed_at: CASE WHEN $access_clock THEN m.last_accessed_at END,
  task_status: CASE WHEN m.kind = 'task' THEN m.task_status END,
  // a discovered pattern's confidence decays at read time (retrieve/signals.py)
  discovered: CASE WHEN m.discovered THEN {confidence: m.confidence,
                                           pattern_last_seen: m.pattern_last_seen,
                                           activity_at: m.activity_at} END,
  // the vector request already scored its hits; only the other candidates read an embedding
  cosine: CASE WHEN known IS NOT NULL THEN known
               ELSE 2 * vector.similarity.cosine(m.embedding, $vector) - 1 END,
  // [key, type] of what the text names (the sender alone does not count), when they score
  // (Searcher._hydrate_params). MENTIONS and NEXT join memories of one user only (ingest
  // writes them so), so the far ends need no check.
  entities: CASE WHEN $with_entities
            THEN [(m)-[r:MENTIONS]->(e) WHERE coalesce(r.in_text, true) | [e.key, e.type]]
            ELSE [] END,
  // thread neighbours: evidence often sits next to what matched, and an answer after its
  // question (the turn before, on its own, for the reply signal)
  previous: [(n)-[:NEXT]->(m) | n.id],
  following: [(m)-[:NEXT]->(n) | n.id]
}) AS rows
