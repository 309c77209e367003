/**
 * An Atom feed read as a feed reader must find it (RFC 4287): parsed by @xmldom/xmldom, which
 * here stops at any warning or error (well-formed XML, namespaces declared), then held to the
 * RFC's rules a schema cannot say all of: the feed and each entry with exactly one id (an absolute
 * IRI), title and updated (an RFC 3339 date-time), an author for the feed or for every entry, an
 * entry without content with an alternate link, at most one alternate link a type and language,
 * and entry ids unique. npm has no maintained Atom validator (the W3C's feedvalidator is Python):
 * these are the checks it makes of these elements.
 */
import assert from 'node:assert/strict';
import { DOMParser, type Element, onWarningStopParsing } from '@xmldom/xmldom';

const ATOM = 'http://www.w3.org/2005/Atom';
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

interface AtomEntry {
  id: string;
  title: string;
  updated: string;
  published: string | null;
  summary: string | null;
  links: Array<{ rel: string; type: string; href: string }>;
}

export interface AtomFeed {
  lang: string | null;
  id: string;
  title: string;
  updated: string;
  links: Array<{ rel: string; type: string; href: string }>;
  entries: AtomEntry[];
}

/** The Atom children of `parent` named `name` (its own, not its descendants'). */
function children(parent: Element, name: string): Element[] {
  const found: Element[] = [];
  for (let node = parent.firstChild; node; node = node.nextSibling)
    if (node.nodeType === node.ELEMENT_NODE && node.namespaceURI === ATOM && node.localName === name)
      found.push(node as Element);
  return found;
}

function one(parent: Element, name: string, where: string): string {
  const found = children(parent, name);
  assert.equal(found.length, 1, `${where}: exactly one atom:${name}`);
  return found[0]?.textContent ?? '';
}

function checkedLinks(parent: Element, where: string) {
  const links = children(parent, 'link').map((link) => ({
    rel: link.getAttribute('rel') ?? 'alternate',
    type: link.getAttribute('type') ?? '',
    href: link.getAttribute('href') ?? '',
    lang: link.getAttribute('hreflang') ?? '',
  }));
  for (const link of links) assert.ok(link.href !== '', `${where}: a link without href`);
  const alternates = links.filter((link) => link.rel === 'alternate').map((link) => `${link.type} ${link.lang}`);
  assert.equal(new Set(alternates).size, alternates.length, `${where}: one alternate link a type and language`);
  return links.map(({ rel, type, href }) => ({ rel, type, href }));
}

function checkedId(id: string, where: string): string {
  assert.doesNotThrow(() => new URL(id), `${where}: the id ${id} is an absolute IRI`);
  return id;
}

function checkedDate(text: string, where: string): string {
  assert.match(text, DATE_TIME, `${where}: an RFC 3339 date-time`);
  assert.ok(!Number.isNaN(Date.parse(text)), `${where}: a real instant`);
  return text;
}

/** The feed in `xml`, after every check above. */
export function readAtomFeed(xml: string): AtomFeed {
  const document = new DOMParser({ onError: onWarningStopParsing }).parseFromString(xml, 'application/xml');
  const feed = document.documentElement;
  assert.ok(feed, 'a root element');
  assert.equal(`${feed.namespaceURI} ${feed.localName}`, `${ATOM} feed`, 'the root is atom:feed');
  const feedHasAuthor = children(feed, 'author').length > 0;
  const entries = children(feed, 'entry').map((element, index): AtomEntry => {
    const where = `entry ${index + 1}`;
    const links = checkedLinks(element, where);
    if (children(element, 'content').length === 0)
      assert.ok(
        links.some((link) => link.rel === 'alternate'),
        `${where}: without content, an alternate link`,
      );
    if (!feedHasAuthor) assert.ok(children(element, 'author').length > 0, `${where}: an author`);
    for (const author of children(element, 'author')) one(author, 'name', `${where} author`);
    const published = children(element, 'published')[0]?.textContent ?? null;
    return {
      id: checkedId(one(element, 'id', where), where),
      title: one(element, 'title', where),
      updated: checkedDate(one(element, 'updated', where), `${where} updated`),
      published: published === null ? null : checkedDate(published, `${where} published`),
      summary: children(element, 'summary')[0]?.textContent ?? null,
      links,
    };
  });
  const ids = entries.map((entry) => entry.id);
  assert.equal(new Set(ids).size, ids.length, 'entry ids are unique');
  for (const author of children(feed, 'author')) one(author, 'name', 'feed author');
  return {
    lang: feed.getAttribute('xml:lang'),
    id: checkedId(one(feed, 'id', 'feed'), 'feed'),
    title: one(feed, 'title', 'feed'),
    updated: checkedDate(one(feed, 'updated', 'feed'), 'feed updated'),
    links: checkedLinks(feed, 'feed'),
    entries,
  };
}
