"""The services of one process: one driver, one embedder, one entity pipeline, shared by the
API, the MCP server, the CLI and the tests."""

from __future__ import annotations

import gc
import logging
import threading
from functools import cached_property

from graphmem.config import Settings, get_settings
from graphmem.store.driver import Store
from graphmem.store.schema import apply_schema

log = logging.getLogger(__name__)

# Collect the youngest objects once this many more were made than freed (CPython: 700). A search
# makes thousands of short-lived dicts and lists; at 700 the collector ran four times a search.
GC_YOUNG_THRESHOLD = 10_000


def settle_heap() -> None:
    """Set the cyclic garbage collector for a long-running process, once its lasting objects
    (models, pipeline, word tables: ~660k) are built. They move out of its sight (`gc.freeze`),
    so a full collection no longer walks them all: one took 450 ms, holding every thread, in
    300 searches at 100k memories. And the young objects are collected less often."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(GC_YOUNG_THRESHOLD, *gc.get_threshold()[1:])


class Services:
    def __init__(self, settings: Settings | None = None):
        self.settings = settings or get_settings()
        self.store = Store(self.settings)
        # Set when the process stops: long work (a rebuild) ends at its next step instead of
        # being cut off with the driver (curate/rebuild.py).
        self.stopping = threading.Event()
        self._froze = False
        self._warm_up = None
        self._trimmer = None

    def bootstrap(self) -> Services:
        apply_schema(self.store)
        return self

    def warm(self) -> Services:
        """Load the models and build the searcher now, not on the first request (which would
        wait seconds for them); then settle the heap around them (settle_heap). For a process
        that serves: `graphmem serve`, the MCP server, the benchmarks."""
        self.embedder.encode_query("warm up")
        self.writer, self.searcher  # noqa: B018  (built now: they load the entity pipeline)
        settle_heap()
        self._froze = True
        if self._trimmer is None:  # warmed again: one trimmer is enough
            from graphmem.heap import HeapTrimmer

            self._trimmer = HeapTrimmer(self.settings.heap_trim_s).start()
        return self

    def warm_up_searches(self):
        """Run a few searches in the background now (`settings.warm_searches`): the first ones
        after Neo4j starts take seconds (retrieve/warm_up.py). For a process that serves."""
        from graphmem.retrieve.warm_up import WarmUp

        self._warm_up = WarmUp(self.store, self.searcher, self.settings.warm_searches).start()
        return self._warm_up

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
    def episodes(self):
        """Refreshes thread episodes in the background as turns arrive (`flush` waits)."""
        from graphmem.curate.refresh import EpisodeRefresher

        return EpisodeRefresher(self.store, self.embedder, nice=self.settings.background_nice)

    @cached_property
    def committed(self):
        """Told the user of every write this process commits (the proxy's gate listens)."""
        from graphmem.ingest.writer import CommitSignal

        return CommitSignal()

    @cached_property
    def shared_index(self):
        """Joins users to the shared vector index (writes and searches share one)."""
        from graphmem.retrieve.shared_index import SharedIndex

        return SharedIndex(self.store, self.settings.vector_copy_max,
                           nice=self.settings.background_nice)

    @cached_property
    def writer(self):
        from graphmem.ingest.writer import RecordWriter

        episodes = self.episodes if self.settings.episodes_on_write else None
        return RecordWriter(self.store, self.embedder, self.extractor, episodes=episodes,
                            committed=self.committed, facets=self.settings.facets,
                            slice_records=self.settings.import_slice_records,
                            nice=self.settings.background_nice,
                            shared_index=self.shared_index)

    @cached_property
    def access(self):
        """Writes search hits' access statistics in the background (`flush` writes now)."""
        from graphmem.retrieve.access import AccessLog

        return AccessLog(self.store, interval_s=self.settings.access_flush_s,
                         nice=self.settings.background_nice)

    @cached_property
    def searcher(self):
        from graphmem.retrieve.search import Searcher

        access = self.access if self.settings.record_access else None
        return Searcher(self.store, self.embedder, self.extractor, self.settings, access=access,
                        shared_index=self.shared_index)

    @cached_property
    def context(self):
        from graphmem.retrieve import people  # noqa: F401  (registers the person-card layer)
        from graphmem.retrieve.context import ContextAssembler

        return ContextAssembler(self.store, self.searcher,
                                core_tokens=self.settings.core_memory_tokens)

    @cached_property
    def conversations(self):
        from graphmem.ingest.conversations import Reconciler

        return Reconciler(self.store, self.writer)

    @cached_property
    def curator(self):
        from graphmem.curate.service import Curator

        return Curator(self)

    @cached_property
    def time_reader(self):
        from graphmem.retrieve.asof import TimeReader

        return TimeReader(self.store)

    @cached_property
    def conflicts(self):
        from graphmem.retrieve.conflicts import Conflicts

        return Conflicts(self.store)

    @cached_property
    def entity_index(self):
        from graphmem.retrieve.entities import EntityIndex

        return EntityIndex(self.store)

    @cached_property
    def connector(self):
        from graphmem.retrieve.connect import Connector

        return Connector(self.store, self.entity_index)

    @cached_property
    def resolver(self):
        from graphmem.curate.resolve import Resolver

        return Resolver(self.store)

    @cached_property
    def people(self):
        from graphmem.retrieve.people import People

        return People(self.store)

    @cached_property
    def proxy(self):
        from graphmem.proxy.pipeline import Proxy

        return Proxy(self)

    def close(self) -> None:
        self.stopping.set()
        if "proxy" in self.__dict__:
            self.proxy.close()
        if "curator" in self.__dict__:
            self.curator.close()
        if "episodes" in self.__dict__:  # after the proxy: its last writes queue refreshes
            self.episodes.close()
        if "access" in self.__dict__:
            self.access.close()
        if self._warm_up is not None:  # its searches, before the searcher closes
            self._warm_up.stop()
        if "searcher" in self.__dict__:  # its background reads, before the driver goes
            self.searcher.close()
        if "shared_index" in self.__dict__:
            self.shared_index.close()
        self.store.close()
        if self._trimmer is not None:
            self._trimmer.close()
            self._trimmer = None
        if self._froze:
            # Frozen objects are not freed at exit; native extensions then report them leaked.
            gc.unfreeze()
            self._froze = False
