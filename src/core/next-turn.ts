/**
 * Resolves after a turn of the event loop (setImmediate: after pending I/O), so that long work
 * done in pieces lets other requests be answered between them.
 */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
