// An entity's `mentions` counts the memories a writer's records gave (turns, chunks, states,
// observations), not the ones curation derived from them (episodes, facts, working memory,
// summaries): what it counts must not depend on when curation ran, nor differ after a rebuild.
// A write counts the MENTIONS degree, which Neo4j keeps without walking the edges, less
// `curated_mentions`, which this statement (the `mentions` job, after the others) walks for.
MATCH (e:Entity {user_id: $user_id})
WITH e, COUNT { (e)<-[:MENTIONS]-(m:Memory)
                WHERE NOT m.kind IN ['turn', 'chunk', 'state', 'observation'] } AS curated
WITH e, curated, COUNT { (e)<-[:MENTIONS]-() } - curated AS mentions
WHERE e.curated_mentions IS NULL OR e.curated_mentions <> curated OR e.mentions <> mentions
SET e.curated_mentions = curated, e.mentions = mentions
RETURN count(e) AS recounted
