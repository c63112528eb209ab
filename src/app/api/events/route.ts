import { collectEvents } from '@/server/analytics/collect-events';
import { processEventStore } from '@/server/analytics/process-event-store';

export const dynamic = 'force-dynamic';

const collect = (request: Request) => collectEvents(processEventStore(), request);

export { collect as POST, collect as GET };
