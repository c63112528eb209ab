import type { Trigger } from '@/cms/payload-types';
import type { TriggerConditions } from './select-targeted-entry';

const YES_NO = { yes: true, no: false } as const;

/**
 * A CMS trigger as targeting reads it. An entry whose trigger is only an id (not loaded) or was
 * deleted counts as untriggered only when it has none: an unloadable trigger never matches.
 */
export function triggerConditionsOf(trigger: Trigger | number | null | undefined): TriggerConditions | null {
  if (trigger === null || trigger === undefined) return null;
  if (typeof trigger === 'number') return { id: String(trigger), campaignTrigger: '\u0000unloaded' };
  return {
    id: String(trigger.id),
    campaignTrigger: trigger.campaignTrigger || null,
    loginState: trigger.loginState ?? null,
    customerIsNewsletterRecipient: trigger.customerIsNewsletterRecipient
      ? YES_NO[trigger.customerIsNewsletterRecipient]
      : null,
    customerHasShippingCostsFlat: trigger.customerHasShippingCostsFlat
      ? YES_NO[trigger.customerHasShippingCostsFlat]
      : null,
    deviceType: trigger.deviceType?.length ? trigger.deviceType : null,
    app: trigger.app ?? null,
    optimizelyTrigger: trigger.optimizelyTrigger || null,
  };
}
