import type { ComponentType } from 'react';
import {
  BriefcaseIcon,
  CalendarIcon,
  ClientsIcon,
  ClipboardCheckIcon,
  DashboardIcon,
  DollarIcon,
  HelpersIcon,
  HomeIcon,
  InvoiceIcon,
  type IconProps,
  ListIcon,
  MessageIcon,
  PlusCircleIcon,
  SettingsIcon,
  WalletIcon,
} from '../../ui/Icon';

/**
 * The icon of each sidebar item, by its path: what the collapsed sidebar shows (with the label as a tooltip).
 * An item without one here gets a plain list icon.
 */
export const NAV_ICONS: Record<string, ComponentType<IconProps>> = {
  '/': DashboardIcon,
  '/calendar': CalendarIcon,
  '/clients': ClientsIcon,
  '/helpers': HelpersIcon,
  '/invoices': InvoiceIcon,
  '/settings': SettingsIcon,
  '/today': ClipboardCheckIcon,
  '/my-jobs': BriefcaseIcon,
  '/payouts': WalletIcon,
  '/payroll': DollarIcon,
  '/portal': HomeIcon,
  '/request-service': PlusCircleIcon,
  '/client-invoices': InvoiceIcon,
  '/messages': MessageIcon,
};

export const navIconFor = (path: string): ComponentType<IconProps> => NAV_ICONS[path] ?? ListIcon;
