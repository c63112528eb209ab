import type { DeviceType, VisitorDeviceType } from './device-type';

/** A Trigger's conditions (spec customer-and-content S3 "Trigger"); absent ones do not restrict. */
export interface TriggerConditions {
  id: string;
  campaignTrigger?: string | null;
  loginState?: 'loggedIn' | 'loggedOut' | null;
  customerIsNewsletterRecipient?: boolean | null;
  customerHasShippingCostsFlat?: boolean | null;
  deviceType?: readonly DeviceType[] | null;
  app?: 'onlyApp' | 'exceptApp' | null;
  optimizelyTrigger?: string | null;
}

/** What is known of the visitor. Null: user data that could not be loaded. */
export interface TargetingVisitor {
  campaignTrigger: string | null;
  user: { loggedIn: boolean; newsletterRecipient: boolean; shippingCostsFlat: boolean } | null;
  deviceType: VisitorDeviceType;
  app: boolean;
  variationKey: string | null;
}

export interface TargetedEntry {
  id: string;
  trigger: TriggerConditions | null;
}

/** Preview choices of an editor (spec S2 selectedTrigger, plpEntryId). */
export interface PreviewChoice {
  entryId?: string | null;
  selectedTrigger?: string | null;
}

/** Whether a trigger's conditions hold for the visitor (user conditions fail without user data). */
export function triggerHolds(trigger: TriggerConditions, visitor: TargetingVisitor): boolean {
  if (trigger.campaignTrigger && trigger.campaignTrigger !== visitor.campaignTrigger) return false;
  const needsUser =
    Boolean(trigger.loginState) ||
    typeof trigger.customerIsNewsletterRecipient === 'boolean' ||
    typeof trigger.customerHasShippingCostsFlat === 'boolean';
  if (needsUser && !visitor.user) return false;
  const user = visitor.user;
  if (trigger.loginState && user && (trigger.loginState === 'loggedIn') !== user.loggedIn) return false;
  if (typeof trigger.customerIsNewsletterRecipient === 'boolean' && user)
    if (trigger.customerIsNewsletterRecipient !== user.newsletterRecipient) return false;
  if (typeof trigger.customerHasShippingCostsFlat === 'boolean' && user)
    if (trigger.customerHasShippingCostsFlat !== user.shippingCostsFlat) return false;
  if (trigger.deviceType?.length && !(trigger.deviceType as readonly string[]).includes(visitor.deviceType))
    return false;
  if (trigger.app === 'onlyApp' && !visitor.app) return false;
  if (trigger.app === 'exceptApp' && visitor.app) return false;
  if (trigger.optimizelyTrigger) {
    const key = visitor.variationKey?.toUpperCase() ?? null;
    if (key !== trigger.optimizelyTrigger.toUpperCase()) return false;
  }
  return true;
}

/** Whether any trigger of these entries asks for the visitor's account data. */
export function needsUserData(entries: readonly TargetedEntry[]): boolean {
  return entries.some(
    ({ trigger }) =>
      trigger !== null &&
      (Boolean(trigger.loginState) ||
        typeof trigger.customerIsNewsletterRecipient === 'boolean' ||
        typeof trigger.customerHasShippingCostsFlat === 'boolean'),
  );
}

/**
 * The entry a visitor sees among the matching ones (spec S4 "Content targeting selection"): in
 * preview the chosen entry or the selected trigger's entry; otherwise one whose campaignTrigger
 * matches (and whose other conditions hold), then any other triggered entry whose conditions
 * hold, then an untriggered one. Entries come newest first; the first of a rank wins.
 */
export function selectTargetedEntry<T extends TargetedEntry>(
  entries: readonly T[],
  visitor: TargetingVisitor,
  preview?: PreviewChoice,
): T | null {
  if (preview?.entryId) {
    const chosen = entries.find((entry) => entry.id === preview.entryId);
    if (chosen) return chosen;
  }
  if (preview?.selectedTrigger) {
    const wanted = preview.selectedTrigger;
    const chosen = entries.find(
      ({ trigger }) => trigger !== null && (trigger.id === wanted || trigger.campaignTrigger === wanted),
    );
    // what a visitor under a trigger without entries sees: the untriggered entry
    return chosen ?? entries.find((entry) => entry.trigger === null) ?? null;
  }
  const holding = entries.filter((entry) => entry.trigger !== null && triggerHolds(entry.trigger, visitor));
  const campaign = visitor.campaignTrigger
    ? holding.find((entry) => entry.trigger!.campaignTrigger === visitor.campaignTrigger)
    : undefined;
  return campaign ?? holding[0] ?? entries.find((entry) => entry.trigger === null) ?? null;
}
