// What the map shows at event time T: which memories exist yet, how faded they are, which
// have been superseded. Pure functions over the node list from GET /viz/graph.

export const DAY_MS = 86400000;
export const MIN_ALPHA = 0.45;

export const HIDDEN = 0;
export const LIVE = 1;
export const SUPERSEDED = 2;

export function parseTime(value) {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/** Adds the numeric times the scrubber needs to each node (once, after loading). */
export function prepareNodes(nodes) {
  for (const n of nodes) {
    n._from = parseTime(n.valid_from) ?? parseTime(n.occurred_at) ?? 0;
    n._to = parseTime(n.valid_to);
    n._accessed = parseTime(n.last_accessed_at);
  }
  return nodes;
}

/** The span of the replay: first memory to the last change (a memory or a supersede). */
export function timeSpan(nodes) {
  let min = Infinity;
  let max = -Infinity;
  for (const n of nodes) {
    if (n._from < min) min = n._from;
    if (n._from > max) max = n._from;
    if (n._to != null && n._to > max) max = n._to;
  }
  if (!Number.isFinite(min)) return { min: 0, max: 0 };
  if (max <= min) max = min + DAY_MS;
  return { min, max };
}

/** The ranking's decay (graphmem.retrieve.signals.decay_factor) as it was at time t. */
export function decayAt(node, t, halfLives) {
  const halfLife = halfLives[node.decay_class || 'medium'];
  if (node.pinned || halfLife == null) return 1;
  const since = node._accessed != null && node._accessed <= t ? node._accessed : node._from;
  const days = Math.max(0, (t - since) / DAY_MS);
  return Math.exp((-Math.LN2 / halfLife) * days);
}

export function alphaFor(decay) {
  return MIN_ALPHA + (1 - MIN_ALPHA) * Math.max(0, Math.min(1, decay));
}

/**
 * Fills `out` (a Float32Array of 2 per node: state, alpha) for time t; `live` uses the server's
 * decay factors (they count accesses up to now). Returns how many are visible and superseded.
 */
export function statesAt(nodes, t, halfLives, live, out) {
  let visible = 0;
  let superseded = 0;
  for (let i = 0; i < nodes.length; i++) {
    const n = nodes[i];
    let state;
    let alpha;
    if (live) {
      state = n.superseded ? SUPERSEDED : LIVE;
      alpha = alphaFor(n.decay_factor);
    } else if (n._from > t) {
      state = HIDDEN;
      alpha = 0;
    } else {
      state = n._to != null && n._to <= t ? SUPERSEDED : LIVE;
      alpha = alphaFor(decayAt(n, t, halfLives));
    }
    if (state === SUPERSEDED) {
      alpha = Math.min(alpha, 0.45);
      superseded++;
    }
    if (state !== HIDDEN) visible++;
    out[2 * i] = state;
    out[2 * i + 1] = alpha;
  }
  return { visible, superseded };
}

export function formatTime(ms) {
  if (ms == null || !Number.isFinite(ms)) return '';
  return new Date(ms).toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
}
