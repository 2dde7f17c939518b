import type { ClassType } from 'type-graphql';
import type { User } from '../modules/user/user.entity.js';
import { forbidden } from './errors.js';

/**
 * Object-level permissions, one policy per entity (`<entity>.policy.ts`), asked as `can(viewer, 'read', object)`.
 * Role gates on operations come first (`@Auth`); these answer "this user, this object".
 */
export type Action = 'read' | 'update' | 'delete';
export type Rule<T> = (viewer: User, subject: T) => boolean;

export interface Policy<T> {
  /** Relations a rule reads, so callers can load them before asking. */
  populate?: readonly string[];
  rules: Partial<Record<Action, Rule<T>>>;
}

const policies = new Map<ClassType<object>, Policy<any>>();

export function definePolicy<T extends object>(entity: ClassType<T>, policy: Policy<T>): Policy<T> {
  policies.set(entity, policy);
  return policy;
}

export function policyFor<T extends object>(subject: T): Policy<T> | undefined {
  return policies.get(subject.constructor as ClassType<object>);
}

/** Denies anything without a rule: a forgotten rule fails closed. */
export function can<T extends object>(viewer: User | null, action: Action, subject: T): boolean {
  if (!viewer) return false;
  const rule = policyFor(subject)?.rules[action];
  return rule ? rule(viewer, subject) : false;
}

export function authorize<T extends object>(viewer: User | null, action: Action, subject: T): void {
  if (!can(viewer, action, subject)) throw forbidden();
}
