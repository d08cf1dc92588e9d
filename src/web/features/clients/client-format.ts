/** How clients read on screen: websites (statuses: shared/status-display.ts; money and dates: lib/format). */

/** A website as people write it: without the scheme and a trailing slash. */
export function displayWebsite(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}
