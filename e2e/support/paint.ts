import type { Page } from '@playwright/test';

/** A layout shift as the page reported it: its score, when, and each element that moved, from where to where. */
export interface Shift {
  value: number;
  at: number;
  sources: string[];
}

/**
 * Installed before the page's own scripts: it keeps every LCP candidate and layout shift the page reports. Plain
 * JavaScript in a string, as tsx would otherwise wrap a function's inner functions in a helper the page lacks.
 */
export const OBSERVE_PAINT = `(() => {
  const seen = { lcp: 0, lcpElement: '', candidates: [], shifts: [] };
  window.__paint = seen;
  const describe = (node) => {
    if (!node) return '(gone)';
    if (!(node instanceof Element)) return '#text "' + (node.textContent || '').slice(0, 40) + '"';
    const classes = typeof node.className === 'string' ? node.className.split(/\\s+/).slice(0, 4).join('.') : '';
    const text = (node.textContent || '').trim().slice(0, 40);
    return node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') + (classes ? '.' + classes : '') + ' "' + text + '"';
  };
  const rect = (r) => Math.round(r.x) + ',' + Math.round(r.y) + ' ' + Math.round(r.width) + 'x' + Math.round(r.height);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      seen.lcp = entry.startTime;
      seen.lcpElement = describe(entry.element);
      seen.candidates.push(Math.round(entry.startTime) + ' ms ' + seen.lcpElement);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      seen.shifts.push({
        value: entry.value,
        at: entry.startTime,
        sources: (entry.sources || []).map(
          (source) => describe(source.node) + ' from ' + rect(source.previousRect) + ' to ' + rect(source.currentRect),
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

/** What the page observed so far: its largest paint (ms and element) and its layout shifts. */
interface ObservedPaint {
  lcp: number;
  lcpElement: string;
  /** Each largest paint reported in turn, with its time: the last is the page's. */
  candidates: string[];
  shifts: Shift[];
}

/** What OBSERVE_PAINT kept in the page so far. */
export function observedPaint(page: Page): Promise<ObservedPaint> {
  return page.evaluate('window.__paint') as Promise<ObservedPaint>;
}
