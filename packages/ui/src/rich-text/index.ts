// Rich text lives behind its own entry point so the editor (TipTap and its styles) loads only with the
// screens that edit or show rich text, never with the shell.
export * from './RichTextField.tsx';
export * from './RichTextView.tsx';
