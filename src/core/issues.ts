/**
 * Refusals, in domain terms: each issue names the input (`path`, dotted like
 * `cartons.0.length`, empty for the whole request), a copy key and the values its text uses.
 * Domain code throws `Refusal` (400) or `DatasetMissing` (503); the HTTP layer answers them.
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

/** An input the service rewrote to read it (docs/tools/README.md, Reading inputs): the text given and the text used. */
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
  const named = issues
    .slice(0, 5)
    .map((i) => `${i.path || '(request)'} ${i.code}`)
    .join(', ');
  return issues.length > 5 ? `${named} and ${issues.length - 5} more` : named;
}

/**
 * The one refusal of the domain: inputs read but refused (an input reader's, a calculation's, the
 * quote's, the lookup's), every issue at once, and what the reader had rewritten before refusing
 * (docs/tools/README.md, Reading inputs `normalized`). The HTTP layer answers it 400 in one place (http/api-error.ts).
 */
export class Refusal extends Error {
  constructor(
    readonly issues: readonly Issue[],
    readonly normalized: readonly Normalized[] = [],
  ) {
    super(`refused: ${issuesSummary(issues)}`);
    this.name = 'Refusal';
    if (issues.length === 0) throw new Error('a refusal needs an issue');
  }

  static at(code: CopyKey, path: string, values: IssueValues = {}): Refusal {
    return new Refusal([issue(path, code, values)]);
  }
}

/**
 * Runs `calculate` on inputs read with these rewrites: a refusal it throws carries them too,
 * so that the answer lists what was normalised before the calculation refused (docs/contract.md, Errors).
 */
export function calculatedAfterReading<T>(normalized: readonly Normalized[], calculate: () => T): T {
  try {
    return calculate();
  } catch (error) {
    throw withRewrites(error, normalized);
  }
}

/** calculatedAfterReading for a calculation that answers later (one that asks for heavy work). */
export async function calculatedLaterAfterReading<T>(
  normalized: readonly Normalized[],
  calculation: Promise<T>,
): Promise<T> {
  try {
    return await calculation;
  } catch (error) {
    throw withRewrites(error, normalized);
  }
}

function withRewrites(error: unknown, normalized: readonly Normalized[]): unknown {
  return error instanceof Refusal && error.normalized.length === 0 && normalized.length > 0
    ? new Refusal(error.issues, normalized)
    : error;
}

/**
 * A version served from memory whose files cannot be read now (its folder moved or gone: docs/operations.md,
 * Data kept through faults): 503, the service's condition, until the files return.
 */
export class VersionUnreadable extends Error {
  constructor(
    readonly dataset: string,
    readonly version: string,
    cause: unknown,
  ) {
    const reason = cause instanceof Error ? ('code' in cause ? String(cause.code) : cause.message) : String(cause);
    super(`${dataset} ${version}: its files cannot be read (${reason})`);
    this.name = 'VersionUnreadable';
  }
}

/** A dataset the answer needs has no version installed (503), with its versions refused at start-up, newest first, when that is why. */
export class DatasetMissing extends Error {
  constructor(
    readonly dataset: string,
    readonly refused: readonly string[] = [],
  ) {
    super(`no ${dataset} version installed${refused.length ? ` (refused: ${refused.join(', ')})` : ''}`);
    this.name = 'DatasetMissing';
  }
}
