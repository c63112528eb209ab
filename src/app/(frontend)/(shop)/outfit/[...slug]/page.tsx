import { editorialPageRoute } from '@/components/content/editorial-page-route';

export const dynamic = 'force-dynamic';

/** /outfit/{any} (spec S2): an outfit page of the CMS in the shop's locale. */
const route = editorialPageRoute('outfit');
export const generateMetadata = route.generateMetadata;
export default route.EditorialPageView;
