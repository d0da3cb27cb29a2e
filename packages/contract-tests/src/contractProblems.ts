import { z } from 'zod/mini';
import { contractSchemas } from '@vonk/domain';
import type { ReadName, WriteName } from '@vonk/domain';

const list = (schema: z.ZodMiniType, value: unknown): string[] => {
  const result = z.safeParse(schema, value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`);
};

/** What in `value` breaks the schema of read `name`: [] when it matches the contract. */
export function contractProblems(name: ReadName, value: unknown): string[] {
  return list(contractSchemas.reads[name], value);
}

/** What in a write's answer breaks its result schema. */
export function writeResultProblems(name: WriteName, value: unknown): string[] {
  return list(contractSchemas.writes[name].result, value);
}
