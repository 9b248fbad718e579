/** A driver's method as the wrappers call it: whatever arguments its overloads take, whatever it answers. */
export type AnyMethod = (...args: unknown[]) => unknown;

/**
 * Puts `wrap(original)` in the place of the object's method `name` (a pool's or a client's `query`): the original
 * is called with its own object and the arguments as given, so every overload of it keeps working. The drivers'
 * overloads cannot be named by one function type, which is why the method is read and set by name here.
 */
export function wrapMethod(target: object, name: string, wrap: (original: AnyMethod) => AnyMethod): void {
  const method: unknown = Reflect.get(target, name);
  if (typeof method !== 'function') throw new Error(`'${name}' is not a method of the object to wrap`);
  const original: AnyMethod = (...args) => Reflect.apply(method, target, args);
  Reflect.set(target, name, wrap(original));
}
