// A bounded load test of `bidlab serve` on loopback: N requests from C
// concurrent clients (default 10,000 from 8), a mix of well-formed requests
// (random deals solved by DDS and bid by every bidder, typed hands, the
// bidder list, the page, a call of /api/bid) and malformed ones (bad hands, seeds, vulnerability,
// unknown paths). Passes when every well-formed request got 200 and every
// malformed one a 4xx with a JSON message; prints throughput and latencies.
//
// With --slow-clients S, S more connections trickle a request one byte every
// 2 s all along (slowloris; the server cuts each after its request timeout,
// and they reconnect): every request must still be answered, and
// --max-cached-p95-ms bounds the p95 latency of requests the server answers
// without solving (a deal asked before, the bidder list, the page). The
// server's resident memory is sampled throughout; --max-rss-mb bounds it.
//
//   node tests/browser/serve_load.mjs [--bidlab build/bidlab] [--requests 10000] [--clients 8] [--deals 200]
//        [--slow-clients 32 --max-cached-p95-ms 100 --max-rss-mb 400] [--max-seconds 900]
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
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
const deals = Number(option('deals', 200));
const slowClients = Number(option('slow-clients', 0));
const maxCachedP95 = Number(option('max-cached-p95-ms', Infinity));
const maxRssMb = Number(option('max-rss-mb', Infinity));

// Deals come from a pool of 1.5 × --deals (seeds), each solved by DDS once
// and then answered from the server's table cache, as a player re-dealing would.
const wellFormed = [
  (i) => `/api/deal?seed=${i % deals}`,
  (i) => `/api/deal?seed=${i % deals}&vul=${['None', 'NS', 'EW', 'All'][i % 4]}`,
  (i) => `/api/deal?north=AKQ2.K32.Q32.J32&south=J43.AQ4.KJ4.AK54&seed=${i % Math.ceil(deals / 2)}`,
  () => '/api/bidders',
  () => '/',
  (i) => `/api/bid?bidder=sayc&seat=E&hand=AKJ54.32.K32.432&auction=${['1C', '1D', '1H'][i % 3]}`,
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
  () => '/api/bid?bidder=sayc&seat=N&hand=AKJ54.32.K32.432&auction=1C',  // East is to call
  () => '/api/table?seat=S&partner=sayc&opponents=nobody',
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

// The server's resident set size, sampled every 100 ms.
let maxRssKb = 0;
const sampleRss = () => {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'));
    if (m) maxRssKb = Math.max(maxRssKb, Number(m[1]));
  } catch { /* the server has exited: the test fails on that */ }
};
const rssTimer = setInterval(sampleRss, 100);

// Slowloris: each slow client sends a request one byte every 2 s; when the
// server closes it (408 once its request timeout passes), it reconnects.
const slow = { running: true, sockets: new Set(), bytes: 0, cut: 0, answered408: 0 };
function slowClient() {
  if (!slow.running) return;
  const request = 'GET /api/bidders HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';
  const socket = net.connect({ host: '127.0.0.1', port });
  let sent = 0;
  let answer = '';
  let timer;
  const trickle = () => {
    if (sent < request.length && !socket.destroyed) {
      socket.write(request[sent++]);
      slow.bytes++;
    }
  };
  socket.on('connect', () => { trickle(); timer = setInterval(trickle, 2000); });
  socket.on('data', (c) => { answer += c; });
  socket.on('error', () => {});
  socket.on('close', () => {
    clearInterval(timer);
    slow.sockets.delete(socket);
    if (!slow.running) return;
    slow.cut++;
    if (answer.startsWith('HTTP/1.1 408')) slow.answered408++;
    slowClient();
  });
  slow.sockets.add(socket);
}
for (let i = 0; i < slowClients; i++) slowClient();
if (slowClients) await new Promise((ok) => setTimeout(ok, 2500));  // each is into its request

const latencies = { good: [], bad: [], cached: [] };
const asked = new Set();  // deals the server has solved once (and cached)
const failures = [];
let next = 0;
const started = Date.now();
async function client() {
  while (next < total && (Date.now() - started) / 1000 < deadlineSeconds) {
    const i = next++;
    const bad = i % 10 === 9;  // one request in ten is malformed
    const kinds = bad ? malformed : wellFormed;
    const path = kinds[i % kinds.length](i);
    const cached = !bad && (!path.startsWith('/api/deal') || asked.has(path));
    if (!bad) asked.add(path);
    const r = await get(port, path);
    (bad ? latencies.bad : latencies.good).push(r.ms);
    if (cached) latencies.cached.push(r.ms);
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
sampleRss();
const alive = server.exitCode === null;
slow.running = false;
for (const socket of slow.sockets) socket.destroy();
clearInterval(rssTimer);
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
const cachedP95 = Number(pct(latencies.cached, 0.95));
console.log(`  answered without solving (${latencies.cached.length}): p50 ${pct(latencies.cached, 0.5)}, ` +
  `p95 ${pct(latencies.cached, 0.95)} ms` + (Number.isFinite(maxCachedP95) ? ` (at most ${maxCachedP95})` : ''));
if (slowClients) {
  console.log(`  slow clients: ${slowClients} trickling one byte every 2 s, ${slow.bytes} bytes sent, ` +
    `${slow.cut} connections cut by the server (${slow.answered408} with 408)`);
}
const rssMb = maxRssKb / 1024;
console.log(`  server's peak resident memory: ${rssMb.toFixed(0)} MB` +
  (Number.isFinite(maxRssMb) ? ` (at most ${maxRssMb})` : ''));
console.log(`  server alive at the end: ${alive}; wrong answers: ${failures.count || 0}`);
for (const f of failures) console.log('  ' + f);
const passed = alive && !failures.count && done === total && !(cachedP95 > maxCachedP95) &&
  rssMb > 0 && rssMb <= maxRssMb;
console.log(`load: ${passed ? 1 : 0} passed, ${passed ? 0 : 1} failed`);
process.exit(passed ? 0 : 1);
