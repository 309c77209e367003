/**
 * Refusals, in domain terms: each issue names the input (`path`, dotted like
 * `cartons.0.length`, empty for the whole request), a copy key and the values its text uses.
 * Domain code throws `Refusal`; the HTTP layer turns it into a 400 answer.
 */
import type { CopyKey } from '../i18n/catalogue.js';

export type IssueValues = Record<string, string | number>;

/** A dataset version by name: the one an issue quotes (the parity of a day it names). */
export interface QuotedVersion {
  dataset: string;
  version: string;
}

export interface Issue {
  path: string;
  code: CopyKey;
  values: IssueValues;
  /** The version whose figures the issue's values quote; the refusal's provenance names it. Never sent as a member. */
  quotes?: QuotedVersion;
}

export function issue(path: string, code: CopyKey, values: IssueValues = {}): Issue {
  return { path, code, values };
}

/** An input the service rewrote to read it (§2.5): the text given and the text used. */
export interface Normalized {
  path: string;
  given: string;
  used: string;
}

/**
 * An error message naming the first few issues and how many there were in all: a body with
 * 20,000 unknown keys spent longer writing a message nobody reads than reading the body.
 */
export function issuesSummary(issues: readonly Issue[]): string {
  const named = issues.slice(0, 5).map((i) => `${i.path || '(request)'} ${i.code}`).join(', ');
  return issues.length > 5 ? `${named} and ${issues.length - 5} more` : named;
}

export class Refusal extends Error {
  constructor(
    readonly issues: readonly Issue[],
    /** For calculations: the tool and what was rewritten before the refusal. */
    readonly extras: { tool?: string; normalized?: Normalized[] } = {},
  ) {
    super(`refused: ${issuesSummary(issues)}`);
    this.name = 'Refusal';
  }
}
