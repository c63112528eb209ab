'use client';

import Link from 'next/link';

/** Last resort when the root layout itself fails: plain German text, no details. */
export default function GlobalError() {
  return (
    <html lang="de-AT">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '4rem 1rem', textAlign: 'center' }}>
        <main id="main-content">
          <h1>Es ist ein Fehler aufgetreten</h1>
          <p>Bitte versuchen Sie es später noch einmal.</p>
          <Link href="/">Zur Startseite</Link>
        </main>
      </body>
    </html>
  );
}
