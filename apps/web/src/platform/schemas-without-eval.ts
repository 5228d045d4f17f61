import * as z from 'zod';

// The console's content security policy has no 'unsafe-eval'. zod compiles fast parsers with
// `new Function` when it may, and its probe for that (made when an object schema is defined) is
// reported by the browser as a policy violation even though zod catches the refusal. Set by the
// entry's first import, before any module defines a schema. Interpreted parsing is fast enough for forms.
z.config({ jitless: true });
