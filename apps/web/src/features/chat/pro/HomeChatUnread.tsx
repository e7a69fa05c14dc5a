import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useProBase } from '../../pro-space/base-context';
import { chatStrings as t } from '../chat.strings';
import { fetchUnread, unreadKey } from './chat.api';

/** On the home: how many visitor messages wait unread, with a link to {base}/chat; nothing when none. */
export function HomeChatUnread() {
  const { path } = useProBase();
  const query = useQuery({ queryKey: unreadKey, queryFn: fetchUnread });
  const unread = query.data?.unread ?? 0;
  if (!unread) return null;
  return (
    <p className="notice notice-info home-chat-unread" role="status">
      <i className="pi pi-comments" aria-hidden="true" />
      <span>
        {t.homeUnread(unread)}{' '}
        <Link to={path('chat')} className="inline-link">
          {t.homeOpen}
        </Link>
      </span>
    </p>
  );
}
