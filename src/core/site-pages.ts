/**
 * Paths of the website's pages that answers link to (reading notes: "page slug"). The site's
 * address is configuration (SITE_URL); these are the paths under it.
 */
export const SITE_PAGES = {
  /** The refund-rate chapter of a customs code: its first two digits. */
  refundChapter: (code: string) => `/refund-rates/chapter-${code.slice(0, 2)}`,
  /** A tool's page, with inputs filled in through the query. */
  tool: (slug: string, inputs: Readonly<Record<string, string>> = {}) => {
    const query = new URLSearchParams(inputs).toString();
    return `/tools/${slug}${query ? `?${query}` : ''}`;
  },
};
