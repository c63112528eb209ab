import 'server-only';
import type { ShopConfig } from '@/lib/shop/shop';
import { formatTrackingToken } from '@/lib/recommendation/tracking-token';
import { isRecoSessionId, newRecoSessionId } from '@/lib/recommendation/reco-session';
import { catalogTextsFor } from '@/server/catalog/catalog-texts';
import { categoryIndexFor } from '@/server/catalog/category-index';
import type { Database } from '@/server/db/client';
import { loadTiles, type ProductTile } from '@/server/listing/load-tiles';
import { localiseTile } from '@/server/listing/localise-listing';
import { logger } from '@/server/logger';
import { shopTexts } from '@/server/shop/shop-texts';
import type { PlacementContext } from './placement-context';
import { recordRecoEvent } from './record-reco-event';
import { recommendBasketAlternatives } from './recommend-basket-alternatives';
import { recommendCategoryBottom } from './recommend-category-bottom';
import { recommendLastSeen } from './recommend-last-seen';
import { recommendOutfit } from './recommend-outfit';
import { recommendSearchRelated } from './recommend-search-related';
import { recommendSimilar } from './recommend-similar';
import { recommendSelection } from './recommend-selection';
import { recommendWishlist } from './recommend-wishlist';
import { databaseListReader } from './reco-lists';
import {
  RECO_ANSWER_LIMIT,
  isRecoOutput,
  recoServiceId,
  type RecoCandidate,
  type RecoOutput,
} from './reco-outputs';
import { categoriesOf } from './style-keys';

export interface GkAirRequest {
  serviceId: string;
  parameters: readonly { name: string; value?: string | null }[];
  outputConfig: readonly { outputId: string; imageType?: string | null }[];
  sessionId: string;
  userId?: string | null;
  trackingConsent: boolean;
}

export interface GkAirItem {
  tile: ProductTile;
  trackingToken: string;
  reason: string;
  outfitId: number | null;
  category: { id: string; name: string; path: string } | null;
}

export interface GkAirAnswer {
  outputId: string;
  title: string | null;
  items: GkAirItem[];
}

type Placement = (context: PlacementContext) => Promise<RecoCandidate[]>;

const PLACEMENTS: Record<RecoOutput, Placement> = {
  outfit: recommendOutfit,
  similar: recommendSimilar,
  lastSeen: recommendLastSeen,
  wishlist: recommendWishlist,
  searchRelated: recommendSearchRelated,
  categoryBottom: recommendCategoryBottom,
  basketAlternatives: recommendBasketAlternatives,
  selection: recommendSelection,
};

/** The page group of each output in the tracking string. */
const GROUP: Record<RecoOutput, string> = {
  outfit: 'pdp',
  similar: 'pdp',
  lastSeen: 'pdp',
  wishlist: 'wishlist',
  searchRelated: 'srp',
  categoryBottom: 'plp',
  basketAlternatives: 'basket',
  selection: 'content',
};

const MAX_OUTPUTS = 7;
const MAX_PARAMETERS = 20;

export interface GkAirCaller {
  /** the consent cookie allows targeting (C0004), or the caller is an app without it */
  targetingAllowed: boolean;
  clientAddress: string;
  shopper: PlacementContext['shopper'];
}

/**
 * Answers a recommendation request of the shop's own service (storefront S7.5, decision 0027):
 * one output per outputConfig entry, each with at most 12 orderable products. A request for
 * another service or with an invalid configuration (an output without id, a parameter without
 * name) answers nothing (spec S5); a placement that fails answers an empty list (spec S7.5). With
 * targeting consent, a request about a product is remembered as the session's view of it.
 */
export async function answerGkAir(
  db: Database,
  shop: ShopConfig,
  request: GkAirRequest,
  caller: GkAirCaller,
): Promise<GkAirAnswer[]> {
  if (request.serviceId.trim() !== recoServiceId(shop)) return [];
  if (request.outputConfig.length === 0 || request.outputConfig.length > MAX_OUTPUTS) return [];
  if (request.outputConfig.some((o) => !o.outputId.trim())) return [];
  if (request.parameters.length > MAX_PARAMETERS || request.parameters.some((p) => !p.name.trim())) return [];

  let sessionId = request.sessionId.trim();
  if (!isRecoSessionId(sessionId)) {
    if (!sessionId) logger.warn({ issueLevel: 'Dev' }, 'Missing session id for recommendations');
    sessionId = newRecoSessionId();
  }
  const consented = request.trackingConsent && caller.targetingAllowed;
  const params = new Map(
    request.parameters.map((p) => [p.name.trim(), (p.value ?? '').slice(0, 2000)] as [string, string]),
  );
  const outputs = request.outputConfig.map((o) => o.outputId.trim());
  const productId = params.get('productId')?.trim();
  // the view is written while the answer is computed (last seen leaves the current product out)
  const recorded =
    consented && productId && outputs.some((o) => o === 'outfit' || o === 'similar' || o === 'lastSeen')
      ? recordRecoEvent(
          db,
          shop,
          { kind: 'view', sessionId, userId: request.userId, productId },
          { granted: true, clientAddress: caller.clientAddress },
        ).catch((error: unknown) => {
          logger.warn({ err: error, issueLevel: 'Dev' }, 'Recording a view failed');
          return false;
        })
      : Promise.resolve(false);
  const context: PlacementContext = {
    db,
    shop,
    lists: databaseListReader(db),
    params,
    consentedSessionId: consented ? sessionId : null,
    shopper: caller.shopper,
    until: new Date(),
  };
  const candidates = await Promise.all(
    outputs.map(async (outputId) => {
      if (!isRecoOutput(outputId)) return [];
      try {
        return (await PLACEMENTS[outputId](context)).slice(0, RECO_ANSWER_LIMIT * 3);
      } catch (error) {
        logger.warn({ err: error, issueLevel: 'Dev', outputId }, 'Recommendation could not be computed');
        return [];
      }
    }),
  );
  const [answers] = await Promise.all([toAnswers(db, shop, outputs, candidates), recorded]);
  return answers;
}

async function toAnswers(
  db: Database,
  shop: ShopConfig,
  outputs: string[],
  candidates: RecoCandidate[][],
): Promise<GkAirAnswer[]> {
  const keys = [...new Set(candidates.flat().map((c) => c.masterKey))];
  const texts = catalogTextsFor(shop.locale);
  const [tiles, categories] = await Promise.all([loadTiles(db, shop, keys), categoriesOf(db, keys)]);
  const byKey = new Map(tiles.filter((t) => !t.outsold).map((t) => [t.masterKey, localiseTile(t, texts)]));
  const index = categoryIndexFor(shop.locale);
  const t = shopTexts(shop, 'recommendations');
  const service = recoServiceId(shop);
  return outputs.map((outputId, i) => {
    const items: GkAirItem[] = [];
    for (const candidate of candidates[i] ?? []) {
      const tile = byKey.get(candidate.masterKey);
      if (!tile || items.length >= RECO_ANSWER_LIMIT) continue;
      const node = index.byId(categories.get(candidate.masterKey) ?? '');
      items.push({
        tile,
        trackingToken: formatTrackingToken({
          service,
          outputElementID: outputId,
          group: isRecoOutput(outputId) ? GROUP[outputId] : 'shop',
          campaign: candidate.reason,
          campaignElement: candidate.source,
        }),
        reason: candidate.reason,
        outfitId: candidate.outfitId ?? null,
        category: node ? { id: node.id, name: node.title ?? node.name, path: node.path } : null,
      });
    }
    return { outputId, title: isRecoOutput(outputId) ? t(`titles.${outputId}`) : null, items };
  });
}
