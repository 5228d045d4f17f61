// Runs every benchmark in bench/ one after another (never in parallel: they measure time),
// echoes their output and collects their `RESULT {json}` lines into bench/results/latest.md
// (a run of some of them replaces only their rows there).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = new URL('.', import.meta.url).pathname;
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => /\.bench\.(mjs|ts)$/.test(f))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

const results = [];
let failed = 0;
for (const file of files) {
  console.log(`\n## ${file}\n`);
  const runner = file.endsWith('.ts') ? ['npx', ['tsx', join(dir, file)]] : ['node', [join(dir, file)]];
  const run = spawnSync(runner[0], runner[1], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 1024 * 1024 });
  process.stdout.write(run.stdout ?? '');
  if (run.status !== 0) {
    failed++;
    console.error(`${file} exited with ${run.status}`);
  }
  for (const line of (run.stdout ?? '').split('\n')) {
    if (line.startsWith('RESULT ')) results.push({ file, ...JSON.parse(line.slice(7)) });
  }
}

const rowOf = (r) => {
  const { file, name, pass, budget, ...figures } = r;
  const shown = Object.entries(figures).map(([k, v]) => `${k}=${typeof v === 'number' ? +v.toFixed(3) : v}`).join(', ');
  return `| ${file} | ${name} | ${shown} | ${budget ?? ''} | ${pass === undefined ? '' : pass ? 'pass' : 'FAIL'} |`;
};
// A run of some benchmarks (`node bench/run.mjs orders`) keeps the recorded rows of the others;
// rows recorded before the table named its files are kept too, until the next full run.
const latest = join(dir, 'results', 'latest.md');
const ran = new Set(files);
const kept = only.length === 0 || !existsSync(latest)
  ? []
  : readFileSync(latest, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('| ') && !line.startsWith('| measurement') && !line.startsWith('| file |'))
      .map((line) => (line.split(' | ').length === 4 ? `| | ${line.slice(2)}` : line))
      .filter((line) => !ran.has(line.split(' | ')[0].slice(2).trim()));
const rows = [...kept, ...results.map(rowOf)];
const report = [
  `# Benchmark results (${new Date().toISOString()}${only.length ? `; this run: ${files.join(', ')}` : ''})`,
  '',
  '| file | measurement | figures | budget | verdict |',
  '|---|---|---|---|---|',
  ...rows,
  '',
].join('\n');
mkdirSync(join(dir, 'results'), { recursive: true });
writeFileSync(join(dir, 'results', 'latest.md'), report);
console.log(`\n${report}`);
const missed = results.filter((r) => r.pass === false).length;
if (failed || missed) {
  console.error(`${failed} benchmark(s) failed to run, ${missed} budget(s) missed`);
  process.exit(1);
}
