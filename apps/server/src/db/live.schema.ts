/** The live sockets' shared state (migration 0023), apart so schema.ts stays readable. */
export interface LiveTables {
  livePresence: LivePresenceTable;
}

/**
 * A server instance with at least one open socket of a professional (PostgreSQL, several instances): the
 * row is refreshed by the instance's heartbeat, so a crashed instance's rows age out.
 */
export interface LivePresenceTable {
  instanceId: string;
  proId: string;
  seenAt: string;
}
