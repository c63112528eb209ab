import type { Block } from 'payload';
import { AccordionBlock } from './accordion-block';
import { ContactBoxBlock, PhoneBoxBlock } from './contact-blocks';
import { CouponBlock } from './coupon-block';
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
];
