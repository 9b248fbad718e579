declare const fromAShape: unique symbol;
/**
 * A resource's name as its shape declares it. Only `resourceShape` makes one, so whatever asks for a resource (the
 * server's `defineResource`, a reference field, the web's hooks and screens) takes it from a shape: a name written
 * as a string does not compile there.
 */
export type ResourceName = string & { readonly [fromAShape]: true };
