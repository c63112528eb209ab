import { CONSENT_GROUPS, type ConsentGroup } from '@/lib/consent/consent-groups';

/**
 * The bridge between the shop's pages and the native app they run in (customer-and-content S7:
 * userInfo, purchaseCompleted, sharing, settings). Protocol (decision 0030), version 1:
 *
 * - to the app, one JSON-compatible object `{ bridge: 'shop', version: 1, type, payload }`:
 *   iOS: `window.webkit.messageHandlers.shopBridge.postMessage(object)` (WKScriptMessageHandler);
 *   Android: `window.ShopBridge.postMessage(JSON.stringify(object))` (@JavascriptInterface takes strings).
 * - from the app: `window.shopBridge.receive(messageOrJson)` with the same shape; messages the app
 *   sends before the page is ready wait in `window.shopBridgeInbox` (an array the app may create).
 */
export const BRIDGE_VERSION = 1;

export type ToAppMessage =
  | { type: 'userInfo'; payload: { loggedIn: boolean; customerNumber: string | null } }
  | { type: 'purchaseCompleted'; payload: { orderNumber: string; value: number; currency: string } }
  | { type: 'sharing'; payload: { url: string; title: string } }
  | { type: 'settings'; payload: { consentGroups: ConsentGroup[] } };

/** What the app may tell the page: its settings (the consent the shopper gave in the app). */
export type FromAppMessage = { type: 'settings'; payload: { consentGroups: ConsentGroup[] } };

interface NativeWindow {
  webkit?: { messageHandlers?: { shopBridge?: { postMessage(message: unknown): void } } };
  ShopBridge?: { postMessage(message: string): void };
  shopBridge?: { receive(message: unknown): void };
  shopBridgeInbox?: unknown[];
}

/** The platform of the app the page runs in, as its bridge shows it; null outside an app. */
export function nativePlatform(): 'ios' | 'android' | null {
  const native = window as unknown as NativeWindow;
  if (native.webkit?.messageHandlers?.shopBridge) return 'ios';
  if (native.ShopBridge) return 'android';
  return null;
}

/** Sends a message to the native side; false when the page runs in no app that listens. */
export function sendToApp(message: ToAppMessage): boolean {
  const native = window as unknown as NativeWindow;
  const envelope = { bridge: 'shop', version: BRIDGE_VERSION, ...message };
  try {
    if (native.webkit?.messageHandlers?.shopBridge) {
      native.webkit.messageHandlers.shopBridge.postMessage(envelope);
      return true;
    }
    if (native.ShopBridge) {
      native.ShopBridge.postMessage(JSON.stringify(envelope));
      return true;
    }
  } catch {
    // a native side that throws is no reason for the page to fail
  }
  return false;
}

/** A message from the app, checked: anything else (unknown type, bad groups) is null. */
export function parseFromApp(raw: unknown): FromAppMessage | null {
  let value = raw;
  if (typeof value === 'string') {
    if (value.length > 10_000) return null;
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const message = value as { type?: unknown; payload?: { consentGroups?: unknown } };
  if (message.type !== 'settings' || !Array.isArray(message.payload?.consentGroups)) return null;
  const groups = message.payload.consentGroups;
  if (!groups.every((g) => (CONSENT_GROUPS as readonly unknown[]).includes(g))) return null;
  const chosen = new Set<ConsentGroup>(['C0001', ...(groups as ConsentGroup[])]);
  return { type: 'settings', payload: { consentGroups: CONSENT_GROUPS.filter((g) => chosen.has(g)) } };
}

/**
 * Listens for the app's messages (and takes those it left in the inbox before); returns the
 * function that stops listening.
 */
export function listenToApp(handler: (message: FromAppMessage) => void): () => void {
  const native = window as unknown as NativeWindow;
  const receive = (raw: unknown) => {
    const message = parseFromApp(raw);
    if (message) handler(message);
  };
  native.shopBridge = { receive };
  for (const waiting of native.shopBridgeInbox?.splice(0) ?? []) receive(waiting);
  return () => {
    if (native.shopBridge?.receive === receive) delete native.shopBridge;
  };
}
