import { type Collection, Reference, wrap } from '@mikro-orm/core';

/**
 * Loads a relation for a field resolver. Already-populated relations cost nothing; the rest go through
 * MikroORM's dataloader, so a list of N parents costs one batched query, not N.
 */
export async function loaded<T extends object>(entity: T): Promise<T> {
  if (wrap(entity).isInitialized()) return entity;
  return (await Reference.create(entity).load({ dataloader: true })) as T;
}

export async function loadedItems<T extends object>(collection: Collection<T>): Promise<T[]> {
  if (!collection.isInitialized()) await collection.init({ dataloader: true });
  return collection.getItems();
}
