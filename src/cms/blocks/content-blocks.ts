import type { Block } from 'payload';
import { AccordionBlock } from './accordion-block';
import { ContactBoxBlock, PhoneBoxBlock } from './contact-blocks';
import { CouponBlock } from './coupon-block';
import { LayoutBlock } from './layout-block';
import { ContentItemAssetBlock, IFrameBlock, InlineAssetBlock, VideoBlock } from './media-blocks';
import { BannerBlock, CookieListBlock, ModalBlock } from './overlay-blocks';
import { RecommendationBlock, RecommendationGkAirBlock } from './recommendation-blocks';
import { BoxBlock, CardBlock, InspirationItemBlock, OutfitItemBlock } from './teaser-blocks';
import {
  ActionButtonBlock,
  AnchorLinkBlock,
  ButtonBlock,
  ExternalLinkBlock,
  InternalLinkBlock,
} from './link-blocks';
import {
  ChecklistBlock,
  DosDontsBlock,
  PanelBlock,
  RichtextBlock,
  SeoAdviceBlock,
  TableOfContentsBlock,
  TextBlock,
  TipBlock,
} from './text-blocks';

/** The content items a page is built from (spec S3), in the order editors see them. */
export const CONTENT_BLOCKS: Block[] = [
  RichtextBlock,
  TextBlock,
  TableOfContentsBlock,
  AccordionBlock,
  ChecklistBlock,
  DosDontsBlock,
  TipBlock,
  PanelBlock,
  SeoAdviceBlock,
  CouponBlock,
  PhoneBoxBlock,
  ContactBoxBlock,
  ButtonBlock,
  ActionButtonBlock,
  InternalLinkBlock,
  ExternalLinkBlock,
  AnchorLinkBlock,
  LayoutBlock,
  BoxBlock,
  CardBlock,
  BannerBlock,
  ModalBlock,
  InlineAssetBlock,
  ContentItemAssetBlock,
  VideoBlock,
  IFrameBlock,
  InspirationItemBlock,
  OutfitItemBlock,
  RecommendationBlock,
  RecommendationGkAirBlock,
  CookieListBlock,
];
