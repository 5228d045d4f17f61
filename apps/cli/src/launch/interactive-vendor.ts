// Ink and React for the command bundle (dist/program.cjs), built as a file of their own
// (dist/interactive.cjs, run through V8's code cache like the bundle). Run only when an
// interactive view starts (the console, the progress bar, the live alarm table); the bundle's
// require() of these names is answered from here (run-program.ts).
import * as ink from 'ink';
import React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';

/** What `require(name)` gives for each name, as Node would give it. */
export const modules: Readonly<Record<string, unknown>> = { ink, react: React, 'react/jsx-runtime': jsxRuntime };
