// The graphmem dashboard: a 3D map of one user's memories (GET /viz/graph), a detail panel, a
// search highlight, filters, a time scrubber that replays the memory, and a connect mode.
// Test hooks and measurements are on `window.graphmem` (see ui/README.md).
import { Api } from './api.js';
import { GROUPS, kindColor, RELATION_COLORS, RELATION_TEXT } from './colors.js';
import { $, clear, fmtNumber, h, short, table } from './dom.js';
import { MARK_HIGHLIGHT, MARK_SELECTED, MemoryMap } from './map.js';
import {
  alphaFor, decayAt, formatTime, parseTime, prepareNodes, statesAt, timeSpan,
} from './timeline.js';

const SLIDER_MAX = 1000;
const PLAY_SECONDS = 12;
const DECAY_ORDER = ['none', 'slow', 'medium', 'fast'];
const SENTENCE = {
  supersedes: 'supersedes',
  entity_overlap: 'mentions the same entities as',
  same_session: 'is in the same session as',
  temporal_seq: 'is followed in its thread by',
};

class App {
  constructor() {
    this.api = new Api();
    this.data = { nodes: [], edges: [], meta: {} };
    this.excludedKinds = new Set();
    this.excludedDecay = new Set();
    this.topic = '';
    this.limit = 5000;
    this.knownKinds = [];
    this.knownDecay = [];
    this.live = true;
    this.slider = SLIDER_MAX;
    this.span = { min: 0, max: 0 };
    this.hits = new Map();
    this.selected = null;
    this.pathMarks = new Set();
    this.connectResult = null;
    this.panelToken = 0;
    this.playing = false;
    this.stats = {
      state: 'booting', mode: null, nodes: 0, rendered: 0, total: 0, visible: 0, superseded: 0,
      edges: 0, edgesVisible: 0, highlighted: 0, loadMs: null, firstFrameMs: null,
      firstFrameRenderMs: null, pageToFirstFrameMs: null, scrubMs: null, scrubRenderMs: null,
      scrubSteps: [], panel: null, path: null, searchHits: 0, reloads: 0,
    };
  }

  // ------------------------------------------------------------------------------ start-up
  async boot() {
    this.map = new MemoryMap($('#map'), {
      onHover: (hit) => this.hover(hit),
      onClick: (hit) => this.click(hit),
    });
    this.map.onRender = () => this.placeLabels();
    this.bindUi();
    this.buildLegend();
    let config = null;
    try {
      config = await this.api.config();
    } catch {
      config = null;
    }
    this.stats.mode = config?.auth || 'unknown';
    await this.api.capabilities();
    $('#connect-toggle').title = this.api.canConnect()
      ? 'pick two entities and light up what connects them'
      : 'this server has no POST /connect yet';
    if (this.stats.mode === 'keys') {
      $('#auth-toggle').hidden = false;
      if (!this.api.key) {
        this.askForKey('This server needs an API key: paste yours to see your memory.');
        return;
      }
    }
    await this.loadGraph({ fit: true });
  }

  bindUi() {
    $('#auth-form').addEventListener('submit', (ev) => {
      ev.preventDefault();
      this.api.key = $('#api-key').value.trim();
      this.api.userId = $('#user-id').value.trim();
      $('#api-key').value = '';
      $('#auth-form').hidden = true;
      this.hideMessage();
      this.loadGraph({ fit: true });
    });
    $('#auth-forget').addEventListener('click', () => {
      this.api.key = '';
      this.api.userId = '';
      this.askForKey('Key forgotten for this tab.');
    });
    $('#auth-toggle').addEventListener('click', () => {
      $('#auth-form').hidden = !$('#auth-form').hidden;
      $('#user-id').value = this.api.userId;
    });
    $('#search-form').addEventListener('submit', (ev) => {
      ev.preventDefault();
      this.search($('#search').value);
    });
    $('#search-clear').addEventListener('click', () => this.clearSearch());
    $('#time').addEventListener('input', (ev) => {
      this.stopPlay();
      this.scrub(Number(ev.target.value));
    });
    $('#live').addEventListener('click', () => {
      this.stopPlay();
      this.scrub(SLIDER_MAX);
    });
    $('#play').addEventListener('click', () => (this.playing ? this.stopPlay() : this.play()));
    $('#panel-close').addEventListener('click', () => this.closePanel());
    $('#filter-topic').addEventListener('change', (ev) => {
      this.topic = ev.target.value;
      this.reload();
    });
    $('#filter-limit').addEventListener('change', (ev) => {
      const value = Math.max(1, Math.min(10000, Number(ev.target.value) || 5000));
      ev.target.value = value;
      this.limit = value;
      this.reload();
    });
    $('#show-edges').addEventListener('change', (ev) => {
      this.map.setShowEdges(ev.target.checked);
      this.countEdges();
    });
    $('#connect-toggle').addEventListener('click', () => this.toggleConnect());
    $('#connect-go').addEventListener('click', () => this.connect());
    $('#connect-clear').addEventListener('click', () => this.clearConnect());
    for (const id of ['#connect-from', '#connect-to']) {
      let timer = null;
      $(id).addEventListener('input', (ev) => {
        clearTimeout(timer);
        timer = setTimeout(() => this.suggestEntities(ev.target.value), 200);
      });
      $(id).addEventListener('keydown', (ev) => {
        if (ev.key === 'Enter') this.connect();
      });
    }
    document.addEventListener('keydown', (ev) => {
      if (ev.key === 'Escape') this.closePanel();
    });
  }

  setState(state) {
    this.stats.state = state;
    document.body.dataset.state = state;
  }

  askForKey(text) {
    this.setState('auth_required');
    $('#auth-toggle').hidden = false;
    $('#auth-form').hidden = false;
    $('#user-id').value = this.api.userId;
    $('#api-key').focus();
    this.message(text, 'info');
  }

  message(text, kind = 'error') {
    const el = $('#message');
    el.textContent = text;
    el.className = kind;
    el.hidden = false;
    clearTimeout(this.messageTimer);
    if (kind === 'info') this.messageTimer = setTimeout(() => this.hideMessage(), 8000);
  }

  hideMessage() {
    $('#message').hidden = true;
  }

  /** A failed call: 401 asks for a key, anything else is said in words. */
  failed(err, what) {
    if (err.status === 401) {
      this.api.key = '';
      this.askForKey('That API key was not accepted. Paste a valid key.');
      return;
    }
    if (err.status === 403) {
      this.message(`${what}: this key does not own that user id.`);
      return;
    }
    this.message(`${what}: ${err.message || err}`);
  }

  // ------------------------------------------------------------------------------ the graph
  query() {
    const kinds = this.excludedKinds.size
      ? this.knownKinds.filter((k) => !this.excludedKinds.has(k)) : null;
    const decay = this.excludedDecay.size
      ? this.knownDecay.filter((d) => !this.excludedDecay.has(d)) : null;
    return {
      topic_id: this.topic || null,
      kinds: kinds ? kinds.join(',') : null,
      decay_classes: decay ? decay.join(',') : null,
      limit: this.limit,
    };
  }

  reload() {
    clearTimeout(this.reloadTimer);
    this.reloadTimer = setTimeout(() => this.loadGraph({ fit: false }), 150);
  }

  async loadGraph({ fit }) {
    this.setState('loading');
    const q = this.query();
    const nothing = (q.kinds === '' || q.decay_classes === '');
    const started = performance.now();
    let data;
    try {
      data = nothing
        ? { nodes: [], edges: [], meta: { ...this.data.meta, total: 0, returned: 0 } }
        : await this.api.graph(q);
    } catch (err) {
      this.setState('error');
      this.failed(err, 'Could not load the memory map');
      return;
    }
    const received = performance.now();
    this.data = data;
    this.halfLives = data.meta.half_life_days || { none: null, slow: 90, medium: 14, fast: 2 };
    prepareNodes(data.nodes);
    this.states = new Float32Array(data.nodes.length * 2);
    this.span = timeSpan(data.nodes);
    this.map.setGraph(data.nodes, data.edges, { fit: fit || this.stats.reloads === 0 });
    this.applyTime();
    const frame = this.map.renderSync();
    const done = performance.now();
    if (data.meta.facets) this.buildFilters(data.meta.facets);
    const s = this.stats;
    s.reloads++;
    s.loadMs = Math.round(received - started);
    s.firstFrameMs = Math.round(done - received);
    s.firstFrameRenderMs = Math.round(frame);
    if (s.pageToFirstFrameMs == null) s.pageToFirstFrameMs = Math.round(done);
    s.nodes = data.nodes.length;
    s.rendered = this.map.nodeGeometry.drawRange.count;
    s.total = data.meta.total ?? data.nodes.length;
    s.edges = this.map.edges.length;
    this.refreshMarks();
    this.updateStatus();
    this.setState('ready');
  }

  updateStatus() {
    const m = this.data.meta;
    const pending = this.data.nodes.filter((n) => !n.positioned).length;
    const parts = [`${this.data.nodes.length} of ${m.total ?? this.data.nodes.length} memories`,
      `${this.map.edges.length} edges`];
    if (m.truncated) parts.push(`limited to ${m.limit}`);
    if (pending) parts.push(`${pending} awaiting projection`);
    $('#status').textContent = parts.join(' · ');
  }

  buildFilters(facets) {
    this.knownKinds = Object.keys(facets.kinds || {});
    this.knownDecay = DECAY_ORDER.filter((d) => (facets.decay_classes || {})[d] != null);
    const kinds = clear($('#filter-kinds'));
    for (const kind of this.knownKinds) {
      kinds.appendChild(h('label', {},
        h('input', {
          type: 'checkbox', checked: !this.excludedKinds.has(kind), dataset: { kind },
          onchange: (ev) => {
            if (ev.target.checked) this.excludedKinds.delete(kind);
            else this.excludedKinds.add(kind);
            this.reload();
          },
        }),
        h('span', { class: 'swatch', style: { background: kindColor(kind) } }),
        kind, h('span', { class: 'count' }, facets.kinds[kind])));
    }
    const decay = clear($('#filter-decay'));
    for (const cls of this.knownDecay) {
      decay.appendChild(h('label', {},
        h('input', {
          type: 'checkbox', checked: !this.excludedDecay.has(cls), dataset: { decay: cls },
          onchange: (ev) => {
            if (ev.target.checked) this.excludedDecay.delete(cls);
            else this.excludedDecay.add(cls);
            this.reload();
          },
        }),
        cls, h('span', { class: 'muted' }, this.halfLifeText(cls)),
        h('span', { class: 'count' }, facets.decay_classes[cls])));
    }
    const select = $('#filter-topic');
    const topics = Object.keys(facets.topics || {});
    clear(select).appendChild(h('option', { value: '' }, 'all topics'));
    for (const topic of topics) {
      select.appendChild(h('option', { value: topic, selected: topic === this.topic },
        `${topic} (${facets.topics[topic]})`));
    }
  }

  halfLifeText(cls) {
    const days = this.halfLives?.[cls];
    return days == null ? '(never fades)' : `(½ in ${days} d)`;
  }

  buildLegend() {
    const body = clear($('#legend-body'));
    for (const g of GROUPS) {
      body.appendChild(h('div', {}, h('span', { class: 'swatch', style: { background: g.color } }),
        `${g.name}: ${g.kinds.join(', ')}${g.name === 'working' ? ' (pulsing)' : ''}`));
    }
    for (const [relation, color] of Object.entries(RELATION_COLORS)) {
      body.appendChild(h('div', {}, h('span', { class: 'swatch line', style: { background: color } }),
        RELATION_TEXT[relation]));
    }
    body.appendChild(h('div', {}, 'opacity = decay; red ring = superseded; size = importance'));
  }

  // ------------------------------------------------------------------------------ time
  timeAt(slider) {
    return this.span.min + ((this.span.max - this.span.min) * slider) / (SLIDER_MAX - 1);
  }

  applyTime() {
    const now = parseTime(this.data.meta.now) ?? Date.now();
    const t = this.live ? now : this.timeAt(this.slider);
    const { visible, superseded } = statesAt(this.data.nodes, t, this.halfLives, this.live,
      this.states);
    this.map.applyStates(this.states);
    this.stats.visible = visible;
    this.stats.superseded = superseded;
    this.countEdges();
    $('#time').value = this.slider;
    $('#time-label').textContent = this.live ? `now · ${formatTime(now)}` : formatTime(t);
    $('#time-stats').textContent = `${visible} visible · ${superseded} superseded`;
    this.currentTime = t;
  }

  countEdges() {
    this.stats.edgesVisible = Object.values(this.map.edgeLayers)
      .reduce((sum, layer) => sum + (layer.visible ? layer.visible.length : 0), 0);
  }

  /** One scrub step: new states for every node and edge, and one finished frame. */
  scrub(value) {
    const started = performance.now();
    this.slider = Math.max(0, Math.min(SLIDER_MAX, value));
    this.live = this.slider >= SLIDER_MAX;
    this.applyTime();
    const frame = this.map.renderSync();
    const total = performance.now() - started;
    this.stats.scrubMs = Math.round(total * 10) / 10;
    this.stats.scrubRenderMs = Math.round(frame * 10) / 10;
    this.stats.scrubSteps.push(this.stats.scrubMs);
    if (this.stats.scrubSteps.length > 500) this.stats.scrubSteps.shift();
    if (this.selected) this.refreshPanelTime();
    return total;
  }

  play() {
    this.playing = true;
    $('#play').textContent = '❚❚';
    if (this.slider >= SLIDER_MAX - 1) this.slider = 0;
    let last = performance.now();
    const step = (now) => {
      if (!this.playing) return;
      const advance = ((now - last) / 1000 / PLAY_SECONDS) * SLIDER_MAX;
      last = now;
      const next = Math.min(SLIDER_MAX - 1, this.slider + Math.max(1, advance));
      this.scrub(next);
      if (next >= SLIDER_MAX - 1) this.stopPlay();
      else requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  }

  stopPlay() {
    this.playing = false;
    $('#play').textContent = '▶';
  }

  // ------------------------------------------------------------------------------ pointer
  hover({ node, edge, x, y }) {
    const tip = $('#tooltip');
    if (!node && !edge) {
      tip.hidden = true;
      return;
    }
    clear(tip);
    if (node) {
      const decay = this.live ? node.decay_factor : decayAt(node, this.currentTime, this.halfLives);
      tip.appendChild(h('div', {}, h('span', { class: 'swatch', style: { background: kindColor(node.kind) } }),
        ' ', h('b', {}, node.kind), node.sender ? ` · ${node.sender}` : ''));
      tip.appendChild(h('div', {}, node.label));
      tip.appendChild(h('div', { class: 'meta' },
        `${formatTime(node._from)} · decay ${fmtNumber(decay, 2)} · importance ${fmtNumber(node.importance, 2)}`
        + `${node.superseded || (node._to != null && node._to <= this.currentTime) ? ' · superseded' : ''}`
        + `${node.positioned ? '' : ' · position pending (projection job)'}`));
    } else {
      const a = this.node(edge.source);
      const b = this.node(edge.target);
      tip.appendChild(h('div', {}, h('b', { style: { color: RELATION_COLORS[edge.relation] } },
        edge.relation), ` · weight ${fmtNumber(edge.weight, 2)}`));
      tip.appendChild(h('div', { class: 'meta' }, `${short(a?.label, 60)} → ${short(b?.label, 60)}`));
      if (edge.evidence?.entities?.length) {
        tip.appendChild(h('div', { class: 'meta' }, `shared: ${edge.evidence.entities.join(', ')}`));
      }
    }
    tip.hidden = false;
    const left = Math.min(x + 14, window.innerWidth - tip.offsetWidth - 8);
    const top = Math.min(y + 14, window.innerHeight - tip.offsetHeight - 8);
    tip.style.left = `${left}px`;
    tip.style.top = `${top}px`;
  }

  click({ node, edge }) {
    $('#tooltip').hidden = true;
    if (node) this.showNode(node);
    else if (edge) this.showEdge(edge);
    else this.closePanel();
  }

  node(id) {
    const i = this.map.index.get(id);
    return i == null ? null : this.data.nodes[i];
  }

  refreshMarks() {
    const marks = new Map();
    for (const id of this.hits.keys()) if (this.map.index.has(id)) marks.set(id, MARK_HIGHLIGHT);
    for (const id of this.pathMarks) if (this.map.index.has(id)) marks.set(id, MARK_HIGHLIGHT);
    if (this.selected && this.map.index.has(this.selected)) marks.set(this.selected, MARK_SELECTED);
    this.map.setMarks(marks);
    this.stats.highlighted = [...marks.values()].filter((m) => m === MARK_HIGHLIGHT).length;
  }

  // ------------------------------------------------------------------------------ panel
  openPanel(kind) {
    const panel = $('#panel');
    panel.hidden = false;
    panel.dataset.kind = kind;
    this.stats.panel = kind;
    return clear($('#panel-body'));
  }

  closePanel() {
    $('#panel').hidden = true;
    this.stats.panel = null;
    this.panelToken++;
    if (this.selected) {
      this.selected = null;
      this.refreshMarks();
    }
  }

  section(body, title, ...content) {
    body.appendChild(h('h4', {}, title));
    for (const c of content) body.appendChild(c);
  }

  async showNode(node) {
    const token = ++this.panelToken;
    this.selected = node.id;
    this.refreshMarks();
    const body = this.openPanel('memory');
    body.dataset.id = node.id;
    body.appendChild(h('div', {}, h('span', { class: 'badge', style: { background: kindColor(node.kind) } },
      node.kind), ' ', h('span', { class: 'muted' }, node.id)));
    body.appendChild(h('h3', {}, node.label));
    const loading = h('div', { class: 'muted' }, 'loading…');
    body.appendChild(loading);
    const detail = await this.api.memory(node.id).catch((err) => ({ error: err }));
    if (token !== this.panelToken) return;
    if (detail.error) {
      loading.textContent = `could not load this memory: ${detail.error.message}`;
      return;
    }
    const rid = detail.record_ids?.[0] || node.record_id;
    const [record, lineage, derivations] = await Promise.all([
      rid ? this.api.record(rid).catch(() => null) : null,
      rid ? this.api.lineage(rid).catch(() => null) : null,
      rid ? this.api.derivations(rid).catch(() => null) : null,
    ]);
    if (token !== this.panelToken) return;
    loading.remove();
    this.renderNode(body, node, detail, record, lineage, derivations);
  }

  renderNode(body, node, detail, record, lineage, derivations) {
    this.section(body, 'Content', h('div', { class: 'content' }, detail.text));
    const hit = this.hits.get(node.id);
    if (hit) {
      this.section(body, 'Search signals', table([
        ['score', fmtNumber(hit.score)],
        ...Object.entries(hit.signals || {}).map(([k, v]) => [k, fmtNumber(v)]),
      ]));
    }
    const timeRow = h('span', { id: 'panel-decay-at' }, this.decayAtText(node));
    this.section(body, 'Scores', table([
      ['importance', fmtNumber(detail.importance, 3)],
      ['decay (now)', fmtNumber(detail.decay_factor, 4)],
      ['decay (at scrubber)', timeRow],
      ['decay class', `${detail.decay_class || 'medium'} ${this.halfLifeText(detail.decay_class || 'medium')}`],
      ['pinned', detail.pinned ? 'yes' : 'no'],
      ['accessed', `${detail.access_count || 0}×${detail.last_accessed_at ? `, last ${detail.last_accessed_at}` : ''}`],
    ]));
    this.section(body, 'Time', table([
      ['occurred', detail.occurred_at],
      ['valid', `${detail.valid_from || '?'} → ${detail.valid_to || 'now'}`],
      ['recorded', detail.recorded_at],
      ['superseded', detail.superseded ? 'yes' : 'no'],
      ['on the map', detail.positioned ? 'projected' : 'position pending (projection job)'],
    ]));
    this.section(body, 'Lineage', this.lineageView(detail, lineage));
    this.section(body, 'Entities', this.entitiesView(detail, derivations));
    if (derivations?.relations?.length) {
      const names = new Map([...(derivations.entities || []), ...(detail.entities || [])]
        .map((e) => [e.id, e.name]));
      const name = (id) => names.get(id) || id;
      this.section(body, 'Relations derived from its record', h('ul', {},
        derivations.relations.slice(0, 20).map((r) => h('li', {},
          `${name(r.from)} —${r.type}→ ${name(r.to)}`))));
    }
    const rows = [
      ['record', (detail.record_ids || []).join(', ')],
      ['thread', detail.thread_id], ['topic', detail.topic_id], ['sender', detail.sender],
      ['source_ref', detail.source_ref], ['path', detail.source_path],
    ];
    if (record) rows.push(['type', record.type], ['seq', String(record.seq)]);
    this.section(body, 'Record', table(rows));
    if (record && record.content !== detail.text) {
      body.appendChild(h('details', {}, h('summary', {}, 'raw record content'),
        h('div', { class: 'content' }, record.content)));
    }
  }

  decayAtText(node) {
    if (this.live) return 'scrubber at now';
    return `${fmtNumber(decayAt(node, this.currentTime, this.halfLives), 4)} on ${formatTime(this.currentTime)}`;
  }

  refreshPanelTime() {
    const el = document.getElementById('panel-decay-at');
    const node = this.node(this.selected);
    if (el && node) el.textContent = this.decayAtText(node);
  }

  lineageView(detail, lineage) {
    if (lineage?.chain?.length) {
      return h('div', {}, h('ol', { class: 'lineage' }, lineage.chain.map((r) => h('li', {
        class: r.id === lineage.current ? 'current' : null,
      }, `${r.occurred_at || ''} · ${short(r.content, 100)}${r.id === lineage.current ? ' (current)' : ''}`))),
      h('div', { class: 'muted' }, 'record supersede chain, oldest first'));
    }
    const chain = detail.chain || [];
    if (chain.length <= 1) return h('div', { class: 'muted' }, 'not superseded, supersedes nothing');
    return h('div', {}, h('ol', { class: 'lineage' }, chain.map((c) => h('li', {
      class: c.self ? 'current' : null,
    }, this.memoryLink(c.id, `${c.valid_from || ''} · ${short(c.text, 100)}`),
    c.self ? ' (this memory)' : ''))),
    h('div', { class: 'muted' }, 'memory supersede chain, oldest first'));
  }

  entitiesView(detail, derivations) {
    const fromRecord = derivations?.entities;
    const list = fromRecord?.length ? fromRecord.map((e) => ({
      name: e.name, type: e.type, id: e.id, surface: (e.mentioned_as || []).join(', '),
    })) : (detail.entities || []).map((e) => ({
      name: e.name, type: e.type, id: e.id, surface: e.surface, sender: e.sender,
    }));
    if (!list.length) return h('div', { class: 'muted' }, 'no entities linked');
    return h('div', {}, list.map((e) => h('div', { class: 'entity' },
      h('b', {}, e.name), h('span', { class: 'muted' }, `${e.type || ''}${e.sender ? ' · sender' : ''}`
        + `${e.surface && e.surface !== e.name ? ` · “${e.surface}”` : ''}`),
      h('button', { type: 'button', title: 'connect from this entity', onclick: () => this.pick('from', e.name) }, 'from'),
      h('button', { type: 'button', title: 'connect to this entity', onclick: () => this.pick('to', e.name) }, 'to'))));
  }

  memoryLink(id, text) {
    const node = this.node(id);
    if (!node) return h('span', {}, text);
    return h('span', { class: 'link', onclick: () => { this.map.focus(id); this.showNode(node); } }, text);
  }

  showEdge(edge) {
    this.panelToken++;
    const body = this.openPanel('edge');
    body.dataset.id = edge.id;
    const a = this.node(edge.source);
    const b = this.node(edge.target);
    body.appendChild(h('div', {}, h('span', { class: 'badge', style: { background: RELATION_COLORS[edge.relation] } },
      edge.relation)));
    body.appendChild(h('h3', {}, `${short(a?.label, 50)} ${SENTENCE[edge.relation] || edge.relation} ${short(b?.label, 50)}`));
    const ev = edge.evidence || {};
    const rows = [['relation', edge.relation], ['weight', fmtNumber(edge.weight, 3)]];
    if (edge.relation === 'supersedes') rows.push(['reason', ev.reason], ['at', ev.at]);
    if (ev.thread_id) rows.push(['thread', ev.thread_id]);
    if (ev.contains) rows.push(['how', 'the episode contains this memory']);
    this.section(body, 'Relation', table(rows));
    if (edge.relation === 'entity_overlap') {
      this.section(body, 'Evidence: shared entities', h('div', {}, (ev.entities || []).map((name) => h('div', { class: 'entity' },
        h('b', {}, name),
        h('button', { type: 'button', onclick: () => this.pick('from', name) }, 'from'),
        h('button', { type: 'button', onclick: () => this.pick('to', name) }, 'to')))),
      h('div', { class: 'muted' }, 'weight = Jaccard of the two memories’ entity sets'));
    }
    for (const [title, node] of [['Source', a], ['Target', b]]) {
      if (!node) continue;
      this.section(body, title, h('div', { class: 'content' },
        this.memoryLink(node.id, node.label)), h('div', { class: 'muted' },
        `${node.kind} · ${formatTime(node._from)}${node.valid_to ? ` → ${formatTime(node._to)}` : ''}`));
    }
  }

  // ------------------------------------------------------------------------------ search
  async search(text) {
    const query = text.trim();
    if (!query) {
      this.clearSearch();
      return;
    }
    let out;
    try {
      out = await this.api.search(query);
    } catch (err) {
      this.failed(err, 'Search failed');
      return;
    }
    this.hits = new Map(out.results.map((r) => [r.memory_id, r]));
    this.stats.searchHits = out.results.length;
    this.refreshMarks();
    const body = this.openPanel('search');
    body.appendChild(h('h3', {}, `Search: “${query}”`));
    const onMap = out.results.filter((r) => this.map.index.has(r.memory_id)).length;
    body.appendChild(h('div', { class: 'muted' },
      `${out.results.length} results, ${onMap} on the map (highlighted) · `
      + `${out.retrieval_metadata?.total_latency_ms ?? '?'} ms`));
    body.appendChild(h('ol', {}, out.results.map((r) => {
      const node = this.node(r.memory_id);
      return h('li', {}, h('span', { class: 'badge', style: { background: kindColor(r.kind) } }, r.kind), ' ',
        node ? this.memoryLink(r.memory_id, short(r.text, 110)) : h('span', { class: 'muted' }, short(r.text, 110)),
        h('div', { class: 'muted' }, `score ${fmtNumber(r.score)}${node ? '' : ' · not on the map (filtered or over the limit)'}`));
    })));
    const first = out.results.find((r) => this.map.index.has(r.memory_id));
    if (first) this.map.focus(first.memory_id);
  }

  clearSearch() {
    this.hits = new Map();
    this.stats.searchHits = 0;
    $('#search').value = '';
    this.refreshMarks();
    if ($('#panel').dataset.kind === 'search') this.closePanel();
  }

  // ------------------------------------------------------------------------------ connect
  toggleConnect(force) {
    const on = force ?? $('#connect-bar').hidden;
    $('#connect-bar').hidden = !on;
    $('#connect-toggle').setAttribute('aria-pressed', String(on));
    if (on && !this.api.canConnect()) {
      this.message('This server has no POST /connect yet: connect mode needs it.', 'info');
    }
    if (!on) this.clearConnect();
  }

  pick(side, name) {
    this.toggleConnect(true);
    $(side === 'from' ? '#connect-from' : '#connect-to').value = name;
    const other = $(side === 'from' ? '#connect-to' : '#connect-from');
    if (other.value) this.connect();
    else other.focus();
  }

  async suggestEntities(q) {
    if (!q || q.length < 2) return;
    const found = await this.api.entities(q).catch(() => null);
    const list = Array.isArray(found) ? found : found?.entities;
    if (!list) return;
    const options = clear($('#entity-options'));
    for (const e of list) options.appendChild(h('option', { value: e.name }, `${e.type || ''}`));
  }

  async connect() {
    const from = $('#connect-from').value.trim();
    const to = $('#connect-to').value.trim();
    if (!from || !to) {
      this.message('Connect: name two entities (or pick them from a memory’s panel).', 'info');
      return;
    }
    if (!this.api.canConnect()) {
      this.message('This server has no POST /connect yet: connect mode needs it.', 'info');
      return;
    }
    const hops = Math.max(1, Math.min(6, Number($('#connect-hops').value) || 4));
    let out;
    try {
      out = await this.api.connect(from, to, hops);
    } catch (err) {
      if (err.status === 404 || err.status === 422) {
        this.message(`Connect: ${err.message}`, 'info');
        return;
      }
      this.failed(err, 'Connect failed');
      return;
    }
    this.connectResult = out;
    this.showConnect(out);
  }

  showConnect(out) {
    const body = this.openPanel('connect');
    const name = (e) => e?.name || e?.id || '?';
    body.appendChild(h('h3', {}, `Connect: ${name(out.from_entity)} → ${name(out.to_entity)}`));
    if (!out.paths?.length) {
      body.appendChild(h('div', { class: 'muted' }, 'no path within that many hops'));
      this.lightPath(null);
      return;
    }
    out.paths.forEach((path, i) => {
      const el = h('div', { class: 'path', dataset: { index: i }, onclick: () => this.lightPath(i) },
        h('div', {}, h('b', {}, path.nodes.map((n) => n.name).join(' → ')),
          h('span', { class: 'muted' }, ` · ${path.hops} hop${path.hops === 1 ? '' : 's'}, score ${fmtNumber(path.score, 3)}`)),
        path.edges.map((e) => h('div', {}, h('div', {}, `${this.entityName(path, e.from)} —${e.type}→ ${this.entityName(path, e.to)}`),
          (e.evidence || []).slice(0, 3).map((ev) => h('div', { class: 'evidence' },
            this.memoryLink(ev.memory_id, `“${short(ev.text, 140)}”`))))));
      body.appendChild(el);
    });
    this.lightPath(0);
  }

  entityName(path, id) {
    return path.nodes.find((n) => n.id === id)?.name || id;
  }

  /** Light one path: its evidence memories get rings and a thick line runs entity → evidence
   *  memory → entity along it; entities are placed beside their evidence and labelled. */
  lightPath(index) {
    document.querySelectorAll('#panel .path').forEach((el) => {
      el.classList.toggle('lit', Number(el.dataset.index) === index);
    });
    const path = index == null ? null : this.connectResult?.paths?.[index];
    this.pathMarks = new Set();
    if (!path) {
      this.map.setPath([], []);
      this.stats.path = null;
      this.refreshMarks();
      return;
    }
    const pos = (id) => {
      const i = this.map.index.get(id);
      return i == null ? null : Array.from(this.map.positions.subarray(i * 3, i * 3 + 3));
    };
    const evidencePoints = path.edges.map((e) => {
      const ids = (e.evidence || []).map((ev) => ev.memory_id).filter((id) => this.map.index.has(id));
      ids.forEach((id) => this.pathMarks.add(id));
      return ids.length ? pos(ids[0]) : null;
    });
    const right = new Array(3).fill(0);
    const cam = this.map.camera.matrixWorld.elements;
    right[0] = cam[0] * 28; right[1] = cam[1] * 28; right[2] = cam[2] * 28;
    const add = (p, k) => p && [p[0] + right[0] * k, p[1] + right[1] * k, p[2] + right[2] * k];
    const anchors = path.nodes.map((n, i) => {
      const before = evidencePoints[i - 1];
      const after = evidencePoints[i];
      let p = null;
      if (before && after) p = [0, 1, 2].map((k) => (before[k] + after[k]) / 2);
      else if (after) p = add(after, -1);
      else if (before) p = add(before, 1);
      if (p && before && after && Math.hypot(before[0] - after[0], before[1] - after[1], before[2] - after[2]) < 1) {
        p = [p[0] + cam[4] * 28, p[1] + cam[5] * 28, p[2] + cam[6] * 28];
      }
      return p ? { label: n.name, position: p } : null;
    });
    const segments = [];
    path.edges.forEach((e, i) => {
      const a = anchors[i];
      const b = anchors[i + 1];
      const mid = evidencePoints[i];
      if (a && mid) segments.push([a.position, mid]);
      if (mid && b) segments.push([mid, b.position]);
      if (!mid && a && b) segments.push([a.position, b.position]);
    });
    const placed = anchors.filter(Boolean);
    this.map.setPath(placed, segments);
    this.stats.path = {
      index, hops: path.hops, segments: segments.length, anchors: placed.length,
      evidenceOnMap: this.pathMarks.size, entities: path.nodes.map((n) => n.name),
    };
    this.refreshMarks();
    const firstEvidence = [...this.pathMarks][0];
    if (firstEvidence) this.map.focus(firstEvidence);
  }

  clearConnect() {
    this.connectResult = null;
    this.lightPath(null);
    if ($('#panel').dataset.kind === 'connect') this.closePanel();
  }

  placeLabels() {
    const layer = $('#labels');
    const anchors = this.map.pathAnchors;
    if (!anchors.length) {
      if (layer.firstChild) clear(layer);
      return;
    }
    const screens = this.map.anchorScreens();
    if (layer.children.length !== screens.length) {
      clear(layer);
      for (const s of screens) layer.appendChild(h('div', { class: 'path-label' }, s.label));
    }
    screens.forEach((s, i) => {
      const el = layer.children[i];
      el.style.display = s.front ? 'block' : 'none';
      el.style.left = `${s.x}px`;
      el.style.top = `${s.y}px`;
    });
  }
}

const app = new App();

// Test hooks and measurements (the browser test reads these; nothing here changes data).
window.graphmem = {
  get stats() { return app.stats; },
  nodeScreen: (id) => app.map?.nodeScreen(id) ?? null,
  edgeScreen: (id) => app.map?.edgeScreen(id) ?? null,
  visibleIds: () => app.data.nodes.filter((n, i) => app.map.isVisible(i)).map((n) => n.id),
  edges: () => app.map.edges.map((e) => ({ id: e.id, relation: e.relation, source: e.source, target: e.target })),
  scrubTo: (value) => app.scrub(value),
  pick: (x, y) => {
    const node = app.map.pickNode(x, y);
    return node ? { node: node.id } : { edge: app.map.pickEdge(x, y)?.id ?? null };
  },
  alphaFor,
};

app.boot().catch((err) => {
  app.setState('error');
  app.message(`The dashboard failed to start: ${err.message || err}`);
  throw err;
});
