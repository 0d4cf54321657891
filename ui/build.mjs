// Build the dashboard into graphmem/api/static/ui/ (served by the API at /ui).
// `node build.mjs` (npm run build). Output is deterministic: same sources, same bytes.
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '..', 'graphmem', 'api', 'static', 'ui');

mkdirSync(out, { recursive: true });
for (const name of readdirSync(out)) rmSync(join(out, name), { recursive: true, force: true });

await build({
  entryPoints: [join(here, 'src', 'main.js')],
  outfile: join(out, 'app.js'),
  bundle: true,
  minify: true,
  format: 'iife',
  target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
  legalComments: 'eof',
  logLevel: 'warning',
});
for (const name of ['index.html', 'styles.css']) copyFileSync(join(here, 'src', name), join(out, name));
console.log(`built the dashboard into ${out}`);
