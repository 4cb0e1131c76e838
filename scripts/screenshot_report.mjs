// Screenshots of a report for the README and docs/explorer-and-report.md: opens REPORT.html in headless
// Chromium (Debian's /usr/bin/chromium, playwright-core from web/), waits for
// every chart to render, fails on a console error, and saves the top of the
// page plus each named experiment's section as PNG files (the league: its
// cross table).
//
//   node scripts/screenshot_report.mjs docs/report.html docs/ [experiment …]
//   (default experiments: figure4.2 table4.2)
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { chromium } = createRequire(join(root, 'web/package.json'))('playwright-core');

const [report, outDir, ...named] = process.argv.slice(2);
if (!report || !outDir) {
  console.error('usage: node scripts/screenshot_report.mjs REPORT.html OUT_DIR [experiment …]');
  process.exit(2);
}
const experiments = named.length ? named : ['figure4.2', 'table4.2'];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('file://' + resolve(report));
  await page.waitForFunction(() => [...document.querySelectorAll('figure.chart')]
    .every((f) => f.dataset.rendered), null, { timeout: 120000 });
  if (errors.length) throw new Error('the report logged errors:\n' + errors.join('\n'));
  const top = join(outDir, 'report.png');
  await page.screenshot({ path: top });
  console.log('wrote ' + top);
  for (const name of experiments) {
    const section = page.locator('#exp-' + name.replaceAll('.', '-'));
    if (await section.count() === 0) throw new Error(`the report has no section for ${name}`);
    const file = join(outDir, `report-${name}.png`);
    // The league's long section: its cross table (the heat map) alone.
    const heatMap = section.locator('figure.league');
    await (await heatMap.count() ? heatMap : section).screenshot({ path: file });
    console.log('wrote ' + file);
  }
} finally {
  await browser.close();
}
