// Open tasks every turn they were said in has since been corrected (superseded): what was to be
// done was taken back ("Correction: the certificate is already renewed"). A confirmed task is
// the person's own decision and stays. Retracted tasks leave open lists, context and summaries,
// as a rebuild (which no longer finds them in current turns) would leave them out.
MATCH (t:Memory {user_id: $user_id, kind: 'task'})
WHERE t.task_status = 'open' AND NOT coalesce(t.confirmed, false)
  AND EXISTS { (t)-[:DERIVED_FROM]->(:Record) }
  AND NOT EXISTS {
    MATCH (t)-[:DERIVED_FROM]->(:Record)<-[:DERIVED_FROM]-(turn:Memory {kind: 'turn'})
    WHERE NOT coalesce(turn.superseded, false)
  }
SET t.task_status = 'retracted', t.archived = true, t.retracted_at = $now,
    t.archive_reason = 'retracted'
RETURN count(t) AS retracted
