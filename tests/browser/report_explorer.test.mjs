// The report and the explorer in a real browser: headless Chromium (Debian's
// /usr/bin/chromium) driven by playwright-core. Makes a small results folder
// with real `bidlab experiment --quick` runs, writes the report, starts
// `bidlab serve` on a free loopback port, and checks that every chart
// rendered, that nothing was fetched from the network, that there are no
// console errors, and bids one typed hand through the explorer: a new deal
// each "Random deal", the cost grid's legend, the cards of SAYC and the
// neural model, and what a learned call means; and a match played with
// `bidlab match --log`, served with --match-log: its boards listed, one opened
// with both tables side by side, each auction in four columns, each call's
// reason on hover; and a 10,000-board match listed a page at a time, fast,
// its doubled contracts spelled "4♥X by S" as everywhere; and a seat taken at
// the table against the four-seat model, bid to the end, and its review. Screenshots go to
// tests/browser/screenshots/ (git-ignored).
//
//   BIDLAB=build/bidlab node --test tests/browser/report_explorer.test.mjs
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const require = createRequire(join(root, 'web/package.json'));
const { chromium } = require('playwright-core');

const bidlab = resolve(root, process.env.BIDLAB || 'build/bidlab');
const shots = join(here, 'screenshots');
const work = mkdtempSync(join(tmpdir(), 'bidlab-browser-'));
const results = join(work, 'results');
let browser;
let server;
let baseUrl;
let matchLog;
let bigLog;

function run(...args) {
  return execFileSync(bidlab, args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
}

// Collects what a page should never do: log errors, throw, or reach the network.
function watch(page, allowNetwork) {
  const problems = [];
  page.on('console', (m) => { if (m.type() === 'error') problems.push('console: ' + m.text()); });
  page.on('pageerror', (e) => problems.push('page error: ' + e.message));
  page.on('request', (r) => {
    const url = r.url();
    if (!url.startsWith('data:') && !url.startsWith('blob:') && !url.startsWith('file:') && !allowNetwork(url))
      problems.push('request: ' + url);
  });
  return problems;
}

before(async () => {
  mkdirSync(shots, { recursive: true });
  // A small set that splits 80/10/10 (imported deals split by position):
  // 1,500 deals of the shipped set's test split, tables from the file, no DDS.
  const pbn = join(work, 'small.pbn');
  const data = join(work, 'small.bdl');
  run('dataset', 'export', 'standard', '--range', '90000:91500', '-o', pbn);
  run('dataset', 'import', pbn, '-o', data);
  run('experiment', 'compare', '--quick', '--data', data, '-o', results);
  run('experiment', 'figure4.1', '--quick', '--iterations', '3000', '--data', data, '-o', results);
  // 30 short curves: the report draws them one panel per (ℓ, α)
  run('experiment', 'figure4.3', '--quick', '--iterations', '500', '--data', data, '-o', results);
  run('experiment', 'table4.4', '--quick', '--iterations', '3000', '--data', data, '-o', results);
  run('experiment', 'white', '--quick', '-o', results);
  // CBR's cases are real auctions from the shared data (../shared beside the
  // checkout, or BIDLAB_SHARED): without them its section is left out.
  try {
    execFileSync(bidlab, ['experiment', 'cbr', '--quick', '-o', results],
      { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (e) {
    if (!/shared data folder was not found/.test(e.stderr ?? '')) throw e;
    console.log('experiment cbr skipped: ' + e.stderr.trim());
  }
  const model = join(work, 'bandit.model');
  run('train', 'bandit', '--data', data, '--iterations', '3000', '-o', model);
  // Six four-seat bidders (SAYC, its styles, sayc-uncontested, the neural model, the bandit): the league's heat map.
  run('experiment', 'league', '--quick', '--data', data, '--boards', '40', '--bandit-model', model,
    '--neural-model', 'data/neural.model', '-o', results);
  // The competing SAYC against the neural model: its log for the explorer,
  // its summary (`match --json`) for the report's matches section.
  matchLog = join(work, 'm.jsonl');
  writeFileSync(join(results, 'match-neural.json'), run('match', '--ns', 'sayc', '--ew', 'data/neural.model',
    '--data', data, '--split', 'test', '--boards', '24', '--log', matchLog, '--json'));
  run('report', results, '-o', join(work, 'report.html'), '--samples', '3', '--model', model);
  // A long match for the list's speed, with doubled contracts (SAYC doubles the
  // bidder that does not compete): 10,000 boards of the shipped set.
  bigLog = join(work, 'big.jsonl');
  run('match', '--ns', 'sayc', '--ew', 'sayc-uncontested', '--data', 'standard', '--boards', '10000', '--log', bigLog);

  // The bandit just trained and the shipped neural model: one card of each kind.
  server = spawn(bidlab, ['serve', '--port', '0', '--model', model, '--model', 'data/neural.model', '--match-log', matchLog,
    '--match-log', bigLog],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  baseUrl = await new Promise((ok, fail) => {
    let text = '';
    server.stdout.on('data', (chunk) => {
      text += chunk;
      const m = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(text);
      if (m) ok(`http://127.0.0.1:${m[1]}`);
    });
    server.on('exit', (code) => fail(new Error('bidlab serve exited with ' + code)));
  });
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
});

after(async () => {
  if (browser) await browser.close();
  if (server) server.kill();
  rmSync(work, { recursive: true, force: true });
});

test('the report renders every chart offline, without console errors', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const problems = watch(page, () => false);
  await page.goto('file://' + join(work, 'report.html'));
  const charts = page.locator('figure.chart');
  const count = await charts.count();
  assert.ok(count >= 2, `expected the learning curves and heat maps, found ${count} charts`);
  await page.waitForFunction(() => [...document.querySelectorAll('figure.chart')]
    .every((f) => f.dataset.rendered), null, { timeout: 60000 });
  for (let i = 0; i < count; ++i) {
    const figure = charts.nth(i);
    assert.equal(await figure.getAttribute('data-rendered'), 'true', await figure.getAttribute('data-title'));
    assert.ok(await figure.locator('svg').count() > 0, 'chart has no SVG');
  }
  assert.ok(await page.locator('td.cmp').count() > 0, 'no published figure beside ours');
  // Like for like only: the main job's costs are compared, CBR's PASS counts never.
  assert.ok(await page.locator('#exp-compare td.cmp').count() > 0, 'the main job is not compared');
  assert.equal(await page.locator('#exp-cbr td.cmp:has-text("e+")').count(), 0);
  assert.equal(await page.locator('#exp-figure4-3 figure.chart').count(), 1);
  // one panel per (ℓ, α), each headed by its name
  for (const panel of ['ℓ = 4, α = 10', 'ℓ = 6, α = 100'])
    assert.ok(await page.locator('#exp-figure4-3 figure.chart text', { hasText: panel }).count() > 0,
      `figure 4.3 has no panel ${panel}`);
  assert.equal(await page.locator('article.deal').count(), 3);
  // sayc, pass, the shipped neural model (by default) and the bandit given
  assert.equal(await page.locator('article.deal').first().locator('tr.auction').count(), 4);
  assert.match(await page.locator('#missing').textContent(), /table4\.1/);
  // The matches: compare's contested rows and the match file, each with its interval, none coloured.
  const matches = page.locator('#matches table.matches:not(.hard-decisions) tbody tr');
  assert.ok(await matches.count() >= 2, 'no contested rows and match file');
  assert.match(await matches.last().locator('td').nth(6).textContent(), /^[+-]\d+\.\d\d … [+-]\d+\.\d\d$/);
  assert.equal(await page.locator('#matches svg.interval').count(), await matches.count());
  // The bars have an axis: round ticks either side of zero, zero under every bar's dashed zero line.
  const axis = page.locator('#matches tfoot svg.interval-axis');
  assert.equal(await axis.count(), 1);
  const ticks = await axis.locator('g.tick text').allTextContents();
  assert.equal(ticks.length, 5);
  assert.equal(ticks[2], '0');
  assert.equal(ticks[0], '-' + ticks[4].slice(1), ticks.join(' '));
  assert.match(ticks[4], /^\+(0\.5|[125]0*)$/, ticks.join(' '));
  const zeroTick = await axis.locator('g.tick[data-value="0"] line').boundingBox();
  const zeroLine = await page.locator('#matches tbody svg.interval').first().locator('line').first().boundingBox();
  assert.ok(Math.abs(zeroTick.x - zeroLine.x) < 1, `axis zero at x=${zeroTick.x}, bars' zero at x=${zeroLine.x}`);
  assert.equal(await page.locator('#matches td.cmp').count(), 0);
  assert.equal(await page.locator('#exp-match-neural').count(), 0);
  await page.locator('#matches').screenshot({ path: join(shots, 'report-matches.png') });
  // The league: its cross table as a heat map, each match a shaded cell with its interval, nobody against itself.
  const league = page.locator('#exp-league table.league');
  assert.equal(await league.locator('tbody tr').count(), 6);
  assert.equal(await league.locator('td.self').count(), 6);
  assert.equal(await league.locator('td.num').count(), 30);
  assert.match(await league.locator('td.num .interval').first().textContent(), /^[+-]\d+\.\d\d … [+-]\d+\.\d\d$/);
  assert.match(await league.locator('td.num').first().getAttribute('style'), /^background: rgba\(/);
  await page.locator('#exp-league figure.league').screenshot({ path: join(shots, 'report-league.png') });
  await page.screenshot({ path: join(shots, 'report.png') });
  await page.locator('#exp-figure4-1').screenshot({ path: join(shots, 'report-figure4.1.png') });
  await page.locator('article.deal').first().screenshot({ path: join(shots, 'report-deal.png') });
  assert.deepEqual(problems, []);
  const size = statSync(join(work, 'report.html')).size;
  console.log(`report.html: ${(size / 1024).toFixed(0)} KiB, ${count} charts`);
});

test('the explorer deals, bids a typed hand and browses the card', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  const problems = watch(page, (url) => url.startsWith(baseUrl));
  await page.goto(baseUrl + '/');
  await page.waitForSelector('#result[data-ready="true"] article.deal');
  assert.equal(await page.locator('#result tr.auction').count(), 4);  // sayc, pass, bandit, neural

  // "Random deal" deals a new deal on every click.
  const seen = new Set();
  for (let i = 0; i < 3; ++i) {
    const before = await page.locator('#result .pbn').textContent();
    await page.click('#random');
    await page.waitForFunction((old) => document.querySelector('#result .pbn')?.textContent !== old, before);
    seen.add(await page.locator('#seed').inputValue());
  }
  assert.equal(seen.size, 3, 'three clicks gave the seeds ' + [...seen].join(', '));

  // The cost grid's legend says whose box is whose; each box carries its bidder's number.
  const legend = await page.locator('#result .grid-legend').textContent();
  for (const [i, name] of ['sayc', 'pass', 'bandit', 'neural'].entries())
    assert.ok(legend.includes(`${i + 1} ${name}`), legend);
  const boxes = page.locator('#result table.costs td.chosen');
  assert.ok(await boxes.count() >= 1, 'no contract boxed');
  assert.match(await boxes.first().locator('sup.who').textContent(), /^[1-4](,[1-4])*$/);
  await page.locator('#result .cost-grid').screenshot({ path: join(shots, 'explorer-cost-grid.png') });

  await page.fill('#north', 'AKQ2.K32.Q32.J32');
  await page.fill('#south', 'J43.AQ4.KJ4.AK54');
  await page.fill('#seed', '11');
  await page.click('#bid');
  await page.waitForFunction(() => document.querySelector('#result .pbn')?.textContent.startsWith('N:AKQ2.K32.Q32.J32 '));
  const sayc = page.locator('#result tr.auction[data-bidder="sayc"]');
  // Four columns W N E S, North deals: the first row is blank under W.
  assert.deepEqual(await sayc.locator('table.bidding thead th').allTextContents(), ['W', 'N', 'E', 'S']);
  assert.equal(await sayc.locator('table.bidding tbody tr').first().locator('td').first().getAttribute('class'), 'blank');
  assert.ok(await sayc.locator('table.bidding td[data-seat="N"], table.bidding td[data-seat="S"]').count() >= 2, 'SAYC made no calls');
  assert.match(await sayc.locator('.why').first().textContent(), /\S/, 'SAYC gave no explanation');
  assert.equal(await page.locator('#result table.dd tbody tr').count(), 5);
  assert.equal(await page.locator('#error').textContent(), '');

  // A typing mistake is a clear message, not a broken page.
  await page.fill('#north', 'AKQ2.K32');
  await page.click('#bid');
  await page.waitForFunction(() => document.querySelector('#error').textContent.startsWith('north: '));

  await page.waitForSelector('#card table.card tbody tr');
  const next = page.locator('#card td.go').first();
  if (await next.count()) {
    await next.click();
    await page.waitForFunction(() => document.querySelectorAll('#card-path button').length === 2);
  }
  await page.screenshot({ path: join(shots, 'explorer.png'), fullPage: true });

  // Every bidder has a card: SAYC's and the neural model's, sampled from their bidding.
  const options = await page.locator('#card-bidder option').allTextContents();
  for (const name of ['neural', 'sayc']) {
    assert.ok(options.includes(name), options.join(', '));
    await page.selectOption('#card-bidder', { label: name });
    await page.waitForFunction((n) => document.querySelector('#card').dataset.ready === n + '||'
      && document.querySelector('#card-path').textContent.includes('sampled deals'), name);
    const rows = page.locator('#card table.card tbody tr');
    assert.ok(await rows.count() >= 2, name + ': fewer than two opening calls');
    assert.match(await rows.first().locator('td').nth(1).textContent(), /HCP/, name + ' gives a call no meaning');
    if (name === 'sayc')
      assert.match(await page.locator('#card table.card tr[data-call="1NT"] td').nth(1).textContent(), /^natural, non-forcing, 15–17 HCP, balanced; on \d+ hands/);
    await page.locator('#card').screenshot({ path: join(shots, `explorer-card-${name}.png`) });
  }

  // A learned call's meaning: click the neural bidder's first call in the auction above.
  await page.fill('#north', 'AK2.KQ2.AQ32.Q32');
  await page.fill('#south', 'J43.A54.KJ4.K654');
  await page.click('#bid');
  await page.waitForFunction(() => document.querySelector('#result .pbn')?.textContent.startsWith('N:AK2.KQ2.AQ32.Q32 '));
  const call = page.locator('#result tr.auction[data-bidder="neural"] table.bidding td.go').first();
  const made = await call.getAttribute('data-call');
  await call.click();
  await page.waitForFunction((c) => document.querySelector('#card').dataset.ready === 'neural||' + c, made);
  const meaning = await page.locator('#card-meaning').textContent();
  assert.match(meaning, /HCP/, meaning);
  assert.equal(await page.locator('#card table.card tr.marked').count(), 1);
  await page.locator('#card').screenshot({ path: join(shots, 'explorer-learned-meaning.png') });
  console.log('neural ' + made + ' — ' + meaning);
  assert.deepEqual(problems.filter((p) => !p.includes('status of 400')), []);
});

test('the explorer opens a board of a match: both tables side by side', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  const problems = watch(page, (url) => url.startsWith(baseUrl));
  await page.goto(baseUrl + '/');
  await page.waitForSelector('#matches[data-ready="true"]');
  assert.match(await page.locator('#matches .match[data-match="0"] .match-result').textContent(), /IMPs\/board ± .*95% interval/);
  const rows = page.locator('#matches table.match-boards[data-match="0"] tbody tr');
  assert.equal(await rows.count(), 24);
  assert.equal(await page.locator('#matches .pager[data-match="0"]').count(), 0);  // one page: no pager
  // A board East dealt: its auctions start in the third column.
  const row = rows.filter({ has: page.locator('td:nth-child(2)', { hasText: /^E$/ }) }).first();
  const number = await row.getAttribute('data-board');
  await row.click();
  await page.waitForFunction((n) => document.querySelector('#match-board').dataset.ready === '0|' + n, number);
  const board = page.locator('#match-board article.match-board');
  assert.match(await board.locator('.compass').textContent(), /^Dealer E · Vul /);
  assert.equal(await board.locator('table.dd tbody tr').count(), 5);
  assert.match(await board.locator('.par-line').textContent(), /^Par \(double-dummy\): [+-]?\d+ /);
  const tables = board.locator('.match-table');
  assert.equal(await tables.count(), 2);
  for (let t = 0; t < 2; ++t) {
    const table = tables.nth(t);
    assert.deepEqual(await table.locator('table.bidding thead th').allTextContents(), ['W', 'N', 'E', 'S']);
    const first = table.locator('table.bidding tbody tr').first().locator('td');
    assert.equal(await first.nth(0).getAttribute('class'), 'blank');
    assert.equal(await first.nth(1).getAttribute('class'), 'blank');
    assert.notEqual(await first.nth(2).getAttribute('data-call'), null);
    assert.match(await table.locator('.table-result').textContent(), /N-S [+-]?\d+/);
  }
  // Side by side: the same top, table 2 to the right of table 1.
  const [one, two] = [await tables.nth(0).boundingBox(), await tables.nth(1).boundingBox()];
  assert.equal(Math.round(one.y), Math.round(two.y));
  assert.ok(two.x >= one.x + one.width, `table 2 at x=${two.x} overlaps table 1 (${one.x}+${one.width})`);
  assert.match(await board.locator('h3').textContent(), /IMPs to sayc|a push/);
  // Each call's reason on hover: SAYC's rule at North-South at table 1, the
  // neural model's probabilities or costs at North-South at table 2 (the server has both).
  for (const [t, reason] of [[0, /\S/], [1, /probability|estimated cost/]]) {
    const cells = tables.nth(t).locator('table.bidding td[data-seat="N"], table.bidding td[data-seat="S"]');
    assert.ok(await cells.count() >= 2, 'table ' + (t + 1) + ': fewer than two N-S calls');
    const titles = await cells.evaluateAll((all) => all.map((c) => c.title));
    assert.ok(titles.some((x) => reason.test(x)), 'table ' + (t + 1) + ' reasons: ' + JSON.stringify(titles));
  }
  await board.screenshot({ path: join(shots, 'explorer-match-board.png') });
  // The board is in the address: "next" walks the match, a reload opens the same board.
  await board.locator('button.step', { hasText: 'next' }).click();
  const after = await rows.nth((await rows.evaluateAll((all, n) => all.findIndex((r) => r.dataset.board === n), number)) + 1)
    .getAttribute('data-board');
  await page.waitForFunction((n) => document.querySelector('#match-board').dataset.ready === '0|' + n, after);
  assert.equal(new URL(page.url()).hash, '#match=0&board=' + after);
  await page.reload();
  await page.waitForFunction((n) => document.querySelector('#match-board').dataset.ready === '0|' + n, after);
  await page.locator('#matches').screenshot({ path: join(shots, 'explorer-matches.png') });
  assert.deepEqual(problems, []);
});

test('a 10,000-board match lists fast, a page at a time, doubled contracts spelled as everywhere', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  const problems = watch(page, (url) => url.startsWith(baseUrl));
  const started = Date.now();
  await page.goto(baseUrl + '/');
  await page.waitForSelector('#matches[data-ready="true"] table.match-boards[data-match="1"] tbody tr');
  const seconds = (Date.now() - started) / 1000;
  console.log(`10,000-board match listed in ${seconds.toFixed(2)} s`);
  assert.ok(seconds < 5, `the list took ${seconds} s`);
  const rows = page.locator('#matches table.match-boards[data-match="1"] tbody tr');
  assert.equal(await rows.count(), 100);
  const pager = page.locator('#matches .pager[data-match="1"]');
  assert.match(await pager.locator('.where').textContent(), /boards 1–100 of 10000 \(page 1 of 100\)/);
  assert.equal(await pager.locator('button.previous').isDisabled(), true);
  await pager.locator('button.last').click();
  await page.waitForFunction(() => document.querySelector('.pager[data-match="1"]').dataset.page === '99');
  assert.equal(await rows.count(), 100);
  assert.equal(await pager.locator('button.next').isDisabled(), true);

  // A doubled contract as the API sends it ("4HX by S") and as the page spells it ("4♥X by S").
  const answer = await (await fetch(baseUrl + '/api/matches')).json();
  assert.equal(answer.matches[1].boards, 10000);
  let doubled;
  for (let p = 0; p < answer.matches[1].pages && !doubled; ++p) {
    const page = await (await fetch(baseUrl + '/api/match_rows?match=1&page=' + p)).json();
    doubled = page.rows.find((r) => /^[1-7](C|D|H|S|NT)XX? by [NESW]$/.test(r.contracts[0]));
  }
  assert.ok(doubled, 'no doubled contract at table 1 in 10,000 boards');
  // Its address opens it and turns the list to its page, the row marked.
  const linked = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  const linkedProblems = watch(linked, (url) => url.startsWith(baseUrl));
  await linked.goto(baseUrl + '/#match=1&board=' + doubled.board);
  await linked.waitForFunction((n) => document.querySelector('#match-board').dataset.ready === '1|' + n, String(doubled.board));
  const row = linked.locator(`#matches table.match-boards[data-match="1"] tr[data-board="${doubled.board}"]`);
  assert.equal(await row.getAttribute('class'), 'go marked');
  const symbols = { C: '♣', D: '♦', H: '♥', S: '♠', NT: 'NT' };
  const [, level, strain, risk, by] = /^([1-7])(C|D|H|S|NT)(XX?) (by [NESW])$/.exec(doubled.contracts[0]);
  const spelled = level + symbols[strain] + risk + ' ' + by;
  assert.equal(await row.locator('td').nth(3).textContent(), spelled);
  assert.equal(await linked.locator('#match-board .match-table[data-table="1"] .table-result .contract').textContent(), spelled);
  await linked.locator('#matches').screenshot({ path: join(shots, 'explorer-long-match.png') });
  assert.deepEqual(problems, []);
  assert.deepEqual(linkedProblems, []);
});

test('a player takes a seat, bids a four-seat auction against the four-seat model and sees the review', async () => {
  // A server of its own with the four-seat model (the one above has the bandit and the neural model).
  const table = spawn(bidlab, ['serve', '--port', '0', '--model', 'data/contested.model'],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const url = await new Promise((ok, fail) => {
      let text = '';
      table.stdout.on('data', (chunk) => {
        text += chunk;
        const m = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(text);
        if (m) ok(`http://127.0.0.1:${m[1]}`);
      });
      table.on('exit', (code) => fail(new Error('bidlab serve exited with ' + code)));
    });
    const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
    const problems = watch(page, (u) => u.startsWith(url));
    await page.goto(url + '/');
    await page.waitForSelector('#table[data-ready="true"]');
    // The four-seat model is the default partner and opponents.
    assert.equal(await page.locator('#table-partner').inputValue(), 'contested-neural');
    assert.equal(await page.locator('#table-opponents').inputValue(), 'contested-neural');
    // South, board 2 (dealer East, North-South vulnerable), the deal of seed 3.
    await page.selectOption('#table-seat', 'S');
    await page.fill('#table-board', '2');
    await page.fill('#table-seed', '3');
    await page.click('#table-start');
    const state = () => page.locator('#table').getAttribute('data-state');
    await page.waitForFunction(() => ['calling', 'over'].includes(document.querySelector('#table').dataset.state));
    assert.match(await page.locator('#table-play h3').textContent(), /^Board 2 · Dealer E · Vul NS · you sit South/);
    // East called first, with its reason and its meaning at this table.
    const east = page.locator('#table-play ol.table-calls li').first();
    assert.equal(await east.getAttribute('data-seat'), 'E');
    assert.match(await east.textContent(), /\(contested-neural\)/);
    assert.match(await east.locator('.meaning').textContent(), /HCP/);
    assert.match(await east.locator('.why').textContent(), /probability/);
    // South bids: the cheapest bid the box allows, then passes to the end.
    let turns = 0;
    while (await state() === 'calling') {
      const calls = Number(await page.locator('#table').getAttribute('data-calls'));
      const choice = turns === 0 ? page.locator('#table-play .call-button:not([disabled])[data-call$="C"], ' +
        '#table-play .call-button:not([disabled])[data-call$="D"], #table-play .call-button:not([disabled])[data-call$="H"], ' +
        '#table-play .call-button:not([disabled])[data-call$="S"]').first()
        : page.locator('#table-play .call-button[data-call="PASS"]');
      assert.equal(await choice.isDisabled(), false);
      await choice.click();
      await page.waitForFunction((n) => {
        const t = document.querySelector('#table');
        return t.dataset.state === 'over' || (t.dataset.state === 'calling' && Number(t.dataset.calls) > n);
      }, calls, { timeout: 60000 });
      ++turns;
      assert.ok(turns < 40, 'the auction did not end');
    }
    assert.equal(await state(), 'over');
    assert.equal(await page.locator('#table-error').textContent(), '');
    // The review: contract, tricks double-dummy, score, par, the double-dummy table and the four hands.
    const review = page.locator('#table-review article.table-review');
    assert.match(await review.locator('.review-result').textContent(), /^Contract: (passed out|[1-7](♣|♦|♥|♠|NT)X{0,2} by [NESW], \d+ tricks double-dummy), N-S [+-]?\d+ \(you [+-]?\d+\)$/);
    assert.match(await review.locator('.par-line').textContent(), /^Par \(double-dummy\): [+-]?\d+ /);
    assert.equal(await review.locator('table.dd tbody tr').count(), 5);
    assert.equal(await review.locator('.diagram .hand').count(), 4);
    // Each of South's turns, with the four-seat model's call in South's seat; the first, a cheap bid, marked where it differs.
    const rows = review.locator('table.your-calls tbody tr');
    assert.equal(await rows.count(), turns);
    const differs = await rows.evaluateAll((all) => all.map((r) => r.classList.contains('differs')));
    const cells = await rows.evaluateAll((all) => all.map((r) => [r.children[1].textContent, r.children[2].textContent]));
    cells.forEach(([you, bot], i) => assert.equal(differs[i], you !== bot, `turn ${i + 1}: you ${you}, bot ${bot}`));
    assert.match(await review.locator('h4').first().textContent(), /differ$/);
    assert.equal(await review.locator('table.bidding').count(), 1);  // the auction with the model in South's seat
    await page.locator('#table').screenshot({ path: join(shots, 'explorer-table.png') });
    // The other views still work beside it.
    await page.waitForSelector('#result[data-ready="true"] article.deal');
    assert.deepEqual(problems, []);
  } finally {
    table.kill();
  }
});
