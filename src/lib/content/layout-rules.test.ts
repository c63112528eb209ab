import { describe, expect, it } from 'vitest';
import { checkLayout } from './layout-rules';

const column = (horizontalAlignment = 'left') => ({
  content: { root: { children: [{}] } },
  horizontalAlignment,
});

describe('Layout checks (spec S5)', () => {
  it('refuses empty layouts, missing columns and unsupported counts with the spec’s warnings', () => {
    expect(checkLayout({ columns: [] })).toEqual({ render: false, warning: 'Empty layout detected' });
    expect(checkLayout({})).toEqual({ render: false, warning: 'Empty layout detected' });
    expect(checkLayout({ columns: [column(), null] })).toEqual({
      render: false,
      warning: 'Layout with non-existent column detected',
    });
    expect(checkLayout({ columns: [1, 2, 3, 4, 5].map(() => column()) })).toEqual({
      render: false,
      warning: 'Layout with unsupported column detected',
    });
  });

  it('splits in twelfths, 25/75 and 75/25 only for two columns', () => {
    const spans = (count: number, ratio?: string) => {
      const verdict = checkLayout({
        columns: Array.from({ length: count }, () => column()),
        ratio,
        verticalAlignment: 'top',
      });
      return verdict.render ? verdict.plan.columns.map((c) => c.span) : null;
    };
    expect(spans(1)).toEqual([12]);
    expect(spans(2)).toEqual([6, 6]);
    expect(spans(2, '25/75')).toEqual([3, 9]);
    expect(spans(2, '75/25')).toEqual([9, 3]);
    expect(spans(3, '25/75')).toEqual([4, 4, 4]);
    expect(spans(4)).toEqual([3, 3, 3, 3]);
    expect(spans(6)).toEqual([2, 2, 2, 2, 2, 2]);
  });

  it('falls back from invalid alignments and widths with a warning', () => {
    const verdict = checkLayout({
      columns: [column('middle'), column()],
      verticalAlignment: 'baseline',
      maxPageWidth: '50%',
    });
    expect(verdict).toMatchObject({
      render: true,
      plan: { verticalAlignment: 'top', narrow: false, columns: [{ horizontalAlignment: 'left' }, {}] },
      warnings: [
        'Invalid vertical alignment value',
        'Invalid max page width value',
        'Invalid horizontal alignment value',
      ],
    });
    expect(
      checkLayout({ columns: [column()], verticalAlignment: 'center', maxPageWidth: '65%' }),
    ).toMatchObject({
      render: true,
      plan: { verticalAlignment: 'center', narrow: true },
      warnings: [],
    });
  });
});
