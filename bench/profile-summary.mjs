// Prints where a V8 CPU profile (from BENCH_CPU_PROF) spent its time: the
// functions with the most self time, and the packages they belong to.
// `last` keeps only the profile's final seconds, so that the server's start
// (migrations, the catalogue's seeding) does not hide what the load cost.
import { readFile } from 'node:fs/promises';

const [file, count = '25', last] = process.argv.slice(2);
if (!file) {
  console.error(
    'usage: node bench/profile-summary.mjs <file.cpuprofile> [rows] [last seconds]',
  );
  process.exit(1);
}
const profile = JSON.parse(await readFile(file, 'utf8'));
const from = last ? profile.endTime - Number(last) * 1e6 : -Infinity;
const interval = new Map();
let at = profile.startTime;
for (let i = 0; i < profile.samples.length; i += 1) {
  const id = profile.samples[i];
  at += profile.timeDeltas[i] ?? 0;
  if (at < from) continue;
  interval.set(id, (interval.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
}
const total = [...interval.values()].reduce((sum, t) => sum + t, 0);

function packageOf(url) {
  if (!url) return '(native)';
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match) return match[1];
  if (url.startsWith('node:')) return 'node';
  return url.includes('/dist/') ? '(app)' : url;
}

const byFunction = new Map();
const byPackage = new Map();
for (const node of profile.nodes) {
  const time = interval.get(node.id) ?? 0;
  if (!time) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  const key = `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + time);
  const pkg = packageOf(url);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + time);
}

const share = (t) => `${((100 * t) / total).toFixed(1).padStart(5)} %`;
const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);

console.log(`${(total / 1e6).toFixed(1)} s sampled\n\nby package:`);
for (const [name, t] of top(byPackage, 15)) console.log(`${share(t)}  ${name}`);
console.log('\nby function (self time):');
for (const [name, t] of top(byFunction, Number(count)))
  console.log(`${share(t)}  ${name}`);
