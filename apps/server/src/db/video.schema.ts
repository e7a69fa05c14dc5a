/** The video rooms (migration 0025), apart so schema.ts stays readable. */
export interface VideoTables {
  videoRooms: VideoRoomsTable;
}

/** A professional's video room; `tokenHash` is the SHA-256 (hex) of the link's secret token. */
export interface VideoRoomsTable {
  id: string;
  proId: string;
  tokenHash: string;
  createdAt: string;
  closedAt: string | null;
}
