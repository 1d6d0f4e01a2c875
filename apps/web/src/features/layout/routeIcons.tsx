import {
  IconBuildingHospital,
  IconCash,
  IconFileCheck,
  IconFolders,
  IconForms,
  IconLayoutDashboard,
  IconMail,
  IconReceipt,
  IconSettings,
  IconRosetteDiscountCheck,
  IconShieldCheck,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';

/** Sidebar icons by route path; the route table itself stays free of UI concerns. */
const ICONS: Record<string, Icon> = {
  '/dashboard': IconLayoutDashboard,
  '/client-dashboard': IconLayoutDashboard,
  '/clients': IconBuildingHospital,
  '/hr-user-management': IconUsers,
  '/user-management': IconUsers,
  '/hr-plan': IconReceipt,
  '/hr-finance': IconCash,
  '/billing': IconCash,
  '/outbox': IconMail,
  '/audit-log': IconShieldCheck,
  '/forms': IconForms,
  '/bucket': IconFolders,
  '/submitted-forms': IconFileCheck,
  '/verify-document': IconRosetteDiscountCheck,
  '/hr-settings': IconSettings,
  '/settings': IconSettings,
};

export function RouteIcon({ path }: { path: string }) {
  const RouteIconComponent = ICONS[path] ?? IconLayoutDashboard;
  return <RouteIconComponent size={18} stroke={1.6} aria-hidden />;
}
