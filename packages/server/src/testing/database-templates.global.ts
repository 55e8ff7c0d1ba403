import type { TestProject } from 'vitest/node';
import { createDatabaseTemplates, type DatabaseTemplates } from './database-templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** Vitest global setup of the server projects: the run's database templates, dropped after it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const kind = project.config.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
  const { templates, drop } = await createDatabaseTemplates(kind);
  project.provide('databaseTemplates', templates);
  return drop;
}
