import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Spinner } from '@portal/web-kit/ui/Spinner';
import type { AdminTab, AdminTabSlug } from '../types/AdminTab';
import { tabElementIds } from '../utils/tabElementIds';

// Each tab is its own chunk: the first page only loads the dashboard frame and the overview.
const OverviewTab = lazy(() =>
  import('../../overview/components/OverviewTab').then((m) => ({ default: m.OverviewTab })),
);
const UsersTab = lazy(() => import('../../users/components/UsersTab').then((m) => ({ default: m.UsersTab })));
const DealsTab = lazy(() => import('../../deals/components/DealsTab').then((m) => ({ default: m.DealsTab })));
const DuplicatesTab = lazy(() =>
  import('../../duplicates/components/DuplicatesTab').then((m) => ({ default: m.DuplicatesTab })),
);
const FeeReportTab = lazy(() =>
  import('../../fees/components/FeeReportTab').then((m) => ({ default: m.FeeReportTab })),
);
const LendersTab = lazy(() => import('../../lenders/components/LendersTab').then((m) => ({ default: m.LendersTab })));
const GhlImportTab = lazy(() =>
  import('../../ghl-import/components/GhlImportTab').then((m) => ({ default: m.GhlImportTab })),
);
const GhlCompareTab = lazy(() =>
  import('../../ghl-compare/components/GhlCompareTab').then((m) => ({ default: m.GhlCompareTab })),
);
const AutoAccessTab = lazy(() =>
  import('../../auto-access/components/AutoAccessTab').then((m) => ({ default: m.AutoAccessTab })),
);
const EmailConfigTab = lazy(() =>
  import('../../email-config/components/EmailConfigTab').then((m) => ({ default: m.EmailConfigTab })),
);
const SettingsTab = lazy(() =>
  import('../../settings/components/SettingsTab').then((m) => ({ default: m.SettingsTab })),
);

export type AdminTabPanelProps = {
  tab: AdminTab;
  DealsView?: ComponentType;
  onOpenTab: (slug: AdminTabSlug) => void;
};

/** The selected tab's screen, in its tabpanel. */
export function AdminTabPanel({ tab, DealsView, onOpenTab }: AdminTabPanelProps) {
  const ids = tabElementIds(tab);
  const content: Record<AdminTabSlug, () => ReactNode> = {
    overview: () => (
      <OverviewTab onOpenSettings={() => onOpenTab('settings')} onOpenFeeReport={() => onOpenTab('fees')} />
    ),
    users: () => <UsersTab />,
    deals: () => <DealsTab DealsView={DealsView} />,
    duplicates: () => <DuplicatesTab />,
    fees: () => <FeeReportTab />,
    lenders: () => <LendersTab />,
    'ghl-import': () => <GhlImportTab />,
    'ghl-compare': () => <GhlCompareTab />,
    'discord-auto-access': () => <AutoAccessTab />,
    'email-config': () => <EmailConfigTab />,
    settings: () => <SettingsTab />,
  };
  return (
    <div id={ids.panel} role="tabpanel" aria-labelledby={ids.tab} tabIndex={0}>
      <Suspense fallback={<Spinner label={`Loading ${tab.label}…`} />}>{content[tab.slug]()}</Suspense>
    </div>
  );
}
