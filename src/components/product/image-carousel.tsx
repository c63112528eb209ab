'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { productImageSrcSet, productImageUrl } from '@/lib/image-url';
import { useTextLanguage } from '@/i18n/text-language';

interface Props {
  images: { hash: string; alt: string }[];
  label: string;
}

/**
 * Product image carousel (S9 carousel labels): swipe or use the arrows ('To the previous element',
 * 'To the next element'), dots 'Go to image {index}', each slide 'Image {index} of {slidesLength}'.
 */
export function ImageCarousel({ images, label }: Props) {
  const t = useTranslations('product');
  const lang = useTextLanguage();
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const slideIds = useId();

  function goTo(index: number) {
    const node = track.current;
    const target = Math.max(0, Math.min(images.length - 1, index));
    node?.children[target]?.scrollIntoView({ behavior: 'smooth', block: 'nearest', inline: 'start' });
    setCurrent(target);
  }

  function onScroll() {
    const node = track.current;
    if (!node || node.clientWidth === 0) return;
    setCurrent(Math.round(node.scrollLeft / node.clientWidth));
  }

  return (
    <section aria-roledescription="carousel" aria-label={label} className="relative">
      <ul
        ref={track}
        onScroll={onScroll}
        // the strip scrolls sideways: keyboard users reach it too
        tabIndex={0}
        className="flex snap-x snap-mandatory overflow-x-auto rounded-shop [scrollbar-width:none]"
      >
        {images.map((image, i) => (
          <li
            key={image.hash}
            aria-roledescription="slide"
            aria-labelledby={`${slideIds}-${i}`}
            className="w-full shrink-0 snap-start"
          >
            {/* the spec's English name in its own element, so that lang="en" leaves the German alt text German */}
            <span id={`${slideIds}-${i}`} hidden lang={lang('product.imageLabel')}>
              {t('imageLabel', { index: i + 1, slidesLength: images.length })}
            </span>
            {/* eslint-disable-next-line @next/next/no-img-element -- the shop's own image endpoint */}
            <img
              src={productImageUrl(image.hash, { width: 768 })}
              srcSet={productImageSrcSet(image.hash, 1390)}
              sizes="(min-width:768px) 50vw,100vw"
              alt={image.alt}
              width={1390}
              height={1860}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : undefined}
              className="product-image w-full bg-surface-muted object-cover"
            />
          </li>
        ))}
      </ul>
      {images.length > 1 ? (
        <>
          <button
            type="button"
            onClick={() => goTo(current - 1)}
            disabled={current === 0}
            aria-label={t('previousElement')}
            lang={lang('product.previousElement')}
            className="absolute left-2 top-1/2 -translate-y-1/2 rounded-full bg-surface/90 px-3 py-2 shadow disabled:opacity-40"
          >
            ‹
          </button>
          <button
            type="button"
            onClick={() => goTo(current + 1)}
            disabled={current === images.length - 1}
            aria-label={t('nextElement')}
            lang={lang('product.nextElement')}
            className="absolute right-2 top-1/2 -translate-y-1/2 rounded-full bg-surface/90 px-3 py-2 shadow disabled:opacity-40"
          >
            ›
          </button>
          <div className="mt-2 flex justify-center gap-1">
            {images.map((image, i) => (
              <button
                key={image.hash}
                type="button"
                onClick={() => goTo(i)}
                aria-label={t('goToImage', { index: i + 1 })}
                lang={lang('product.goToImage')}
                aria-current={i === current ? 'true' : undefined}
                className="flex h-6 w-6 items-center justify-center"
              >
                <span
                  aria-hidden="true"
                  className={`h-3 w-3 rounded-full ${i === current ? 'bg-primary' : 'bg-border'}`}
                />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
