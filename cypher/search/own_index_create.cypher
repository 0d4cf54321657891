// A user's own vector index, over their owner label (retrieve/own_index.py). A schema statement
// takes no parameters: __INDEX__ and __LABEL__ are replaced by the quoted index name and label.
// The same settings as the shared memory_embedding (cypher/schema.cypher).
CREATE VECTOR INDEX __INDEX__ IF NOT EXISTS FOR (m:__LABEL__) ON m.embedding
  OPTIONS {indexConfig: {`vector.dimensions`: 384, `vector.similarity_function`: 'cosine',
                         `vector.quantization.enabled`: false}}
