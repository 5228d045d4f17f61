/** The sound and desktop notification of a new alarm (browser APIs, each optional). */

type AudioContextLike = { createOscillator(): OscillatorNode; createGain(): GainNode; destination: AudioNode; currentTime: number; close(): Promise<void> };

/** Three short tones (Web Audio; silent where the browser refuses audio before a user gesture). */
export function playAlarmSound(): void {
  const Ctor = (window as unknown as { AudioContext?: new () => AudioContextLike }).AudioContext;
  if (!Ctor) return;
  try {
    const context = new Ctor();
    for (let i = 0; i < 3; i++) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = 880;
      gain.gain.value = 0.2;
      oscillator.connect(gain);
      gain.connect(context.destination);
      oscillator.start(context.currentTime + i * 0.35);
      oscillator.stop(context.currentTime + i * 0.35 + 0.2);
    }
    setTimeout(() => void context.close().catch(() => undefined), 1500);
  } catch {
    // No audio device, or audio not allowed yet: the banner still shows.
  }
}

/** Whether the browser could show desktop notifications once the person allows them. */
export const desktopNotificationsAskable = () => typeof Notification !== 'undefined' && Notification.permission === 'default';

/** Asks for the permission from a click (browsers ignore the question without one). */
export function askDesktopNotifications(): Promise<boolean> {
  if (typeof Notification === 'undefined') return Promise.resolve(false);
  return Notification.requestPermission().then((answer) => answer === 'granted');
}

/** A desktop notification, asking for the permission the first time (the person may refuse). */
export function notifyDesktop(title: string, body: string, onClick: () => void): void {
  if (typeof Notification === 'undefined') return;
  const show = () => {
    const notification = new Notification(title, { body, tag: 'careops-sos', requireInteraction: true });
    notification.onclick = () => {
      window.focus();
      onClick();
    };
  };
  if (Notification.permission === 'granted') show();
  else if (Notification.permission === 'default') void Notification.requestPermission().then((answer) => answer === 'granted' && show());
}
