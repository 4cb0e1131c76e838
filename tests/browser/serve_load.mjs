// A bounded load test of `bidlab serve` on loopback: N requests from C
// concurrent clients (default 10,000 from 8), a mix of well-formed requests
// (random deals solved by DDS and bid by every bidder, typed hands, the
// bidder list, the page) and malformed ones (bad hands, seeds, vulnerability,
// unknown paths). Passes when every well-formed request got 200 and every
// malformed one a 4xx with a JSON message; prints throughput and latencies.
//
//   node tests/browser/serve_load.mjs [--bidlab build/bidlab] [--requests 10000] [--clients 8]
import { spawn } from 'node:child_process';
import http from 'node:http';
import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const option = (name, fallback) => {
  const i = process.argv.indexOf('--' + name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const bidlab = resolve(root, option('bidlab', process.env.BIDLAB || 'build/bidlab'));
const total = Number(option('requests', 10000));
const clients = Number(option('clients', 8));
const deadlineSeconds = Number(option('max-seconds', 900));

// Deals come from a pool of 300 (seeds), each solved by DDS once and then
// answered from the server's table cache, as a player re-dealing would.
const wellFormed = [
  (i) => `/api/deal?seed=${i % 200}`,
  (i) => `/api/deal?seed=${i % 200}&vul=${['None', 'NS', 'EW', 'All'][i % 4]}`,
  (i) => `/api/deal?north=AKQ2.K32.Q32.J32&south=J43.AQ4.KJ4.AK54&seed=${i % 100}`,
  () => '/api/bidders',
  () => '/',
];
const malformed = [
  () => '/api/deal?north=AKQ2.K32&south=J43.AQ4.KJ4.AK54',
  () => '/api/deal?seed=-5',
  () => '/api/deal?seed=1e99',
  () => '/api/deal?vul=sideways',
  () => '/api/deal?deal=N%3Agarbage%00%ff',
  () => '/api/deal?north=AKQ2.K32.Q32.J32',
  () => '/api/card?bidder=0&calls=1NT%20PASS',  // the auction is over: no card
  () => '/api/card?bidder=zzz',
  () => '/api/nothing-here',
  () => '/%2e%2e/%2e%2e/etc/passwd',
];

function get(port, path) {
  return new Promise((ok) => {
    const start = process.hrtime.bigint();
    const req = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => { body += c; });
      res.on('end', () => ok({ status: res.statusCode, body, ms: Number(process.hrtime.bigint() - start) / 1e6 }));
    });
    req.on('error', (e) => ok({ status: 0, body: String(e), ms: Number(process.hrtime.bigint() - start) / 1e6 }));
    req.setTimeout(60000, () => req.destroy(new Error('timeout')));
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
const server = spawn(bidlab, ['serve', '--port', '0'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
const port = await new Promise((ok, fail) => {
  let text = '';
  server.stdout.on('data', (c) => {
    text += c;
    const m = /127\.0\.0\.1:(\d+)\//.exec(text);
    if (m) ok(Number(m[1]));
  });
  server.on('exit', (code) => fail(new Error('bidlab serve exited with ' + code)));
});

const latencies = { good: [], bad: [] };
const failures = [];
let next = 0;
const started = Date.now();
async function client() {
  while (next < total && (Date.now() - started) / 1000 < deadlineSeconds) {
    const i = next++;
    const bad = i % 10 === 9;  // one request in ten is malformed
    const kinds = bad ? malformed : wellFormed;
    const path = kinds[i % kinds.length](i);
    const r = await get(port, path);
    (bad ? latencies.bad : latencies.good).push(r.ms);
    let ok = bad ? r.status >= 400 && r.status < 500 : r.status === 200;
    if (ok && bad) {
      try { ok = typeof JSON.parse(r.body).error === 'string'; } catch { ok = false; }
    }
    if (!ok && failures.length < 20) failures.push(`${path} -> ${r.status} ${r.body.slice(0, 120)}`);
    if (!ok) failures.count = (failures.count || 0) + 1;
  }
}
await Promise.all(Array.from({ length: clients }, client));
const seconds = (Date.now() - started) / 1000;
const alive = server.exitCode === null;
server.kill();
agent.destroy();

const pct = (list, p) => {
  const s = [...list].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(p * s.length))].toFixed(1) : '-';
};
const done = latencies.good.length + latencies.bad.length;
console.log(`load test: ${done} requests (${latencies.bad.length} malformed) from ${clients} clients in ` +
  `${seconds.toFixed(1)} s = ${(done / seconds).toFixed(0)} requests/s`);
console.log(`  well-formed latency ms: p50 ${pct(latencies.good, 0.5)}, p95 ${pct(latencies.good, 0.95)}, ` +
  `p99 ${pct(latencies.good, 0.99)}, max ${pct(latencies.good, 1)}`);
console.log(`  malformed latency ms:   p50 ${pct(latencies.bad, 0.5)}, p99 ${pct(latencies.bad, 0.99)}`);
console.log(`  server alive at the end: ${alive}; wrong answers: ${failures.count || 0}`);
for (const f of failures) console.log('  ' + f);
const passed = alive && !failures.count && done === total;
console.log(`load: ${passed ? 1 : 0} passed, ${passed ? 0 : 1} failed`);
process.exit(passed ? 0 : 1);
