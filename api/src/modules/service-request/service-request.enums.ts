import { registerEnumType } from 'type-graphql';

export enum ServiceType {
  STANDARD = 'standard',
  DEEP = 'deep',
  MOVEOUT = 'moveout',
  MOVEIN = 'movein',
  POST_CONSTRUCTION = 'post-construction',
  COMMERCIAL = 'commercial',
}

export enum TimeSlot {
  MORNING = 'morning',
  AFTERNOON = 'afternoon',
  EVENING = 'evening',
  FLEXIBLE = 'flexible',
}

export enum Recurrence {
  ONETIME = 'onetime',
  WEEKLY = 'weekly',
  BIWEEKLY = 'biweekly',
  MONTHLY = 'monthly',
  CUSTOM = 'custom',
}

export enum ServiceRequestStatus {
  PENDING = 'pending',
  ACCEPTED = 'accepted',
  DECLINED = 'declined',
  SCHEDULED = 'scheduled',
  CANCELLED = 'cancelled',
}

registerEnumType(ServiceType, { name: 'ServiceType' });
registerEnumType(TimeSlot, { name: 'TimeSlot' });
registerEnumType(Recurrence, { name: 'Recurrence' });
registerEnumType(ServiceRequestStatus, { name: 'ServiceRequestStatus' });

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export type CustomDays = Record<Weekday, boolean>;
