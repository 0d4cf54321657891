// Applied idempotently at start-up (graphmem.store.schema). One statement per `;`.
CREATE CONSTRAINT record_id IF NOT EXISTS FOR (r:Record) REQUIRE r.id IS UNIQUE;
CREATE CONSTRAINT record_user_source_ref IF NOT EXISTS FOR (r:Record) REQUIRE (r.user_id, r.source_ref) IS UNIQUE;
CREATE CONSTRAINT record_user_seq IF NOT EXISTS FOR (r:Record) REQUIRE (r.user_id, r.seq) IS UNIQUE;
CREATE CONSTRAINT user_head IF NOT EXISTS FOR (h:UserHead) REQUIRE h.user_id IS UNIQUE;
CREATE CONSTRAINT memory_id IF NOT EXISTS FOR (m:Memory) REQUIRE m.id IS UNIQUE;
CREATE CONSTRAINT entity_id IF NOT EXISTS FOR (e:Entity) REQUIRE e.id IS UNIQUE;
CREATE CONSTRAINT entity_user_key IF NOT EXISTS FOR (e:Entity) REQUIRE (e.user_id, e.key) IS UNIQUE;
CREATE CONSTRAINT job_id IF NOT EXISTS FOR (j:Job) REQUIRE j.id IS UNIQUE;
CREATE VECTOR INDEX memory_embedding IF NOT EXISTS FOR (m:Memory) ON m.embedding
  OPTIONS {indexConfig: {`vector.dimensions`: 384, `vector.similarity_function`: 'cosine'}};
CREATE FULLTEXT INDEX memory_text IF NOT EXISTS FOR (m:Memory) ON EACH [m.text]
  OPTIONS {indexConfig: {`fulltext.analyzer`: 'english'}};
CREATE FULLTEXT INDEX entity_names IF NOT EXISTS FOR (e:Entity) ON EACH [e.name, e.aliases_text];
CREATE INDEX memory_user_kind IF NOT EXISTS FOR (m:Memory) ON (m.user_id, m.kind);
CREATE INDEX memory_user_thread IF NOT EXISTS FOR (m:Memory) ON (m.user_id, m.thread_id);
CREATE INDEX memory_user_topic IF NOT EXISTS FOR (m:Memory) ON (m.user_id, m.topic_id);
CREATE INDEX memory_occurred IF NOT EXISTS FOR (m:Memory) ON (m.occurred_at);
CREATE INDEX memory_record IF NOT EXISTS FOR (m:Memory) ON (m.record_id);
CREATE INDEX record_user_thread IF NOT EXISTS FOR (r:Record) ON (r.user_id, r.thread_id);
CREATE INDEX record_user_state IF NOT EXISTS FOR (r:Record) ON (r.user_id, r.kind, r.key);
CREATE INDEX record_user_path IF NOT EXISTS FOR (r:Record) ON (r.user_id, r.source_path);
CREATE INDEX record_user_prev IF NOT EXISTS FOR (r:Record) ON (r.user_id, r.prev_source_ref);
CREATE INDEX record_recorded IF NOT EXISTS FOR (r:Record) ON (r.recorded_at);
