import { t } from '@careops/core/i18n';
import { useRef, useState } from 'react';
import { Icon } from '../../ui/icon';
import { MenuList } from '../../ui/menu-list';

export interface UserMenuProps {
  name: string;
  onHome(): void;
  onChangePassword(): void;
  onLogout(): void;
}

/** The user-name dropdown of the top bar: home, change password, log out (spec §2 Layout). */
export function UserMenu({ name, onHome, onChangePassword, onLogout }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        data-testid="user-menu"
        className="flex h-9 items-center gap-1 rounded px-2 text-sm text-gray-800 hover:bg-gray-100"
        onClick={() => setOpen(!open)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        <span className="max-w-32 truncate">{name}</span>
        <Icon name="chevron-down" className="size-4" />
      </button>
      {open && (
        <MenuList
          label={name}
          testId="user-menu-list"
          className="absolute top-full right-0 mt-1"
          onClose={() => {
            setOpen(false);
            // Back on the button before the chosen action opens a dialog, so focus returns here.
            button.current?.focus();
          }}
          items={[
            { id: 'home', label: t('web.userMenu.home'), onSelect: onHome },
            { id: 'change-password', label: t('web.userMenu.changePassword'), onSelect: onChangePassword },
            { id: 'logout', label: t('web.userMenu.logout'), onSelect: onLogout },
          ]}
        />
      )}
    </div>
  );
}
