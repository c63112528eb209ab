/** Search terms that lead straight to a page instead of a result list (seeded demo redirects). */
export const SEARCH_REDIRECTS: { term: string; url: string }[] = [
  { term: 'matratze', url: '/wohnen/moebel/matratzen' },
  { term: 'matratzen', url: '/wohnen/moebel/matratzen' },
  { term: 'lattenrost', url: '/wohnen/moebel/lattenroste' },
  { term: 'lattenroste', url: '/wohnen/moebel/lattenroste' },
  { term: 'sale', url: '/sale' },
  { term: 'bademode', url: '/mode/damen-bademode' },
];
