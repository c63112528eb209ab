'use client';

import { useEffect } from 'react';
import { track } from '@/lib/analytics/track';

/**
 * Real-user monitoring: the Core Web Vitals of this visit (LCP, INP, CLS, TTFB, FCP) as webVitals
 * events, through the web-vitals library, loaded after the page is idle so it never competes with
 * the page. The tracker sends them only with performance consent (C0002).
 */
export function WebVitalsReporter() {
  useEffect(() => {
    let cancelled = false;
    const start = () =>
      void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
        if (cancelled) return;
        const report = (metric: import('web-vitals').Metric) =>
          track('webVitals', {
            name: metric.name,
            value: Math.round(metric.value * 1000) / 1000,
            rating: metric.rating,
            navigationType: metric.navigationType,
            metricId: metric.id,
          });
        onLCP(report);
        onINP(report);
        onCLS(report);
        onTTFB(report);
        onFCP(report);
      });
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(start, { timeout: 4000 });
      return () => {
        cancelled = true;
        window.cancelIdleCallback(id);
      };
    }
    const id = setTimeout(start, 1);
    return () => {
      cancelled = true;
      clearTimeout(id);
    };
  }, []);
  return null;
}
