import { editorialPageRoute } from '@/components/content/editorial-page-route';

export const dynamic = 'force-dynamic';

/** /inspiration/{any} (spec S2): an inspiration page of the CMS in the shop's locale. */
const route = editorialPageRoute('inspiration');
export const generateMetadata = route.generateMetadata;
export default route.EditorialPageView;
