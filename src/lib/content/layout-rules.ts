/**
 * The renderer's checks of a Layout item (spec S5 "Content items", S9 "fractions in twelfths"):
 * invalid alignments and widths fall back with a warning; an empty layout, a missing column or an
 * unsupported column count is not rendered.
 */
export interface LayoutColumnPlan {
  content: unknown;
  horizontalAlignment: 'left' | 'center' | 'right';
  /** width in twelfths of the row */
  span: number;
}

export interface LayoutPlan {
  columns: LayoutColumnPlan[];
  verticalAlignment: 'top' | 'center' | 'bottom';
  narrow: boolean;
}

export type LayoutVerdict =
  { render: true; plan: LayoutPlan; warnings: string[] } | { render: false; warning: string };

const VERTICAL = new Set(['top', 'center', 'bottom']);
const HORIZONTAL = new Set(['left', 'center', 'right']);
const WIDTHS = new Set(['default (100%)', '65%']);
const SPANS: Record<number, number> = { 1: 12, 2: 6, 3: 4, 4: 3, 6: 2 };

export function checkLayout(item: Record<string, unknown>): LayoutVerdict {
  const columns = item.columns;
  if (!Array.isArray(columns) || columns.length === 0)
    return { render: false, warning: 'Empty layout detected' };
  if (columns.some((column) => column === null || typeof column !== 'object'))
    return { render: false, warning: 'Layout with non-existent column detected' };
  const span = SPANS[columns.length];
  if (span === undefined) return { render: false, warning: 'Layout with unsupported column detected' };

  const warnings: string[] = [];
  let verticalAlignment = item.verticalAlignment as LayoutPlan['verticalAlignment'];
  if (!VERTICAL.has(String(verticalAlignment))) {
    warnings.push('Invalid vertical alignment value');
    verticalAlignment = 'top';
  }
  let narrow = item.maxPageWidth === '65%';
  if (
    item.maxPageWidth !== undefined &&
    item.maxPageWidth !== null &&
    !WIDTHS.has(String(item.maxPageWidth))
  ) {
    warnings.push('Invalid max page width value');
    narrow = false;
  }
  const spans =
    columns.length === 2 && item.ratio === '25/75'
      ? [3, 9]
      : columns.length === 2 && item.ratio === '75/25'
        ? [9, 3]
        : null;
  const plan = columns.map((raw, index) => {
    const column = raw as Record<string, unknown>;
    let horizontalAlignment = column.horizontalAlignment as LayoutColumnPlan['horizontalAlignment'];
    if (!HORIZONTAL.has(String(horizontalAlignment))) {
      warnings.push('Invalid horizontal alignment value');
      horizontalAlignment = 'left';
    }
    return { content: column.content, horizontalAlignment, span: spans?.[index] ?? span };
  });
  return {
    render: true,
    plan: { columns: plan, verticalAlignment, narrow },
    warnings: [...new Set(warnings)],
  };
}
