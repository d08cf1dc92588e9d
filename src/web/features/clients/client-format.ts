/** How clients read on screen: labels, badge tones, money and dates. */
import type { ClientStatus } from '../../../shared/enums';
import type { BadgeTone } from '../../components/badge';

export const CLIENT_STATUS_LABELS: Record<ClientStatus, string> = {
  prospect: 'Prospect',
  active: 'Active',
  inactive: 'Inactive',
  archived: 'Archived',
};

export const CLIENT_STATUS_TONES: Record<ClientStatus, BadgeTone> = {
  prospect: 'warning',
  active: 'success',
  inactive: 'neutral',
  archived: 'danger',
};

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Cents to '$1,234.50' (part 2 section 9: en-US currency format with 2 decimals). */
export function formatUsd(minor: number): string {
  return usd.format(minor / 100);
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat.format(date);
}

/** A website as people write it: without the scheme and a trailing slash. */
export function displayWebsite(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}
