import type { Kysely } from 'kysely';

/**
 * The visitor and client chat: one conversation per professional and visitor (the browser's random id) or
 * per professional and known client, and its messages (sanitised HTML). `notify_at` is set while an
 * "unread message" e-mail is planned for the conversation, so a burst of messages plans one e-mail.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('chat_conversations')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('pro_id', 'text', (c) => c.notNull().references('pros.id').onDelete('cascade'))
    .addColumn('visitor_id', 'text')
    // Erasing a client (GDPR) erases their conversation and its messages.
    .addColumn('client_id', 'text', (c) => c.references('clients.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_message_at', 'text', (c) => c.notNull())
    .addColumn('last_sender', 'text', (c) => c.notNull())
    .addColumn('last_preview', 'text', (c) => c.notNull())
    .addColumn('notify_at', 'text')
    .execute();
  // NULLs are distinct in unique indexes on both databases: one row per visitor, one per client.
  await db.schema
    .createIndex('chat_conversations_visitor')
    .unique()
    .on('chat_conversations')
    .columns(['pro_id', 'visitor_id'])
    .execute();
  await db.schema
    .createIndex('chat_conversations_client')
    .unique()
    .on('chat_conversations')
    .columns(['pro_id', 'client_id'])
    .execute();
  await db.schema
    .createIndex('chat_conversations_latest')
    .on('chat_conversations')
    .columns(['pro_id', 'last_message_at', 'id'])
    .execute();
  await db.schema
    .createIndex('chat_conversations_age')
    .on('chat_conversations')
    .column('last_message_at')
    .execute();

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('conversation_id', 'text', (c) =>
      c.notNull().references('chat_conversations.id').onDelete('cascade'),
    )
    .addColumn('pro_id', 'text', (c) => c.notNull().references('pros.id').onDelete('cascade'))
    .addColumn('sender', 'text', (c) => c.notNull()) // 'visitor' | 'pro'
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    // When the recipient read it (the professional, for a visitor's message).
    .addColumn('read_at', 'text')
    .execute();
  await db.schema
    .createIndex('chat_messages_thread')
    .on('chat_messages')
    .columns(['conversation_id', 'sent_at', 'id'])
    .execute();
  await db.schema
    .createIndex('chat_messages_unread')
    .on('chat_messages')
    .columns(['pro_id', 'read_at', 'sender'])
    .execute();
  await db.schema.createIndex('chat_messages_age').on('chat_messages').column('sent_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('chat_messages').execute();
  await db.schema.dropTable('chat_conversations').execute();
}
