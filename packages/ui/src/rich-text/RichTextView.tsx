import { Typography } from '@mantine/core';

/**
 * Shows rich text the server stored. Only HTML that went through the server's sanitiser
 * (`richText` in @portal/kit) may be passed here.
 */
export function RichTextView({ html }: { html: string }) {
  return (
    <Typography>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
