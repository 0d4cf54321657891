// The memories that pass the filters of record types, speakers, known_at and as_of together,
// nearest first (search/scoped_nearest): after each one's own index found more than it scans
// (search/scope_types, _speakers, _known, _asof), or for speakers whose names the full-text
// index cannot hold. It reads the user's memories until $scope_max + 1
// pass: few when the filters keep many (then the ANN request answers), all of them when the
// filters keep few, which still costs less than widening the ANN request to find those few.
MATCH (m:Memory)
WHERE m.user_id = $user_id
  AND ($types IS NULL OR m.record_type IN $types)
  AND ($speakers IS NULL OR toLower(m.sender) IN $speakers)
  AND ($known_at IS NULL OR m.recorded_at <= $known_at)
  AND ($as_of IS NULL OR m.valid_from <= $as_of)
// include: search/scoped_nearest
