import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useImperativeHandle, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import { richTextContentClasses } from './rich-text';
import { RequiredMark } from './required-mark';

export interface RichTextEditorProps {
  label: string;
  /** HTML; an empty editor is '' rather than '<p></p>', so that "required" checks stay simple. */
  value: string;
  onChange: (html: string) => void;
  readOnly?: boolean;
  required?: boolean;
  /** Height of the writing area when empty, as a Tailwind class. */
  minHeightClass?: string;
  className?: string;
  /** For a screen that puts text in at the caret, such as a template's merge field. */
  handle?: Ref<RichTextEditorHandle>;
}

export interface RichTextEditorHandle {
  /** Puts `text` in at the caret (at the end when the editor was never focused) and focuses the editor. */
  insert: (text: string) => void;
}

interface ToolbarState {
  bold: boolean;
  italic: boolean;
  heading: boolean;
  bulletList: boolean;
  orderedList: boolean;
}

function ToolbarButton({
  label,
  active,
  onClick,
  children,
}: {
  label: string;
  active: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={active}
      title={label}
      // Keeps the selection in the editor: a toolbar click must not move focus away from the text.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={`inline-flex size-8 items-center justify-center rounded-md text-sm ${
        active
          ? 'bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-100'
          : 'text-slate-700 hover:bg-slate-200 dark:text-slate-200 dark:hover:bg-slate-700'
      }`}
    >
      {children}
    </button>
  );
}

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const state = useEditorState<ToolbarState>({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      heading: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
    }),
  });

  return (
    <div
      role="toolbar"
      aria-label={`${label} formatting`}
      className="flex flex-wrap gap-1 border-b border-slate-300 bg-slate-50 px-2 py-1.5 dark:border-slate-600 dark:bg-slate-900"
    >
      <ToolbarButton label="Bold" active={state.bold} onClick={() => editor.chain().focus().toggleBold().run()}>
        <span className="font-bold">B</span>
      </ToolbarButton>
      <ToolbarButton label="Italic" active={state.italic} onClick={() => editor.chain().focus().toggleItalic().run()}>
        <span className="font-serif italic">I</span>
      </ToolbarButton>
      <ToolbarButton
        label="Heading"
        active={state.heading}
        onClick={() => editor.chain().focus().toggleHeading({ level: 3 }).run()}
      >
        <span className="font-semibold">H</span>
      </ToolbarButton>
      <ToolbarButton
        label="Bullet list"
        active={state.bulletList}
        onClick={() => editor.chain().focus().toggleBulletList().run()}
      >
        <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" fill="currentColor">
          <circle cx="4" cy="5" r="1.5" />
          <circle cx="4" cy="10" r="1.5" />
          <circle cx="4" cy="15" r="1.5" />
          <rect x="8" y="4.25" width="10" height="1.5" rx=".75" />
          <rect x="8" y="9.25" width="10" height="1.5" rx=".75" />
          <rect x="8" y="14.25" width="10" height="1.5" rx=".75" />
        </svg>
      </ToolbarButton>
      <ToolbarButton
        label="Numbered list"
        active={state.orderedList}
        onClick={() => editor.chain().focus().toggleOrderedList().run()}
      >
        <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" fill="currentColor">
          <text x="1" y="7" fontSize="6" fontFamily="sans-serif">
            1
          </text>
          <text x="1" y="12" fontSize="6" fontFamily="sans-serif">
            2
          </text>
          <text x="1" y="17" fontSize="6" fontFamily="sans-serif">
            3
          </text>
          <rect x="8" y="4.25" width="10" height="1.5" rx=".75" />
          <rect x="8" y="9.25" width="10" height="1.5" rx=".75" />
          <rect x="8" y="14.25" width="10" height="1.5" rx=".75" />
        </svg>
      </ToolbarButton>
    </div>
  );
}

const htmlOf = (editor: Editor): string => (editor.isEmpty ? '' : editor.getHTML());

/**
 * A small rich-text editor (TipTap, self-hosted). It pulls in the whole editor engine, so import it only
 * through React.lazy: guests and read-only screens never download it.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  readOnly = false,
  required = false,
  minHeightClass = 'min-h-28',
  className,
  handle,
}: RichTextEditorProps) {
  const labelId = useId();
  const [editorReady, setEditorReady] = useState(false);
  const viewAttributes = useMemo<Record<string, string>>(
    () => ({
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelId,
      'aria-readonly': String(readOnly),
      ...(required ? { 'aria-required': 'true' } : {}),
      class: `${richTextContentClasses} ${minHeightClass} px-3 py-2.5 focus:outline-none`,
    }),
    [labelId, readOnly, required, minHeightClass],
  );
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [3] },
        code: false,
        codeBlock: false,
        blockquote: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: false,
      }),
    ],
    content: value,
    editable: !readOnly,
    editorProps: { attributes: viewAttributes },
    onCreate: () => setEditorReady(true),
    onUpdate: ({ editor: current }) => {
      reportedValue.current = htmlOf(current);
      onChange(reportedValue.current);
    },
  });

  // The form may replace the value (a loaded posting, Cancel restoring the saved one): follow it. The last HTML
  // the editor itself reported is remembered, because the editor may write the same content a little differently.
  const reportedValue = useRef(value);
  useEffect(() => {
    if (!editor?.isInitialized || value === reportedValue.current) return;
    reportedValue.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value, editorReady]);

  useImperativeHandle(handle, () => ({ insert: (text) => editor?.chain().focus().insertContent(text).run() }), [
    editor,
  ]);

  // setOptions waits for the view itself when the editor is not mounted yet.
  useEffect(() => {
    editor?.setOptions({ editable: !readOnly, editorProps: { attributes: viewAttributes } });
  }, [editor, readOnly, viewAttributes]);

  return (
    <div className={className}>
      <div className="mb-1.5 flex items-baseline gap-1">
        <span
          id={labelId}
          className="text-sm font-medium text-slate-800 dark:text-slate-200"
          onClick={() => editor?.commands.focus()}
        >
          {label}
        </span>
        {required && <RequiredMark />}
      </div>
      <div
        className={`overflow-hidden rounded-lg border focus-within:border-brand-600 dark:focus-within:border-brand-400 ${
          readOnly
            ? 'border-slate-300 bg-slate-50 dark:border-slate-700 dark:bg-slate-900'
            : 'border-slate-400 bg-white dark:border-slate-600 dark:bg-slate-950'
        } has-[.ProseMirror:focus-visible]:outline-2 has-[.ProseMirror:focus-visible]:outline-offset-2 has-[.ProseMirror:focus-visible]:outline-brand-600 dark:has-[.ProseMirror:focus-visible]:outline-brand-300`}
      >
        {editor && !readOnly && <Toolbar editor={editor} label={label} />}
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}
