import type { Recurrence, ServiceType, TimeSlot } from '../../gql/graphql';
import { NO_DAYS, type CustomDaysValue } from '../../lib/serviceLabels';

/** The flow's steps, in order (the issue's): each one a screen with Back and Continue. */
export const STEPS = ['zip', 'service', 'home', 'extras', 'frequency', 'slot', 'details', 'summary', 'account'] as const;
export type Step = (typeof STEPS)[number];

export const STEP_TITLES: Record<Step, string> = {
  zip: 'Where is the home?',
  service: 'Which cleaning?',
  home: 'How big is the home?',
  extras: 'Any extras?',
  frequency: 'How often?',
  slot: 'When?',
  details: 'Your details',
  summary: 'Summary',
  account: 'Your account',
};

/** The lead steps the API knows (LeadStep), by flow step. */
export const LEAD_STEPS: Record<Step, string> = {
  zip: 'ZIP',
  service: 'SERVICE',
  home: 'HOME',
  extras: 'EXTRAS',
  frequency: 'FREQUENCY',
  slot: 'SLOT',
  details: 'DETAILS',
  summary: 'SUMMARY',
  account: 'ACCOUNT',
};

/** The API's limit on rooms (api/src/modules/pricing/pricing.ts MAX_ROOMS). */
export const MAX_ROOMS = 20;

export interface BookingState {
  zip: string;
  service: ServiceType | null;
  bedrooms: number;
  bathrooms: number;
  extras: string[];
  recurring: Recurrence;
  customDays: CustomDaysValue;
  date: string;
  time: TimeSlot | null;
  address: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  notes: string;
  couponCode: string;
  accountMode: 'CREATE' | 'SIGN_IN';
  password: string;
  /** The honeypot: people never see it. */
  website: string;
}

export const INITIAL_STATE: BookingState = {
  zip: '',
  service: null,
  bedrooms: 2,
  bathrooms: 1,
  extras: [],
  recurring: 'ONETIME',
  customDays: NO_DAYS,
  date: '',
  time: null,
  address: '',
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  notes: '',
  couponCode: '',
  accountMode: 'CREATE',
  password: '',
  website: '',
};

/** What a step still lacks before Continue, in words (null: complete). */
export function missingFor(step: Step, state: BookingState): string | null {
  switch (step) {
    case 'zip':
      return /^[0-9]{5}$/.test(state.zip.trim()) ? null : 'Please enter a 5-digit ZIP code';
    case 'service':
      return state.service ? null : 'Please choose a cleaning';
    case 'home':
      if (!Number.isInteger(state.bedrooms) || state.bedrooms < 0 || state.bedrooms > MAX_ROOMS) {
        return `Bedrooms must be a whole number from 0 to ${MAX_ROOMS}`;
      }
      if (!Number.isInteger(state.bathrooms) || state.bathrooms < 0 || state.bathrooms > MAX_ROOMS) {
        return `Bathrooms must be a whole number from 0 to ${MAX_ROOMS}`;
      }
      return null;
    case 'frequency':
      return state.recurring === 'CUSTOM' && !Object.values(state.customDays).some(Boolean)
        ? 'Please select at least one day for custom recurring schedule'
        : null;
    case 'slot':
      return state.date && state.time ? null : 'Please choose a day and a time';
    case 'details':
      if (!state.address.trim()) return 'Address is required';
      if (!state.firstName.trim() || !state.lastName.trim()) return 'Your first and last name are required';
      if (!/^\S+@\S+\.\S+$/.test(state.email.trim())) return 'Please enter a valid email address';
      if (!state.phoneNumber.trim()) return 'Phone number is required';
      return null;
    default:
      return null;
  }
}

/** A new key per booking attempt: a double submit books once. */
export const newIdempotencyKey = () => crypto.randomUUID();
