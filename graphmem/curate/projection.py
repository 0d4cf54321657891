"""The dashboard map's positions: a 3-D PCA projection of each user's memory embeddings.

A curation job, never run by a request. Per user it keeps a PCA basis (mean, three components,
per-axis scale) on a `:VizProjection` node and writes `Memory.viz_pos` ([x, y, z]) tagged with
`Memory.viz_basis` (the basis id). New memories are projected with the stored basis, so existing
positions do not move; the basis is refitted (and every memory re-placed) only when it is stale:
none yet, another embedding dimension, fitted on too few memories, or the user's embedded
memories have grown by more than REFIT_GROWTH since the fit. UMAP would be used if it were
installed; it is not a dependency, so the projection is PCA (numpy SVD).
"""

from __future__ import annotations

import time
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

import numpy as np

from graphmem.curate import lease
from graphmem.models import iso
from graphmem.store.driver import Store
from graphmem.store.queries import query

AXES = 3
SPREAD = 100.0            # one standard deviation along each axis, in map units
REFIT_GROWTH = 1.5        # refit once the embedded memories number 1.5x those of the fit
MIN_FIT = 8               # a basis fitted on fewer memories is refitted as soon as more arrive
MAX_FIT_SAMPLES = 20_000  # the fit uses a random sample this large; every memory is projected
PAGE = 2_000              # memories read and written per transaction


@dataclass
class Basis:
    basis_id: str
    mean: np.ndarray          # (dim,)
    components: np.ndarray    # (3, dim)
    scale: np.ndarray         # (3,)
    fitted_count: int
    fitted_at: str
    explained_variance: list[float]

    @property
    def dim(self) -> int:
        return int(self.mean.shape[0])

    def project(self, vectors: np.ndarray) -> np.ndarray:
        return ((vectors - self.mean) @ self.components.T) * self.scale

    def props(self) -> dict[str, Any]:
        return {"basis_id": self.basis_id, "dim": self.dim, "mean": self.mean.tolist(),
                "components": self.components.reshape(-1).tolist(),
                "scale": self.scale.tolist(), "fitted_count": self.fitted_count,
                "fitted_at": self.fitted_at, "explained_variance": self.explained_variance,
                "method": "pca"}

    @classmethod
    def from_props(cls, props: dict[str, Any] | None) -> Basis | None:
        if not props or not props.get("mean"):
            return None
        mean = np.asarray(props["mean"], dtype=np.float64)
        components = np.asarray(props["components"], dtype=np.float64).reshape(AXES, -1)
        return cls(props["basis_id"], mean, components,
                   np.asarray(props["scale"], dtype=np.float64), int(props["fitted_count"]),
                   props.get("fitted_at") or "", list(props.get("explained_variance") or []))


def fit_basis(sample: np.ndarray, count: int | None = None) -> Basis:
    """PCA of the centred sample (a refit draws it: `sample_rows`), from its covariance
    (dim x dim) rather than an SVD of the sample, whose workspace and left vectors took ~300 MB
    for 20,000 x 384; signs fixed so a refit does not mirror the map. `count`: how many
    memories the sample stands for (default: its rows)."""
    n, dim = sample.shape
    sample = sample.astype(np.float64)
    mean = sample.mean(axis=0)
    sample -= mean  # centred in place
    scatter = sample.T @ sample
    components = np.zeros((AXES, dim))
    variance = np.zeros(AXES)
    if len(sample) > 1:
        values, axes = np.linalg.eigh(scatter)  # ascending
        k = min(AXES, len(sample), dim)
        components[:k] = axes[:, ::-1][:, :k].T
        variance[:k] = np.clip(values[::-1][:k], 0.0, None) / (len(sample) - 1)
    for i in range(AXES):
        pivot = int(np.argmax(np.abs(components[i])))
        if components[i, pivot] < 0:
            components[i] = -components[i]
    std = np.sqrt(variance)
    scale = np.where(std > 1e-9, SPREAD / np.maximum(std, 1e-9), 1.0)
    total = float(np.trace(scatter) / max(1, len(sample) - 1)) or 1.0
    explained = [round(float(v) / total, 6) for v in variance]
    return Basis(uuid.uuid4().hex, mean, components, scale, n if count is None else count,
                 iso(datetime.now(UTC)), explained)


def is_stale(basis: Basis | None, embedded: int, dim: int | None) -> str | None:
    """Why the stored basis must be refitted, or None when it can keep placing new memories."""
    if basis is None:
        return "no basis yet"
    if dim is not None and dim != basis.dim:
        return f"embedding dimension changed ({basis.dim} -> {dim})"
    if basis.fitted_count < MIN_FIT and embedded > basis.fitted_count:
        return f"fitted on only {basis.fitted_count} memories"
    if embedded > basis.fitted_count * REFIT_GROWTH:
        return f"memories grew from {basis.fitted_count} to {embedded}"
    return None


def run_projection(services, user_id: str, refit: bool = False) -> dict[str, Any]:
    """Place the user's memories on the dashboard map (the curation job named 'projection').
    Its writes are fenced by the curation lease when it runs under one (registry, rebuild)."""
    return Projector(services.store).run(user_id, refit=refit)


def run(services, user_id: str, clock=None) -> dict[str, Any]:
    """The registry's entry point: (services, user_id, clock) -> counts."""
    return run_projection(services, user_id)


class Projector:
    def __init__(self, store: Store):
        self.store = store

    def run(self, user_id: str, refit: bool = False) -> dict[str, Any]:
        started = time.perf_counter()
        state = self.store.read("viz/projection_get", user_id=user_id)[0]
        basis = Basis.from_props(state["basis"])
        embedded = int(state["embedded"])
        out: dict[str, Any] = {"job": "projection", "user_id": user_id, "memories": embedded,
                               "action": "none", "projected": 0, "reason": None}
        if embedded == 0:
            return self._done(out, basis, started)
        reason = "requested" if refit else is_stale(basis, embedded, None)
        if basis is not None and reason is None:
            # The stored basis may predate a change of embedding model: check one vector.
            probe = self._pending(user_id, basis.basis_id, 1)
            if probe[1].size and probe[1].shape[1] != basis.dim:
                reason = is_stale(basis, embedded, probe[1].shape[1])
        if reason is not None:
            basis = self._refit(user_id, embedded)
            out.update(action="refit", reason=reason, projected=basis.fitted_count)
        assert basis is not None
        placed = self._place_pending(user_id, basis)
        if placed and out["action"] == "none":
            out["action"] = "incremental"
        out["projected"] += placed
        return self._done(out, basis, started)

    @staticmethod
    def _done(out: dict[str, Any], basis: Basis | None, started: float) -> dict[str, Any]:
        if basis is not None:
            out.update(basis_id=basis.basis_id, fitted_count=basis.fitted_count,
                       fitted_at=basis.fitted_at, explained_variance=basis.explained_variance)
        out["elapsed_ms"] = round((time.perf_counter() - started) * 1000, 1)
        return out

    def _refit(self, user_id: str, embedded: int) -> Basis:
        # Two passes, so that only the sample and a page are ever held: stacking every vector
        # and placing them all at once took +568 MB for a user of 104k memories.
        ids, sample = self.store.read_tx(_sample_embeddings, user_id, embedded)
        basis = fit_basis(sample, count=len(ids))
        lease.write(self.store, "viz/projection_save", user_id=user_id, props=basis.props())
        for start in range(0, len(ids), PAGE):
            rows = self.store.read_values("viz/embeddings_of", user_id=user_id,
                                          ids=ids[start:start + PAGE])
            page_ids, vectors = _matrix(rows)
            if page_ids:
                self._write_positions(user_id, basis, page_ids, basis.project(vectors))
        return basis

    def _place_pending(self, user_id: str, basis: Basis) -> int:
        """Project, with the stored basis, what it has not placed yet; positions already placed
        stay where they are."""
        placed = 0
        while True:
            ids, vectors = self._pending(user_id, basis.basis_id, PAGE)
            if not ids:
                return placed
            if vectors.shape[1] != basis.dim:
                raise ValueError(f"memory embeddings have {vectors.shape[1]} dimensions, the map's "
                                 f"basis {basis.dim}: refit the projection")
            self._write_positions(user_id, basis, ids, basis.project(vectors))
            placed += len(ids)

    def _pending(self, user_id: str, basis_id: str, page: int) -> tuple[list[str], np.ndarray]:
        rows = self.store.read_values("viz/embeddings_pending", user_id=user_id,
                                      basis_id=basis_id, page=page)
        return _matrix(rows)

    def _write_positions(self, user_id: str, basis: Basis, ids: list[str],
                         positions: np.ndarray) -> None:
        rounded = np.round(positions, 3).tolist()
        for start in range(0, len(ids), PAGE):
            rows = [{"id": i, "pos": p} for i, p in
                    zip(ids[start:start + PAGE], rounded[start:start + PAGE], strict=True)]
            lease.write(self.store, "viz/set_positions", user_id=user_id,
                        basis_id=basis.basis_id, rows=rows)


def _matrix(rows: list[dict[str, Any]]) -> tuple[list[str], np.ndarray]:
    if not rows:
        return [], np.zeros((0, 0), dtype=np.float32)
    return [r["id"] for r in rows], np.asarray([r["embedding"] for r in rows], dtype=np.float32)


def _sample_embeddings(tx, user_id: str, expected: int) -> tuple[list[str], np.ndarray]:
    """Every embedded memory's id, and the embeddings of a sample of them (MAX_FIT_SAMPLES,
    drawn by position among the `expected` the user had when counted), as they stream."""
    return sample_rows(tx.run(query("viz/embeddings"), {"user_id": user_id}), expected)


def sample_rows(records, expected: int,
                rng: np.random.Generator | None = None) -> tuple[list[str], np.ndarray]:
    """(ids of all the records, float32 embeddings of the sampled ones)."""
    rng = rng or np.random.default_rng(0)
    keep = None if expected <= MAX_FIT_SAMPLES else set(
        rng.choice(expected, MAX_FIT_SAMPLES, replace=False).tolist())
    ids: list[str] = []
    sample: list[np.ndarray] = []
    for position, record in enumerate(records):
        ids.append(record["id"])
        if keep is None or position in keep:
            # float32 at once: 20,000 lists of Python floats would hold 250 MB
            sample.append(np.asarray(record["embedding"], dtype=np.float32))
    if not sample:
        return ids, np.zeros((0, 0), dtype=np.float32)
    return ids, np.stack(sample)
