import { getLocale, getTranslations } from 'next-intl/server';
import { textLanguage } from '@/i18n/text-language';
import type { ContentItemAssetBlock, IFrameBlock, InlineAssetBlock, VideoBlock } from '@/cms/payload-types';
import type { CmsImageRatio } from '@/lib/content/cms-image-url';
import { cmsImageUrl } from '@/lib/content/cms-image-url';
import { contentFrameOrigins } from '@/lib/content/frame-origins';
import { CmsImage, mediaOf } from './cms-image';
import { FrameOnRequest } from './frame-on-request';
import { VideoPlayer } from './video-player';

const ALIGN = { left: 'mr-auto', center: 'mx-auto', right: 'ml-auto' } as const;

/** An image in the flow at half its native size (spec S3 InlineAsset, S9). */
export function InlineAssetItem({ item }: { item: InlineAssetBlock }) {
  const media = mediaOf(item.image)!;
  const width = Math.round((media.width ?? 0) / 2);
  return (
    <div
      className={`block ${ALIGN[item.alignment] ?? ALIGN.left}`}
      style={{ maxWidth: `min(100%, ${width}px)` }}
    >
      <CmsImage
        media={media}
        ratio="defaultImage"
        maxWidth={Math.min(1390, width * 2)}
        sizes={`${width}px`}
      />
    </div>
  );
}

/** An editorial image in one of the ratios, floated left or right from tablet width (spec S3). */
export function ContentItemAssetItem({ item }: { item: ContentItemAssetBlock }) {
  const media = mediaOf(item.imageCloudinary)!;
  const float =
    item.alignment === 'LEFT' ? 'cms-float-left' : item.alignment === 'RIGHT' ? 'cms-float-right' : '';
  return (
    <figure className={float}>
      <CmsImage
        media={media}
        ratio={(item.imageRatio ?? 'defaultImage') as CmsImageRatio}
        sizes={float ? '(min-width:768px) 40vw,100vw' : '(min-width:1240px) 1240px,100vw'}
      />
      {item.type === 'captioned' && media.caption ? (
        <figcaption className="mt-1 text-sm text-muted">{media.caption}</figcaption>
      ) : null}
    </figure>
  );
}

/** A muted looping video with a pause button (spec S3 Video, S4, S9). */
export async function VideoItem({ item }: { item: VideoBlock }) {
  const t = await getTranslations('content');
  const video = mediaOf(item.video)!;
  const poster = mediaOf(item.poster);
  return (
    <VideoPlayer
      src={video.url!}
      type={video.mimeType ?? 'video/mp4'}
      poster={poster ? cmsImageUrl(poster.id, { width: 1024 }) : undefined}
      description={item.description ?? video.alt}
      responsive={item.responsive !== false}
      playLabel={t('playVideo')}
      pauseLabel={t('pauseVideo')}
      labelLang={textLanguage(await getLocale(), 'content.playVideo')}
    />
  );
}

/**
 * Another site's page in a frame (spec S3 IFrame, S9): only from the configured origins, and only
 * once the shopper asks for it, since the other site then learns of the visit (and may set cookies).
 */
export async function IFrameItem({ item }: { item: IFrameBlock }) {
  const t = await getTranslations('content');
  let origin: string;
  try {
    origin = new URL(item.url).origin;
  } catch {
    return null;
  }
  if (!contentFrameOrigins().includes(origin)) return null;
  const host = new URL(item.url).host;
  return (
    <FrameOnRequest
      url={item.url}
      title={item.title}
      height={Math.max(400, item.height ?? 400)}
      notice={t('frameNotice', { host })}
      loadLabel={t('frameLoad', { title: item.title })}
    />
  );
}
