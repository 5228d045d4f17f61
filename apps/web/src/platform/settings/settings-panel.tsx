import { getLocale, LOCALE_NAMES, SUPPORTED_LOCALES, t } from '@careops/core/i18n';
import * as Dialog from '@radix-ui/react-dialog';
import { Icon } from '../../ui/icon';
import { updateSettings, useSettings, type ConsoleSettings } from './settings-store';
import { switchLanguage } from './language';
import { THEME_PRESETS } from './theme-presets';
import { useReturnFocus } from '../../ui/use-return-focus';

export interface SettingsPanelProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

type SwitchKey = 'tagsView' | 'fixedHeader' | 'sidebarLogo';

const switches: Array<{ key: SwitchKey; label: () => string }> = [
  { key: 'tagsView', label: () => t('web.settings.tagsView') },
  { key: 'fixedHeader', label: () => t('web.settings.fixedHeader') },
  { key: 'sidebarLogo', label: () => t('web.settings.sidebarLogo') },
];

function SettingSwitch({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange(v: boolean): void }) {
  return (
    <div className="flex items-center justify-between py-3">
      <label htmlFor={id} className="text-sm text-gray-800">
        {label}
      </label>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        data-testid={id}
        onClick={() => onChange(!checked)}
        className={`relative h-6 w-11 rounded-full transition-colors ${checked ? 'bg-primary-strong' : 'bg-gray-400'}`}
      >
        <span aria-hidden="true" className={`absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-5' : ''}`} />
      </button>
    </div>
  );
}

/** The settings side panel (spec §2 Layout, §3 Settings); choices persist in localStorage. */
export function SettingsPanel({ open, onOpenChange }: SettingsPanelProps) {
  const returnFocus = useReturnFocus(open);
  const settings = useSettings();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/30" />
        <Dialog.Content onCloseAutoFocus={returnFocus} data-testid="settings-panel" className="fixed inset-y-0 right-0 z-[61] flex w-[min(20rem,100vw)] flex-col bg-white shadow-xl">
          <div className="flex items-center justify-between border-b border-gray-200 px-5 py-3">
            <Dialog.Title className="text-base font-semibold">{t('web.settings.title')}</Dialog.Title>
            <Dialog.Close className="btn-icon" aria-label={t('web.common.close')}>
              <Icon name="x" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('web.settings.description')}</Dialog.Description>
          <div className="flex-1 overflow-y-auto px-5 py-4">
            <fieldset className="mb-4">
              <legend className="mb-2 text-sm font-medium text-gray-800">{t('web.settings.language')}</legend>
              <div className="flex gap-2" data-testid="setting-language">
                {SUPPORTED_LOCALES.map((locale) => (
                  <label key={locale} className="cursor-pointer">
                    <input
                      type="radio"
                      name="language"
                      value={locale}
                      lang={locale}
                      checked={getLocale() === locale}
                      onChange={() => switchLanguage(locale)}
                      data-testid={`language-${locale}`}
                      className="peer sr-only"
                    />
                    <span
                      lang={locale}
                      className="block rounded border border-gray-300 px-3 py-1.5 text-sm text-gray-800 peer-checked:border-primary-strong peer-checked:bg-primary-strong peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gray-900"
                    >
                      {LOCALE_NAMES[locale]}
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-gray-800">{t('web.settings.theme')}</legend>
              <div className="grid grid-cols-4 gap-3">
                {THEME_PRESETS.map((color) => (
                  <label key={color} className="relative flex cursor-pointer justify-center" title={color}>
                    <input
                      type="radio"
                      name="theme"
                      value={color}
                      checked={settings.theme === color}
                      onChange={() => updateSettings({ theme: color })}
                      data-testid={`theme-${color.slice(1)}`}
                      className="peer sr-only"
                    />
                    <span className="sr-only">{t('web.settings.themeColor', { color })}</span>
                    <span
                      aria-hidden="true"
                      style={{ backgroundColor: color }}
                      className="flex size-9 items-center justify-center rounded text-white ring-offset-2 peer-checked:ring-2 peer-checked:ring-gray-800 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-gray-900"
                    >
                      {settings.theme === color && <Icon name="check" className="size-4" />}
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="mt-4 divide-y divide-gray-100 border-t border-gray-100">
              {switches.map(({ key, label }) => (
                <SettingSwitch
                  key={key}
                  id={`setting-${key}`}
                  label={label()}
                  checked={settings[key]}
                  onChange={(value) => updateSettings({ [key]: value } as Partial<ConsoleSettings>)}
                />
              ))}
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
