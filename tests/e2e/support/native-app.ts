import type { Page } from '@playwright/test';

export interface NativeMessage {
  bridge: string;
  version: number;
  type: string;
  payload: Record<string, unknown>;
}

/**
 * The native side of the app bridge, as an app's webview provides it (decision 0030): iOS's
 * `webkit.messageHandlers.shopBridge` or Android's `ShopBridge` interface. Every message the pages
 * send lands in the returned list, across navigations.
 */
export async function simulateApp(page: Page, platform: 'ios' | 'android' = 'ios'): Promise<NativeMessage[]> {
  const messages: NativeMessage[] = [];
  await page.exposeFunction('__nativeReceive', (message: NativeMessage | string) => {
    messages.push(typeof message === 'string' ? (JSON.parse(message) as NativeMessage) : message);
  });
  await page.addInitScript((which) => {
    const receive = (window as unknown as { __nativeReceive: (m: unknown) => void }).__nativeReceive;
    if (which === 'ios')
      Object.assign(window, {
        webkit: { messageHandlers: { shopBridge: { postMessage: (m: unknown) => receive(m) } } },
      });
    else Object.assign(window, { ShopBridge: { postMessage: (m: string) => receive(m) } });
  }, platform);
  return messages;
}
