import { StaticPageLink } from '@/components/layout/static-page-link';
import { StaticHtml } from '@/components/render/static-html';
import type { ContentTitleGroup } from '@/lib/category/tree';
import type { LinkContext } from '@/lib/webview/shop-href';
import { notedLinkContext, renderLinkContext } from '@/server/client/current-client-state';
import { dataMarkup } from '@/server/render/static-markup';

interface Group {
  id: string;
  title: string;
  links: { path: string; title: string }[];
}

/**
 * A listing's content-title groups (S2.3): each group's title over its children's links. Static
 * HTML of plain shop links (decision 0032).
 */
export async function ContentGroups({ groups }: { groups: readonly ContentTitleGroup[] }) {
  if (groups.length === 0) return null;
  const context = notedLinkContext() ?? (await renderLinkContext());
  const data: Group[] = groups.map(({ group, children }) => ({
    id: group.id,
    title: group.title ?? group.name,
    links: children.map((child) => ({ path: child.path, title: child.title ?? child.name })),
  }));
  const html = dataMarkup('content-groups', data, context, () => <Groups groups={data} context={context} />);
  return <StaticHtml as="div" className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" html={html} />;
}

function Groups({ groups, context }: { groups: Group[]; context: LinkContext }) {
  return (
    <>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`group-${group.id}`}>
          <h2 id={`group-${group.id}`} className="font-semibold">
            {group.title}
          </h2>
          <ul className="mt-1 text-sm">
            {group.links.map((link) => (
              <li key={link.path}>
                <StaticPageLink
                  href={link.path}
                  context={context}
                  className="inline-block py-1 hover:underline"
                >
                  {link.title}
                </StaticPageLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
