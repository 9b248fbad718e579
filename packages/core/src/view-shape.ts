declare const fromAViewShape: unique symbol;
/**
 * A view's name as its shape declares it. Only `viewShape` makes one, so the server's `defineView` takes its
 * name, label and access module from a shape declared in the module's `shared/`, never from a string written
 * beside the table it reads.
 */
export type ViewName = string & { readonly [fromAViewShape]: true };

/**
 * What a joined, read-only list (a view) is, as both sides may know it: its registry name (the isolation walk,
 * OpenAPI, its default path `/api/<name>`), its label and the access module that guards it. The server's
 * `defineView({ ...xViewShape, from, columns, … })` spreads it and adds the tables and columns.
 */
export interface ViewShape {
  name: ViewName;
  label: string;
  /** `${label}s` when absent. */
  labelPlural?: string;
  module: string;
}

function isViewName(name: string): name is ViewName {
  return /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name);
}

export function viewShape(shape: Omit<ViewShape, 'name'> & { name: string }): ViewShape {
  const { name } = shape;
  if (!isViewName(name)) throw new Error(`View name '${name}' is not lower-case words joined by hyphens`);
  return { ...shape, name };
}
