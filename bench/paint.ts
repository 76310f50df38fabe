import { chromium, type Browser } from '@playwright/test';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromiumLaunchOptions } from '../e2e/support/chromium.js';
import { OBSERVE_PAINT, observedPaint, type Shift } from '../e2e/support/paint.js';
import { httpClient, stopApp, waitUntilHealthy } from '../src/server/test/app-process.js';
import { makeCompany } from '../src/server/test/factories.js';
import { makePosting } from '../src/server/test/factories-postings.js';
import { freePort } from '../src/server/test/smtp.js';

/**
 * A phone's first paint (DESIGN.md's budgets, decision 104): the built app on the embedded defaults, a company with a
 * careers page of several jobs, and each page opened cold `LOADS` times in Chromium under Lighthouse's mobile profile,
 * set through the DevTools protocol: the CPU four times slower, 150 ms round trips, 1.6 Mbit/s down and 750 kbit/s up,
 * a 390×844 phone screen. Largest Contentful Paint and Cumulative Layout Shift are read in the page by a buffered
 * `PerformanceObserver`; the medians are printed. `BENCH_PAINT_SHIFTS=1` prints each layout shift with the elements
 * that moved, the largest paint's element and the first load's requests.
 */
const LOADS = Number(process.env.BENCH_PAINT_LOADS ?? 5);
const SERVER_ENTRY = path.resolve('dist/server/main.js');
const SHOW_SHIFTS = Boolean(process.env.BENCH_PAINT_SHIFTS);

/** Lighthouse's mobile profile (its "Slow 4G" throttling and a mid-range phone's CPU). */
export const MOBILE_PROFILE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadKbps: 1638.4,
  uploadKbps: 750,
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
};

/** The targets of a phone's first paint. */
const TARGETS = { careers: 1000, job: 1000, apply: 2500, cls: 0.1 };

interface Load {
  lcpMs: number;
  lcpElement: string;
  lcpCandidates: string[];
  cls: number;
  shifts: Shift[];
  kb: number;
  offOrigin: string[];
  /** Each request the page made: when it started and ended, in ms from the navigation, and its bytes on the wire. */
  timeline: string[];
}

/** One cold load: a new context (no cache, no cookies), the mobile profile set through the DevTools protocol. */
async function loadOnce(browser: Browser, url: string, readyText: string): Promise<Load> {
  const context = await browser.newContext({
    viewport: MOBILE_PROFILE.viewport,
    deviceScaleFactor: MOBILE_PROFILE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const origin = new URL(url).origin;
    const offOrigin: string[] = [];
    page.on('request', (request) => {
      const requested = new URL(request.url());
      if (requested.protocol !== 'data:' && requested.protocol !== 'blob:' && requested.origin !== origin)
        offOrigin.push(request.url());
    });
    const cdp = await context.newCDPSession(page);
    let bytes = 0;
    cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => (bytes += event.encodedDataLength));
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: MOBILE_PROFILE.latencyMs,
      downloadThroughput: (MOBILE_PROFILE.downloadKbps * 1024) / 8,
      uploadThroughput: (MOBILE_PROFILE.uploadKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_PROFILE.cpuSlowdown });
    await page.addInitScript({ content: OBSERVE_PAINT });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.getByText(readyText, { exact: false }).first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    // A shift or a larger paint a moment after the network went quiet still counts.
    await page.waitForTimeout(1000);
    const seen = await observedPaint(page);
    const timeline = await page.evaluate(() =>
      (
        performance.getEntriesByType('resource') as unknown as {
          name: string;
          startTime: number;
          responseEnd: number;
          transferSize: number;
        }[]
      ).map(
        (entry) =>
          `${Math.round(entry.startTime)}–${Math.round(entry.responseEnd)} ms ${entry.transferSize} B ${new URL(entry.name).pathname}`,
      ),
    );
    return {
      timeline,
      lcpMs: seen.lcp,
      lcpElement: seen.lcpElement,
      lcpCandidates: seen.candidates,
      cls: seen.shifts.reduce((sum, shift) => sum + shift.value, 0),
      shifts: seen.shifts,
      kb: bytes / 1024,
      offOrigin,
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function seedCompany(base: string) {
  const client = httpClient(base);
  const company = await makeCompany(client, { name: 'Harbour Robotics' });
  const titles = ['Backend Engineer', 'Product Designer', 'Support Lead', 'Data Analyst', 'Site Reliability Engineer'];
  const postings = [];
  for (const title of titles) postings.push(await makePosting(client, company.token, { title }));
  const quick = await makePosting(client, company.token, {
    title: 'Warehouse Associate',
    application_form: 'quick',
    questions: [],
  });
  const profile = await fetch(`${base}/api/get_profile/`, { headers: { authorization: company.token } });
  const { slug } = ((await profile.json()) as { data: { slug: string } }).data;
  return { slug, job: postings[0]!, quick };
}

async function main(): Promise<void> {
  if (!existsSync(SERVER_ENTRY)) throw new Error('Build first: npm run build');
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'openhire-bench-paint-'));
  await fs.chmod(dataDir, 0o755);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // The embedded defaults: the server runs its own PostgreSQL in DATA_DIR, as `npm start` does with nothing set.
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', AUTH_RATE_LIMIT: '1000000' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
  let browser: Browser | undefined;
  try {
    await waitUntilHealthy(base, exited);
    const { slug, job, quick } = await seedCompany(base);
    browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true });
    const pages = [
      { name: 'careers page', url: `${base}/careers/${slug}`, ready: job.title, target: TARGETS.careers },
      { name: 'job page', url: `${base}/careers/${slug}/${job.id}`, ready: job.title, target: TARGETS.job },
      {
        name: "job link's apply page (splash, quick form)",
        url: `${base}/apply/${quick.id}`,
        ready: quick.title,
        target: TARGETS.apply,
      },
    ];
    // One unmeasured load of each: the server reads its files and plans its statements once.
    for (const page of pages) await loadOnce(browser, page.url, page.ready);
    const rows = [];
    for (const page of pages) {
      const loads: Load[] = [];
      for (let run = 0; run < LOADS; run++) loads.push(await loadOnce(browser, page.url, page.ready));
      const offOrigin = loads.flatMap((load) => load.offOrigin);
      if (offOrigin.length > 0) throw new Error(`${page.name} asked another origin: ${offOrigin.join(', ')}`);
      if (SHOW_SHIFTS) {
        console.log(`\n${page.name}: largest paint ${loads.map((load) => load.lcpElement).join(' | ')}`);
        console.log(`  largest paints of load 1:\n    ${loads[0]!.lcpCandidates.join('\n    ')}`);
        console.log(`  requests of load 1:\n    ${loads[0]!.timeline.join('\n    ')}`);
        loads.forEach((load, run) =>
          load.shifts.forEach((shift) =>
            console.log(
              `  load ${run + 1}: shift ${shift.value.toFixed(4)} at ${Math.round(shift.at)} ms\n    ${shift.sources.join('\n    ')}`,
            ),
          ),
        );
      }
      const lcp = median(loads.map((load) => load.lcpMs));
      const cls = median(loads.map((load) => load.cls));
      rows.push({
        name: page.name,
        lcp,
        runs: loads.map((load) => Math.round(load.lcpMs)),
        cls,
        kb: median(loads.map((load) => load.kb)),
        met: lcp < page.target && cls < TARGETS.cls,
        target: page.target,
      });
    }
    console.log(
      `\nLighthouse's mobile profile through the DevTools protocol: CPU ${MOBILE_PROFILE.cpuSlowdown}× slower, ` +
        `${MOBILE_PROFILE.latencyMs} ms round trip, ${MOBILE_PROFILE.downloadKbps} kbit/s down, ${MOBILE_PROFILE.uploadKbps} kbit/s up, ` +
        `${MOBILE_PROFILE.viewport.width}×${MOBILE_PROFILE.viewport.height} at ${MOBILE_PROFILE.deviceScaleFactor}×; ` +
        `median of ${LOADS} cold loads each; ${os.cpus().length} cores, load average ${os
          .loadavg()
          .map((load) => load.toFixed(2))
          .join(', ')}\n`,
    );
    console.log('| page | LCP ms (median) | LCP ms (each load) | target | CLS | KB on the wire | met |');
    console.log('| --- | ---: | --- | ---: | ---: | ---: | --- |');
    for (const row of rows) {
      console.log(
        `| ${row.name} | ${Math.round(row.lcp)} | ${row.runs.join(', ')} | < ${row.target} | ${row.cls.toFixed(3)} | ${row.kb.toFixed(1)} | ${row.met ? 'yes' : 'no'} |`,
      );
    }
  } finally {
    await browser?.close();
    await stopApp(server, exited);
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
