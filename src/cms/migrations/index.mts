/* The CMS's migrations in order (written by `npm run cms -- migrate:create`). */
import * as m0 from './20261124_042140_initial.mts';
import * as m1 from './20261124_060840_design_elements.mts';
import * as m2 from './20261124_062352_listing_seo_content.mts';
import * as m3 from './20261124_070000_content_notify.mts';
import * as m4 from './20261124_071000_home_pages.mts';
import * as m5 from './20261124_071100_home_notify.mts';
import * as m6 from './20261124_072000_text_snippets.mts';
import * as m7 from './20261124_072100_snippet_notify.mts';
import * as m8 from './20261124_085633_triggers.mts';
import * as m9 from './20261124_085700_trigger_notify.mts';
import * as m10 from './20261124_085846_scheduled_publishing.mts';
import * as m11 from './20261124_090355_shop_frame_and_error_pages.mts';
import * as m12 from './20261124_090400_frame_notify.mts';
import * as m13 from './20261124_091345_size_tables.mts';
import * as m14 from './20261124_091500_size_table_notify.mts';
import * as m15 from './20261127_093603_listing_entries.mts';
import * as m16 from './20261127_093700_listing_entry_notify.mts';
import * as m17 from './20261127_095135_campaign_places.mts';
import * as m18 from './20261127_095200_campaign_places_notify.mts';
import * as m19 from './20261127_100540_home_campaign.mts';
import * as m20 from './20261127_102324_modal_banner.mts';
import * as m21 from './20261127_104954_keyed_images.mts';
import * as m22 from './20261127_110000_keyed_images_notify.mts';
import * as m23 from './20261127_123604_voucher_order_state_visual_filter.mts';
import * as m24 from './20261127_123700_voucher_order_state_visual_filter_notify.mts';
import * as m25 from './20261127_125704_listing_content_box.mts';

export const migrations = [
  { up: m0.up, down: m0.down, name: '20261124_042140_initial' },
  { up: m1.up, down: m1.down, name: '20261124_060840_design_elements' },
  { up: m2.up, down: m2.down, name: '20261124_062352_listing_seo_content' },
  { up: m3.up, down: m3.down, name: '20261124_070000_content_notify' },
  { up: m4.up, down: m4.down, name: '20261124_071000_home_pages' },
  { up: m5.up, down: m5.down, name: '20261124_071100_home_notify' },
  { up: m6.up, down: m6.down, name: '20261124_072000_text_snippets' },
  { up: m7.up, down: m7.down, name: '20261124_072100_snippet_notify' },
  { up: m8.up, down: m8.down, name: '20261124_085633_triggers' },
  { up: m9.up, down: m9.down, name: '20261124_085700_trigger_notify' },
  { up: m10.up, down: m10.down, name: '20261124_085846_scheduled_publishing' },
  { up: m11.up, down: m11.down, name: '20261124_090355_shop_frame_and_error_pages' },
  { up: m12.up, down: m12.down, name: '20261124_090400_frame_notify' },
  { up: m13.up, down: m13.down, name: '20261124_091345_size_tables' },
  { up: m14.up, down: m14.down, name: '20261124_091500_size_table_notify' },
  { up: m15.up, down: m15.down, name: '20261127_093603_listing_entries' },
  { up: m16.up, down: m16.down, name: '20261127_093700_listing_entry_notify' },
  { up: m17.up, down: m17.down, name: '20261127_095135_campaign_places' },
  { up: m18.up, down: m18.down, name: '20261127_095200_campaign_places_notify' },
  { up: m19.up, down: m19.down, name: '20261127_100540_home_campaign' },
  { up: m20.up, down: m20.down, name: '20261127_102324_modal_banner' },
  { up: m21.up, down: m21.down, name: '20261127_104954_keyed_images' },
  { up: m22.up, down: m22.down, name: '20261127_110000_keyed_images_notify' },
  { up: m23.up, down: m23.down, name: '20261127_123604_voucher_order_state_visual_filter' },
  { up: m24.up, down: m24.down, name: '20261127_123700_voucher_order_state_visual_filter_notify' },
  { up: m25.up, down: m25.down, name: '20261127_125704_listing_content_box' },
];
