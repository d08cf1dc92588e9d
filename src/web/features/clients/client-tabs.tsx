import type { ComponentType, ReactNode } from 'react';
import type { Capability } from '@shared/permissions';
import type { ClientTab } from '@shared/routes';
import type { ClientDetail } from '@shared/schemas/clients';
import { ClientFinancialsTab } from './client-financials-tab';
import { ClientOverviewTab } from './client-overview-tab';
import { ClientUsersTab } from './client-users-tab';
import { ColleagueSettingCard } from './colleague-setting-card';
import { msg } from '@web/lib/i18n';
import type en from '@shared/i18n/catalogs/en/clients.json';

type ClientsKey = keyof typeof en & string;

/** The client as the tabs of other features receive it. */
export interface ClientRef {
  id: string;
  name: string;
}

/** Tabs of other features. Features do not import each other, so the app layer passes them in (src/web/app/screens.tsx). */
export interface ClientTabParts {
  ProjectsTab: ComponentType<{ client: ClientRef }>;
  TasksTab: ComponentType<{ client: ClientRef }>;
  CommunicationTab: ComponentType<{ client: ClientRef }>;
  /** Financials & Billing's two views: Expected Revenue (the default) and Invoices. */
  RevenueView: ComponentType<{ client: ClientRef }>;
  BillingView: ComponentType<{ client: ClientRef }>;
}

interface PanelProps {
  client: ClientDetail;
  clientRef: ClientRef;
  parts: ClientTabParts;
  /** Whether the reader holds the tab's capability (always true for a tab without one). */
  allowed: boolean;
}

interface ClientTabEntry {
  /** A catalog key: translated when the tabs render. */
  label: ClientsKey;
  /** Hidden from those without this capability. */
  needs?: Capability;
  /** A link naming the tab still opens it for those without the capability, so the panel can say why (Permission Denied). */
  opensToExplain?: true;
  Panel: (props: PanelProps) => ReactNode;
}

/**
 * A client's tabs (docs/product.md, Screens and access): each tab's label, who sees it and its panel, written once.
 * The tabs' order and `?tab=` names are the shared CLIENT_TABS, which the end-to-end tests walk too.
 */
export const CLIENT_TAB_TABLE: Record<ClientTab, ClientTabEntry> = {
  overview: { label: msg('clients.tab.overview'), Panel: ({ client }) => <ClientOverviewTab client={client} /> },
  projects: { label: msg('clients.tab.projects'), Panel: ({ clientRef, parts }) => <parts.ProjectsTab client={clientRef} /> },
  tasks: { label: msg('clients.tab.tasks'), Panel: ({ clientRef, parts }) => <parts.TasksTab client={clientRef} /> },
  communication: {
    label: msg('clients.tab.communication'),
    Panel: ({ clientRef, parts }) => <parts.CommunicationTab client={clientRef} />,
  },
  financials: {
    label: msg('clients.tab.financials'),
    needs: 'financials.view',
    opensToExplain: true,
    Panel: ({ clientRef, parts, allowed }) => (
      <ClientFinancialsTab allowed={allowed} client={clientRef} RevenueView={parts.RevenueView} BillingView={parts.BillingView} />
    ),
  },
  users: {
    label: msg('clients.tab.users'),
    needs: 'clientUsers.manage',
    Panel: ({ client, clientRef }) => (
      <>
        <ClientUsersTab client={clientRef} />
        <ColleagueSettingCard client={client} />
      </>
    ),
  },
};
