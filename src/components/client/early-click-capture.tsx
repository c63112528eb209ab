import { headers } from 'next/headers';

/**
 * Notes the clicks on buttons marked `data-replay-click` (add to basket, a size, the wishlist heart) that come before
 * the page's scripts run: a cached page starts them after its first paint, and such a click did
 * nothing. The button's pressed state at the click is noted with it, and it shows itself busy; once the app has started, early-click-replay.tsx clicks
 * each noted button again, in order. One constant text, allowed by its hash on cached pages and by
 * the nonce on the others.
 */
const CAPTURE_SCRIPT = `(function(w,d){var q=w.__shopEarlyClicks=[];d.addEventListener('click',function(e){if(w.__shopStarted)return;var t=e.target&&e.target.closest&&e.target.closest('[data-replay-click]');if(!t)return;t.__shopPressed=t.getAttribute('aria-pressed');q.push(t);t.setAttribute('aria-busy','true')},true)})(window,document)`;

export async function EarlyClickCapture() {
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  return (
    <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: CAPTURE_SCRIPT }} />
  );
}
