import type { Role } from '@procura/domain/auth/auth.rules';
import { MASTER_LISTS } from './master-lists';

export type MenuIcon = 'dashboard' | 'initiation' | 'master';

export interface MenuItem {
  /** English catalogue key. */
  label: string;
  to: string;
  icon: MenuIcon;
}

export interface MenuGroup {
  /** Heading of the group, absent for the main items. */
  label?: string;
  items: MenuItem[];
}

/** Dashboard and Initiation for every role but the super admin, who sees only the Master group. */
export function menuFor(role: Role): MenuGroup[] {
  if (role === 'super_admin') {
    return [{ label: 'Master', items: MASTER_LISTS.map((list) => ({ label: list.label, to: `/master/${list.slug}`, icon: 'master' })) }];
  }
  return [
    {
      items: [
        { label: 'Dashboard', to: '/dashboard', icon: 'dashboard' },
        { label: 'Initiation', to: '/initiation', icon: 'initiation' },
      ],
    },
  ];
}
