/** The chat's tables (migration 0024), apart so schema.ts stays readable. */
export interface ChatTables {
  chatConversations: ChatConversationsTable;
  chatMessages: ChatMessagesTable;
}

/** One per professional and visitor id, or per professional and client. */
export interface ChatConversationsTable {
  id: string;
  proId: string;
  visitorId: string | null;
  clientId: string | null;
  createdAt: string;
  lastMessageAt: string;
  lastSender: 'visitor' | 'pro';
  /** Text of the latest message, cut (core's chatPreview). */
  lastPreview: string;
  /** Set while an unread-message e-mail is planned for this conversation. */
  notifyAt: string | null;
}

export interface ChatMessagesTable {
  id: string;
  conversationId: string;
  proId: string;
  sender: 'visitor' | 'pro';
  /** Sanitised HTML (the chat toolbar's tags). */
  html: string;
  sentAt: string;
  readAt: string | null;
}
