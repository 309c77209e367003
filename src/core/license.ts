/**
 * The licence of the service's own answers. Status stays `draft` until the project's owners
 * approve it; `ours` is a copy key whose text names the licence.
 */
export const LICENSE = { status: 'draft', ours: 'license.ours.cc-by-4.0' } as const;
