/**
 * Each URL's entity tag as the answer path made it (answer-pipeline.ts), kept so that a later
 * If-None-Match for that URL can be answered 304 before routing (revalidation.ts).
 */

/** What the slow path answered for one URL that a later If-None-Match can be checked against. */
export interface KnownTag {
  etag: string;
  cacheControl: string;
  /** Tokens the URL costs (a page of rows costs one per 1000 rows asked for). */
  cost: number;
  lang: string;
  /** The Beijing day the tag holds for, when the answer names no dataset; null: any day. */
  day: string | null;
  /** The route template that made it, for the metrics. */
  route: string;
}

/** URLs remembered at most, the oldest forgotten first: at most KNOWN_URLS × LONGEST_KEY, about 10 MB. */
const KNOWN_URLS = 10_000;
/** A longer URL (after `_` is taken out) is never remembered: its 304s take the routed path. */
const LONGEST_KEY = 1024;

/** A `_` parameter in a query, also written %5F. */
const BUSTER = /[?&](?:_|%5[Ff])(?:[=&]|$)/;

/**
 * The key a URL's tag is remembered by: the URL without its `_` parameters, which change neither
 * the answer nor its tag (contract/query.ts), so that a cache-buster's every value is one entry;
 * null for a URL too long to keep.
 */
export function revalidationKey(url: string): string | null {
  const at = url.indexOf('?');
  let key = url;
  if (at >= 0 && BUSTER.test(url)) {
    const kept = url
      .slice(at + 1)
      .split('&')
      .filter((part) => {
        const name = part.split('=', 1)[0] ?? '';
        return name !== '_' && name !== '%5F' && name !== '%5f';
      });
    key = kept.length === 0 ? url.slice(0, at) : `${url.slice(0, at)}?${kept.join('&')}`;
  }
  return key.length > LONGEST_KEY ? null : key;
}

export class KnownTags {
  private readonly byKey = new Map<string, KnownTag>();

  remember(url: string, tag: KnownTag): void {
    const key = revalidationKey(url);
    if (key === null) return;
    const known = this.byKey.get(key);
    if (known !== undefined && known.etag === tag.etag && known.day === tag.day) return;
    if (known !== undefined) this.byKey.delete(key);
    else if (this.byKey.size >= KNOWN_URLS) this.byKey.delete(this.byKey.keys().next().value as string);
    this.byKey.set(key, tag);
  }

  get(url: string): KnownTag | undefined {
    const key = revalidationKey(url);
    return key === null ? undefined : this.byKey.get(key);
  }

  get size(): number {
    return this.byKey.size;
  }

  /** Forgets every tag: the versions they named may no longer be current. */
  clear(): void {
    this.byKey.clear();
  }
}
