import './rich-text.css';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef } from 'react';
import { RichTextToolbar } from './RichTextToolbar';

export interface RichTextEditorProps {
  id: string;
  /** Accessible name of the editing area (the visible label is rendered by the caller). */
  label: string;
  /** HTML at mount; later changes of this prop are not pushed into the editor (it owns its content). */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string;
  /** Minimum height of the editing area, in rem. */
  minRows?: number;
}

/**
 * A small rich-text editor (TipTap): bold, italic, underline, lists and links, nothing else. The server
 * sanitises whatever HTML comes out of it.
 */
export function RichTextEditor({
  id,
  label,
  value,
  onChange,
  onBlur,
  invalid,
  describedBy,
  minRows = 4,
}: RichTextEditorProps) {
  // The editor is created once; the latest callbacks are read through refs.
  const onChangeRef = useRef(onChange);
  const onBlurRef = useRef(onBlur);
  useEffect(() => {
    onChangeRef.current = onChange;
    onBlurRef.current = onBlur;
  });

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
    ],
    content: value,
    onUpdate: ({ editor: current }) => onChangeRef.current(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlurRef.current?.(),
  });

  useEffect(() => {
    editor.setOptions({
      editorProps: {
        attributes: {
          id,
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-label': label,
          'aria-invalid': invalid ? 'true' : 'false',
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          class: 'rich-text-content',
          style: `min-height: ${minRows * 1.6}rem`,
        },
      },
    });
  }, [editor, id, label, invalid, describedBy, minRows]);

  return (
    <div className={invalid ? 'rich-text rich-text-invalid' : 'rich-text'}>
      <RichTextToolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}
