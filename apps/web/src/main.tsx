import './platform/schemas-without-eval';
import { startBusinessTimeZone } from './platform/settings/business-time-zone';
import { startLanguage } from './platform/settings/language';
import './styles.css';

// The language (and its texts) and the business time zone come first: the console's modules
// build some texts when they load, so they are loaded only once both are set.
await Promise.all([startLanguage(), startBusinessTimeZone()]);
const { boot } = await import('./app/boot');
// Evaluating boot's chunk (React and the shell's start) and starting the session are each a
// long task on a phone: one after the other, not as one.
await new Promise((resolve) => setTimeout(resolve, 0));
boot();
