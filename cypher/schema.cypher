// Applied idempotently at start-up (graphmem.store.schema). One statement per `;`.
CREATE CONSTRAINT record_id IF NOT EXISTS FOR (r:Record) REQUIRE r.id IS UNIQUE;
CREATE CONSTRAINT record_user_source_ref IF NOT EXISTS FOR (r:Record) REQUIRE (r.user_id, r.source_ref) IS UNIQUE;
CREATE CONSTRAINT record_user_seq IF NOT EXISTS FOR (r:Record) REQUIRE (r.user_id, r.seq) IS UNIQUE;
CREATE CONSTRAINT user_head IF NOT EXISTS FOR (h:UserHead) REQUIRE h.user_id IS UNIQUE;
CREATE INDEX user_head_touched IF NOT EXISTS FOR (h:UserHead) ON (h.touched_at);
CREATE INDEX user_head_rebuild IF NOT EXISTS FOR (h:UserHead) ON (h.rebuild_started_at);
CREATE CONSTRAINT memory_id IF NOT EXISTS FOR (m:Memory) REQUIRE m.id IS UNIQUE;
CREATE CONSTRAINT entity_id IF NOT EXISTS FOR (e:Entity) REQUIRE e.id IS UNIQUE;
CREATE CONSTRAINT entity_user_key IF NOT EXISTS FOR (e:Entity) REQUIRE (e.user_id, e.key) IS UNIQUE;
CREATE CONSTRAINT job_id IF NOT EXISTS FOR (j:Job) REQUIRE j.id IS UNIQUE;
// Quantization off (Neo4j's default is on): an import of 3000 turns into a 100k-memory store
// cost Neo4j 8.7 CPU-seconds instead of 15.7, the first import after the index was populated 80
// (its segments' int8 copies are quantized again when they merge), and the index finds 99.0% of
// the exact top 10 instead of 93.5%, with exact scores. An older index built with quantization is
// dropped and populated again at start-up (graphmem/store/schema.py INDEX_CONFIG).
// It holds the memories of the users who have joined it (label `Vectored`): a small user in a
// shared store is searched by an exact scan, so their writes skip its inserts and merges
// (graphmem/retrieve/shared_index.py). An index of every :Memory, as older graphmem made it, is
// replaced at start-up (graphmem/store/schema.py VECTOR_LABEL).
CREATE VECTOR INDEX memory_embedding IF NOT EXISTS FOR (m:Vectored) ON m.embedding
  OPTIONS {indexConfig: {`vector.dimensions`: 384, `vector.similarity_function`: 'cosine',
                         `vector.quantization.enabled`: false}};
// user_id is indexed beside the text so a keyword query is narrowed to one user inside Lucene,
// before its limit applies (search/keyword.cypher still filters exactly afterwards). The sender is
// indexed too: "what did Caroline say" must match Caroline's turns, not the turns addressed to her.
DROP INDEX memory_text IF EXISTS;
DROP INDEX memory_text_user IF EXISTS;
CREATE FULLTEXT INDEX memory_keyword IF NOT EXISTS FOR (m:Memory) ON EACH [m.text, m.sender, m.user_id]
  OPTIONS {indexConfig: {`fulltext.analyzer`: 'english'}};
CREATE FULLTEXT INDEX entity_names IF NOT EXISTS FOR (e:Entity) ON EACH [e.name, e.aliases_text];
// Whether an entity speaks in its user's memories (search/senders). Entities written before the
// flag existed get it first (graphmem/store/schema.py BACKFILLS).
CREATE INDEX entity_user_sender IF NOT EXISTS FOR (e:Entity) ON (e.user_id, e.sender);
CREATE INDEX memory_user IF NOT EXISTS FOR (m:Memory) ON (m.user_id);
CREATE INDEX memory_user_kind IF NOT EXISTS FOR (m:Memory) ON (m.user_id, m.kind);
CREATE INDEX memory_user_thread IF NOT EXISTS FOR (m:Memory) ON (m.user_id, m.thread_id);
// A thread's latest turns in event-time order without reading the thread: the tail a new turn
// is linked after (threads/tails, every write to a thread), the latest turns of a context.
CREATE INDEX memory_user_thread_time IF NOT EXISTS
  FOR (m:Memory) ON (m.user_id, m.thread_id, m.occurred_at);
CREATE INDEX memory_user_topic IF NOT EXISTS FOR (m:Memory) ON (m.user_id, m.topic_id);
// A state_object key's versions in event-time order (only state memories have state_kind): a
// new value is linked from its place on (memories/state_chain) and checked against the values
// of its own time (conflicts/state_detect_at), not against every version of the key.
CREATE INDEX memory_user_state_time IF NOT EXISTS
  FOR (m:Memory) ON (m.user_id, m.state_kind, m.state_key, m.occurred_at);
// Core memory (curate/core_memory): pinned memories carry the label Pinned (curate/
// apply_decisions), so this index holds only them; an index on `pinned` would hold every memory
// and cost each write. Memories pinned before the label existed get it first (BACKFILLS).
CREATE INDEX pinned_user IF NOT EXISTS FOR (m:Pinned) ON (m.user_id);
CREATE INDEX memory_occurred IF NOT EXISTS FOR (m:Memory) ON (m.occurred_at);
CREATE INDEX memory_user_occurred IF NOT EXISTS FOR (m:Memory) ON (m.user_id, m.occurred_at);
// A search filtered by record type, by what was known at a time or by what was true at a time
// (search/scope_types, search/scope_known, search/scope_asof) seeks the memories inside the
// filter: without these it read every memory of the user to find a type they have none of
// (49 ms p50 at 100k memories).
CREATE INDEX memory_user_type IF NOT EXISTS FOR (m:Memory) ON (m.user_id, m.record_type);
CREATE INDEX memory_user_recorded IF NOT EXISTS FOR (m:Memory) ON (m.user_id, m.recorded_at);
CREATE INDEX memory_user_valid IF NOT EXISTS FOR (m:Memory) ON (m.user_id, m.valid_from);
// The dashboard map walks a user's memories most important first, then the latest
// (viz/nodes), stopping at its limit instead of sorting all of them.
CREATE INDEX memory_user_importance IF NOT EXISTS
  FOR (m:Memory) ON (m.user_id, m.importance, m.occurred_at);
// The default map's total is the user's memories less the archived ones (viz/totals): counted
// from this index, not by reading `archived` on each memory (41 -> 21 ms at 100k memories).
CREATE INDEX memory_user_archived IF NOT EXISTS FOR (m:Memory) ON (m.user_id, m.archived);
CREATE INDEX memory_record IF NOT EXISTS FOR (m:Memory) ON (m.record_id);
CREATE INDEX record_user_thread IF NOT EXISTS FOR (r:Record) ON (r.user_id, r.thread_id);
// POST /records/query walks a user's records in event-time order (records/query).
CREATE INDEX record_user_occurred IF NOT EXISTS FOR (r:Record) ON (r.user_id, r.occurred_at);
// POST /records/query by record type or by sender walks these in event-time order
// (records/query_types, records/query_sender), so a type or a sender with few records is read
// alone, not found by walking all the user's records.
CREATE INDEX record_user_type_time IF NOT EXISTS FOR (r:Record) ON (r.user_id, r.type, r.occurred_at);
CREATE INDEX record_user_sender_time IF NOT EXISTS
  FOR (r:Record) ON (r.user_id, r.sender, r.occurred_at);
CREATE INDEX record_user_state IF NOT EXISTS FOR (r:Record) ON (r.user_id, r.kind, r.key);
CREATE INDEX record_user_path IF NOT EXISTS FOR (r:Record) ON (r.user_id, r.source_path);
CREATE INDEX record_user_prev IF NOT EXISTS FOR (r:Record) ON (r.user_id, r.prev_source_ref);
CREATE INDEX record_user_supersedes IF NOT EXISTS FOR (r:Record) ON (r.user_id, r.supersedes);
CREATE INDEX record_recorded IF NOT EXISTS FOR (r:Record) ON (r.recorded_at);
CREATE INDEX record_user_recorded IF NOT EXISTS FOR (r:Record) ON (r.user_id, r.recorded_at);
CREATE CONSTRAINT lease_name IF NOT EXISTS FOR (l:Lease) REQUIRE l.name IS UNIQUE;
CREATE CONSTRAINT job_run_key IF NOT EXISTS FOR (r:JobRun) REQUIRE r.key IS UNIQUE;
CREATE INDEX decision_user IF NOT EXISTS FOR (d:Decision) ON (d.user_id, d.memory_id);
CREATE INDEX evidence_user IF NOT EXISTS FOR (v:Evidence) ON (v.user_id, v.memory_id);
CREATE CONSTRAINT conversation_user_id IF NOT EXISTS FOR (c:Conversation) REQUIRE (c.user_id, c.id) IS UNIQUE;
CREATE CONSTRAINT turn_user_record IF NOT EXISTS FOR (t:Turn) REQUIRE (t.user_id, t.conversation_id, t.record_id) IS UNIQUE;
CREATE INDEX turn_user_conversation IF NOT EXISTS FOR (t:Turn) ON (t.user_id, t.conversation_id);
CREATE CONSTRAINT viz_projection_user IF NOT EXISTS FOR (p:VizProjection) REQUIRE p.user_id IS UNIQUE;
