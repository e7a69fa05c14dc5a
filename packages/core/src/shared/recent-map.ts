/**
 * A map of at most `max` entries that forgets the least recently used one first: reading an entry (get) and
 * writing one (set) both count as a use. Each entry keeps the tick of its last use, so a read only stamps
 * it (moving it within a Map, a delete and a set, made every read of the hot paths' caches churn the
 * table); the oldest is searched for only when an entry is added beyond `max`.
 */
export class RecentMap<K, V> {
  private readonly entries = new Map<K, { value: V; used: number }>();
  private tick = 0;

  constructor(private readonly max: number) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    entry.used = ++this.tick;
    return entry.value;
  }

  set(key: K, value: V): void {
    const entry = this.entries.get(key);
    if (entry !== undefined) {
      entry.value = value;
      entry.used = ++this.tick;
      return;
    }
    this.entries.set(key, { value, used: ++this.tick });
    if (this.entries.size > this.max) this.forgetOldest();
  }

  private forgetOldest(): void {
    let oldest: K | undefined;
    let at = Infinity;
    for (const [key, entry] of this.entries)
      if (entry.used < at) {
        at = entry.used;
        oldest = key;
      }
    this.entries.delete(oldest as K);
  }
}
