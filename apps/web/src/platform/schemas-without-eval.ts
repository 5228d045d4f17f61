import * as z from 'zod';

// The console's content security policy has no 'unsafe-eval'. zod compiles fast parsers with
// `new Function` when it may, and its probe for that is reported by the browser as a policy
// violation even though zod catches the refusal. Interpreted parsing is fast enough for forms.
z.config({ jitless: true });
