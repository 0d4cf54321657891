// The filters of POST /records/query, all of them, after the MATCH that seeks the user's records
// through whichever index suits the request (records/query_walk, _seek, _sender_walk,
// _type_walk).
WITH r
WHERE r.user_id = $user_id
  AND ($types IS NULL OR r.type IN $types)
  AND ($kinds IS NULL OR r.kind IN $kinds)
  AND ($keys IS NULL OR r.key IN $keys)
  AND ($thread_id IS NULL OR r.thread_id = $thread_id)
  AND ($topic_id IS NULL OR r.topic_id = $topic_id)
  AND ($sender IS NULL OR r.sender = $sender)
  AND ($source_path IS NULL OR r.source_path = $source_path)
  AND ($since IS NULL OR r.occurred_at >= $since)
  AND ($until IS NULL OR r.occurred_at <= $until)
  AND ($known_at IS NULL OR r.recorded_at <= $known_at)
