"""One settings object for the whole service, read from the environment (NEO4J_*, GRAPHMEM_*)."""

from __future__ import annotations

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
    neo4j_home: Path = Field(default=REPO_ROOT / "neo4j" / "home", description="jars (lib/, plugins/)")
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
    embed_batch_size: int = 64

    # Limits
    max_content_bytes: int = 1024 * 1024
    max_body_bytes: int = 32 * 1024 * 1024
    max_import_records: int = 10_000
    query_timeout_s: float = 30.0
    rate_limit_per_minute: int = 6000

    # Retrieval
    vector_candidates: int = 200
    keyword_candidates: int = 100

    # Ingest
    ner_enabled: bool = True

    @property
    def bolt_uri(self) -> str:
        return self.neo4j.uri or f"bolt://127.0.0.1:{self.bolt_port}"

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
