import { NotFoundBody, notFoundMetadata } from '@/components/error/not-found-body';

export const generateMetadata = notFoundMetadata;

export default function NotFound() {
  return <NotFoundBody />;
}
