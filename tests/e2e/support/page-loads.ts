import type { Page } from '@playwright/test';

/**
 * The page loads (document requests of the main frame) from now on: a client-side navigation
 * makes none, so a click that should navigate within the running page adds nothing here.
 */
export function recordPageLoads(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame())
      urls.push(request.url());
  });
  return urls;
}
