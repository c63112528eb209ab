'use client';

import { useId, useState } from 'react';

interface Props {
  items: { title: string; body: React.ReactNode }[];
  /** 1-based; the item open when the page loads */
  defaultIndex?: number | null;
  allowMultiple?: boolean;
}

/**
 * An accordion (spec S4): it opens at defaultIndex; without multiple expansion, opening an item
 * closes the others and closing one opens the next. Buttons with aria-expanded, regions labelled
 * by their button; the content is in the page (hidden), so it is found by the browser's search.
 */
export function Accordion({ items, defaultIndex, allowMultiple = false }: Props) {
  const base = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(
    () => new Set(defaultIndex && defaultIndex <= items.length ? [defaultIndex - 1] : []),
  );
  function toggle(index: number) {
    setOpen((current) => {
      const next = new Set(allowMultiple ? current : []);
      if (current.has(index)) {
        next.delete(index);
        if (!allowMultiple && index + 1 < items.length) next.add(index + 1);
      } else next.add(index);
      return next;
    });
  }
  return (
    <div className="cms-accordion">
      {items.map((item, index) => {
        const expanded = open.has(index);
        return (
          <div key={index} className="border-b border-border">
            <h2 className="text-base">
              <button
                type="button"
                id={`${base}-b${index}`}
                aria-expanded={expanded}
                aria-controls={`${base}-p${index}`}
                onClick={() => toggle(index)}
                className="flex w-full items-center justify-between gap-4 py-3 text-left font-semibold"
              >
                {item.title}
                <span aria-hidden="true" className={expanded ? 'rotate-180 transition' : 'transition'}>
                  ▾
                </span>
              </button>
            </h2>
            <div
              id={`${base}-p${index}`}
              role="region"
              aria-labelledby={`${base}-b${index}`}
              hidden={!expanded}
              className="pb-4"
            >
              {item.body}
            </div>
          </div>
        );
      })}
    </div>
  );
}
