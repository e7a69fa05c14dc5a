import './visitor-chat.css';
import { ChatComposer } from '../composer/ChatComposer';
import { chatStrings as t } from '../chat.strings';
import { MessageBubbles } from '../MessageBubbles';
import { useVisitorChat } from './use-visitor-chat';

/**
 * 'Chattez avec nous !': the visitor's thread with the salon, in the widget's Informations panel and on the
 * profile page. Loaded only when opened (its own chunk), so the booking frame's first load is unchanged.
 */
export default function VisitorChat({ slug, salon }: { slug: string; salon: string }) {
  const { bubbles, proOnline, status, notice, send } = useVisitorChat(slug);
  return (
    <div className="vc">
      <div className="vc-head">
        <p className="vc-intro">{t.visitorIntro(salon)}</p>
        {proOnline !== null && (
          <span className={proOnline ? 'vc-presence vc-on' : 'vc-presence'}>
            <span className="vc-dot" aria-hidden="true" />
            {proOnline ? t.online : t.offlineStatus}
          </span>
        )}
      </div>
      {proOnline === false && (
        <p className="vc-offline" role="status">
          {t.offline}
        </p>
      )}
      <MessageBubbles
        messages={bubbles}
        mine="visitor"
        names={{ visitor: t.you, pro: salon }}
        empty={t.empty}
      />
      {status !== 'open' && <p className="vc-status">{t.reconnecting}</p>}
      {notice && (
        <p className="vc-notice" role="alert">
          {notice}
        </p>
      )}
      <ChatComposer onSend={send} />
    </div>
  );
}
