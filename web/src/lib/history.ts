/** Settings → Activity, showing one object's history (its global id), as each edit dialog links to it. */
export const ACTIVITY_PATH = '/settings/activity';

export const historyPath = (objectId: string) => `${ACTIVITY_PATH}?object=${encodeURIComponent(objectId)}`;
