"""Curation: the derived layer's jobs (episodes, tasks, working memory, consolidation, pattern
discovery, decay, rebuild), the job registry, leases and the scheduler.

Everything here is derived from Records: it never changes one, and `rebuild` reproduces it.
"""
