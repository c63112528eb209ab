'use client';

import { useEffect, useState } from 'react';

/**
 * Previous / next buttons of a scrolling carousel (spec S9 carousel labels): each moves the list
 * by one slide, and is disabled at its end. Swiping is the browser's own scrolling with snap
 * points. The labels come from the server (no client messages needed).
 */
export function CarouselControls(props: {
  listId: string;
  previousLabel: string;
  nextLabel: string;
  lang?: 'en';
}) {
  const [edges, setEdges] = useState({ start: true, end: false });
  useEffect(() => {
    const list = document.getElementById(props.listId);
    if (!list) return;
    const update = () =>
      setEdges({
        start: list.scrollLeft <= 1,
        end: list.scrollLeft + list.clientWidth >= list.scrollWidth - 1,
      });
    update();
    list.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      list.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [props.listId]);
  const move = (direction: 1 | -1) => {
    const list = document.getElementById(props.listId);
    const slide = list?.querySelector('li');
    if (!list || !slide) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    list.scrollBy({
      left: direction * slide.getBoundingClientRect().width,
      behavior: smooth ? 'smooth' : 'auto',
    });
  };
  return (
    <div className="carousel-controls">
      <button
        type="button"
        aria-label={props.previousLabel}
        lang={props.lang}
        aria-controls={props.listId}
        disabled={edges.start}
        onClick={() => move(-1)}
      >
        ‹
      </button>
      <button
        type="button"
        aria-label={props.nextLabel}
        lang={props.lang}
        aria-controls={props.listId}
        disabled={edges.end}
        onClick={() => move(1)}
      >
        ›
      </button>
    </div>
  );
}
