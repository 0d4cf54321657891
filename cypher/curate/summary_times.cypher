// When each summary was made and known (a project's as of its run, a community's at its gds
// run): a rebuild makes them again now, and gives back these times to the ones it makes with the
// same text (curate/restore_summary_times), so that a known_at search before the rebuild still
// finds them.
MATCH (m:Memory {user_id: $user_id, kind: 'summary'})
RETURN m.id AS id, m.text AS text, m.recorded_at AS recorded_at, m.occurred_at AS occurred_at,
       m.valid_from AS valid_from
