import { resetDisplaySession } from '@/server/store/reset-display-session';

export const dynamic = 'force-dynamic';

export { resetDisplaySession as POST, resetDisplaySession as GET };
