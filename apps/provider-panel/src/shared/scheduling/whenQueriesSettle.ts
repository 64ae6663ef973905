/** What `whenQueriesSettle` reads of the query client: the number of queries in flight, and their changes. */
export interface FetchingSource {
  isFetching(): number;
  getQueryCache(): { subscribe(listener: () => void): () => void };
}

/**
 * Resolves once no query is in flight (at once when none is): for work the screen on its way does not need, so its
 * request does not share the connection with the screen's own code and data.
 */
export function whenQueriesSettle(source: FetchingSource): Promise<void> {
  return new Promise((resolve) => {
    if (source.isFetching() === 0) {
      resolve();
      return;
    }
    const stop = source.getQueryCache().subscribe(() => {
      if (source.isFetching() > 0) return;
      stop();
      resolve();
    });
  });
}
