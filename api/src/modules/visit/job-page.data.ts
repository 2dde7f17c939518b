/** What the job page keeps in JSON columns (clients, visits, checklist_templates): plain data, no GraphQL. */

/** How a helper gets in, kept by the owner on the client record. The two codes show as dots until revealed. */
export interface AccessNotes {
  entry: string | null;
  entryCode: string | null;
  alarmCode: string | null;
  parking: string | null;
  pets: string | null;
  notes: string | null;
}

export const ACCESS_NOTE_FIELDS = ['entry', 'entryCode', 'alarmCode', 'parking', 'pets', 'notes'] as const;

export interface ChecklistTaskData {
  /** Stable across edits, so a visit's ticks stay on their task. */
  id: string;
  label: string;
  required: boolean;
}

export interface ChecklistRoomData {
  room: string;
  tasks: ChecklistTaskData[];
}

export type ChecklistStateValue = 'open' | 'done' | 'not-applicable';

export interface ChecklistTick {
  state: ChecklistStateValue;
  note: string | null;
}

export interface JobNoteData {
  id: string;
  text: string;
  authorName: string;
  at: string;
}
