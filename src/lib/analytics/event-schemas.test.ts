import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { EVENT_EXAMPLES } from './event-examples';
import { EVENT_NAMES, EVENT_SCHEMAS, eventOfUri, schemaUri } from './event-schemas';

describe('analytics event schemas', () => {
  it('has the nineteen events of customer-and-content S7', () => {
    expect(EVENT_NAMES.toSorted()).toEqual(
      [
        'consent',
        'customer',
        'feature',
        'marketing',
        'experiment',
        'productList',
        'product',
        'promotion',
        'searchInformation',
        'shop',
        'transaction',
        'user',
        'recommendation',
        'authentication',
        'cookieBanner',
        'ecom',
        'newsletter',
        'webVitals',
        'nativeUser',
      ].toSorted(),
    );
  });

  describe.each(EVENT_NAMES)('%s', (name) => {
    const schema = EVENT_SCHEMAS[name];
    it('accepts its valid example and refuses its invalid one', () => {
      expect(schema.safeParse(EVENT_EXAMPLES[name].valid).error).toBeUndefined();
      expect(schema.safeParse(EVENT_EXAMPLES[name].invalid).success).toBe(false);
    });
    it('is published as a JSON Schema that closes its object', () => {
      const json = z.toJSONSchema(schema) as { type: string; additionalProperties: boolean };
      expect(json.type).toBe('object');
      expect(json.additionalProperties).toBe(false);
    });
    it('is named by a versioned schema URI', () => {
      const uri = schemaUri(name);
      expect(uri).toBe(`iglu:shop.analytics/${name}/jsonschema/1-0-0`);
      expect(eventOfUri(uri)?.name).toBe(name);
      expect(eventOfUri(schemaUri(name, '2-0-0'))).toBeNull();
    });
  });

  it('knows no schema outside its own list', () => {
    expect(eventOfUri('iglu:shop.analytics/toString/jsonschema/1-0-0')).toBeNull();
    expect(eventOfUri('iglu:com.snowplowanalytics/ecom/jsonschema/1-0-0')).toBeNull();
  });
});
