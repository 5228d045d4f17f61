import { useEffect } from 'react';
import { MOBILE_BREAKPOINT } from '../settings/theme-presets';
import { createExternalStore, useExternalStore } from '../../ui/external-store';

/** Cookie holding the sidebar state: 1 open, 0 closed (spec §4 Other). */
export const SIDEBAR_COOKIE = 'sidebarStatus';

export type Device = 'desktop' | 'mobile';

export interface AppState {
  sidebarOpened: boolean;
  device: Device;
}

const mobileQuery = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;

function readCookie(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

function writeSidebarCookie(opened: boolean): void {
  document.cookie = `${SIDEBAR_COOKIE}=${opened ? 1 : 0}; path=/; max-age=31536000; SameSite=Lax`;
}

function currentDevice(): Device {
  return window.matchMedia(mobileQuery).matches ? 'mobile' : 'desktop';
}

const initialDevice = currentDevice();

export const appStateStore = createExternalStore<AppState>({
  // On mobile the sidebar starts closed whatever the cookie says.
  sidebarOpened: initialDevice === 'desktop' && readCookie(SIDEBAR_COOKIE) !== '0',
  device: initialDevice,
});

/** Opens or closes the sidebar; on desktop the choice is remembered in the cookie. */
export function setSidebarOpened(opened: boolean): void {
  const { device } = appStateStore.get();
  if (device === 'desktop') writeSidebarCookie(opened);
  appStateStore.set((s) => ({ ...s, sidebarOpened: opened }));
}

export function toggleSidebar(): void {
  setSidebarOpened(!appStateStore.get().sidebarOpened);
}

/** Follows the viewport across the 992 px breakpoint; entering mobile mode closes the sidebar. */
export function useDeviceTracking(): void {
  useEffect(() => {
    const media = window.matchMedia(mobileQuery);
    const update = () => {
      const device: Device = media.matches ? 'mobile' : 'desktop';
      appStateStore.set((s) => {
        if (s.device === device) return s;
        const sidebarOpened = device === 'mobile' ? false : readCookie(SIDEBAR_COOKIE) !== '0';
        return { device, sidebarOpened };
      });
    };
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
}

export function useAppState(): AppState {
  return useExternalStore(appStateStore);
}
