// The memories of the speakers asked for, nearest first (search/scoped_nearest). No range index
// can match a sender regardless of case, so the full-text index's `sender` field finds them
// ($speakers_lucene: each speaker's name as a quoted phrase, scoped to the user;
// retrieve/lucene.py speakers_query): a speaker who never spoke is answered from the index
// instead of by reading every memory of the user (72 ms p50 at 100k memories). A phrase also
// matches a longer name ("Alice" in "Alice Smith"); search/hydrate_rows keeps the exact
// senders. Lucene's hits are cut at $scope_max + 1 before that, so a cut list counts as
// crowded, never as the whole scope.
CALL db.index.fulltext.queryNodes('memory_keyword', $speakers_lucene, {limit: $scope_max + 1})
YIELD node AS m
WHERE m.user_id = $user_id
// include: search/scoped_nearest
