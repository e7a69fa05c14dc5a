import type { HelpBlock, HelpSpan, HelpTopic } from '@quickrdv/core/assistant';
import { Link } from 'react-router';
import type { ChatMessage } from './assistant-messages';
import { assistantStrings as t } from './assistant.strings';

type BotMessage = Extract<ChatMessage, { from: 'bot' }>;

function Spans({ spans }: { spans: HelpSpan[] }) {
  return spans.map((span, i) =>
    span.strong ? <strong key={i}>{span.text}</strong> : <span key={i}>{span.text}</span>,
  );
}

function Blocks({ blocks }: { blocks: HelpBlock[] }) {
  return blocks.map((block, i) => {
    if (block.type === 'p')
      return (
        <p key={i}>
          <Spans spans={block.spans} />
        </p>
      );
    const List = block.type;
    return (
      <List key={i}>
        {block.items.map((item, j) => (
          <li key={j}>
            <Spans spans={item} />
          </li>
        ))}
      </List>
    );
  });
}

function Topics({ topics, onTopic }: { topics: HelpTopic[]; onTopic: (id: string) => void }) {
  return (
    <ul className="assistant-topics">
      {topics.map((topic) => (
        <li key={topic.id}>
          <button type="button" className="assistant-topic" onClick={() => onTopic(topic.id)}>
            {topic.title}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** A reply of the bot: a help page's steps (or the model's wording of them) with the link to its screen. */
export function AssistantReply({
  message,
  screenPath,
  onTopic,
  onFollow,
}: {
  message: BotMessage;
  /** Where a help page's screen is, in this space (real or demo). */
  screenPath: (screen: string) => string;
  onTopic: (id: string) => void;
  /** Called when a link to a screen is followed (the panel gets out of the way on phones). */
  onFollow: () => void;
}) {
  switch (message.kind) {
    case 'error':
      return (
        <p className="assistant-error" role="alert">
          {message.text}
        </p>
      );
    case 'note':
      return (
        <>
          <p>{message.text}</p>
          {message.link && (
            <Link to={message.link.to} className="assistant-screen-link" onClick={onFollow}>
              {message.link.label}
            </Link>
          )}
        </>
      );
    case 'unknown':
      return (
        <>
          <p>{t.unknown}</p>
          <Topics topics={message.closest} onTopic={onTopic} />
        </>
      );
    case 'answer':
      return (
        <>
          <h3 className="assistant-answer-title">{message.page.title}</h3>
          {message.phrased ? (
            <p className="assistant-phrased">{message.phrased}</p>
          ) : (
            <Blocks blocks={message.blocks} />
          )}
          <Link to={screenPath(message.page.screen)} className="assistant-screen-link" onClick={onFollow}>
            <i className="pi pi-arrow-right" aria-hidden="true" /> {message.page.link}
          </Link>
          {message.related.length > 0 && (
            <div className="assistant-related">
              <span>{t.related}</span>
              <Topics topics={message.related} onTopic={onTopic} />
            </div>
          )}
        </>
      );
  }
}
