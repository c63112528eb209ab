import type { LayoutBlock } from '@/cms/payload-types';
import { checkLayout } from '@/lib/content/layout-rules';
import { logger } from '@/server/logger';
import { ContentRichText } from './content-rich-text';

const ALIGN_SELF = { top: 'start', center: 'center', bottom: 'end' } as const;

/** Columns of rich text in twelfths (spec S3 Layout, S5, S9); stacked on phones. */
export function LayoutItem({ item, headingIds }: { item: LayoutBlock; headingIds: WeakMap<object, string> }) {
  // an unrenderable layout was left out with its warning by the content-item checks
  const verdict = checkLayout(item as unknown as Record<string, unknown>);
  if (!verdict.render) return null;
  for (const warning of verdict.warnings)
    logger.warn({ issueLevel: 'Business', blockType: 'Layout', id: item.id }, warning);
  const { plan } = verdict;
  return (
    <div className={`cms-layout${plan.narrow ? ' cms-layout-narrow' : ''}`}>
      {plan.columns.map((column, index) => (
        <div
          key={index}
          className="cms-layout-column"
          style={{
            ['--span' as string]: column.span,
            alignSelf: ALIGN_SELF[plan.verticalAlignment],
            textAlign: column.horizontalAlignment,
          }}
        >
          <ContentRichText data={column.content as never} headingIds={headingIds} />
        </div>
      ))}
    </div>
  );
}
