// NeoDash: the selected user's layers at a glance: records by type, memories by kind.
CALL () {
  MATCH (r:Record) WHERE r.user_id = $user_id
  RETURN 'record' AS layer, r.type AS kind, count(*) AS count
  UNION ALL
  MATCH (m:Memory) WHERE m.user_id = $user_id
  RETURN 'memory' AS layer, m.kind AS kind, count(*) AS count
  UNION ALL
  MATCH (e:Entity) WHERE e.user_id = $user_id
  RETURN 'entity' AS layer, e.type AS kind, count(*) AS count
}
RETURN layer, kind, count
ORDER BY layer, count DESC
