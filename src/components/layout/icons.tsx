/** Inline icons (no icon font, nothing loaded from elsewhere); decorative, so hidden from assistive tech. */
/** drawn by the class .icon (globals.css: size, stroke): short markup in every page's header and footer */
const base = {
  className: 'icon',
  viewBox: '0 0 24 24',
  'aria-hidden': true,
} as const;

export function HeartIcon() {
  return (
    <svg {...base}>
      <path d="M12 20s-7-4.4-9.2-8.7C1.4 8.3 3.2 5 6.5 5c2 0 3.3 1.1 4 2.3h3c.7-1.2 2-2.3 4-2.3 3.3 0 5.1 3.3 3.7 6.3C19 15.6 12 20 12 20z" />
    </svg>
  );
}

export function BagIcon() {
  return (
    <svg {...base}>
      <path d="M5 8h14l-1 12H6L5 8z" />
      <path d="M9 8V6a3 3 0 0 1 6 0v2" />
    </svg>
  );
}

export function UserIcon() {
  return (
    <svg {...base}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
    </svg>
  );
}

export function SearchIcon() {
  return (
    <svg {...base}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l5 5" />
    </svg>
  );
}

export function ShieldIcon() {
  return (
    <svg {...base}>
      <path d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6l8-3z" />
      <path d="M8.5 12l2.5 2.5 4.5-5" />
    </svg>
  );
}

export function InvoiceIcon() {
  return (
    <svg {...base}>
      <path d="M6 3h9l4 4v14H6z" />
      <path d="M9 11h7M9 15h7M9 7h4" />
    </svg>
  );
}

export function ReturnIcon() {
  return (
    <svg {...base}>
      <path d="M9 14l-5-5 5-5" />
      <path d="M4 9h10a6 6 0 0 1 0 12h-3" />
    </svg>
  );
}
