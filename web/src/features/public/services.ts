export interface Service {
  title: string;
  description: string;
  features: string[];
  /** The card's accent colour. */
  color: string;
  popular: boolean;
}

/** Spec §1: the three services on the public page. */
export const SERVICES: Service[] = [
  {
    title: 'Move-In/Move-Out',
    description: 'A top-to-bottom clean so you can hand over the keys, or move in, without a second thought.',
    features: ['Inside cabinets and drawers', 'Appliances inside and out', 'Baseboards, doors and switches'],
    color: '#0b6e99',
    popular: false,
  },
  {
    title: 'Premium Weekly/Bi-Weekly Cleaning',
    description: 'The same trusted team on a schedule that suits you, keeping your home fresh all year.',
    features: ['Kitchens and bathrooms sanitised', 'Dusting, vacuuming and mopping', 'Linens changed on request'],
    color: '#b7791f',
    popular: true,
  },
  {
    title: 'Deep Cleaning',
    description: 'For spring cleaning, after a renovation, or when a home needs extra care.',
    features: ['Grout, tile and fixtures detailed', 'Ceiling fans and vents', 'Behind and under furniture'],
    color: '#276749',
    popular: false,
  },
];

/** A Southwest Florida number for texts and calls (555-01xx numbers are reserved for examples). */
export const BUSINESS_PHONE = { display: '(239) 555-0142', tel: '+12395550142' };
