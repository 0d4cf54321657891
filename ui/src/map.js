// The 3D memory map: one draw call for every node (a Points cloud with a sphere-shading shader,
// per-node colour, size, opacity and ring marks), one LineSegments per edge relation, instanced
// cones for supersede arrows and a thick line for a connect path. Picking is done in screen
// space over the visible nodes, so a scrub step only rewrites typed arrays and renders once.
import {
  BufferAttribute,
  BufferGeometry,
  Color,
  ConeGeometry,
  DynamicDrawUsage,
  InstancedMesh,
  LineBasicMaterial,
  LineSegments,
  Matrix4,
  MeshBasicMaterial,
  PerspectiveCamera,
  Points,
  Quaternion,
  Scene,
  ShaderMaterial,
  Sphere,
  Vector3,
  WebGLRenderer,
} from 'three';
import { OrbitControls } from 'three/addons/controls/OrbitControls.js';
import { LineMaterial } from 'three/addons/lines/LineMaterial.js';
import { LineSegments2 } from 'three/addons/lines/LineSegments2.js';
import { LineSegmentsGeometry } from 'three/addons/lines/LineSegmentsGeometry.js';

import { hexToRgb, kindColor, PATH_COLOR, PULSING, RELATION_COLORS } from './colors.js';
import { HIDDEN, SUPERSEDED } from './timeline.js';

export const MARK_NONE = 0;
export const MARK_SUPERSEDED = 1;
export const MARK_HIGHLIGHT = 2;
export const MARK_SELECTED = 3;

const RELATIONS = ['entity_overlap', 'same_session', 'temporal_seq', 'supersedes'];
const EDGE_ALPHA = { entity_overlap: 0.55, same_session: 0.45, temporal_seq: 0.55, supersedes: 0.9 };
const BACKGROUND = '#0b0e14';

const NODE_VERTEX = `
uniform float uScale;
uniform float uTime;
attribute vec3 aColor;
attribute float aAlpha;
attribute float aSize;
attribute float aMark;
attribute float aPulse;
varying vec3 vColor;
varying float vAlpha;
varying float vMark;
void main() {
  vColor = aColor;
  vAlpha = aAlpha;
  vMark = aMark;
  if (aAlpha <= 0.0) {            // hidden: outside the clip volume, nothing is rasterised
    gl_Position = vec4(2.0, 2.0, 2.0, 1.0);
    gl_PointSize = 0.0;
    return;
  }
  vec4 mv = modelViewMatrix * vec4(position, 1.0);
  float size = aSize * (1.0 + 0.45 * aPulse * (0.5 + 0.5 * sin(uTime * 5.0)));
  if (aMark > 1.5) size *= 1.7;
  gl_PointSize = clamp(size * uScale / -mv.z, 2.5, 96.0);
  gl_Position = projectionMatrix * mv;
}`;

const NODE_FRAGMENT = `
varying vec3 vColor;
varying float vAlpha;
varying float vMark;
void main() {
  vec2 d = gl_PointCoord * 2.0 - 1.0;
  float r2 = dot(d, d);
  if (r2 > 1.0) discard;
  vec3 color = vColor * (0.55 + 0.45 * sqrt(1.0 - r2));
  float alpha = vAlpha;
  if (vMark > 0.5) {
    float ring = smoothstep(0.55, 0.7, sqrt(r2));
    vec3 ringColor = vMark < 1.5 ? vec3(1.0, 0.3, 0.3)
                   : (vMark < 2.5 ? vec3(1.0, 0.84, 0.37) : vec3(1.0));
    color = mix(color, ringColor, ring);
    if (vMark > 1.5) alpha = max(alpha, 0.95);
  }
  gl_FragColor = vec4(color, alpha);
}`;

export class MemoryMap {
  constructor(container, { onHover, onClick } = {}) {
    this.container = container;
    this.onHover = onHover || (() => {});
    this.onClick = onClick || (() => {});
    this.nodes = [];
    this.edges = [];
    this.index = new Map();
    this.edgeIndex = new Map();
    this.states = new Float32Array(0);
    this.visibleEdges = {};
    this.showEdges = true;
    this.marks = new Map();          // node id -> mark (highlight / selected), over the state mark
    this.dirty = true;
    this.screenDirty = true;
    this.pulsing = 0;
    this.lastPulse = 0;
    this.renders = 0;

    this.renderer = new WebGLRenderer({ antialias: false, powerPreference: 'high-performance' });
    this.renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2));
    this.renderer.setClearColor(new Color(BACKGROUND), 1);
    container.appendChild(this.renderer.domElement);
    this.gl = this.renderer.getContext();

    this.scene = new Scene();
    this.camera = new PerspectiveCamera(50, 1, 0.5, 50000);
    this.camera.position.set(0, 0, 600);
    this.controls = new OrbitControls(this.camera, this.renderer.domElement);
    this.controls.enableDamping = true;
    this.controls.dampingFactor = 0.12;
    this.controls.addEventListener('change', () => this.invalidate(true));

    this._buildNodeLayer();
    this._buildEdgeLayers();
    this._buildPathLayer();
    this._bindPointer();
    this.resize();
    window.addEventListener('resize', () => this.resize());
    this._loop = this._loop.bind(this);
    requestAnimationFrame(this._loop);
  }

  // ---------------------------------------------------------------------------- scene layers
  _buildNodeLayer() {
    this.nodeGeometry = new BufferGeometry();
    this.nodeMaterial = new ShaderMaterial({
      uniforms: { uScale: { value: 1 }, uTime: { value: 0 } },
      vertexShader: NODE_VERTEX,
      fragmentShader: NODE_FRAGMENT,
      transparent: true,
      depthWrite: false,
    });
    this.points = new Points(this.nodeGeometry, this.nodeMaterial);
    this.points.frustumCulled = false;
    this.points.renderOrder = 2;
    this.scene.add(this.points);
  }

  _buildEdgeLayers() {
    this.edgeLayers = {};
    for (const relation of RELATIONS) {
      const geometry = new BufferGeometry();
      const material = new LineBasicMaterial({
        vertexColors: true, transparent: true, depthWrite: false,
      });
      const lines = new LineSegments(geometry, material);
      lines.frustumCulled = false;
      lines.renderOrder = relation === 'supersedes' ? 1 : 0;
      this.scene.add(lines);
      this.edgeLayers[relation] = { geometry, lines, rgb: hexToRgb(RELATION_COLORS[relation]) };
    }
    const cone = new ConeGeometry(2.2, 7, 8);
    cone.translate(0, -3.5, 0);            // tip at the origin, pointing +y
    this.arrows = new InstancedMesh(cone, new MeshBasicMaterial({ color: RELATION_COLORS.supersedes }),
      1);
    this.arrows.count = 0;
    this.arrows.frustumCulled = false;
    this.scene.add(this.arrows);
  }

  _buildPathLayer() {
    this.pathMaterial = new LineMaterial({
      color: new Color(PATH_COLOR).getHex(), linewidth: 4, transparent: true, opacity: 0.95,
      depthTest: false,
    });
    this.pathGeometry = new LineSegmentsGeometry();
    this.pathLines = new LineSegments2(this.pathGeometry, this.pathMaterial);
    this.pathLines.visible = false;
    this.pathLines.renderOrder = 5;
    this.scene.add(this.pathLines);
    this.pathPointsGeometry = new BufferGeometry();
    this.pathPoints = new Points(this.pathPointsGeometry, this.nodeMaterial);
    this.pathPoints.visible = false;
    this.pathPoints.frustumCulled = false;
    this.pathPoints.renderOrder = 6;
    this.scene.add(this.pathPoints);
    this.pathAnchors = [];   // [{label, position}] for HTML labels
  }

  // ---------------------------------------------------------------------------- data
  /** Replace the graph. Positions, colours and sizes are written once here. */
  setGraph(nodes, edges, { fit = false } = {}) {
    this.nodes = nodes;
    this.index = new Map(nodes.map((n, i) => [n.id, i]));
    this.edges = edges.filter((e) => this.index.has(e.source) && this.index.has(e.target));
    this.edgeIndex = new Map(this.edges.map((e, i) => [e.id, i]));
    const count = nodes.length;
    const position = new Float32Array(count * 3);
    const color = new Float32Array(count * 3);
    const size = new Float32Array(count);
    const pulse = new Float32Array(count);
    this.pulsing = 0;
    nodes.forEach((n, i) => {
      position.set(n.position, i * 3);
      color.set(hexToRgb(kindColor(n.kind)), i * 3);
      size[i] = 4 + 10 * Math.max(0, Math.min(1, n.importance ?? 0.5));
      if (PULSING.has(n.kind)) pulse[i] = 1;
    });
    const g = this.nodeGeometry;
    g.setAttribute('position', new BufferAttribute(position, 3));
    g.setAttribute('aColor', new BufferAttribute(color, 3));
    g.setAttribute('aSize', new BufferAttribute(size, 1));
    g.setAttribute('aPulse', new BufferAttribute(pulse, 1));
    g.setAttribute('aAlpha', new BufferAttribute(new Float32Array(count), 1).setUsage(DynamicDrawUsage));
    g.setAttribute('aMark', new BufferAttribute(new Float32Array(count), 1).setUsage(DynamicDrawUsage));
    g.setDrawRange(0, count);
    this.positions = position;
    this.screen = new Float32Array(count * 3);
    this.states = new Float32Array(count * 2);
    for (const relation of RELATIONS) {
      const n = this.edges.filter((e) => e.relation === relation).length;
      const layer = this.edgeLayers[relation];
      layer.edges = this.edges.filter((e) => e.relation === relation);
      layer.geometry.setAttribute('position',
        new BufferAttribute(new Float32Array(Math.max(1, n) * 6), 3).setUsage(DynamicDrawUsage));
      layer.geometry.setAttribute('color',
        new BufferAttribute(new Float32Array(Math.max(1, n) * 8), 4).setUsage(DynamicDrawUsage));
      layer.geometry.setDrawRange(0, 0);
    }
    const arrowCount = this.edgeLayers.supersedes.edges.length;
    if (arrowCount > this.arrows.instanceMatrix.count) {
      this.scene.remove(this.arrows);
      this.arrows = new InstancedMesh(this.arrows.geometry, this.arrows.material, arrowCount);
      this.arrows.frustumCulled = false;
      this.scene.add(this.arrows);
    }
    this.arrows.count = 0;
    if (fit) this.fit();
    this.screenDirty = true;
    this.invalidate();
  }

  /** Node states from the timeline: Float32Array [state, alpha] per node. */
  applyStates(states) {
    this.states = states;
    const alpha = this.nodeGeometry.getAttribute('aAlpha');
    const mark = this.nodeGeometry.getAttribute('aMark');
    if (!alpha) return;
    let pulsing = 0;
    const pulse = this.nodeGeometry.getAttribute('aPulse').array;
    for (let i = 0; i < this.nodes.length; i++) {
      const state = states[2 * i];
      alpha.array[i] = state === HIDDEN ? 0 : states[2 * i + 1];
      const m = this.marks.get(this.nodes[i].id);
      mark.array[i] = m ?? (state === SUPERSEDED ? MARK_SUPERSEDED : MARK_NONE);
      if (state !== HIDDEN && pulse[i]) pulsing++;
    }
    this.pulsing = pulsing;
    alpha.needsUpdate = true;
    mark.needsUpdate = true;
    this._updateEdges();
    this.screenDirty = true;
    this.invalidate();
  }

  isVisible(i) {
    return this.states[2 * i] !== HIDDEN && this.states.length > 0;
  }

  _updateEdges() {
    const arrowMatrix = new Matrix4();
    const up = new Vector3(0, 1, 0);
    const dir = new Vector3();
    const quat = new Quaternion();
    const tip = new Vector3();
    const scale = new Vector3(1, 1, 1);
    let arrows = 0;
    for (const relation of RELATIONS) {
      const layer = this.edgeLayers[relation];
      const pos = layer.geometry.getAttribute('position');
      const col = layer.geometry.getAttribute('color');
      const visible = [];
      if (this.showEdges) {
        for (const e of layer.edges) {
          const a = this.index.get(e.source);
          const b = this.index.get(e.target);
          if (!this.isVisible(a) || !this.isVisible(b)) continue;
          const k = visible.length;
          pos.array.set(this.positions.subarray(a * 3, a * 3 + 3), k * 6);
          pos.array.set(this.positions.subarray(b * 3, b * 3 + 3), k * 6 + 3);
          const w = relation === 'entity_overlap' ? 0.25 + 0.75 * e.weight : 1;
          const fade = Math.min(this.states[2 * a + 1], this.states[2 * b + 1]);
          const alpha = EDGE_ALPHA[relation] * w * (0.4 + 0.6 * fade);
          for (const off of [0, 4]) {
            col.array[k * 8 + off] = layer.rgb[0];
            col.array[k * 8 + off + 1] = layer.rgb[1];
            col.array[k * 8 + off + 2] = layer.rgb[2];
            col.array[k * 8 + off + 3] = alpha;
          }
          visible.push(e);
          if (relation === 'supersedes') {
            // Arrow at the newer memory (the source, which supersedes the target).
            const from = this.positions.subarray(b * 3, b * 3 + 3);
            const to = this.positions.subarray(a * 3, a * 3 + 3);
            dir.set(to[0] - from[0], to[1] - from[1], to[2] - from[2]);
            const length = dir.length();
            if (length < 1e-6) continue;
            dir.divideScalar(length);
            tip.set(to[0], to[1], to[2]).addScaledVector(dir, -Math.min(5, length / 3));
            quat.setFromUnitVectors(up, dir);
            arrowMatrix.compose(tip, quat, scale);
            this.arrows.setMatrixAt(arrows++, arrowMatrix);
          }
        }
      }
      layer.visible = visible;
      pos.needsUpdate = true;
      col.needsUpdate = true;
      layer.geometry.setDrawRange(0, visible.length * 2);
    }
    this.arrows.count = arrows;
    this.arrows.instanceMatrix.needsUpdate = true;
  }

  setShowEdges(show) {
    this.showEdges = show;
    this._updateEdges();
    this.invalidate();
  }

  /** Ring marks over the timeline's: highlight (search hits, path evidence) and selection. */
  setMarks(marks) {
    this.marks = marks;
    if (this.states.length) this.applyStates(this.states);
  }

  /** A connect path: thick segments through anchor points (entities), labelled in HTML. */
  setPath(anchors, segments) {
    this.pathAnchors = anchors;
    if (!segments.length && !anchors.length) {
      this.pathLines.visible = false;
      this.pathPoints.visible = false;
      this.invalidate();
      return;
    }
    const flat = [];
    for (const [a, b] of segments) flat.push(...a, ...b);
    if (flat.length) {
      this.pathGeometry.dispose();
      this.pathGeometry = new LineSegmentsGeometry();
      this.pathGeometry.setPositions(flat);
      this.pathLines.geometry = this.pathGeometry;
      this.pathLines.visible = true;
    } else {
      this.pathLines.visible = false;
    }
    const n = anchors.length;
    const g = this.pathPointsGeometry;
    const rgb = hexToRgb(PATH_COLOR);
    g.setAttribute('position', new BufferAttribute(new Float32Array(anchors.flatMap((a) => a.position)), 3));
    g.setAttribute('aColor', new BufferAttribute(new Float32Array(anchors.flatMap(() => rgb)), 3));
    g.setAttribute('aSize', new BufferAttribute(new Float32Array(n).fill(9), 1));
    g.setAttribute('aPulse', new BufferAttribute(new Float32Array(n), 1));
    g.setAttribute('aAlpha', new BufferAttribute(new Float32Array(n).fill(1), 1));
    g.setAttribute('aMark', new BufferAttribute(new Float32Array(n).fill(MARK_HIGHLIGHT), 1));
    this.pathPoints.visible = n > 0;
    this.invalidate();
  }

  // ---------------------------------------------------------------------------- camera
  fit() {
    if (!this.positions || !this.positions.length) return;
    const sphere = new Sphere().setFromPoints(this._points());
    const radius = Math.max(sphere.radius, 30);
    const distance = (radius / Math.sin((this.camera.fov * Math.PI) / 360)) * 0.85;
    this.controls.target.copy(sphere.center);
    this.camera.position.copy(sphere.center).add(new Vector3(0, 0, distance));
    this.camera.near = Math.max(0.5, distance / 1000);
    this.camera.far = distance * 20;
    this.camera.updateProjectionMatrix();
    this.controls.update();
    this.invalidate(true);
  }

  _points() {
    const out = [];
    for (let i = 0; i < this.positions.length; i += 3) {
      out.push(new Vector3(this.positions[i], this.positions[i + 1], this.positions[i + 2]));
    }
    return out;
  }

  focus(id) {
    const i = this.index.get(id);
    if (i == null) return;
    const target = new Vector3().fromArray(this.positions, i * 3);
    const offset = this.camera.position.clone().sub(this.controls.target);
    const start = this.controls.target.clone();
    const startPos = this.camera.position.clone();
    const endPos = target.clone().add(offset.setLength(Math.min(offset.length(), 260)));
    const began = performance.now();
    const step = () => {
      const k = Math.min(1, (performance.now() - began) / 450);
      const ease = k * (2 - k);
      this.controls.target.lerpVectors(start, target, ease);
      this.camera.position.lerpVectors(startPos, endPos, ease);
      this.controls.update();
      this.invalidate(true);
      if (k < 1) requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  }

  resize() {
    const w = this.container.clientWidth || 1;
    const h = this.container.clientHeight || 1;
    this.renderer.setSize(w, h);
    this.camera.aspect = w / h;
    this.camera.updateProjectionMatrix();
    const ratio = this.renderer.getPixelRatio();
    this.nodeMaterial.uniforms.uScale.value = (h * ratio) / 2 / Math.tan((this.camera.fov * Math.PI) / 360);
    this.pathMaterial.resolution.set(w, h);
    this.invalidate(true);
  }

  // ---------------------------------------------------------------------------- rendering
  invalidate(moved = false) {
    this.dirty = true;
    if (moved) this.screenDirty = true;
  }

  _loop(now) {
    requestAnimationFrame(this._loop);
    this.controls.update();
    const pulse = this.pulsing > 0 && now - this.lastPulse > 50;
    if (pulse) {
      this.lastPulse = now;
      this.nodeMaterial.uniforms.uTime.value = now / 1000;
    }
    if (this.dirty || pulse) this.render();
  }

  render() {
    this.dirty = false;
    this.renders++;
    this.renderer.render(this.scene, this.camera);
    if (this.onRender) this.onRender();
  }

  /** Render now and wait for the GPU to finish (one pixel read back): a true frame time. */
  renderSync() {
    const t0 = performance.now();
    this.render();
    const px = new Uint8Array(4);
    this.gl.readPixels(0, 0, 1, 1, this.gl.RGBA, this.gl.UNSIGNED_BYTE, px);
    return performance.now() - t0;
  }

  // ---------------------------------------------------------------------------- picking
  _project() {
    if (!this.screenDirty) return;
    this.screenDirty = false;
    const rect = this.renderer.domElement.getBoundingClientRect();
    this.rect = rect;
    const v = new Vector3();
    const m = this.camera.projectionMatrix.clone().multiply(this.camera.matrixWorldInverse);
    const e = m.elements;
    for (let i = 0; i < this.nodes.length; i++) {
      const x = this.positions[i * 3];
      const y = this.positions[i * 3 + 1];
      const z = this.positions[i * 3 + 2];
      const w = e[3] * x + e[7] * y + e[11] * z + e[15];
      v.set((e[0] * x + e[4] * y + e[8] * z + e[12]) / w,
        (e[1] * x + e[5] * y + e[9] * z + e[13]) / w, w);
      this.screen[i * 3] = rect.left + (v.x + 1) * 0.5 * rect.width;
      this.screen[i * 3 + 1] = rect.top + (1 - v.y) * 0.5 * rect.height;
      this.screen[i * 3 + 2] = w;             // > 0 in front of the camera; also the depth
    }
  }

  /** Screen (client) position of a node, or null when hidden or behind the camera. */
  nodeScreen(id) {
    const i = this.index.get(id);
    if (i == null || !this.isVisible(i)) return null;
    this._project();
    if (this.screen[i * 3 + 2] <= 0) return null;
    return { x: this.screen[i * 3], y: this.screen[i * 3 + 1] };
  }

  edgeScreen(id) {
    const k = this.edgeIndex.get(id);
    if (k == null) return null;
    const e = this.edges[k];
    const a = this.nodeScreen(e.source);
    const b = this.nodeScreen(e.target);
    if (!a || !b) return null;
    return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  }

  _radiusPx(i) {
    const size = this.nodeGeometry.getAttribute('aSize').array[i];
    const ratio = this.renderer.getPixelRatio();
    const px = Math.min(96, Math.max(2.5, (size * this.nodeMaterial.uniforms.uScale.value)
      / this.screen[i * 3 + 2])) / ratio;
    return px / 2;
  }

  pickNode(x, y) {
    this._project();
    let best = -1;
    let bestScore = Infinity;
    for (let i = 0; i < this.nodes.length; i++) {
      if (!this.isVisible(i) || this.screen[i * 3 + 2] <= 0) continue;
      const dx = this.screen[i * 3] - x;
      const dy = this.screen[i * 3 + 1] - y;
      const r = this._radiusPx(i) + 3;
      const d2 = dx * dx + dy * dy;
      if (d2 > r * r) continue;
      const score = d2 / (r * r) + this.screen[i * 3 + 2] * 1e-6;
      if (score < bestScore) {
        bestScore = score;
        best = i;
      }
    }
    return best < 0 ? null : this.nodes[best];
  }

  pickEdge(x, y) {
    if (!this.showEdges) return null;
    this._project();
    let best = null;
    let bestD = 5;
    for (const relation of RELATIONS) {
      for (const e of this.edgeLayers[relation].visible || []) {
        const a = this.index.get(e.source);
        const b = this.index.get(e.target);
        if (this.screen[a * 3 + 2] <= 0 || this.screen[b * 3 + 2] <= 0) continue;
        const d = segmentDistance(x, y, this.screen[a * 3], this.screen[a * 3 + 1],
          this.screen[b * 3], this.screen[b * 3 + 1]);
        if (d < bestD) {
          bestD = d;
          best = e;
        }
      }
    }
    return best;
  }

  _bindPointer() {
    const el = this.renderer.domElement;
    let down = null;
    let pending = null;
    el.addEventListener('pointerdown', (ev) => { down = { x: ev.clientX, y: ev.clientY }; });
    el.addEventListener('pointerup', (ev) => {
      if (!down) return;
      const moved = Math.hypot(ev.clientX - down.x, ev.clientY - down.y);
      down = null;
      if (moved > 4) return;                     // a drag rotates, it does not select
      const node = this.pickNode(ev.clientX, ev.clientY);
      const edge = node ? null : this.pickEdge(ev.clientX, ev.clientY);
      this.onClick({ node, edge, x: ev.clientX, y: ev.clientY });
    });
    el.addEventListener('pointermove', (ev) => {
      if (ev.buttons) return;
      const first = pending === null;
      pending = { x: ev.clientX, y: ev.clientY };
      if (!first) return;
      requestAnimationFrame(() => {
        const { x, y } = pending;
        pending = null;
        const node = this.pickNode(x, y);
        const edge = node ? null : this.pickEdge(x, y);
        el.style.cursor = node || edge ? 'pointer' : 'grab';
        this.onHover({ node, edge, x, y });
      });
    });
    el.addEventListener('pointerleave', () => this.onHover({ node: null, edge: null }));
  }

  /** Screen positions of the path's anchors, for HTML labels. */
  anchorScreens() {
    const m = this.camera.projectionMatrix.clone().multiply(this.camera.matrixWorldInverse);
    const rect = this.renderer.domElement.getBoundingClientRect();
    return this.pathAnchors.map((a) => {
      const v = new Vector3(...a.position).applyMatrix4(m);
      return { label: a.label, x: rect.left + (v.x + 1) * 0.5 * rect.width,
        y: rect.top + (1 - v.y) * 0.5 * rect.height, front: v.z < 1 };
    });
  }
}

function segmentDistance(px, py, ax, ay, bx, by) {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  let t = len2 > 0 ? ((px - ax) * dx + (py - ay) * dy) / len2 : 0;
  t = Math.max(0, Math.min(1, t));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}
