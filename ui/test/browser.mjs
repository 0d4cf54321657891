// The dashboard in a real browser (Debian's chromium, driven by playwright-core), run by
// tests/test_ui_browser.py against a live graphmem API. Reads a JSON config (path in argv[2]),
// plays the scenario a person would, and writes what it saw as JSON (path in the config):
// pytest makes the assertions. Never downloads a browser.
import { readFileSync, writeFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const cfg = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const out = { console: [], pageErrors: [], httpErrors: [], small: {}, big: {}, steps: [] };
const save = () => writeFileSync(cfg.out, JSON.stringify(out, null, 2));
const step = (name) => { out.steps.push(name); save(); };
mkdirSync(cfg.artifacts, { recursive: true });

const profile = mkdtempSync(join(tmpdir(), 'graphmem-ui-'));
const browser = await chromium.launch({
  executablePath: cfg.chromium,
  headless: true,
  args: [
    '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic',
    '--no-first-run', '--disable-component-update', '--disable-sync',
    '--enable-unsafe-swiftshader', `--disk-cache-dir=${join(profile, 'cache')}`,
  ],
});

function watch(page, label) {
  page.on('console', (msg) => {
    if (msg.type() === 'error') out.console.push({ page: label, text: msg.text(), url: msg.location().url });
  });
  page.on('pageerror', (err) => out.pageErrors.push({ page: label, text: String(err.stack || err) }));
  page.on('response', (res) => {
    if (res.status() >= 400) out.httpErrors.push({ page: label, url: res.url(), status: res.status() });
  });
}

const stats = (page) => page.evaluate(() => JSON.parse(JSON.stringify(window.graphmem.stats)));
const ready = (page, timeout = 60000) => page.waitForFunction(
  () => window.graphmem && window.graphmem.stats.state === 'ready', null, { timeout });
const panelText = (page) => page.evaluate(() => document.querySelector('#panel-body').textContent);

async function setSlider(page, value) {
  await page.$eval('#time', (el, v) => {
    el.value = String(v);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, value);
  return stats(page);
}

try {
  // ------------------------------------------------------------------ the small, known memory
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  watch(page, 'small');
  await page.goto(`${cfg.base}/ui/`);
  await page.waitForFunction(() => window.graphmem && window.graphmem.stats.state === 'auth_required',
    null, { timeout: 30000 });
  out.small.askedForKey = await page.isVisible('#auth-form');
  await page.fill('#api-key', cfg.small.key);
  await page.click('#auth-submit');
  await ready(page);
  out.small.loaded = await stats(page);
  out.small.keyStored = await page.evaluate(() => sessionStorage.getItem('graphmem.apiKey') !== null);
  step('small loaded');

  // Hover: the summary tooltip.
  const pos = await page.evaluate((id) => window.graphmem.nodeScreen(id), cfg.small.node);
  out.small.nodeOnScreen = pos;
  await page.mouse.move(pos.x, pos.y);
  await page.waitForSelector('#tooltip:not([hidden])', { timeout: 5000 });
  out.small.tooltip = await page.textContent('#tooltip');

  // Click: the panel with content, scores, decay, lineage, entities.
  await page.mouse.click(pos.x, pos.y);
  await page.waitForFunction(() => {
    const body = document.querySelector('#panel-body');
    return !document.querySelector('#panel').hidden && body.textContent.includes('Entities');
  }, null, { timeout: 15000 });
  out.small.panel = { kind: (await stats(page)).panel, text: await panelText(page) };
  await page.screenshot({ path: join(cfg.artifacts, 'ui-panel.png') });
  step('node panel');

  // Click an edge: relation and evidence.
  const edge = await page.evaluate((relation) => {
    for (const e of window.graphmem.edges()) {
      if (e.relation !== relation) continue;
      const at = window.graphmem.edgeScreen(e.id);
      if (at && window.graphmem.pick(at.x, at.y).edge === e.id) return { ...e, ...at };
    }
    return null;
  }, cfg.small.edgeRelation);
  out.small.edgeTarget = edge;
  if (edge) {
    await page.keyboard.press('Escape');
    await page.mouse.click(edge.x, edge.y);
    await page.waitForTimeout(300);
    out.small.edgePanel = { kind: (await stats(page)).panel, text: await panelText(page) };
  }
  step('edge panel');

  // Search: results are highlighted on the map.
  await page.fill('#search', cfg.small.search);
  await page.press('#search', 'Enter');
  await page.waitForFunction(() => window.graphmem.stats.searchHits > 0, null, { timeout: 30000 });
  out.small.search = { ...(await stats(page)), text: await panelText(page) };
  await page.click('#search-clear');
  out.small.afterClear = await stats(page);
  step('search');

  // The scrubber: earlier times show fewer memories, and the supersede chain replays.
  const scrub = {};
  await page.focus('#time');
  await page.keyboard.press('Home');
  scrub.start = await stats(page);
  scrub.start.visibleIds = await page.evaluate(() => window.graphmem.visibleIds());
  for (const v of cfg.small.sliderPoints) {
    const s = await setSlider(page, v);
    scrub[v] = { visible: s.visible, superseded: s.superseded, edgesVisible: s.edgesVisible,
      label: await page.textContent('#time-label'),
      visibleIds: await page.evaluate(() => window.graphmem.visibleIds()) };
  }
  await page.keyboard.press('End');
  scrub.end = await stats(page);
  out.small.scrub = scrub;
  step('scrub');

  // Filters: hiding a kind asks the server for the smaller subgraph.
  const before = out.small.loaded.reloads;
  await page.uncheck(`#filter-kinds input[data-kind="${cfg.small.hideKind}"]`);
  await page.waitForFunction((n) => window.graphmem.stats.reloads > n
    && window.graphmem.stats.state === 'ready', before, { timeout: 15000 });
  out.small.filtered = await stats(page);
  await page.check(`#filter-kinds input[data-kind="${cfg.small.hideKind}"]`);
  await page.waitForFunction((n) => window.graphmem.stats.reloads > n + 1
    && window.graphmem.stats.state === 'ready', before, { timeout: 15000 });
  out.small.unfiltered = await stats(page);
  step('filters');

  // Connect mode: two entities, the path lights up with its evidence.
  if (cfg.small.connect) {
    await page.click('#connect-toggle');
    await page.fill('#connect-from', cfg.small.connect.from);
    await page.fill('#connect-to', cfg.small.connect.to);
    await page.click('#connect-go');
    await page.waitForFunction(() => window.graphmem.stats.path
      || (!document.querySelector('#message').hidden
        && document.querySelector('#message').textContent.startsWith('Connect')),
    null, { timeout: 30000 });
    out.small.connect = { ...(await stats(page)), text: await panelText(page),
      message: await page.evaluate(() => (document.querySelector('#message').hidden ? null
        : document.querySelector('#message').textContent)),
      labels: await page.$$eval('#labels .path-label', (els) => els.map((e) => e.textContent)) };
    await page.waitForTimeout(600);   // the camera glides to the path
    step('connect');
  }
  await page.screenshot({ path: join(cfg.artifacts, 'ui.png') });
  await context.close();

  // ------------------------------------------------------------------ 5,000 memories
  if (cfg.big) {
    const bigContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await bigContext.addInitScript((key) => sessionStorage.setItem('graphmem.apiKey', key), cfg.big.key);
    const big = await bigContext.newPage();
    watch(big, 'big');
    await big.goto(`${cfg.base}/ui/`);
    await ready(big, 180000);
    out.big.loaded = await stats(big);
    const steps = [];
    for (const v of cfg.big.sliderPoints) {
      const s = await setSlider(big, v);
      steps.push({ value: v, ms: s.scrubMs, renderMs: s.scrubRenderMs, visible: s.visible,
        superseded: s.superseded, edgesVisible: s.edgesVisible });
    }
    out.big.scrub = steps;
    // A played replay: many steps back to back, as the play button does.
    out.big.replay = await big.evaluate(() => {
      const times = [];
      for (let v = 0; v < 1000; v += 50) times.push(window.graphmem.scrubTo(v));
      window.graphmem.scrubTo(1000);
      return times;
    });
    await big.screenshot({ path: join(cfg.artifacts, 'ui-5000.png') });
    await bigContext.close();
    step('big');
  }
} catch (err) {
  out.failure = String(err.stack || err);
} finally {
  save();
  await browser.close();
  rmSync(profile, { recursive: true, force: true });
}
