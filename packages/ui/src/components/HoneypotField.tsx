import { TextInput } from '@mantine/core';

/**
 * A field of a public form hidden from people, which bots fill like every other: the server refuses a form that
 * comes with it filled. `inert` keeps it out of screen readers and the tab order.
 */
export function HoneypotField({
  name,
  value,
  onChange,
}: {
  name: string;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <div
      inert
      aria-hidden="true"
      style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
    >
      <TextInput
        label="Website"
        tabIndex={-1}
        autoComplete="off"
        name={name}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </div>
  );
}
