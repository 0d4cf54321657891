MATCH (m:Memory {id: $memory_id, user_id: $user_id})-[:HAS_EVIDENCE]->(v:Evidence)
WHERE v.user_id = $user_id
RETURN v.id AS id, v.text AS text, v.similarity AS similarity, v.record_ids AS record_ids,
       v.at AS at
ORDER BY v.at, v.id
