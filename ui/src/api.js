// The graphmem HTTP API as the dashboard uses it. The key (when the server has keys) is kept in
// sessionStorage: it lasts as long as the tab and is sent as `Authorization: Bearer`.
// Optional endpoints (lineage, derivations, entities, connect) are called only when the
// server's OpenAPI document lists them, so an older server degrades quietly instead of 404ing.

const KEY = 'graphmem.apiKey';
const USER = 'graphmem.userId';

export class ApiError extends Error {
  constructor(status, body) {
    super((body && body.message) || `HTTP ${status}`);
    this.status = status;
    this.body = body || {};
  }
}

export class Api {
  constructor(base = '') {
    this.base = base;
    this.paths = null;       // path templates from /openapi.json, normalised ('/records/{}/lineage')
  }

  get key() { return sessionStorage.getItem(KEY) || ''; }

  set key(value) {
    if (value) sessionStorage.setItem(KEY, value);
    else sessionStorage.removeItem(KEY);
  }

  get userId() { return sessionStorage.getItem(USER) || ''; }

  set userId(value) {
    if (value) sessionStorage.setItem(USER, value);
    else sessionStorage.removeItem(USER);
  }

  async request(method, path, { query, body } = {}) {
    const url = new URL(this.base + path, window.location.origin);
    for (const [name, value] of Object.entries(query || {})) {
      if (value == null || value === '') continue;
      if (Array.isArray(value)) value.forEach((v) => url.searchParams.append(name, v));
      else url.searchParams.set(name, value);
    }
    const headers = { Accept: 'application/json' };
    if (this.key) headers.Authorization = `Bearer ${this.key}`;
    let payload;
    if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(url, { method, headers, body: payload });
    const text = await response.text();
    let data = null;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      data = { message: text.slice(0, 200) };
    }
    if (!response.ok) throw new ApiError(response.status, data);
    return data;
  }

  withUser(query = {}) {
    return this.userId ? { ...query, user_id: this.userId } : query;
  }

  bodyWithUser(body) {
    return this.userId ? { ...body, user_id: this.userId } : body;
  }

  // -- open endpoints
  health() { return this.request('GET', '/health'); }

  /** Whether the server asks for a key (answered without one). */
  config() { return this.request('GET', '/viz/config'); }

  async capabilities() {
    if (this.paths) return this.paths;
    try {
      const doc = await this.request('GET', '/openapi.json');
      this.paths = new Set(Object.keys(doc.paths || {}).map((p) => p.replace(/\{[^}]+\}/g, '{}')));
    } catch {
      this.paths = new Set();
    }
    return this.paths;
  }

  has(template) { return Boolean(this.paths && this.paths.has(template)); }

  // -- the user's data
  graph(filters) { return this.request('GET', '/viz/graph', { query: this.withUser(filters) }); }

  memory(id) {
    return this.request('GET', `/viz/memories/${encodeURIComponent(id)}`, { query: this.withUser() });
  }

  record(id) {
    return this.request('GET', `/records/${encodeURIComponent(id)}`, { query: this.withUser() });
  }

  async optional(template, path, options = {}) {
    if (!this.has(template)) return null;
    try {
      return await this.request(options.method || 'GET', path, options);
    } catch (err) {
      if (err.status === 404) return null;
      throw err;
    }
  }

  lineage(recordId) {
    return this.optional('/records/{}/lineage', `/records/${encodeURIComponent(recordId)}/lineage`,
      { query: this.withUser() });
  }

  derivations(recordId) {
    return this.optional('/records/{}/derivations',
      `/records/${encodeURIComponent(recordId)}/derivations`, { query: this.withUser() });
  }

  entities(q) {
    return this.optional('/entities', '/entities', { query: this.withUser({ q, limit: 12 }) });
  }

  search(query) {
    return this.request('POST', '/search', {
      body: this.bodyWithUser({ query, top_k: 30, include_superseded: true }),
    });
  }

  canConnect() { return this.has('/connect'); }

  connect(from, to, maxHops) {
    return this.request('POST', '/connect', {
      body: this.bodyWithUser({ from, to, max_hops: maxHops, k: 3 }),
    });
  }
}
