import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';

export interface RichTextFieldProps {
  label?: string;
  description?: string;
  error?: string | null;
  required?: boolean;
  /** HTML; the server sanitises it again before storing (`richText` in @portal/kit). */
  value: string;
  onChange(html: string): void;
  minHeight?: number;
}

/** The portal's rich-text input: headings, emphasis, lists, links and quotes, nothing that can run code. */
export function RichTextField({
  label,
  description,
  error,
  required,
  value,
  onChange,
  minHeight = 160,
}: RichTextFieldProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] } }),
      Link.configure({ openOnClick: false }),
    ],
    content: value,
    // The editable area is the field: it carries the label's words (axe: an input field needs a name).
    editorProps: { attributes: { 'aria-label': label ?? 'Text', 'aria-multiline': 'true' } },
    immediatelyRender: false,
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  // A value set from outside (a record loaded after the first render) replaces the editor's content.
  useEffect(() => {
    if (editor && value !== editor.getHTML() && !(value === '' && editor.isEmpty)) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  return (
    <Input.Wrapper label={label} description={description} error={error} required={required}>
      <RichTextEditor editor={editor} mih={minHeight} aria-invalid={error ? true : undefined}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
