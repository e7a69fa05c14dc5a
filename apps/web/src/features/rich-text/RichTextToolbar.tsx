import { useEditorState, type Editor } from '@tiptap/react';
import { useId, useState } from 'react';
import { richTextStrings as t } from './rich-text.strings';

type Mark = 'bold' | 'italic' | 'underline' | 'bulletList' | 'orderedList' | 'link';

const buttons: { mark: Exclude<Mark, 'link'>; icon: string; label: string }[] = [
  { mark: 'bold', icon: 'B', label: t.bold },
  { mark: 'italic', icon: 'I', label: t.italic },
  { mark: 'underline', icon: 'U', label: t.underline },
  { mark: 'bulletList', icon: 'pi pi-list', label: t.bulletList },
  { mark: 'orderedList', icon: 'pi pi-sort-numeric-down', label: t.orderedList },
];

function toggle(editor: Editor, mark: Exclude<Mark, 'link'>) {
  const chain = editor.chain().focus();
  if (mark === 'bold') chain.toggleBold().run();
  else if (mark === 'italic') chain.toggleItalic().run();
  else if (mark === 'underline') chain.toggleUnderline().run();
  else if (mark === 'bulletList') chain.toggleBulletList().run();
  else chain.toggleOrderedList().run();
}

/** Toolbar above the editing area; the link button opens a one-line form for the address. */
export function RichTextToolbar({ editor }: { editor: Editor }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });
  const [linkUrl, setLinkUrl] = useState<string | null>(null);
  const urlId = useId();

  const openLink = () => setLinkUrl((editor.getAttributes('link').href as string | undefined) ?? '');
  const applyLink = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const href = (linkUrl ?? '').trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href) chain.setLink({ href: /^(https?:|mailto:|tel:)/i.test(href) ? href : `https://${href}` }).run();
    else chain.unsetLink().run();
    setLinkUrl(null);
  };
  const removeLink = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setLinkUrl(null);
  };

  return (
    <>
      <div className="rich-text-toolbar" role="toolbar" aria-label={t.toolbar}>
        {buttons.map((b) => (
          <button
            key={b.mark}
            type="button"
            className={active[b.mark] ? 'rich-text-button active' : 'rich-text-button'}
            aria-label={b.label}
            aria-pressed={active[b.mark]}
            title={b.label}
            // Keeps the selection in the editor while clicking.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => toggle(editor, b.mark)}
          >
            {b.icon.startsWith('pi') ? (
              <i className={b.icon} aria-hidden="true" />
            ) : (
              <span className={`rt-${b.mark}`}>{b.icon}</span>
            )}
          </button>
        ))}
        <button
          type="button"
          className={active.link ? 'rich-text-button active' : 'rich-text-button'}
          aria-label={t.link}
          aria-pressed={active.link}
          aria-expanded={linkUrl !== null}
          title={t.link}
          onMouseDown={(event) => event.preventDefault()}
          onClick={openLink}
        >
          <i className="pi pi-link" aria-hidden="true" />
        </button>
      </div>
      {linkUrl !== null && (
        // A div, not a form: the editor may itself sit inside a form.
        <div className="rich-text-link" onKeyDown={(event) => event.key === 'Enter' && applyLink(event)}>
          <label htmlFor={urlId} className="rt-sr-only">
            {t.linkUrl}
          </label>
          <input
            id={urlId}
            className="p-inputtext p-inputtext-sm"
            type="url"
            value={linkUrl}
            placeholder={t.linkPlaceholder}
            autoFocus
            onChange={(event) => setLinkUrl(event.target.value)}
          />
          <button type="button" className="p-button p-button-sm" onClick={applyLink}>
            {t.linkApply}
          </button>
          {active.link && (
            <button
              type="button"
              className="p-button p-button-sm p-button-text p-button-danger"
              onClick={removeLink}
            >
              {t.linkRemove}
            </button>
          )}
          <button
            type="button"
            className="p-button p-button-sm p-button-text p-button-secondary"
            onClick={() => setLinkUrl(null)}
          >
            {t.linkCancel}
          </button>
        </div>
      )}
    </>
  );
}
