import { nameOf, type User } from '../user/user.entity.js';

type NamedAccount = Pick<User, 'displayName' | 'firstName' | 'lastName'>;

/** The first and last name of a helper: the linked account's, else those the owner gave the record. */
export function helperNameParts(
  helper: { firstName: string | null; lastName: string | null },
  account: Pick<User, 'firstName' | 'lastName'> | null,
): { firstName: string | null; lastName: string | null } {
  if (account && (account.firstName?.trim() || account.lastName?.trim())) {
    return { firstName: account.firstName?.trim() || null, lastName: account.lastName?.trim() || null };
  }
  return { firstName: helper.firstName?.trim() || null, lastName: helper.lastName?.trim() || null };
}

/**
 * A helper as people see them everywhere (assign dialog, calendar, payroll, job cards, messages): the account's name
 * (`nameOf`), else the name the owner gave the record, else the spec's 'Helper' and the id's first 8 characters.
 */
export function helperName(helper: {
  id: string;
  firstName: string | null;
  lastName: string | null;
  user: NamedAccount | { id: string } | null;
}): string {
  const account = helper.user && 'firstName' in helper.user ? (helper.user as NamedAccount) : null;
  const fromAccount = account ? nameOf(account) : '';
  return fromAccount || `${helper.firstName ?? ''} ${helper.lastName ?? ''}`.trim() || `Helper ${helper.id.slice(0, 8)}`;
}
