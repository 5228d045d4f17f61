import './platform/schemas-without-eval';
import { startBusinessTimeZone } from './platform/settings/business-time-zone';
import { startLanguage } from './platform/settings/language';
import './styles.css';

// The language (and its texts) and the business time zone come first: the console's modules
// build some texts when they load, so they are loaded only once both are set.
await Promise.all([startLanguage(), startBusinessTimeZone()]);
// Evaluating React DOM, then boot's chunk (the shell's start), then starting the session are
// each a long task on a phone: one after the other, not as one.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
await import('react-dom/client');
await nextTask();
const { boot } = await import('./app/boot');
await nextTask();
boot();
