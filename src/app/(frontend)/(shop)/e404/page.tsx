import { NotFoundBody, notFoundMetadata } from '@/components/error/not-found-body';

export const dynamic = 'force-dynamic';

export const generateMetadata = notFoundMetadata;

/**
 * The shop's 404 page as a page of its own, rendered completely on the server. Next.js answers a
 * notFound() of a page with an empty error shell that only scripts fill (vercel/next.js#98954);
 * the shop's server answers such a 404 with this page instead (src/server/http/not-found-page.ts).
 */
export default function NotFoundPage() {
  return <NotFoundBody />;
}
