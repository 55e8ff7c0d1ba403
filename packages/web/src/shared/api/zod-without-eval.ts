import { config } from 'zod';

/**
 * zod as the client's build resolves it (vite.config.ts, `zodWithoutEval`): zod itself, told
 * before any schema is built not to compile parsers with `new Function`. The shop's CSP
 * (`script-src 'self'`) refuses that, so zod's probe for it raised a CSP violation on every page
 * load, and zod then parsed without compiling anyway. The server keeps compiling them.
 */
config({ jitless: true });

export * from 'zod';
