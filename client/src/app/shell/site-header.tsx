import { useId, useState } from "react";
import { Link, NavLink } from "react-router-dom";
import { FlameIcon, MenuIcon } from "../../components/icons/icons";
import { useExpiringCount } from "../../hooks/use-expiring-count.hook";
import { useMediaQuery } from "../../hooks/use-media-query.hook";
import { hasFullAccess } from "../../lib/session";
import { NavDropdown } from "./nav-dropdown";
import { USER_MENU_LINKS, visibleNavGroups, type NavGroup } from "./nav-items";
import { useLogout } from "./use-logout.hook";

/** Wide enough for every group as a dropdown; below this the toggled menu lists all groups. */
const DESKTOP_QUERY = "(min-width: 960px)";

export interface ShellUser {
  displayName: string;
  role: string;
}

/** The pantry group carries the count of items that expired or expire soon. */
function groupName(group: NavGroup, expiring: number | null): string {
  return group.id === "pantry" && expiring ? `${group.label}, ${expiring} expiring` : group.label;
}

function GroupLabel({ group, expiring }: { group: NavGroup; expiring: number | null }) {
  if (group.id !== "pantry" || !expiring) return <>{group.label}</>;
  return (
    <>
      {group.label}{" "}
      <span className="nav-badge" aria-label={`${expiring} expiring`}>
        {expiring}
      </span>
    </>
  );
}

export function SiteHeader({ user }: { user: ShellUser | null }) {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const groups = visibleNavGroups(user?.role);
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/app" className="brand">
          <FlameIcon className="brand__icon" />
          Hearth
        </Link>
        {desktop ? <DesktopNav groups={groups} user={user} /> : <MobileNav groups={groups} user={user} />}
      </div>
    </header>
  );
}

function linkClass({ isActive }: { isActive: boolean }) {
  return isActive ? "nav-link nav-link--active" : "nav-link";
}

function DesktopNav({ groups, user }: { groups: readonly NavGroup[]; user: ShellUser | null }) {
  const expiring = useExpiringCount(user !== null && hasFullAccess());
  const logout = useLogout();
  const name = user?.displayName ?? "Account";
  return (
    <>
      <nav aria-label="Main" className="site-nav">
        <ul className="site-nav__groups">
          {groups.map((group) => (
            <li key={group.id}>
              <NavDropdown label={<GroupLabel group={group} expiring={expiring} />} ariaLabel={groupName(group, expiring)}>
                {(close) => (
                  <ul className="nav-list">
                    {group.links.map((link) => (
                      <li key={link.to}>
                        <NavLink to={link.to} className={linkClass} onClick={close} end>
                          {link.label}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                )}
              </NavDropdown>
            </li>
          ))}
        </ul>
      </nav>
      <NavDropdown
        align="end"
        label={
          <>
            <span className="avatar" aria-hidden="true">
              {name.trim().charAt(0).toUpperCase() || "?"}
            </span>
            <span className="visually-hidden">Account menu for </span>
            <span className="user-menu__name">{name}</span>
          </>
        }
      >
        {(close) => (
          <ul className="nav-list">
            {USER_MENU_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={linkClass} onClick={close} end>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li className="nav-list__separator">
              <button type="button" className="nav-link nav-link--button" onClick={logout}>
                Logout
              </button>
            </li>
          </ul>
        )}
      </NavDropdown>
    </>
  );
}

function MobileNav({ groups, user }: { groups: readonly NavGroup[]; user: ShellUser | null }) {
  const expiring = useExpiringCount(user !== null && hasFullAccess());
  const id = useId();
  const [open, setOpen] = useState(false);
  const logout = useLogout();
  const close = () => setOpen(false);

  return (
    <>
      <button
        type="button"
        className="menu-toggle"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => setOpen((value) => !value)}
      >
        <MenuIcon />
        Menu
      </button>
      <div id={`${id}-menu`} className="mobile-menu" hidden={!open}>
        <nav aria-label="Main">
          <ul className="mobile-menu__groups">
            {groups.map((group) => (
              <li key={group.id}>
                <span className="mobile-menu__group-label" id={`${id}-${group.id}`}>
                  <GroupLabel group={group} expiring={expiring} />
                </span>
                <ul className="nav-list" aria-labelledby={`${id}-${group.id}`}>
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <NavLink to={link.to} className={linkClass} onClick={close} end>
                        {link.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mobile-menu__account">
          <span className="mobile-menu__group-label" id={`${id}-account`}>
            {user?.displayName ?? "Account"}
          </span>
          <ul className="nav-list" aria-labelledby={`${id}-account`}>
            {USER_MENU_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={linkClass} onClick={close} end>
                  {link.mobileLabel ?? link.label}
                </NavLink>
              </li>
            ))}
            <li>
              <button type="button" className="nav-link nav-link--button" onClick={logout}>
                Logout
              </button>
            </li>
          </ul>
        </div>
      </div>
    </>
  );
}
