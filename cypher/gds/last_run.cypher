// The graph size at the user's last GDS run.
MATCH (g:GdsRun {user_id: $user_id})
RETURN g.entities AS entities, g.relations AS relations, g.at AS at, g.mode AS mode
