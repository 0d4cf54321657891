"""The services of one process: one driver, one embedder, one entity pipeline, shared by the
API, the MCP server, the CLI and the tests."""

from __future__ import annotations

import logging
from functools import cached_property

from graphmem.config import Settings, get_settings
from graphmem.store.driver import Store
from graphmem.store.schema import apply_schema

log = logging.getLogger(__name__)


class Services:
    def __init__(self, settings: Settings | None = None):
        self.settings = settings or get_settings()
        self.store = Store(self.settings)

    def bootstrap(self) -> Services:
        apply_schema(self.store)
        return self

    @cached_property
    def embedder(self):
        from graphmem.nlp.embedder import get_embedder

        return get_embedder()

    @cached_property
    def extractor(self):
        if not self.settings.ner_enabled:
            return None
        from graphmem.nlp.entities import load_extractor

        return load_extractor()

    @cached_property
    def writer(self):
        from graphmem.ingest.writer import RecordWriter

        return RecordWriter(self.store, self.embedder, self.extractor)

    @cached_property
    def searcher(self):
        from graphmem.retrieve.search import Searcher

        return Searcher(self.store, self.embedder, self.extractor, self.settings)

    def close(self) -> None:
        self.store.close()
