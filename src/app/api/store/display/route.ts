import { setUpDisplay } from '@/server/store/set-up-display';

export const dynamic = 'force-dynamic';

export { setUpDisplay as GET };
