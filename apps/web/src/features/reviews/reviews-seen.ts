/** When LES AVIS was last opened in this browser: the home counts the reviews given since as new. */
const key = (proId: string) => `qrdv.reviews.seen.${proId}`;

export function reviewsSeenAt(proId: string): string | null {
  try {
    return localStorage.getItem(key(proId));
  } catch {
    return null;
  }
}

export function markReviewsSeen(proId: string, at: Date = new Date()): void {
  try {
    localStorage.setItem(key(proId), at.toISOString());
  } catch {
    // Storage off: every review stays 'new' on the home.
  }
}
