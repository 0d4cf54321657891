// Colours of the memory map (DESIGN seed): episodic blue, semantic green, working yellow
// (pulsing), document grey, procedural purple; supersede edges are red arrows.
export const GROUPS = [
  { name: 'episodic', color: '#4a8cff', kinds: ['turn', 'episode', 'observation'] },
  { name: 'semantic', color: '#36c36b', kinds: ['fact', 'summary', 'state'] },
  { name: 'working', color: '#f5d020', kinds: ['working', 'task'] },
  { name: 'document', color: '#9aa3ad', kinds: ['chunk'] },
  { name: 'procedural', color: '#a06bff', kinds: ['procedure'] },
];

// Shades within a group so kinds stay tellable apart while the group colour reads first.
export const KIND_COLORS = {
  turn: '#4a8cff', episode: '#2f63e0', observation: '#7fb0ff',
  fact: '#36c36b', summary: '#62d98f', state: '#2bb39a',
  working: '#f5d020', task: '#f0b429',
  chunk: '#9aa3ad',
  procedure: '#a06bff',
};
export const FALLBACK_COLOR = '#c8ccd2';
export const PULSING = new Set(['working']);

export const RELATION_COLORS = {
  supersedes: '#ff4d4d',
  entity_overlap: '#8a93a0',
  same_session: '#4a8cff',
  temporal_seq: '#36c36b',
};
export const RELATION_TEXT = {
  supersedes: 'supersedes (red arrow points at the newer memory)',
  entity_overlap: 'entity overlap (opacity = Jaccard)',
  same_session: 'same session (thread)',
  temporal_seq: 'temporal sequence (thread order)',
};
export const PATH_COLOR = '#ffaa28';

export function kindColor(kind) {
  return KIND_COLORS[kind] || FALLBACK_COLOR;
}

export function groupOf(kind) {
  return GROUPS.find((g) => g.kinds.includes(kind))?.name || 'other';
}

export function hexToRgb(hex) {
  const v = parseInt(hex.slice(1), 16);
  return [((v >> 16) & 255) / 255, ((v >> 8) & 255) / 255, (v & 255) / 255];
}
