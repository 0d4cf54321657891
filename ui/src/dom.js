// Tiny DOM helpers. Text always goes in as text nodes: memory content is never parsed as HTML.

export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs || {})) {
    if (value == null || value === false) continue;
    if (name === 'class') el.className = value;
    else if (name === 'style' && typeof value === 'object') Object.assign(el.style, value);
    else if (name.startsWith('on') && typeof value === 'function') {
      el.addEventListener(name.slice(2), value);
    } else if (name === 'dataset') Object.assign(el.dataset, value);
    else el.setAttribute(name, value === true ? '' : value);
  }
  append(el, children);
  return el;
}

function append(el, children) {
  for (const child of children) {
    if (child == null || child === false) continue;
    if (Array.isArray(child)) append(el, child);
    else el.appendChild(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

export function clear(el) {
  while (el.firstChild) el.removeChild(el.firstChild);
  return el;
}

export function $(selector) {
  return document.querySelector(selector);
}

/** Two-column table of [label, value] rows; rows whose value is null are left out. */
export function table(rows) {
  return h('table', {}, h('tbody', {}, rows
    .filter(([, value]) => value != null && value !== '')
    .map(([label, value]) => h('tr', {}, h('td', {}, label), h('td', {}, value)))));
}

export function fmtNumber(value, digits = 3) {
  if (value == null || Number.isNaN(value)) return '';
  if (value !== 0 && Math.abs(value) < 10 ** -digits) return value.toExponential(1);
  return Number(value).toFixed(digits);
}

export function short(text, n = 120) {
  const flat = String(text || '').replace(/\s+/g, ' ').trim();
  return flat.length <= n ? flat : `${flat.slice(0, n - 1)}…`;
}
