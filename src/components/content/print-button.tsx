'use client';

/** The PRINT action button (spec S3 ActionButton): prints the page. */
export function PrintButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="rounded-shop border border-border px-4 py-2 font-semibold"
    >
      {label}
    </button>
  );
}
