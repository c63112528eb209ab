import { editorialPageRoute } from '@/components/content/editorial-page-route';

export const dynamic = 'force-dynamic';

/** /content/{slug} (spec S2): a content page of the CMS in the shop's locale. */
const route = editorialPageRoute('content');
export const generateMetadata = route.generateMetadata;
export default route.EditorialPageView;
