import { ROLES, VENDOR_HOME_PATH, VENDOR_SIDE_ROLES, type Role } from '@procura/domain/auth/auth.rules';
import { MASTER_LISTS } from '../features/master-data';

export type MenuIcon = 'dashboard' | 'initiation' | 'invitations' | 'master' | 'maintenance';

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

export interface PageArea {
  /** The roles that may open the area's pages; any other role is sent to its own home. */
  roles: readonly Role[];
  /** The area's entries in the side menu of those roles. */
  menu: readonly MenuGroup[];
}

export const MAINTENANCE_SEARCH_INDEX_PATH = '/maintenance/search-index';

/**
 * Who opens which signed-in pages, and what their side menu holds: the route guard and the side
 * menu both read this table, so a menu never offers a page its role is turned away from.
 * The admin shares the buyer's dashboard but not the procurement pages: the server serves those
 * calls to buyer_auction only (a company of its own is needed), so Initiation would only fail.
 * A company's auditor reads the buyer's dashboard and procurement pages; the server refuses its
 * every write (docs/decisions.md 244).
 */
export const PAGE_AREAS = {
  /** Pages of every signed-in account: change password. */
  everyone: { roles: ROLES, menu: [] },
  /** The negotiation chat page: the buyer and the vendor of a negotiation, and its spectators. */
  chat: { roles: ['buyer_auction', 'seller_auction', 'spectator_auction'], menu: [] },
  /** The buyer's dashboard and buyer help. */
  dashboard: { roles: ['buyer_auction', 'admin', 'auditor'], menu: [{ items: [{ label: 'Dashboard', to: '/dashboard', icon: 'dashboard' }] }] },
  /** Onboarding, initiations, and the buyer's auction and negotiation screens. */
  procurement: { roles: ['buyer_auction', 'auditor'], menu: [{ items: [{ label: 'Initiation', to: '/initiation', icon: 'initiation' }] }] },
  /** The company owner's auditors (docs/decisions.md 244); the server answers another buyer of the company 403. */
  company: { roles: ['buyer_auction'], menu: [{ items: [{ label: 'Auditors', to: '/company/auditors', icon: 'invitations' }] }] },
  /** The vendor auction screens and vendor help; spectators follow auctions from them too. */
  vendor: {
    roles: VENDOR_SIDE_ROLES,
    menu: [{ items: [{ label: 'Auction Invitations', to: VENDOR_HOME_PATH, icon: 'invitations' }] }],
  },
  /** The super admin's reference-data lists and maintenance actions. */
  master: {
    roles: ['super_admin'],
    menu: [
      { label: 'Master', items: MASTER_LISTS.map((list) => ({ label: list.label, to: `/master/${list.slug}`, icon: 'master' })) },
      { label: 'Maintenance', items: [{ label: 'Search Index', to: MAINTENANCE_SEARCH_INDEX_PATH, icon: 'maintenance' }] },
    ],
  },
} as const satisfies Record<string, PageArea>;

export type PageAreaName = keyof typeof PAGE_AREAS;

/** True when the role may open the area's pages. */
export function canOpenArea(role: Role, area: PageAreaName): boolean {
  return (PAGE_AREAS[area].roles as readonly Role[]).includes(role);
}

/** The side menu of a role: the menus of the areas it may open, the unnamed groups merged into one. */
export function menuFor(role: Role): MenuGroup[] {
  const groups: MenuGroup[] = [];
  for (const [name, area] of Object.entries(PAGE_AREAS) as [PageAreaName, PageArea][]) {
    if (!canOpenArea(role, name)) continue;
    for (const group of area.menu) {
      const last = groups.at(-1);
      if (last && last.label === group.label) last.items.push(...group.items);
      else groups.push({ ...group, items: [...group.items] });
    }
  }
  return groups;
}

