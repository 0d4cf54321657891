"""One settings object for the whole service, read from the environment (NEO4J_*, GRAPHMEM_*)."""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

REPO_ROOT = Path(__file__).resolve().parent.parent


class Neo4jSettings(BaseSettings):
    """Where Neo4j is. With `uri` unset, graphmem starts its own local server (the default)."""

    model_config = SettingsConfigDict(env_prefix="NEO4J_", extra="ignore")

    uri: str | None = None
    user: str = "neo4j"
    password: str = ""
    database: str = "neo4j"


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="GRAPHMEM_", extra="ignore")

    neo4j: Neo4jSettings = Field(default_factory=Neo4jSettings)

    # The local Neo4j that `graphmem neo4j start` / `graphmem serve` run.
    home: Path = Field(default=REPO_ROOT / ".graphmem", description="data, logs and pid file")
    neo4j_home: Path = Field(default=REPO_ROOT / "neo4j" / "home",
                             description="jars (lib/, plugins/)")
    bolt_port: int = 7687
    http_port: int = 7474
    heap: str = "2g"
    pagecache: str = "2g"

    # API server
    host: str = "127.0.0.1"
    port: int = 8000
    api_keys: str = ""
    api_keys_file: Path | None = None

    # Models
    embedder_model: str = "all-MiniLM-L6-v2"
    # Texts per ONNX Runtime call. Smaller batches encode faster per text on these CPUs (less
    # padding, smaller attention buffers): 1500 LoCoMo turns 6.1 s at 16 against 8.2 at 64,
    # 200 document chunks 6.8 against 9.9; the same vectors (docs/DEVELOPING.md).
    embed_batch_size: int = 16
    model_cache: Path | None = Field(
        default=None, description="where the embedder's exported ONNX graph is kept "
        "(default $XDG_CACHE_HOME/graphmem or ~/.cache/graphmem)")

    # Limits
    max_content_bytes: int = 1024 * 1024
    max_body_bytes: int = 32 * 1024 * 1024
    max_import_records: int = 10_000
    query_timeout_s: float = 30.0
    rate_limit_per_minute: int = 6000

    # Retrieval
    vector_candidates: int = 200
    keyword_candidates: int = 100
    # How many embeddings of small users in a shared store a process keeps, so that their exact
    # vector search reads only ids and stamps from Neo4j (graphmem/retrieve/user_vectors.py;
    # ~1.5 KB each). 0: none kept, every such search reads the vectors.
    vector_copy_max: int = Field(default=50_000, ge=0)
    # Searches a starting server runs in the background as the users who wrote last: after
    # Neo4j starts, the first searches take seconds (graphmem/retrieve/warm_up.py). 0: none.
    warm_searches: int = Field(default=6, ge=0, le=100)

    # Ingest
    ner_enabled: bool = True
    # How far the threads that derive and write records, refresh episodes, run curation and
    # do a search's background reads and writes lower their priority (Linux nice, per
    # thread), so that searches run first on busy cores: during an import of 3000 turns
    # searches p50 57 -> 48 ms, p95 114 -> 94 (graphmem/priority.py). 0: background work
    # runs at the server's own priority.
    background_nice: int = Field(default=10, ge=0, le=19)
    # Refresh a thread's episode in the background after a write adds turns to it (the hourly
    # episodes job catches up on anything missed).
    episodes_on_write: bool = True
    # Embed each sentence of a multi-sentence turn too (search scores a turn by its best
    # sentence as well): LoCoMo dev R@5 0.612 -> 0.641. Costs embedding time on such turns.
    facets: bool = True
    # An import of more records commits in slices of about this many, each written while the
    # next is derived (0: one transaction per import). Only imports whose records all carry a
    # source_ref are sliced: a retry after a failed slice then skips what was written.
    import_slice_records: int = Field(default=250, ge=0)
    # Search hits update access_count / last_accessed_at (an access restarts the decay clock of
    # manager-mode recency, auto-archive and working memory; retrieve/recipes.py recency_clock),
    # written in the background every access_flush_s (retrieve/access.py).
    record_access: bool = True
    access_flush_s: float = Field(default=2.0, gt=0)

    # Curation (graphmem/curate): the scheduler, its cadences ("job=interval", s/m/h/d) and rules.
    scheduler: bool = True
    scheduler_tick_s: float = 60.0
    heap_trim_s: float = Field(default=60.0, ge=0)  # malloc's free pages back to the system
    schedule: str = ("episodes=1h,tasks=1h,working=1d,discovery=1d,decay=1d,gds=1h,"
                     "consolidate=7d,monthly=30d,mentions=1h,projection=10m,decisions=1h")
    lease_ttl_s: float = 300.0
    core_memory_tokens: int = Field(default=1000, ge=500, le=1500)
    archive_threshold: float = 0.01
    working_ttl_hours: float = 48.0
    working_session_gap_hours: float = 4.0
    task_ttl_days: float = 14.0
    consolidate_min_age_days: float = 7.0
    cluster_similarity: float = 0.5
    dedup_reinforce: float = 0.95
    dedup_log: float = 0.85
    discovery_half_life_days: float = 60.0

    # LLM proxy (graphmem/proxy): upstream bases in each SDK's own convention (OpenAI's ends in
    # /v1), and how long graphmem may take before a model call passes through without memory.
    upstream_anthropic: str = "https://api.anthropic.com"
    upstream_openai: str = "https://api.openai.com/v1"
    upstream_gemini: str = "https://generativelanguage.googleapis.com"
    proxy_connect_timeout_s: float = 10.0
    proxy_read_timeout_s: float = 600.0
    proxy_gate_timeout_s: float = 2.0
    proxy_memory_timeout_s: float = 10.0
    proxy_breaker_s: float = 5.0
    proxy_lease_ttl_s: float = 30.0
    proxy_lease_wait_s: float = 10.0
    proxy_workers: int = 4

    @property
    def bolt_uri(self) -> str:
        """The Neo4j graphmem uses: NEO4J_URI's, else the local one's."""
        return self.neo4j.uri or self.local_bolt_uri

    @property
    def local_bolt_uri(self) -> str:
        """The local Neo4j's (`graphmem neo4j ...`), whether or not NEO4J_URI is set."""
        return f"bolt://127.0.0.1:{self.bolt_port}"

    @property
    def model_cache_dir(self) -> Path | None:
        """None where no cache directory can be named (no HOME): the model is exported at
        each start instead."""
        if self.model_cache is not None:
            return self.model_cache
        # not under `home`: one export serves every store (the tests' too) on this machine
        try:
            cache = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
        except RuntimeError:  # Path.home() with neither HOME nor a passwd entry
            return None
        return Path(cache) / "graphmem"

    @property
    def uses_local_neo4j(self) -> bool:
        return self.neo4j.uri is None

    @property
    def local_mode(self) -> bool:
        """No keys configured: one user, `local`, on loopback only."""
        return not self.api_keys and self.api_keys_file is None


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    return Settings()
