import { Property } from '@mikro-orm/core';
import { Field } from 'type-graphql';

/**
 * The `active` flag of a record that is deactivated rather than deleted (clients, helpers): a GraphQL Boolean and a
 * column that defaults to true. Declare it as `active: Opt<boolean> = true`.
 */
export function ActiveFlag() {
  const field = Field(() => Boolean);
  const column = Property({ type: 'boolean', default: true });
  // Applied in the order they would run if stacked (bottom-up): the column, then the field.
  return (target: object, key: string) => {
    column(target, key);
    field(target, key);
  };
}
