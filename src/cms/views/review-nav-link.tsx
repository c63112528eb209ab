import Link from 'next/link';

const style = { display: 'block', padding: '0.5rem 0' };

/** The admin navigation's links to the shop's own views: review moderation, analytics reports, chats, API keys, the audit log. */
export function ReviewNavLink() {
  return (
    <>
      <Link href="/admin/reviews" className="nav__link" style={style}>
        Reviews to moderate
      </Link>
      <Link href="/admin/analytics" className="nav__link" style={style}>
        Shop analytics
      </Link>
      <Link href="/admin/chats" className="nav__link" style={style}>
        Customer chats
      </Link>
      <Link href="/admin/api-keys" className="nav__link" style={style}>
        API keys
      </Link>
      <Link href="/admin/audit-log" className="nav__link" style={style}>
        Audit log
      </Link>
    </>
  );
}
