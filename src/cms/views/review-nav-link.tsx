import Link from 'next/link';

/** The admin navigation's link to the review moderation view. */
export function ReviewNavLink() {
  return (
    <Link href="/admin/reviews" className="nav__link" style={{ display: 'block', padding: '0.5rem 0' }}>
      Reviews to moderate
    </Link>
  );
}
